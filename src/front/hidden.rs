//! The hidden rule set's front: seats taking turns at one keyboard. Before
//! a person's turn only the hand-off curtain shows; lifted, that seat's
//! private screen (role, room, tunnels, senses, notes, its own notebook
//! map); when the turn ends the private screen is gone. Bot seats play by
//! themselves at a pace a person can follow (a key hurries them), and
//! their public actions go to the table's log. With no person at the table
//! the screen shows the public table and, marked, the truth; at game over
//! everything is revealed.
//!
//! The log holds public happenings only. What one seat alone may know is
//! drawn from that seat's own view, on its private screen, and nowhere
//! else. A command a person types is tried on a copy of the game first, so
//! a refusal (which could say something about the seat's room) is told on
//! that seat's screen, never in the public log.

mod map;
mod panels;
mod setup;
pub mod words;

use super::{Adapter, Fronted, Intent, Summary, Typing, Ui};
use crate::app::keymap::{Action, Scope};
use crate::engine::hidden::{
    Audience, Happening, Hidden, HiddenCommand, HiddenEvent, HiddenOutcome, HiddenRules,
    HiddenView, MAX_CLAIM, Role,
};
use crate::engine::{Dice, Game, Seat};
use crate::ui::form::Form;
use crate::ui::map::{KnownMap, MapLayout, MapWidget};
use crate::ui::text_input::TextInput;
use crate::words::Tone;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;
use std::time::Duration;
use words::{is_bot, name, watching};

pub use words::{SENSES_SHORT, happening_line, sense_lines, senses_short};

impl Fronted for Hidden {
    type Front = HiddenUi;
}

/// How long a bot's step stays on screen before the next: long enough to
/// read a claim or a death.
pub const PACE: Duration = Duration::from_millis(900);

/// Who may see the screen now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// This person's private screen: the curtain was lifted for them.
    Private(Seat),
    /// A bot plays (or a person has not sat down yet): the public table.
    Public,
    /// No person at the table: the public table and the truth, marked.
    Watch,
    /// The game is over: everything.
    Over,
}

/// The text prompt a seat is typing into.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    None,
    Claim(TextInput),
    Aim(String),
    MoveTo(String),
}

/// The hidden play screen's own state.
pub struct HiddenUi {
    pub cheat: bool,
    /// The person whose curtain was lifted this turn.
    pub shown: Option<Seat>,
    pub mode: Mode,
    pub prompt: Prompt,
    /// The selected tunnel (0-based).
    pub cursor: usize,
    /// Why the last try did nothing (private: the seat's screen only).
    pub refused: Option<String>,
    /// Per seat: its notebook map's layout (grows as it explores) and map.
    layouts: Vec<MapLayout>,
    maps: Vec<KnownMap>,
    /// Yob's drawing, for the truth.
    truth_layout: MapLayout,
}

/// The bot's next command for the seat to act, from a dice stream of its
/// own for this game and turn; one the rules would refuse gives way to
/// the fallback (a refusal in the log could tell the table about the
/// bot's room).
pub fn bot_step(game: &Hidden) -> Option<HiddenCommand> {
    let seat = game.to_act()?;
    let view = game.view(seat);
    let mut dice = Dice::side_stream(game.seed(), 1000 + u64::from(game.turn()));
    let command = Hidden::bot_command(0, view, &mut dice);
    if tried(game, &command).is_ok() {
        return Some(command);
    }
    Some(Hidden::fallback_command(view, &mut dice))
}

/// Whether the rules take `command` now, tried on a copy.
fn tried(game: &Hidden, command: &HiddenCommand) -> Result<(), String> {
    let mut copy = game.clone();
    let mut out = Vec::new();
    copy.apply(command, &mut out).map_err(|r| r.to_string())
}

fn parse_labels(text: &str) -> Result<Vec<u8>, String> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(|t| {
            t.parse::<u8>()
                .map_err(|_| format!("\"{t}\" is no room label; rooms are 1 to 20."))
        })
        .collect()
}

impl HiddenUi {
    /// Everything drawn from the game, again (after a command, a lift).
    fn refresh(&mut self, game: &Hidden) {
        if game.to_act() != self.shown {
            // The turn moved on: the last seat's screen is gone for good.
            self.shown = None;
            self.prompt = Prompt::None;
            self.cursor = 0;
            self.refused = None;
        }
        self.mode = if game.is_over() {
            Mode::Over
        } else if watching(game) {
            Mode::Watch
        } else {
            match (game.to_act(), self.shown) {
                (Some(s), Some(t)) if s == t && !is_bot(game, s) => Mode::Private(s),
                _ => Mode::Public,
            }
        };
        // Each person's notebook map, from that seat's view only.
        let n = usize::from(game.rules().players);
        self.layouts.resize_with(n, map::growing);
        self.maps.resize_with(n, KnownMap::default);
        for s in 0..n {
            let seat = Seat(s as u8);
            if is_bot(game, seat) {
                continue;
            }
            let known = map::notebook(&game.view(seat));
            self.layouts[s].learn(&known);
            self.maps[s] = known;
        }
    }

    fn seat_view<'g>(&self, game: &'g Hidden) -> Option<HiddenView<'g>> {
        match self.mode {
            Mode::Private(s) => Some(game.view(s)),
            _ => None,
        }
    }

    /// A command for the shown seat, tried first: a refusal stays on its
    /// own screen.
    fn propose(&mut self, game: &Hidden, command: HiddenCommand) -> Intent<HiddenCommand> {
        match tried(game, &command) {
            Ok(()) => {
                self.prompt = Prompt::None;
                self.refused = None;
                Intent::Command(command)
            }
            Err(why) => {
                self.refused = Some(why);
                Intent::Nothing
            }
        }
    }

    /// A key while a prompt has the keyboard.
    fn typed(&mut self, game: &Hidden, action: Action) -> Intent<HiddenCommand> {
        if action == Action::Cancel {
            self.prompt = Prompt::None;
            self.refused = None;
            return Intent::Nothing;
        }
        let selected = self.seat_view(game).map(|v| v.adjacent[self.cursor.min(2)]);
        match (&mut self.prompt, action) {
            (Prompt::Claim(t), Action::Type(c)) => {
                self.refused = (!t.type_char(c))
                    .then(|| format!("A claim is one line of at most {MAX_CLAIM} characters."));
            }
            (Prompt::Claim(t), Action::Erase) => t.erase(),
            (Prompt::Aim(s) | Prompt::MoveTo(s), Action::Type(c)) => {
                if s.chars().count() < 60 && !c.is_control() {
                    s.push(c);
                }
                self.refused = None;
            }
            (Prompt::Aim(s) | Prompt::MoveTo(s), Action::Erase) => {
                s.pop();
            }
            // Tab adds the selected tunnel's room; the arrows pick it.
            (Prompt::Aim(s), Action::AddRoom) => {
                if let Some(label) = selected {
                    if !s.is_empty() && !s.ends_with([' ', ',']) {
                        s.push(' ');
                    }
                    s.push_str(&format!("{label} "));
                }
            }
            (Prompt::Aim(_), Action::Up | Action::Left) => self.cursor = (self.cursor + 2) % 3,
            (Prompt::Aim(_), Action::Down | Action::Right) => self.cursor = (self.cursor + 1) % 3,
            (_, Action::Select) => return self.submit(game),
            _ => {}
        }
        Intent::Nothing
    }

    /// Enter in a prompt: the typed claim, path or room as a command.
    fn submit(&mut self, game: &Hidden) -> Intent<HiddenCommand> {
        let command = match &self.prompt {
            Prompt::None => return Intent::Nothing,
            Prompt::Claim(t) => Ok(HiddenCommand::Claim(t.value().to_string())),
            Prompt::Aim(s) => parse_labels(s).map(HiddenCommand::Shoot),
            Prompt::MoveTo(s) => match parse_labels(s).as_deref() {
                Ok([label]) => Ok(HiddenCommand::Move(*label)),
                Ok(_) => Err("Type one room label, then Enter.".to_string()),
                Err(why) => Err(why.clone()),
            },
        };
        match command {
            Ok(c) => self.propose(game, c),
            Err(why) => {
                self.refused = Some(why);
                Intent::Nothing
            }
        }
    }
}

impl Adapter for HiddenUi {
    type Game = Hidden;

    /// What a seat did is its own secret: no turn number over commands
    /// that told the table nothing.
    const TURN_HEADINGS: bool = false;

    fn new(game: &Hidden, cheat: bool) -> HiddenUi {
        let mut ui = HiddenUi {
            cheat,
            shown: None,
            mode: Mode::Public,
            prompt: Prompt::None,
            cursor: 0,
            refused: None,
            layouts: Vec::new(),
            maps: Vec::new(),
            truth_layout: map::yob_layout(),
        };
        ui.refresh(game);
        ui
    }

    fn scope(&self) -> Scope {
        Scope::Seats
    }

    /// A seat claims (`c`), and moves and shoots as on any cave.
    fn scopes(&self) -> Vec<Scope> {
        vec![Scope::Seats, Scope::Graph]
    }

    fn typing(&self) -> Option<Typing> {
        match self.prompt {
            Prompt::None => None,
            Prompt::Claim(_) => Some(Typing::Text),
            Prompt::Aim(_) => Some(Typing::Path),
            Prompt::MoveTo(_) => Some(Typing::Label),
        }
    }

    fn curtain(&self, game: &Hidden) -> Option<String> {
        let seat = game.to_act()?;
        (!is_bot(game, seat) && self.shown != Some(seat)).then(|| name(game, seat))
    }

    fn lift(&mut self, game: &Hidden) {
        self.shown = game.to_act();
        self.refresh(game);
    }

    /// Bots wait a readable while before each step, except a move right
    /// after their own shot (shown together, so the table cannot tell a
    /// shot by the time it took).
    fn pace(&self, game: &Hidden) -> Option<Duration> {
        let seat = game.to_act()?;
        if !is_bot(game, seat) {
            return None;
        }
        Some(if game.view(seat).shot {
            Duration::ZERO
        } else {
            PACE
        })
    }

    fn tick(&mut self, game: &Hidden) -> Intent<HiddenCommand> {
        match game.to_act() {
            Some(seat) if is_bot(game, seat) => {
                bot_step(game).map_or(Intent::Nothing, Intent::Command)
            }
            _ => Intent::Nothing,
        }
    }

    fn setup(rules: &HiddenRules) -> Option<Form> {
        Some(setup::form(rules))
    }

    fn from_setup(rules: &HiddenRules, form: &Form) -> Result<HiddenRules, String> {
        setup::rules(rules, form)
    }

    fn offers(&self, action: Action) -> bool {
        if !matches!(self.mode, Mode::Private(_)) {
            return false;
        }
        // The same keys whatever the seat may do now: a key "doing
        // nothing here" is said in the public log, and must not tell the
        // table that this seat is a Wumpus or has shot. The seat's own
        // prompt says what is possible now.
        match action {
            Action::Claim | Action::Shoot => true,
            Action::Tunnel(k) => (1..=3).contains(&k),
            Action::Select | Action::MoveByLabel | Action::Wait => true,
            Action::Cancel => self.prompt != Prompt::None,
            _ => false,
        }
    }

    fn act(&mut self, game: &Hidden, action: Action) -> Intent<HiddenCommand> {
        let Some(view) = self.seat_view(game) else {
            return Intent::Nothing;
        };
        if self.prompt != Prompt::None {
            return self.typed(game, action);
        }
        self.refused = None;
        match action {
            Action::Claim if view.may_claim() => {
                self.prompt = Prompt::Claim(TextInput::new("", MAX_CLAIM));
                Intent::Nothing
            }
            Action::Claim => {
                self.refused = Some(if view.claimed {
                    "You have already made a claim this turn.".to_string()
                } else {
                    "A claim comes before shooting.".to_string()
                });
                Intent::Nothing
            }
            Action::Shoot if view.may_shoot() => {
                self.prompt = Prompt::Aim(String::new());
                Intent::Nothing
            }
            Action::Shoot => {
                self.refused = Some(match (view.role, view.arrows, view.shot) {
                    (Role::Wumpus, _, _) => "Wumpuses have no arrows.".to_string(),
                    (_, 0, _) => "You have no arrows left.".to_string(),
                    _ => "You have already shot this turn.".to_string(),
                });
                Intent::Nothing
            }
            Action::MoveByLabel => {
                self.prompt = Prompt::MoveTo(String::new());
                Intent::Nothing
            }
            Action::Tunnel(k) => match view.adjacent.get(usize::from(k).wrapping_sub(1)) {
                Some(&label) => self.propose(game, HiddenCommand::Move(label)),
                None => {
                    self.refused = Some(format!("There is no tunnel {k}; rooms have 3."));
                    Intent::Nothing
                }
            },
            Action::Select => {
                let label = view.adjacent[self.cursor.min(2)];
                self.propose(game, HiddenCommand::Move(label))
            }
            Action::Wait => self.propose(game, HiddenCommand::Stay),
            Action::Up | Action::Left => {
                self.cursor = (self.cursor + 2) % 3;
                Intent::Nothing
            }
            Action::Down | Action::Right => {
                self.cursor = (self.cursor + 1) % 3;
                Intent::Nothing
            }
            _ => Intent::Nothing,
        }
    }

    fn after(&mut self, game: &Hidden, result: Result<&[HiddenEvent], String>) {
        if let Err(why) = result {
            self.refused = Some(why);
        }
        self.refresh(game);
    }

    /// Plain mode's words: the public happenings, and a person's own
    /// (plain mode is one text stream at the table: the person reads what
    /// their command did). Bots' private happenings are never said.
    fn event_line(game: &Hidden, event: &HiddenEvent, _cheat: bool) -> Option<(Tone, String)> {
        match event.to {
            Audience::Only(seat) if is_bot(game, seat) => None,
            Audience::Only(_) if matches!(event.what, Happening::Sensed { .. }) => None,
            _ => Some(words::happening_line(game, &event.what)),
        }
    }

    /// The screen's log is the public table's: a seat's own happenings
    /// are on its private screen only.
    fn log_line(game: &Hidden, event: &HiddenEvent, _cheat: bool) -> Option<(Tone, String)> {
        words::public_line(game, event)
    }

    fn arrival(game: &Hidden) -> Vec<(Tone, String)> {
        if game.turn() > 0 {
            return Vec::new();
        }
        let r = game.rules();
        let names: Vec<String> = (0..r.players).map(|s| name(game, Seat(s))).collect();
        let mut out = vec![
            (
                Tone::Info,
                format!(
                    "Hidden Wumpus: {} seats, {} of them {}.",
                    r.players,
                    r.wumpus_players,
                    if r.wumpus_players == 1 {
                        "is secretly a Wumpus"
                    } else {
                        "are secretly Wumpuses"
                    }
                ),
            ),
            (Tone::Info, format!("At the table: {}.", names.join(", "))),
        ];
        if let Some(seat) = game.to_act() {
            out.push((Tone::Info, format!("— {}'s turn —", name(game, seat))));
        }
        out
    }

    /// Public facts only: the round and whose turn it is.
    fn status(game: &Hidden) -> String {
        let public = game.view(Seat(0));
        let turns = public
            .public_log
            .iter()
            .filter(|h| matches!(h, Happening::TurnBegins(_)))
            .count();
        match game.to_act() {
            Some(seat) => format!("turn {turns} · {}'s turn", name(game, seat)),
            None => format!("turn {turns} · game over"),
        }
    }

    fn summary(game: &Hidden, _last: &[HiddenEvent]) -> Summary {
        let cause = match game.outcome() {
            Some(HiddenOutcome::Humans) => "The humans win: every Wumpus is dead.",
            Some(HiddenOutcome::Wumpuses) => {
                "The Wumpuses win: no human is left with a life and an arrow."
            }
            None => "",
        };
        let r = game.reveal();
        let roles: Vec<String> = r
            .roles()
            .iter()
            .enumerate()
            .map(|(s, role)| {
                format!(
                    "{} was {}",
                    name(game, Seat(s as u8)),
                    words::role_word(*role)
                )
            })
            .collect();
        Summary {
            cause: cause.to_string(),
            detail: roles.join(" · "),
            truth: plain_truth(game),
        }
    }

    fn rules_text(rules: &HiddenRules) -> Vec<String> {
        vec![
            format!(
                "Hidden Wumpus is a party game for {} seats at one keyboard, people and \
                 bots. {} of the seats {} secretly a Wumpus, the rest are humans. The cave \
                 is a dodecahedron whose room labels are secretly shuffled; {} pits and {} \
                 bats hide in it.",
                rules.players,
                rules.wumpus_players,
                if rules.wumpus_players == 1 {
                    "is"
                } else {
                    "are"
                },
                rules.pits,
                rules.bats
            ),
            format!(
                "On your turn you may post one public claim (true or not), then, as a \
                 human with arrows, shoot one arrow through up to {} rooms listed by label \
                 (A-B-A is fine; a step that is no tunnel flies into a random neighbour \
                 on a public roll), then move to a neighbouring room or stay. Each human \
                 has {} arrows. An arrow kills everyone in every room it passes, the \
                 shooter too.",
                rules.arrow_range, rules.arrows
            ),
            "Humans smell a Wumpus within two rooms; Wumpuses smell a human within two \
             rooms. Pits and bats kill or carry off humans (a public d20 roll says where \
             bats drop them); Wumpuses are immune. A Wumpus walking into a human's room \
             eats them. Deaths are announced with the dead seat's role, never the cause. \
             Humans win when every Wumpus is dead; Wumpuses win when no human is left \
             alive with an arrow."
                .to_string(),
            "Privacy: before a person's turn the screen says only whom to pass the \
             keyboard to. Press Enter when you have it; the next seat never sees your \
             screen."
                .to_string(),
            "Keys on your turn: c posts a claim (Enter posts it); s aims an arrow (type \
             room labels, Tab adds the selected tunnel's room, Enter fires); 1, 2, 3 or \
             the arrows and Enter walk through a tunnel; m walks to a typed room label; \
             . stays. Walking or staying ends the turn. While bots play, any key hurries \
             them along."
                .to_string(),
        ]
    }

    fn draw_map(&self, game: &Hidden, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let truth = match self.mode {
            Mode::Over => Some("REVEALED"),
            Mode::Watch => Some("TRUTH"),
            _ if self.cheat => Some("CHEAT"),
            _ => None,
        };
        if let Some(stamp) = truth {
            let known = map::truth(game.reveal(), stamp);
            MapWidget {
                map: &known,
                layout: &self.truth_layout,
                theme: ui.theme,
                cursor: None,
                path: &[],
                listed: false,
            }
            .render(area, buf);
            return;
        }
        match self.mode {
            Mode::Private(seat) => {
                let s = usize::from(seat.0);
                if let (Some(known), Some(layout)) = (self.maps.get(s), self.layouts.get(s)) {
                    MapWidget {
                        map: known,
                        layout,
                        theme: ui.theme,
                        cursor: None,
                        path: &[],
                        listed: false,
                    }
                    .render(area, buf);
                }
            }
            _ => panels::public_map(game, ui, area, buf),
        }
    }

    fn draw_side(&self, game: &Hidden, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        match self.mode {
            Mode::Private(seat) => {
                panels::private_side(self, game, &game.view(seat), ui, area, buf)
            }
            Mode::Public if self.cheat => {
                panels::truth_side(game, "CHEAT: the truth", ui, area, buf)
            }
            Mode::Public => panels::public_side(game, ui, area, buf),
            Mode::Watch => panels::truth_side(game, "TRUTH (hidden from the table)", ui, area, buf),
            Mode::Over => panels::truth_side(game, "Revealed", ui, area, buf),
        }
    }

    fn prompt_rows(&self) -> u16 {
        4
    }

    fn draw_prompt(&self, game: &Hidden, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        panels::prompt(self, game, ui, area, buf);
    }

    fn plain_help() -> &'static str {
        "Hidden Wumpus. On your turn: c TEXT posts a public claim, s 3 7 3 shoots an \
         arrow through those rooms (humans), m 7 walks into room 7, w stays. A bot seat \
         acts when you press Enter. q quits."
    }

    fn plain_describe(game: &Hidden) -> Vec<String> {
        plain_lines(game)
    }

    fn plain_prompt(game: &Hidden) -> String {
        match game.to_act() {
            Some(s) if is_bot(game, s) => format!("{} (a bot) - press Enter> ", name(game, s)),
            Some(s) => format!("{}> ", name(game, s)),
            None => "> ".into(),
        }
    }

    fn plain_command(game: &Hidden, line: &str) -> Result<HiddenCommand, String> {
        if let Some(s) = game.to_act()
            && is_bot(game, s)
        {
            return bot_step(game).ok_or_else(|| "The game is over.".to_string());
        }
        let line = line.trim();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        match word.to_ascii_lowercase().as_str() {
            "c" | "claim" => Ok(HiddenCommand::Claim(rest.to_string())),
            "s" | "shoot" => Ok(HiddenCommand::Shoot(parse_labels(rest)?)),
            "m" | "move" => match parse_labels(rest)?.as_slice() {
                [room] => Ok(HiddenCommand::Move(*room)),
                _ => Err("Move where? Give one room, as in m 7.".into()),
            },
            "w" | "wait" | "stay" => Ok(HiddenCommand::Stay),
            w => match w.parse::<u8>() {
                Ok(room) => Ok(HiddenCommand::Move(room)),
                Err(_) => Err(format!(
                    "I don't understand {line:?}. Type ? for the commands."
                )),
            },
        }
    }

    fn plain_reveal(game: &Hidden, prefix: &str) -> String {
        format!("{prefix} {}", plain_truth(game))
    }
}

/// The seat to act's private facts, or a line to pass the turn to a bot.
fn plain_lines(game: &Hidden) -> Vec<String> {
    let Some(seat) = game.to_act() else {
        return vec!["The game is over.".into()];
    };
    if is_bot(game, seat) {
        return vec![format!("{} (a bot) is thinking.", name(game, seat))];
    }
    let v = game.view(seat);
    let mut out = vec![
        format!(
            "{}: you are {} with {} arrow{}.",
            name(game, seat),
            words::role_word(v.role),
            v.arrows,
            if v.arrows == 1 { "" } else { "s" }
        ),
        format!(
            "You are in room {}. Tunnels lead to {}, {} and {}.",
            v.room, v.adjacent[0], v.adjacent[1], v.adjacent[2]
        ),
    ];
    out.extend(sense_lines(v.senses).into_iter().map(str::to_string));
    out
}

/// Who was what and where everything is.
fn plain_truth(game: &Hidden) -> String {
    let r = game.reveal();
    let rooms = r.rooms();
    let seats: Vec<String> = (0..r.roles().len())
        .map(|s| {
            format!(
                "{} {} in {}{}",
                name(game, Seat(s as u8)),
                match r.roles()[s] {
                    Role::Human => "human",
                    Role::Wumpus => "Wumpus",
                },
                rooms.get(s).copied().unwrap_or(0),
                if r.alive().get(s).copied().unwrap_or(false) {
                    ""
                } else {
                    " (dead)"
                }
            )
        })
        .collect();
    let list = |v: Vec<u8>| v.iter().map(u8::to_string).collect::<Vec<_>>().join(", ");
    format!(
        "{} · pits: {} · bats: {}",
        seats.join(" · "),
        list(r.pits()),
        list(r.bats())
    )
}
