//! The yardstick of `benches/latency.py`: the least a ratatui app with the
//! play screen's panels does for a key. A bordered frame titled with a
//! status, a map box and a side panel on top, a prompt and a log below, a
//! one-row hint bar; every key redraws it through ratatui and crossterm
//! (`ratatui::crossterm`, as the game draws).
//!
//! Keys: `?` shows or hides a help page over the whole frame (the cost of
//! a screen that changes everywhere); Ctrl-C ends; any other key is "a
//! turn": the turn count in the title and the side panel, the marker on
//! the map, the prompt and a new log line change (the cost of a key that
//! changes a few panels). Nothing is read or written but the terminal.
//!
//! Build: `cargo build --release -p wumpus-benches --bin wumpus-minimal`.

use ratatui::DefaultTerminal;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};
use std::io;

/// What the screen shows: the turn count, the last key, the log and
/// whether the help page is up.
#[derive(Default)]
struct State {
    turn: u32,
    last: String,
    log: Vec<String>,
    help: bool,
}

impl State {
    fn key(&mut self, code: KeyCode) {
        if code == KeyCode::Char('?') {
            self.help = !self.help;
            return;
        }
        self.turn += 1;
        self.last = format!("{code}");
        self.log.push(format!(
            "turn {}: the key {} was pressed; the marker moves on.",
            self.turn, self.last
        ));
        // Only the rows a screen can show are kept.
        if self.log.len() > 64 {
            self.log.remove(0);
        }
    }
}

/// Where the map's rooms sit, as fractions of the map's inner area.
const ROOMS: [(u16, u16); 10] = [
    (10, 10),
    (50, 5),
    (90, 10),
    (95, 50),
    (90, 90),
    (50, 95),
    (10, 90),
    (5, 50),
    (35, 50),
    (65, 50),
];

fn room_at(inner: Rect, (x, y): (u16, u16)) -> (u16, u16) {
    let w = inner.width.saturating_sub(5);
    let h = inner.height.saturating_sub(1);
    (
        inner.x + (u32::from(w) * u32::from(x) / 100) as u16,
        inner.y + (u32::from(h) * u32::from(y) / 100) as u16,
    )
}

fn draw_map(state: &State, inner: Rect, buf: &mut Buffer) {
    let here = state.turn as usize % ROOMS.len();
    for (i, place) in ROOMS.iter().enumerate() {
        let (x, y) = room_at(inner, *place);
        let label = format!("{:>2}", i + 1);
        let style = if i == here {
            Style::new().fg(Color::Black).bg(Color::Yellow)
        } else {
            Style::new().fg(Color::Cyan)
        };
        buf.set_string(x, y, &label, style);
        if i == here {
            buf.set_string(x + 2, y, "@", Style::new().fg(Color::Yellow));
        }
    }
}

fn render(state: &State, area: Rect, buf: &mut Buffer) {
    let muted = Style::new().fg(Color::DarkGray);
    let outer = Block::bordered().border_style(muted).title(Line::from(vec![
        Span::raw(" Hunt the Minimal · seed 1 "),
        Span::styled(format!("· turn {} · arrows 5 ", state.turn), muted),
    ]));
    let inner = outer.inner(area);
    outer.render(area, buf);

    let prompt_rows = 3;
    let log_rows = (inner.height / 4).clamp(4, 16);
    let [top, bottom, hints] = Layout::vertical([
        Constraint::Min(8),
        Constraint::Length(prompt_rows + log_rows),
        Constraint::Length(1),
    ])
    .areas(inner);
    let side_width = (inner.width * 2 / 5).clamp(34, 64);
    let [map_area, side] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(side_width)]).areas(top);

    let map_block = Block::bordered().title(" Map ").border_style(muted);
    let map_inner = map_block.inner(map_area);
    map_block.render(map_area, buf);
    draw_map(state, map_inner, buf);

    let here = state.turn % ROOMS.len() as u32 + 1;
    let [senses, tunnels] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(5)]).areas(side);
    Paragraph::new(vec![
        Line::from(format!("You are in room {here}")),
        Line::styled("I feel a draft!", Style::new().fg(Color::Red)),
        Line::from(format!("Turn {}, last key {}", state.turn, state.last)),
    ])
    .wrap(Wrap { trim: true })
    .block(Block::bordered().title(" Senses "))
    .render(senses, buf);
    let next = |k: u32| (here + k - 1) % ROOMS.len() as u32 + 1;
    Paragraph::new(vec![
        Line::from(format!("1 → {}", next(1))),
        Line::from(format!("2 → {}", next(3))),
        Line::from(format!("3 → {}", next(7))),
    ])
    .block(Block::bordered().title(" Tunnels "))
    .render(tunnels, buf);

    let [prompt, log] =
        Layout::vertical([Constraint::Length(prompt_rows), Constraint::Fill(1)]).areas(bottom);
    Paragraph::new(format!("> {}", state.last))
        .block(Block::bordered().title(" Prompt "))
        .render(prompt, buf);
    let shown = usize::from(log.height.saturating_sub(2));
    let lines: Vec<Line> = state
        .log
        .iter()
        .skip(state.log.len().saturating_sub(shown))
        .map(|l| Line::from(l.as_str()))
        .collect();
    Paragraph::new(lines)
        .block(Block::bordered().title(" Log "))
        .render(log, buf);

    let hint = Style::new().fg(Color::Black).bg(Color::Gray);
    Line::from(vec![
        Span::styled(" 1-3 ", hint),
        Span::raw(" walk  "),
        Span::styled(" ? ", hint),
        Span::raw(" help  "),
        Span::styled(" Ctrl-C ", hint),
        Span::raw(" quit"),
    ])
    .render(hints, buf);

    if state.help {
        Clear.render(inner, buf);
        let lines: Vec<Line> = (0..inner.height)
            .map(|i| {
                Line::from(format!(
                    "{:>3}  a line of help, as long as a line of the game's help page is",
                    i + 1
                ))
            })
            .collect();
        Paragraph::new(lines)
            .block(Block::bordered().title(" Help "))
            .render(inner, buf);
    }
}

fn run(terminal: &mut DefaultTerminal) -> io::Result<()> {
    let mut state = State::default();
    loop {
        terminal.draw(|frame| render(&state, frame.area(), frame.buffer_mut()))?;
        // Every key waiting is taken before the next draw, as the game does.
        loop {
            match event::read()? {
                Event::Key(key) if key.kind == KeyEventKind::Press => {
                    if key.modifiers.contains(KeyModifiers::CONTROL)
                        && key.code == KeyCode::Char('c')
                    {
                        return Ok(());
                    }
                    state.key(key.code);
                }
                Event::Resize(..) => {}
                _ => continue,
            }
            if !event::poll(std::time::Duration::ZERO)? {
                break;
            }
        }
    }
}

fn main() -> io::Result<()> {
    let mut terminal = ratatui::init();
    let result = run(&mut terminal);
    ratatui::restore();
    result
}
