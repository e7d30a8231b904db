//! The classic smart bot's choices on fixed games, and its floors.

use std::sync::Arc;
use wumpus::ai::smart::classic::{Bot, explain};
use wumpus::config::{Source, from_sources};
use wumpus::engine::classic::{Classic, ClassicRules, Command};
use wumpus::engine::{AnyRules, Dice, Game, Player, SOLO};
use wumpus::sim::{SimSpec, run_with};

fn rules(id: &str) -> Arc<ClassicRules> {
    let config = from_sources(&[Source::builtin()]).expect("the built-in config loads");
    match &config.variant(id).expect("a built-in variant").rules {
        AnyRules::Classic(r) => r.clone(),
        _ => panic!("{id} is a classic variant"),
    }
}

/// The bot's first command in the sim's game `seed`.
fn first_command(id: &str, seed: u64) -> (Command, String) {
    let game = Classic::new(rules(id), seed);
    let mut bot = Bot::default();
    bot.begin();
    let mut dice = Dice::side_stream(seed, 1);
    let view = game.view(SOLO);
    let weighed = explain(&view);
    (bot.command(view, &mut dice), weighed)
}

#[test]
fn a_start_walled_in_by_a_draft_is_left_by_a_blind_shot_not_a_one_in_three_fall() {
    // Classic game 26 starts in room 17 with one pit next to it and nothing
    // else felt: each way out falls with chance 1/3. A blind arrow hits
    // with 1/4, and a miss leaves the player safe where they stand (the
    // woken wumpus avoids pits and is smelled before it can walk in). Of
    // the 623 games of the first 1,000 with no sure way out of the start
    // (examples/classic_diag), a look-ahead that walked sooner won 14
    // fewer, and one that kept its last two arrows 25 fewer.
    let (command, weighed) = first_command("classic", 26);
    assert!(weighed.contains("senses Senses { smell: 0, draft: 1, bats: 0"));
    assert!(
        matches!(command, Command::Shoot(_)),
        "{command:?} from\n{weighed}"
    );
}

#[test]
fn a_start_with_a_safe_tunnel_is_left_by_walking() {
    // Game 6 of the first 1,000 starts with nothing felt: every way out is
    // safe, and an arrow would only wake the wumpus.
    let (command, weighed) = first_command("classic", 6);
    assert!(weighed.contains("smell: 0, draft: 0, bats: 0"), "{weighed}");
    assert!(matches!(command, Command::Move(_)), "{command:?}");
}

#[test]
fn the_smart_bot_wins_most_fixed_yob1972_games_with_a_small_look_ahead() {
    // A small look-ahead keeps a debug build fast; the shipped bot wins
    // about 97 in 100 (docs/bots.md).
    let spec = SimSpec::<Classic> {
        rules: rules("yob1972"),
        bot: 0,
        games: 24,
        seed: 1,
        max_turns: 1000,
    };
    let report = run_with(&spec, "smart", || {
        let mut bot = Bot::default();
        bot.samples = 6;
        bot
    });
    assert!(report.wins >= 20, "{} of 24", report.wins);
    assert_eq!(report.tally.counts.last().copied(), Some(0), "capped games");
}

/// The floors of docs/bots.md, 4,000 games from seed 1 each (the games
/// `wumpus sim VARIANT --bot smart --games 4000 --seed 1` plays): `cargo
/// test --release --test it -- --ignored floors` (minutes). Classic stays
/// under the 96% issue 29 asks for; docs/bots.md says where it loses.
#[test]
#[ignore]
fn floors_classic_and_yob1972_keep_their_4000_game_win_counts() {
    for (id, floor) in [("classic", 3760), ("yob1972", 3840)] {
        let spec = SimSpec::<Classic> {
            rules: rules(id),
            bot: 0,
            games: 4000,
            seed: 1,
            max_turns: 1000,
        };
        let report = run_with(&spec, "smart", Bot::default);
        eprintln!("{id}: {} of 4000", report.wins);
        assert!(report.wins >= floor, "{id}: {} of 4000", report.wins);
    }
}
