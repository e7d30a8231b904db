//! The knobs that the faithful presets added to docs/rules.md, Classic, each
//! set on its own on the dodecahedron, against an independent model: a second,
//! deliberately plain implementation of the revised Classic section and of the
//! reference bots, with its own random numbers. The simulator is driven through
//! the binary (`sim VARIANT --config FILE --json`); a chi-square test of
//! homogeneity says whether both outcome tallies could come from the same
//! rules, and a power check shows the test would notice a small slip. Seeds are
//! fixed, so the test is deterministic.

use crate::stats;

use crate::common;
use stats::{CRITICAL, chi_square};

use common::DODECAHEDRON;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

/// SplitMix64: unrelated to the engine's ChaCha.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
    fn int(&mut self, n: usize) -> usize {
        (self.unit() * n as f64) as usize
    }
}

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

/// The new knobs, as the model reads them; everything else is seed 000's.
#[derive(Clone, Default)]
struct Knobs {
    typed: bool,
    last_room: bool,
    falloff: Vec<f64>,
    bsd: bool,
    termites: usize,
    quake: f64,
    bats_roam: f64,
    termites_roam: f64,
}

struct Game<'k> {
    k: &'k Knobs,
    rng: Rng,
    player: usize,
    wumpus: usize,
    awake: bool,
    pits: Vec<usize>,
    bats: Vec<usize>,
    termites: Vec<usize>,
    arrows: u32,
    /// NetBSD's count (bsd mode): starts at 2, +2 a miss, 0..=2 after a move.
    count: u32,
}

fn near(a: usize) -> [usize; 3] {
    DODECAHEDRON[a].map(|r| r - 1)
}

impl<'k> Game<'k> {
    fn new(k: &'k Knobs, seed: u64) -> Game<'k> {
        let mut rng = Rng(seed);
        let mut rooms: Vec<usize> = (0..20).collect();
        let taken = 6 + k.termites;
        for i in 0..taken {
            let j = i + rng.int(20 - i);
            rooms.swap(i, j);
        }
        Game {
            k,
            rng,
            player: rooms[0],
            wumpus: rooms[1],
            awake: false,
            pits: rooms[2..4].to_vec(),
            bats: rooms[4..6].to_vec(),
            termites: rooms[6..taken].to_vec(),
            arrows: 5,
            count: 2,
        }
    }

    fn step(&mut self) {
        let ok: Vec<usize> = near(self.wumpus)
            .into_iter()
            .filter(|r| !self.pits.contains(r))
            .collect();
        if !ok.is_empty() {
            self.wumpus = ok[self.rng.int(ok.len())];
        }
    }

    fn phase(&mut self, after_miss: bool) -> Option<usize> {
        let chance = if self.k.bsd {
            if !after_miss {
                return None;
            }
            self.count += 2;
            (self.count as f64 / 12.0).min(1.0)
        } else {
            if !self.awake {
                return None;
            }
            0.75
        };
        if self.rng.unit() < chance {
            self.step();
            if self.k.bsd {
                self.count = self.rng.int(3) as u32;
            }
        }
        (self.wumpus == self.player).then_some(EATEN_MOVING)
    }

    fn holds_nothing(&self, r: usize) -> bool {
        r != self.player
            && r != self.wumpus
            && !self.pits.contains(&r)
            && !self.bats.contains(&r)
            && !self.termites.contains(&r)
    }

    /// Moves each hazard of one kind in turn to a random room holding
    /// nothing (the hazard still counts in its old room while it picks).
    fn scatter(&mut self, which: for<'a> fn(&'a mut Game<'k>) -> &'a mut Vec<usize>) {
        for i in 0..which(self).len() {
            let free: Vec<usize> = (0..20).filter(|&r| self.holds_nothing(r)).collect();
            if free.is_empty() {
                return;
            }
            let to = free[self.rng.int(free.len())];
            which(self)[i] = to;
        }
    }

    fn wumpus3(&mut self) {
        if self.k.quake > 0.0 && self.rng.unit() < self.k.quake {
            self.scatter(|g| &mut g.pits);
        }
        if self.k.bats_roam > 0.0 && self.rng.unit() < self.k.bats_roam {
            self.scatter(|g| &mut g.bats);
        }
        if self.k.termites_roam > 0.0 && self.rng.unit() < self.k.termites_roam {
            self.scatter(|g| &mut g.termites);
        }
    }

    fn go(&mut self, to: usize) -> Option<usize> {
        let mut room = to;
        let mut fled = false;
        let mut snatches = 0;
        self.player = room;
        loop {
            if self.wumpus == room {
                if self.awake && !self.k.bsd {
                    return Some(EATEN_BUMP);
                }
                self.awake = true;
                fled = true;
                if self.rng.unit() < 0.75 {
                    self.step();
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
                if let Some(end) = self.phase(false) {
                    return Some(end);
                }
                continue;
            }
            if self.termites.contains(&room) {
                self.arrows -= 1;
            }
            break;
        }
        if !fled && let Some(end) = self.phase(false) {
            return Some(end);
        }
        self.wumpus3();
        (self.arrows == 0).then_some(OUT_OF_ARROWS)
    }

    fn hit(&self, at: usize) -> Option<usize> {
        if at == self.wumpus {
            Some(WON)
        } else if at == self.player {
            Some(OWN_ARROW)
        } else {
            None
        }
    }

    fn fire(&mut self, path: &[usize]) -> Option<usize> {
        let (mut at, mut from) = (self.player, usize::MAX);
        let mut lost = false;
        for (i, &want) in path.iter().enumerate() {
            let drop = self.k.falloff.get(i).copied().unwrap_or(0.0);
            if drop > 0.0 && self.rng.unit() < drop {
                break;
            }
            let next = if !lost && near(at).contains(&want) {
                want
            } else {
                lost = true;
                let ok: Vec<usize> = near(at).into_iter().filter(|&r| r != from).collect();
                ok[self.rng.int(ok.len())]
            };
            from = at;
            at = next;
            if !self.k.last_room && self.hit(at).is_some() {
                return self.hit(at);
            }
        }
        if self.k.last_room && from != usize::MAX && self.hit(at).is_some() {
            return self.hit(at);
        }
        self.arrows -= 1;
        self.awake = true;
        if self.k.bsd && self.arrows == 0 {
            // NetBSD checks the quiver before the wumpus may move.
            return Some(OUT_OF_ARROWS);
        }
        if let Some(end) = self.phase(true) {
            return Some(end);
        }
        self.wumpus3();
        (self.arrows == 0).then_some(OUT_OF_ARROWS)
    }

    /// Five random labels, redrawn while the crooked rule refuses them.
    fn crooked_path(&mut self) -> Vec<usize> {
        loop {
            let p: Vec<usize> = (0..5).map(|_| self.rng.int(20)).collect();
            let ok = if self.k.typed {
                p.windows(3).all(|w| w[0] != w[2])
            } else {
                let mut all = vec![self.player];
                all.extend(&p);
                all.windows(3).all(|w| w[0] != w[2])
            };
            if ok {
                return p;
            }
        }
    }
}

fn model(k: &Knobs, crooked_bot: bool, games: u64, seed: u64) -> [u64; 7] {
    let mut counts = [0u64; 7];
    for g in 0..games {
        let mut game = Game::new(k, seed ^ g.wrapping_mul(0xD1B5_4A32_D192_ED03));
        let mut turns = 0;
        let end = loop {
            if turns == MAX_TURNS {
                break CAPPED;
            }
            turns += 1;
            let step = if crooked_bot {
                if game.rng.int(2) == 0 {
                    let to = near(game.player)[game.rng.int(3)];
                    game.go(to)
                } else {
                    let path = game.crooked_path();
                    game.fire(&path)
                }
            } else {
                let i = game.rng.int(6);
                let tunnel = near(game.player)[i % 3];
                if i < 3 {
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

/// Games a side, per knob. Eleven comparisons run in this file; at this size
/// an outcome share is pinned to about +-0.4 percentage points, and the
/// power check below (a 3% shift) is flagged by a wide margin.
const GAMES: u64 = 20_000;

fn start_sim(variant: &str, bot: &str, games: u64, config: &PathBuf) -> Child {
    let home = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/config/xdg-empty");
    Command::new(env!("CARGO_BIN_EXE_wumpus"))
        .args(["sim", variant, "--bot", bot, "--json", "--seed", "1"])
        .args(["--games", &games.to_string()])
        .args(["--max-turns", &MAX_TURNS.to_string()])
        .arg("--config")
        .arg(config)
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

/// Runs `knob = value` (TOML) through the binary with `bot` and the model
/// with `knobs`, and compares. Returns both tallies for further checks.
fn compare(tag: &str, toml: &str, bot: &str, knobs: &Knobs) -> ([u64; 7], [u64; 7]) {
    compare_n(tag, toml, bot, knobs, GAMES)
}

/// `compare` with `games` a side. Tags must not be ids of built-in variants:
/// the temp config is laid over the built-in one.
fn compare_n(tag: &str, toml: &str, bot: &str, knobs: &Knobs, games: u64) -> ([u64; 7], [u64; 7]) {
    let path = std::env::temp_dir().join(format!(
        "wumpus-knobs-model-{}-{tag}.toml",
        std::process::id()
    ));
    let config = format!(
        "[variant.{tag}]\nname = \"{tag}\"\ndescription = \"x\"\ndifficulty = \"normal\"\n\
         rules = \"classic\"\n{toml}\n"
    );
    std::fs::write(&path, config).expect("temp config");
    let child = start_sim(tag, bot, games, &path);
    let seed = 0x5EED ^ tag.len() as u64 ^ (toml.len() as u64) << 8;
    let model = model(knobs, bot == "random-crooked", games, seed);
    let sim = finish_sim(child, games);
    std::fs::remove_file(&path).ok();
    let (stat, df) = chi_square(&sim, &model);
    assert!(
        stat < CRITICAL[df],
        "{tag} ({toml}, {bot}): sim {sim:?} vs model {model:?}: chi-square {stat:.1} on {df} df"
    );
    // Power: moving 3% of the games from the commonest ending to another
    // must be flagged.
    let top = (0..7).max_by_key(|&i| model[i]).unwrap_or(WON);
    let other = if top == PIT { WON } else { PIT };
    let mut skewed = model;
    skewed[top] -= games * 3 / 100;
    skewed[other] += games * 3 / 100;
    let (power, _) = chi_square(&sim, &skewed);
    assert!(
        power > CRITICAL[df],
        "{tag}: a 3% shift gives only {power:.1}"
    );
    eprintln!(
        "{tag} ({bot}, {games} games a side): chi-square {stat:.1} on {df} df, critical {}, \
         a 3% shift {power:.1}",
        CRITICAL[df]
    );
    (sim, model)
}

/// The knob must matter: the simulator with it differs from the model
/// without it, so a knob the engine ignored could not pass.
fn differs_from_defaults(tag: &str, sim: &[u64; 7], crooked_bot: bool) {
    let games = sim.iter().sum();
    let plain = model(&Knobs::default(), crooked_bot, games, 77);
    let (stat, df) = chi_square(sim, &plain);
    assert!(
        stat > CRITICAL[df],
        "{tag} looks like the defaults: {stat:.1}"
    );
}

/// `differs_from_defaults` on one ending against all the others, for a knob
/// whose whole effect is on that ending.
fn differs_from_defaults_in(tag: &str, sim: &[u64; 7], crooked_bot: bool, ending: usize) {
    let games: u64 = sim.iter().sum();
    let plain = model(&Knobs::default(), crooked_bot, games, 77);
    let two = |t: &[u64; 7]| [t[ending], games - t[ending], 0, 0, 0, 0, 0];
    let (stat, df) = chi_square(&two(sim), &two(&plain));
    assert!(
        stat > CRITICAL[df],
        "{tag} looks like the defaults in {}: {stat:.1}",
        KEYS[ending]
    );
}

#[test]
fn crooked_typed_matches_the_model() {
    let k = Knobs {
        typed: true,
        ..Knobs::default()
    };
    // Typed paths differ from refused ones only by turning back through
    // the archer's room, a small effect: more games make it plain.
    let toml = "crooked = \"typed\"";
    let (sim, _) = compare_n("typed", toml, "random-crooked", &k, 3 * GAMES);
    differs_from_defaults_in("typed", &sim, true, OWN_ARROW);
}

#[test]
fn arrow_hits_last_room_matches_the_model() {
    let k = Knobs {
        last_room: true,
        ..Knobs::default()
    };
    let (sim, _) = compare("last", "arrow_hits = \"last_room\"", "random-crooked", &k);
    differs_from_defaults("last", &sim, true);
}

#[test]
fn arrow_falloff_matches_the_model() {
    let k = Knobs {
        falloff: vec![0.0, 0.0, 0.0, 0.2, 0.6],
        ..Knobs::default()
    };
    let toml = "arrow_falloff = [0, 0, 0, 0.2, 0.6]";
    let (sim, _) = compare("falloff", toml, "random-crooked", &k);
    differs_from_defaults("falloff", &sim, true);
    let k = Knobs {
        falloff: vec![0.5],
        ..Knobs::default()
    };
    let (sim, _) = compare("falloff1", "arrow_falloff = [0.5]", "random", &k);
    differs_from_defaults("falloff1", &sim, false);
}

#[test]
fn wumpus_wakes_bsd_matches_the_model() {
    let k = Knobs {
        bsd: true,
        ..Knobs::default()
    };
    let (sim, _) = compare("sedentary", "wumpus_wakes = \"bsd\"", "random", &k);
    differs_from_defaults("sedentary", &sim, false);
    compare("sedentaryc", "wumpus_wakes = \"bsd\"", "random-crooked", &k);
}

#[test]
fn termites_match_the_model() {
    let k = Knobs {
        termites: 3,
        ..Knobs::default()
    };
    let (sim, _) = compare("termites", "termites = 3", "random", &k);
    differs_from_defaults("termites", &sim, false);
    let k = Knobs {
        termites: 3,
        termites_roam: 0.5,
        ..Knobs::default()
    };
    let toml = "termites = 3\ntermite_migration_chance = 0.5";
    compare("roam", toml, "random", &k);
}

#[test]
fn earthquakes_and_bat_migrations_match_the_model() {
    let k = Knobs {
        quake: 0.5,
        ..Knobs::default()
    };
    let (sim, _) = compare("quake", "earthquake_chance = 0.5", "random", &k);
    differs_from_defaults("quake", &sim, false);
    let k = Knobs {
        bats_roam: 0.5,
        ..Knobs::default()
    };
    compare("batroam", "bat_migration_chance = 0.5", "random", &k);
}
