//! The config: the built-in variants, layering a player's file over them,
//! and an exact, located error for every way a file can be wrong.

use proptest::prelude::*;
use std::path::{Path, PathBuf};
use std::process::Command;
use wumpus::config::{
    self, BUILTIN, BUILTIN_PATH, Config, ConfigError, Difficulty, Source, Theme, Variant,
};
use wumpus::engine::AnyRules;
use wumpus::engine::classic::ClassicRules;
use wumpus::engine::classic::{
    ArrowCost, BadHop, BatDrop, Bump, CaveSource, Crooked, WallBump, WumpusWakes,
};

const DIR: &str = "tests/fixtures/config";

fn fixture(name: &str) -> PathBuf {
    Path::new(DIR).join(name)
}

fn builtin() -> Config {
    match config::from_sources(&[Source::builtin()]) {
        Ok(c) => c,
        Err(e) => panic!("the built-in config does not load: {e}"),
    }
}

fn check(name: &str) -> Config {
    match config::check_file(&fixture(name)) {
        Ok(c) => c,
        Err(e) => panic!("{name} does not load: {e}"),
    }
}

fn error(name: &str) -> String {
    match config::check_file(&fixture(name)) {
        Ok(_) => panic!("{name} loaded, but should not"),
        Err(e) => e.to_string(),
    }
}

fn rules<'a>(config: &'a Config, id: &str) -> &'a ClassicRules {
    match config.variant(id).map(|v| &v.rules) {
        Some(AnyRules::Classic(r)) => r,
        _ => panic!("no classic variant {id}"),
    }
}

fn knob<'a>(variant: &'a Variant, name: &str) -> &'a str {
    match variant.knobs.iter().find(|(k, _)| k == name) {
        Some((_, v)) => v,
        None => panic!("{} shows no knob {name}", variant.id),
    }
}

/// The 1-based line of the built-in config that starts with `start`.
fn line_of(start: &str) -> usize {
    BUILTIN
        .lines()
        .position(|l| l.starts_with(start))
        .map_or(0, |i| i + 1)
}

fn cave_title(rules: &ClassicRules) -> String {
    match &rules.cave {
        CaveSource::Fixed(c) => c.title().to_string(),
        CaveSource::Random(r) => format!("random {}x{}", r.rooms, r.tunnels),
        CaveSource::Bsd(b) => format!("bsd {}x{}", b.rooms, b.tunnels),
    }
}

#[test]
fn builtin_variants_are_in_menu_order() {
    let ids: Vec<String> = builtin().variants.into_iter().map(|v| v.id).collect();
    let expected = [
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
        "labyrinth-file",
    ];
    assert_eq!(ids, expected);
}

#[test]
fn builtin_variants_have_their_rules() {
    let config = builtin();
    assert_eq!(config.theme, Theme::Dark);
    assert!(config.keys.is_empty());

    let classic = rules(&config, "classic");
    let CaveSource::Fixed(cave) = &classic.cave else {
        panic!("classic plays on a random cave");
    };
    assert_eq!(ClassicRules::on(CaveSource::Fixed(cave.clone())), *classic);
    assert_eq!(cave.title(), "dodecahedron");

    let yob = rules(&config, "yob1972");
    assert_eq!(yob.wumpus_wakes, WumpusWakes::Yob);
    assert_eq!(yob.bad_hop, BadHop::RandomResume);
    assert!(!yob.wumpus_avoids_pits);
    assert_eq!(yob.crooked, Crooked::Typed);
    assert_eq!((yob.pits, yob.bats, yob.arrows), (2, 2, 5));

    let bsd = rules(&config, "bsd");
    let CaveSource::Bsd(spec) = &bsd.cave else {
        panic!("bsd plays on another cave: {:?}", bsd.cave);
    };
    assert_eq!((spec.rooms, spec.tunnels), (20, 3));
    assert_eq!(bsd.wall_bump, WallBump::Bsd);
    assert_eq!((bsd.pits, bsd.bats, bsd.smell_radius), (3, 3, 2));
    assert_eq!(bsd.bump, Bump::Death);
    assert!((bsd.pit_survival - 1.0 / 6.0).abs() < 1e-9);

    let easy = rules(&config, "easy");
    assert_eq!((easy.pits, easy.bats, easy.arrows), (1, 1, 8));
    assert_eq!(easy.bat_drop, BatDrop::Empty);
    assert_eq!(easy.wumpus_move_chance, 0.5);

    let hard = rules(&config, "hard");
    assert_eq!((hard.pits, hard.bats, hard.arrows), (3, 3, 3));
    assert!(hard.shuffle_labels);
    assert_eq!(hard.bump, Bump::Death);

    for id in ["mobius", "beads", "hex", "dendrite", "lattice"] {
        let r = rules(&config, id);
        assert_eq!(cave_title(r), id);
        assert_eq!(r.crooked, Crooked::Allow, "{id}");
        assert_eq!(r.arrow_cost, ArrowCost::PerRoom, "{id}");
        assert_eq!(
            (r.pits, r.bats, r.arrows, r.arrow_range),
            (2, 2, 5, 5),
            "{id}"
        );
    }
}

#[test]
fn builtin_variants_describe_themselves() {
    let config = builtin();
    let named: Vec<(&str, Difficulty)> = config
        .variants
        .iter()
        .map(|v| (v.name.as_str(), v.difficulty))
        .collect();
    assert_eq!(
        named,
        [
            ("Classic", Difficulty::Normal),
            ("Yob 1972", Difficulty::Normal),
            ("BSD wump", Difficulty::Hard),
            ("Easy", Difficulty::Easy),
            ("Hard", Difficulty::Hard),
            ("Möbius strip", Difficulty::Normal),
            ("String of beads", Difficulty::Normal),
            ("Hex net on a torus", Difficulty::Normal),
            ("Dendrite", Difficulty::Hard),
            ("One-way lattice", Difficulty::Hard),
            ("Wumpus 3", Difficulty::Hard),
            ("Grenades", Difficulty::Hard),
            ("Grenades on the dodecahedron", Difficulty::Normal),
            ("Grenades: counts revealed", Difficulty::Normal),
            ("Grenades: hard", Difficulty::Brutal),
            ("Grand Theft Wumpus", Difficulty::Normal),
            ("Grand Theft: big city", Difficulty::Hard),
            ("Grand Theft: police state", Difficulty::Hard),
            ("Grand Theft: the book's unfair draw", Difficulty::Brutal),
            ("Hidden Wumpus", Difficulty::Normal),
            ("Hidden Wumpus: party", Difficulty::Hard),
            ("Hidden Wumpus: all bots", Difficulty::Easy),
            ("Labyrinth: small", Difficulty::Easy),
            ("Labyrinth: medium", Difficulty::Normal),
            ("Labyrinth: large", Difficulty::Hard),
            ("Labyrinth: random", Difficulty::Normal),
            ("Labyrinth: from a file", Difficulty::Hard),
        ]
    );
    for v in &config.variants {
        assert!(
            !v.description.is_empty() && v.description.len() <= 78,
            "{}",
            v.id
        );
    }
}

#[test]
fn knobs_list_every_effective_value_in_rules_order() {
    let config = builtin();
    let Some(classic) = config.variant("classic") else {
        panic!("no classic");
    };
    let names: Vec<&str> = classic.knobs.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(
        names,
        [
            "cave",
            "shuffle_labels",
            "pits",
            "bats",
            "wumpi",
            "arrows",
            "smell_radius",
            "warn_per_hazard",
            "wall_bump",
            "bump",
            "wumpus_move_chance",
            "pit_survival",
            "bat_drop",
            "arrow_range",
            "crooked",
            "bad_hop",
            "arrow_cost",
            "wake_on_shot",
            "wumpus_wakes",
            "wumpus_avoids_pits",
            "arrow_hits",
            "arrow_falloff",
            "termites",
            "earthquake_chance",
            "bat_migration_chance",
            "termite_migration_chance",
        ]
    );
    assert_eq!(knob(classic, "cave"), "dodecahedron");
    assert_eq!(knob(classic, "wumpus_move_chance"), "0.75");
    assert_eq!(knob(classic, "bump"), "flee_or_eat");

    let Some(bsd) = config.variant("bsd") else {
        panic!("no bsd");
    };
    let shown: Vec<(&str, &str)> = bsd.knobs[..5]
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    assert_eq!(
        shown,
        [
            ("cave", "bsd"),
            ("rooms", "20"),
            ("tunnels", "3"),
            ("shuffle_labels", "false"),
            ("pits", "3"),
        ]
    );
    assert_eq!(knob(bsd, "pit_survival"), "0.1666666667");
    assert_eq!(knob(bsd, "bump"), "death");
}

#[test]
fn variants_are_found_by_id_or_name_in_any_case() {
    let config = builtin();
    let id = |q: &str| config.variant(q).map(|v| v.id.as_str());
    assert_eq!(id("bsd"), Some("bsd"));
    assert_eq!(id("BSD"), Some("bsd"));
    assert_eq!(id("bsd wump"), Some("bsd"));
    assert_eq!(id("MÖBIUS STRIP"), Some("mobius"));
    assert_eq!(id("nope"), None);
}

#[test]
fn an_override_changes_only_the_knob_it_names() {
    let base = builtin();
    let config = check("override.toml");
    assert_eq!(config.variants.len(), base.variants.len());
    let mut expected = rules(&base, "classic").clone();
    expected.pits = 3;
    assert_eq!(*rules(&config, "classic"), expected);
    for (before, after) in base.variants.iter().zip(&config.variants) {
        if before.id != "classic" {
            assert_eq!(before, after);
        }
    }
    let Some(classic) = config.variant("classic") else {
        panic!("no classic");
    };
    assert_eq!(knob(classic, "pits"), "3");
    assert_eq!(classic.name, "Classic");
}

#[test]
fn a_new_variant_is_appended_with_its_cave_file_theme_and_keys() {
    let config = check("new_variant.toml");
    let ids: Vec<&str> = config.variants.iter().map(|v| v.id.as_str()).collect();
    assert_eq!(ids.len(), 28);
    assert_eq!(ids.last(), Some(&"ring"));
    let r = rules(&config, "ring");
    assert_eq!(r.rooms(), 8);
    assert_eq!((r.pits, r.bats, r.arrows), (1, 1, 5));
    let Some(ring) = config.variant("Ring") else {
        panic!("no ring");
    };
    assert_eq!(ring.difficulty, Difficulty::Easy);
    assert_eq!(knob(ring, "cave"), "caves/ring.cave");

    assert_eq!(config.theme, Theme::Mono);
    let keys: Vec<(String, String, String)> = config
        .keys
        .iter()
        .map(|k| (k.action.clone(), k.key.clone(), k.origin.to_string()))
        .collect();
    let at = |line| format!("{DIR}/new_variant.toml:{line}:1");
    assert_eq!(
        keys,
        [
            ("shoot".into(), "f".into(), at(4)),
            ("move_1".into(), "a".into(), at(5)),
        ]
    );
}

#[test]
fn later_sources_override_earlier_ones() {
    let source = |path: &str, text: &str| Source {
        path: path.into(),
        text: text.into(),
        base_dir: PathBuf::from(DIR),
    };
    let config = config::from_sources(&[
        Source::builtin(),
        source(
            "a.toml",
            "theme = \"light\"\n[keys]\nshoot = \"s\"\nquit = \"q\"\n[variant.easy]\npits = 2\n",
        ),
        source(
            "b.toml",
            "[keys]\nshoot = \"x\"\n[variant.easy]\narrows = 9\n",
        ),
    ]);
    let config = match config {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(config.theme, Theme::Light);
    let keys: Vec<(&str, &str, String)> = config
        .keys
        .iter()
        .map(|k| (k.action.as_str(), k.key.as_str(), k.origin.to_string()))
        .collect();
    assert_eq!(
        keys,
        [
            ("shoot", "x", "b.toml:2:1".to_string()),
            ("quit", "q", "a.toml:4:1".to_string())
        ]
    );
    let easy = rules(&config, "easy");
    assert_eq!((easy.pits, easy.bats, easy.arrows), (2, 1, 9));
}

#[test]
fn the_serve_table_sets_the_servers_limits_and_a_later_file_wins() {
    let source = |path: &str, text: &str| Source {
        path: path.into(),
        text: text.into(),
        base_dir: PathBuf::from(DIR),
    };
    let defaults = builtin().serve;
    assert_eq!(defaults, config::ServeConfig::default());
    assert_eq!(defaults.listen.to_string(), "127.0.0.1:2222");
    assert_eq!(
        (
            defaults.max_connections,
            defaults.per_address_per_minute,
            defaults.idle_minutes
        ),
        (256, 60, 30)
    );
    let config = config::from_sources(&[
        Source::builtin(),
        source(
            "a.toml",
            "[serve]\nlisten = \"0.0.0.0:2022\"\nmax_connections = 8\n",
        ),
        source("b.toml", "[serve]\nmax_connections = 9\nidle_minutes = 5\n"),
    ]);
    let serve = match config {
        Ok(c) => c.serve,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(serve.listen.to_string(), "0.0.0.0:2022");
    assert_eq!(
        (
            serve.max_connections,
            serve.per_address_per_minute,
            serve.idle_minutes
        ),
        (9, 60, 5)
    );
}

#[test]
fn a_bad_serve_table_is_refused_where_it_is_wrong() {
    let cases: &[(&str, &str)] = &[
        (
            "[serve]\nlisten = \"localhost\"\n",
            "x.toml:2:10: serve.listen: \"localhost\" is not an address and port like \"127.0.0.1:2222\"",
        ),
        (
            "[serve]\nmax_connections = 0\n",
            "x.toml:2:19: serve.max_connections: at least 1",
        ),
        (
            "[serve]\nidle_minutes = \"ten\"\n",
            "x.toml:2:16: serve.idle_minutes: expected a whole number, found a string",
        ),
        (
            "[serve]\nmax_connection = 5\n",
            "x.toml:2:1: unknown key \"max_connection\" in [serve] (did you mean \"max_connections\"?)",
        ),
        (
            "serve = 3\n",
            "x.toml:1:9: serve: expected a table, found an integer",
        ),
    ];
    for (text, want) in cases {
        let got = config::from_sources(&[
            Source::builtin(),
            Source {
                path: "x.toml".into(),
                text: (*text).into(),
                base_dir: PathBuf::from(DIR),
            },
        ]);
        match got {
            Ok(_) => panic!("{text:?} loaded"),
            Err(e) => assert_eq!(e.to_string(), *want, "{text:?}"),
        }
    }
}

#[test]
fn a_cave_file_too_small_for_the_default_hazards_is_blamed_on_the_cave() {
    // The hazards are the defaults; the cave is what the file changed.
    assert_eq!(
        error("tiny_cave.toml"),
        format!(
            "{DIR}/tiny_cave.toml:2:8: cave: the player, 1 wumpus, 2 pits and 2 bats need 6 rooms, the cave has 4"
        )
    );
}

#[test]
fn every_error_names_file_line_and_column() {
    let cases: &[(&str, &str)] = &[
        ("syntax.toml", "2:19: invalid basic string, expected `\"`"),
        (
            "unknown_top.toml",
            "2:1: unknown key \"colour\"; the top level holds only theme, dump_on_game_over, hints, mouse, [keys], [serve] and [variant.<id>] tables",
        ),
        (
            "unknown_variant_key.toml",
            "2:1: unknown key \"pitz\" in variant \"classic\": the classic rules have no such knob (did you mean \"pits\"?)",
        ),
        (
            "wrong_type.toml",
            "2:10: arrows: expected a whole number, found a string",
        ),
        (
            "bad_word.toml",
            "2:8: bump: \"flee\" is not one of \"flee_or_eat\" or \"death\"",
        ),
        (
            "bad_difficulty.toml",
            "2:14: difficulty: \"medium\" is not one of \"easy\", \"normal\", \"hard\" or \"brutal\"",
        ),
        (
            "bad_theme.toml",
            "1:9: theme: \"neon\" is not one of \"dark\", \"light\" or \"mono\"",
        ),
        (
            "probability.toml",
            "2:22: wumpus_move_chance: is a probability, from 0 to 1, got 1.5",
        ),
        (
            "too_many_hazards.toml",
            "2:8: pits: the player, 1 wumpus, 10 pits and 9 bats need 21 rooms, the cave has 20",
        ),
        (
            "zero_arrows.toml",
            "2:10: arrows: the player needs at least one arrow",
        ),
        (
            "rooms_without_random.toml",
            "2:1: rooms: applies only to cave = \"random\" or \"bsd\", and this variant's cave is \"dodecahedron\"",
        ),
        (
            "missing_cave.toml",
            "2:1: cave: cannot read caves file tests/fixtures/config/caves/no-such.cave: file not found",
        ),
        (
            "missing_rules.toml",
            "1:1: variant \"mine\" needs rules (a new variant must give name, description, difficulty and rules)",
        ),
        (
            "bad_id.toml",
            "1:10: variant id \"my game\" may use only letters, digits, \"-\" and \"_\"",
        ),
        (
            "bad_key_type.toml",
            "2:9: keys.shoot: expected a string, found an integer",
        ),
    ];
    for (name, tail) in cases {
        assert_eq!(error(name), format!("{DIR}/{name}:{tail}"), "{name}");
    }
}

#[test]
fn switching_a_random_variant_to_a_fixed_cave_blames_the_cave() {
    let builtin_line = line_of("rooms = 20");
    assert_eq!(
        error("cave_not_random.toml"),
        format!(
            "{DIR}/cave_not_random.toml:2:8: cave: \"hex\" is not \"random\" or \"bsd\", but rooms \
             is set at {BUILTIN_PATH}:{builtin_line}:1; rooms and tunnels apply only to generated \
             caves (one_way only to \"random\")"
        )
    );
}

#[test]
fn a_problem_caused_by_the_players_change_is_reported_in_the_players_file() {
    // bsd's three pits and three bats are the built-in config's; the
    // player's file shrank the cave, so its rooms are to blame.
    assert_eq!(
        error("shrunk_random.toml"),
        format!(
            "{DIR}/shrunk_random.toml:2:9: rooms: the player, 1 wumpus, 3 pits and 3 bats need 8 \
             rooms, the cave has 6"
        )
    );
}

#[test]
fn an_impossible_random_shape_is_refused_at_its_tunnels() {
    assert_eq!(
        error("impossible_shape.toml"),
        format!(
            "{DIR}/impossible_shape.toml:8:11: tunnels: 5 rooms with 3 two-way tunnels each is \
             impossible: every tunnel joins two rooms, so rooms times tunnels must be even"
        )
    );
}

/// docs/rules.md: a knob the engine cannot honour is refused when the config
/// loads "with the file, the key and the reason". The key is the one whose
/// value makes the variant impossible, and the place is that value.
#[test]
fn config_errors_point_at_the_value_that_makes_each_rule_set_impossible() {
    let cases: &[(&str, &str)] = &[
        (
            "classic_wumpi.toml",
            "6:9: wumpi: the player, 17 wumpi, 2 pits and 2 bats need 22 rooms, the cave has 20",
        ),
        (
            "grenade_wumpi.toml",
            "2:9: wumpi: the player, 19 wumpi, 1 pit and 1 bat colony need 22 caves, the cave has 20",
        ),
        (
            "grenade_tiny.toml",
            "2:9: caves: bats need an empty cave to drop the player in: 5 caves needed, the cave has 4",
        ),
        (
            "grand_theft_dense.toml",
            "9:9: edges: none of 100 cities drawn had a start with no Wumpus, no gang and no \
             clue; blood ruled out the most nodes (a smaller blood_radius, fewer streets per \
             node or more nodes would help)",
        ),
        (
            "hidden_crowded.toml",
            "3:8: pits: 8 players, 7 pits and 7 bats need 22 rooms, the cave has 20",
        ),
        (
            "hidden_repeated_names.toml",
            "2:9: names: seats 1 (\"Ann\") and 3 (\"ann\") have the same name: each seat \
             needs its own name, so the hand-off line says who is to play",
        ),
        (
            "labyrinth_crowded.toml",
            "9:13: wormholes: an entrance, an exit, 1 treasure and 4 wormholes need 7 cells, \
             a 2x2 interior has 4",
        ),
    ];
    for (name, tail) in cases {
        assert_eq!(error(name), format!("{DIR}/{name}:{tail}"), "{name}");
    }
}

/// A setting of an older file that a newer one made impossible: the newer
/// file's header, with where the setting is.
#[test]
fn a_problem_with_an_older_files_setting_points_at_the_newer_header() {
    let source = |path: &str, text: &str| Source {
        path: path.into(),
        text: text.into(),
        base_dir: PathBuf::from(DIR),
    };
    let older = "[variant.many]\nname = \"Many\"\ndescription = \"d\"\ndifficulty = \"hard\"\n\
                 rules = \"grenade\"\nwumpi = 19\n";
    let e = config::from_sources(&[
        Source::builtin(),
        source("a.toml", older),
        source("b.toml", "\n[variant.many]\ndescription = \"changed\"\n"),
    ])
    .err()
    .map(|e| e.to_string());
    assert_eq!(
        e.as_deref(),
        Some(
            "b.toml:2:1: wumpi: the player, 19 wumpi, 1 pit and 1 bat colony need 22 caves, the \
             cave has 20 (wumpi = 19 is set at a.toml:6:9)"
        )
    );
}

#[test]
fn a_malformed_cave_file_is_reported_inside_the_config_error() {
    assert_eq!(
        error("malformed_cave.toml"),
        format!(
            "{DIR}/malformed_cave.toml:2:1: cave: cannot use caves file: {DIR}/caves/broken.cave:3:5: \
             expected a tunnel number (every cave has 2 tunnels), found a word"
        )
    );
}

#[test]
fn a_missing_config_file_is_named() {
    let path = fixture("does-not-exist.toml");
    let e = config::load(Some(&path)).err();
    assert_eq!(
        e.as_ref().map(ToString::to_string),
        Some(format!(
            "{DIR}/does-not-exist.toml: cannot read: file not found (named by --config)"
        ))
    );
    assert_eq!(e.as_ref().and_then(ConfigError::location), None);
    let e = config::check_file(&path).err().map(|e| e.to_string());
    assert_eq!(
        e,
        Some(format!(
            "{DIR}/does-not-exist.toml: cannot read: file not found"
        ))
    );
}

#[test]
fn errors_carry_their_location() {
    let e = config::check_file(&fixture("wrong_type.toml")).err();
    let at = e.as_ref().and_then(ConfigError::location);
    assert_eq!(at.map(|l| (l.line, l.column)), Some((2, 10)));
    assert_eq!(
        e.as_ref().map(ConfigError::path),
        Some(format!("{DIR}/wrong_type.toml").as_str())
    );
    assert_eq!(
        e.as_ref().map(ConfigError::reason),
        Some("arrows: expected a whole number, found a string")
    );
}

/// Runs this test binary again with `env`, running only `env_child` with
/// `case`, so no test in this process ever changes the environment.
fn run_child(case: &str, env: &[(&str, &str)], remove: &[&str]) {
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => panic!("no test binary: {e}"),
    };
    // Its name in the one test binary: the module path without the crate.
    let name = concat!(module_path!(), "::env_child");
    let name = name.split_once("::").map_or(name, |(_, test)| test);
    let mut cmd = Command::new(exe);
    cmd.args([name, "--exact", "--test-threads=1", "--nocapture"])
        .env("WUMPUS_TEST_CHILD", case);
    for (k, v) in env {
        cmd.env(k, v);
    }
    for k in remove {
        cmd.env_remove(k);
    }
    let out = match cmd.output() {
        Ok(o) => o,
        Err(e) => panic!("cannot run the child: {e}"),
    };
    assert!(
        out.status.success(),
        "child {case} failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    // A name that matched no test would pass having checked nothing.
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("1 passed"),
        "child {case} ran no test:\n{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

#[test]
fn wumpus_config_is_honoured() {
    let path = fixture("override.toml");
    let path = path.to_string_lossy();
    run_child("env-file", &[("WUMPUS_CONFIG", &path)], &[]);
    run_child(
        "env-missing",
        &[("WUMPUS_CONFIG", &format!("{DIR}/nope.toml"))],
        &[],
    );
    if cfg!(target_os = "linux") {
        let root = env!("CARGO_MANIFEST_DIR");
        let xdg = format!("{root}/{DIR}/xdg");
        run_child(
            "platform-file",
            &[("XDG_CONFIG_HOME", &xdg)],
            &["WUMPUS_CONFIG"],
        );
        let empty = format!("{root}/{DIR}/xdg-empty");
        run_child(
            "platform-none",
            &[("XDG_CONFIG_HOME", &empty)],
            &["WUMPUS_CONFIG"],
        );
    }
}

/// The other half of `wumpus_config_is_honoured`; does nothing unless
/// started by it.
#[test]
fn env_child() {
    let Ok(case) = std::env::var("WUMPUS_TEST_CHILD") else {
        return;
    };
    let loaded = config::load(None);
    match case.as_str() {
        "env-file" => {
            let Ok(config) = loaded else {
                panic!("{loaded:?}");
            };
            assert_eq!(rules(&config, "classic").pits, 3);
            // --config wins over the environment.
            match config::load(Some(&fixture("new_variant.toml"))) {
                Ok(c) => {
                    assert_eq!(rules(&c, "classic").pits, 2);
                    assert!(c.variant("ring").is_some());
                }
                Err(e) => panic!("{e}"),
            }
        }
        "env-missing" => assert_eq!(
            loaded.err().map(|e| e.to_string()),
            Some(format!(
                "{DIR}/nope.toml: cannot read: file not found (named by WUMPUS_CONFIG)"
            ))
        ),
        "platform-file" => assert_eq!(loaded.map(|c| c.theme), Ok(Theme::Light)),
        "platform-none" => assert_eq!(loaded, Ok(builtin())),
        other => panic!("unknown child case {other}"),
    }
}

fn fuzz_source(text: String) -> [Source; 2] {
    [
        Source::builtin(),
        Source {
            path: "fuzz.toml".into(),
            text,
            base_dir: PathBuf::from(DIR),
        },
    ]
}

/// Lines a config might hold, right and wrong, so the fuzzer reaches the
/// checks behind the TOML parser.
fn config_line() -> impl Strategy<Value = String> {
    let key = prop::sample::select(vec![
        "name",
        "description",
        "difficulty",
        "rules",
        "cave",
        "rooms",
        "tunnels",
        "one_way",
        "pits",
        "bats",
        "wumpi",
        "arrows",
        "arrow_range",
        "smell_radius",
        "bump",
        "wumpus_move_chance",
        "pit_survival",
        "theme",
        "crooked",
        "shoot",
        "pitz",
    ]);
    let value = prop_oneof![
        any::<i64>().prop_map(|n| n.to_string()),
        (0u32..30).prop_map(|n| n.to_string()),
        any::<f64>().prop_map(|f| format!("{f:?}")),
        any::<bool>().prop_map(|b| b.to_string()),
        prop::sample::select(vec![
            "\"random\"",
            "\"classic\"",
            "\"hard\"",
            "\"death\"",
            "\"mobius\"",
            "\"caves/ring.cave\"",
            "\"caves/broken.cave\"",
            "\"\"",
            "\"x\"",
            "[1, 2]",
            "{ a = 1 }",
            "nan",
            "inf",
        ])
        .prop_map(str::to_string),
    ];
    let header = prop::sample::select(vec![
        "[variant.classic]",
        "[variant.bsd]",
        "[variant.new]",
        "[keys]",
        "[variant]",
        "[other]",
        "[[variant.x]]",
    ])
    .prop_map(str::to_string);
    prop_oneof![
        (key, value).prop_map(|(k, v)| format!("{k} = {v}")),
        header,
        "\\PC{0,20}",
    ]
}

proptest! {
    #[test]
    fn arbitrary_text_never_panics(text in "\\PC*") {
        let _ = config::from_sources(&fuzz_source(text));
    }

    #[test]
    fn config_shaped_text_never_panics(lines in prop::collection::vec(config_line(), 0..12)) {
        let _ = config::from_sources(&fuzz_source(lines.join("\n")));
    }
}

#[test]
fn builtin_grenade_variants_have_their_rules() {
    use wumpus::engine::grenade::{GrenadeRules, WumpiCount};
    let config = builtin();
    let grenade = |id: &str| -> std::sync::Arc<GrenadeRules> {
        match config.variant(id).map(|v| &v.rules) {
            Some(AnyRules::Grenade(r)) => r.clone(),
            _ => panic!("no grenade variant {id}"),
        }
    };
    let seed = grenade("grenade");
    assert_eq!(seed.cave.rooms(), 20);
    assert_eq!(
        seed.cave.name(wumpus::engine::RoomId(15)),
        "The Lost Caverns of the Wyrm"
    );
    assert_eq!(seed.wumpi, WumpiCount::Random);
    assert_eq!((seed.grenades_per_wumpus, seed.pits, seed.bats), (4, 1, 1));
    assert!(!seed.reveal_counts);
    let Some(v) = config.variant("grenade") else {
        panic!("no grenade");
    };
    assert_eq!(knob(v, "caves"), "assets/caves.dat");
    assert!(v.changed.is_empty(), "the seed's game is the defaults");

    assert_eq!(grenade("grenade-dodecahedron").cave.title(), "dodecahedron");
    assert!(grenade("grenade-counts").reveal_counts);
    let hard = grenade("grenade-hard");
    assert_eq!(hard.wumpi, WumpiCount::Fixed(5));
    assert_eq!((hard.grenades_per_wumpus, hard.pits, hard.bats), (2, 2, 2));
}

#[test]
fn hidden_seat_names_may_be_a_list_or_one_string_with_commas() {
    let source = |text: &str| Source {
        path: "names.toml".into(),
        text: text.into(),
        base_dir: PathBuf::from(DIR),
    };
    let names = |text: &str| -> Result<Vec<String>, String> {
        let config =
            config::from_sources(&[Source::builtin(), source(text)]).map_err(|e| e.to_string())?;
        match &config.variant("hidden").ok_or("no hidden variant")?.rules {
            AnyRules::Hidden(rules) => Ok(rules.names.clone()),
            _ => Err("not hidden rules".into()),
        }
    };
    let listed = names("[variant.hidden]\nnames = [\"Ann\", \"Bob\"]\n");
    assert_eq!(listed, Ok(vec!["Ann".to_string(), "Bob".to_string()]));
    assert_eq!(names("[variant.hidden]\nnames = \"Ann, Bob\"\n"), listed);
    assert_eq!(
        names("[variant.hidden]\nnames = [\"Ann\", 7]\n"),
        Err("names.toml:2:9: names: entry 2 must be a string, found an integer".into())
    );
    assert_eq!(
        names("[variant.hidden]\nnames = [\"Ann, Bob\"]\n"),
        Err(
            "names.toml:2:9: names: entry 1 (\"Ann, Bob\") must be one name: no commas or line breaks"
                .into()
        )
    );
}
