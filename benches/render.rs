//! A full frame of the play screen: render into the buffer and diff it
//! against the previous frame, as `Terminal::draw` does every keypress.

use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::hint::black_box;
use wumpus::app::App;
use wumpus::config::{self, Source};
use wumpus::ui::theme::{Theme, ThemeName};

fn app() -> Option<App> {
    let variants = config::from_sources(&[Source::builtin()]).ok()?.variants;
    let mut app = App::game(
        variants,
        0,
        wumpus::front::keymap(),
        Theme::new(ThemeName::Dark),
        81723,
        false,
    );
    for c in ['1', '2', 's', '5'] {
        app.handle(ratatui::crossterm::event::KeyEvent::from(
            ratatui::crossterm::event::KeyCode::Char(c),
        ));
    }
    Some(app)
}

fn bench(c: &mut Criterion) {
    for (w, h) in [(80u16, 24u16), (200, 60)] {
        let Some(mut app) = app() else {
            return;
        };
        app.resize(w, h);
        // TestBackend cannot fail to start.
        let Ok(mut terminal) = Terminal::new(TestBackend::new(w, h));
        let mut flip = false;
        c.bench_function(&format!("play_screen_{w}x{h}"), |b| {
            b.iter(|| {
                // Alternate two editor states so every frame has a diff.
                flip = !flip;
                let key = if flip { '1' } else { 'x' };
                app.handle(ratatui::crossterm::event::KeyEvent::from(
                    ratatui::crossterm::event::KeyCode::Char(key),
                ));
                let _ = black_box(terminal.draw(|f| app.render(f)));
                app.handle(ratatui::crossterm::event::KeyEvent::from(
                    ratatui::crossterm::event::KeyCode::Backspace,
                ));
            })
        });
    }
}

/// Each rule set's own play screen, redrawn as it stands (a full render and
/// a diff, which finds nothing to send): the budget is per frame whatever
/// the variant.
fn bench_rule_sets(c: &mut Criterion) {
    let Ok(config) = config::from_sources(&[Source::builtin()]) else {
        return;
    };
    let variants = config.variants;
    for id in ["grenade", "grand-theft", "labyrinth", "hidden-watch"] {
        let Some(index) = variants.iter().position(|v| v.id == id) else {
            continue;
        };
        for (w, h) in [(80u16, 24u16), (200, 60)] {
            let mut app = App::game(
                variants.clone(),
                index,
                wumpus::front::keymap(),
                Theme::new(ThemeName::Dark),
                81723,
                false,
            );
            app.resize(w, h);
            let Ok(mut terminal) = Terminal::new(TestBackend::new(w, h));
            c.bench_function(&format!("play_screen_{id}_{w}x{h}"), |b| {
                b.iter(|| {
                    let _ = black_box(terminal.draw(|f| app.render(f)));
                })
            });
        }
    }
}

criterion_group!(benches, bench, bench_rule_sets);
criterion_main!(benches);
