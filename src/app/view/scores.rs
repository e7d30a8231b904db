//! The score table: the chosen variant's best games above, the latest
//! games below, each a row a cursor can open; notes on lines of the file
//! that were skipped, and the keys.

use crate::app::App;
use crate::app::scores::{BEST_HEADING, ScoresView, best_line, recent_table, tally_line};
use crate::ui::panels::{Lines, Panel};
use crate::ui::panels::{hint_bar, panel};
use crate::ui::theme::{Role, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

pub fn render(app: &App, view: &ScoresView, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let outer = Panel::new(
        Span::styled(" Hunt the Wumpus · Scores ", theme.style(Role::Title)),
        theme.style(Role::Muted),
    );
    let inner = outer.inner(area);
    outer.render(area, buf);
    let notes = notes(view);
    let note_rows = notes.len().min(3) as u16;
    let [best_area, recent_area, notes_area, hints] = Layout::vertical([
        Constraint::Fill(3),
        Constraint::Fill(2),
        Constraint::Length(note_rows),
        Constraint::Length(1),
    ])
    .areas(inner);

    let best = view.best_len();
    let title = match view.variants.get(view.variant) {
        Some((id, name)) => format!(
            "Best games: {name} ({id}) · {} of {} variants",
            view.variant + 1,
            view.variants.len()
        ),
        None => "Best games".to_string(),
    };
    // Only the rows in view are written out: a variant may have a
    // million games.
    let row = |i: usize| view.best_at(i).map(|s| best_line(i + 1, &s));
    let cursor = (view.cursor < best).then_some(view.cursor);
    let empty = if view.variants.is_empty() {
        "No game has ended yet: finished and abandoned games are listed here."
    } else if best == 0 {
        "No game of this variant was finished: abandoned ones are under recent games."
    } else {
        ""
    };
    // How the variant's games went, over the column names.
    let heading = match view.variants.get(view.variant) {
        Some((id, _)) => format!("{}\n{BEST_HEADING}", tally_line(&view.scores.tally(id))),
        None => BEST_HEADING.to_string(),
    };
    table(
        &title,
        &heading,
        (best, &row),
        cursor,
        empty,
        theme,
        best_area,
        buf,
    );

    // The rows' text after the cursor's mark, inside the box.
    let cells = usize::from(recent_area.width.saturating_sub(3));
    let (heading, recent) = recent_table(&view.recent(), cells);
    let cursor = view.cursor.checked_sub(best);
    table(
        "Recent games",
        &heading,
        (recent.len(), &|i| recent.get(i).cloned()),
        cursor,
        "",
        theme,
        recent_area,
        buf,
    );
    let lines: Vec<Line> = notes
        .into_iter()
        .take(usize::from(note_rows))
        .map(|n| Line::from(Span::styled(n, theme.style(Role::Warning))))
        .collect();
    Lines::new(lines).render(notes_area, buf);
    hint_bar(&app.hints(), theme, hints, buf);
}

/// What the player should know about the file: it could not be read, a
/// row could not be opened, lines were skipped (the first, and how many).
fn notes(view: &ScoresView) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(e) = &view.error {
        out.push(e.clone());
    }
    if let Some(n) = &view.note {
        out.push(n.clone());
    }
    let warnings = view.warnings();
    if let Some(first) = warnings.first() {
        let more = match warnings.len() - 1 {
            0 => String::new(),
            n => format!(" ({n} more such lines)"),
        };
        out.push(format!("{first}{more}"));
    }
    out
}

/// A titled table with a heading row, the cursor's row marked and kept in
/// view. `rows` is how many there are and the text of each.
#[allow(clippy::too_many_arguments)]
fn table(
    title: &str,
    heading: &str,
    rows: (usize, &dyn Fn(usize) -> Option<String>),
    cursor: Option<usize>,
    empty: &str,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let block = panel(title, theme);
    let inner = block.inner(area);
    block.render(area, buf);
    // A heading of one line or more (a summary over the column names).
    let heads = heading.lines().count() as u16;
    let room = usize::from(inner.height.saturating_sub(heads)).max(1);
    let skip = cursor.map_or(0, |c| (c + 1).saturating_sub(room));
    // A blank where the rows have their cursor mark.
    let mut lines: Vec<Line> = (heading.lines())
        .map(|h| Line::from(Span::styled(format!(" {h}"), theme.style(Role::Muted))))
        .collect();
    let (count, row_text) = rows;
    if count == 0 && !empty.is_empty() {
        lines.push(Line::from(Span::styled(
            empty.to_string(),
            theme.style(Role::Muted),
        )));
    }
    for i in (skip..count).take(room) {
        let Some(row) = row_text(i) else {
            continue;
        };
        let chosen = cursor == Some(i);
        let (mark, role) = if chosen {
            ("›", Role::Selected)
        } else {
            (" ", Role::Normal)
        };
        lines.push(Line::from(Span::styled(
            format!("{mark}{row}"),
            theme.style(role),
        )));
    }
    Lines::new(lines).render(inner, buf);
}
