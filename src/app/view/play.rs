//! The play screen's layout: the map and the side panels on top, the
//! game's prompt and the log below (or the game-over panel in their place),
//! the key hints at the bottom, all inside a frame whose title is the
//! status. What goes in the map, the side and the prompt is the game's.

use crate::app::App;
use crate::front::{Ui, View};
use crate::ui::panels::Panel;
use crate::ui::panels::{self, panel};
use crate::ui::theme::{Role, Theme};
use crate::ui::wrap::wrap_words;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

pub fn render(app: &App, s: &View<'_>, area: Rect, buf: &mut Buffer) {
    let outer = status_block(app, s, area.width);
    let inner = outer.inner(area);
    outer.render(area, buf);
    body(app, s, false, inner, buf);
}

/// Everything inside the frame. `replay`: the log stays in the prompt's
/// and the game-over panel's place (a replay has neither).
pub fn body(app: &App, s: &View<'_>, replay: bool, inner: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let ui = Ui {
        theme,
        keymap: &app.keymap,
    };
    let prompt_rows = s.prompt_rows;
    // The log grows with the screen, but the map keeps the most room;
    // and it grows for a turn that said much (an arrow's flight, a bat
    // drop), so the last turn's lines are all read whole.
    let fresh = fresh_rows(s, inner.width.saturating_sub(2)) + 2;
    let room = inner.height.saturating_sub(1 + prompt_rows + 8);
    let log_rows = (inner.height / 4).clamp(4, 16).max(fresh.min(room));
    // Once over, the log (its last turn whole) and under it the panel
    // of what the map cannot say and where the record went, as tall as
    // what it says, so no line of it is lost (the map gives rows up).
    let over = (s.over && !replay).then(|| game_over_lines(app, s, inner.width.saturating_sub(2)));
    let bottom_rows = match &over {
        Some(lines) if !lines.is_empty() => {
            (prompt_rows + log_rows).max(lines.len() as u16 + 2 + log_rows)
        }
        _ => prompt_rows + log_rows,
    };
    let [top, bottom, hints] = Layout::vertical([
        Constraint::Min(8),
        Constraint::Length(bottom_rows),
        Constraint::Length(1),
    ])
    .areas(inner);

    let side_width = (inner.width * 2 / 5).clamp(34, 64);
    // At a table, the talk pane sits under the side panels, beside the log.
    let bottom = match (&s.talk, replay) {
        (Some(talk), false) => {
            let [rest, pane] =
                Layout::horizontal([Constraint::Fill(1), Constraint::Length(side_width)])
                    .areas(bottom);
            panels::talk::draw(
                &talk.title,
                &talk.lines,
                talk.typing.as_ref(),
                talk.back,
                theme,
                pane,
                buf,
            );
            rest
        }
        _ => bottom,
    };
    let [map_area, side] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(side_width)]).areas(top);

    let map_block = Panel::new(" Map ", theme.style(Role::Muted));
    let map_inner = map_block.inner(map_area);
    map_block.render(map_area, buf);
    let drawn = s.panes.draw_map(&ui, map_inner, buf);
    // Once over, the side tells the ending (morgue-style) instead of the
    // last turn's warnings; nothing there is left to pick.
    let picks = if s.over && !replay && !s.own_ending {
        panel("The end", theme).draw(
            ending_lines(s, theme, side.width.saturating_sub(2)),
            side,
            buf,
        );
        Vec::new()
    } else {
        s.panes.draw_side(&ui, side, buf)
    };
    let mut log_rect = bottom;

    if replay {
        panels::log::log_scrolled(s.log, app.pointer.log_back, theme, bottom, buf);
    } else if let Some(lines) = over {
        let [log_area, over_area] = Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(if lines.is_empty() {
                0
            } else {
                lines.len() as u16 + 2
            }),
        ])
        .areas(bottom);
        panels::log::log_scrolled(s.log, app.pointer.log_back, theme, log_area, buf);
        if !lines.is_empty() {
            panel("Game over", theme).draw(lines, over_area, buf);
        }
        log_rect = log_area;
    } else {
        let [prompt_area, log_area] =
            Layout::vertical([Constraint::Length(prompt_rows), Constraint::Fill(1)]).areas(bottom);
        s.panes.draw_prompt(&ui, prompt_area, buf);
        panels::log::log_scrolled(s.log, app.pointer.log_back, theme, log_area, buf);
        log_rect = log_area;
    }
    // What a click can pick, as drawn.
    *app.pointer.hits.borrow_mut() = crate::app::mouse::Hits::of(&drawn, picks, log_rect);
    panels::hint_bar(&app.hints(), theme, hints, buf);
}

/// The rows the log's entries from the last command take at `width`.
fn fresh_rows(s: &View<'_>, width: u16) -> u16 {
    let from = s.log.len().saturating_sub(s.fresh);
    let rows: usize = s.log[from..]
        .iter()
        .map(|(_, text)| {
            crate::ui::wrap::wrap_indented(&format!("! {text}"), usize::from(width), "  ").len()
        })
        .sum();
    u16::try_from(rows).unwrap_or(u16::MAX)
}

/// The outer frame; its title is the status line, fitted to `width`.
fn status_block<'a>(app: &App, s: &View<'_>, width: u16) -> Panel<'a> {
    let theme = &app.theme;
    let title = panels::status_title(
        &panels::Status {
            program: "Hunt the Wumpus",
            name: s.name,
            seed: Some(s.seed),
            right: &s.status,
            flag: s.cheat.then_some("CHEAT"),
        },
        theme,
        width,
    );
    Panel::new(title, theme.style(Role::Muted))
}

/// What the panel that takes the prompt's and the log's place when a game
/// ends says, in rows of `width` cells.
fn game_over_lines(app: &App, s: &View<'_>, width: u16) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let width = usize::from(width);
    let Some(summary) = &s.summary else {
        return Vec::new();
    };
    let mut lines: Vec<Line<'static>> = Vec::new();
    let mut say = |text: &str, role: Role| {
        for row in wrap_words(text, width) {
            lines.push(Line::from(Span::styled(row, theme.style(role))));
        }
    };
    // Where the map cannot say it all, the truth is in words instead.
    if !summary.truth.is_empty() {
        say(&summary.truth, Role::Hint);
    }
    // Where the record went: its row in the scores, its dump (or the key
    // that writes one, which a narrow hint bar may leave out). The keys
    // themselves are the hint bar's, right under this panel.
    if let Some(mut note) = s.footnote.clone() {
        if s.can_dump && !note.contains("dump") {
            note.push_str(&format!(" · {} writes a dump", app.keymap.keys_of("dump")));
        }
        say(&note, Role::Muted);
    }
    lines
}

/// The side panel of a finished game: what ended it, then its facts, each
/// under its label, wrapped to `width` cells.
fn ending_lines(s: &View<'_>, theme: &Theme, width: u16) -> Vec<Line<'static>> {
    let width = usize::from(width);
    let mut lines: Vec<Line<'static>> = Vec::new();
    let Some(summary) = &s.summary else {
        return lines;
    };
    let mut say = |text: &str, role: Role| {
        for row in wrap_words(text, width) {
            lines.push(Line::from(Span::styled(row, theme.style(role))));
        }
    };
    say(&summary.cause, Role::Title);
    // A game played with the odds in view is marked, as its score is.
    let hints = if s.hints.seen { " · hints shown" } else { "" };
    say(
        &format!("Seed {} · {}{hints}", s.seed, summary.detail),
        Role::Normal,
    );
    let label = s
        .morgue
        .iter()
        .map(|(l, _)| l.chars().count())
        .max()
        .unwrap_or(0)
        + 1;
    for (name, fact) in &s.morgue {
        let rows = wrap_words(fact, width.saturating_sub(label).max(8));
        for (i, row) in rows.into_iter().enumerate() {
            let head = if i == 0 { *name } else { "" };
            lines.push(Line::from(vec![
                Span::styled(format!("{head:<label$}"), theme.style(Role::Muted)),
                Span::styled(row, theme.style(Role::Normal)),
            ]));
        }
    }
    lines
}
