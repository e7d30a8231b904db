//! The labyrinth's side panel: moves left, the treasure, where the player
//! stands, the map's pieces and its key.

use super::{LabyrinthUi, view};
use crate::engine::Game;
use crate::engine::labyrinth::{Ending, Labyrinth};
use crate::front::Ui;
use crate::ui::panels::panel;
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

pub(super) fn draw(lab: &LabyrinthUi, game: &Labyrinth, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
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
    let fragments = lab.atlas.fragment_count();
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
            if lab.best {
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
