//! The grenade rule set as a user meets it from the command line: its caves
//! file checked, its variants configured, scripted plain games in the seed's
//! transcript style, and the simulator's outcome keys.

use crate::bin;

use bin::{text, wumpus};

#[test]
fn check_accepts_the_seeds_caves_file() {
    let out = wumpus(&["check", "assets/caves.dat"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "assets/caves.dat: ok, a caves file of 20 rooms, with one-way tunnels, strongly connected\n"
    );
}

/// The listing as the seed prints it lost some numbers to its typesetting;
/// it is refused at the first line that goes wrong, never with a panic.
#[test]
fn the_seeds_printed_listing_is_refused_at_its_first_bad_line() {
    let out = wumpus(&["check", "tests/fixtures/caves/seed001_listing.dat"], "");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "wumpus: tests/fixtures/caves/seed001_listing.dat:5:4: expected cave 3, found another number\n"
    );
}

/// Seed 42: wumpi in Ephemeron (13) and Buford's Folly (2), the pit in a
/// Lost Cavern (19), the bats in another (15); the player starts in The
/// Page of the Deniers (8).
const SESSIONS: [(&str, &str); 3] = [
    // Kill Buford's Folly's wumpus, walk round to Ephemeron's, toss, win.
    (
        "grenade_kill_both_and_win",
        "m 2\nt 1\nm 3\nm 3\nt 3\ns\nq\n",
    ),
    ("grenade_refusals_cost_nothing", "x\nm\nm 4\nt 0\n?\n1\nq\n"),
    ("grenade_devoured_then_new_game", "m 3\nn\nq\n"),
];

#[test]
fn scripted_plain_games_give_pinned_transcripts() {
    for (name, script) in SESSIONS {
        let out = wumpus(
            &["play", "grenade", "--seed", "42", "--cheat", "--plain"],
            script,
        );
        assert_eq!(out.status.code(), Some(0));
        insta::assert_snapshot!(name, text(&out.stdout));
    }
}

#[test]
fn plain_mode_without_cheat_never_names_an_unvisited_cave() {
    let out = wumpus(
        &["play", "grenade", "--seed", "42", "--plain"],
        "m 2\nt 1\nm 3\nq\n",
    );
    let stdout = text(&out.stdout);
    assert!(!stdout.contains("[cheat]"));
    // Ephemeron holds the other wumpus and was never visited.
    assert!(!stdout.contains("Ephemeron"), "{stdout}");
    assert!(stdout.contains("     (1) The Hall of Kings"), "{stdout}");
    // The counts are the player's to guess.
    assert!(!stdout.contains("grenades"), "{stdout}");
}

#[test]
fn sim_reports_the_grenade_outcome_keys() {
    let out = wumpus(
        &["sim", "grenade", "--games", "2000", "--seed", "3", "--json"],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    let outcomes = json["outcomes"].as_object().expect("outcomes");
    let keys: Vec<&str> = outcomes.keys().map(String::as_str).collect();
    let mut want = vec![
        "won",
        "devoured",
        "pit",
        "eaten_moving",
        "out_of_grenades",
        "capped",
    ];
    want.sort_unstable();
    let mut got = keys.clone();
    got.sort_unstable();
    assert_eq!(got, want);
    let total: u64 = outcomes.values().filter_map(|v| v.as_u64()).sum();
    assert_eq!(total, 2000);
    let out = wumpus(&["sim", "grenade", "--bot", "random-crooked"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("the bots are: random"));
}

fn config_error(body: &str) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(format!("c{}.toml", body.len()));
    std::fs::write(&path, body).expect("write config");
    let shown = path.display().to_string();
    let out = wumpus(&["check", &shown], "");
    let _ = std::fs::remove_file(&path);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
    text(&out.stderr).replace(&shown, "CONFIG")
}

const HEAD: &str =
    "[variant.g]\nname = \"G\"\ndescription = \"x\"\ndifficulty = \"hard\"\nrules = \"grenade\"\n";

#[test]
fn a_grenade_variant_takes_only_grenade_keys() {
    assert_eq!(
        config_error(&format!("{HEAD}arrows = 3\n")),
        "wumpus: CONFIG:6:1: unknown key \"arrows\" in variant \"g\": the grenade rules have no such knob; \
         a grenade variant may set name, description, difficulty, rules, caves, wumpi, grenades_per_wumpus, pits, bats, reveal_counts\n"
    );
    assert_eq!(
        config_error(&format!("{HEAD}cave = \"hex\"\n")),
        "wumpus: CONFIG:6:1: unknown key \"cave\" in variant \"g\": the grenade rules have no such knob (did you mean \"caves\"?)\n"
    );
}

#[test]
fn impossible_grenade_knobs_are_refused_where_they_are_written() {
    assert_eq!(
        config_error(&format!("{HEAD}wumpi = 0\n")),
        "wumpus: CONFIG:6:9: wumpi: there must be at least one wumpus\n"
    );
    assert!(
        config_error(&format!("{HEAD}wumpi = \"many\"\n"))
            .starts_with("wumpus: CONFIG:6:9: wumpi: \"many\" is not a whole number or \"random\"")
    );
    assert!(
        config_error(&format!("{HEAD}grenades_per_wumpus = 0\n"))
            .starts_with("wumpus: CONFIG:6:23: grenades_per_wumpus:")
    );
    assert!(config_error(&format!("{HEAD}pits = 18\n")).starts_with("wumpus: CONFIG:6:8: pits:"));
    assert!(
        config_error(&format!("{HEAD}caves = \"no-such.dat\"\n"))
            .starts_with("wumpus: CONFIG:6:1: caves: cannot read caves file")
    );
}
