//! What a position is worth to the humans, for look-aheads cut short: the
//! share of games the baseline bots went on to win from positions with as
//! many living humans, arrows among them and living Wumpuses, measured
//! once per set of rules on practice games of the bots' own (fixed seeds,
//! so every run agrees), and kept.

use crate::engine::hidden::{Hidden, HiddenOutcome, HiddenRules, Role};
use crate::engine::{Dice, Game};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Practice games per set of rules: about 70 ms, once.
const GAMES: u64 = 1000;
/// Games' worth of the prior a thinly seen position is pulled towards.
const PRIOR: f64 = 4.0;

type Key = (u8, u8, u8);

#[derive(Debug, Default)]
pub struct Table {
    seen: HashMap<Key, (f64, f64)>,
}

static TABLES: Mutex<Vec<(HiddenRules, Arc<Table>)>> = Mutex::new(Vec::new());

/// The table for `rules`, measured at its first use.
pub fn table(rules: &HiddenRules) -> Arc<Table> {
    let mut tables = match TABLES.lock() {
        Ok(t) => t,
        Err(poisoned) => poisoned.into_inner(),
    };
    if let Some((_, t)) = tables.iter().find(|(r, _)| same_game(r, rules)) {
        return t.clone();
    }
    let t = Arc::new(Table::measure(rules));
    tables.push((rules.clone(), t.clone()));
    t
}

/// Only the knobs the game's course depends on (not names or who is a bot).
fn same_game(a: &HiddenRules, b: &HiddenRules) -> bool {
    (
        a.players,
        a.wumpus_players,
        a.arrows,
        a.arrow_range,
        a.pits,
        a.bats,
    ) == (
        b.players,
        b.wumpus_players,
        b.arrows,
        b.arrow_range,
        b.pits,
        b.bats,
    )
}

impl Table {
    fn measure(rules: &HiddenRules) -> Table {
        let rules = Arc::new(rules.clone());
        let mut seen: HashMap<Key, (f64, f64)> = HashMap::new();
        let mut keys = Vec::new();
        let mut events = Vec::new();
        for seed in 0..GAMES {
            let mut game = Hidden::new(rules.clone(), 0x5eed_0000 + seed);
            let mut dice = Dice::side_stream(seed, 7);
            keys.clear();
            let mut turn = 0;
            for _ in 0..2000 {
                let Some(seat) = game.to_act() else { break };
                let view = game.view(seat);
                if view.turn != turn {
                    turn = view.turn;
                    keys.push(key(&game));
                }
                let command = Hidden::bot_command(0, view, &mut dice);
                events.clear();
                if game.apply(&command, &mut events).is_err() {
                    events.clear();
                    let _ = game.apply(
                        &Hidden::fallback_command(game.view(seat), &mut dice),
                        &mut events,
                    );
                }
            }
            let won = match game.outcome() {
                Some(HiddenOutcome::Humans) => 1.0,
                Some(HiddenOutcome::Wumpuses) => 0.0,
                None => 0.5,
            };
            for k in &keys {
                let e = seen.entry(*k).or_default();
                e.0 += won;
                e.1 += 1.0;
            }
        }
        Table { seen }
    }

    /// The humans' chance from the position of `game` (a world a bot drew:
    /// its truth is the draw, never the real game's).
    pub fn humans(&self, game: &Hidden) -> f64 {
        if let Some(o) = game.outcome() {
            return if o == HiddenOutcome::Humans { 1.0 } else { 0.0 };
        }
        let k = key(game);
        let prior = prior(k);
        let (wins, n) = self.seen.get(&k).copied().unwrap_or_default();
        (wins + PRIOR * prior) / (n + PRIOR)
    }
}

/// Living humans, their arrows, living Wumpuses.
fn key(game: &Hidden) -> Key {
    let truth = game.reveal();
    let (mut humans, mut arrows, mut wumpi) = (0u8, 0u8, 0u8);
    for (s, role) in truth.roles().iter().enumerate() {
        if !truth.alive().get(s).copied().unwrap_or(false) {
            continue;
        }
        match role {
            Role::Human => {
                humans += 1;
                arrows = arrows.saturating_add(truth.arrows().get(s).copied().unwrap_or(0));
            }
            Role::Wumpus => wumpi += 1,
        }
    }
    (humans, arrows, wumpi)
}

/// Before any games: more arrows per Wumpus, better.
fn prior((humans, arrows, wumpi): Key) -> f64 {
    if wumpi == 0 {
        1.0
    } else if humans == 0 || arrows == 0 {
        0.0
    } else {
        f64::from(arrows) / f64::from(arrows + 3 * wumpi)
    }
}
