//! `BSD wump` as a user plays it in plain mode with cheat on, over scripted
//! games that between them show every NetBSD behaviour of the preset; and
//! the new knobs refused, with file, line and column, when impossible.

#[path = "common/bin.rs"]
mod bin;

use bin::{text, wumpus};

/// Seed 42: the player starts in 16, next to the pits in 9 and 14, the
/// wumpus in 1. Seed 3: the wumpus sits in 2, on a straight arrow path.
const SESSIONS: [(&str, u64, &str, &[&str]); 4] = [
    (
        // Two pits next door, one draft; the string breaks before the 4th
        // room; moves never stir the wumpus; a bad hop takes one random
        // tunnel and stops; the third miss at last moves it.
        "bsd_one_warning_a_broken_bowstring_and_a_sedentary_wumpus",
        42,
        "s 9 4 12 6 7\n11\ns 16\ns 16\ns 16\nq\n",
        &[
            "Your bowstring breaks!",
            "(random tunnel)",
            "wumpus 1 moves from 1 to 5",
        ],
    ),
    (
        "bsd_pit_survival",
        42,
        "9\nq\n",
        &["...you grab a rocky outcrop", "You are in room 9"],
    ),
    (
        // The arrow flies through the wumpus's room and on: only the last
        // room counts.
        "bsd_last_room_only",
        3,
        "s 15 2 6 1 9\nq\n",
        &["the arrow flies into 2\n", "Missed!"],
    ),
    (
        "bsd_hit_in_the_last_room",
        26,
        "s 2 14 7 16 8\nq\n",
        &["Aha! You got the Wumpus!"],
    ),
];

#[test]
fn scripted_bsd_games_give_pinned_transcripts() {
    for (name, seed, script, shows) in SESSIONS {
        let seed = seed.to_string();
        let out = wumpus(
            &["play", "bsd", "--plain", "--seed", &seed, "--cheat"],
            script,
        );
        assert_eq!(out.status.code(), Some(0));
        let stdout = text(&out.stdout);
        for line in shows {
            assert!(stdout.contains(line), "{name}: no {line:?} in\n{stdout}");
        }
        insta::assert_snapshot!(name, stdout);
    }
}

#[test]
fn bsd_warns_once_per_kind() {
    let out = wumpus(
        &["play", "bsd", "--plain", "--seed", "42", "--cheat"],
        "q\n",
    );
    let stdout = text(&out.stdout);
    // Pits 9 and 14 are both next to room 16.
    assert!(stdout.contains("pits 9 14 15"));
    assert!(stdout.contains("Tunnels lead to 9 11 14"));
    assert_eq!(stdout.matches("I feel a draft").count(), 1);
}

#[test]
fn a_move_to_a_label_that_is_no_room_is_not_possible() {
    let out = wumpus(&["play", "classic", "--plain", "--seed", "42"], "m 99\nq\n");
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("Not possible: there is no room \"99\"."),
        "{stdout}"
    );
}

/// A temp config with one variant of the classic rules and `knobs`.
fn check(tag: &str, knobs: &str) -> (bool, String) {
    let path =
        std::env::temp_dir().join(format!("wumpus-bsd-cli-{}-{tag}.toml", std::process::id()));
    let toml = format!(
        "[variant.{tag}]\nname = \"{tag}\"\ndescription = \"x\"\ndifficulty = \"normal\"\n\
         rules = \"classic\"\n{knobs}\n"
    );
    std::fs::write(&path, toml).expect("temp config");
    let Some(file) = path.to_str() else {
        panic!("temp path is UTF-8");
    };
    let out = wumpus(&["check", file], "");
    std::fs::remove_file(&path).ok();
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    (out.status.success(), said.replace(file, "FILE"))
}

#[test]
fn the_new_knobs_load_and_impossible_values_are_refused_where_they_stand() {
    let (ok, said) = check(
        "fine",
        "crooked = \"typed\"\narrow_hits = \"last_room\"\narrow_falloff = [0, 0, 0, 0.2, 0.6]\n\
         wumpus_wakes = \"bsd\"\ntermites = 2\nearthquake_chance = 0.1\n\
         bat_migration_chance = 1\ntermite_migration_chance = 0.5",
    );
    assert!(ok, "{said}");
    for (tag, knob, at) in [
        ("fall", "arrow_falloff = [0, 1.5]", "FILE:6:17"),
        ("fallword", "arrow_falloff = [\"x\"]", "FILE:6:17"),
        ("fallnum", "arrow_falloff = 0.5", "FILE:6:17"),
        ("quake", "earthquake_chance = 2", "FILE:6:21"),
        ("batsmig", "bat_migration_chance = -0.5", "FILE:6:24"),
        ("termmig", "termite_migration_chance = 1.01", "FILE:6:28"),
        ("hits", "arrow_hits = \"first_room\"", "FILE:6:14"),
        ("wakes", "wumpus_wakes = \"netbsd\"", "FILE:6:16"),
        ("toomany", "termites = 15", "FILE:6:12"),
    ] {
        let (ok, said) = check(tag, knob);
        assert!(!ok, "{knob} was accepted");
        assert!(said.contains(&format!("{at}: ")), "{knob}: {said}");
        let name = knob.split(' ').next().unwrap_or(knob);
        assert!(said.contains(name), "{knob}: {said}");
    }
}

fn prose(id: &str) -> String {
    use wumpus::engine::AnyRules;
    use wumpus::front::Adapter as _;
    use wumpus::front::classic::ClassicUi;
    let config = wumpus::config::from_sources(&[wumpus::config::Source::builtin()]);
    let Ok(config) = config else {
        panic!("the shipped config loads");
    };
    let Some(AnyRules::Classic(rules)) = config.variant(id).map(|v| &v.rules) else {
        panic!("{id} is a classic variant");
    };
    ClassicUi::rules_text(rules).join("\n")
}

#[test]
fn help_prose_tells_the_bsd_differences_and_the_wumpus3_events() {
    let bsd = prose("bsd");
    for said in [
        "everything starts in a room of its own",
        "is refused and costs nothing",
        "Only the room where the arrow stops is hit",
        "bowstring may break before the 4th room (20%), the 5th room (60%)",
        "never moves after your moves",
        "one random tunnel and falls",
        "once for each kind",
        "Some tunnels are one-way",
    ] {
        assert!(bsd.contains(said), "{said:?} not in:\n{bsd}");
    }
    let yob = prose("yob1972");
    assert!(yob.contains("your own room does not count"), "{yob}");
    let w3 = prose("wumpus3");
    for said in ["2 rooms of termites", "earthquake", "bats migrate", "10%"] {
        assert!(w3.contains(said), "{said:?} not in:\n{w3}");
    }
}

#[test]
fn wumpus3_plays_with_its_events_on() {
    let out = wumpus(&["sim", "wumpus3", "--games", "2000", "--json"], "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let play = wumpus(
        &["play", "wumpus3", "--plain", "--seed", "5", "--cheat"],
        "q\n",
    );
    assert_eq!(play.status.code(), Some(0));
}
