//! The prompt under the map while a mark is being placed: what a pick
//! does now, the label typed so far, and the cycle a mark goes through.

use super::{Board, Marking, Words};
use crate::ui::panels::fitted_panel;
use crate::ui::theme::{Role, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// Draws the mark prompt; `cursor` is the cursor room's label.
pub fn draw(
    marking: &Marking,
    words: &Words,
    board: &Board,
    cursor: Option<&str>,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let mut items: Vec<(String, Role)> = Vec::new();
    match &marking.typed {
        Some(text) => {
            items.push((format!("Room to mark: {text}_"), Role::Selected));
        }
        None => {
            let now = match (cursor, marking.cursor) {
                (Some(label), Some(room)) => {
                    let on = board.on(room).map_or("no mark", |g| g.word);
                    format!(" The cursor is on {label} ({on}).")
                }
                _ => String::new(),
            };
            items.push((format!("Mark which room?{now}"), Role::Selected));
        }
    }
    let cycle: Vec<&str> = words.guesses.iter().map(|g| g.word).collect();
    items.push((
        format!(
            "A mark steps on: {} → none. Marks change no rule.",
            cycle.join(" → ")
        ),
        Role::Muted,
    ));
    fitted_panel("Mark a room", &items, theme, area, buf);
}
