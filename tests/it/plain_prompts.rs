//! Plain mode's prompts take what they ask for and nothing else: a blank
//! line at a command prompt is ignored (every rule set); text typed at a
//! hand-off is not taken for Enter; a bot's turn asks for no key. And
//! Grand Theft's `odds` gives the figures the screen gives, in its words.

use crate::{driver, transcript};

use std::sync::Arc;
use transcript::transcript;
use wumpus::config::{self, Source};
use wumpus::engine::hidden::HiddenRules;
use wumpus::front::hidden::HiddenUi;
use wumpus::plain;

fn builtin_rules(id: &str) -> wumpus::engine::AnyRules {
    let config = config::from_sources(&[Source::builtin()]).expect("the built-in config");
    config
        .variant(id)
        .expect("a built-in variant")
        .rules
        .clone()
}

#[test]
fn a_blank_line_at_a_command_prompt_is_ignored_in_every_rule_set() {
    for id in ["classic", "grenade", "grand-theft", "labyrinth", "hidden"] {
        let rules = builtin_rules(id);
        // Enter at a hand-off (hidden), then blank lines at the prompt.
        let text = transcript("\n\n  \n\n", |io| {
            assert!(plain::run(&rules, id, 7, false, io).is_ok());
        });
        assert!(!text.contains("understand"), "{id}:\n{text}");
        assert!(!text.contains("\"\""), "{id}:\n{text}");
        assert!(text.contains("Goodbye."), "{id}:\n{text}");
    }
}

/// Hidden rules with `people` persons (the first seats) among `players`.
fn hidden_rules(players: u8, people: u8) -> Arc<HiddenRules> {
    let mut r = HiddenRules {
        players,
        bots: players - people,
        ..HiddenRules::default()
    };
    r.names = ["Ann", "Bea"]
        .iter()
        .take(usize::from(people))
        .map(|s| s.to_string())
        .collect();
    r.reseat();
    Arc::new(r)
}

#[test]
fn text_typed_at_a_hand_off_is_not_taken_for_enter() {
    let text = transcript("hello\n\nw\n", |io| {
        let played = plain::play::<HiddenUi>("Hidden Wumpus", hidden_rules(4, 1), 3, false, io);
        assert!(played.is_ok());
    });
    let typed = text
        .find("\"hello\" is not read here")
        .unwrap_or_else(|| panic!("the prompt says what it wants:\n{text}"));
    let told = text.find("Ann: you are").expect("Ann's turn, after Enter");
    assert!(typed < told, "nothing of Ann's before her Enter:\n{text}");
    // Asked again, then Enter alone lifts it.
    let asked = text.matches("Pass the keyboard to Ann.").count();
    assert!(asked >= 2, "{text}");
}

#[test]
fn a_bots_turn_in_plain_hidden_asks_for_no_key() {
    // Only persons' turns read a line: each a hand-off Enter and a `w`.
    let mut input = String::new();
    for _ in 0..6 {
        input.push_str("\nw\n");
    }
    let text = transcript(&input, |io| {
        let played = plain::play::<HiddenUi>("Hidden Wumpus", hidden_rules(4, 1), 3, false, io);
        assert!(played.is_ok());
    });
    let bot_turns = (text.lines())
        .filter(|l| l.contains("— Bot") && l.ends_with("'s turn —"))
        .count();
    let hand_offs = text.matches("Pass the keyboard to Ann.").count();
    assert!(bot_turns >= 6, "bots played their turns:\n{text}");
    assert!(hand_offs >= 3, "{text}");
    assert!(!text.contains("press Enter>"), "{text}");
    // Every line read was Ann's: no bot's turn waited for one.
    assert!(!text.contains("understand"), "{text}");
}

/// The street lines of plain `odds`: "  to node 7: wumpus 0% · gang 12% · cops 0%".
fn street_odds(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with("  to node ") && l.contains("cops "))
        .filter_map(|l| l.split_once(": ").map(|(_, odds)| odds.to_string()))
        .collect()
}

#[test]
fn grand_theft_plain_odds_give_the_screens_figures_in_its_words() {
    for seed in [3, 5, 11] {
        let rules = builtin_rules("grand-theft");
        let text = transcript("odds\n", |io| {
            assert!(plain::run(&rules, "grand-theft", seed, false, io).is_ok());
        });
        assert!(text.contains("Streets from node "), "a header:\n{text}");
        assert!(!text.contains("room "), "nodes, not rooms:\n{text}");
        let streets = street_odds(&text);
        assert!(!streets.is_empty(), "{text}");
        // The start has no clue: no street from it has cops.
        for odds in &streets {
            assert!(odds.ends_with("cops 0%"), "{odds}\n{text}");
        }
        let mut app = driver::variant_app("grand-theft", seed);
        driver::type_text(&mut app, "h");
        let screen = driver::render(&mut app, 160, 48);
        for odds in &streets {
            assert!(
                screen.contains(odds.as_str()),
                "{odds:?} not on screen:\n{screen}"
            );
        }
    }
}
