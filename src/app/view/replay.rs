//! A replay on screen: the play screen's map, panels and log as the
//! player saw them, in a frame that says it is a replay, how far it has
//! come, its speed, "[hidden shown]" while the hidden state shows, and
//! where a forced replay stopped being the recorded game.

use super::play;
use crate::app::{App, Replay};
use crate::ui::panels::Panel;
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

pub fn render(app: &App, replay: &Replay, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let player = &replay.player;
    let front = player.front().view();
    let record = player.record();
    let mut right = vec![Span::styled(
        format!(
            " {}/{} · {} · {} ",
            player.position(),
            player.commands(),
            front.status,
            replay.state()
        ),
        theme.style(Role::Title),
    )];
    if player.revealed() {
        right.push(Span::styled(
            " [hidden shown] ",
            theme.style(Role::Cheat).add_modifier(Modifier::REVERSED),
        ));
    }
    let short = format!(" Replay · {} ", record.variant.name);
    // A forced replay past the place where it parts ways with its record.
    // Narrow, only the turn: the verdict above the map says the rest.
    if let Some(marker) = player.marker() {
        let mut text = format!(" [{marker}] ");
        let room = usize::from(area.width).saturating_sub(short.chars().count() + 4);
        if width(&right) + text.chars().count() > room {
            text = text.replacen(" from the record", "", 1);
        }
        right.insert(
            1,
            Span::styled(
                text,
                theme.style(Role::Danger).add_modifier(Modifier::REVERSED),
            ),
        );
    }
    // The seed only where both titles fit.
    let used = width(&right);
    let full = format!(" Replay · {} · seed {} ", record.variant.name, record.seed);
    let left = if full.chars().count() + used + 4 <= usize::from(area.width) {
        full
    } else {
        short
    };
    let outer = Panel::new(
        Span::styled(left, theme.style(Role::Title)),
        theme.style(Role::Muted),
    )
    .block()
    .title_top(Line::from(right).right_aligned());
    let inner = outer.inner(area);
    outer.render(area, buf);
    let verdict_rows = u16::from(player.verdict().is_some()) * 2;
    let [verdict, body] =
        Layout::vertical([Constraint::Length(verdict_rows), Constraint::Fill(1)]).areas(inner);
    if let Some(why) = player.verdict() {
        Paragraph::new(Span::styled(format!("! {why}"), theme.style(Role::Danger)))
            .wrap(Wrap { trim: true })
            .render(verdict, buf);
    }
    play::body(app, &front, true, body, buf);
}

fn width(spans: &[Span<'_>]) -> usize {
    spans.iter().map(|s| s.content.chars().count()).sum()
}
