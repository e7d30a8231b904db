//! The title menu: the configured variants, and the knobs of the selected
//! one, with what it changes from its rule set's defaults first.

use crate::app::App;
use crate::config::Variant;
use crate::ui::panels::{hint_bar, panel};
use crate::ui::theme::{Role, Theme};
use crate::ui::wrap::wrap_words;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

const INTRO: &str = "Choose a game. Each is a hunt for the Wumpus in the dark, by its \
own rules: the details say how this one plays, and ? explains the keys and rules.";

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let outer = Block::bordered()
        .border_style(theme.style(Role::Muted))
        .title(Span::styled(" Hunt the Wumpus ", theme.style(Role::Title)));
    let inner = outer.inner(area);
    outer.render(area, buf);
    let [body, hints] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(inner);
    let details_width = (body.width * 2 / 5).clamp(38, 60);
    let [list_area, details_area] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(details_width)]).areas(body);
    let list_block = panel("Variants", theme);
    let list_inner = list_block.inner(list_area);
    list_block.render(list_area, buf);
    Paragraph::new(variant_lines(app, list_inner)).render(list_inner, buf);
    if super::resume::details(app, details_area, buf) {
        // The saved game's, while the Resume entry is chosen.
    } else if let Some(v) = app.variant() {
        let title = format!("Details: {}", v.name);
        let block = panel(&title, theme);
        let inner = block.inner(details_area);
        block.render(details_area, buf);
        let lines = detail_lines(v, theme, inner.width.into(), inner.height.into());
        Paragraph::new(lines).render(inner, buf);
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
    // A notice, then the saved game first: resuming is the likeliest wish.
    let start = lines.len();
    lines.extend(super::resume::entry_lines(app, width));
    if app.on_resume {
        selected_span = (start, lines.len());
    }
    for (i, v) in app.variants.iter().enumerate() {
        let chosen = i == app.selected && !app.on_resume;
        let start = lines.len();
        let marker = if chosen { "› " } else { "  " };
        let role = if chosen { Role::Selected } else { Role::Title };
        lines.push(Line::from(vec![
            Span::styled(format!("{marker}{}", v.name), theme.style(role)),
            Span::styled(format!("  [{}]", v.difficulty), theme.style(Role::Hint)),
        ]));
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
/// `*`), cut with a note when the pane is too short for all of them.
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
    let line = |i: usize, (knob, value): &(String, String)| {
        let (mark, role) = if i < changed_count {
            ("*", Role::Hint)
        } else {
            (" ", Role::Muted)
        };
        Line::from(vec![
            Span::styled(
                format!("{mark}{:<width$}", cut(knob, width.saturating_sub(1))),
                theme.style(role),
            ),
            Span::styled(
                value.clone(),
                theme.style(if i < changed_count {
                    Role::Hint
                } else {
                    Role::Normal
                }),
            ),
        ])
    };
    let mut lines: Vec<Line<'static>> = Vec::new();
    if changed_count == 0 {
        lines.push(Line::from(Span::styled(
            format!("The {} rules, unchanged.", v.rules.rule_set()),
            theme.style(Role::Muted),
        )));
    }
    let room = height.saturating_sub(lines.len());
    let total = first.len();
    let shown = if total > room {
        room.saturating_sub(1)
    } else {
        total
    };
    lines.extend(
        first
            .iter()
            .take(shown)
            .enumerate()
            .map(|(i, kv)| line(i, kv)),
    );
    if shown < total {
        lines.push(Line::from(Span::styled(
            format!(
                "… {} more at the {} defaults",
                total - shown,
                v.rules.rule_set()
            ),
            theme.style(Role::Muted),
        )));
    }
    lines
}

/// At most `cells` characters of `text`, with "…" where it was cut.
fn cut(text: &str, cells: usize) -> String {
    if text.chars().count() <= cells {
        return text.to_string();
    }
    let kept: String = text.chars().take(cells.saturating_sub(1)).collect();
    format!("{kept}…")
}
