//! The grenade side panels (where you are, the tunnels by number with the
//! names you know, the warnings) and the prompt under the map.

use super::{GrenadeUi, view, words};
use crate::engine::grenade::Grenade;
use crate::front::{Panels, Ui};
use crate::ui::fit::{shorten, width};
use crate::ui::map::{Drawn, MapWidget};
use crate::ui::panels::{fitted_panel, panel};
use crate::ui::theme::Role;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

impl Panels for GrenadeUi {
    const LEGEND: &'static [(&'static str, &'static str)] = super::keys::LEGEND;

    fn draw_map(&self, game: &Grenade, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Drawn {
        let (map, layout) = self.map_now(game);
        MapWidget {
            map,
            layout,
            theme: ui.theme,
            cursor: self.board.cursor,
            path: &[],
            // At the end the side panel tells the ending, not the exits.
            listed: view(game).ending().is_none(),
        }
        .draw(area, buf)
    }

    fn draw_side(&self, game: &Grenade, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let view = &view(game);
        let theme = cx.theme;
        let exits = view.tunnels_here().len() as u16;
        let [cave_area, tunnels_area] = Layout::vertical([
            Constraint::Min(4),
            Constraint::Length(exits.clamp(1, 9) + 2),
        ])
        .areas(area);

        // Where you are names the panel when the name fits its top edge
        // whole: the rows below are the senses' and the notes'.
        let here = words::called(view.here_name());
        let titled = width(&here) + 4 <= usize::from(cave_area.width);
        let mut items: Vec<(String, Role)> = Vec::new();
        if !titled {
            items.push((words::where_line(view), Role::Title));
        }
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
        let named = |name: &str| match self.mark_on(name) {
            Some(word) => format!("{name} {word}"),
            None => name.to_string(),
        };
        for exit in self.notebook.exits(named) {
            items.push((exit, Role::Muted));
        }
        fitted_panel(
            if titled { &here } else { "Cave" },
            &items,
            theme,
            cave_area,
            buf,
        );

        let selecting = view.ending().is_none();
        // A long name is shortened with "…": the panel's lines do not wrap.
        let room = usize::from(tunnels_area.width.saturating_sub(2));
        let hinted = self
            .hints
            .as_ref()
            .filter(|_| selecting && !self.cheat)
            .map(|h| h.odds.tunnels(view));
        // One wording of the odds for every row, beside the widest name (a
        // long one gives up letters past 16 cells first).
        let widest = (0..view.tunnels_here().len())
            .zip(view.tunnels_here())
            .map(|(i, &t)| width(&words::tunnel_line(view, i, t)).min(15) + 1)
            .max()
            .unwrap_or(0);
        let tunnels: Vec<Line> = view
            .tunnels_here()
            .iter()
            .enumerate()
            .map(|(i, &tunnel)| {
                let chosen = selecting && i == self.cursor;
                let marker = if chosen { "›" } else { " " };
                let role = if chosen { Role::Selected } else { Role::Normal };
                let mark = self
                    .through(i)
                    .and_then(|r| self.board.on(r))
                    .map_or_else(String::new, |g| format!(" {}", g.short));
                let line = format!("{marker}{}{mark}", words::tunnel_line(view, i, tunnel));
                // With hints, the cave's odds on the right; the name gives
                // way first.
                if let Some(odds) = hinted.as_ref().and_then(|h| h.get(i)) {
                    let free = room.saturating_sub(widest + 1);
                    let (risk, shade) = super::hints::tunnel_risk(*odds, free, self.tossing);
                    let line = shorten(&line, room.saturating_sub(width(&risk) + 1));
                    let gap = room.saturating_sub(width(&line) + width(&risk));
                    return Line::from(vec![
                        Span::styled(line, theme.style(role)),
                        Span::raw(" ".repeat(gap)),
                        Span::styled(risk, theme.style(shade)),
                    ]);
                }
                Line::from(Span::styled(shorten(&line, room), theme.style(role)))
            })
            .collect();
        panel("Tunnels", theme).draw(tunnels, tunnels_area, buf);
    }

    /// Always room for a refusal, so the map never jumps when one shows.
    fn prompt_rows(&self) -> u16 {
        4
    }

    fn draw_prompt(&self, game: &Grenade, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let view = &view(game);
        let theme = cx.theme;
        let keys = cx.keymap;
        let n = view.tunnels_here().len();
        let last = keys.keys_of(&format!("tunnel_{}", n.clamp(1, 9)));
        let first = keys.keys_of("tunnel_1");
        let (title, text, role) = if self.tossing {
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
        if let Some(why) = &self.refused {
            lines.push(Line::from(Span::styled(
                format!("✗ {why}"),
                theme.style(Role::Danger),
            )));
        }
        lines.push(Line::from(Span::styled(text, theme.style(role))));
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .block(panel(title, theme).block())
            .render(area, buf);
    }
}
