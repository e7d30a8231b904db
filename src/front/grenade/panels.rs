//! The grenade side panels (where you are, the tunnels by number with the
//! names you know, the warnings) and the prompt under the map.

use super::GrenadeUi;
use super::words;
use crate::engine::grenade::View;
use crate::front::Ui;
use crate::ui::fit::shorten;
use crate::ui::panels::{fitted, panel};
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

pub(super) fn side(ui: &GrenadeUi, view: &View<'_>, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
    let theme = cx.theme;
    let exits = view.tunnels_here().len() as u16;
    let [cave_area, tunnels_area] = Layout::vertical([
        Constraint::Min(4),
        Constraint::Length(exits.clamp(1, 9) + 2),
    ])
    .areas(area);

    let mut items: Vec<(String, Role)> = vec![(words::where_line(view), Role::Title)];
    let senses = words::sense_lines(view.senses());
    if senses.is_empty() {
        items.push(("Nothing unusual here.".into(), Role::Muted));
    }
    for sense in senses {
        items.push((format!("! {sense}"), Role::Warning));
    }
    if let (Some(grenades), Some(wumpi)) = (view.grenades(), view.wumpi_left()) {
        items.push((
            format!("Grenades left: {grenades} · wumpi left: {wumpi}"),
            Role::Hint,
        ));
    }
    // Where the ways seen lead, in words: the map may not have room for
    // every line, and names repeat.
    for exit in ui.notebook.exits(super::map::short) {
        items.push((exit, Role::Muted));
    }
    let block = panel("Cave", theme);
    let inner = block.inner(cave_area);
    let lines = fitted(
        &items,
        theme,
        usize::from(inner.width),
        usize::from(inner.height),
    );
    Paragraph::new(lines).block(block).render(cave_area, buf);

    let selecting = view.ending().is_none();
    // A long name is shortened with "…": the panel's lines do not wrap.
    let room = usize::from(tunnels_area.width.saturating_sub(2));
    let tunnels: Vec<Line> = view
        .tunnels_here()
        .iter()
        .enumerate()
        .map(|(i, &tunnel)| {
            let chosen = selecting && i == ui.cursor;
            let marker = if chosen { "›" } else { " " };
            let role = if chosen { Role::Selected } else { Role::Normal };
            let line = format!("{marker}{}", words::tunnel_line(view, i, tunnel));
            Line::from(Span::styled(shorten(&line, room), theme.style(role)))
        })
        .collect();
    Paragraph::new(tunnels)
        .block(panel("Tunnels", theme))
        .render(tunnels_area, buf);
}

pub(super) fn prompt(ui: &GrenadeUi, view: &View<'_>, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
    let theme = cx.theme;
    let keys = cx.keymap;
    let n = view.tunnels_here().len();
    let last = keys.keys_of(&format!("tunnel_{}", n.clamp(1, 9)));
    let first = keys.keys_of("tunnel_1");
    let (title, text, role) = if ui.tossing {
        (
            "Toss",
            format!(
                "Toss a grenade through which tunnel? {first}-{last}, or {} on the selected one",
                keys.keys_of("select"),
            ),
            Role::Warning,
        )
    } else {
        (
            "What do you want to do?",
            format!(
                "{first}-{last} moves through that tunnel · {} then a number tosses a grenade",
                keys.keys_of("toss")
            ),
            Role::Muted,
        )
    };
    // A refusal first: it must show, whatever the hint wraps to.
    let mut lines = Vec::new();
    if let Some(why) = &ui.refused {
        lines.push(Line::from(Span::styled(
            format!("✗ {why}"),
            theme.style(Role::Danger),
        )));
    }
    lines.push(Line::from(Span::styled(text, theme.style(role))));
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .block(panel(title, theme))
        .render(area, buf);
}
