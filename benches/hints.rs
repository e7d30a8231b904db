//! Hints on: a full frame of each rule set's play screen with its odds
//! drawn (the budget is the same as without), and one command with hints
//! on, from key to odds updated (the odds are worked out once per
//! command, never per frame).

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use std::hint::black_box;
use wumpus::app::App;
use wumpus::config::{self, Source};
use wumpus::ui::theme::{Theme, ThemeName};

fn app(id: &str, keys: &str) -> Option<App> {
    let variants = config::from_sources(&[Source::builtin()]).ok()?.variants;
    let index = variants.iter().position(|v| v.id == id)?;
    let mut app = App::game(
        variants,
        index,
        wumpus::front::keymap(),
        Theme::new(ThemeName::Dark),
        81723,
        false,
    );
    app.hints_from_start(true);
    for c in keys.chars() {
        app.handle(KeyEvent::from(KeyCode::Char(c)));
    }
    Some(app)
}

fn frames(c: &mut Criterion) {
    for (id, keys) in [("classic", "1s5"), ("grenade", ""), ("grand-theft", "1")] {
        for (w, h) in [(80u16, 24u16), (160, 48)] {
            let Some(mut app) = app(id, keys) else {
                continue;
            };
            app.resize(w, h);
            let Ok(mut terminal) = Terminal::new(TestBackend::new(w, h));
            c.bench_function(&format!("hints_frame_{id}_{w}x{h}"), |b| {
                b.iter(|| {
                    let _ = black_box(terminal.draw(|f| app.render(f)));
                })
            });
        }
    }
}

/// Classic seed 81723 walks between rooms 16 and 15 (both safe, the
/// Wumpus asleep), as `benches/latency.py` does: each key is a command,
/// the odds taken in by the kept tracker, and the map shaded again. Each
/// sample starts from the game at turn 20 (a game's history is read per
/// command, so an endless walk would measure a game no one plays), with
/// hints on and, for comparison, off.
fn command(c: &mut Criterion) {
    for hints in [true, false] {
        let Ok(mut terminal) = Terminal::new(TestBackend::new(80, 24));
        let name = format!("command_and_frame_classic_80x24_hints_{hints}");
        c.bench_function(&name, |b| {
            b.iter_batched(
                || {
                    let mut app = app("classic", &"13".repeat(10));
                    if let Some(app) = app.as_mut() {
                        app.hints_from_start(hints);
                    }
                    app
                },
                |app| {
                    if let Some(mut app) = app {
                        app.handle(KeyEvent::from(KeyCode::Char('1')));
                        let _ = black_box(terminal.draw(|f| app.render(f)));
                    }
                },
                BatchSize::SmallInput,
            )
        });
    }
}

criterion_group!(benches, frames, command);
criterion_main!(benches);
