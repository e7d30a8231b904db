//! The play screen's layout: the map and the side panels on top, the
//! game's prompt and the log below (or the game-over panel in their place),
//! the key hints at the bottom, all inside a frame whose title is the
//! status. What goes in the map, the side and the prompt is the game's.

use crate::app::App;
use crate::front::{Ui, View};
use crate::keymap::Layer;
use crate::ui::panels::Panel;
use crate::ui::panels::log::entry_rows;
use crate::ui::panels::{self, panel};
use crate::ui::theme::Role;
use crate::ui::wrap::wrap_words;
use crate::words::Tone;
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
    // The log grows with the screen, but the map keeps the most room.
    let log_rows = (inner.height / 4).clamp(4, 16);
    // The game-over panel is as tall as what it says, so no line of it
    // is lost (the map gives the rows up).
    let over = (s.over && !replay).then(|| game_over_lines(app, s, inner.width.saturating_sub(2)));
    let bottom_rows = match &over {
        Some(lines) => (prompt_rows + log_rows).max(lines.len() as u16 + 2),
        None => prompt_rows + log_rows,
    };
    let [top, bottom, hints] = Layout::vertical([
        Constraint::Min(8),
        Constraint::Length(bottom_rows),
        Constraint::Length(1),
    ])
    .areas(inner);

    let side_width = (inner.width * 2 / 5).clamp(34, 64);
    let [map_area, side] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(side_width)]).areas(top);

    let map_block = Panel::new(" Map ", theme.style(Role::Muted));
    let map_inner = map_block.inner(map_area);
    map_block.render(map_area, buf);
    let drawn = s.panes.draw_map(&ui, map_inner, buf);
    let picks = s.panes.draw_side(&ui, side, buf);
    let mut log_rect = bottom;

    if replay {
        panels::log::log_scrolled(s.log, app.pointer.log_back, theme, bottom, buf);
    } else if let Some(lines) = over {
        panel("Game over", theme).draw(lines, bottom, buf);
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
    // The verdict is the log's last word; the line before it that is not
    // narration says what happened.
    let mut told = s
        .log
        .iter()
        .rev()
        .filter(|(t, _)| *t != Tone::Info && *t != Tone::Secret);
    let verdict = told.next();
    let last = told.next();
    let mut lines: Vec<Line<'static>> = last
        .into_iter()
        .chain(verdict)
        .flat_map(|(t, text)| entry_rows(*t, text, width, theme))
        .collect();
    let mut say = |text: &str, role: Role| {
        for row in wrap_words(text, width) {
            lines.push(Line::from(Span::styled(row, theme.style(role))));
        }
    };
    say(&summary.cause, Role::Title);
    // The map is stamped REVEALED and, where it cannot draw every tunnel,
    // says "see exits": no claim here that it shows it all. A game played
    // with the odds in view is marked, as its score is.
    let hints = if s.hints.seen { " · hints shown" } else { "" };
    say(
        &format!("Seed {} · {}{hints}", s.seed, summary.detail),
        Role::Normal,
    );
    // Where the map cannot say it all, the truth is in words instead.
    if !summary.truth.is_empty() {
        say(&summary.truth, Role::Hint);
    }
    // Where the record went: its row in the scores, its dump (or the key
    // that writes one, which a narrow hint bar may leave out).
    if let Some(mut note) = s.footnote.clone() {
        if s.can_dump && !note.contains("dump") {
            note.push_str(&format!(" · {} writes a dump", app.keymap.keys_of("dump")));
        }
        say(&note, Role::Muted);
    }
    // The same keys and words as the hint bar, so neither can promise
    // what the other does not.
    lines.extend(panels::key_rows(
        &app.hints_for(Layer::GameOver),
        theme,
        width,
    ));
    lines
}
