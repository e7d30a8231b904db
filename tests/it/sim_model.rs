//! The simulator against an independent model: a second, deliberately plain
//! implementation of docs/rules.md, Classic and the reference bots, with its
//! own random numbers. Both play many games; a chi-square test of homogeneity
//! says whether their outcome shares could come from the same rules. Seeds are
//! fixed, so the test is deterministic (it cannot flake).

use crate::stats;

use crate::common;
use stats::{CRITICAL, chi_square};

use common::DODECAHEDRON;
use std::sync::Arc;
use wumpus::engine::classic::Classic;
use wumpus::engine::classic::{CaveSource, ClassicRules};
use wumpus::sim::{SimSpec, run};

/// The reference bots, as indices into `Classic::BOTS`.
#[derive(Clone, Copy, Debug)]
enum Bot {
    Random = 0,
    RandomCrooked = 1,
}

/// SplitMix64: unrelated to the engine's ChaCha, so shared bias is impossible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn int(&mut self, n: usize) -> usize {
        ((self.next() >> 11) as f64 / (1u64 << 53) as f64 * n as f64) as usize
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

// Outcome slots, in the simulator's order.
const WON: usize = 0;
const PIT: usize = 1;
const EATEN_BUMP: usize = 2;
const EATEN_MOVING: usize = 3;
const OWN_ARROW: usize = 4;
const OUT_OF_ARROWS: usize = 5;

struct Game {
    rng: Rng,
    player: usize,
    wumpus: usize,
    awake: bool,
    pits: [usize; 2],
    bats: [usize; 2],
    arrows: u32,
}

fn near(a: usize) -> [usize; 3] {
    DODECAHEDRON[a].map(|r| r - 1)
}

impl Game {
    fn new(seed: u64) -> Game {
        let mut rng = Rng(seed);
        let mut rooms: Vec<usize> = (0..20).collect();
        // Partial Fisher-Yates: six distinct rooms.
        for i in 0..6 {
            let j = i + rng.int(20 - i);
            rooms.swap(i, j);
        }
        Game {
            rng,
            player: rooms[0],
            wumpus: rooms[1],
            awake: false,
            pits: [rooms[2], rooms[3]],
            bats: [rooms[4], rooms[5]],
            arrows: 5,
        }
    }

    fn wumpus_step(&mut self) {
        let ok: Vec<usize> = near(self.wumpus)
            .into_iter()
            .filter(|r| !self.pits.contains(r))
            .collect();
        if !ok.is_empty() {
            self.wumpus = ok[self.rng.int(ok.len())];
        }
    }

    /// The wumpus phase of docs/rules.md, Classic: turn order (mode
    /// shot_or_bump).
    fn phase(&mut self) -> Option<usize> {
        if !self.awake {
            return None;
        }
        if self.rng.unit() < 0.75 {
            self.wumpus_step();
        }
        (self.wumpus == self.player).then_some(EATEN_MOVING)
    }

    fn go(&mut self, to: usize) -> Option<usize> {
        let mut room = to;
        let mut fled = false;
        let mut snatches = 0;
        self.player = room;
        loop {
            if self.wumpus == room {
                if self.awake {
                    return Some(EATEN_BUMP);
                }
                self.awake = true;
                fled = true;
                if self.rng.unit() < 0.75 {
                    self.wumpus_step();
                }
                if self.wumpus == room {
                    return Some(EATEN_BUMP);
                }
            }
            if self.pits.contains(&room) {
                return Some(PIT);
            }
            if self.bats.contains(&room) && snatches < 100 {
                snatches += 1;
                room = self.rng.int(20);
                self.player = room;
                if let Some(end) = self.phase() {
                    return Some(end);
                }
                continue;
            }
            break;
        }
        if fled { None } else { self.phase() }
    }

    fn fire(&mut self, path: &[usize]) -> Option<usize> {
        let (mut at, mut from) = (self.player, usize::MAX);
        let mut lost = false;
        for &want in path {
            let next = if !lost && near(at).contains(&want) {
                want
            } else {
                lost = true;
                let ok: Vec<usize> = near(at).into_iter().filter(|&r| r != from).collect();
                ok[self.rng.int(ok.len())]
            };
            from = at;
            at = next;
            if at == self.wumpus {
                return Some(WON);
            }
            if at == self.player {
                return Some(OWN_ARROW);
            }
        }
        self.arrows -= 1;
        self.awake = true;
        if let Some(end) = self.phase() {
            return Some(end);
        }
        (self.arrows == 0).then_some(OUT_OF_ARROWS)
    }
}

fn model(bot: Bot, games: u64, seed: u64) -> [u64; 7] {
    let mut counts = [0u64; 7];
    for g in 0..games {
        let mut game = Game::new(seed ^ (g.wrapping_mul(0xD1B5_4A32_D192_ED03)));
        let mut turns = 0;
        let end = loop {
            if turns == 1000 {
                break 6;
            }
            turns += 1;
            let step = match bot {
                Bot::Random => {
                    let k = game.rng.int(6);
                    let tunnel = near(game.player)[k % 3];
                    if k < 3 {
                        game.go(tunnel)
                    } else {
                        game.fire(&[tunnel])
                    }
                }
                Bot::RandomCrooked => {
                    if game.rng.int(2) == 0 {
                        let tunnel = near(game.player)[game.rng.int(3)];
                        game.go(tunnel)
                    } else {
                        let path = loop {
                            let p: Vec<usize> = (0..5).map(|_| game.rng.int(20)).collect();
                            let with_start: Vec<usize> = std::iter::once(game.player)
                                .chain(p.iter().copied())
                                .collect();
                            if with_start.windows(3).all(|w| w[0] != w[2]) {
                                break p;
                            }
                        };
                        game.fire(&path)
                    }
                }
            };
            if let Some(end) = step {
                break end;
            }
        };
        counts[end] += 1;
    }
    counts
}

fn compare(bot: Bot) {
    let games = 60_000;
    let rules = Arc::new(ClassicRules::on(CaveSource::Fixed(common::dodecahedron())));
    let spec = SimSpec::<Classic> {
        rules,
        bot: bot as usize,
        games,
        seed: 1,
        max_turns: 1000,
    };
    let counts = run(&spec).tally.counts;
    let Ok(engine) = <[u64; 7]>::try_from(counts.as_slice()) else {
        panic!("classic has six endings and capped: {counts:?}");
    };
    let model = model(bot, games, 99);
    let (stat, df) = chi_square(&engine, &model);
    assert!(
        stat < CRITICAL[df],
        "{bot:?}: engine {engine:?} vs model {model:?}: chi-square {stat:.1} on {df} df"
    );
    // And a check that could fail the other way: the test has power.
    let mut skewed = model;
    skewed[WON] += games / 50;
    skewed[PIT] -= games / 50;
    assert!(
        chi_square(&engine, &skewed).0 > CRITICAL[df],
        "the test would miss a 2% shift"
    );
}

#[test]
fn random_bot_outcomes_match_the_model() {
    compare(Bot::Random);
}

#[test]
fn random_crooked_bot_outcomes_match_the_model() {
    compare(Bot::RandomCrooked);
}
