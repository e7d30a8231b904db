//! A tiny model of NetBSD's cave generator, written from docs/rules.md, Classic
//! alone, for the tests that compare the engine's caves and games with it.
#![allow(dead_code)]

use super::pcg::Pcg32;

/// The four steps, read straight off docs/rules.md, Classic: the bsd cave,
/// rooms numbered 1..=r as the book numbers them (slot 0 of a room is unused to
/// keep the book's 1-based slots too). `back_link` is the chance of step 3's
/// scan in percent: the book's 50, or something else to show the comparison can
/// tell.
pub fn model(r: usize, t: usize, rng: &mut Pcg32, back_link: u32) -> Vec<Vec<usize>> {
    let mut slot = vec![vec![0usize; t + 1]; r + 1];
    let d = loop {
        let d = 1 + rng.below(r - 1);
        let (mut a, mut b) = (r, d + 1);
        while b != 0 {
            (a, b) = (b, a % b);
        }
        if a == 1 {
            break d;
        }
    };
    for i in 1..=r {
        let f = ((i + d) % r) + 1;
        slot[i][1] = f;
        slot[f][2] = i;
    }
    for i in 1..=r {
        for j in 3..=t {
            if slot[i][j] != 0 {
                continue;
            }
            let room = loop {
                let x = 1 + rng.below(r);
                if !slot[i][1..j].contains(&x) {
                    break x;
                }
            };
            slot[i][j] = room;
            if rng.below(100) < back_link as usize {
                for s in &mut slot[room][1..] {
                    if *s == 0 {
                        *s = i;
                        break;
                    }
                    if *s == i {
                        break;
                    }
                }
            }
        }
    }
    (1..=r)
        .map(|i| {
            let mut ts: Vec<usize> = slot[i][1..].iter().map(|&x| x - 1).collect();
            ts.sort_unstable();
            ts
        })
        .collect()
}
