//! The labyrinth's front: compass keys (the grid scope), a map of the
//! fragments the player has felt out, and at game over the whole labyrinth
//! with the player's route or the shortest one.

pub mod atlas;
pub mod keys;
mod map;
mod plain;
mod side;
pub mod words;

use super::{Adapter, Fronted, Intent, Summary, Typing, Ui};
use crate::ai::labyrinth::{Notebook, advice};
use crate::engine::labyrinth::{Command, Dir, Event, Labyrinth, LabyrinthRules, Refusal, View};
use crate::engine::{Game, RoomId, SOLO};
use crate::keymap::{Action, Row, Scope, Slot};
use crate::record::Ammo;
use crate::ui::grid::{GridPanel, GridWidget};
use crate::ui::map::Drawn;
use crate::ui::panels::panel;
use crate::ui::theme::Role;
use crate::words::{Tone, count};
use atlas::{Atlas, Fall};
use keys::{EAST, GRID, MAP_VIEW, NORTH, SOUTH, WAIT, WEST};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

impl Fronted for Labyrinth {
    type Front = LabyrinthUi;
}

/// The labyrinth play screen's own state.
pub struct LabyrinthUi {
    pub cheat: bool,
    /// What the player has learned, in fragments.
    pub atlas: Atlas,
    /// The command last sent, to place a wall bumped into.
    last: Option<Command>,
    /// Why the last key did nothing, or what a wormhole did to the map,
    /// for the prompt.
    pub refused: Option<String>,
    /// Revealed map: the shortest route instead of the player's.
    pub best: bool,
    /// What the player has learned, as the advice reads it: kept from the
    /// first move, so advice asked for late is as good as early.
    notebook: Option<Notebook>,
    /// The way advice is shown (`i`, the labyrinth's hints).
    advise: bool,
}

fn view(game: &Labyrinth) -> View<'_> {
    game.view(SOLO)
}

impl LabyrinthUi {
    /// The map's panels as drawn now.
    pub fn panels(&self, game: &Labyrinth) -> Vec<GridPanel> {
        if self.cheat || game.is_over() {
            vec![map::revealed(game.reveal(), self.best && game.is_over())]
        } else {
            map::known(&self.atlas, view(game).size())
        }
    }

    /// Shows the shortest route instead of the player's (game over).
    pub fn toggle_best(&mut self) {
        self.best = !self.best;
    }

    /// The advice as `i` shows it under the map and plain mode's `odds`
    /// prints it: one line.
    pub fn advice_line(&self, game: &Labyrinth) -> String {
        let advice = match &self.notebook {
            Some(book) => advice(book),
            None => advice(&Notebook::new(&view(game))),
        };
        format!("Advice: {}", advice.text())
    }
}

impl Adapter for LabyrinthUi {
    type Game = Labyrinth;

    const KEYS: &'static [(Slot, Row)] = keys::KEYS;
    const LEGEND: &'static [(&'static str, &'static str)] = keys::LEGEND;
    const GRAPH: bool = false;

    fn new(game: &Labyrinth, cheat: bool) -> LabyrinthUi {
        LabyrinthUi {
            cheat,
            atlas: Atlas::new(view(game).start()),
            last: None,
            refused: None,
            best: false,
            notebook: Some(Notebook::new(&view(game))),
            advise: false,
        }
    }

    fn scope(&self) -> Scope {
        GRID
    }

    fn typing(&self) -> Option<Typing> {
        None
    }

    fn offers(&self, action: Action) -> bool {
        matches!(
            action,
            Action::Verb(NORTH | EAST | SOUTH | WEST | WAIT | MAP_VIEW)
        )
    }

    fn act(&mut self, game: &Labyrinth, action: Action) -> Intent<Command> {
        self.refused = None;
        if action == Action::Verb(MAP_VIEW) {
            if game.is_over() {
                self.toggle_best();
            }
            return Intent::Nothing;
        }
        let command = match action {
            Action::Verb(NORTH) => Command::Go(Dir::N),
            Action::Verb(EAST) => Command::Go(Dir::E),
            Action::Verb(SOUTH) => Command::Go(Dir::S),
            Action::Verb(WEST) => Command::Go(Dir::W),
            Action::Verb(WAIT) => Command::Wait,
            _ => return Intent::Nothing,
        };
        if game.is_over() {
            return Intent::Nothing;
        }
        self.last = Some(command);
        Intent::Command(command)
    }

    fn sending(&mut self, command: &Command) {
        self.last = Some(*command);
    }

    fn after(&mut self, game: &Labyrinth, result: Result<&[Event], String>) {
        let last = self.last.take();
        let book = self
            .notebook
            .get_or_insert_with(|| Notebook::new(&view(game)));
        match (&result, &last) {
            (Ok(events), Some(command)) => book.applied(command, events),
            (Err(why), Some(command)) if *why == Refusal::Wall.to_string() => book.refused(command),
            _ => {}
        }
        match result {
            Ok(events) => {
                self.atlas.observe(events);
                self.refused = self.atlas.last_fall.map(|fall| {
                    match fall {
                        Fall::NewFragment => "Somewhere unknown: your map starts a new piece.",
                        Fall::Known => "You know this hole: you are back on a piece of your map.",
                        Fall::Merged => {
                            "You know this hole from two pieces of your map: they join."
                        }
                    }
                    .to_string()
                });
            }
            Err(why) => {
                // A refusal has no events: the wall is where the key sent
                // the player.
                if let Some(command) = last
                    && why == Refusal::Wall.to_string()
                {
                    self.atlas.bumped(&command);
                }
                self.refused = Some(why);
            }
        }
    }

    fn event_line(_game: &Labyrinth, event: &Event, _cheat: bool) -> Option<(Tone, String)> {
        words::event_line(event)
    }

    fn arrival(game: &Labyrinth) -> Vec<(Tone, String)> {
        let v = view(game);
        let mut out = Vec::new();
        if v.moves() == 0 {
            let (w, h) = v.size();
            let (x, y) = v.start();
            out.push((
                Tone::Info,
                format!(
                    "You stand at an entrance of a dark labyrinth of {w}x{h} cells (column {}, row {}). Find a treasure, then an exit.",
                    x + 1,
                    y + 1
                ),
            ));
        }
        out
    }

    fn status(game: &Labyrinth) -> String {
        let v = view(game);
        let treasure = if v.carrying() { " · treasure" } else { "" };
        format!("moves left {}/{}{treasure}", v.moves_left(), v.move_limit())
    }

    fn summary(game: &Labyrinth, _last: &[Event]) -> Summary {
        let r = game.reveal();
        let shortest = match r.shortest() {
            Some(n) => format!("the shortest route takes {}", count(n, "move", "moves")),
            None => "no route from your start wins".to_string(),
        };
        Summary {
            cause: game.outcome().map_or("", words::ending_cause).to_string(),
            detail: format!(
                "{} of {} · {shortest}",
                count(game.turn(), "move", "moves"),
                view(game).move_limit()
            ),
            truth: "The map shows the whole labyrinth and your route.".to_string(),
        }
    }

    fn rules_text(rules: &LabyrinthRules) -> Vec<String> {
        words::rules_text(rules)
    }

    fn draw_map(&self, game: &Labyrinth, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let panels = self.panels(game);
        GridWidget {
            panels: &panels,
            theme: ui.theme,
        }
        .render(area, buf);
    }

    /// For the mouse, the four cells around the player as drawn, in
    /// `Dir::ALL` order, stand for "rooms" 0 to 3: a click there steps.
    fn draw_map_drawn(&self, g: &Labyrinth, ui: &Ui<'_>, a: Rect, b: &mut Buffer) -> Drawn {
        self.draw_map(g, ui, a, b);
        Drawn {
            boxes: step_cells(a, b),
            ..Drawn::default()
        }
    }

    fn click(&mut self, game: &Labyrinth, room: RoomId) -> Intent<Command> {
        match [NORTH, EAST, SOUTH, WEST].get(room.index()) {
            Some(&verb) => self.act(game, Action::Verb(verb)),
            None => Intent::Nothing,
        }
    }

    fn draw_side(&self, game: &Labyrinth, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        side::draw(self, game, ui, area, buf);
    }

    fn prompt_rows(&self) -> u16 {
        if self.advise { 4 } else { 3 }
    }

    fn draw_prompt(&self, game: &Labyrinth, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let theme = ui.theme;
        let line = match &self.refused {
            Some(why) => Line::from(Span::styled(why.clone(), theme.style(Role::Warning))),
            None => Line::from(Span::styled(
                "Move: w a s d, arrows or h j k l · wait: .",
                theme.style(Role::Muted),
            )),
        };
        let mut lines = vec![line];
        if self.advise && !game.is_over() {
            lines.push(Line::from(Span::styled(
                self.advice_line(game),
                theme.style(Role::Hint),
            )));
        }
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .block(panel("Your move", theme))
            .render(area, buf);
    }

    fn plain_help() -> &'static str {
        words::INTRO
    }

    // The labyrinth's hints are advice: the next step towards the unknown
    // most worth exploring, or with the treasure the shortest known way out.
    const HINTS: bool = true;
    const HINT_LEGEND: &'static [(&'static str, &'static str)] = &[(
        "Advice:",
        "the next step towards the unknown most worth exploring, or with the treasure the shortest known way out",
    )];

    fn set_hints(&mut self, _game: &Labyrinth, on: bool) {
        self.advise = on;
    }

    /// Plain mode keeps a screen's state beside the game: its notebook
    /// learns the walls bumped, which the game does not keep.
    fn plain_hints(game: &Labyrinth) -> Option<LabyrinthUi> {
        Some(LabyrinthUi::new(game, false))
    }

    fn hint_lines(&self, game: &Labyrinth) -> Option<Vec<String>> {
        Some(vec![self.advice_line(game)])
    }

    const ODDS_HELP: &'static str = "odds prints the way advice, the line i shows on the full \
screen: the next step worth making from what you have felt out (the game is then marked as \
played with hints).";

    fn plain_describe(game: &Labyrinth) -> Vec<String> {
        let mut out = plain::describe(&view(game));
        if game.turn() == 0 {
            out.extend(Self::arrival(game).into_iter().map(|(_, l)| l));
        }
        out
    }

    fn plain_prompt(_game: &Labyrinth) -> String {
        "Which way (n, e, s, w, wait)? ".to_string()
    }

    fn plain_command(_game: &Labyrinth, line: &str) -> Result<Command, String> {
        plain::command(line)
    }

    fn plain_line(_game: &Labyrinth, command: &Command) -> String {
        match command {
            Command::Go(Dir::N) => "n",
            Command::Go(Dir::E) => "e",
            Command::Go(Dir::S) => "s",
            Command::Go(Dir::W) => "w",
            Command::Wait => "wait",
        }
        .to_string()
    }

    /// The labyrinth's spending is its moves: a win in fewer is better.
    fn ammo(game: &Labyrinth) -> Option<Ammo> {
        Some(Ammo {
            count: view(game).moves(),
            word: "moves".into(),
        })
    }

    fn plain_reveal(game: &Labyrinth, prefix: &str) -> String {
        let mut text = plain::reveal(game.reveal(), prefix);
        for row in plain::picture(game.reveal()) {
            text.push('\n');
            text.push_str(&row);
        }
        text
    }
}

/// The cells next to the player's `@` as drawn in `area`, north, east,
/// south, west (`None` off the map).
fn step_cells(area: Rect, buf: &Buffer) -> Vec<Option<Rect>> {
    let area = area.intersection(buf.area);
    let at = (area.y..area.bottom())
        .flat_map(|y| (area.x..area.right()).map(move |x| (x, y)))
        .find(|&(x, y)| buf.cell((x, y)).is_some_and(|c| c.symbol() == "@"));
    let Some((x, y)) = at else {
        return Vec::new();
    };
    Dir::ALL
        .iter()
        .map(|d| {
            let (dx, dy) = d.delta();
            let (cx, cy) = (i32::from(x) + dx, i32::from(y) + dy);
            let cell = Rect::new(u16::try_from(cx).ok()?, u16::try_from(cy).ok()?, 1, 1);
            area.contains(cell.as_position()).then_some(cell)
        })
        .collect()
}
