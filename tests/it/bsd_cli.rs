//! `BSD wump` as a user plays it in plain mode with cheat on, over scripted
//! games that between them show every NetBSD behaviour of the preset (its
//! own caves, wall bumps, the sedentary wumpus, the arrows); and the new
//! knobs refused, with file, line and column, when impossible.

use crate::bin;

use bin::{text, wumpus};

/// Seed 37: the player starts in 11, next to the pits in 4 and 18, the
/// wumpus in 9. Seed 5: the wumpus sits in 2, on a straight arrow path
/// from room 8. Seeds 1 and 3: rooms 2 and 1 are not next to the player.
const SESSIONS: [(&str, u64, &str, &[&str]); 6] = [
    (
        // Two pits next door, one draft; the string breaks before the 4th
        // room; moves never stir the wumpus; a bad hop takes one random
        // tunnel and stops; the third miss at last moves it.
        "bsd_one_warning_a_broken_bowstring_and_a_sedentary_wumpus",
        37,
        "s 3 10 17 2 9\n3\ns 1\ns 1\ns 1\nq\n",
        &[
            "Your bowstring breaks!",
            "(random tunnel)",
            "wumpus 1 moves from 9 to 16",
        ],
    ),
    (
        "bsd_pit_survival",
        7,
        "1\nq\n",
        &["...you grab a rocky outcrop", "You are in room 1"],
    ),
    (
        // The arrow flies through the wumpus's room and on: only the last
        // room counts.
        "bsd_last_room_only",
        5,
        "s 15 2 9\nq\n",
        &["the arrow flies into 2\n", "Missed!"],
    ),
    (
        "bsd_hit_in_the_last_room",
        5,
        "s 15 2\nq\n",
        &["Aha! You got the Wumpus!"],
    ),
    (
        // Each bump costs a turn; the third wakes the wumpus, which walks
        // into a pit room (pits never stop it here).
        "bsd_wall_bumps_cost_a_turn_and_may_wake_the_wumpus",
        1,
        "m 2\nm 2\nm 2\nq\n",
        &[
            "*Oof!* (You hit the wall)\n\n",
            "turn 3> m 2",
            "Your colorful comments awaken the wumpus!",
            "wumpus 1 moves from 15 to 6",
            "turn 4>",
        ],
    ),
    (
        "bsd_woken_wumpus_may_walk_into_you",
        3,
        "m 1\nm 1\nq\n",
        &[
            "Your colorful comments awaken the wumpus!",
            "wumpus 1 moves from 12 to 19",
            "Tsk tsk tsk - Wumpus got you!",
        ],
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
        &["play", "bsd", "--plain", "--seed", "37", "--cheat"],
        "q\n",
    );
    let stdout = text(&out.stdout);
    // Pits 4 and 18 are both next to room 11.
    assert!(stdout.contains("pits 4 8 18"));
    assert!(stdout.contains("Tunnels lead to 3 4 18"));
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
        ("bump", "wall_bump = \"oof\"", "FILE:6:13"),
        ("bsdrooms", "cave = \"bsd\"\nrooms = 2", "FILE:7:9"),
        ("bsdfew", "cave = \"bsd\"\ntunnels = 1", "FILE:7:11"),
        (
            "bsdmany",
            "cave = \"bsd\"\nrooms = 8\ntunnels = 9",
            "FILE:8:11",
        ),
        ("bsdoneway", "cave = \"bsd\"\none_way = true", "FILE:7:1"),
        ("bsdhazards", "cave = \"bsd\"\nrooms = 5", "FILE:7:9"),
    ] {
        let (ok, said) = check(tag, knob);
        assert!(!ok, "{knob} was accepted");
        assert!(said.contains(&format!("{at}: ")), "{knob}: {said}");
        let last = knob.lines().last().unwrap_or(knob);
        let name = last.split(' ').next().unwrap_or(last);
        assert!(said.contains(name), "{knob}: {said}");
    }
}

fn prose(id: &str) -> String {
    use wumpus::engine::AnyRules;
    use wumpus::front::Rulebook as _;
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
        "with one deliberate difference: everything starts in a room of its own",
        "dug as NetBSD's wump digs them",
        "hits the wall: it costs a turn, and one time in six your colorful comments wake",
        "Only the room where the arrow stops is hit",
        "bowstring may break before the 4th room (20%), the 5th room (60%)",
        "never moves after your moves",
        "The last arrow missing loses the game before the Wumpus can move",
        "one random tunnel and falls",
        "once for each kind",
        "Some tunnels are one-way, and a few lead straight back",
    ] {
        assert!(bsd.contains(said), "{said:?} not in:\n{bsd}");
    }
    let yob = prose("yob1972");
    assert!(yob.contains("your own room does not count"), "{yob}");
    let w3 = prose("wumpus3");
    for said in ["2 rooms of termites", "earthquake", "bats migrate", "10%"] {
        assert!(w3.contains(said), "{said:?} not in:\n{w3}");
    }
    let classic = prose("classic");
    assert!(!classic.contains("wall"), "{classic}");
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
