//! Every classic event in words, in one place (the screen and plain mode
//! both read it), so rewording never changes a game. The exact messages are
//! those of docs/rules.md, Classic (and seed 000's, where it gives them).

use super::{ClassicUi, view};
use crate::engine::classic::{Classic, Command, Ending, Event, Hazard, Secret, Senses, View};
use crate::engine::{Game, Outcome, RoomId};
use crate::front::{Summary, Words};
use crate::words::{Tone, count};

/// A move to a label that is no room: the 1972 game's "Not possible", then
/// why (the screen's move prompt and plain mode say the same).
pub fn no_room_to_move_to(label: &str) -> String {
    format!("Not possible: there is no room {label:?}.")
}

/// A move to a room that is not next to the player's: the 1972 game's
/// "Not possible", then why.
pub fn not_next_to(view: &View<'_>, room: RoomId) -> String {
    if room == view.here() {
        return format!("Not possible: you are in room {}.", view.label(room));
    }
    format!(
        "Not possible: room {} is not next to room {}.",
        view.label(room),
        view.label(view.here())
    )
}

/// NetBSD's words for a move into the rock (`wall_bump = "bsd"`).
pub const HIT_WALL: &str = "*Oof!* (You hit the wall)";
pub const COMMENTS_WAKE_WUMPUS: &str = "Your colorful comments awaken the wumpus!";
pub const SMELL: &str = "I smell a Wumpus!";
pub const DRAFT: &str = "I feel a draft";
pub const BATS_NEARBY: &str = "Bats nearby!";
pub const CHEWING: &str = "I hear chewing";
pub const WON: &str = "Hee hee hee - the Wumpus'll getcha next time!!";
pub const LOST: &str = "Ha ha ha - you lose!";

/// The warning lines for this turn, one per hazard as the rules count them.
pub fn sense_lines(senses: Senses) -> Vec<&'static str> {
    let mut lines = Vec::new();
    lines.extend(std::iter::repeat_n(SMELL, usize::from(senses.smell)));
    lines.extend(std::iter::repeat_n(DRAFT, usize::from(senses.draft)));
    lines.extend(std::iter::repeat_n(BATS_NEARBY, usize::from(senses.bats)));
    lines.extend(std::iter::repeat_n(CHEWING, usize::from(senses.chewing)));
    lines
}

/// The words for one event; `None` for events the player does not see
/// (secrets outside cheat mode, and bookkeeping events).
pub fn event_line(event: &Event, view: &View<'_>, cheat: bool) -> Option<(Tone, String)> {
    let line = |tone, text: &str| Some((tone, text.to_string()));
    match event {
        Event::Walked(_) => None,
        Event::HitWall => line(Tone::Warning, HIT_WALL),
        Event::CommentsWakeWumpus => line(Tone::Danger, COMMENTS_WAKE_WUMPUS),
        Event::Bumped => line(Tone::Warning, "...Oops! Bumped a Wumpus!"),
        Event::EatenInItsRoom | Event::WumpusWalkedIn => {
            line(Tone::Danger, "Tsk tsk tsk - Wumpus got you!")
        }
        Event::FellInPit => line(Tone::Danger, "YYYIIIIEEEE . . . fell in a pit"),
        // The player stays in the pit's room: nothing says they climbed out.
        Event::GrabbedOutcrop => line(Tone::Warning, "...you grab a rocky outcrop"),
        Event::Snatched => line(
            Tone::Warning,
            "Zap--Super Bat snatch! Elsewhereville for you!",
        ),
        Event::BatsGaveUp => line(
            Tone::Warning,
            "The bats tire of you and drop you somewhere quiet.",
        ),
        Event::TermitesAteArrow => line(Tone::Warning, "Termites ate one of your arrows!"),
        Event::BowstringBroke => line(Tone::Info, "Your bowstring breaks!"),
        Event::WumpusStayed => line(
            Tone::Danger,
            "The bats dropped you in the Wumpus's room, and it stayed. Tsk tsk tsk - Wumpus got you!",
        ),
        Event::GroundShook => line(Tone::Warning, "The ground shakes!"),
        Event::WingsInTheDistance => line(Tone::Info, "You hear wings in the distance."),
        Event::WumpusShot => line(Tone::Good, "Aha! You got the Wumpus!"),
        Event::AllWumpiDead => None,
        Event::ShotSelf => line(Tone::Danger, "Ouch! Arrow got you!"),
        Event::Missed => line(Tone::Info, "Missed!"),
        Event::OutOfArrows => line(Tone::Danger, "You've run out of arrows!"),
        Event::GameOver(ending) => Some(ending_line(*ending)),
        Event::Secret(secret) => cheat.then(|| (Tone::Secret, secret_line(secret, view))),
    }
}

pub fn ending_line(ending: Ending) -> (Tone, String) {
    if ending.is_win() {
        (Tone::Good, WON.to_string())
    } else {
        (Tone::Danger, LOST.to_string())
    }
}

/// How a game ended, in a sentence for the game-over screen. `last` is
/// the final command's events: a bat drop makes a different story.
pub fn ending_cause(ending: Ending, last: &[Event]) -> &'static str {
    let dropped = last.contains(&Event::Snatched);
    let woken = last.contains(&Event::CommentsWakeWumpus);
    match ending {
        Ending::EatenMoving if woken => {
            "You hit the wall; your comments woke the Wumpus, and it walked into your room."
        }
        Ending::Pit if dropped => "The bats dropped you into a bottomless pit.",
        Ending::EatenBump if dropped => {
            "The bats dropped you in the Wumpus's room, and it ate you."
        }
        Ending::Won => "You shot the Wumpus.",
        Ending::Pit => "You fell into a bottomless pit.",
        Ending::EatenBump => "You walked into the Wumpus, and it ate you.",
        Ending::EatenMoving => {
            "The Wumpus ate you: it walked into your room, or the bats dropped you where it was."
        }
        Ending::OwnArrow => "Your own arrow came round and hit you.",
        Ending::OutOfArrows => "You ran out of arrows.",
    }
}

fn secret_line(secret: &Secret, view: &View<'_>) -> String {
    match *secret {
        Secret::WumpusWoke { wumpus } => format!("[cheat] wumpus {} wakes up", wumpus + 1),
        Secret::WumpusMoved { wumpus, from, to } => format!(
            "[cheat] wumpus {} moves from {} to {}",
            wumpus + 1,
            view.label(from),
            view.label(to)
        ),
        Secret::DroppedIn(room) => format!("[cheat] the bats drop you in {}", view.label(room)),
        Secret::ArrowEntered { room, random } => format!(
            "[cheat] the arrow flies into {}{}",
            view.label(room),
            if random { " (random tunnel)" } else { "" }
        ),
        Secret::HazardMoved { hazard, from, to } => format!(
            "[cheat] {} from {} to {}",
            match hazard {
                Hazard::Pit => "a pit moves",
                Hazard::Bats => "bats move",
                Hazard::Termites => "termites move",
            },
            view.label(from),
            view.label(to)
        ),
    }
}

impl Words for ClassicUi {
    fn event_line(game: &Classic, event: &Event, cheat: bool) -> Option<(Tone, String)> {
        event_line(event, &view(game), cheat)
    }

    /// The screen log's words: the plain words, and where bats dropped the
    /// player (they see the room they land in; plain mode describes it anyway).
    fn log_line(game: &Classic, event: &Event, cheat: bool) -> Option<(Tone, String)> {
        let view = &view(game);
        match event {
            Event::Secret(Secret::DroppedIn(room)) => Some((
                Tone::Warning,
                format!("The bats drop you in room {}.", view.label(*room)),
            )),
            _ => event_line(event, view, cheat),
        }
    }

    /// What the player did, when the events alone would not say it.
    fn command_line(game: &Classic, command: &Command) -> Option<(Tone, String)> {
        match command {
            Command::Shoot(path) => {
                let v = view(game);
                let rooms: Vec<&str> = path.rooms().iter().map(|&r| v.label(r)).collect();
                Some((Tone::Info, format!("You shoot: {}", rooms.join(" › "))))
            }
            _ => None,
        }
    }

    fn arrival(game: &Classic) -> Vec<(Tone, String)> {
        let v = view(game);
        let mut out = vec![(
            Tone::Info,
            format!("You are in room {}.", v.label(v.here())),
        )];
        out.extend(
            sense_lines(v.senses())
                .into_iter()
                .map(|s| (Tone::Warning, s.to_string())),
        );
        out
    }

    fn status(game: &Classic) -> String {
        format!(
            "turn {} · arrows {}",
            Self::turn_now(game),
            view(game).arrows()
        )
    }

    fn summary(game: &Classic, last: &[Event]) -> Summary {
        let v = view(game);
        let arrows = v.rules().arrows;
        Summary {
            cause: game
                .outcome()
                .map_or("", |e| ending_cause(e, last))
                .to_string(),
            detail: format!(
                "{} · {} of {arrows} arrows used",
                count(Self::turns_taken(game), "turn", "turns"),
                arrows.saturating_sub(v.arrows())
            ),
            truth: String::new(),
        }
    }
}
