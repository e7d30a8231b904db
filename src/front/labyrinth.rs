//! The labyrinth's front: compass keys (the grid scope), a map of the
//! fragments the player has felt out, and at game over the whole labyrinth
//! with the player's route or the shortest one.

pub mod atlas;
pub mod keys;
mod map;
mod plain;
pub mod words;

use super::{Adapter, Fronted, Intent, Summary, Typing, Ui};
use crate::engine::labyrinth::{
    Command, Dir, Ending, Event, Labyrinth, LabyrinthRules, Refusal, View,
};
use crate::engine::{Game, SOLO};
use crate::keymap::{Action, Row, Scope, Slot};
use crate::record::Ammo;
use crate::ui::grid::{GridPanel, GridWidget};
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

    fn after(&mut self, _game: &Labyrinth, result: Result<&[Event], String>) {
        let last = self.last.take();
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

    fn draw_side(&self, game: &Labyrinth, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let theme = ui.theme;
        let v = view(game);
        let (w, h) = v.size();
        let mut lines = vec![
            Line::from(Span::styled(
                format!("Moves left: {} of {}", v.moves_left(), v.move_limit()),
                theme.style(Role::Title),
            )),
            Line::from(Span::styled(
                match (game.outcome(), v.carrying()) {
                    (Some(Ending::Won), _) => "You escaped with the treasure.",
                    (Some(_), true) => "You had the treasure, but no way out.",
                    (Some(_), false) => "You never found the treasure.",
                    (None, true) => "You carry treasure: find an exit.",
                    (None, false) => "No treasure yet.",
                },
                theme.style(if v.carrying() {
                    Role::Good
                } else {
                    Role::Normal
                }),
            )),
            Line::from(Span::styled(
                format!("Labyrinth {w}x{h}"),
                theme.style(Role::Muted),
            )),
        ];
        match v.on_wormhole() {
            Some(Some(k)) => lines.push(Line::from(Span::styled(
                format!("You stand on wormhole {k}."),
                theme.style(Role::Warning),
            ))),
            Some(None) => lines.push(Line::from(Span::styled(
                "You stand on a wormhole.",
                theme.style(Role::Warning),
            ))),
            None => {}
        }
        let fragments = self.atlas.fragment_count();
        if fragments > 1 {
            lines.push(Line::from(Span::styled(
                format!("Your map is in {fragments} pieces."),
                theme.style(Role::Hint),
            )));
        }
        for legend in [
            "@ you · # wall · . walked",
            "O wormhole · T treasure · E exit",
        ] {
            lines.push(Line::from(Span::styled(legend, theme.style(Role::Muted))));
        }
        if game.is_over() {
            lines.push(Line::from(Span::styled(
                if self.best {
                    "Showing the shortest route."
                } else {
                    "Showing your route."
                },
                theme.style(Role::Hint),
            )));
        }
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .block(panel("Labyrinth", theme))
            .render(area, buf);
    }

    fn prompt_rows(&self) -> u16 {
        3
    }

    fn draw_prompt(&self, _game: &Labyrinth, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let theme = ui.theme;
        let line = match &self.refused {
            Some(why) => Line::from(Span::styled(why.clone(), theme.style(Role::Warning))),
            None => Line::from(Span::styled(
                "Move: w a s d, arrows or h j k l · wait: .",
                theme.style(Role::Muted),
            )),
        };
        Paragraph::new(vec![line])
            .block(panel("Your move", theme))
            .render(area, buf);
    }

    fn plain_help() -> &'static str {
        words::INTRO
    }

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
