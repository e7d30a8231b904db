//! What the labyrinth's play screen draws (`Panels`): the grid map, the
//! side panel (moves left, the treasure, where the player stands, the
//! map's pieces and its key) and the prompt; and a click next to the
//! player, which steps (`MarkRooms`: the labyrinth has no marks).

use super::keys::{EAST, NORTH, SIDE_LEGEND, SIDE_LEGEND_REVEALED, SOUTH, WEST};
use super::{LabyrinthUi, view};
use crate::engine::labyrinth::{Command, Dir, Ending, Labyrinth};
use crate::engine::{Game, RoomId};
use crate::front::{Controls, Intent, MarkRooms, Panels, Ui};
use crate::keymap::Action;
use crate::ui::grid::GridWidget;
use crate::ui::map::Drawn;
use crate::ui::panels::panel;
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

impl Panels for LabyrinthUi {
    const LEGEND: &'static [(&'static str, &'static str)] = super::keys::LEGEND;
    const GRAPH: bool = false;

    /// For the mouse, the four cells around the player as drawn, in
    /// `Dir::ALL` order, stand for "rooms" 0 to 3: a click there steps.
    fn draw_map(&self, game: &Labyrinth, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Drawn {
        let panels = self.panels(game);
        let drawn = GridWidget {
            panels: &panels,
            theme: ui.theme,
        }
        .draw(area, buf);
        Drawn {
            boxes: step_cells(drawn.focus),
            ..Drawn::default()
        }
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
        let revealed = (self.cheat || game.is_over()).then_some(SIDE_LEGEND_REVEALED);
        for legend in SIDE_LEGEND.iter().copied().chain(revealed) {
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
            .block(panel("Labyrinth", theme).block())
            .render(area, buf);
    }

    fn prompt_rows(&self) -> u16 {
        if self.advise { 4 } else { 3 }
    }

    fn draw_prompt(&self, game: &Labyrinth, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let theme = ui.theme;
        let line = match &self.refused {
            Some(why) => Line::from(Span::styled(why.clone(), theme.style(Role::Warning))),
            None => Line::from(Span::styled(
                "Move: w a s d, arrows or h j k l · Shift (or W A S D) runs · wait: .",
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
            .block(panel("Your move", theme).block())
            .render(area, buf);
    }
}

impl MarkRooms for LabyrinthUi {
    fn click(&mut self, game: &Labyrinth, room: RoomId) -> Intent<Command> {
        match [NORTH, EAST, SOUTH, WEST].get(room.index()) {
            Some(&verb) => self.act(game, Action::Verb(verb)),
            None => Intent::Nothing,
        }
    }
}

/// The cells next to the player as drawn (`focus`: the player's cell
/// and the cells in sight around it), north, east, south, west (`None`
/// off the map).
fn step_cells(focus: Option<(Rect, Rect)>) -> Vec<Option<Rect>> {
    let Some((at, shown)) = focus else {
        return Vec::new();
    };
    Dir::ALL
        .iter()
        .map(|d| {
            let (dx, dy) = d.delta();
            let x = i32::from(at.x) + dx * i32::from(at.width);
            let y = i32::from(at.y) + dy * i32::from(at.height);
            let cell = Rect::new(
                u16::try_from(x).ok()?,
                u16::try_from(y).ok()?,
                at.width,
                at.height,
            );
            (shown.intersection(cell) == cell).then_some(cell)
        })
        .collect()
}
