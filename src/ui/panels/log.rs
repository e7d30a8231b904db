//! The message log (newest at the bottom) and the game-over panel that
//! takes its place when a game ends.

use super::panel;
use crate::app::{App, Session};
use crate::ui::theme::{Role, Theme};
use crate::words::{self, Tone};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

pub fn tone_role(tone: Tone) -> Role {
    match tone {
        Tone::Info => Role::Normal,
        Tone::Warning => Role::Warning,
        Tone::Danger => Role::Danger,
        Tone::Good => Role::Good,
        Tone::Secret => Role::Cheat,
    }
}

/// A log line, with a symbol for tones that colour alone would carry.
pub fn tone_line<'a>(tone: Tone, text: &str, theme: &Theme) -> Line<'a> {
    let mark = match tone {
        Tone::Info | Tone::Secret => "  ",
        Tone::Warning => "! ",
        Tone::Danger => "☠ ",
        Tone::Good => "★ ",
    };
    Line::from(Span::styled(
        format!("{mark}{text}"),
        theme.style(tone_role(tone)),
    ))
}

pub fn log(s: &Session, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let rows = usize::from(area.height.saturating_sub(2));
    let start = s.log.len().saturating_sub(rows);
    let lines: Vec<Line> = s.log[start..]
        .iter()
        .map(|(tone, text)| tone_line(*tone, text, theme))
        .collect();
    Paragraph::new(lines)
        .block(panel("Log", theme))
        .render(area, buf);
}

pub fn game_over(app: &App, s: &Session, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let view = s.view();
    let Some(ending) = view.ending() else {
        return;
    };
    let (tone, verdict) = words::ending_line(ending);
    let used = view.rules().arrows.saturating_sub(view.arrows());
    let keys = &app.keymap;
    let leave = if app.from_menu { "menu" } else { "quit" };
    let last = s
        .log
        .iter()
        .rev()
        .find(|(t, text)| *t != Tone::Info && *t != Tone::Secret && *text != verdict)
        .map(|(t, text)| tone_line(*t, text, theme));
    let mut lines = vec![
        tone_line(tone, verdict.as_str(), theme),
        Line::from(Span::styled(
            words::ending_cause(ending),
            theme.style(Role::Title),
        )),
        Line::from(format!(
            "Seed {} · {} turns · {} of {} arrows used · the whole cave is shown on the map",
            view.seed(),
            view.turn(),
            used,
            view.rules().arrows
        )),
        Line::from(vec![
            Span::styled(keys.keys_of("same_setup"), theme.style(Role::Title)),
            Span::raw(" same setup · "),
            Span::styled(keys.keys_of("new_game"), theme.style(Role::Title)),
            Span::raw(" new game · "),
            Span::styled(keys.keys_of("menu"), theme.style(Role::Title)),
            Span::raw(format!(" {leave} · ")),
            Span::styled(keys.keys_of("history"), theme.style(Role::Title)),
            Span::raw(" log"),
        ]),
    ];
    if let Some(line) = last {
        lines.insert(0, line);
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .block(panel("Game over", theme))
        .render(area, buf);
}
