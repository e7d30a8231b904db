//! Plain mode's `odds`: one line per room in label order, exactly
//! `room <label>: pit <p> bats <p> wumpus <p>` with four decimals, the
//! same numbers `ai::classic::odds` gives for the same game; the other
//! rule sets' lines in their own words; and a game whose odds were asked
//! for goes in the scores marked as played with hints.

use crate::transcript;

use std::sync::Arc;
use transcript::transcript;
use wumpus::ai::classic::odds;
use wumpus::config::{self, Source};
use wumpus::engine::classic::{CaveSource, Classic, ClassicRules, Command};
use wumpus::engine::{Game, SOLO};
use wumpus::front::Opening;
use wumpus::front::classic::ClassicUi;
use wumpus::plain;
use wumpus::record::{DataDir, Scores};

fn dodecahedron_rules() -> Arc<ClassicRules> {
    match wumpus::formats::builtin::shared("dodecahedron") {
        Some(cave) => Arc::new(ClassicRules::on(CaveSource::Fixed(cave))),
        None => panic!("the dodecahedron is built in"),
    }
}

/// The `room ...` lines of a transcript, in blocks: one per `odds` typed.
fn odds_blocks(text: &str) -> Vec<Vec<String>> {
    let mut blocks: Vec<Vec<String>> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        // The prompt is on the same line as the first answer line.
        let line = line.rsplit("> ").next().unwrap_or(line);
        let line = line.rsplit("? ").next().unwrap_or(line);
        if line.starts_with("room ") {
            if !open {
                blocks.push(Vec::new());
                open = true;
            }
            if let Some(b) = blocks.last_mut() {
                b.push(line.to_string());
            }
        } else {
            open = false;
        }
    }
    blocks
}

/// Walks the safest-looking tunnel a few times, asking for the odds
/// before each move; checks every answer against the odds module.
#[test]
fn odds_in_plain_mode_prints_the_exact_posterior_in_label_order() {
    let rules = dodecahedron_rules();
    let mut checked = 0;
    for seed in 1..=12u64 {
        let mut game = Classic::new(Arc::clone(&rules), seed);
        let mut input = String::new();
        let mut expected: Vec<Vec<String>> = Vec::new();
        for _ in 0..5 {
            if game.is_over() {
                break;
            }
            let view = game.view(SOLO);
            let o = odds(&view);
            expected.push(o.lines(&view));
            input.push_str("odds\n");
            let next = view
                .tunnels_here()
                .iter()
                .copied()
                .min_by(|a, b| o.death(*a).total_cmp(&o.death(*b)));
            let Some(to) = next else { break };
            input.push_str(&format!("m {}\n", view.label(to)));
            let _ = game.apply(&Command::Move(to), &mut Vec::new());
        }
        let text = transcript(&input, |io| {
            let played = plain::play::<ClassicUi>("classic", Arc::clone(&rules), seed, false, io);
            assert!(played.is_ok());
        });
        let got = odds_blocks(&text);
        assert_eq!(got.len(), expected.len(), "seed {seed}\n{text}");
        for (block, want) in got.iter().zip(&expected) {
            assert_eq!(block, want, "seed {seed}");
            assert_eq!(block.len(), 20);
            for (i, line) in block.iter().enumerate() {
                let parts: Vec<&str> = line.split(' ').collect();
                assert_eq!(parts.len(), 8, "{line}");
                assert_eq!(parts[1], format!("{}:", i + 1), "label order: {line}");
                assert_eq!((parts[2], parts[4], parts[6]), ("pit", "bats", "wumpus"));
                for p in [parts[3], parts[5], parts[7]] {
                    let (whole, decimals) = p.split_once('.').unwrap_or((p, ""));
                    assert!(whole == "0" || whole == "1", "{line}");
                    assert_eq!(decimals.len(), 4, "four decimals: {line}");
                }
            }
            checked += 1;
        }
    }
    assert!(checked >= 30, "only {checked} answers checked");
}

fn builtin_rules(id: &str) -> wumpus::engine::AnyRules {
    let config = match config::from_sources(&[Source::builtin()]) {
        Ok(c) => c,
        Err(e) => panic!("the built-in config must load: {e}"),
    };
    match config.variant(id) {
        Some(v) => v.rules.clone(),
        None => panic!("no built-in variant {id}"),
    }
}

#[test]
fn every_rule_set_with_hints_answers_odds_in_its_own_words() {
    for (id, place, words) in [
        ("classic", "room ", ["pit", "bats", "wumpus"]),
        ("grenade", "cave ", ["pit", "bats", "wumpus"]),
    ] {
        let rules = builtin_rules(id);
        let text = transcript("odds\n", |io| {
            assert!(plain::run(&rules, id, 7, false, io).is_ok());
        });
        // A header says what the figures are; then a line per place.
        assert!(text.contains("holds a pit"), "{text}");
        let lines: Vec<String> = (text.lines())
            .map(|l| l.rsplit("? ").next().unwrap_or(l).to_string())
            .filter(|l| l.starts_with(place))
            .collect();
        assert!(!lines.is_empty(), "{id}\n{text}");
        for line in &lines {
            // A cave's name may hold spaces: the figures follow its ": ".
            let Some((_, figures)) = line.rsplit_once(": ") else {
                panic!("{id}: {line}");
            };
            let parts: Vec<&str> = figures.split(' ').collect();
            assert_eq!(parts.len(), 6, "{id}: {line}");
            assert_eq!([parts[0], parts[2], parts[4]], words, "{id}: {line}");
            for p in [parts[1], parts[3], parts[5]] {
                let x: f64 = p.parse().unwrap_or(-1.0);
                assert!((0.0..=1.0).contains(&x), "{id}: {line}");
                assert_eq!(p.split_once('.').map(|(_, d)| d.len()), Some(4));
            }
        }
    }
}

fn kept(dir: &std::path::Path, seed: u64) -> Opening {
    Opening {
        id: "classic".into(),
        name: "Classic".into(),
        seed,
        cheat: false,
        hand_seeded: false,
        files: Some(wumpus::front::files(DataDir::at(dir), false)),
        plain: true,
    }
}

/// One safe move, then (or not) `odds`, then leave and abandon the game.
fn abandoned_with(odds_typed: bool) -> bool {
    let dir = match tempfile::tempdir() {
        Ok(d) => d,
        Err(e) => panic!("temp dir: {e}"),
    };
    let rules = builtin_rules("classic");
    // The first seed whose first room has a tunnel known to be safe.
    let safe = (1..100u64).find_map(|seed| {
        let game = Classic::new(dodecahedron_rules(), seed);
        let view = game.view(SOLO);
        let o = odds(&view);
        let to = view.tunnels_here().iter().find(|&&t| o.death(t) == 0.0)?;
        Some((seed, view.label(*to).to_string()))
    });
    let Some((seed, to)) = safe else {
        panic!("no seed with a safe first move");
    };
    let mut input = format!("m {to}\n");
    if odds_typed {
        input.push_str("odds\n");
    }
    input.push_str("q\na\n");
    let text = transcript(&input, |io| {
        assert!(plain::run_kept(&rules, &kept(dir.path(), seed), io).is_ok());
    });
    let scores = match Scores::load(&dir.path().join("scores.jsonl")) {
        Ok(s) => s,
        Err(e) => panic!("scores: {e}\n{text}"),
    };
    match scores.last() {
        Some(s) => s.hints(),
        None => panic!("no score line\n{text}"),
    }
}

#[test]
fn a_game_whose_odds_were_asked_for_is_marked_in_the_scores() {
    assert!(abandoned_with(true));
    assert!(!abandoned_with(false));
}
