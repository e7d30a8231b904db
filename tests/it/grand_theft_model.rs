//! The `grand-theft` simulator against an independent model: a second,
//! deliberately plain implementation of docs/rules.md, Grand Theft, and of the
//! `random` reference bot (docs/rules.md, Reference bots), written from the
//! rule book alone, with its own random numbers. Both play many games; a
//! chi-square test of homogeneity (tests/common/stats.rs) says whether their
//! outcome shares could come from the same rules. The simulator is driven
//! through the command line (`sim ... --json`), so this check does not lean on
//! the library's API. Seeds are fixed, so every test here is deterministic.

use crate::pcg;
use crate::stats;

use pcg::Pcg32;
use stats::{CRITICAL, chi_square};
use std::collections::VecDeque;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

/// The simulator's outcome keys, in the order of docs/rules.md, Reference bots:
/// outcome keys, padded to the shared chi-square helper's seven slots.
const KEYS: [&str; 5] = ["won", "cops", "ran_into_wumpus", "wasted_bullet", "capped"];
const COPS: usize = 1;
const WUMPUS: usize = 2;
const CAPPED: usize = 4;
type Tally = [u64; 7];

const MAX_TURNS: u32 = 1000;

/// A deliberate mistake, for the power check only.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Slip {
    None,
    /// The start only has to be free of blood and lights: sirens allowed.
    SirensAtStart,
    /// A gang strikes on every visit, not just the first.
    #[allow(dead_code)]
    GangEveryVisit,
}

#[derive(Clone, Copy)]
struct Rules {
    nodes: usize,
    edges: usize,
    worms: usize,
    cop_odds: usize,
    blood_radius: usize,
    lights_radius: usize,
    fair_city: bool,
    slip: Slip,
}

const BOOK: Rules = Rules {
    nodes: 30,
    edges: 45,
    worms: 3,
    cop_odds: 15,
    blood_radius: 2,
    lights_radius: 1,
    fair_city: true,
    slip: Slip::None,
};

/// The city: neighbours per node, and an n x n table of which streets
/// have cops (both directions set).
struct City {
    n: usize,
    near: Vec<Vec<usize>>,
    cops: Vec<bool>,
    wumpus: usize,
    gang_at: Vec<bool>,
}

/// Distances from `from` (usize::MAX where unreachable), along the streets
/// `open` lets through.
fn distances(near: &[Vec<usize>], from: usize, open: impl Fn(usize, usize) -> bool) -> Vec<usize> {
    let mut d = vec![usize::MAX; near.len()];
    d[from] = 0;
    let mut q = VecDeque::from([from]);
    while let Some(x) = q.pop_front() {
        for &y in &near[x] {
            if d[y] == usize::MAX && open(x, y) {
                d[y] = d[x] + 1;
                q.push_back(y);
            }
        }
    }
    d
}

impl City {
    /// One city with its start, drawn again while no start exists.
    fn new(r: &Rules, rng: &mut Pcg32) -> (City, usize) {
        let n = r.nodes;
        loop {
            let mut street = vec![false; n * n];
            for _ in 0..r.edges {
                let (a, b) = (rng.below(n), rng.below(n));
                if a != b {
                    street[a * n + b] = true;
                    street[b * n + a] = true;
                }
            }
            let adjacency = |street: &[bool]| -> Vec<Vec<usize>> {
                (0..n)
                    .map(|a| (0..n).filter(|&b| street[a * n + b]).collect())
                    .collect()
            };
            // Islands, each named by its lowest node, then chained.
            let near = adjacency(&street);
            let mut seen = vec![false; n];
            let mut lowest = Vec::new();
            for s in 0..n {
                if !seen[s] {
                    lowest.push(s);
                    for (x, d) in distances(&near, s, |_, _| true).into_iter().enumerate() {
                        seen[x] |= d != usize::MAX;
                    }
                }
            }
            for w in lowest.windows(2) {
                street[w[0] * n + w[1]] = true;
                street[w[1] * n + w[0]] = true;
            }
            let near = adjacency(&street);
            // The book draws each direction of a street: cops if either hits.
            let mut cops = vec![false; n * n];
            loop {
                for a in 0..n {
                    for &b in near[a].iter().filter(|&&b| b > a) {
                        let there = rng.below(r.cop_odds) == 0;
                        let back = rng.below(r.cop_odds) == 0;
                        cops[a * n + b] = there || back;
                        cops[b * n + a] = there || back;
                    }
                }
                let free = distances(&near, 0, |x, y| !cops[x * n + y]);
                if !r.fair_city || free.iter().all(|&d| d != usize::MAX) {
                    break;
                }
            }
            let wumpus = rng.below(n);
            let mut gang_at = vec![false; n];
            for _ in 0..r.worms {
                gang_at[rng.below(n)] = true;
            }
            let blood = distances(&near, wumpus, |_, _| true);
            let mut lights = vec![usize::MAX; n];
            for g in (0..n).filter(|&g| gang_at[g]) {
                for (x, d) in distances(&near, g, |_, _| true).into_iter().enumerate() {
                    lights[x] = lights[x].min(d);
                }
            }
            let clean = |x: usize| {
                let sirens = near[x].iter().any(|&y| cops[x * n + y]);
                x != wumpus
                    && !gang_at[x]
                    && blood[x] > r.blood_radius
                    && lights[x] > r.lights_radius
                    && (!sirens || r.slip == Slip::SirensAtStart)
            };
            if (0..n).any(clean) {
                // The book's way: random nodes until a clean one.
                let start = loop {
                    let s = rng.below(n);
                    if clean(s) {
                        break s;
                    }
                };
                let city = City {
                    n,
                    near,
                    cops,
                    wumpus,
                    gang_at,
                };
                return (city, start);
            }
        }
    }
}

/// One game with the `random` bot: walks a uniformly random street, never
/// charges. Returns the outcome slot.
fn play(r: &Rules, rng: &mut Pcg32) -> usize {
    let (city, start) = City::new(r, rng);
    let mut visited = vec![false; city.n];
    visited[start] = true;
    let mut at = start;
    for _ in 0..MAX_TURNS {
        let to = city.near[at][rng.below(city.near[at].len())];
        let mut cops = city.cops[at * city.n + to];
        at = to;
        loop {
            let first = !visited[at];
            visited[at] = true;
            if cops {
                return COPS;
            }
            if at == city.wumpus {
                return WUMPUS;
            }
            let strikes = first || r.slip == Slip::GangEveryVisit;
            if strikes && city.gang_at[at] {
                at = rng.below(city.n);
                cops = false;
                continue;
            }
            break;
        }
    }
    CAPPED
}

fn model(r: &Rules, games: u64, seed: u64) -> Tally {
    let mut rng = Pcg32::new(seed, 3);
    let mut tally = [0; 7];
    for _ in 0..games {
        tally[play(r, &mut rng)] += 1;
    }
    tally
}

fn table(name: &str, t: &Tally) -> String {
    let total = t.iter().sum::<u64>().max(1) as f64;
    let mut s = format!("{name}:\n");
    for (key, &n) in KEYS.iter().zip(t) {
        s += &format!("  {key:<16} {n:>8} {:>8.3}%\n", 100.0 * n as f64 / total);
    }
    s
}

/// Asserts the two tallies could come from the same rules (p = 0.0001).
fn assert_same_rules(what: &str, sim: &Tally, model: &Tally) {
    let (stat, df) = chi_square(sim, model);
    assert!(
        stat < CRITICAL[df],
        "{what}: chi-square {stat:.2} on {df} df exceeds {}\n{}{}",
        CRITICAL[df],
        table("simulator", sim),
        table("model", model)
    );
}

fn empty_config_home() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/config/xdg-empty")
}

/// Starts `wumpus sim VARIANT --bot random --json` without waiting, so the
/// model plays meanwhile.
fn start_sim(variant: &str, games: u64, seed: u64) -> Child {
    Command::new(env!("CARGO_BIN_EXE_wumpus"))
        .args(["sim", variant, "--bot", "random", "--json"])
        .args(["--games", &games.to_string(), "--seed", &seed.to_string()])
        .args(["--max-turns", &MAX_TURNS.to_string()])
        .env_remove("WUMPUS_CONFIG")
        .env("XDG_CONFIG_HOME", empty_config_home())
        .env("HOME", empty_config_home())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs")
}

/// The simulator's tally, refusing keys docs/rules.md does not list.
fn finish_sim(child: Child, variant: &str, games: u64) -> Tally {
    let out = child.wait_with_output().expect("the binary finishes");
    assert!(
        out.status.success(),
        "sim {variant} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("sim --json prints one JSON object");
    assert_eq!(json["variant"], variant);
    assert_eq!(json["games"], games);
    let mut tally = [0; 7];
    for (k, n) in json["outcomes"].as_object().expect("outcomes") {
        let slot = KEYS
            .iter()
            .position(|x| x == k)
            .unwrap_or_else(|| panic!("unknown outcome {k:?} in {json}"));
        tally[slot] = n.as_u64().expect("a count");
    }
    assert_eq!(tally.iter().sum::<u64>(), games, "outcomes add up: {json}");
    tally
}

/// Games a side: a share of 20% is then pinned to about +-0.13 points.
const GAMES: u64 = 100_000;

#[test]
fn random_bot_outcomes_match_the_model() {
    let sim = start_sim("grand-theft", GAMES, 1);
    let model = model(&BOOK, GAMES, 2026);
    let sim = finish_sim(sim, "grand-theft", GAMES);
    // The bot never charges, so it can neither win nor waste a bullet.
    assert_eq!((sim[0], sim[3]), (0, 0), "{}", table("simulator", &sim));
    assert_same_rules("grand-theft", &sim, &model);
}

#[test]
fn random_bot_outcomes_match_the_model_on_the_unfair_draw() {
    let games = GAMES / 2;
    let sim = start_sim("grand-theft-unfair", games, 5);
    let rules = Rules {
        fair_city: false,
        ..BOOK
    };
    let model = model(&rules, games, 77);
    let sim = finish_sim(sim, "grand-theft-unfair", games);
    assert_same_rules("grand-theft-unfair", &sim, &model);
}

/// The comparison has power: a model whose start may hear sirens (only
/// blood and lights kept out of it) is rejected, with chi-square about 48
/// on 2 df at 50,000 games a side (95.6 at 100,000), against a critical
/// value of 18.42. Measured too, at 100,000 a side: gangs striking on every
/// visit, about 36 (also caught). Two correct models are compared in the
/// tests above (the simulator and this model), so that side is covered.
#[test]
fn the_comparison_rejects_a_slightly_wrong_model() {
    let games = GAMES / 2;
    let right = model(&BOOK, games, 11);
    let wrong = model(
        &Rules {
            slip: Slip::SirensAtStart,
            ..BOOK
        },
        games,
        13,
    );
    let (stat, df) = chi_square(&right, &wrong);
    assert!(
        stat > CRITICAL[df],
        "the slip went unnoticed: chi-square {stat:.2} on {df} df\n{}{}",
        table("right", &right),
        table("wrong", &wrong)
    );
}
