//! The lobby screen on a server: a table may be opened for each variant
//! with seats, then every table with who sits there, its state and what
//! Enter does; a line of news (joined, left, why not); the keys.

use crate::app::lobby::Entry;
use crate::app::{App, LobbyView, Played};
use crate::ui::fit::shorten;
use crate::ui::panels::{Lines, Panel};
use crate::ui::panels::{hint_bar, panel};
use crate::ui::theme::{Role, Theme};
use crate::ui::wrap::wrap_words;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

const INTRO: &str = "A table seats people here and bots: each person plays from their own \
terminal and sees only their own seat. It starts when every person's seat is taken. A game \
in play can be watched as the table sees it.";

pub fn render(app: &App, view: &LobbyView, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let outer = Panel::new(
        Span::styled(" Hunt the Wumpus · Tables ", theme.style(Role::Title)),
        theme.style(Role::Muted),
    );
    let inner = outer.inner(area);
    outer.render(area, buf);
    let width = usize::from(inner.width).max(8);
    let intro: Vec<Line<'static>> = wrap_words(INTRO, width)
        .into_iter()
        .map(|l| Line::from(Span::styled(l, theme.style(Role::Muted))))
        .collect();
    let notice: Vec<Line<'static>> = (view.notice.iter())
        .flat_map(|n| wrap_words(n, width))
        .map(|l| Line::from(Span::styled(l, theme.style(Role::Hint))))
        .collect();
    let [intro_area, list_area, notice_area, hints] = Layout::vertical([
        Constraint::Length(intro.len() as u16 + 1),
        Constraint::Fill(1),
        Constraint::Length(notice.len() as u16),
        Constraint::Length(1),
    ])
    .areas(inner);
    Lines::new(intro).render(intro_area, buf);
    if let Some(everyone) = &view.everyone {
        let block = panel("Everyone's best games here", theme);
        let list = block.inner(list_area);
        block.render(list_area, buf);
        Lines::new(everyone_lines(everyone, theme, list.width.into())).render(list, buf);
        Lines::new(notice).render(notice_area, buf);
        hint_bar(&app.hints(), theme, hints, buf);
        return;
    }
    let block = panel("Open a table, or choose one", theme);
    let list = block.inner(list_area);
    block.render(list_area, buf);
    let entries = app.lobby_entries();
    let room = usize::from(list.width);
    let cursor = view.cursor.min(entries.len().saturating_sub(1));
    let mut lines: Vec<Line<'static>> = Vec::new();
    let mut chosen_span = (0, 0);
    for (i, e) in entries.iter().enumerate() {
        let chosen = i == cursor;
        let start = lines.len();
        let marker = if chosen { "› " } else { "  " };
        let head = |role: Role| if chosen { Role::Selected } else { role };
        match e {
            Entry::Open(v) => {
                let name = app.variants.get(*v).map_or("", |v| v.name.as_str());
                let text = format!("{marker}Open a table: {name}");
                lines.push(Line::from(Span::styled(
                    shorten(&text, room),
                    theme.style(head(Role::Title)),
                )));
            }
            Entry::Game(g) => {
                let bigger = if g.bigger {
                    " (a bigger screen than yours: the arrows pan)"
                } else {
                    ""
                };
                let text = format!("{marker}Watch {}: {}{bigger}", g.player, g.title);
                for l in crate::ui::wrap::wrap_indented(&text, room.max(8), "    ") {
                    lines.push(Line::from(Span::styled(l, theme.style(head(Role::Normal)))));
                }
            }
            Entry::Everyone => {
                lines.push(Line::from(Span::styled(
                    shorten(&format!("{marker}Everyone's best games here"), room),
                    theme.style(head(Role::Title)),
                )));
            }
            Entry::Table(t) => {
                // Who sits there whole, wrapped; then its state and Enter.
                let title = format!("{marker}Table {}: {}", t.id, t.title);
                for l in crate::ui::wrap::wrap_indented(&title, room.max(8), "    ") {
                    lines.push(Line::from(Span::styled(l, theme.style(head(Role::Normal)))));
                }
                let mine = if t.mine { " · your seat" } else { "" };
                let enter = t.action.map_or(String::new(), |a| format!(" · Enter: {a}"));
                let state = format!("{}{mine}{enter}", t.state);
                for l in wrap_words(&state, room.saturating_sub(4).max(4)) {
                    lines.push(Line::from(Span::styled(
                        format!("    {l}"),
                        theme.style(Role::Hint),
                    )));
                }
            }
        }
        if chosen {
            chosen_span = (start, lines.len());
        }
    }
    let height = usize::from(list.height);
    let (start, end) = chosen_span;
    let skip = if end > height {
        (end - height).min(start)
    } else {
        0
    };
    let lines: Vec<Line<'static>> = if entries.is_empty() {
        vec![Line::from(Span::styled(
            "No variant here has seats: there are no tables on this server.",
            theme.style(Role::Muted),
        ))]
    } else {
        lines.into_iter().skip(skip).collect()
    };
    Lines::new(lines).render(list, buf);
    Lines::new(notice).render(notice_area, buf);
    hint_bar(&app.hints(), theme, hints, buf);
}

/// Each variant's best games across every player, under its name.
fn everyone_lines(
    everyone: &[(String, Vec<Played>)],
    theme: &Theme,
    width: usize,
) -> Vec<Line<'static>> {
    if everyone.is_empty() {
        return vec![Line::from(Span::styled(
            "No game has ended on this server yet.",
            theme.style(Role::Muted),
        ))];
    }
    let mut lines = Vec::new();
    for (variant, games) in everyone {
        lines.push(Line::from(Span::styled(
            shorten(variant, width),
            theme.style(Role::Title),
        )));
        for g in games {
            let result = if g.won { "won " } else { "lost" };
            // How it ended, where "won" would only say it again.
            let mut notes: Vec<&str> = Vec::new();
            if g.outcome != "won" {
                notes.push(&g.outcome);
            }
            if g.cheat {
                notes.push("cheat");
            }
            if g.hints {
                notes.push("hints");
            }
            let text = format!(
                "  {result} {who:<12} {turns:>5} turns  {when}  {notes}",
                who = shorten(&g.who, 12),
                turns = g.turns,
                when = crate::app::scores::when(&g.date),
                notes = notes.join(", "),
            );
            lines.push(Line::from(Span::styled(
                shorten(&text, width),
                theme.style(Role::Normal),
            )));
        }
    }
    lines
}
