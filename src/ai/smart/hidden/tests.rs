//! The smart seats against the baseline's on fixed games, the worlds they
//! draw, and their honesty.

use super::Bot;
use super::world::Sampler;
use crate::engine::hidden::{
    Hidden, HiddenCommand, HiddenRules, Parts, Placement, ROOMS, Role, Senses, read_claim,
};
use crate::engine::{Dice, Game, Player, Reference, Seat};
use std::sync::Arc;

/// The humans' wins in games `seeds` of the default rules, every seat's
/// command from `bot`.
fn humans_win(seeds: std::ops::Range<u64>, bot: &mut dyn Player<Hidden>) -> u32 {
    let rules = Arc::new(HiddenRules::default());
    let mut wins = 0;
    let mut events = Vec::new();
    for seed in seeds {
        let mut game = Hidden::new(rules.clone(), seed);
        let mut dice = Dice::side_stream(seed, 1);
        for _ in 0..1000 {
            let Some(seat) = game.to_act() else { break };
            let command = bot.command(game.view(seat), &mut dice);
            events.clear();
            if game.apply(&command, &mut events).is_err() {
                let _ = game.apply(&HiddenCommand::Stay, &mut events);
            }
        }
        wins += u32::from(
            game.outcome()
                .is_some_and(|o| o == crate::engine::hidden::HiddenOutcome::Humans),
        );
    }
    wins
}

const DUEL: std::ops::Range<u64> = 1..121;

#[test]
fn smart_humans_win_more_games_than_the_baseline_humans() {
    let baseline = humans_win(DUEL, &mut Reference(0));
    let smart = humans_win(DUEL, &mut Bot::lineup("smart-humans").expect("a line-up"));
    assert!(
        smart >= baseline + 5,
        "smart {smart}, baseline {baseline} of {}",
        DUEL.end - 1
    );
}

#[test]
fn a_smart_wumpus_wins_more_games_than_the_baseline_wumpus() {
    let baseline = humans_win(DUEL, &mut Reference(0));
    let smart = humans_win(DUEL, &mut Bot::lineup("smart-wumpus").expect("a line-up"));
    assert!(
        smart + 5 <= baseline,
        "humans beat the smart Wumpus {smart} times, the baseline {baseline}"
    );
}

/// A table of four: seat 0 a human in room 1, no hazards; the Wumpus
/// (seat `wumpus`) and the other humans in `rooms`, all far from room 1.
fn table(wumpus: usize, rooms: [u8; 3]) -> Hidden {
    let mut rules = HiddenRules {
        bots: 0,
        ..HiddenRules::default()
    };
    rules.reseat();
    let mut roles = vec![Role::Human; 4];
    roles[wumpus] = Role::Wumpus;
    let placement = Placement {
        roles,
        rooms: vec![1, rooms[0], rooms[1], rooms[2]],
        pits: vec![],
        bats: vec![],
        first: Seat(0),
    };
    Hidden::from_placement(Arc::new(rules), &placement, Dice::new(1))
}

#[test]
fn the_smart_bot_chooses_alike_in_games_its_seat_cannot_tell_apart() {
    // Seat 0 smells nothing in either game; only where the others are,
    // and who the Wumpus is, differ.
    let mut a = table(2, [11, 20, 15]);
    let mut b = table(3, [13, 16, 19]);
    let mut events = Vec::new();
    for g in [&mut a, &mut b] {
        g.apply(&HiddenCommand::Claim("I am human.".into()), &mut events)
            .expect("seat 0 may claim");
    }
    assert_eq!(
        format!("{:?}", a.view(Seat(0))),
        format!("{:?}", b.view(Seat(0)))
    );
    for seed in 0..4 {
        let mine = Bot::default().command(a.view(Seat(0)), &mut Dice::new(seed));
        let theirs = Bot::default().command(b.view(Seat(0)), &mut Dice::new(seed));
        assert_eq!(mine, theirs, "dice {seed}");
    }
}

#[test]
fn a_drawn_world_gives_the_seat_what_it_knows() {
    let rules = Arc::new(HiddenRules::default());
    let mut events = Vec::new();
    for seed in 1..6 {
        let mut game = Hidden::new(rules.clone(), seed);
        let mut dice = Dice::side_stream(seed, 1);
        // Some turns of the baseline, then the world of the seat to act.
        for _ in 0..12 {
            let Some(seat) = game.to_act() else { break };
            let command = Hidden::bot_command(0, game.view(seat), &mut dice);
            events.clear();
            let _ = game.apply(&command, &mut events);
        }
        let Some(seat) = game.to_act() else { continue };
        let view = game.view(seat);
        let sampler = Sampler::new(view);
        for k in 0..10 {
            let parts: Parts = sampler.draw(&mut Dice::new(k)).expect("the truth fits");
            let world = Hidden::from_parts(&view, &parts, Dice::new(k));
            let truth = world.reveal();
            for h in view.notebook {
                if let crate::engine::hidden::Happening::Sensed { room, adjacent, .. } = h {
                    assert_eq!(truth.adjacent(*room), *adjacent, "seed {seed}, room {room}");
                }
            }
            let next = truth.adjacent(view.room);
            let near = |rooms: &[u8]| next.iter().any(|a| rooms.contains(a));
            let senses: Senses = view.senses;
            assert_eq!(near(&truth.pits()), senses.pit, "seed {seed}: the breeze");
            assert_eq!(
                near(&truth.bats()),
                senses.bats,
                "seed {seed}: the flapping"
            );
            assert_eq!(world.view(seat).notebook, view.notebook);
            assert!(parts.rooms.iter().all(|r| (1..=ROOMS as u8).contains(r)));
        }
    }
}

/// Seat 0's claim and then its act, the smart bot playing it in `game`.
fn claim_then_act(mut game: Hidden, seed: u64) -> ((u8, bool), HiddenCommand) {
    let mut bot = Bot::default();
    let mut dice = Dice::new(seed);
    let HiddenCommand::Claim(text) = bot.command(game.view(Seat(0)), &mut dice) else {
        panic!("a smart seat claims first");
    };
    let named = read_claim(&text).expect("the claim names a room");
    let mut events = Vec::new();
    game.apply(&HiddenCommand::Claim(text), &mut events)
        .expect("seat 0 may claim");
    (named, bot.command(game.view(Seat(0)), &mut dice))
}

#[test]
fn a_smart_seat_claims_the_room_it_then_walks_into() {
    for seed in 0..4 {
        // Seat 0 a human in room 1, then the Wumpus in room 1.
        for (wumpus, stench) in [(2, false), (0, true)] {
            let ((room, said_stench), act) = claim_then_act(table(wumpus, [11, 20, 15]), seed);
            let to = match act {
                HiddenCommand::Move(to) => to,
                HiddenCommand::Stay => 1,
                other => panic!("seed {seed}: a walk, not {other:?}"),
            };
            assert_eq!(room, to, "seed {seed}, Wumpus seat {wumpus}");
            // Only the Wumpus's claim is a stench: the human smells none.
            assert_eq!(said_stench, stench, "seed {seed}, Wumpus seat {wumpus}");
        }
    }
}

#[test]
fn a_smart_human_says_its_stench_where_it_smelt_it() {
    for seed in 0..4 {
        // Seat 0, a human in room 1; the Wumpus (seat 2) two rooms away at
        // most, in room 2.
        let game = table(2, [11, 2, 15]);
        let view = game.view(Seat(0));
        assert!(view.senses.stench, "the human smells the Wumpus");
        let mut bot = Bot::default();
        let HiddenCommand::Claim(text) = bot.command(view, &mut Dice::new(seed)) else {
            panic!("a smart seat claims first");
        };
        let lower = text.to_ascii_lowercase();
        assert!(lower.contains("stench"), "seed {seed}: {text}");
        assert!(
            lower.contains("room 1:") || lower.contains("room 1!"),
            "seed {seed}: the stench is told where it was smelt: {text}"
        );
    }
}

/// The claim's words with its room numbers taken out: its form.
fn form(text: &str) -> String {
    text.chars().filter(|c| !c.is_ascii_digit()).collect()
}

/// A person reading the log cannot tell the smart Wumpus by its words:
/// its lie has the form of a smelling human's true claim, and the bots
/// still read the stench at the room it walks into.
#[test]
fn a_smart_wumpus_lies_in_a_smelling_humans_words() {
    for seed in 0..4 {
        // Seat 0 the Wumpus in room 1.
        let mut game = table(0, [11, 20, 15]);
        let mut bot = Bot::default();
        let mut dice = Dice::new(seed);
        let HiddenCommand::Claim(lie) = bot.command(game.view(Seat(0)), &mut dice) else {
            panic!("a smart seat claims first");
        };
        let mut events = Vec::new();
        game.apply(&HiddenCommand::Claim(lie.clone()), &mut events)
            .expect("seat 0 may claim");
        let to = match bot.command(game.view(Seat(0)), &mut dice) {
            HiddenCommand::Move(to) => to,
            HiddenCommand::Stay => 1,
            other => panic!("seed {seed}: a walk, not {other:?}"),
        };
        assert_eq!(read_claim(&lie), Some((to, true)), "seed {seed}: {lie}");

        // Seat 0 a human in room 1 who smells the Wumpus (seat 2, room 2).
        let game = table(2, [11, 2, 15]);
        let HiddenCommand::Claim(truth) =
            Bot::default().command(game.view(Seat(0)), &mut Dice::new(seed))
        else {
            panic!("a smart seat claims first");
        };
        assert_eq!(form(&lie), form(&truth), "seed {seed}: {lie} / {truth}");
    }
}
