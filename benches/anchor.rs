//! The anchor of the engine's hot loop (issue 30, part 4): a simulator
//! written for one game only, Yob's classic rules with their defaults
//! (docs/rules.md, Classic), with plain arrays and no trait, no events, no
//! view, beside the engine playing the same game with its `random` bot
//! (docs/rules.md, Reference bots), in one run on one thread.
//!
//! The anchor draws from the engine's generator (ChaCha8, Lemire's
//! `below`), the world and the bot from streams of their own, as the
//! engine does. It runs twice: on two generators that run on from game to
//! game, and seeded afresh for each game as the engine's simulator does
//! (game i from seed + i, so a game can be played again alone): the gap
//! between the two is what the seeding costs.
//!
//! Prints games per second per core of each (medians of the rounds), the
//! ratios engine / anchor (medians of each round's ratio; the issue asks
//! for at least 0.5), and each one's win rate and outcome
//! shares, so a reader sees the anchor plays the same game: the draws
//! differ, the rates should not by more than the noise of the sample.
//!
//! `cargo bench -p wumpus-benches --bench anchor` (five rounds of 500,000
//! games each, the two alternating); `-- --quick` plays one round of
//! 100,000; `ANCHOR_GAMES=N` and `ANCHOR_ROUNDS=N` set them.

use rand::{Rng as _, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::sync::Arc;
use std::time::Instant;
use wumpus::engine::classic::{CaveSource, Classic, ClassicRules};
use wumpus::formats::builtin::dodecahedron;
use wumpus::sim::{Scratch, SimSpec, play_one};

/// Yob's dodecahedron in his numbering, less one: room i's three tunnels.
const CAVE: [[u8; 3]; 20] = [
    [1, 4, 7],
    [0, 2, 9],
    [1, 3, 11],
    [2, 4, 13],
    [0, 3, 5],
    [4, 6, 14],
    [5, 7, 16],
    [0, 6, 8],
    [7, 9, 17],
    [1, 8, 10],
    [9, 11, 18],
    [2, 10, 12],
    [11, 13, 19],
    [3, 12, 14],
    [5, 13, 15],
    [14, 16, 19],
    [6, 15, 17],
    [8, 16, 18],
    [10, 17, 19],
    [12, 15, 18],
];

const ROOMS: u32 = 20;
const ARROWS: u8 = 5;
const MOVE_CHANCE: f64 = 0.75;
const MAX_TURNS: u32 = 1000;
const MAX_SNATCHES: u32 = 100;

/// The ways a game ends, in the engine's order (docs/rules.md, Reference
/// bots: outcome keys).
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
const OUT_OF_ARROWS: usize = 5;
const CAPPED: usize = 6;

/// The engine's generator and its draws (`engine::Dice`), without the
/// scripted draws the tests use.
struct Draws(ChaCha8Rng);

impl Draws {
    #[inline]
    fn below(&mut self, n: u32) -> u32 {
        let mut m = u64::from(self.0.next_u32()) * u64::from(n);
        if (m as u32) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u32) < threshold {
                m = u64::from(self.0.next_u32()) * u64::from(n);
            }
        }
        (m >> 32) as u32
    }

    #[inline]
    fn roll(&mut self, p: f64) -> bool {
        f64::from(self.0.next_u32()) / 4_294_967_296.0 < p
    }
}

/// One game's world: where everything is, as room numbers.
struct World {
    player: u8,
    wumpus: u8,
    awake: bool,
    pit: [bool; 20],
    bats: [bool; 20],
    arrows: u8,
}

impl World {
    fn new(d: &mut Draws) -> World {
        // Six distinct rooms: the player, the wumpus, two pits, two bats.
        let mut rooms: [u8; 20] = std::array::from_fn(|i| i as u8);
        for i in 0..6 {
            let j = i + d.below(ROOMS - i as u32) as usize;
            rooms.swap(i, j);
        }
        let mut pit = [false; 20];
        let mut bats = [false; 20];
        pit[usize::from(rooms[2])] = true;
        pit[usize::from(rooms[3])] = true;
        bats[usize::from(rooms[4])] = true;
        bats[usize::from(rooms[5])] = true;
        World {
            player: rooms[0],
            wumpus: rooms[1],
            awake: false,
            pit,
            bats,
            arrows: ARROWS,
        }
    }

    /// An awake wumpus's step: with the move chance, through a tunnel
    /// drawn among those not into a pit. True when it ends on the player.
    #[inline]
    fn wumpus_phase(&mut self, d: &mut Draws) -> bool {
        if self.awake && d.roll(MOVE_CHANCE) {
            self.step_wumpus(d);
        }
        self.wumpus == self.player
    }

    /// A move into `room` and all it sets off; an ending, if any.
    fn walk(&mut self, room: u8, d: &mut Draws) -> Option<usize> {
        self.player = room;
        let mut fled = false;
        let mut snatches = 0;
        loop {
            if self.wumpus == self.player {
                if self.awake {
                    return Some(EATEN_BUMP);
                }
                self.awake = true;
                fled = true;
                if d.roll(MOVE_CHANCE) {
                    self.step_wumpus(d);
                }
                if self.wumpus == self.player {
                    return Some(EATEN_BUMP);
                }
            }
            if self.pit[usize::from(self.player)] {
                return Some(PIT);
            }
            if !self.bats[usize::from(self.player)] {
                break;
            }
            if snatches == MAX_SNATCHES {
                self.player = self.empty_room();
                break;
            }
            snatches += 1;
            self.player = d.below(ROOMS) as u8;
            if self.wumpus_phase(d) {
                return Some(EATEN_MOVING);
            }
        }
        if !fled && self.wumpus_phase(d) {
            return Some(EATEN_MOVING);
        }
        None
    }

    /// The wumpus walks through a tunnel drawn among those not into a
    /// pit (it stays when every one is).
    #[inline]
    fn step_wumpus(&mut self, d: &mut Draws) {
        let mut open = [0u8; 3];
        let mut n = 0;
        for &r in &CAVE[usize::from(self.wumpus)] {
            if !self.pit[usize::from(r)] {
                open[n] = r;
                n += 1;
            }
        }
        if n > 0 {
            self.wumpus = open[d.below(n as u32) as usize];
        }
    }

    fn empty_room(&self) -> u8 {
        (0..20u8)
            .find(|&r| {
                let i = usize::from(r);
                !self.pit[i] && !self.bats[i] && r != self.wumpus
            })
            .unwrap_or(self.player)
    }

    /// A one-room arrow into `room`: the wumpus there dies, else a miss.
    fn shoot(&mut self, room: u8, d: &mut Draws) -> Option<usize> {
        if room == self.wumpus {
            return Some(WON);
        }
        self.arrows -= 1;
        self.awake = true;
        if self.wumpus_phase(d) {
            return Some(EATEN_MOVING);
        }
        (self.arrows == 0).then_some(OUT_OF_ARROWS)
    }
}

/// One game with the `random` bot's choice (one of six: walk or shoot a
/// one-room arrow through one of the three tunnels), the world drawing
/// from `d` and the bot from `bot`, as the engine's do; its ending.
fn anchor_game(d: &mut Draws, bot: &mut Draws) -> usize {
    let mut w = World::new(d);
    for _ in 0..MAX_TURNS {
        let k = bot.below(6) as usize;
        let tunnels = &CAVE[usize::from(w.player)];
        let end = if k < 3 {
            w.walk(tunnels[k], d)
        } else {
            w.shoot(tunnels[k - 3], d)
        };
        if let Some(end) = end {
            return end;
        }
    }
    CAPPED
}

/// Outcome counts and seconds of one batch.
struct Batch {
    counts: [u64; 7],
    seconds: f64,
}

/// The game's generator for `seed`, and the bot's: the same seed, stream 1
/// (`Dice::new`, `Dice::side_stream`).
fn generators(seed: u64) -> (Draws, Draws) {
    let mut bot = ChaCha8Rng::seed_from_u64(seed);
    bot.set_stream(1);
    (Draws(ChaCha8Rng::seed_from_u64(seed)), Draws(bot))
}

/// `games` games from `seed`: with `per_game`, game i gets generators
/// seeded `seed + i` as the engine's simulator does (so any game can be
/// played again alone); without, the two generators run on from game to
/// game.
fn anchor_batch(games: u64, seed: u64, per_game: bool) -> Batch {
    let (mut d, mut bot) = generators(seed);
    let mut counts = [0u64; 7];
    let start = Instant::now();
    for i in 0..games {
        if per_game {
            (d, bot) = generators(seed + i);
        }
        counts[black_box(anchor_game(&mut d, &mut bot))] += 1;
    }
    Batch {
        counts,
        seconds: start.elapsed().as_secs_f64(),
    }
}

fn engine_batch(spec: &SimSpec<Classic>, games: u64, seed: u64) -> Batch {
    let mut scratch = Scratch::<Classic>::default();
    let mut counts = [0u64; 7];
    let start = Instant::now();
    for i in 0..games {
        let (slot, _) = black_box(play_one(spec, seed + i, &mut scratch));
        counts[slot.min(CAPPED)] += 1;
    }
    Batch {
        counts,
        seconds: start.elapsed().as_secs_f64(),
    }
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    }
}

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn shares(counts: &[u64; 7]) -> String {
    let total = counts.iter().sum::<u64>().max(1) as f64;
    KEYS.iter()
        .zip(counts)
        .filter(|(_, n)| **n > 0)
        .map(|(k, n)| format!("{k} {:.1}%", 100.0 * *n as f64 / total))
        .collect::<Vec<_>>()
        .join(" · ")
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let games = env_or("ANCHOR_GAMES", if quick { 100_000 } else { 500_000 });
    let rounds = env_or("ANCHOR_ROUNDS", if quick { 1 } else { 5 });
    // The engine's own names of the endings must be the anchor's.
    assert_eq!(wumpus::sim::keys::<Classic>(), KEYS);
    let spec = SimSpec::<Classic> {
        rules: Arc::new(ClassicRules::on(CaveSource::Fixed(
            Arc::new(dodecahedron()),
        ))),
        bot: 0,
        games,
        seed: 1,
        max_turns: MAX_TURNS,
    };
    // Rates per round: anchor on running generators, anchor seeded per
    // game, engine.
    let mut rates: [Vec<f64>; 3] = Default::default();
    let mut counts = [[0u64; 7]; 3];
    for round in 0..rounds {
        // Alternating, so a busy machine slows all three alike.
        let seed = 1 + round * games;
        let batches = [
            anchor_batch(games, seed, false),
            anchor_batch(games, seed, true),
            engine_batch(&spec, games, seed),
        ];
        for (k, b) in batches.iter().enumerate() {
            for (total, n) in counts[k].iter_mut().zip(b.counts) {
                *total += n;
            }
            rates[k].push(games as f64 / b.seconds);
        }
        let [a, s, e] = [0, 1, 2].map(|k| rates[k][round as usize]);
        println!(
            "round {}: anchor {a:.0}, anchor seeded per game {s:.0}, engine {e:.0} games/s",
            round + 1
        );
    }
    let [a, s, e] = rates.clone().map(median);
    let win = |c: &[u64; 7]| 100.0 * c[WON] as f64 / c.iter().sum::<u64>().max(1) as f64;
    println!("classic, random bot, one thread, {rounds} x {games} games (medians of the rounds):");
    println!(
        "  anchor                        {a:>10.0} games/s per core   win rate {:.2}%",
        win(&counts[0])
    );
    println!(
        "  anchor, seeded per game       {s:>10.0} games/s per core   win rate {:.2}%",
        win(&counts[1])
    );
    println!(
        "  engine (sim::play_one)        {e:>10.0} games/s per core   win rate {:.2}%",
        win(&counts[2])
    );
    // The ratios of each round (its three batches ran side by side).
    let ratio = |k: usize| median(rates[2].iter().zip(&rates[k]).map(|(e, x)| e / x).collect());
    println!("  engine / anchor               {:>10.2}", ratio(0));
    println!("  engine / anchor seeded        {:>10.2}", ratio(1));
    println!("  anchor outcomes: {}", shares(&counts[0]));
    println!("  seeded outcomes: {}", shares(&counts[1]));
    println!("  engine outcomes: {}", shares(&counts[2]));
}
