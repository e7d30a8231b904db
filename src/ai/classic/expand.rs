//! From counted set-ups to listed worlds: when something starts to move,
//! the frontier's combos become whole worlds (`explicit` takes over),
//! every one if there are few enough, else a weighted sample.

use super::frontier::{Frontier, multinomial};
use super::world::{Mask, World, Wumpi, bit, rooms_of};
use crate::engine::Dice;

impl Frontier {
    /// Concrete worlds, if there are at most `cap`.
    pub fn expand(&self, cap: usize) -> Option<Vec<(World, f64)>> {
        let u = self.loose.count_ones() as usize;
        let mut total = 0.0;
        for c in &self.combos {
            let k = c.sets[3].count_ones() as usize + usize::from(c.spread[3]);
            total += multinomial(u, &c.spread) * factorial(k);
            if total > cap as f64 {
                return None;
            }
        }
        let loose: Vec<usize> = rooms_of(self.loose).collect();
        let mut out = Vec::with_capacity(total as usize);
        for c in &self.combos {
            let k = c.sets[3].count_ones() as usize + usize::from(c.spread[3]);
            let each = c.weight / (multinomial(u, &c.spread) * factorial(k));
            fill(&loose, &c.spread, 0, 0, [0; 4], &mut |extra| {
                let sets: Vec<Mask> = (0..4).map(|i| c.sets[i] | extra[i]).collect();
                let wumpi: Vec<usize> = rooms_of(sets[3]).collect();
                permutations(&wumpi, &mut |order| {
                    out.push((world(&sets, order), each));
                });
            });
        }
        Some(out)
    }

    /// `count` worlds drawn by chance, each weighing the same.
    pub fn sample(&self, count: usize, dice: &mut Dice) -> Vec<(World, f64)> {
        let loose: Vec<usize> = rooms_of(self.loose).collect();
        let mut out = Vec::with_capacity(count);
        let each = 1.0 / count.max(1) as f64;
        for _ in 0..count {
            let x = unit(dice);
            let mut acc = 0.0;
            let mut pick = self.combos.len() - 1;
            for (i, c) in self.combos.iter().enumerate() {
                acc += c.weight;
                if x < acc {
                    pick = i;
                    break;
                }
            }
            let c = &self.combos[pick];
            let mut pool = loose.clone();
            let mut sets = c.sets;
            for (class, set) in sets.iter_mut().enumerate() {
                for _ in 0..c.spread[class] {
                    if pool.is_empty() {
                        break;
                    }
                    let i = dice.below(pool.len() as u32) as usize;
                    *set |= bit(pool.swap_remove(i));
                }
            }
            let mut order: Vec<usize> = rooms_of(sets[3]).collect();
            dice.shuffle(&mut order);
            out.push((world(&sets, &order), each));
        }
        out
    }
}

fn unit(dice: &mut Dice) -> f64 {
    f64::from(dice.below(1 << 30)) / f64::from(1u32 << 30)
}

fn world(sets: &[Mask], wumpi: &[usize]) -> World {
    World {
        pits: sets[0],
        bats: sets[1],
        termites: sets[2],
        wumpi: Wumpi::new(wumpi),
    }
}

fn factorial(k: usize) -> f64 {
    (1..=k).map(|i| i as f64).product()
}

/// Every way to put `spread[i]` more of class i into the loose rooms, one
/// thing a room, classes from `class` on.
fn fill(
    loose: &[usize],
    spread: &[u8; 4],
    class: usize,
    taken: Mask,
    extra: [Mask; 4],
    each: &mut dyn FnMut([Mask; 4]),
) {
    if class == 4 {
        each(extra);
        return;
    }
    let free: Vec<usize> = loose
        .iter()
        .copied()
        .filter(|&r| taken & bit(r) == 0)
        .collect();
    choose(&free, usize::from(spread[class]), 0, &mut |set| {
        let mut next = extra;
        next[class] = set;
        fill(loose, spread, class + 1, taken | set, next, each);
    });
}

fn choose(rooms: &[usize], k: usize, set: Mask, each: &mut dyn FnMut(Mask)) {
    if k == 0 {
        each(set);
        return;
    }
    for (i, &r) in rooms.iter().enumerate() {
        choose(&rooms[i + 1..], k - 1, set | bit(r), each);
    }
}

fn permutations(items: &[usize], each: &mut dyn FnMut(&[usize])) {
    fn go(items: &mut Vec<usize>, at: usize, each: &mut dyn FnMut(&[usize])) {
        if at == items.len() {
            each(items);
            return;
        }
        for i in at..items.len() {
            items.swap(at, i);
            go(items, at + 1, each);
            items.swap(at, i);
        }
    }
    go(&mut items.to_vec(), 0, each);
}
