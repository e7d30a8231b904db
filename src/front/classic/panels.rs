//! The classic side panels (senses with the player's notes, the numbered
//! tunnels) and the prompt under the map (the arrow path, or a label to
//! walk to). Everything here reads the player's `View` only: the editor's
//! live checks are the engine's public ones.

use super::editor::EditorKind;
use super::input::{marked_dangerous, met, shot_cost};
use super::{ClassicUi, view, words};
use crate::engine::RoomId;
use crate::engine::classic::{Classic, Marks, Senses, View};
use crate::front::{Panels, Ui};
use crate::keymap::{Layer, Scope};
use crate::ui::map::MapWidget;
use crate::ui::panels::{fitted_panel, panel};
use crate::ui::theme::{Role, Theme};
use crate::words::count;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};

impl Panels for ClassicUi {
    const LEGEND: &'static [(&'static str, &'static str)] = super::keys::LEGEND;

    fn draw_map(
        &self,
        game: &Classic,
        ui: &Ui<'_>,
        area: Rect,
        buf: &mut Buffer,
    ) -> crate::ui::map::Drawn {
        let v = view(game);
        let path = self
            .editor
            .as_ref()
            .map(|e| e.plan(&v).rooms)
            .unwrap_or_default();
        let cursor = if self.board.cursor.is_some() {
            self.board.cursor
        } else if self.editor.is_some() {
            Some(self.map_cursor)
        } else {
            self.selected_tunnel(&v)
        };
        MapWidget {
            map: &self.map,
            layout: &self.layout,
            theme: ui.theme,
            cursor,
            path: &path,
            // At the end the side panel tells the ending, not the exits.
            listed: v.ending().is_none(),
        }
        .draw(area, buf)
    }

    /// The senses over the tunnels, the tunnels as tall as they need.
    fn draw_side(&self, game: &Classic, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let view = &super::view(game);
        let exits = view.tunnels_here().len() as u16;
        // With hints each tunnel has a row of its own, for its risk.
        let rows = match hinted(self, view) {
            Some(_) => exits.clamp(1, 8),
            None => exits.div_ceil(2).clamp(1, 5),
        };
        let [senses_area, tunnels_area] =
            Layout::vertical([Constraint::Min(3), Constraint::Length(rows + 2)]).areas(area);
        senses(self, view, cx.theme, senses_area, buf);
        tunnels(self, view, cx.theme, tunnels_area, buf);
    }

    /// The editor's rows are always kept, so the map never jumps.
    fn prompt_rows(&self) -> u16 {
        4
    }

    fn draw_prompt(&self, game: &Classic, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let view = &super::view(game);
        let theme = cx.theme;
        let keys = cx.keymap;
        let Some(editor) = &self.editor else {
            let text = format!(
                "{} to aim an arrow · {} moves by room label",
                keys.keys_in("shoot", Layer::Play, Scope::GRAPH),
                keys.keys_in("move", Layer::Play, Scope::GRAPH)
            );
            panel("Arrow path", theme).draw(
                Span::styled(text, theme.style(Role::Muted)),
                area,
                buf,
            );
            return;
        };
        let (title, first, status) = match editor.kind {
            EditorKind::MoveTo => {
                let first = Line::from(vec![
                    Span::raw("Move to room: "),
                    Span::styled(format!("{}_", editor.text), theme.style(Role::Selected)),
                ]);
                let status = match &editor.refused {
                    Some(why) => refusal(why),
                    None => (
                        Role::Muted,
                        format!(
                            "{} walks · {} cancels",
                            keys.keys_in("fire", Layer::MoveTo, Scope::GRAPH),
                            keys.keys_in("cancel", Layer::MoveTo, Scope::GRAPH)
                        ),
                    ),
                };
                ("Move", first, status)
            }
            EditorKind::Aim => {
                let plan = editor.plan(view);
                let range = view.rules().arrow_range as usize;
                let tokens: Vec<&str> = editor
                    .text
                    .split(|c: char| c.is_whitespace() || c == ',')
                    .filter(|t| !t.is_empty())
                    .collect();
                let mut path = tokens.join(" › ");
                if editor.text.ends_with([' ', ',']) && !tokens.is_empty() {
                    path.push_str(" › ");
                }
                path.push('_');
                let mut left = format!(
                    "   ({} of {range} rooms, {} left",
                    tokens.len(),
                    count(range.saturating_sub(tokens.len()) as u32, "room", "rooms")
                );
                if view.rules().arrow_cost == crate::engine::classic::ArrowCost::PerRoom {
                    let cost = shot_cost(view, tokens.len().max(1));
                    left.push_str(&format!(
                        " · costs {}, you have {}",
                        count(cost, "arrow", "arrows"),
                        view.arrows()
                    ));
                }
                left.push(')');
                let mut first = vec![Span::styled(path.clone(), theme.style(Role::Selected))];
                // With hints, the odds of the path as typed, before the count
                // of rooms (which gives way first on a narrow screen).
                let aimed = hinted(self, view)
                    .filter(|_| plan.problem.is_none())
                    .and_then(|h| h.aimed(&plan.rooms));
                let cells = usize::from(area.width.saturating_sub(2));
                let used = crate::ui::fit::width(&path);
                let rest = crate::ui::fit::width(&left);
                let mut keep = true;
                if let Some((words, role, with_rest)) = aimed
                    .and_then(|a| super::hints::arrow_words(a, cells.saturating_sub(used), rest))
                {
                    first.push(Span::styled(words, theme.style(role)));
                    keep = with_rest;
                }
                if keep {
                    first.push(Span::styled(left, theme.style(Role::Muted)));
                }
                let first = Line::from(first);
                let status = match (&editor.refused, &plan.problem, &plan.astray) {
                    (Some(why), _, _) => refusal(why),
                    (None, Some(problem), _) => refusal(&problem.to_string()),
                    // Legal, but the player can see it is no tunnel of theirs.
                    (None, None, Some(astray)) => (Role::Warning, format!("! {astray}")),
                    (None, None, None) => (
                        Role::Muted,
                        format!(
                            "type rooms, or pick with arrows + {} · {} fires · {} cancels",
                            keys.keys_in("add_room", Layer::Editor, Scope::GRAPH),
                            keys.keys_in("fire", Layer::Editor, Scope::GRAPH),
                            keys.keys_in("cancel", Layer::Editor, Scope::GRAPH)
                        ),
                    ),
                };
                ("Arrow path", first, status)
            }
        };
        let (role, text) = status;
        let lines = vec![first, Line::from(Span::styled(text, theme.style(role)))];
        panel(title, theme).draw(lines, area, buf);
    }
}

fn senses(ui: &ClassicUi, view: &View<'_>, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let mut items: Vec<(String, Role)> = words::sense_lines(view.senses())
        .into_iter()
        .map(|w| (format!("! {w}"), Role::Warning))
        .collect();
    if items.is_empty() {
        items.push(("Nothing unusual here.".into(), Role::Muted));
    }
    let notes = notes(view);
    if !notes.is_empty() {
        items.push((format!("Notes: {notes}"), Role::Hint));
    }
    let marks = marks(view, &ui.bats_met);
    if !marks.is_empty() {
        items.push((format!("☠ Met: {marks}"), Role::Danger));
    }
    // The map's tunnels in words: true even where the map left a line out.
    for exits in crate::ui::exits::lines_marked(&ui.map, |r| ui.board.on(r).map(|g| g.word)) {
        items.push((exits, Role::Muted));
    }
    fitted_panel("Senses", &items, theme, area, buf);
}

type SenseKind = (&'static str, fn(&Senses) -> u8);
type MarkKind = (&'static str, fn(Marks) -> bool);

/// Where each sense was felt, from the player's own visits:
/// "smell at 2 · draft at 4, 11 · bats at 4".
pub fn notes(view: &View<'_>) -> String {
    let kinds: [SenseKind; 4] = [
        ("smell", |s| s.smell),
        ("draft", |s| s.draft),
        ("bats", |s| s.bats),
        ("chewing", |s| s.chewing),
    ];
    kinds
        .iter()
        .filter_map(|(name, count)| {
            let rooms = labels_where(view, |r| view.note(r).is_some_and(|n| count(&n) > 0));
            (!rooms.is_empty()).then(|| format!("{name} at {rooms}"))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// Hazards met in person: "bats in 7 · pit in 3".
pub(super) fn marks(view: &View<'_>, bats_met: &[RoomId]) -> String {
    let kinds: [MarkKind; 3] = [
        ("wumpus", |m| m.wumpus),
        ("pit", |m| m.pit),
        ("bats", |m| m.bats),
    ];
    kinds
        .iter()
        .filter_map(|(name, has)| {
            let rooms = labels_where(view, |r| has(met(view, bats_met, r)));
            (!rooms.is_empty()).then(|| format!("{name} in {rooms}"))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

fn labels_where(view: &View<'_>, keep: impl Fn(RoomId) -> bool) -> String {
    view.room_ids()
        .filter(|&r| keep(r))
        .map(|r| view.label(r))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The odds to show, while hints are on and the game goes on.
fn hinted<'a>(ui: &'a ClassicUi, view: &View<'_>) -> Option<&'a super::hints::Hints> {
    ui.hints.as_ref().filter(|_| view.ending().is_none())
}

/// One tunnel a row, its risk on the right.
fn risky_tunnels(
    ui: &ClassicUi,
    view: &View<'_>,
    odds: &crate::ai::classic::Odds,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let cells = usize::from(area.width.saturating_sub(2));
    let width = crate::ui::fit::width;
    // "›1) 12": the panel's title says they are rooms, and the risk needs
    // the cells.
    let rows: Vec<(String, bool)> = (view.tunnels_here().iter().enumerate())
        .map(|(i, &room)| {
            let chosen = ui.editor.is_none() && i == ui.tunnel_cursor;
            let marker = if chosen { "›" } else { " " };
            let number = if i < 9 {
                format!("{})", i + 1)
            } else {
                "  ".into()
            };
            let mut left = format!("{marker}{number} {}", view.label(room));
            if marked_dangerous(view, &ui.bats_met, room) {
                left.push_str(" ☠");
            }
            // The player's own mark beside the odds: both are theirs to weigh.
            if let Some(g) = ui.board.on(room) {
                left.push(' ');
                left.push_str(g.short);
            }
            (left, chosen)
        })
        .collect();
    // One wording for every row, fitted beside the widest room (a long
    // name gives up letters past 12 cells first).
    let widest = rows
        .iter()
        .map(|(l, _)| width(l).min(12))
        .max()
        .unwrap_or(0);
    let mut lines = Vec::new();
    for ((left, chosen), &room) in rows.into_iter().zip(view.tunnels_here()) {
        let (risk, shade) = super::hints::tunnel_risk(odds, room, cells.saturating_sub(widest + 1));
        let left = crate::ui::fit::shorten(&left, cells.saturating_sub(width(&risk) + 1));
        let danger = marked_dangerous(view, &ui.bats_met, room);
        let role = match (chosen, danger) {
            (true, _) => Role::Selected,
            (false, true) => Role::Danger,
            (false, false) => Role::Normal,
        };
        let gap = cells.saturating_sub(width(&left) + width(&risk));
        lines.push(Line::from(vec![
            Span::styled(left, theme.style(role)),
            Span::raw(" ".repeat(gap)),
            Span::styled(risk, theme.style(shade)),
        ]));
    }
    panel("Tunnels", theme).draw(lines, area, buf);
}

fn tunnels(ui: &ClassicUi, view: &View<'_>, theme: &Theme, area: Rect, buf: &mut Buffer) {
    if let Some(hints) = hinted(ui, view) {
        return risky_tunnels(ui, view, &hints.odds, theme, area, buf);
    }
    let exits = view.tunnels_here();
    let selecting = ui.editor.is_none() && view.ending().is_none();
    let mut lines = Vec::new();
    for (row, pair) in exits.chunks(2).enumerate() {
        let mut spans = Vec::new();
        for (col, &room) in pair.iter().enumerate() {
            let i = row * 2 + col;
            let chosen = selecting && i == ui.tunnel_cursor;
            let marker = if chosen { "›" } else { " " };
            let number = if i < 9 {
                format!("{})", i + 1)
            } else {
                "  ".to_string()
            };
            let mut text = format!("{marker}{number} room {}", view.label(room));
            let danger = marked_dangerous(view, &ui.bats_met, room);
            if danger {
                text.push_str(" ☠");
            }
            if let Some(g) = ui.board.on(room) {
                text.push(' ');
                text.push_str(g.short);
            }
            let role = match (chosen, danger) {
                (true, _) => Role::Selected,
                (false, true) => Role::Danger,
                (false, false) => Role::Normal,
            };
            spans.push(Span::styled(format!("{text:<16}"), theme.style(role)));
        }
        lines.push(Line::from(spans));
    }
    panel("Tunnels", theme).draw(lines, area, buf);
}

/// A refusal in words, marked with a symbol so it is not colour alone.
fn refusal(why: &str) -> (Role, String) {
    (Role::Danger, format!("✗ {why}"))
}
