//! The contract every rule set meets. The app, the simulator, plain mode and
//! the conformance tests speak only this; a rule set's own types stay in its
//! module.

use super::cave::Cave;
use super::dice::Dice;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt::{Debug, Display};
use std::sync::Arc;

/// A player's chair. Every rule set but `hidden` has one seat, `Seat(0)`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seat(pub u8);

/// The one seat of a single-player game.
pub const SOLO: Seat = Seat(0);

/// How a game ended. `ALL` lists every ending in the order of docs/rules.md,
/// Reference bots: outcome keys;
/// `key` is the simulator's outcome key.
pub trait Outcome: Copy + Debug + Eq + Send + Sync + 'static {
    const ALL: &'static [Self];
    fn key(self) -> &'static str;
    /// This outcome's place in `ALL`.
    fn index(self) -> usize;
    /// True when the player (or, with seats, the player's side) won.
    fn is_win(self) -> bool;
}

/// One rule set's game: a pure function of (rules, seed, commands).
///
/// - `apply` either carries a command out, appending what happened to `out`,
///   or refuses it and changes nothing at all (not even the dice).
/// - `new(rules, seed)` and `restart(seed)` give equal games; the same rules,
///   seed and commands give the same events on every machine.
/// - `view(seat)` is everything that seat may know, and its `Debug` prints
///   exactly that: two games the player cannot tell apart print the same.
/// - `reveal()` is the one door to hidden state: for cheat mode, game over
///   and replays, never for a screen, hint or bot in play.
pub trait Game: Clone + Debug + Send + Sync + Sized + 'static {
    /// The rule set's word in the config (`rules = "classic"`).
    const RULE_SET: &'static str;
    /// The reference bots of this rule set, by name (docs/rules.md, Reference
    /// bots).
    const BOTS: &'static [&'static str];

    /// `InAnyRules`: the rules go into a record's `AnyRules` and back.
    type Rules: Clone
        + Debug
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static
        + super::InAnyRules;
    type Command: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static;
    type Event: Clone + Debug + PartialEq + Send + Sync + 'static;
    type Refusal: Clone + Debug + PartialEq + Display + Send + Sync + 'static;
    type Outcome: Outcome;
    type View<'a>: Copy + Debug
    where
        Self: 'a;
    type Reveal<'a>: Copy
    where
        Self: 'a;

    fn new(rules: Arc<Self::Rules>, seed: u64) -> Self;
    /// The game `new(rules, seed)` would give, reusing this one's memory.
    fn restart(&mut self, seed: u64);
    fn apply(
        &mut self,
        command: &Self::Command,
        out: &mut Vec<Self::Event>,
    ) -> Result<(), Self::Refusal>;
    fn view(&self, seat: Seat) -> Self::View<'_>;
    /// The seat whose command comes next; `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;
    fn outcome(&self) -> Option<Self::Outcome>;
    /// Commands carried out so far (refusals do not count).
    fn turn(&self) -> u32;
    fn reveal(&self) -> Self::Reveal<'_>;
    fn rules(&self) -> &Arc<Self::Rules>;
    fn seed(&self) -> u64;

    /// What reference bot `bot` (an index into `BOTS`) does next, reading
    /// only `view` and drawing only from `dice`.
    fn bot_command(bot: usize, view: Self::View<'_>, dice: &mut Dice) -> Self::Command;
    /// A command the rules never refuse in `view`, for a bot refused many
    /// times in a row (the simulator lets a bot draw again after a refusal,
    /// since a refusal costs nothing, but never forever).
    fn fallback_command(view: Self::View<'_>, dice: &mut Dice) -> Self::Command;

    /// The cave of rooms and tunnels a game of `rules` with `seed` plays
    /// in, for `wumpus cave`, and whether the seed drew it (generated, or
    /// its labels shuffled); `None`: this rule set has no such cave (a
    /// grid, a city). Every rule set answers, so a new one with a cave is
    /// printed as soon as it says so, and one that forgets does not build.
    fn cave_of(rules: &Arc<Self::Rules>, seed: u64) -> Option<(Arc<Cave>, bool)>;

    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }
}

/// The `impl Game` of a one-seat rule set whose state has inherent `new`,
/// `restart` and `apply`, keeps `rules`, `seed`, `ending` and a turn
/// counter, and builds its `View` and `Reveal` with `new(&game)`: the
/// forwarding is written here once. The rule set gives its word, its bots,
/// its types and its turn counter, then its own items (the bots):
///
/// ```ignore
/// solo_game! {
///     impl Game for Grenade {
///         rule_set: "grenade", bots: &["random"], turn: turn,
///         types: GrenadeRules, Command, Event, Refusal, Ending, View, Reveal;
///         fn bot_command(..) -> Command { .. }
///         fn fallback_command(..) -> Command { .. }
///     }
/// }
/// ```
macro_rules! solo_game {
    (impl Game for $game:ident {
        rule_set: $word:literal, bots: $bots:expr, turn: $turn:ident,
        types: $rules:ty, $command:ty, $event:ty, $refusal:ty, $outcome:ty,
            $view:ident, $reveal:ident;
        $($own:tt)*
    }) => {
        impl $crate::engine::game::Game for $game {
            const RULE_SET: &'static str = $word;
            const BOTS: &'static [&'static str] = $bots;

            type Rules = $rules;
            type Command = $command;
            type Event = $event;
            type Refusal = $refusal;
            type Outcome = $outcome;
            type View<'a> = $view<'a>;
            type Reveal<'a> = $reveal<'a>;

            fn new(rules: ::std::sync::Arc<$rules>, seed: u64) -> $game {
                $game::new(rules, seed)
            }

            fn restart(&mut self, seed: u64) {
                $game::restart(self, seed);
            }

            fn apply(&mut self, command: &$command, out: &mut Vec<$event>) -> Result<(), $refusal> {
                $game::apply(self, command, out)
            }

            fn view(&self, _seat: $crate::engine::game::Seat) -> $view<'_> {
                $view::new(self)
            }

            fn to_act(&self) -> Option<$crate::engine::game::Seat> {
                self.ending.is_none().then_some($crate::engine::game::SOLO)
            }

            fn outcome(&self) -> Option<$outcome> {
                self.ending
            }

            fn turn(&self) -> u32 {
                self.$turn
            }

            fn reveal(&self) -> $reveal<'_> {
                $reveal::new(self)
            }

            fn rules(&self) -> &::std::sync::Arc<$rules> {
                &self.rules
            }

            fn seed(&self) -> u64 {
                self.seed
            }

            $($own)*
        }
    };
}
pub(crate) use solo_game;
