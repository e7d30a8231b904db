//! Where a labyrinth game starts and how many moves it gets (docs/rules.md,
//! Labyrinth, issue 15): no start that cannot win, built-ins carry their
//! limits, the automatic limit counts from the start, a limit too small to
//! win is refused where it is written, generated labyrinths keep to all
//! of it. Each test is named after the rule it proves.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use wumpus::config::{Config, Source, from_sources};
use wumpus::engine::labyrinth::{Labyrinth, LabyrinthRules};
use wumpus::engine::{AnyRules, Dice, Game, SOLO};
use wumpus::formats::labyrinth::{BUILTIN_LABYRINTHS, read_labyrinth_file};

const FIXTURES: &str = "tests/fixtures/labyrinths";

/// One walled-in entrance (line 2, column 2, first in reading order) and
/// one that wins in 10 moves (line 4, column 2).
const TRAPPED: &str = "trapped_entrance.txt";
/// The same walled-in entrance, one at line 4, column 2 that wins in 10
/// moves and one at line 5, column 8 that wins in 9.
const TRAPPED_AND_TWO: &str = "trapped_and_two_starts.txt";

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURES)
}

fn rules(file: &str, limit: Option<u32>) -> Arc<LabyrinthRules> {
    let parsed = read_labyrinth_file(&fixtures().join(file)).unwrap_or_else(|e| panic!("{e}"));
    let mut rules = LabyrinthRules::on(Arc::new(parsed.grid));
    rules.move_limit = limit;
    Arc::new(rules)
}

/// The start as (line, column) of the labyrinth file.
fn start(g: &Labyrinth) -> (usize, usize) {
    let r = g.reveal();
    let (x, y) = r.grid().xy(r.start());
    (y + 1, x + 1)
}

/// The built-in config with `variants` (TOML) after it, read as a file in
/// the fixtures directory (so a labyrinth path there is found).
fn config(variants: &str) -> Result<Config, String> {
    let user = Source {
        path: "user.toml".into(),
        text: variants.into(),
        base_dir: fixtures(),
    };
    from_sources(&[Source::builtin(), user]).map_err(|e| e.to_string())
}

fn variant_rules(config: &Config, id: &str) -> Arc<LabyrinthRules> {
    match config.variant(id).map(|v| &v.rules) {
        Some(AnyRules::Labyrinth(r)) => r.clone(),
        _ => panic!("{id} is a labyrinth variant"),
    }
}

fn header(id: &str) -> String {
    format!(
        "[variant.{id}]\nname = \"{id}\"\ndescription = \"a test\"\ndifficulty = \"hard\"\nrules = \"labyrinth\"\n"
    )
}

#[test]
fn a_trapped_entrance_is_never_a_start() {
    let rules = rules(TRAPPED, None);
    // The one draw for the start, forced to either end: the good entrance
    // is the only one there is to draw.
    for draw in [0.0, 0.999] {
        let mut dice = Dice::new(1);
        dice.script([draw]);
        let g = Labyrinth::with_dice(rules.clone(), 1, dice);
        assert_eq!(g.scripted_draws_left(), 0, "the start was drawn");
        assert_eq!(start(&g), (4, 2), "draw {draw}");
    }
    let mut g = Labyrinth::new(rules.clone(), 0);
    for seed in 0..300 {
        assert_eq!(
            start(&Labyrinth::new(rules.clone(), seed)),
            (4, 2),
            "{seed}"
        );
        g.restart(seed);
        assert_eq!(start(&g), (4, 2), "restart {seed}");
        assert_eq!(g.reveal().shortest(), Some(10));
        assert_eq!(g.view(SOLO).move_limit(), 40);
    }
}

#[test]
fn the_start_is_uniform_among_the_entrances_that_can_win() {
    let rules = rules(TRAPPED_AND_TWO, None);
    let mut seen = std::collections::BTreeMap::new();
    for seed in 0..400 {
        *seen
            .entry(start(&Labyrinth::new(rules.clone(), seed)))
            .or_insert(0) += 1;
    }
    assert_eq!(seen.get(&(2, 2)), None, "{seen:?}");
    assert!(
        seen.get(&(4, 2)).is_some_and(|&n| n > 150) && seen.get(&(5, 8)).is_some_and(|&n| n > 150),
        "{seen:?}"
    );
}

#[test]
fn the_automatic_limit_counts_from_the_start_entrance() {
    let rules = rules(TRAPPED_AND_TWO, None);
    let mut limits = std::collections::BTreeSet::new();
    for seed in 0..200 {
        let g = Labyrinth::new(rules.clone(), seed);
        let shortest = g
            .reveal()
            .shortest()
            .unwrap_or_else(|| panic!("seed {seed}: a start that cannot win"));
        assert_eq!(g.view(SOLO).move_limit(), 2 * shortest + 20, "{seed}");
        limits.insert(g.view(SOLO).move_limit());
    }
    // 9 moves from one start, 10 from the other: each its own limit.
    assert_eq!(limits.into_iter().collect::<Vec<_>>(), [38, 40]);
}

#[test]
fn a_built_in_carries_its_move_limit() {
    let expected = [("small", 60), ("medium", 110), ("large", 220)];
    let table: Vec<(&str, u32)> = BUILTIN_LABYRINTHS
        .iter()
        .map(|b| (b.name, b.move_limit))
        .collect();
    assert_eq!(table, expected);
    // Named by name or by shipped path, without a move_limit; and no
    // labyrinth named at all is the medium one.
    let mut toml = String::new();
    for (name, _) in expected {
        toml += &format!("{}labyrinth = \"{name}\"\n", header(name));
        toml += &format!(
            "{}labyrinth = \"assets/labyrinths/{name}.txt\"\n",
            header(&format!("{name}-path"))
        );
    }
    toml += &header("unnamed");
    let config = config(&toml).unwrap_or_else(|e| panic!("{e}"));
    for (id, limit) in expected
        .iter()
        .flat_map(|&(n, l)| [(n.to_string(), l), (format!("{n}-path"), l)])
        .chain([("unnamed".to_string(), 110)])
    {
        let rules = variant_rules(&config, &id);
        for seed in 0..3 {
            let g = Labyrinth::new(rules.clone(), seed);
            assert_eq!(g.view(SOLO).move_limit(), limit, "{id}");
            assert!(g.reveal().shortest().is_some_and(|n| n < limit), "{id}");
        }
        let shown = config
            .variant(&id)
            .map(|v| v.knobs.clone())
            .unwrap_or_default();
        assert!(
            shown.contains(&("move_limit".into(), limit.to_string())),
            "{id}: {shown:?}"
        );
    }
    // The shipped variants set no move_limit: theirs are the built-ins'.
    for (id, limit) in [
        ("labyrinth-small", 60),
        ("labyrinth", 110),
        ("labyrinth-large", 220),
        ("labyrinth-file", 220),
    ] {
        let g = Labyrinth::new(variant_rules(&config, id), 1);
        assert_eq!(g.view(SOLO).move_limit(), limit, "{id}");
    }
}

#[test]
fn a_move_limit_on_a_built_in_wins_over_its_own_and_auto_asks_for_the_automatic_one() {
    let toml = format!(
        "{}labyrinth = \"small\"\nmove_limit = 30\n{}labyrinth = \"small\"\nmove_limit = \"auto\"\n",
        header("tight"),
        header("auto")
    );
    let config = config(&toml).unwrap_or_else(|e| panic!("{e}"));
    let tight = Labyrinth::new(variant_rules(&config, "tight"), 1);
    assert_eq!(tight.view(SOLO).move_limit(), 30);
    // The small labyrinth's shortest solution is 26 moves.
    let auto = Labyrinth::new(variant_rules(&config, "auto"), 1);
    assert_eq!(auto.view(SOLO).move_limit(), 72);
}

#[test]
fn a_move_limit_below_the_shortest_solution_is_refused_at_its_line_and_column() {
    // Line 7, column 14: the value of `move_limit`, which makes the variant impossible.
    let toml = format!(
        "{}labyrinth = \"{TRAPPED_AND_TWO}\"\nmove_limit = 8\n",
        header("short")
    );
    assert_eq!(
        config(&toml).err().as_deref(),
        Some(
            "user.toml:7:14: move_limit: 8 moves cannot win this labyrinth: its shortest \
             solution takes 9 (from the entrance at line 5, column 8 of the labyrinth)"
        )
    );
    // A built-in's too.
    let toml = format!(
        "{}labyrinth = \"small\"\nmove_limit = 25\n",
        header("small")
    );
    let err = config(&toml).err().unwrap_or_default();
    assert!(
        err.starts_with("user.toml:7:14: move_limit: 25 moves cannot win this labyrinth: its shortest solution takes 26"),
        "{err}"
    );
    // The shortest solution itself is enough.
    let toml = format!(
        "{}labyrinth = \"small\"\nmove_limit = 26\n",
        header("small")
    );
    assert!(config(&toml).is_ok());
}

/// With a fixed limit some starts can meet and others cannot, "can win"
/// means "can win within the limit": the game starts only on those.
#[test]
fn with_a_fixed_limit_only_entrances_that_can_win_within_it_are_starts() {
    let toml = format!(
        "{}labyrinth = \"{TRAPPED_AND_TWO}\"\nmove_limit = 9\n",
        header("nine")
    );
    let config = config(&toml).unwrap_or_else(|e| panic!("{e}"));
    let rules = variant_rules(&config, "nine");
    for seed in 0..200 {
        let g = Labyrinth::new(rules.clone(), seed);
        assert_eq!(start(&g), (5, 8), "{seed}");
        assert_eq!(g.view(SOLO).move_limit(), 9);
    }
    // At 10 both can: both are starts again.
    let both = rules_with_limit(10);
    let starts: std::collections::BTreeSet<_> = (0..100)
        .map(|seed| start(&Labyrinth::new(both.clone(), seed)))
        .collect();
    assert_eq!(starts.into_iter().collect::<Vec<_>>(), [(4, 2), (5, 8)]);
}

fn rules_with_limit(limit: u32) -> Arc<LabyrinthRules> {
    rules(TRAPPED_AND_TWO, Some(limit))
}

#[test]
fn a_generated_labyrinth_is_won_within_its_fixed_move_limit() {
    for (w, h, holes, limit) in [
        (20, 10, 4, 12),
        (40, 25, 10, 30),
        (40, 25, 0, 2),
        (2, 2, 1, 2),
    ] {
        let mut rules = LabyrinthRules::generated();
        (rules.width, rules.height, rules.wormholes) = (w, h, holes);
        rules.move_limit = Some(limit);
        let rules = Arc::new(rules);
        let mut g = Labyrinth::new(rules.clone(), 0);
        for seed in 0..40 {
            g.restart(seed);
            let shortest = g.reveal().shortest();
            assert!(
                shortest.is_some_and(|n| n <= limit),
                "{w}x{h}, limit {limit}, seed {seed}: {shortest:?}"
            );
            assert_eq!(g.view(SOLO).move_limit(), limit);
        }
    }
}

#[test]
fn a_generated_labyrinth_with_the_automatic_limit_counts_from_its_start() {
    let rules = Arc::new(LabyrinthRules::generated());
    for seed in 0..40 {
        let g = Labyrinth::new(rules.clone(), seed);
        let shortest = g.reveal().shortest().unwrap_or_else(|| panic!("{seed}"));
        assert_eq!(g.view(SOLO).move_limit(), 2 * shortest + 20);
    }
}

#[test]
fn a_move_limit_no_labyrinth_can_be_won_in_is_refused_for_a_generated_one() {
    let toml = format!(
        "{}generate = true\nwidth = 5\nheight = 5\nmove_limit = 1\n",
        header("one")
    );
    assert_eq!(
        config(&toml).err().as_deref(),
        Some(
            "user.toml:9:14: move_limit: 1 move cannot win any labyrinth: a step onto a \
             treasure and a step onto an exit take 2"
        )
    );
    let toml = format!("{}generate = true\nmove_limit = 2\n", header("two"));
    assert!(config(&toml).is_ok());
}
