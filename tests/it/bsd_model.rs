//! The `bsd` preset against an independent model: NetBSD's knobs all at
//! once (its own caves, wall bumps, last-room hits, the bowstring falloff,
//! the BSD wake count, 1 in 6 surviving a pit, death at a bump, smelling
//! two rooms away, one warning per kind), written from docs/rules.md, Classic
//! alone with its own random numbers. The simulator runs through the binary
//! (`sim bsd --json`); a chi-square test of homogeneity says whether both
//! outcome tallies could come from the same rules, and a power check shows
//! the model with the old wake rule (odds from the number of misses, the
//! wumpus moving before the quiver is checked) would be told apart. Seeds
//! are fixed, so the test is deterministic.
//!
//! The reference bots move only through tunnels, so they never bump a wall,
//! and they ignore their senses: the smell radius and the warnings change
//! nothing here (their own tests pin them).

use crate::bsd_cave_model;
use crate::pcg;
use crate::stats;

use pcg::Pcg32;
use stats::{CRITICAL, chi_square};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

const KEYS: [&str; 7] = [
    "won",
    "pit",
    "eaten_bump",
    "eaten_moving",
    "own_arrow",
    "out_of_arrows",
    "capped",
];
const WON: usize = 0;
const PIT: usize = 1;
const EATEN_BUMP: usize = 2;
const EATEN_MOVING: usize = 3;
const OWN_ARROW: usize = 4;
const OUT_OF_ARROWS: usize = 5;
const CAPPED: usize = 6;
const MAX_TURNS: u32 = 1000;
const ROOMS: usize = 20;
const FALLOFF: [f64; 5] = [0.0, 0.0, 0.0, 0.2, 0.6];

/// Which wake rule the model plays.
#[derive(Clone, Copy, PartialEq)]
enum Wakes {
    /// docs/rules.md, Classic: the wumpus, now: a count from 2, +2 a miss,
    /// reset to 0..=2 by a move; the quiver is checked before the wumpus may
    /// move.
    Count,
    /// The rule before: chance (2k + 2) / 12 after the k-th miss, never
    /// reset, and the wumpus moves before the quiver is checked.
    Misses,
}

struct Game {
    rng: Pcg32,
    wakes: Wakes,
    cave: Vec<Vec<usize>>,
    player: usize,
    wumpus: usize,
    pits: Vec<usize>,
    bats: Vec<usize>,
    arrows: u32,
    count: u32,
    misses: u32,
}

impl Game {
    fn new(rng: &mut Pcg32, wakes: Wakes) -> Game {
        let seed = u64::from(rng.next_u32()) << 32 | u64::from(rng.next_u32());
        let mut rng = Pcg32::new(seed, 7);
        let cave = bsd_cave_model::model(ROOMS, 3, &mut rng, 50);
        let mut rooms: Vec<usize> = (0..ROOMS).collect();
        for i in 0..8 {
            let j = i + rng.below(ROOMS - i);
            rooms.swap(i, j);
        }
        Game {
            rng,
            wakes,
            cave,
            player: rooms[0],
            wumpus: rooms[1],
            pits: rooms[2..5].to_vec(),
            bats: rooms[5..8].to_vec(),
            arrows: 5,
            count: 2,
            misses: 0,
        }
    }

    fn chance(&mut self, p: f64) -> bool {
        f64::from(self.rng.next_u32()) / 4_294_967_296.0 < p
    }

    fn tunnel(&mut self, room: usize) -> usize {
        self.cave[room][self.rng.below(self.cave[room].len())]
    }

    /// The arrival check, with bump death, pit survival and bat snatches.
    /// No wumpus phase follows a move or a snatch in this mode.
    fn go(&mut self, to: usize) -> Option<usize> {
        let mut room = to;
        let mut snatches = 0;
        loop {
            self.player = room;
            if room == self.wumpus {
                return Some(EATEN_BUMP);
            }
            if self.pits.contains(&room) {
                if self.chance(1.0 / 6.0) {
                    return None;
                }
                return Some(PIT);
            }
            if self.bats.contains(&room) && snatches < 100 {
                snatches += 1;
                room = self.rng.below(ROOMS);
                continue;
            }
            return None;
        }
    }

    /// Falloff before each room; a listed room not adjacent sends the
    /// arrow down one random tunnel and it falls; only where it stops is
    /// hit.
    fn fire(&mut self, path: &[usize]) -> Option<usize> {
        let mut at = self.player;
        let mut flew = false;
        for (i, &want) in path.iter().enumerate() {
            if FALLOFF[i] > 0.0 && self.chance(FALLOFF[i]) {
                break;
            }
            flew = true;
            if self.cave[at].contains(&want) {
                at = want;
            } else {
                at = self.tunnel(at);
                break;
            }
        }
        if flew && at == self.wumpus {
            return Some(WON);
        }
        if flew && at == self.player {
            return Some(OWN_ARROW);
        }
        self.arrows -= 1;
        self.misses += 1;
        if self.wakes == Wakes::Count && self.arrows == 0 {
            return Some(OUT_OF_ARROWS);
        }
        let moves = match self.wakes {
            Wakes::Count => {
                self.count += 2;
                self.chance((f64::from(self.count) / 12.0).min(1.0))
            }
            Wakes::Misses => self.chance((f64::from(2 * self.misses + 2) / 12.0).min(1.0)),
        };
        if moves {
            // Pits never stop it here.
            self.wumpus = self.tunnel(self.wumpus);
            if self.wakes == Wakes::Count {
                self.count = self.rng.below(3) as u32;
            }
            if self.wumpus == self.player {
                return Some(EATEN_MOVING);
            }
        }
        (self.arrows == 0).then_some(OUT_OF_ARROWS)
    }
}

fn model(crooked_bot: bool, wakes: Wakes, games: u64, seed: u64) -> [u64; 7] {
    let mut rng = Pcg32::new(seed, 3);
    let mut counts = [0u64; 7];
    for _ in 0..games {
        let mut game = Game::new(&mut rng, wakes);
        let mut turns = 0;
        let end = loop {
            if turns == MAX_TURNS {
                break CAPPED;
            }
            turns += 1;
            let here = game.player;
            let step = if crooked_bot {
                if game.rng.below(2) == 0 {
                    let to = game.tunnel(here);
                    game.go(to)
                } else {
                    // A-B-A allowed: the first draw stands.
                    let path: Vec<usize> = (0..5).map(|_| game.rng.below(ROOMS)).collect();
                    game.fire(&path)
                }
            } else {
                let d = game.cave[here].len();
                let k = game.rng.below(2 * d);
                let tunnel = game.cave[here][k % d];
                if k < d {
                    game.go(tunnel)
                } else {
                    game.fire(&[tunnel])
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

/// Games a side: at this size an outcome share is pinned to about +-0.3
/// percentage points.
const GAMES: u64 = 40_000;

fn start_sim(bot: &str, games: u64) -> Child {
    let home = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/config/xdg-empty");
    Command::new(env!("CARGO_BIN_EXE_wumpus"))
        .args(["sim", "bsd", "--bot", bot, "--json", "--seed", "1"])
        .args(["--games", &games.to_string()])
        .args(["--max-turns", &MAX_TURNS.to_string()])
        .env_remove("WUMPUS_CONFIG")
        .env("XDG_CONFIG_HOME", &home)
        .env("HOME", &home)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs")
}

fn finish_sim(child: Child, games: u64) -> [u64; 7] {
    let out = child.wait_with_output().expect("the binary finishes");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "sim failed: {stderr}");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    let mut tally = [0u64; 7];
    for (key, n) in json["outcomes"].as_object().expect("outcomes") {
        let slot = KEYS.iter().position(|k| k == key);
        let slot = slot.unwrap_or_else(|| panic!("unknown outcome {key:?}"));
        tally[slot] = n.as_u64().expect("a count");
    }
    assert_eq!(tally.iter().sum::<u64>(), games);
    tally
}

fn compare(bot: &str) {
    let child = start_sim(bot, GAMES);
    let crooked = bot == "random-crooked";
    let model_now = model(crooked, Wakes::Count, GAMES, 0xB5D0 + crooked as u64);
    let model_old = model(crooked, Wakes::Misses, GAMES, 0xB5D9 + crooked as u64);
    let sim = finish_sim(child, GAMES);
    let (stat, df) = chi_square(&sim, &model_now);
    let (old, _) = chi_square(&sim, &model_old);
    eprintln!(
        "bsd ({bot}, {GAMES} games a side): sim {sim:?}\n  model {model_now:?}: chi-square \
         {stat:.1} on {df} df, critical {}\n  old wake rule {model_old:?}: {old:.1}",
        CRITICAL[df]
    );
    assert!(
        stat < CRITICAL[df],
        "bsd ({bot}): sim {sim:?} vs model {model_now:?}: chi-square {stat:.1} on {df} df"
    );
    assert!(
        old > CRITICAL[df],
        "bsd ({bot}): the old wake rule {model_old:?} passes too ({old:.1})"
    );
}

#[test]
fn bsd_preset_with_the_random_bot_matches_the_model() {
    compare("random");
}

#[test]
fn bsd_preset_with_the_random_crooked_bot_matches_the_model() {
    compare("random-crooked");
}
