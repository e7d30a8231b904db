//! The frames and bars every screen shares: a panel's frame, a scrolling
//! overlay's frame, the hint bar and the log. They draw what they are
//! given; which keys or lines that is, the screens decide.

pub mod frame;
pub mod log;
pub mod talk;
pub mod title;

pub use frame::{Lines, Panel};
pub use log::{log, tone_line};
pub use title::{Status, status_title};

use crate::ui::fit::width;
use crate::ui::theme::{Role, Theme};
use crate::ui::wrap::wrap_words;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};

pub fn panel<'a>(title: &'a str, theme: &Theme) -> Panel<'a> {
    Panel::new(format!(" {title} "), theme.style(Role::Muted))
}

/// The words of the keys a bar never drops, in the order it ends with
/// them: help (it lists the rest), the way out (of the game, a screen or
/// a prompt), and the log.
const KEPT: [&str; 6] = ["help", "quit", "back", "menu", "cancel", "log"];

/// The hint bar: (keys, word) pairs, as many as fit, with only their
/// first keys when that is what fits. When some still do not, the keys
/// to act come first, as many as fit, then always help, the way out
/// (quit, back, menu, cancel) and the log, and "…" says some were left
/// out.
pub fn hint_bar(hints: &[(String, &str)], theme: &Theme, area: Rect, buf: &mut Buffer) {
    let room = usize::from(area.width);
    let total = |hints: &[(String, &str)]| {
        hints
            .iter()
            .map(|(k, w)| width(k) + 1 + width(w))
            .sum::<usize>()
            + 3 * hints.len().saturating_sub(1)
    };
    // Short of room, each action's first key is enough ("?" for "?/F1").
    let first_keys: Vec<(String, &str)>;
    let hints = if total(hints) > room {
        first_keys = hints
            .iter()
            .map(|(k, w)| (k.split('/').next().unwrap_or(k).to_string(), *w))
            .collect();
        &first_keys[..]
    } else {
        hints
    };
    let piece = |(keys, word): &(String, &str)| width(keys) + 1 + width(word);
    let mut shown: Vec<usize> = (0..hints.len()).collect();
    if total(hints) > room {
        let kept: Vec<usize> = (KEPT.iter())
            .filter_map(|word| hints.iter().position(|(_, w)| w == word))
            .collect();
        // Room for " · …" and the kept keys at the end.
        let mut budget = room.saturating_sub(4);
        for &k in &kept {
            budget = budget.saturating_sub(piece(&hints[k]) + 3);
        }
        shown.clear();
        let mut used = 0;
        for (i, hint) in hints.iter().enumerate() {
            if kept.contains(&i) {
                continue;
            }
            let w = piece(hint) + if shown.is_empty() { 0 } else { 3 };
            if used + w > budget {
                // A shorter key further on may still fit.
                continue;
            }
            used += w;
            shown.push(i);
        }
        shown.extend(kept);
    }
    let mut spans = Vec::new();
    for &i in &shown {
        let (keys, word) = &hints[i];
        if !spans.is_empty() {
            spans.push(Span::styled(" · ", theme.style(Role::Muted)));
        }
        spans.push(Span::styled(keys.clone(), theme.style(Role::Title)));
        spans.push(Span::styled(format!(" {word}"), theme.style(Role::Muted)));
    }
    if shown.len() < hints.len() {
        spans.push(Span::styled(" · …", theme.style(Role::Muted)));
    }
    Lines::new(Line::from(spans)).render(area, buf);
}

/// (keys, word) pairs laid out in rows of `cells`, breaking between pairs,
/// never inside one (a panel that lists every key, as the game-over one).
pub fn key_rows(hints: &[(String, &str)], theme: &Theme, cells: usize) -> Vec<Line<'static>> {
    let mut rows: Vec<Line<'static>> = Vec::new();
    let mut spans: Vec<Span<'static>> = Vec::new();
    let mut used = 0;
    for (keys, word) in hints {
        let w = width(keys) + 1 + width(word);
        if !spans.is_empty() && used + 3 + w > cells {
            rows.push(Line::from(std::mem::take(&mut spans)));
            used = 0;
        }
        if !spans.is_empty() {
            spans.push(Span::raw(" · "));
            used += 3;
        }
        spans.push(Span::styled(keys.clone(), theme.style(Role::Title)));
        spans.push(Span::raw(format!(" {word}")));
        used += w;
    }
    if !spans.is_empty() {
        rows.push(Line::from(spans));
    }
    rows
}

/// Text lines for a panel `rows` high and `cells` wide, each wrapped at
/// spaces; when they do not all fit, the last row says how many more
/// there are instead of losing them in silence. Put what matters most
/// first.
pub fn fitted(
    items: &[(String, Role)],
    theme: &Theme,
    cells: usize,
    rows: usize,
) -> Vec<Line<'static>> {
    let wrapped: Vec<Line<'static>> = items
        .iter()
        .flat_map(|(text, role)| {
            wrap_words(text, cells)
                .into_iter()
                .map(move |row| Line::from(Span::styled(row, theme.style(*role))))
        })
        .collect();
    if wrapped.len() <= rows {
        return wrapped;
    }
    let keep = rows.saturating_sub(1);
    let more = wrapped.len() - keep;
    let mut out: Vec<Line<'static>> = wrapped.into_iter().take(keep).collect();
    if rows > 0 {
        out.push(Line::from(Span::styled(
            format!("… {more} more lines"),
            theme.style(Role::Muted),
        )));
    }
    out
}

/// A titled panel of `items` wrapped to its inside, as many rows as fit
/// and a count of the rest (`fitted`).
pub fn fitted_panel(
    title: &str,
    items: &[(String, Role)],
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let block = panel(title, theme);
    let inner = block.inner(area);
    let lines = fitted(
        items,
        theme,
        usize::from(inner.width),
        usize::from(inner.height),
    );
    block.render(area, buf);
    Lines::new(lines).render(inner, buf);
}

/// The frame of a full-screen scrolling overlay (help, history): its title
/// on top, the scroll keys along the bottom.
pub fn overlay_block<'a>(title: &'a str, theme: &Theme) -> Block<'a> {
    Block::bordered()
        .border_style(theme.style(Role::Muted))
        .title(Span::styled(title, theme.style(Role::Title)))
        .title_bottom(Span::styled(
            " ↑/↓ scroll · PageUp/PageDown · Esc closes ",
            theme.style(Role::Muted),
        ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bar(hints: &[(&str, &'static str)], width: u16) -> String {
        let hints: Vec<(String, &str)> = hints.iter().map(|(k, w)| (k.to_string(), *w)).collect();
        let area = Rect::new(0, 0, width, 1);
        let mut buf = Buffer::empty(area);
        hint_bar(
            &hints,
            &Theme::new(crate::ui::theme::ThemeName::Mono),
            area,
            &mut buf,
        );
        (0..width)
            .map(|x| buf[(x, 0)].symbol().to_string())
            .collect::<String>()
            .trim_end()
            .to_string()
    }

    const PLAY: &[(&str, &str)] = &[
        ("1-3", "move"),
        ("Enter", "walk"),
        ("m", "go to"),
        ("s", "shoot"),
        ("x", "mark"),
        ("h", "hints: off"),
        ("Ctrl-p", "log"),
        ("?/F1", "help"),
        ("q", "quit"),
    ];

    #[test]
    fn a_short_bar_keeps_help_the_way_out_and_the_log_after_the_keys_to_act() {
        assert_eq!(
            bar(PLAY, 78),
            "1-3 move · Enter walk · m go to · s shoot · ? help · q quit · Ctrl-p log · …"
        );
        // Narrower still: fewer keys to act, the kept ones all there.
        assert_eq!(bar(PLAY, 50), "1-3 move · ? help · q quit · Ctrl-p log · …");
        // With room for all, the bar is as given.
        assert_eq!(
            bar(PLAY, 120),
            "1-3 move · Enter walk · m go to · s shoot · x mark · h hints: off · Ctrl-p log · ?/F1 help · q quit"
        );
    }
}
