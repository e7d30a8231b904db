//! Plain mode's `odds` in the labyrinth prints the way advice: the very
//! line `i` shows under the full screen's map at the same point of the
//! same game, walls bumped included (a bump is a refusal, which the game
//! does not keep: plain mode keeps a notebook beside it). `help` says so,
//! asking marks the game as played with hints, and a resumed game's advice
//! still knows the walls bumped before the save.

use crate::transcript;

use crate::driver;

use driver::{render, type_text, variant_app};
use std::path::Path;
use transcript::transcript;
use wumpus::config::{Source, from_sources};
use wumpus::engine::AnyRules;
use wumpus::front::Opening;
use wumpus::plain;
use wumpus::record::{DataDir, Scores, read_save};

const ID: &str = "labyrinth-small";
const SEED: u64 = 5;

/// A walk through the small labyrinth from its entrance (top left), in
/// plain mode's words, with bumps into the border and into inner walls.
const WALK: &[&str] = &[
    "n", "w", "e", "e", "e", "e", "s", "s", "e", "e", "n", "n", "e", "e", "s", "s", "e", "w", "s",
    "e", "e",
];

fn rules() -> AnyRules {
    let config = from_sources(&[Source::builtin()]).expect("the built-in config loads");
    match config.variant(ID) {
        Some(v) => v.rules.clone(),
        None => panic!("no built-in variant {ID}"),
    }
}

/// Every advice line of a text, from "Advice:" to the end of its line
/// (a prompt or a panel's border may stand on either side).
fn advice_lines(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| line.find("Advice:").map(|at| &line[at..]))
        .map(|line| line.trim_end_matches([' ', '│']).to_string())
        .collect()
}

/// Plain mode's answers to `odds` before the walk and after each step.
fn plain_advice(steps: &[&str]) -> (Vec<String>, String) {
    let mut input = String::from("odds\n");
    for step in steps {
        input.push_str(&format!("{step}\nodds\n"));
    }
    let rules = rules();
    let text = transcript(&input, |io| {
        assert!(plain::run(&rules, ID, SEED, false, io).is_ok());
    });
    (advice_lines(&text), text)
}

#[test]
fn odds_prints_what_i_shows_at_the_same_point() {
    let (plain, text) = plain_advice(WALK);
    assert_eq!(plain.len(), WALK.len() + 1, "one answer per odds:\n{text}");
    let mut app = variant_app(ID, SEED);
    type_text(&mut app, "i");
    let mut screen = vec![advice_lines(&render(&mut app, 160, 48))];
    for step in WALK {
        let key = match *step {
            "n" => "w",
            "e" => "d",
            "s" => "s",
            _ => "a",
        };
        type_text(&mut app, key);
        screen.push(advice_lines(&render(&mut app, 160, 48)));
    }
    for (i, (said, shown)) in plain.iter().zip(&screen).enumerate() {
        assert_eq!(
            shown.as_slice(),
            std::slice::from_ref(said),
            "after {i} steps"
        );
    }
    // The walk meets inner walls: the advice changes along the way.
    let mut kinds = plain.clone();
    kinds.dedup();
    assert!(kinds.len() >= 3, "{kinds:?}");
}

#[test]
fn help_in_the_labyrinth_says_what_odds_prints() {
    let rules = rules();
    let text = transcript("help\n", |io| {
        assert!(plain::run(&rules, ID, SEED, false, io).is_ok());
    });
    assert!(text.contains("odds prints the way advice"), "{text}");
    assert!(!text.contains("chance of each hazard"), "{text}");
}

fn kept(dir: &Path) -> Opening {
    Opening {
        id: ID.into(),
        name: "Labyrinth: small".into(),
        seed: SEED,
        cheat: false,
        hand_seeded: false,
        files: Some(wumpus::front::files(DataDir::at(dir), false)),
        plain: true,
    }
}

/// One step, then (or not) `odds`, then leave and abandon the game: was
/// it marked as played with hints?
fn abandoned_with(odds_typed: bool) -> bool {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut input = String::from("e\n");
    if odds_typed {
        input.push_str("odds\n");
    }
    input.push_str("q\na\n");
    let rules = rules();
    let text = transcript(&input, |io| {
        assert!(plain::run_kept(&rules, &kept(dir.path()), io).is_ok());
    });
    let scores = Scores::load(&dir.path().join("scores.jsonl"))
        .unwrap_or_else(|e| panic!("scores: {e}\n{text}"));
    match scores.last() {
        Some(s) => s.hints(),
        None => panic!("no score line\n{text}"),
    }
}

#[test]
fn asking_for_advice_marks_the_game_as_played_with_hints() {
    assert!(abandoned_with(true));
    assert!(!abandoned_with(false));
}

#[test]
fn a_resumed_game_advises_from_the_walls_bumped_before_the_save() {
    // East to the inner wall, bumped: the advice no longer says east.
    let steps = ["e", "e", "e", "e"];
    let (whole, text) = plain_advice(&steps);
    let Some(last) = whole.last() else {
        panic!("no advice:\n{text}")
    };
    assert!(!last.contains("go east"), "{last}");
    let dir = tempfile::tempdir().expect("a temp dir");
    let rules = rules();
    let input = format!("{}\nq\ns\n", steps.join("\n"));
    let played = transcript(&input, |io| {
        assert!(plain::run_kept(&rules, &kept(dir.path()), io).is_ok());
    });
    let data = DataDir::at(dir.path());
    let save = match read_save(
        &wumpus::record::saves::paths(&data)
            .pop()
            .expect("a save file"),
    ) {
        Ok(Some(save)) => save,
        other => panic!("a save: {other:?}\n{played}"),
    };
    let files = wumpus::front::files(data, false);
    let resumed = transcript("odds\nq\ns\n", |io| {
        let done = plain::resume(&save, Some(&files), io);
        assert!(matches!(done, Ok(Ok(()))), "{done:?}");
    });
    assert_eq!(advice_lines(&resumed), vec![last.clone()], "{resumed}");
}
