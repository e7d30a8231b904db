//! One game on the play screen: the game, the commands played, the events
//! seen, the log derived from them, the adapter's own state, and the keeper
//! of its record and files. A game is (rules, seed, commands): the record
//! is enough to replay it, and a session rebuilt from a record by playing
//! its commands through the adapter (`rebuild`) shows the same log.

mod face;
mod front;
mod looking;
mod marking;
pub(crate) mod rebuild;

use super::keep::{Keeper, Opening};
use super::{Adapter, Cmd, Ev};
use crate::engine::Game;
use crate::words::Tone;
use std::sync::Arc;

pub struct Session<A: Adapter> {
    pub name: String,
    pub game: A::Game,
    pub cheat: bool,
    /// Every command carried out, in order.
    pub commands: Vec<Cmd<A>>,
    /// Every event seen, in order.
    pub events: Vec<Ev<A>>,
    /// The message log, derived from the events by the adapter's words.
    pub log: Vec<(Tone, String)>,
    /// The adapter's state: cursors, prompts, the map layout.
    pub ui: A,
    /// The command waiting on a yes or no.
    pending: Option<Cmd<A>>,
    scratch: Vec<Ev<A>>,
    /// Where the last command's events start in `events`.
    last: usize,
    /// Where the last command's lines start in `log`.
    turn_log: usize,
    /// How the game was opened: "same setup" opens it again so.
    opening: Opening,
    /// Its record, save and score line.
    keeper: Keeper<A>,
    /// A replay's session: no hand-off curtain and no bots' pace (the
    /// record says what each seat did, and the replay screen steps it).
    playback: bool,
    /// A mark being placed (`front::marks`).
    pub(crate) marking: Option<crate::front::marks::Marking>,
    /// The look cursor, while it is on (`front::look`).
    pub(crate) looking: Option<crate::front::look::Looking>,
    /// Travel under way.
    pub(crate) travel: Option<crate::front::look::Travel>,
    /// Hints are on now; were on at some moment of this game.
    hints: bool,
    hints_seen: bool,
}

impl<A: Adapter> Session<A> {
    /// A new game as `opening` says, recorded and kept in its files.
    pub fn open(rules: Arc<<A::Game as Game>::Rules>, opening: &Opening) -> Session<A> {
        let game = A::Game::new(rules, opening.seed);
        let keeper = Keeper::new(&game, opening);
        Session::build(game, opening.clone(), keeper, false)
    }

    /// A session of `game` that writes nothing (its record is kept in
    /// memory only).
    pub fn from_game(name: &str, game: A::Game, cheat: bool) -> Session<A> {
        let opening = Opening::unkept(name, game.seed(), cheat);
        let keeper = Keeper::new(&game, &opening);
        Session::build(game, opening, keeper, false)
    }

    /// A session that records nothing: a game rebuilt to be looked at (a
    /// replay, a dump) or to be given its keeper afterwards (a resume).
    pub(crate) fn unrecorded(name: &str, game: A::Game, cheat: bool, playback: bool) -> Session<A> {
        let opening = Opening::unkept(name, game.seed(), cheat);
        Session::build(game, opening, Keeper::none(), playback)
    }

    fn build(game: A::Game, opening: Opening, keeper: Keeper<A>, playback: bool) -> Session<A> {
        let cheat = opening.cheat;
        let mut log = Vec::new();
        if cheat && playback {
            log.push((
                Tone::Secret,
                "[hidden shown] the replay shows what the player could not see".to_string(),
            ));
        } else if cheat {
            log.push((
                Tone::Secret,
                "[cheat] cheat mode is on: hidden things are shown".to_string(),
            ));
        }
        log.extend(A::arrival(&game));
        let mut session = Session {
            name: opening.name.clone(),
            ui: A::new(&game, cheat),
            game,
            cheat,
            commands: Vec::new(),
            events: Vec::new(),
            log,
            pending: None,
            scratch: Vec::new(),
            last: 0,
            turn_log: 0,
            opening,
            keeper,
            playback,
            marking: None,
            looking: None,
            travel: None,
            hints: false,
            hints_seen: false,
        };
        session.absorb();
        session.show_board();
        session
    }

    /// Gives a session rebuilt from a save the keeper that goes on with
    /// its record, and shows it as a resumed game starts.
    pub(crate) fn resume_with(&mut self, keeper: Keeper<A>, opening: Opening) {
        self.keeper = keeper;
        self.opening = opening;
        self.ui.resumed(&self.game);
        self.absorb();
        self.show_board();
    }

    /// Carries out a command; a refusal goes to the log and changes nothing.
    pub fn command(&mut self, command: Cmd<A>) -> Result<(), String> {
        self.scratch.clear();
        self.ui.sending(&command);
        match self
            .keeper
            .apply(&mut self.game, &command, &mut self.scratch)
        {
            Ok(()) => {
                let first = self.log.len();
                self.turn_log = first;
                self.log.extend(A::command_line(&self.game, &command));
                for event in &self.scratch {
                    if let Some(line) = A::log_line(&self.game, event, self.cheat) {
                        self.log.push(line);
                    }
                }
                self.commands.push(command);
                if !self.game.is_over() {
                    self.log.extend(A::arrival(&self.game));
                }
                // The turn just played, as the status line counts it, on
                // its first line: a heading line would cost the small log
                // panel a row every turn.
                if A::TURN_HEADINGS {
                    let turn = format!("Turn {} · ", A::log_turn(&self.game));
                    match self.log.get_mut(first) {
                        Some((_, text)) => text.insert_str(0, &turn),
                        None => self.log.push((Tone::Info, turn)),
                    }
                }
                self.ui.after(&self.game, Ok(&self.scratch));
                self.last = self.events.len();
                self.events.append(&mut self.scratch);
                self.absorb();
                self.show_board();
                Ok(())
            }
            Err(refusal) => {
                let why = refusal.to_string();
                say_once(&mut self.log, Tone::Warning, why.clone());
                self.ui.after(&self.game, Err(why.clone()));
                self.keeper.refused(&command);
                self.absorb();
                Err(why)
            }
        }
    }

    /// A line for the log besides the game's events, kept in the record
    /// so a rebuilt game says it too.
    pub(crate) fn say(&mut self, tone: Tone, text: String) {
        self.keeper.said(tone, &text);
        say_once(&mut self.log, tone, text);
        self.absorb();
    }

    /// The keeper's lines (a save that failed, the scores row) into the log.
    fn absorb(&mut self) {
        self.log.extend(self.keeper.take_lines());
    }

    /// The keeper of this game's record and files.
    pub fn keeper(&self) -> &Keeper<A> {
        &self.keeper
    }
}

/// Puts a line said outside the game's events (a note, a refusal) in the
/// log, unless the log's last line says the same: that line then counts
/// the repeats ("... (×3)"), so a key pressed again and again, or a
/// refusal met again, keeps one line rather than pushing the turns out of
/// the log panel.
pub(crate) fn say_once(log: &mut Vec<(Tone, String)>, tone: Tone, text: String) {
    if let Some((last_tone, line)) = log.last_mut()
        && *last_tone == tone
        && let Some(times) = times_said(line, &text)
    {
        *line = format!("{text} (×{})", times + 1);
        return;
    }
    log.push((tone, text));
}

/// How many times `line` says `text`: once as itself, n times with the
/// count `say_once` puts after it.
fn times_said(line: &str, text: &str) -> Option<u32> {
    let rest = line.strip_prefix(text)?;
    if rest.is_empty() {
        return Some(1);
    }
    let digits = rest.strip_prefix(" (×")?.strip_suffix(')')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

#[cfg(test)]
mod say_once_tests {
    use super::{Tone, say_once};

    fn said(lines: &[(Tone, &str)]) -> Vec<String> {
        let mut log = Vec::new();
        for (tone, text) in lines {
            say_once(&mut log, *tone, (*text).to_string());
        }
        log.into_iter().map(|(_, l)| l).collect()
    }

    #[test]
    fn a_line_said_again_right_after_itself_counts_up_on_one_line() {
        let w = Tone::Warning;
        assert_eq!(
            said(&[
                (w, "z does nothing here."),
                (w, "z does nothing here."),
                (w, "z does nothing here.")
            ]),
            ["z does nothing here. (×3)"]
        );
    }

    #[test]
    fn a_different_line_or_tone_between_repeats_starts_a_new_count() {
        let (w, i) = (Tone::Warning, Tone::Info);
        assert_eq!(
            said(&[
                (w, "Not possible."),
                (w, "q does nothing."),
                (w, "Not possible."),
                (i, "Not possible.")
            ]),
            [
                "Not possible.",
                "q does nothing.",
                "Not possible.",
                "Not possible."
            ]
        );
    }

    #[test]
    fn a_line_that_only_begins_like_the_last_is_a_line_of_its_own() {
        let w = Tone::Warning;
        assert_eq!(
            said(&[
                (w, "Travel stops"),
                (w, "Travel stops: a pit."),
                (w, "Travel stops: a pit. (×x)")
            ]),
            [
                "Travel stops",
                "Travel stops: a pit.",
                "Travel stops: a pit. (×x)"
            ]
        );
    }
}
