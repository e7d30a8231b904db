//! The hidden rule set's front (a first, minimal one): the seat to act's
//! private facts, the public table, plain-mode commands, and bot seats
//! acting on any key.

use super::{Adapter, Fronted, Intent, Summary, Typing, Ui};
use crate::app::keymap::{Action, Scope};
use crate::engine::hidden::{
    Audience, Faction, Happening, Hazard, Hidden, HiddenCommand, HiddenEvent, HiddenOutcome,
    HiddenRules, HiddenView, Role, Senses,
};
use crate::engine::{Dice, Game, Seat};
use crate::ui::panels::panel;
use crate::ui::theme::Role as Paint;
use crate::words::Tone;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

impl Fronted for Hidden {
    type Front = HiddenUi;
}

/// The hidden play screen's own state.
pub struct HiddenUi {
    pub cheat: bool,
    pub refused: Option<String>,
}

/// The seat to act's view (seat 0's once the game is over).
fn view(game: &Hidden) -> HiddenView<'_> {
    game.view(game.to_act().unwrap_or(Seat(0)))
}

fn name(game: &Hidden, seat: Seat) -> String {
    game.rules()
        .seats
        .get(usize::from(seat.0))
        .map_or_else(|| format!("Seat {}", seat.0 + 1), |s| s.name.clone())
}

fn is_bot(game: &Hidden, seat: Seat) -> bool {
    game.rules()
        .seats
        .get(usize::from(seat.0))
        .is_some_and(|s| s.bot)
}

/// The bot's next command for the seat to act, from a dice stream of its
/// own for this game and turn.
fn bot_move(game: &Hidden) -> HiddenCommand {
    let mut dice = Dice::side_stream(game.seed(), 1000 + u64::from(game.turn()));
    Hidden::bot_command(0, view(game), &mut dice)
}

fn role_word(role: Role) -> &'static str {
    match role {
        Role::Human => "a human",
        Role::Wumpus => "a Wumpus",
    }
}

pub fn sense_lines(senses: Senses) -> Vec<&'static str> {
    let mut out = Vec::new();
    if senses.bats {
        out.push("You hear flapping. There are bats in an adjacent room.");
    }
    if senses.pit {
        out.push("You feel a breeze. There is a pit in an adjacent room.");
    }
    if senses.stench {
        out.push("You smell a horrible stench! A Wumpus is at most two rooms away.");
    }
    if senses.meal {
        out.push("You smell a delicious meal! A human is at most two rooms away.");
    }
    if senses.with_bats {
        out.push("You are in a room with bats, but you are immune.");
    }
    if senses.with_pit {
        out.push("You are in a room with a pit, but you are immune.");
    }
    out
}

fn labels(path: &[u8]) -> String {
    path.iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(" › ")
}

/// Words for one happening, told to whoever may see it.
pub fn happening_line(game: &Hidden, what: &Happening) -> (Tone, String) {
    match what {
        Happening::TurnBegins(s) => (Tone::Info, format!("— {}'s turn —", name(game, *s))),
        Happening::Sensed {
            room,
            adjacent,
            senses,
            ..
        } => {
            let mut line = format!(
                "You are in room {room}; tunnels lead to {}, {} and {}.",
                adjacent[0], adjacent[1], adjacent[2]
            );
            for s in sense_lines(*senses) {
                line.push(' ');
                line.push_str(s);
            }
            (Tone::Info, line)
        }
        Happening::Claimed(s, text) => (
            Tone::Info,
            format!("{} claims: \u{201c}{text}\u{201d}", name(game, *s)),
        ),
        Happening::Shot { path, .. } => (Tone::Info, format!("You shoot: {}", labels(path))),
        Happening::ArrowMisfire { seat, roll, sides } => (
            Tone::Warning,
            format!(
                "{}'s arrow strays: the gamemaster rolls {roll} on a d{sides}.",
                name(game, *seat)
            ),
        ),
        Happening::ArrowPassed(room) => {
            (Tone::Info, format!("Your arrow flies through room {room}."))
        }
        Happening::Moved { to, .. } => (Tone::Info, format!("You walk into room {to}.")),
        Happening::BatDrop { seat, roll } => (
            Tone::Warning,
            format!(
                "Bats carry {} off! The gamemaster rolls {roll} on a d20: they land in room {roll}.",
                name(game, *seat)
            ),
        ),
        Happening::Died { seat, role } => (
            Tone::Danger,
            format!(
                "{} is dead. They were {}.",
                name(game, *seat),
                role_word(*role)
            ),
        ),
        Happening::Immune(_, Hazard::Pit) => (
            Tone::Warning,
            "You are in a room with a pit, but you are immune.".into(),
        ),
        Happening::Immune(_, Hazard::Bats) => (
            Tone::Warning,
            "You are in a room with bats, but you are immune.".into(),
        ),
        Happening::Won(Faction::Humans) => (Tone::Good, "The humans win!".into()),
        Happening::Won(Faction::Wumpuses) => (Tone::Good, "The Wumpuses win!".into()),
    }
}

impl Adapter for HiddenUi {
    type Game = Hidden;

    fn new(_game: &Hidden, cheat: bool) -> HiddenUi {
        HiddenUi {
            cheat,
            refused: None,
        }
    }

    fn scope(&self) -> Scope {
        Scope::Graph
    }

    fn typing(&self) -> Option<Typing> {
        None
    }

    fn offers(&self, action: Action) -> bool {
        matches!(action, Action::Tunnel(1..=3) | Action::Select)
    }

    /// 1-3 walk through a tunnel, Enter stays; a bot seat acts on any key.
    fn act(&mut self, game: &Hidden, action: Action) -> Intent<HiddenCommand> {
        let Some(seat) = game.to_act() else {
            return Intent::Nothing;
        };
        if is_bot(game, seat) {
            return Intent::Command(bot_move(game));
        }
        let v = view(game);
        match action {
            Action::Tunnel(k @ 1..=3) => {
                Intent::Command(HiddenCommand::Move(v.adjacent[usize::from(k - 1)]))
            }
            Action::Select => Intent::Command(HiddenCommand::Stay),
            _ => Intent::Nothing,
        }
    }

    fn after(&mut self, _game: &Hidden, result: Result<&[HiddenEvent], String>) {
        self.refused = result.err();
    }

    /// Public happenings always; a seat's private ones when that seat is a
    /// person (or in cheat mode).
    fn event_line(game: &Hidden, event: &HiddenEvent, cheat: bool) -> Option<(Tone, String)> {
        match event.to {
            Audience::All => Some(happening_line(game, &event.what)),
            Audience::Only(seat) if cheat || !is_bot(game, seat) => {
                Some(happening_line(game, &event.what))
            }
            Audience::Only(_) => None,
        }
    }

    fn arrival(game: &Hidden) -> Vec<(Tone, String)> {
        plain_lines(game)
            .into_iter()
            .map(|l| (Tone::Info, l))
            .collect()
    }

    fn status(game: &Hidden) -> String {
        match game.to_act() {
            Some(s) => format!("turn {} · {} to act", game.turn(), name(game, s)),
            None => format!("turn {} · game over", game.turn()),
        }
    }

    fn summary(game: &Hidden, _last: &[HiddenEvent]) -> Summary {
        Summary {
            cause: match game.outcome() {
                Some(HiddenOutcome::Humans) => "The humans killed every Wumpus.".into(),
                Some(HiddenOutcome::Wumpuses) => "The Wumpuses won.".into(),
                None => String::new(),
            },
            detail: format!("{} commands", game.turn()),
            truth: truth(game),
        }
    }

    fn rules_text(rules: &HiddenRules) -> Vec<String> {
        vec![format!(
            "Hidden Wumpus: {} seats, {} of them secretly Wumpuses, on a dodecahedron whose \
             room labels are secretly shuffled. Humans carry {} arrows that pass through up to \
             {} tunnels; {} pits and {} bat colonies. Humans win when every Wumpus is dead; \
             Wumpuses win when every human is dead or out of arrows.",
            rules.players,
            rules.wumpus_players,
            rules.arrows,
            rules.arrow_range,
            rules.pits,
            rules.bats
        )]
    }

    fn draw_map(&self, game: &Hidden, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let v = view(game);
        let lines: Vec<Line> = v
            .public_log
            .iter()
            .rev()
            .take(usize::from(area.height))
            .rev()
            .map(|h| Line::from(happening_line(game, h).1))
            .collect();
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .block(panel("Public table", ui.theme))
            .render(area, buf);
    }

    fn draw_side(&self, game: &Hidden, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let lines: Vec<Line> = if self.cheat || game.is_over() {
            vec![Line::from(Span::styled(
                truth(game),
                ui.theme.style(Paint::Cheat),
            ))]
        } else {
            plain_lines(game).into_iter().map(Line::from).collect()
        };
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .block(panel("Seat", ui.theme))
            .render(area, buf);
    }

    fn prompt_rows(&self) -> u16 {
        3
    }

    fn draw_prompt(&self, game: &Hidden, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let text = self
            .refused
            .clone()
            .unwrap_or_else(|| Self::plain_prompt(game));
        Paragraph::new(text)
            .block(panel("Command", ui.theme))
            .render(area, buf);
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
            return Ok(bot_move(game));
        }
        let line = line.trim();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        let numbers = || -> Result<Vec<u8>, String> {
            rest.split([' ', ',', '-'])
                .filter(|s| !s.is_empty())
                .map(|s| {
                    s.parse::<u8>()
                        .map_err(|_| format!("{s:?} is not a room number."))
                })
                .collect()
        };
        match word.to_ascii_lowercase().as_str() {
            "c" | "claim" => Ok(HiddenCommand::Claim(rest.to_string())),
            "s" | "shoot" => Ok(HiddenCommand::Shoot(numbers()?)),
            "m" | "move" => match numbers()?.as_slice() {
                [room] => Ok(HiddenCommand::Move(*room)),
                _ => Err("Move where? Give one room, as in m 7.".into()),
            },
            "w" | "wait" | "stay" => Ok(HiddenCommand::Stay),
            w if w.parse::<u8>().is_ok() => Ok(HiddenCommand::Move(w.parse().unwrap_or(0))),
            _ => Err(format!(
                "I don't understand {line:?}. Type ? for the commands."
            )),
        }
    }

    fn plain_reveal(game: &Hidden, prefix: &str) -> String {
        format!("{prefix} {}", truth(game))
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
    let v = view(game);
    let mut out = vec![
        format!(
            "{}: you are {} with {} arrow{}.",
            name(game, seat),
            role_word(v.role),
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
fn truth(game: &Hidden) -> String {
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
                rooms[s],
                if r.alive()[s] { "" } else { " (dead)" }
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
