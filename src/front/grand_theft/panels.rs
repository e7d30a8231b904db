//! The side panels (where you are and its clues, the streets from here in
//! words, the legend of the map's marks) and the prompt under the map.

use super::words::{self, num};
use super::{GrandTheftUi, LEGEND, view};
use crate::engine::RoomId;
use crate::engine::grand_theft::GrandTheft;
use crate::front::{Panels, Ui};
use crate::ui::fit::{shorten, width};
use crate::ui::map::{Drawn, MapWidget};
use crate::ui::panels::{fitted_panel, panel};
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// Rows of the node panel, over the streets.
pub(super) const NODE_ROWS: u16 = 5;

/// The side panel's parts, in rows, top to bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct SideRows {
    pub node: u16,
    pub streets: u16,
    /// The full legend's panel (0: the clue marks go in the streets' box
    /// when a row is spare there, else only in help).
    pub legend: u16,
    /// The known streets' panel (0: no room for one whole line).
    pub known: u16,
}

/// How the side panel of `height` rows is shared: the node first, then
/// the streets from here (and a row for the clue marks), then the full
/// legend and the known streets, each only when it fits in its box.
pub(super) fn side_rows(height: u16, streets: u16, note: bool, legend_lines: u16) -> SideRows {
    let node = (NODE_ROWS - u16::from(!note)).min(height);
    let streets = (streets + 2).min(height - node);
    let spare = height - node - streets;
    // The known streets (the map may point to them) before the clue
    // marks' row, which help's legend has too.
    let (mark_row, known) = match spare {
        0 => (0, 0),
        1..=3 => (1, 0),
        4 => (0, 4),
        _ => (1, spare - 1),
    };
    let (mark_row, known, legend) = if known >= legend_lines.saturating_add(5) {
        // The full legend's panel: no need of the clue marks' row.
        (0, known + mark_row, legend_lines + 2)
    } else {
        (mark_row, known, 0)
    };
    SideRows {
        // Rows nobody takes stay with the node's panel, so the side
        // ends where the map does.
        node: node + spare - mark_row - known,
        streets: streets + mark_row,
        legend,
        known: known - legend,
    }
}

/// The clue marks, short enough for the narrowest side panel.
const SHORT_LEGEND: &str = "b blood l lights s sirens ✕cops";

impl Panels for GrandTheftUi {
    const LEGEND: &'static [(&'static str, &'static str)] = super::keys::LEGEND;

    fn draw_map(&self, game: &GrandTheft, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Drawn {
        let v = view(game);
        // The side panel is as tall as the map's box: whether it has room
        // to list the known streets the map may point to.
        let streets = v.neighbours_here().len() as u16;
        let side = side_rows(area.height + 2, streets, self.note.is_some(), 0);
        MapWidget {
            map: &self.map,
            layout: &self.layout,
            theme: ui.theme,
            cursor: self.board.cursor.or(self.selected(&v)),
            path: &[],
            // At the end the side panel tells the ending, not the exits.
            listed: side.known > 0 && v.ending().is_none(),
        }
        .draw(area, buf)
    }

    fn draw_side(&self, game: &GrandTheft, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let view = &view(game);
        let theme = cx.theme;
        let streets = view.neighbours_here().len() as u16;
        // The map's own marks, and the player's.
        let legend: Vec<(&str, &str)> = LEGEND
            .iter()
            .copied()
            .chain([super::city_marks::CITY.key])
            .collect();
        let inner = usize::from(area.width.saturating_sub(2));
        let widest = legend
            .iter()
            .map(|(m, w)| m.chars().count() + 1 + w.chars().count())
            .max()
            .unwrap_or(0);
        let per_row = if 2 * widest < inner { 2 } else { 1 };
        let rows = side_rows(
            area.height,
            streets,
            self.note.is_some(),
            legend.len().div_ceil(per_row) as u16,
        );
        let [node_area, streets_area, legend_area, known_area] = Layout::vertical([
            Constraint::Length(rows.node),
            Constraint::Length(rows.streets),
            Constraint::Length(rows.legend),
            Constraint::Length(rows.known),
        ])
        .areas(area);

        let clues = words::clue_words(view.clues_here());
        let mut lines = vec![if clues.is_empty() {
            Line::from(Span::styled("No clues here.", theme.style(Role::Muted)))
        } else {
            Line::from(Span::styled(clues.join(" "), theme.style(Role::Warning)))
        }];
        let visited = view.node_ids().filter(|&r| view.visited(r)).count();
        lines.push(Line::from(Span::styled(
            format!(
                "{} · {visited} of {} nodes visited",
                crate::words::count(view.bullets(), "bullet", "bullets"),
                view.nodes()
            ),
            theme.style(Role::Hint),
        )));
        if let Some(note) = &self.note {
            lines.push(Line::from(Span::styled(
                note.clone(),
                theme.style(Role::Danger),
            )));
        }
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .block(panel(&format!("You are at node {}", num(view.here())), theme).block())
            .render(node_area, buf);

        let rows: Vec<Line> = view
            .neighbours_here()
            .iter()
            .enumerate()
            .map(|(i, &to)| {
                let chosen = self.selected(view) == Some(to);
                let marker = if chosen { "›" } else { " " };
                let role = if chosen {
                    Role::Selected
                } else if view.roadblock(view.here(), to) == Some(true) {
                    Role::Danger
                } else {
                    Role::Normal
                };
                let mark = self
                    .board
                    .on(to)
                    .map_or_else(String::new, |g| format!(" · {}", g.word));
                let line = format!("{marker}{}{mark}", words::street_line(view, i, to));
                // With hints, the odds on the right; the clue words give way.
                let cells = usize::from(area.width.saturating_sub(2));
                // The odds may take all but the street's number and node.
                let prefix = format!("{marker}{} to {}", i + 1, num(to));
                // One wording for every row: beside the widest "›9 to 30".
                let free = cells.saturating_sub(10);
                let hinted = self
                    .hints
                    .as_ref()
                    .filter(|_| view.ending().is_none())
                    .and_then(|h| h.street(view.here(), to, free));
                match hinted {
                    Some((odds, shade)) => {
                        // The clue words whole, or not at all (the node's
                        // own line in the map says them).
                        let line = if width(&line) + 1 + width(&odds) <= cells {
                            line
                        } else {
                            shorten(&prefix, cells.saturating_sub(width(&odds) + 1))
                        };
                        let gap = cells.saturating_sub(width(&line) + width(&odds));
                        Line::from(vec![
                            Span::styled(line, theme.style(role)),
                            Span::raw(" ".repeat(gap)),
                            Span::styled(odds, theme.style(shade)),
                        ])
                    }
                    None => Line::from(Span::styled(line, theme.style(role))),
                }
            })
            .collect();
        // The clue marks in a line of their own where the full legend has
        // no room: inside the box, never in its border.
        let mut rows = rows;
        if legend_area.height == 0
            && streets_area.height > streets + 2
            && SHORT_LEGEND.chars().count() <= inner
        {
            rows.push(Line::from(Span::styled(
                SHORT_LEGEND,
                theme.style(Role::Muted),
            )));
        }
        Paragraph::new(rows)
            .block(panel("Streets from here", theme).block())
            .render(streets_area, buf);

        if legend_area.height > 0 {
            let lines: Vec<Line> = legend
                .chunks(per_row)
                .map(|row| {
                    let cells: Vec<String> = row
                        .iter()
                        .map(|(mark, what)| format!("{:<widest$}", format!("{mark} {what}")))
                        .collect();
                    Line::from(Span::styled(cells.join(" "), theme.style(Role::Muted)))
                })
                .collect();
            panel("Map marks", theme).draw(lines, legend_area, buf);
        }

        // Every street the player knows, in words: the map may not have room
        // to draw them all ("see exits").
        // The current node's streets are listed just above.
        let mine = format!("{} → ", num(view.here()));
        // With hints, a street's chance of a roadblock beside it where there
        // is any (a bare street has none: the list stays short at 80x24).
        let hints = self.hints.as_ref().filter(|_| view.ending().is_none());
        let cops = |a: RoomId, b: RoomId| {
            let p = hints?.odds.street(a, b).filter(|&p| p > 0.0)?;
            Some(format!("cops {}", crate::ui::map::shade::figure(p, false)))
        };
        let items: Vec<(String, Role)> =
            crate::ui::exits::lines_with(&self.map, |r| self.board.on(r).map(|g| g.word), cops)
                .into_iter()
                .filter(|l| !l.starts_with(&mine))
                .map(|l| (l, Role::Normal))
                .collect();
        if items.is_empty() {
            return;
        }
        if known_area.height >= 4 {
            fitted_panel("Known streets (exits)", &items, theme, known_area, buf);
        }
    }

    /// One row, shared by the hint and a refusal, so the map never jumps
    /// when one shows and keeps the most room.
    fn prompt_rows(&self) -> u16 {
        3
    }

    fn draw_prompt(&self, game: &GrandTheft, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let view = &view(game);
        let theme = cx.theme;
        let keys = cx.keymap;
        let n = view.neighbours_here().len();
        let first = keys.keys_of("tunnel_1");
        let numbers = match n {
            0 | 1 => first,
            _ => format!("{first}-{}", keys.keys_of(&format!("tunnel_{}", n.min(9)))),
        };
        let verb = if self.charging { "charge" } else { "walk to" };
        let (title, text, role) = if let Some(typed) = &self.typed {
            (
                if self.charging { "Charge" } else { "Walk" },
                format!(
                    "Node to {verb}: {typed}▏  {} {verb} · {} cancels",
                    keys.keys_of("select"),
                    keys.keys_of("cancel")
                ),
                Role::Title,
            )
        } else if self.charging {
            (
                "Charge",
                format!(
                    "Charge which node? {numbers}, {}, or {} and a number · {} cancels",
                    keys.keys_of("select"),
                    keys.keys_of("move"),
                    keys.keys_of("cancel")
                ),
                Role::Warning,
            )
        } else {
            (
                "What now?",
                format!(
                    "{numbers}/{} walk a street · {} types a node · {} charges",
                    keys.keys_of("select"),
                    keys.keys_of("move"),
                    keys.keys_of("charge")
                ),
                Role::Muted,
            )
        };
        // One row: a refusal takes the place of the hint, so nothing moves.
        let line = match &self.refused {
            Some(why) => Line::from(Span::styled(format!("✗ {why}"), theme.style(Role::Danger))),
            None => Line::from(Span::styled(text, theme.style(role))),
        };
        Paragraph::new(line)
            .wrap(Wrap { trim: true })
            .block(panel(title, theme).block())
            .render(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::side_rows;

    #[test]
    fn the_side_panels_share_every_row_and_a_known_streets_box_holds_two_lines() {
        for height in 5..60 {
            for streets in 1..6 {
                for note in [false, true] {
                    for legend in [4, 8] {
                        let r = side_rows(height, streets, note, legend);
                        assert_eq!(r.node + r.streets + r.legend + r.known, height, "{r:?}");
                        assert!(r.known == 0 || r.known >= 4, "{height}: {r:?}");
                        assert!(r.legend == 0 || r.legend == legend + 2, "{r:?}");
                    }
                }
            }
        }
    }
}
