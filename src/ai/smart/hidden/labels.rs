//! A secret labelling of the dodecahedron that agrees with every tunnel a
//! seat has seen: which of Yob's rooms each label names. The rooms a seat
//! stood in (and their neighbours) pin down part of it; the rest is drawn
//! at random, so that a look-ahead plays in a cave the seat cannot tell
//! from the real one.

use crate::engine::Dice;
use crate::engine::hidden::{DODECAHEDRON, Label, ROOMS};

/// The search gives up after this many tries (a seat's tunnels always fit
/// some labelling, so it never should).
const TRIES: u32 = 20_000;

/// Per label (index 0 is label 1): Yob's room (0-based) it names, such
/// that every label in `tunnels` (per label, the tunnels seen from it) has
/// exactly those labels next to it. `from` (a label the seat stood in)
/// is placed first. `None` when nothing fits.
pub fn sample(
    tunnels: &[Option<[Label; 3]>; ROOMS],
    from: Label,
    dice: &mut Dice,
) -> Option<[u8; ROOMS]> {
    let order = order(tunnels, from);
    let mut s = Search {
        tunnels,
        map: [None; ROOMS],
        used: [false; ROOMS],
        tries: 0,
    };
    if !s.place(&order, dice) {
        return None;
    }
    let mut free: Vec<u8> = (0..ROOMS as u8)
        .filter(|&y| !s.used[usize::from(y)])
        .collect();
    dice.shuffle(&mut free);
    let mut free = free.into_iter();
    let mut out = [0u8; ROOMS];
    for (l, slot) in out.iter_mut().enumerate() {
        *slot = match s.map[l] {
            Some(y) => y,
            None => free.next()?,
        };
    }
    Some(out)
}

/// The labels the tunnels name, each after one it is next to where that
/// can be (a walk outwards from `from`), so that most have three rooms
/// or fewer to choose from.
fn order(tunnels: &[Option<[Label; 3]>; ROOMS], from: Label) -> Vec<usize> {
    let mut seen = [false; ROOMS];
    let mut out = Vec::new();
    let mut roots: Vec<usize> = vec![index(from)];
    roots.extend((0..ROOMS).filter(|&l| tunnels[l].is_some()));
    for root in roots {
        if seen[root] {
            continue;
        }
        seen[root] = true;
        let start = out.len();
        out.push(root);
        let mut k = start;
        while k < out.len() {
            if let Some(ts) = tunnels[out[k]] {
                for t in ts {
                    let t = index(t);
                    if !seen[t] {
                        seen[t] = true;
                        out.push(t);
                    }
                }
            }
            k += 1;
        }
    }
    out
}

struct Search<'a> {
    tunnels: &'a [Option<[Label; 3]>; ROOMS],
    map: [Option<u8>; ROOMS],
    used: [bool; ROOMS],
    tries: u32,
}

impl Search<'_> {
    fn place(&mut self, order: &[usize], dice: &mut Dice) -> bool {
        let Some((&l, rest)) = order.split_first() else {
            return true;
        };
        // Next to a placed label whose tunnels are seen: one of its rooms.
        let near = (0..ROOMS).find_map(|s| {
            let ts = self.tunnels[s]?;
            let y = self.map[s]?;
            ts.iter()
                .any(|&t| index(t) == l)
                .then_some(DODECAHEDRON[usize::from(y)])
        });
        let mut choices: Vec<u8> = match near {
            Some(ys) => ys.to_vec(),
            None => (0..ROOMS as u8).collect(),
        };
        choices.retain(|&y| !self.used[usize::from(y)]);
        dice.shuffle(&mut choices);
        for y in choices {
            self.tries += 1;
            if self.tries > TRIES {
                return false;
            }
            self.map[l] = Some(y);
            self.used[usize::from(y)] = true;
            if self.fits() && self.place(rest, dice) {
                return true;
            }
            self.map[l] = None;
            self.used[usize::from(y)] = false;
        }
        false
    }

    /// Every seen tunnel between placed labels joins rooms next to each
    /// other, and a placed label not among a room's seen tunnels is not
    /// next to it.
    fn fits(&self) -> bool {
        (0..ROOMS).all(|s| {
            let (Some(ts), Some(y)) = (self.tunnels[s], self.map[s]) else {
                return true;
            };
            let next = DODECAHEDRON[usize::from(y)];
            (0..ROOMS).all(|o| match self.map[o] {
                Some(z) if o != s => next.contains(&z) == ts.iter().any(|&t| index(t) == o),
                _ => true,
            })
        })
    }
}

fn index(label: Label) -> usize {
    usize::from(label.saturating_sub(1)).min(ROOMS - 1)
}

#[cfg(test)]
mod tests {
    use super::sample;
    use crate::engine::Dice;
    use crate::engine::hidden::{DODECAHEDRON, Label, ROOMS};

    #[test]
    fn a_sampled_labelling_keeps_every_tunnel_the_seat_saw() {
        // The truth: label l names Yob's room (7 l + 3) mod 20.
        let truth: [u8; ROOMS] = std::array::from_fn(|l| ((7 * l + 3) % ROOMS) as u8);
        let mut label_of = [0u8; ROOMS];
        for (l, &y) in truth.iter().enumerate() {
            label_of[usize::from(y)] = l as u8 + 1;
        }
        let seen = |l: usize| -> [Label; 3] {
            let mut ts = DODECAHEDRON[usize::from(truth[l])].map(|y| label_of[usize::from(y)]);
            ts.sort_unstable();
            ts
        };
        let mut tunnels = [None; ROOMS];
        for l in [0, 4, 9, 13, 17] {
            tunnels[l] = Some(seen(l));
        }
        for seed in 0..50 {
            let map = sample(&tunnels, 1, &mut Dice::new(seed)).expect("the truth fits");
            let mut sorted = map;
            sorted.sort_unstable();
            assert_eq!(sorted, std::array::from_fn(|i| i as u8), "one room a label");
            let mut back = [0u8; ROOMS];
            for (l, &y) in map.iter().enumerate() {
                back[usize::from(y)] = l as u8 + 1;
            }
            for l in [0, 4, 9, 13, 17] {
                let mut ts = DODECAHEDRON[usize::from(map[l])].map(|y| back[usize::from(y)]);
                ts.sort_unstable();
                assert_eq!(Some(ts), tunnels[l], "label {}", l + 1);
            }
        }
    }
}
