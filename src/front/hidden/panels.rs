//! What the hidden play screen draws, by who may see it: a person's
//! private screen (role, room, tunnels, senses, notes, notebook map), the
//! public table while bots play, and the truth (marked) when watching bots
//! or when the game is over.

use super::words::{self, is_bot, letter, name, role_word};
use super::{Desk, HiddenUi};
use crate::engine::hidden::{Happening, Hidden, HiddenView, Role};
use crate::engine::{Game, Seat};
use crate::front::Ui;
use crate::ui::panels::{fitted_panel, panel};
use crate::ui::theme::Role as Paint;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// The seats as the table knows them (and, with `truth`, as they are).
pub fn table_lines(game: &Hidden, truth: bool, cx: &Ui<'_>) -> Vec<Line<'static>> {
    let theme = cx.theme;
    let public = game.view(Seat(0));
    let reveal = game.reveal();
    let rooms = reveal.rooms();
    let mut out = Vec::new();
    for (i, p) in public.seats.iter().enumerate() {
        let seat = Seat(i as u8);
        let turn = game.to_act() == Some(seat);
        let marker = if turn { "› " } else { "  " };
        let who = if is_bot(game, seat) { "bot" } else { "person" };
        let state = match (p.alive, p.role) {
            (true, _) => "alive".to_string(),
            (false, Some(role)) => format!("dead, was {}", role_word(role)),
            (false, None) => "dead".to_string(),
        };
        let mut spans = vec![
            Span::styled(
                format!("{marker}{} {}", letter(seat), name(game, seat)),
                theme.style(if turn { Paint::Selected } else { Paint::Title }),
            ),
            Span::styled(
                format!(" ({}, {who}) {state}", words::colour(game, seat)),
                theme.style(if p.alive {
                    Paint::Normal
                } else {
                    Paint::Danger
                }),
            ),
        ];
        if truth {
            let role = reveal.roles().get(i).copied().unwrap_or(Role::Human);
            let arrows = reveal.arrows().get(i).copied().unwrap_or(0);
            let room = rooms.get(i).copied().unwrap_or(0);
            // A Wumpus has no arrows at all, not "arrows 0".
            let truth = match role {
                Role::Human => format!(" {{human · room {room} · arrows {arrows}}}"),
                Role::Wumpus => format!(" {{Wumpus · room {room}}}"),
            };
            spans.push(Span::styled(truth, theme.style(Paint::Cheat)));
        }
        out.push(Line::from(spans));
    }
    out
}

/// The public table in the map's place while a bot plays.
pub fn public_map(game: &Hidden, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
    let mut lines = vec![Line::from(Span::styled(
        "The public table",
        cx.theme.style(Paint::Title),
    ))];
    lines.push(Line::raw(""));
    lines.extend(table_lines(game, false, cx));
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(area, buf);
}

/// Beside the public table: whose turn, and the rules in a line. `keys`:
/// the keyboard's screen, where a key hurries a bot along.
pub fn public_side(game: &Hidden, keys: bool, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
    let theme = cx.theme;
    let r = game.rules();
    let mut lines = Vec::new();
    if let Some(seat) = game.to_act() {
        let bot = is_bot(game, seat);
        let who = if bot { " (a bot)" } else { "" };
        lines.push(Line::from(Span::styled(
            format!("{}{who} is playing.", name(game, seat)),
            theme.style(Paint::Title),
        )));
        if bot && keys {
            lines.push(Line::from(Span::styled(
                "Any key hurries the bots along.",
                theme.style(Paint::Muted),
            )));
        }
        lines.push(Line::raw(""));
    }
    lines.push(Line::from(Span::styled(
        format!(
            "{} seats, {} of them secretly {}; {} arrows per human.",
            r.players,
            r.wumpus_players,
            if r.wumpus_players == 1 {
                "a Wumpus"
            } else {
                "Wumpuses"
            },
            r.arrows
        ),
        theme.style(Paint::Muted),
    )));
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .block(panel("Table", theme).block())
        .render(area, buf);
}

/// Beside the truth map: every seat as it is, marked as hidden truth.
pub fn truth_side(game: &Hidden, title: &str, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
    let mut lines = table_lines(game, true, cx);
    lines.push(Line::raw(""));
    lines.push(Line::from(Span::styled(
        super::map::truth_key(),
        cx.theme.style(Paint::Muted),
    )));
    Paragraph::new(lines)
        .wrap(Wrap { trim: true })
        .block(panel(title, cx.theme).block())
        .render(area, buf);
}

/// The private lines of this seat since its turn began (its shot, where
/// the arrow flew, a move, an immunity), newest last.
fn recent_notes(game: &Hidden, view: &HiddenView<'_>) -> Vec<String> {
    let start = view
        .notebook
        .iter()
        .rposition(|h| matches!(h, Happening::Sensed { .. }));
    let before = start.map_or(0, |i| i + 1);
    let mut out: Vec<String> = view.notebook[before..]
        .iter()
        .map(|h| words::happening_line(game, h).1)
        .collect();
    if out.is_empty() {
        // The last turn's notes are still worth a look.
        let prev = start.and_then(|s| {
            view.notebook[..s]
                .iter()
                .rposition(|h| matches!(h, Happening::Sensed { .. }))
        });
        if let (Some(p), Some(s)) = (prev, start) {
            out = view.notebook[p + 1..s]
                .iter()
                .map(|h| format!("Last turn: {}", words::happening_line(game, h).1))
                .collect();
        }
    }
    out
}

/// A person's private side panel: who they are, where, what they sense.
pub fn private_side(
    ui: &HiddenUi,
    desk: &Desk,
    game: &Hidden,
    view: &HiddenView<'_>,
    cx: &Ui<'_>,
    area: Rect,
    buf: &mut Buffer,
) {
    let theme = cx.theme;
    // With hints each tunnel has a row of its own, for its odds.
    let tunnel_rows = if desk.odds.is_some() { 3 } else { 1 };
    let [you_area, tunnels_area] =
        Layout::vertical([Constraint::Min(4), Constraint::Length(tunnel_rows + 2)]).areas(area);
    let role = match view.role {
        Role::Human => "HUMAN",
        Role::Wumpus => "WUMPUS",
    };
    let who = name(game, view.seat);
    let mut items: Vec<(String, Paint)> = if view.alive {
        vec![(format!("{who}: you are a {role}"), Paint::Title)]
    } else {
        // A seat with a screen of its own (a server's table) watches on
        // after its death.
        vec![(
            format!("{who}: you are dead; you were a {role}"),
            Paint::Danger,
        )]
    };
    items.extend([
        (
            format!(
                "Room {} · tunnels to {}, {}, {}",
                view.room, view.adjacent[0], view.adjacent[1], view.adjacent[2]
            ),
            Paint::Player,
        ),
        (
            match view.role {
                Role::Human => format!("Arrows: {}", view.arrows),
                Role::Wumpus => "No arrows: you eat humans.".to_string(),
            },
            Paint::Hint,
        ),
    ]);
    let senses = words::senses_short(view.senses);
    if senses.is_empty() {
        items.push(("Nothing unusual here.".into(), Paint::Muted));
    }
    for s in senses {
        items.push((format!("! {s}"), Paint::Warning));
    }
    for note in recent_notes(game, view) {
        items.push((note, Paint::Normal));
    }
    items.push((
        "Map marks: w stench · m meal · ~ breeze · b bats".into(),
        Paint::Muted,
    ));
    // The seat's known tunnels in words: its map may not draw them all.
    if let Some(map) = ui.maps.get(usize::from(view.seat.0)) {
        for exits in crate::ui::exits::lines_marked(map, |r| desk.board.on(r).map(|g| g.word)) {
            items.push((exits, Paint::Muted));
        }
    }
    fitted_panel("Your screen (private)", &items, theme, you_area, buf);

    if let Some(odds) = &desk.odds {
        let cells = usize::from(tunnels_area.width.saturating_sub(2));
        let human = view.role == Role::Human;
        let lines: Vec<Line> = (view.adjacent.iter().enumerate())
            .map(|(i, &label)| {
                let chosen = i == desk.cursor;
                let mark = desk
                    .board
                    .on(super::map::at(label))
                    .map_or_else(String::new, |g| format!(" {}", g.short));
                let text = format!("{}{}) {label}{mark}", if chosen { "›" } else { " " }, i + 1);
                // One wording for every row: beside the widest "›3) 20".
                let free = cells.saturating_sub(7);
                let (risk, shade) = super::hints::tunnel_risk(odds, label, human, free);
                let gap = cells
                    .saturating_sub(crate::ui::fit::width(&text) + crate::ui::fit::width(&risk));
                let paint = if chosen {
                    Paint::Selected
                } else {
                    Paint::Normal
                };
                Line::from(vec![
                    Span::styled(text, theme.style(paint)),
                    Span::raw(" ".repeat(gap)),
                    Span::styled(risk, theme.style(shade)),
                ])
            })
            .collect();
        panel("Tunnels", theme).draw(lines, tunnels_area, buf);
        return;
    }
    let spans: Vec<Span> = tunnel_texts(desk, view)
        .into_iter()
        .enumerate()
        .flat_map(|(i, text)| {
            let chosen = i == desk.cursor;
            [Span::styled(
                text,
                theme.style(if chosen {
                    Paint::Selected
                } else {
                    Paint::Normal
                }),
            )]
        })
        .collect();
    panel("Tunnels", theme).draw(Line::from(spans), tunnels_area, buf);
}

/// The tunnels row's pieces, as drawn: "›1) 7 p?   ".
pub(super) fn tunnel_texts(desk: &Desk, view: &HiddenView<'_>) -> Vec<String> {
    view.adjacent
        .iter()
        .enumerate()
        .map(|(i, label)| {
            let marker = if i == desk.cursor { "›" } else { " " };
            let mark = desk
                .board
                .on(super::map::at(*label))
                .map_or_else(String::new, |g| format!(" {}", g.short));
            format!("{marker}{}) {label}{mark}   ", i + 1)
        })
        .collect()
}
