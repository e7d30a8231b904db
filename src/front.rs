//! One front per rule set between its engine and the screens, in small
//! role traits (`roles`): the words for its events (shared by the full
//! screen and plain mode), its panels and map, keys to commands (with
//! confirmations and live refusals), its rules in prose, its plain-mode
//! text, its marks and its hints. `Adapter` is all the roles together. The
//! app holds a game behind the object-safe `Front` and never asks which
//! rule set it is.

mod by_rules;
pub mod classic;
mod declared;
pub mod dump;
mod face;
pub mod grand_theft;
pub mod grenade;
pub mod hidden;
pub mod keep;
pub mod labyrinth;
pub mod look;
pub mod marks;
pub mod playback;
pub mod resume;
mod roles;
pub mod session;
pub mod table_map;
pub mod talk_lines;

pub use by_rules::{files, from_setup, open, rules_text, seat_named, seats, setup_form};
pub use declared::{keymap, legend, section_titles};
pub use face::{Front, HintsState, Input, Keep, Panes, PanesOf, Seen, TalkPane, View};
pub use keep::{Files, Keeper, Opening};
pub use look::Looks;
pub use playback::{Playback, playback};
pub use resume::{resume, take_save};
pub use roles::{
    Controls, Ending, Hinting, MarkRooms, Panels, PlainText, Plays, Rulebook, SeatPanels, SeatPlan,
    Talks, Words,
};
pub use session::Session;

use crate::engine::Game;
use crate::keymap::Keymap;
use crate::ui::theme::Theme;

/// What a key asks of the game, as the adapter understands it.
#[derive(Clone, Debug, PartialEq)]
pub enum Intent<C> {
    /// Nothing for the game (the adapter may have moved a cursor).
    Nothing,
    Command(C),
    /// Ask this question first; carry the command out on yes.
    Confirm(String, C),
    /// Nothing for the game, and the reason, in a line for the log.
    Refuse(String),
}

/// Which text prompt has the keyboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typing {
    /// An arrow path: labels typed, or rooms picked on the map.
    Path,
    /// A room label to walk to.
    Label,
    /// A free line of text (a public claim): every printable key is text.
    Text,
}

/// How a finished game is summed up on the game-over panel.
pub struct Summary {
    /// What happened, in a sentence ("You fell into a bottomless pit.").
    pub cause: String,
    /// The counts worth knowing ("3 turns · 2 of 5 arrows used").
    pub detail: String,
    /// Where the hidden things were, in words, when the map cannot say it
    /// all (empty when it can).
    pub truth: String,
}

/// Everything the screens draw with, besides the game.
pub struct Ui<'a> {
    pub theme: &'a Theme,
    pub keymap: &'a Keymap,
}

/// A rule set's front, all its roles together (`roles`): what the session,
/// the keeper, plain mode and the app ask for. Nothing implements it by
/// hand; a front that plays every role is one.
pub trait Adapter:
    Plays
    + Rulebook
    + Words
    + Controls
    + Panels
    + PlainText
    + MarkRooms
    + Hinting
    + Ending
    + Looks
    + Talks
{
}

impl<
    T: Plays
        + Rulebook
        + Words
        + Controls
        + Panels
        + PlainText
        + MarkRooms
        + Hinting
        + Ending
        + Looks
        + Talks,
> Adapter for T
{
}

pub type Cmd<A> = <<A as Plays>::Game as Game>::Command;
pub type Ev<A> = <<A as Plays>::Game as Game>::Event;
pub type Rules<A> = <<A as Plays>::Game as Game>::Rules;

/// Which adapter plays a rule set's games. Every rule set in
/// `engine::any`'s `rule_sets!` needs one.
#[diagnostic::on_unimplemented(
    message = "the rule set `{Self}` has no front adapter",
    label = "`{Self}` is in `rule_sets!` (src/engine/any.rs) but has no `impl Fronted`",
    note = "add `impl Fronted for {Self} {{ type Front = ...; }}` in its front module, src/front/<rule set>.rs, with its role impls"
)]
pub trait Fronted: Game {
    type Front: Adapter<Game = Self>;
}

/// The key to a map of rule set `A`: its own marks, and around them the
/// common ones when it is a graph map.
pub fn legend_of<A: Adapter>() -> Vec<(&'static str, &'static str)> {
    let mut own = A::LEGEND.to_vec();
    own.extend(A::MARKS.map(|m| m.key));
    if A::GRAPH {
        crate::ui::legend::graph(&own)
    } else {
        own
    }
}
