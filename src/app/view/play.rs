//! The play screen's layout: the map and the side panels on top, the
//! game's prompt and the log below (or the game-over panel in their place),
//! the key hints at the bottom, all inside a frame whose title is the
//! status. What goes in the map, the side and the prompt is the game's.

use crate::app::App;
use crate::front::{Front, Ui};
use crate::keymap::Layer;
use crate::ui::panels::{self, panel, tone_line};
use crate::ui::theme::Role;
use crate::words::Tone;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

pub fn render(app: &App, s: &dyn Front, area: Rect, buf: &mut Buffer) {
    let outer = status_block(app, s);
    let inner = outer.inner(area);
    outer.render(area, buf);
    body(app, s, false, inner, buf);
}

/// Everything inside the frame. `replay`: the log stays in the prompt's
/// and the game-over panel's place (a replay has neither).
pub fn body(app: &App, s: &dyn Front, replay: bool, inner: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let ui = Ui {
        theme,
        keymap: &app.keymap,
    };
    let prompt_rows = s.prompt_rows();
    // The log grows with the screen, but the map keeps the most room.
    let log_rows = (inner.height / 4).clamp(4, 16);
    let bottom_rows = if s.is_over() && !replay {
        (prompt_rows + log_rows).max(8)
    } else {
        prompt_rows + log_rows
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

    let map_block = Block::bordered()
        .title(" Map ")
        .border_style(theme.style(Role::Muted));
    let map_inner = map_block.inner(map_area);
    map_block.render(map_area, buf);
    s.draw_map(&ui, map_inner, buf);
    s.draw_side(&ui, side, buf);

    if replay {
        panels::log(s.log(), theme, bottom, buf);
    } else if s.is_over() {
        game_over(app, s, bottom, buf);
    } else {
        let [prompt_area, log_area] =
            Layout::vertical([Constraint::Length(prompt_rows), Constraint::Fill(1)]).areas(bottom);
        s.draw_prompt(&ui, prompt_area, buf);
        panels::log(s.log(), theme, log_area, buf);
    }
    panels::hint_bar(&app.hints(), theme, hints, buf);
}

/// The outer frame; its title is the status line.
fn status_block<'a>(app: &App, s: &dyn Front) -> Block<'a> {
    let theme = &app.theme;
    let left = format!(" Hunt the Wumpus · {} · seed {} ", s.name(), s.seed());
    let mut right = vec![Span::styled(
        format!(" {} ", s.status()),
        theme.style(Role::Title),
    )];
    if s.cheat() {
        right.push(Span::styled(
            " CHEAT ",
            theme
                .style(Role::Cheat)
                .add_modifier(ratatui::style::Modifier::REVERSED),
        ));
    }
    Block::bordered()
        .border_style(theme.style(Role::Muted))
        .title(Span::styled(left, theme.style(Role::Title)))
        .title_top(Line::from(right).right_aligned())
}

/// The panel that takes the prompt's and the log's place when a game ends.
fn game_over(app: &App, s: &dyn Front, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let Some(summary) = s.summary() else {
        return;
    };
    // The verdict is the log's last word; the line before it that is not
    // narration says what happened.
    let mut told = s
        .log()
        .iter()
        .rev()
        .filter(|(t, _)| *t != Tone::Info && *t != Tone::Secret);
    let verdict = told.next();
    let last = told.next();
    let mut lines: Vec<Line> = last
        .into_iter()
        .chain(verdict)
        .map(|(t, text)| tone_line(*t, text, theme))
        .collect();
    lines.push(Line::from(Span::styled(
        summary.cause,
        theme.style(Role::Title),
    )));
    // Where the map cannot say it all, the truth is in words instead.
    let shown = if summary.truth.is_empty() {
        " · the whole cave is shown on the map"
    } else {
        ""
    };
    lines.push(Line::from(format!(
        "Seed {} · {}{shown}",
        s.seed(),
        summary.detail
    )));
    if !summary.truth.is_empty() {
        lines.push(Line::from(Span::styled(
            summary.truth,
            theme.style(Role::Hint),
        )));
    }
    // Where the record went: its row in the scores, its dump (or the key
    // that writes one, which a narrow hint bar may leave out).
    if let Some(mut note) = s.footnote() {
        if s.can_dump() && !note.contains("dump") {
            note.push_str(&format!(" · {} writes a dump", app.keymap.keys_of("dump")));
        }
        lines.push(Line::from(Span::styled(note, theme.style(Role::Muted))));
    }
    // The same keys and words as the hint bar, so neither can promise
    // what the other does not.
    let mut spans = Vec::new();
    for (keys, word) in app.hints_for(Layer::GameOver) {
        if !spans.is_empty() {
            spans.push(Span::raw(" · "));
        }
        spans.push(Span::styled(keys, theme.style(Role::Title)));
        spans.push(Span::raw(format!(" {word}")));
    }
    lines.push(Line::from(spans));
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .block(panel("Game over", theme))
        .render(area, buf);
}
