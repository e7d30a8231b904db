//! Drives the real `App` without a terminal: keys in, frames out as text.
#![allow(dead_code)]

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use wumpus::app::{App, Effect, Screen, Seeds};
use wumpus::config::{self, Source};
use wumpus::engine::classic::View;
use wumpus::engine::{Game as _, SOLO};
pub use wumpus::front::Front as _;
pub use wumpus::front::Session;
use wumpus::front::classic::{ClassicUi, Editor};

use wumpus::ui::theme::{Theme, ThemeName};

pub fn variants() -> Vec<config::Variant> {
    match config::from_sources(&[Source::builtin()]) {
        Ok(c) => c.variants,
        Err(e) => panic!("the built-in config must load: {e}"),
    }
}

pub fn menu_app() -> App {
    let mut app = App::menu(
        variants(),
        wumpus::front::keymap(),
        Theme::new(ThemeName::Mono),
    );
    app.seeds = Seeds::Counter(1000);
    app
}

pub fn game_app(seed: u64) -> App {
    let mut app = App::game(
        variants(),
        0,
        wumpus::front::keymap(),
        Theme::new(ThemeName::Mono),
        seed,
        false,
    );
    app.seeds = Seeds::Counter(seed + 1);
    app
}

/// A game of the built-in variant `id`.
pub fn variant_app(id: &str, seed: u64) -> App {
    let all = variants();
    let index = all.iter().position(|v| v.id == id).unwrap_or(0);
    App::game(
        all,
        index,
        wumpus::front::keymap(),
        Theme::new(ThemeName::Mono),
        seed,
        false,
    )
}

/// A game app with cheat mode on or off.
pub fn cheat_app(seed: u64, cheat: bool) -> App {
    App::game(
        variants(),
        0,
        wumpus::front::keymap(),
        Theme::new(ThemeName::Mono),
        seed,
        cheat,
    )
}

pub fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

pub fn ctrl(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
}

/// Types each character of `text` as a key press.
pub fn type_text(app: &mut App, text: &str) -> Effect {
    let mut last = Effect::None;
    for c in text.chars() {
        last = app.handle(key(KeyCode::Char(c)));
    }
    last
}

pub fn press(app: &mut App, code: KeyCode) -> Effect {
    app.handle(key(code))
}

/// The frame at `width`x`height`, as the buffer drawn.
pub fn frame(app: &mut App, width: u16, height: u16) -> ratatui::buffer::Buffer {
    app.resize(width, height);
    let mut terminal = match Terminal::new(TestBackend::new(width, height)) {
        Ok(t) => t,
        Err(e) => panic!("test backend: {e}"),
    };
    if let Err(e) = terminal.draw(|f| app.render(f)) {
        panic!("draw: {e}");
    }
    terminal.backend().buffer().clone()
}

/// The frame at `width`x`height`, one line of text per row.
pub fn render(app: &mut App, width: u16, height: u16) -> String {
    let buffer = &frame(app, width, height);
    let mut out = String::new();
    for y in 0..height {
        let mut line = String::new();
        for x in 0..width {
            line.push_str(buffer[(x, y)].symbol());
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The classic game on screen, as its concrete session.
pub fn session(app: &App) -> &Session<ClassicUi> {
    let Screen::Play(s) = &app.screen else {
        panic!("expected a game on screen");
    };
    match s.as_any().downcast_ref::<Session<ClassicUi>>() {
        Some(s) => s,
        None => panic!("expected a classic game"),
    }
}

/// What tests ask of a classic session.
pub trait Classic {
    fn sees(&self) -> View<'_>;
    fn editor(&self) -> Option<&Editor>;
    fn map_cursor(&self) -> wumpus::engine::RoomId;
}

impl Classic for Session<ClassicUi> {
    fn sees(&self) -> View<'_> {
        self.game.view(SOLO)
    }
    fn editor(&self) -> Option<&Editor> {
        self.ui.editor.as_ref()
    }
    fn map_cursor(&self) -> wumpus::engine::RoomId {
        self.ui.map_cursor
    }
}

/// The label of the current room and of tunnel `i` (0-based).
pub fn here_and_tunnel(app: &App, i: usize) -> (String, String) {
    let view = session(app).sees();
    let here = view.label(view.here()).to_string();
    let to = view
        .tunnels_here()
        .get(i)
        .map(|&r| view.label(r).to_string())
        .unwrap_or_default();
    (here, to)
}

/// Shoots through tunnel 1 until the game ends, confirming the last arrow.
pub fn play_to_the_end(app: &mut App) {
    for _ in 0..20 {
        if session(app).is_over() {
            return;
        }
        let (_, to) = here_and_tunnel(app, 0);
        type_text(app, "s");
        type_text(app, &to);
        press(app, KeyCode::Enter);
        if app.overlay.is_some() {
            type_text(app, "y");
        }
    }
}
