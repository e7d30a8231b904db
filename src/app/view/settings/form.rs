//! The customise form: one row per knob (name, value, what it takes, and
//! on a wide screen what it means), the save row, and under them the
//! cursor's knob explained in full, the refusal if the values make no
//! game, and the name prompt when saving.

use super::shorten;
use crate::app::App;
use crate::app::settings::KnobForm;
use crate::ui::fit;
use crate::ui::panels::Lines;
use crate::ui::panels::panel;
use crate::ui::theme::Role;
use crate::ui::wrap::wrap_words;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// Rows of the box under the form.
const DETAIL_ROWS: u16 = 6;

pub fn render(app: &App, form: &KnobForm, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let [rows_area, detail_area] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(DETAIL_ROWS)]).areas(area);
    // The rows scroll: the title says where the cursor is among them.
    let title = format!(
        "row {} of {} · {} rules: knobs of {}",
        form.cursor + 1,
        form.rows() + 1,
        form.draft.rule_set,
        form.draft.from
    );
    let title = shorten(&title, usize::from(rows_area.width.saturating_sub(4)));
    let block = panel(&title, theme);
    let inner = block.inner(rows_area);
    block.render(rows_area, buf);
    Lines::new(row_lines(app, form, inner)).render(inner, buf);
    let name = form
        .row(form.cursor)
        .map_or_else(|| "Save as a new variant".to_string(), |(n, _, _)| n);
    let block = panel(&name, theme);
    let inner = block.inner(detail_area);
    block.render(detail_area, buf);
    Paragraph::new(detail_lines(
        app,
        form,
        usize::from(inner.width),
        usize::from(inner.height),
    ))
    .render(inner, buf);
}

/// The rows that fit, scrolled to keep the cursor's in view.
fn row_lines(app: &App, form: &KnobForm, area: Rect) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let width = usize::from(area.width);
    let refused = form.refused_row();
    let name_w = (0..form.rows())
        .filter_map(|i| form.row(i).map(|(n, _, _)| fit::width(&n)))
        .max()
        .unwrap_or(0)
        + 3;
    let room = if width >= 120 { 34 } else { 22 };
    let value_w = room.min(width.saturating_sub(name_w + 8)).max(6);
    let allowed_w = if width >= 120 {
        28
    } else {
        width.saturating_sub(name_w + value_w + 1)
    };
    let meaning_w = width.saturating_sub(name_w + value_w + allowed_w + 2);
    let mut lines: Vec<Line<'static>> = Vec::new();
    for i in 0..form.rows() {
        let Some((name, value, kind)) = form.row(i) else {
            continue;
        };
        let chosen = i == form.cursor;
        let marker = match (chosen, refused == Some(i)) {
            (_, true) => "! ",
            (true, false) => "› ",
            (false, false) => "  ",
        };
        let shown = match (&form.editing, chosen) {
            (Some(t), true) => format!("{}▏", t.tail(value_w.saturating_sub(1))),
            _ if value.is_empty() => "(default)".to_string(),
            _ if kind.choices().is_some() => shorten(&format!("‹ {value} ›"), value_w),
            _ => shorten(&value, value_w),
        };
        let value_role = match (chosen, refused == Some(i)) {
            (_, true) => Role::Danger,
            (true, false) => Role::Selected,
            (false, false) => Role::Normal,
        };
        let mut spans = vec![
            Span::styled(
                format!("{marker}{name:<w$}", w = name_w - 2),
                theme.style(if chosen { Role::Selected } else { Role::Title }),
            ),
            Span::styled(format!("{shown:<value_w$} "), theme.style(value_role)),
            Span::styled(
                format!("{:<allowed_w$}", shorten(&kind.allowed(), allowed_w)),
                theme.style(Role::Muted),
            ),
        ];
        if meaning_w > 10 {
            spans.push(Span::styled(
                format!(" {}", shorten(&form.meaning(i), meaning_w - 1)),
                theme.style(Role::Normal),
            ));
        }
        lines.push(Line::from(spans));
    }
    let chosen = form.cursor >= form.rows();
    lines.push(Line::from(Span::styled(
        format!(
            "{}[ Save as new variant… ]",
            if chosen { "› " } else { "  " }
        ),
        theme.style(if chosen { Role::Selected } else { Role::Hint }),
    )));
    let height = usize::from(area.height).max(1);
    let skip = (form.cursor + 1).saturating_sub(height);
    lines.into_iter().skip(skip).collect()
}

/// The box under the form: the name prompt while saving, else the
/// cursor's knob in full; then what went wrong, if anything.
fn detail_lines(app: &App, form: &KnobForm, width: usize, height: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let width = width.max(10);
    let mut lines: Vec<Line<'static>> = Vec::new();
    let say = |text: &str, role: Role, lines: &mut Vec<Line<'static>>| {
        for l in wrap_words(text, width) {
            lines.push(Line::from(Span::styled(l, theme.style(role))));
        }
    };
    if let Some(name) = &form.naming {
        let lead = "Name: ";
        let room = width.saturating_sub(lead.len() + 1);
        lines.push(Line::from(vec![
            Span::styled(lead, theme.style(Role::Title)),
            Span::styled(format!("{}▏", name.tail(room)), theme.style(Role::Selected)),
        ]));
        let id = crate::config::edit::id_from(name.value());
        say(
            &format!("saved as [variant.{id}] in the config file; Enter saves, Esc goes back"),
            Role::Muted,
            &mut lines,
        );
    } else if let Some((_, value, kind)) = form.row(form.cursor) {
        let meaning = form.meaning(form.cursor);
        say(&meaning, Role::Normal, &mut lines);
        let value = if value.is_empty() {
            "(default)".into()
        } else {
            value
        };
        say(
            &format!("value: {value} · takes: {}", kind.allowed()),
            Role::Muted,
            &mut lines,
        );
    } else {
        say(
            "Saves these knobs as a new variant in your config file (your comments stay); it joins the menu at once.",
            Role::Normal,
            &mut lines,
        );
    }
    let mut bad: Vec<Line<'static>> = Vec::new();
    if let Some(m) = &form.message {
        say(
            &m.text,
            if m.ok { Role::Good } else { Role::Danger },
            &mut bad,
        );
    }
    if let Some(why) = &form.refusal {
        say(&format!("Refused: {why}"), Role::Danger, &mut bad);
    }
    // The refusal and the message matter most: they keep their rows, and
    // the explanation above them says where it was cut.
    let keep = height.saturating_sub(bad.len());
    if lines.len() > keep {
        lines.truncate(keep);
        if let Some(last) = lines.last_mut() {
            let text: String = last.spans.iter().map(|s| s.content.as_ref()).collect();
            let style = last.spans.last().map(|s| s.style).unwrap_or_default();
            let cut = shorten(&format!("{text} …"), width);
            *last = Line::from(Span::styled(
                if cut.ends_with('…') {
                    cut
                } else {
                    format!("{}…", text.trim_end())
                },
                style,
            ));
        }
    }
    lines.extend(bad);
    lines
}
