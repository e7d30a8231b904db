//! The title menu: the configured variants, and the knobs of the selected
//! one, with what it changes from its rule set's defaults first.

use crate::app::App;
use crate::config::Variant;
use crate::ui::fit::{self, shorten};
use crate::ui::panels::{Lines, Panel};
use crate::ui::panels::{hint_bar, panel};
use crate::ui::theme::{Role, Theme};
use crate::ui::wrap::{wrap_indented, wrap_words};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

const INTRO: &str = "Choose a game. Each is a hunt for the Wumpus in the dark, by its \
own rules: the details say how this one plays, and ? explains the keys and rules.";

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let outer = Panel::new(
        Span::styled(" Hunt the Wumpus ", theme.style(Role::Title)),
        theme.style(Role::Muted),
    );
    let inner = outer.inner(area);
    outer.render(area, buf);
    let [body, hints] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(inner);
    let details_width = (body.width * 2 / 5).clamp(38, 60);
    let [list_area, details_area] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(details_width)]).areas(body);
    let list_block = panel("Variants", theme);
    let list_inner = list_block.inner(list_area);
    list_block.render(list_area, buf);
    Lines::new(variant_lines(app, list_inner)).render(list_inner, buf);
    if super::resume::details(app, details_area, buf) {
        // The saved game's, while its Resume entry is chosen.
    } else if app.on_lobby_entry() {
        let block = panel("Details: Tables", theme);
        let inner = block.inner(details_area);
        block.render(details_area, buf);
        let text = "Games with seats for several people, each at their own terminal: \
open a table and wait for the others, join one with an open seat, or watch one in play.";
        let lines: Vec<Line<'static>> = wrap_words(text, usize::from(inner.width).max(8))
            .into_iter()
            .map(Line::raw)
            .collect();
        Lines::new(lines).render(inner, buf);
    } else if super::settings::menu_details(app, details_area, buf) {
        // The Settings entry's, while it is chosen.
    } else if let Some(v) = app.variant() {
        // The title's room inside the corners and its own spaces.
        let room = usize::from(details_area.width.saturating_sub(4));
        let title = shorten(&format!("Details: {}", v.name), room);
        let block = panel(&title, theme);
        let inner = block.inner(details_area);
        block.render(details_area, buf);
        let lines = detail_lines(v, theme, inner.width.into(), inner.height.into());
        Lines::new(lines).render(inner, buf);
    }
    hint_bar(&app.hints(), theme, hints, buf);
}

/// The intro and every variant (name, difficulty, description wrapped under
/// it), scrolled so the selected variant is always wholly in view.
fn variant_lines(app: &App, area: Rect) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let width = usize::from(area.width).max(8);
    let mut lines: Vec<Line<'static>> = wrap_words(INTRO, width)
        .into_iter()
        .map(|l| Line::from(Span::styled(l, theme.style(Role::Muted))))
        .collect();
    lines.push(Line::raw(""));
    let mut selected_span = (0, 0);
    // A notice, then the saved games first: resuming is the likeliest wish.
    let start = lines.len();
    let (resume, chosen) = super::resume::entry_lines(app, width);
    lines.extend(resume);
    if let Some((from, to)) = chosen {
        selected_span = (start + from, start + to);
    }
    for (i, v) in app.variants.iter().enumerate() {
        let chosen = i == app.selected && !app.on_resume;
        let start = lines.len();
        let marker = if chosen { "› " } else { "  " };
        let role = if chosen { Role::Selected } else { Role::Title };
        // The name wraps under itself; the difficulty follows it, on its
        // last line if there is room.
        let difficulty = format!("  [{}]", v.difficulty);
        let mut head = wrap_indented(&format!("{marker}{}", v.name), width, "  ");
        let last = head.pop().unwrap_or_default();
        for l in head {
            lines.push(Line::from(Span::styled(l, theme.style(role))));
        }
        if fit::width(&last) + fit::width(&difficulty) <= width {
            lines.push(Line::from(vec![
                Span::styled(last, theme.style(role)),
                Span::styled(difficulty, theme.style(Role::Hint)),
            ]));
        } else {
            lines.push(Line::from(Span::styled(last, theme.style(role))));
            lines.push(Line::from(Span::styled(
                format!("  {}", difficulty.trim_start()),
                theme.style(Role::Hint),
            )));
        }
        for l in wrap_words(&v.description, width.saturating_sub(4).max(4)) {
            lines.push(Line::from(Span::styled(
                format!("    {l}"),
                theme.style(Role::Normal),
            )));
        }
        if chosen {
            selected_span = (start, lines.len());
        }
    }
    if app.lobby.is_some() {
        let start = lines.len();
        let chosen = app.on_lobby_entry();
        let (marker, role) = if chosen {
            ("› ", Role::Selected)
        } else {
            ("  ", Role::Title)
        };
        lines.push(Line::raw(""));
        lines.push(Line::from(Span::styled(
            shorten(
                &format!("{marker}Tables: play with others here, or watch"),
                width,
            ),
            theme.style(role),
        )));
        if chosen {
            selected_span = (start, lines.len());
        }
    }
    let start = lines.len();
    lines.extend(super::settings::menu_entry(app, width));
    if app.on_settings_entry() {
        selected_span = (start, lines.len());
    }
    let height = usize::from(area.height);
    let (start, end) = selected_span;
    let skip = if end > height {
        (end - height).min(start)
    } else {
        0
    };
    lines.into_iter().skip(skip).collect()
}

/// The knobs, those that differ from the rule set's defaults first (marked
/// `*`), a value too long for its column wrapped under itself, and a note
/// for those the pane is too short for.
fn detail_lines(v: &Variant, theme: &Theme, pane: usize, height: usize) -> Vec<Line<'static>> {
    let (mut first, rest): (Vec<_>, Vec<_>) =
        v.knobs.iter().partition(|(k, _)| v.changed.contains(k));
    let changed_count = first.len();
    first.extend(rest);
    // A space after the longest knob name, but values keep 14 cells (a
    // cave name fits) on a narrow pane; never narrower than 19 columns.
    let longest = v.knobs.iter().map(|(k, _)| k.chars().count() + 1).max();
    let width = longest
        .unwrap_or(0)
        .min(pane.saturating_sub(15).max(19))
        .max(19);
    let value_room = pane.saturating_sub(width + 1).max(4);
    let knob = |i: usize, (knob, value): &(String, String)| -> Vec<Line<'static>> {
        let changed = i < changed_count;
        let (mark, role) = if changed {
            ("*", Role::Hint)
        } else {
            (" ", Role::Muted)
        };
        let value_role = if changed { Role::Hint } else { Role::Normal };
        let name = format!("{mark}{:<width$}", shorten(knob, width.saturating_sub(1)));
        let blank = " ".repeat(fit::width(&name));
        pieces(value, value_room)
            .into_iter()
            .enumerate()
            .map(|(k, part)| {
                let lead = if k == 0 { name.clone() } else { blank.clone() };
                Line::from(vec![
                    Span::styled(lead, theme.style(role)),
                    Span::styled(part, theme.style(value_role)),
                ])
            })
            .collect()
    };
    let mut lines: Vec<Line<'static>> = Vec::new();
    if changed_count == 0 {
        lines.push(Line::from(Span::styled(
            format!("The {} rules, unchanged.", v.rules.rule_set()),
            theme.style(Role::Muted),
        )));
    }
    let room = height.saturating_sub(lines.len());
    let all: Vec<Vec<Line<'static>>> = first
        .iter()
        .enumerate()
        .map(|(i, kv)| knob(i, kv))
        .collect();
    let total_rows: usize = all.iter().map(Vec::len).sum();
    // Whole knobs only: a value is never left half shown.
    let budget = if total_rows > room {
        room.saturating_sub(1)
    } else {
        room
    };
    let mut used = 0;
    let mut shown = 0;
    for rows in &all {
        if used + rows.len() > budget {
            break;
        }
        used += rows.len();
        shown += 1;
    }
    lines.extend(all.into_iter().take(shown).flatten());
    if shown < first.len() {
        lines.push(Line::from(Span::styled(
            format!(
                "… {} more at the {} defaults",
                first.len() - shown,
                v.rules.rule_set()
            ),
            theme.style(Role::Muted),
        )));
    }
    lines
}

/// A knob's value in lines of at most `cells`, broken after spaces,
/// commas and slashes (a list, a path), a piece longer than a line
/// shortened with "…".
fn pieces(value: &str, cells: usize) -> Vec<String> {
    let mut parts: Vec<String> = Vec::new();
    let mut current = String::new();
    for c in value.chars() {
        current.push(c);
        if matches!(c, ' ' | ',' | '/') {
            parts.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() || parts.is_empty() {
        parts.push(current);
    }
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for part in parts {
        if !line.is_empty() && fit::width(line.trim_end()) + fit::width(part.trim_end()) > cells {
            lines.push(line.trim_end().to_string());
            line.clear();
        }
        line.push_str(if line.is_empty() {
            part.trim_start()
        } else {
            &part
        });
    }
    lines.push(line.trim_end().to_string());
    lines.into_iter().map(|l| shorten(&l, cells)).collect()
}

#[cfg(test)]
mod tests {
    use super::pieces;

    #[test]
    fn a_long_value_breaks_after_a_slash_or_a_comma() {
        assert_eq!(pieces("assets/caves.dat", 15), ["assets/", "caves.dat"]);
        assert_eq!(pieces("Ann, Bob, Cy", 9), ["Ann, Bob,", "Cy"]);
        assert_eq!(pieces("short", 15), ["short"]);
        assert_eq!(pieces("", 15), [""]);
        assert_eq!(pieces("abcdefghijkl", 6), ["abcde…"]);
    }
}
