//! The side panels (where you are and its clues, the streets from here in
//! words, the legend of the map's marks) and the prompt under the map.

use super::words::{self, num};
use super::{GrandTheftUi, LEGEND, view};
use crate::engine::RoomId;
use crate::engine::grand_theft::GrandTheft;
use crate::front::{Panels, Ui};
use crate::ui::fit::{shorten, width};
use crate::ui::map::{Drawn, MapWidget};
use crate::ui::panels::Lines;
use crate::ui::panels::{fitted, panel};
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// Rows of the node panel, over the streets.
pub(super) const NODE_ROWS: u16 = 5;

/// The clue marks, short enough for the narrowest side panel.
const SHORT_LEGEND: &str = "b blood l lights s sirens ✕cops";

impl Panels for GrandTheftUi {
    const LEGEND: &'static [(&'static str, &'static str)] = super::keys::LEGEND;

    fn draw_map(&self, game: &GrandTheft, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Drawn {
        let v = view(game);
        MapWidget {
            map: &self.map,
            layout: &self.layout,
            theme: ui.theme,
            cursor: self.board.cursor.or(self.selected(&v)),
            path: &[],
            listed: true,
        }
        .draw(area, buf)
    }

    fn draw_side(&self, game: &GrandTheft, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let view = &view(game);
        let theme = cx.theme;
        let streets = view.neighbours_here().len() as u16;
        // The node panel takes what it needs, the streets next; then the full
        // legend and every known street in words, each only if it fits whole.
        let node_rows = NODE_ROWS;
        let streets_rows = (streets + 2).min(area.height.saturating_sub(node_rows));
        let spare = area.height.saturating_sub(node_rows + streets_rows);
        let inner = usize::from(area.width.saturating_sub(2));
        // The map's own marks, and the player's.
        let legend: Vec<(&str, &str)> = LEGEND
            .iter()
            .copied()
            .chain([super::city_marks::CITY.key])
            .collect();
        let widest = legend
            .iter()
            .map(|(m, w)| m.chars().count() + 1 + w.chars().count())
            .max()
            .unwrap_or(0);
        let per_row = if 2 * widest < inner { 2 } else { 1 };
        let legend_rows = legend.len().div_ceil(per_row) as u16 + 2;
        let legend_rows = if spare >= legend_rows { legend_rows } else { 0 };
        let [node_area, streets_area, legend_area, known_area] = Layout::vertical([
            Constraint::Length(node_rows),
            Constraint::Length(streets_rows),
            Constraint::Length(legend_rows),
            Constraint::Fill(1),
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
        // The clue marks in one line, always: the full legend may not fit.
        let short = Line::from(Span::styled(SHORT_LEGEND, theme.style(Role::Muted)));
        let block = panel("Streets from here", theme).block();
        let block = if SHORT_LEGEND.chars().count() + 2 <= usize::from(area.width) {
            block.title_bottom(short)
        } else {
            block
        };
        Paragraph::new(rows).block(block).render(streets_area, buf);

        if legend_rows > 0 {
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
            let block = panel("Known streets (exits)", theme);
            let inner = block.inner(known_area);
            let lines = fitted(&items, theme, inner.width.into(), inner.height.into());
            block.render(known_area, buf);
            Lines::new(lines).render(inner, buf);
        } else if known_area.height >= 1 {
            // No room for a frame (an 80x24 screen): the streets in words
            // still, since the map may point here ("see exits").
            let inner = Rect {
                x: known_area.x + 1,
                width: known_area.width.saturating_sub(2),
                ..known_area
            };
            let mut items = items;
            if let Some((first, _)) = items.first_mut() {
                first.insert_str(0, "Exits: ");
            }
            let lines = fitted(&items, theme, inner.width.into(), inner.height.into());
            Lines::new(lines).render(inner, buf);
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
