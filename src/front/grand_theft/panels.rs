//! The side panels (where you are and its clues, the streets from here in
//! words, the legend of the map's marks) and the prompt under the map.

use super::words::{self, num};
use super::{GrandTheftUi, LEGEND};
use crate::engine::grand_theft::View;
use crate::front::Ui;
use crate::ui::panels::panel;
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

pub(super) fn side(ui: &GrandTheftUi, view: &View<'_>, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
    let theme = cx.theme;
    let streets = view.neighbours_here().len() as u16;
    // The node panel takes what it needs, the streets next, and the legend
    // whatever room is left (all of it or none: half a legend misleads).
    let node_rows = 5;
    let streets_rows = (streets + 2).min(area.height.saturating_sub(node_rows));
    let legend_rows = LEGEND.len().div_ceil(2) as u16 + 2;
    let spare = area.height.saturating_sub(node_rows + streets_rows);
    let legend_rows = if spare >= legend_rows { legend_rows } else { 0 };
    let [node_area, streets_area, legend_area] = Layout::vertical([
        Constraint::Length(node_rows),
        Constraint::Length(streets_rows),
        Constraint::Min(legend_rows),
    ])
    .areas(area);

    let mut lines = vec![Line::from(Span::styled(
        words::where_line(view),
        theme.style(Role::Title),
    ))];
    let clues = words::clue_words(view.clues_here());
    if clues.is_empty() {
        lines.push(Line::from(Span::styled(
            "No clues here.",
            theme.style(Role::Muted),
        )));
    } else {
        lines.push(Line::from(Span::styled(
            clues.join(" "),
            theme.style(Role::Warning),
        )));
    }
    let visited = view.node_ids().filter(|&r| view.visited(r)).count();
    lines.push(Line::from(Span::styled(
        format!(
            "{} · {visited} of {} nodes visited",
            crate::words::count(view.bullets(), "bullet", "bullets"),
            view.nodes()
        ),
        theme.style(Role::Hint),
    )));
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .block(panel(&format!("Node {}", num(view.here())), theme))
        .render(node_area, buf);

    let rows: Vec<Line> = view
        .neighbours_here()
        .iter()
        .enumerate()
        .map(|(i, &to)| {
            let chosen = ui.selected(view) == Some(to);
            let marker = if chosen { "›" } else { " " };
            let role = if chosen {
                Role::Selected
            } else if view.roadblock(view.here(), to) == Some(true) {
                Role::Danger
            } else {
                Role::Normal
            };
            Line::from(Span::styled(
                format!("{marker}{}", words::street_line(view, i, to)),
                theme.style(role),
            ))
        })
        .collect();
    Paragraph::new(rows)
        .block(panel("Streets from here", theme))
        .render(streets_area, buf);

    if legend_rows > 0 {
        let cells: Vec<Span> = LEGEND
            .iter()
            .map(|(mark, what)| Span::raw(format!("{mark} {what}")))
            .collect();
        let half = (legend_area.width.saturating_sub(2) / 2) as usize;
        let lines: Vec<Line> = cells
            .chunks(2)
            .map(|pair| {
                let left = format!("{:<half$}", pair[0].content);
                let mut spans = vec![Span::styled(left, theme.style(Role::Muted))];
                if let Some(right) = pair.get(1) {
                    spans.push(Span::styled(
                        right.content.clone(),
                        theme.style(Role::Muted),
                    ));
                }
                Line::from(spans)
            })
            .collect();
        Paragraph::new(lines)
            .block(panel("Map marks", theme))
            .render(legend_area, buf);
    }
}

pub(super) fn prompt(
    ui: &GrandTheftUi,
    view: &View<'_>,
    cx: &Ui<'_>,
    area: Rect,
    buf: &mut Buffer,
) {
    let theme = cx.theme;
    let keys = cx.keymap;
    let n = view.neighbours_here().len();
    let first = keys.keys_of("tunnel_1");
    let numbers = match n {
        0 | 1 => first,
        _ => format!("{first}-{}", keys.keys_of(&format!("tunnel_{}", n.min(9)))),
    };
    let verb = if ui.charging { "charge" } else { "walk to" };
    let (title, text, role) = if let Some(typed) = &ui.typed {
        (
            if ui.charging { "Charge" } else { "Walk" },
            format!(
                "Node to {verb}: {typed}▏  {} {verb} · {} cancels",
                keys.keys_of("select"),
                keys.keys_of("cancel")
            ),
            Role::Title,
        )
    } else if ui.charging {
        (
            "Charge",
            format!(
                "Charge which node? {numbers}, {} on the selected street, or {} and its number · {} cancels",
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
    let line = match &ui.refused {
        Some(why) => Line::from(Span::styled(format!("✗ {why}"), theme.style(Role::Danger))),
        None => Line::from(Span::styled(text, theme.style(role))),
    };
    Paragraph::new(line)
        .wrap(Wrap { trim: true })
        .block(panel(title, theme))
        .render(area, buf);
}
