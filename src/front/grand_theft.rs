//! The Grand Theft front: the known city is the map. Streets from the
//! current node by number (1-9), by the cursor and Enter, or by typing a
//! node (`m`); `c` arms the charge, which asks before spending the bullet.

mod city_marks;
mod guess;
mod hints;
pub mod keys;
mod map;
mod panels;
mod plain;
mod rules_text;
pub mod words;

pub use map::LEGEND;

use super::marks::{self, Board};
use super::{Adapter, Fronted, Intent, Summary, Typing, Ui};
use crate::engine::grand_theft::{Command, Event, GrandTheft, GrandTheftRules, View};
use crate::engine::{Game, RoomId, SOLO};
use crate::keymap::{Action, Layer, Row, Scope, Slot, Verb};
use crate::record::Ammo;
use crate::ui::map::{Drawn, KnownMap, MapLayout};
use crate::words::{Tone, count};
use keys::CHARGE;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use words::num;

impl Fronted for GrandTheft {
    type Front = GrandTheftUi;
}

/// The Grand Theft play screen's own state.
pub struct GrandTheftUi {
    pub cheat: bool,
    /// Grows with what the player knows; a node never moves once placed.
    pub layout: MapLayout,
    /// What the map draws, rebuilt after each command.
    pub map: KnownMap,
    /// The selected street from the current node (index among neighbours).
    pub cursor: usize,
    /// `c` was pressed: the next pick charges.
    pub charging: bool,
    /// `m` was pressed: a node number being typed.
    pub typed: Option<String>,
    /// Why the last key did nothing, for the prompt.
    pub refused: Option<String>,
    /// What the last command did besides walking (a kidnapping, a spent
    /// bullet), for the node panel: the log may have scrolled it away.
    pub note: Option<String>,
    /// The player's own marks, and the mark cursor.
    pub board: Board,
    /// The odds, while hints are on (`h`).
    hints: Option<hints::Hints>,
}

fn view(game: &GrandTheft) -> View<'_> {
    game.view(SOLO)
}

impl GrandTheftUi {
    fn refresh(&mut self, game: &GrandTheft) {
        let reveal = (self.cheat || game.is_over()).then(|| game.reveal());
        self.map = map::known(&view(game), reveal);
        self.board.lay(&mut self.map);
        self.layout.learn(&self.map);
        if self.hints.is_some() && !game.is_over() {
            let hints = hints::Hints::new(&view(game));
            hints.shade(&mut self.map);
            self.hints = Some(hints);
        }
    }

    /// The street under the cursor, if the game goes on.
    pub fn selected(&self, view: &View<'_>) -> Option<RoomId> {
        if view.ending().is_some() {
            return None;
        }
        view.neighbours_here().get(self.cursor).copied()
    }

    /// Walk or charge to `to`, as armed; a charge asks first.
    fn pick(&mut self, v: &View<'_>, to: RoomId) -> Intent<Command> {
        if !v.neighbours_here().contains(&to) {
            self.refused = Some(format!(
                "No street joins node {} to node {}.",
                num(v.here()),
                num(to)
            ));
            return Intent::Nothing;
        }
        if std::mem::take(&mut self.charging) {
            let bullets = v.bullets();
            let what = if bullets == 1 {
                "your only bullet".to_string()
            } else {
                format!("one of your {bullets} bullets")
            };
            Intent::Confirm(
                format!(
                    "Charge into node {} with {what}? If the Wumpus is not there, it is wasted.",
                    num(to)
                ),
                Command::Charge(to),
            )
        } else {
            Intent::Command(Command::Walk(to))
        }
    }
}

impl Adapter for GrandTheftUi {
    type Game = GrandTheft;

    const KEYS: &'static [(Slot, Row)] = keys::KEYS;
    const SECTIONS: &'static [(Layer, &'static str)] = keys::SECTIONS;
    const LEGEND: &'static [(&'static str, &'static str)] = keys::LEGEND;
    const MARKS: Option<marks::Words> = Some(city_marks::CITY);

    fn new(game: &GrandTheft, cheat: bool) -> GrandTheftUi {
        let v = view(game);
        let widest = (num(RoomId(v.nodes().saturating_sub(1) as u16))
            .to_string()
            .len()
            + 2) as u16;
        let mut ui = GrandTheftUi {
            cheat,
            layout: MapLayout::growing(slots_for(v.nodes()), widest),
            map: KnownMap::default(),
            cursor: 0,
            charging: false,
            typed: None,
            refused: None,
            note: None,
            board: Board::default(),
            hints: None,
        };
        ui.refresh(game);
        ui
    }

    fn scope(&self) -> Scope {
        Scope::GRAPH
    }

    fn typing(&self) -> Option<Typing> {
        self.typed.as_ref().map(|_| Typing::Label)
    }

    fn armed(&self) -> Option<Verb> {
        self.charging.then_some(CHARGE)
    }

    fn picks(&self, game: &GrandTheft) -> Option<usize> {
        Some(view(game).neighbours_here().len())
    }

    fn uses(&self, layer: Layer) -> bool {
        matches!(layer, Layer::Armed | Layer::MoveTo)
    }

    fn offers(&self, action: Action) -> bool {
        match action {
            Action::Tunnel(_) | Action::Select | Action::MoveByLabel | Action::Verb(CHARGE) => true,
            Action::Cancel => self.charging || self.typed.is_some(),
            _ => false,
        }
    }

    fn act(&mut self, game: &GrandTheft, action: Action) -> Intent<Command> {
        let v = view(game);
        self.refused = None;
        if self.typed.is_some() {
            return self.on_typing(&v, action);
        }
        let n = v.neighbours_here().len();
        match action {
            Action::Tunnel(k) => match v.neighbours_here().get(usize::from(k).wrapping_sub(1)) {
                Some(&to) => self.pick(&v, to),
                None => {
                    self.refused = Some(format!(
                        "There is no street {k} here; node {} has {}.",
                        num(v.here()),
                        count(n as u32, "street", "streets")
                    ));
                    Intent::Nothing
                }
            },
            Action::Select => match self.selected(&v) {
                Some(to) => self.pick(&v, to),
                None => Intent::Nothing,
            },
            Action::MoveByLabel => {
                self.typed = Some(String::new());
                Intent::Nothing
            }
            Action::Verb(CHARGE) => {
                self.charging = !self.charging;
                Intent::Nothing
            }
            Action::Cancel => {
                self.charging = false;
                Intent::Nothing
            }
            Action::Up | Action::Left if n > 0 => {
                self.cursor = (self.cursor + n - 1) % n;
                Intent::Nothing
            }
            Action::Down | Action::Right if n > 0 => {
                self.cursor = (self.cursor + 1) % n;
                Intent::Nothing
            }
            _ => Intent::Nothing,
        }
    }

    fn after(&mut self, game: &GrandTheft, result: Result<&[Event], String>) {
        match result {
            Ok(events) => {
                self.cursor = 0;
                self.charging = false;
                self.typed = None;
                self.refused = None;
                self.note = words::note(events);
            }
            Err(why) => self.refused = Some(why),
        }
        self.refresh(game);
    }

    fn event_line(_game: &GrandTheft, event: &Event, _cheat: bool) -> Option<(Tone, String)> {
        words::event_line(event)
    }

    fn arrival(game: &GrandTheft) -> Vec<(Tone, String)> {
        // One line, so a small log keeps what happened on the way.
        let v = view(game);
        let clues = words::clue_words(v.clues_here());
        if clues.is_empty() {
            vec![(Tone::Info, words::where_line(&v))]
        } else {
            vec![(
                Tone::Warning,
                format!("{} {}", words::where_line(&v), clues.join(" ")),
            )]
        }
    }

    fn status(game: &GrandTheft) -> String {
        let v = view(game);
        format!(
            "turn {} · {} · node {}",
            game.turn(),
            count(v.bullets(), "bullet", "bullets"),
            num(v.here())
        )
    }

    fn summary(game: &GrandTheft, _last: &[Event]) -> Summary {
        let v = view(game);
        let visited = v.node_ids().filter(|&r| v.visited(r)).count();
        Summary {
            cause: game.outcome().map_or("", words::ending_cause).to_string(),
            detail: format!(
                "{} · {visited} of {} nodes visited",
                count(game.turn(), "turn", "turns"),
                v.nodes()
            ),
            truth: words::truth(game.reveal()),
        }
    }

    fn rules_text(rules: &GrandTheftRules) -> Vec<String> {
        rules_text::grand_theft(rules)
    }

    fn draw_map(&self, game: &GrandTheft, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        self.draw_map_drawn(game, ui, area, buf);
    }

    fn draw_map_drawn(&self, g: &GrandTheft, ui: &Ui<'_>, a: Rect, b: &mut Buffer) -> Drawn {
        self.drawn(g, ui, a, b)
    }

    fn markable(game: &GrandTheft) -> Vec<(RoomId, String)> {
        guess::markable(game)
    }

    fn pick_room(&self, game: &GrandTheft, action: Action) -> Option<RoomId> {
        self.pick_for_mark(game, action)
    }

    fn step_room(&self, _game: &GrandTheft, from: RoomId, action: Action) -> Option<RoomId> {
        self.step(from, action)
    }

    fn entering(_game: &GrandTheft, command: &Command) -> Option<RoomId> {
        guess::entering(command)
    }

    fn show_marks(&mut self, game: &GrandTheft, board: &Board) {
        if self.board != *board {
            self.board = board.clone();
            self.refresh(game);
        }
    }

    fn click(&mut self, game: &GrandTheft, room: RoomId) -> Intent<Command> {
        self.clicked(game, room)
    }

    fn pick_rows(&self, game: &GrandTheft, area: Rect) -> Vec<(Rect, u8)> {
        panels::street_rows(&view(game), area)
    }

    fn draw_side(&self, game: &GrandTheft, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        panels::side(self, &view(game), ui, area, buf);
    }

    /// One row, shared by the hint and a refusal, so the map never jumps
    /// when one shows and keeps the most room.
    fn prompt_rows(&self) -> u16 {
        3
    }

    fn draw_prompt(&self, game: &GrandTheft, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        panels::prompt(self, &view(game), ui, area, buf);
    }

    fn plain_help() -> &'static str {
        plain::HELP
    }

    fn plain_describe(game: &GrandTheft) -> Vec<String> {
        plain::describe(&view(game))
    }

    fn plain_prompt(_game: &GrandTheft) -> String {
        "What now? ".to_string()
    }

    fn plain_follow_up(_game: &GrandTheft, line: &str) -> Option<&'static str> {
        plain::follow_up(line)
    }

    fn plain_command(game: &GrandTheft, line: &str) -> Result<Command, String> {
        plain::command(&view(game), line)
    }

    fn plain_line(_game: &GrandTheft, command: &Command) -> String {
        match *command {
            Command::Walk(node) => format!("walk {}", num(node)),
            Command::Charge(node) => format!("charge {}", num(node)),
        }
    }

    fn ammo(game: &GrandTheft) -> Option<Ammo> {
        Some(Ammo {
            count: game.rules().bullets.saturating_sub(view(game).bullets()),
            word: "bullets".into(),
        })
    }

    fn plain_reveal(game: &GrandTheft, prefix: &str) -> String {
        format!("{prefix} {}", words::truth(game.reveal()))
    }

    const HINTS: bool = true;
    const HINT_LEGEND: &'static [(&'static str, &'static str)] = hints::LEGEND;

    fn set_hints(&mut self, game: &GrandTheft, on: bool) {
        self.hints = on.then(|| hints::Hints::new(&view(game)));
        self.refresh(game);
    }

    fn plain_odds(game: &GrandTheft) -> Option<Vec<String>> {
        Some(crate::ai::grand_theft::plain_lines(&view(game)))
    }
}

/// The room the growing layout plans for: its grid has 2m + 10 slots for
/// m rooms, which must hold every node at the game-over reveal; planning
/// for two thirds of the city leaves that, with slots large enough to
/// read on a small screen.
fn slots_for(nodes: usize) -> usize {
    (nodes * 2 / 3).max(nodes.saturating_sub(10).div_ceil(2) + 1)
}
