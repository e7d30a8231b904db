//! Helpers for the record tests: shipped variants, recorded bot games, and
//! what two games must share to be the same game.

#![allow(dead_code)]

use wumpus::config::{Source, Variant, from_sources};
use wumpus::engine::{AnyRules, Dice, Game, SOLO, Seat};
use wumpus::record::{Flags, Recorder, Utc, VariantTag};

/// Every shipped variant, in menu order.
pub fn shipped() -> Vec<Variant> {
    from_sources(&[Source::builtin()])
        .expect("the shipped config loads")
        .variants
}

/// A shipped variant by id.
pub fn variant(id: &str) -> Variant {
    shipped()
        .into_iter()
        .find(|v| v.id == id)
        .unwrap_or_else(|| panic!("no shipped variant {id}"))
}

/// The seats a game of `rules` has.
pub fn seats(rules: &AnyRules) -> u8 {
    match rules {
        AnyRules::Hidden(r) => r.players,
        _ => 1,
    }
}

/// A bot game of `G` on `rules`, recorded: the game, its recorder, and the
/// events of every command as the game gave them.
pub fn play<G: Game>(
    variant: &Variant,
    seed: u64,
    max_turns: u32,
) -> (G, Recorder<G>, Vec<Vec<G::Event>>) {
    let rules = wumpus::record::rules::of::<G>(&variant.rules).expect("the variant's rule set");
    let mut game = G::new(rules, seed);
    let tag = VariantTag {
        id: variant.id.clone(),
        name: variant.name.clone(),
    };
    let flags = Flags {
        hand_seeded: seed.is_multiple_of(2),
        ..Flags::default()
    };
    let mut recorder = Recorder::new(&game, tag, flags, Utc::from_unix(1_776_161_730))
        .expect("a fresh game records");
    let mut dice = Dice::side_stream(seed, 77);
    let bot = (seed % G::BOTS.len().max(1) as u64) as usize;
    let mut history = Vec::new();
    while !game.is_over() && game.turn() < max_turns {
        let seat = game.to_act().unwrap_or(SOLO);
        let mut events = Vec::new();
        let mut done = false;
        for _ in 0..64 {
            let command = G::bot_command(bot, game.view(seat), &mut dice);
            if recorder.apply(&mut game, &command, &mut events).is_ok() {
                done = true;
                break;
            }
        }
        if !done {
            let command = G::fallback_command(game.view(seat), &mut dice);
            recorder
                .apply(&mut game, &command, &mut events)
                .expect("the fallback is never refused");
        }
        history.push(events);
    }
    (game, recorder, history)
}

/// Everything that tells two games apart: the whole state, every seat's
/// view, turn and outcome.
pub fn fingerprint<G: Game>(game: &G, seats: u8) -> Vec<String> {
    let mut out = vec![
        format!("{game:?}"),
        format!("turn {} outcome {:?}", game.turn(), game.outcome()),
    ];
    for s in 0..seats {
        out.push(format!("{:?}", game.view(Seat(s))));
    }
    out
}
