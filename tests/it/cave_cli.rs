//! `wumpus cave NAME [--seed N]` prints any cave a variant can use as a
//! caves file that `wumpus check` accepts and that reads back to the very
//! tunnels the game plays on; and `wumpus sim VARIANT` without `--bot`
//! plays with the rule set's own first bot.

use crate::bin;

use bin::{text, wumpus};
use std::sync::Arc;
use wumpus::config::{Source, from_sources};
use wumpus::engine::AnyRules;
use wumpus::engine::cave::{BsdCave, Cave, RandomCave, generate_bsd};
use wumpus::engine::classic::{CaveSource, Classic, ClassicRules};
use wumpus::engine::dice::Dice;
use wumpus::formats::caves::{parse_caves, write_caves};

/// Every name `wumpus cave` takes in the shipped config: the built-in
/// caves, the generators, and the variants with a cave.
const NAMES: &[&str] = &[
    "dodecahedron",
    "mobius",
    "beads",
    "hex",
    "dendrite",
    "lattice",
    "random",
    "bsd",
    "classic",
    "yob1972",
    "easy",
    "hard",
    "wumpus3",
    "grenade",
    "grenade-dodecahedron",
    "grenade-counts",
    "grenade-hard",
    "hidden",
    "hidden-party",
    "hidden-watch",
];

fn tunnels(cave: &Cave) -> Vec<Vec<usize>> {
    cave.room_ids()
        .map(|r| cave.tunnels(r).iter().map(|t| t.index()).collect())
        .collect()
}

fn print(name: &str, seed: u64) -> String {
    let out = wumpus(&["cave", name, "--seed", &seed.to_string()], "");
    assert!(
        out.status.success(),
        "cave {name} --seed {seed}: {}",
        text(&out.stderr)
    );
    assert_eq!(text(&out.stderr), "", "a given seed says nothing on stderr");
    text(&out.stdout)
}

#[test]
fn every_printed_cave_passes_check() {
    let dir = std::env::temp_dir().join(format!("wumpus-cave-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for name in NAMES {
        for seed in [1, 2, 3, 17, 99, 12345] {
            let printed = print(name, seed);
            let first = printed.lines().next().unwrap_or_default();
            assert!(
                first.trim().parse::<usize>().is_ok(),
                "{name}: the first line is the number of caves alone: {first:?}"
            );
            let file = dir.join(format!("{name}-{seed}.cave"));
            std::fs::write(&file, &printed).expect("temp file");
            let Some(path) = file.to_str() else {
                panic!("temp path is UTF-8");
            };
            let checked = wumpus(&["check", path], "");
            assert!(
                checked.status.success(),
                "{name} seed {seed}: {}\n{printed}",
                text(&checked.stderr)
            );
            assert!(text(&checked.stdout).contains("strongly connected"));
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_printed_cave_reads_back_to_the_games_own_tunnels() {
    let config = from_sources(&[Source::builtin()]).expect("the shipped config loads");
    for seed in 0..40 {
        let bsd = parse_caves(&print("bsd", seed), "printed").expect("parses");
        let drawn = generate_bsd(
            &BsdCave {
                rooms: 20,
                tunnels: 3,
            },
            &mut Dice::new(seed),
        );
        assert_eq!(tunnels(&bsd), tunnels(&drawn), "seed {seed}");
        // The variant prints the cave its game with that seed plays in.
        let Some(AnyRules::Classic(rules)) = config.variant("bsd").map(|v| &v.rules) else {
            panic!("bsd is a classic variant");
        };
        let game = Classic::cave_for(rules, seed);
        let variant = parse_caves(&print("bsd", seed), "printed").expect("parses");
        assert_eq!(tunnels(&variant), tunnels(&game));
        let random = parse_caves(&print("random", seed), "printed").expect("parses");
        assert!(random.is_two_way(), "random's default is two-way");
        // `cave = "random"` with its default knobs plays in that cave.
        let played = Classic::cave_for(
            &ClassicRules::on(CaveSource::Random(RandomCave {
                rooms: 20,
                tunnels: 3,
                one_way: false,
            })),
            seed,
        );
        assert_eq!(tunnels(&random), tunnels(&played), "seed {seed}");
    }
    for name in ["dodecahedron", "dendrite", "lattice"] {
        let Some(builtin) = wumpus::formats::builtin::shared(name) else {
            panic!("{name} is built in");
        };
        let printed = parse_caves(&print(name, 1), "printed").expect("parses");
        assert_eq!(tunnels(&printed), tunnels(&builtin), "{name}");
    }
    // Named caves keep their names, so they keep their labels too.
    let Some(AnyRules::Grenade(rules)) = config.variant("grenade").map(|v| &v.rules) else {
        panic!("grenade is a grenade variant");
    };
    let printed = parse_caves(&print("grenade", 1), "printed").expect("parses");
    assert_eq!(tunnels(&printed), tunnels(&rules.cave));
    let labels = |c: &Cave| {
        c.room_ids()
            .map(|r| c.label(r).to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(labels(&printed), labels(&rules.cave));
}

#[test]
fn the_writer_keeps_self_loops_and_repeats_and_names_numbers_safely() {
    let adjacency = [vec![1, 1, 2], vec![0, 2, 3], vec![0, 1, 3], vec![1, 2, 3]];
    let cave = Arc::new(Cave::numbered("quirky", &adjacency).expect("strongly connected"));
    let Ok(text) = write_caves(&cave) else {
        panic!("every room has three tunnels");
    };
    assert_eq!(
        text,
        "4\n0 1 1 2 room 1\n1 0 2 3 room 2\n2 0 1 3 room 3\n3 1 2 3 room 4\n"
    );
    let back = parse_caves(&text, "quirky").expect("parses");
    assert_eq!(tunnels(&back), adjacency.to_vec());
}

#[test]
fn a_bad_name_is_refused_with_the_valid_names() {
    let out = wumpus(&["cave", "dodecahedorn"], "");
    assert_eq!(out.status.code(), Some(2));
    let said = text(&out.stderr);
    assert!(said.contains("no cave \"dodecahedorn\""), "{said}");
    assert!(said.contains("did you mean \"dodecahedron\"?"), "{said}");
    for name in NAMES {
        assert!(said.contains(name), "{name} not listed: {said}");
    }
    let out = wumpus(&["cave", "labyrinth"], "");
    assert_eq!(out.status.code(), Some(2));
    let said = text(&out.stderr);
    assert!(
        said.contains("labyrinth rules, which have no cave"),
        "{said}"
    );
}

#[test]
fn without_a_seed_a_drawn_cave_says_its_seed() {
    let out = wumpus(&["cave", "bsd"], "");
    assert!(out.status.success());
    let said = text(&out.stderr);
    let Some(seed) = said
        .split("--seed ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
    else {
        panic!("no seed in {said:?}");
    };
    let again = wumpus(&["cave", "bsd", "--seed", seed], "");
    assert_eq!(text(&again.stdout), text(&out.stdout));
    // A fixed cave needs no seed and says nothing.
    let out = wumpus(&["cave", "hex"], "");
    assert_eq!(text(&out.stderr), "");
}

#[test]
fn cave_takes_the_global_config() {
    let path = std::env::temp_dir().join(format!("wumpus-cave-cli-{}.toml", std::process::id()));
    let toml = "[variant.big]\nname = \"Big\"\ndescription = \"x\"\ndifficulty = \"hard\"\n\
                rules = \"classic\"\ncave = \"bsd\"\nrooms = 40\ntunnels = 4\n";
    std::fs::write(&path, toml).expect("temp config");
    let Some(file) = path.to_str() else {
        panic!("temp path is UTF-8");
    };
    let out = wumpus(&["--config", file, "cave", "big", "--seed", "3"], "");
    std::fs::remove_file(&path).ok();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let cave = parse_caves(&text(&out.stdout), "big").expect("parses");
    assert_eq!(cave.rooms(), 40);
    assert!(cave.room_ids().all(|r| cave.tunnels(r).len() == 4));
}

#[test]
fn sim_without_a_bot_plays_the_rule_sets_first_bot() {
    let json = |args: &[&str]| -> serde_json::Value {
        let out = wumpus(args, "");
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
        serde_json::from_slice(&out.stdout).expect("one JSON object")
    };
    let hidden = json(&["sim", "hidden", "--games", "20", "--json"]);
    assert_eq!(hidden["bot"], "baseline");
    let plain = json(&["sim", "classic", "--games", "500", "--json"]);
    let named = json(&[
        "sim", "classic", "--bot", "random", "--games", "500", "--json",
    ]);
    assert_eq!(plain["bot"], "random");
    assert_eq!(plain["outcomes"], named["outcomes"]);
    let out = wumpus(&["sim", "classic", "--bot", "nope", "--games", "1"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("random, random-crooked"));
}
