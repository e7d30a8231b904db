//! The binary as a user runs it: `check`, `sim`, `variants` and scripted
//! plain games, with their output and exit codes.

use crate::bin;

use bin::{text, wumpus};

#[test]
fn check_accepts_a_good_caves_file() {
    let out = wumpus(&["check", "assets/caves/lattice.cave"], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "assets/caves/lattice.cave: ok, a caves file of 20 rooms, with one-way tunnels, strongly connected\n"
    );
}

#[test]
fn check_reports_a_bad_caves_file_with_line_and_column() {
    let out = wumpus(
        &["check", "tests/fixtures/caves/tunnel_out_of_range.cave"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.starts_with("wumpus: tests/fixtures/caves/tunnel_out_of_range.cave:"),
        "{err}"
    );
    let location: Vec<&str> = err.split(':').skip(2).take(2).collect();
    assert!(
        location.iter().all(|n| n.trim().parse::<usize>().is_ok()),
        "line and column in {err}"
    );
}

#[test]
fn check_reports_a_missing_file() {
    let out = wumpus(&["check", "tests/fixtures/caves/no-such-file.cave"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("no-such-file.cave"));
}

#[test]
fn check_accepts_the_shipped_config_and_refuses_a_bad_one() {
    let out = wumpus(&["check", "config.toml"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let out = wumpus(&["check", "tests/fixtures/config/probability.toml"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("tests/fixtures/config/probability.toml:"),
        "{err}"
    );
}

#[test]
fn a_broken_config_stops_play_with_exit_code_2() {
    let out = wumpus(
        &["--config", "tests/fixtures/config/syntax.toml", "variants"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("syntax.toml:"));
    let out = wumpus(
        &["--config", "tests/fixtures/config/nope.toml", "variants"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn variants_lists_the_shipped_variants_in_order() {
    let out = wumpus(&["variants"], "");
    assert_eq!(out.status.code(), Some(0));
    let ids: Vec<String> = text(&out.stdout)
        .lines()
        .filter_map(|l| l.split_whitespace().next().map(String::from))
        .collect();
    assert_eq!(
        ids,
        [
            "classic",
            "yob1972",
            "bsd",
            "easy",
            "hard",
            "mobius",
            "beads",
            "hex",
            "dendrite",
            "lattice",
            "wumpus3",
            "grenade",
            "grenade-dodecahedron",
            "grenade-counts",
            "grenade-hard",
            "grand-theft",
            "grand-theft-big",
            "grand-theft-police",
            "grand-theft-unfair",
            "hidden",
            "hidden-party",
            "hidden-watch",
            "labyrinth-small",
            "labyrinth",
            "labyrinth-large",
            "labyrinth-random",
            "labyrinth-file"
        ]
    );
}

#[test]
fn an_unknown_variant_or_bot_is_refused() {
    let out = wumpus(&["play", "nonesuch", "--plain"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("the variants are: classic"));
    let out = wumpus(&["sim", "classic", "--bot", "clever"], "");
    assert_eq!(out.status.code(), Some(2));
}

fn sim_json(extra: &[&str]) -> serde_json::Value {
    let mut args = vec![
        "sim", "classic", "--games", "3000", "--seed", "11", "--json",
    ];
    args.extend_from_slice(extra);
    let out = wumpus(&args, "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("sim --json prints one JSON object")
}

#[test]
fn sim_json_reports_every_outcome_and_is_the_same_on_any_thread_count() {
    let one = sim_json(&["--threads", "1"]);
    let two = sim_json(&["--threads", "2"]);
    for key in [
        "variant",
        "bot",
        "games",
        "seed",
        "outcomes",
        "mean_turns",
        "seconds",
        "games_per_second",
    ] {
        assert!(one.get(key).is_some(), "missing {key}");
    }
    assert_eq!(one["games"], 3000);
    assert_eq!(one["bot"], "random");
    let outcomes = one["outcomes"].as_object().expect("outcomes object");
    let keys: Vec<&str> = outcomes.keys().map(String::as_str).collect();
    for key in [
        "won",
        "pit",
        "eaten_bump",
        "eaten_moving",
        "own_arrow",
        "out_of_arrows",
        "capped",
    ] {
        assert!(keys.contains(&key), "missing outcome {key}");
    }
    let total: u64 = outcomes.values().filter_map(|v| v.as_u64()).sum();
    assert_eq!(total, 3000);
    assert_eq!(one["outcomes"], two["outcomes"]);
    assert_eq!(one["mean_turns"], two["mean_turns"]);
}

#[test]
fn sim_turn_cap_ends_games_as_capped() {
    let out = sim_json(&["--max-turns", "1"]);
    let capped = out["outcomes"]["capped"].as_u64().unwrap_or(0);
    assert!(capped > 1000, "most games outlive one turn: {out}");
}

/// Four sessions on seed 42 (player in 5, wumpus in 14, pits in 3 and 20,
/// bats in 9 and 16) that between them show the rules and their words.
const SESSIONS: [(&str, &str); 6] = [
    (
        "refusals_then_a_hit",
        "m 2\n4\ns 3 4\ns 9 x\ns 1 2 3 4 5 6\nfly\ns 14\nq\n",
    ),
    ("bats_then_misses", "6\n15\n16\ns 6 15 16\ns 17 16 15\nq\n"),
    ("bump", "4\n14\nq\n"),
    ("pit_then_same_setup_and_new", "4\n3\ns\n4\n3\nn\nq\n"),
    ("own_arrow", "s 1 2 3 4 5\nq\n"),
    ("arrows_run_out", "s 1\ns 1\ns 1\ns 1\ns 1\nq\n"),
];

#[test]
fn scripted_plain_games_give_pinned_transcripts() {
    for (name, script) in SESSIONS {
        let out = wumpus(
            &["play", "classic", "--seed", "42", "--cheat", "--plain"],
            script,
        );
        assert_eq!(out.status.code(), Some(0));
        insta::assert_snapshot!(name, text(&out.stdout));
    }
}

#[test]
fn plain_mode_ends_cleanly_at_end_of_input() {
    let out = wumpus(&["play", "classic", "--seed", "1", "--plain"], "");
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).ends_with("Goodbye.\n"));
}

#[test]
fn plain_mode_without_cheat_shows_nothing_hidden() {
    let out = wumpus(
        &["play", "classic", "--seed", "42", "--plain"],
        "6\n15\n16\nq\n",
    );
    let stdout = text(&out.stdout);
    assert!(!stdout.contains("[cheat]"));
    assert!(!stdout.contains("drop you in"));
    assert!(stdout.contains("Zap--Super Bat snatch! Elsewhereville for you!"));
}
