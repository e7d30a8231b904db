//! The look panel: all the player knows of the room under the look
//! cursor, in lines that wrap at spaces, so a long name is never cut.
//! It draws what it is given; the front decides what is known.

use crate::ui::panels::fitted_panel;
use crate::ui::theme::{Role, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// Rows the look panel takes under the map, its frame included.
pub const ROWS: u16 = 7;

/// What the player knows of one room, most important first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Looked {
    /// The room's whole name or label.
    pub name: String,
    /// What is known of it, a line each: how the player knows it, what
    /// was felt or met there, their mark, the odds, its ways on.
    pub lines: Vec<(Role, String)>,
}

/// Draws the look panel; `looked` is `None` while the cursor is on
/// nothing the player knows.
pub fn draw(looked: Option<&Looked>, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let mut items: Vec<(String, Role)> = Vec::new();
    match looked {
        Some(l) => {
            items.push((l.name.clone(), Role::Selected));
            items.extend(l.lines.iter().map(|(role, text)| (text.clone(), *role)));
        }
        None => items.push((
            "Nothing you know of is under the cursor.".to_string(),
            Role::Muted,
        )),
    }
    fitted_panel("Look", &items, theme, area, buf);
}
