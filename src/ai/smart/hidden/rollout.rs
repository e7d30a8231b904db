//! Flat Monte Carlo over sampled worlds: each candidate command is played
//! in the same worlds with the same dice (so that the candidates differ
//! by what they do, not by luck), the rest of the round by the baseline
//! bots, and the position then scored by `value` for the seat's side.
//! A round, not the whole game: what a command changes shows in the next
//! round (a death, a kill, a Wumpus's answer), and the rest of a game
//! played out adds more noise than signal at the worlds a move can afford.

use super::value::Table;
use super::world::Sampler;
use crate::engine::hidden::{Hidden, HiddenCommand, Role};
use crate::engine::{Dice, Game};

/// Commands a look-ahead plays at most (a round takes about ten).
const HORIZON: u32 = 60;

/// Per candidate (commands played in turn): the seat's side's mean chance over `worlds` worlds
/// drawn by `sampler` (a candidate the game refuses scores -1).
pub fn scores(
    sampler: &Sampler<'_>,
    table: &Table,
    candidates: &[Vec<HiddenCommand>],
    worlds: usize,
    dice: &mut Dice,
) -> Vec<f64> {
    let view = sampler.view();
    let role = view.role;
    // Seat turns in a round: every living seat once.
    let round = view.seats.iter().filter(|p| p.alive).count() as u32;
    let mut total = vec![0.0; candidates.len()];
    let mut played = 0usize;
    let mut events = Vec::new();
    for _ in 0..worlds {
        let seed = (u64::from(dice.below(u32::MAX)) << 16) | u64::from(dice.below(1 << 16));
        let mut draw = Dice::side_stream(seed, 1);
        let Some(parts) = sampler.draw(&mut draw) else {
            continue;
        };
        let base = Hidden::from_parts(view, &parts, Dice::side_stream(seed, 2));
        played += 1;
        'plays: for (c, play) in candidates.iter().enumerate() {
            let mut game = base.clone();
            let mut bots = Dice::side_stream(seed, 3);
            for command in play {
                events.clear();
                if game.apply(command, &mut events).is_err() {
                    total[c] -= 1.0;
                    continue 'plays;
                }
            }
            play_round(&mut game, view.turn + round, &mut bots);
            let humans = table.humans(&game);
            total[c] += match role {
                Role::Human => humans,
                Role::Wumpus => 1.0 - humans,
            };
        }
    }
    let played = played.max(1) as f64;
    total.into_iter().map(|t| t / played).collect()
}

/// The baseline bots play on until seat turn `until` begins.
fn play_round(game: &mut Hidden, until: u32, dice: &mut Dice) {
    let mut events = Vec::new();
    for _ in 0..HORIZON {
        let Some(seat) = game.to_act() else { return };
        let view = game.view(seat);
        if view.turn >= until {
            return;
        }
        let command = Hidden::bot_command(0, view, dice);
        events.clear();
        if game.apply(&command, &mut events).is_err() {
            events.clear();
            let _ = game.apply(&HiddenCommand::Stay, &mut events);
        }
    }
}
