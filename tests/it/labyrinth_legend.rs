//! The labyrinth map's key lists every mark the map draws: in play, with
//! wormholes numbered or not, in cheat mode and revealed at game over
//! (the player's route and the shortest), scrolled and scaled. Both keys:
//! the one help shows and the short one in the side panel.

use crate::driver::*;
use crate::labyrinth_front::{app_with, lab};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;
use std::collections::BTreeSet;
use std::sync::Arc;
use wumpus::app::App;
use wumpus::engine::labyrinth::{Grid, LabyrinthRules};
use wumpus::front::labyrinth::keys::{SIDE_LEGEND, SIDE_LEGEND_REVEALED};
use wumpus::ui::grid::GridWidget;
use wumpus::ui::theme::{Theme, ThemeName};

/// Every mark the labyrinth has: an entrance, an exit, treasure, holes.
const ALL: &[&str] = &[
    "###########",
    "#S  0 1  T#",
    "# ##### # #",
    "#  2  # E #",
    "###########",
];

fn app_on(rows: &[&str], numbers: bool, limit: Option<u32>, cheat: bool) -> App {
    let grid = Grid::from_rows(rows).unwrap_or_else(|e| panic!("{e}"));
    let mut rules = LabyrinthRules::on(Arc::new(grid));
    rules.reveal_wormhole_numbers = numbers;
    rules.move_limit = limit;
    app_with(Arc::new(rules), cheat)
}

/// The glyphs a key names: each one-character word, and each range
/// written `0-9`.
fn named(keys: impl IntoIterator<Item = String>) -> BTreeSet<char> {
    let mut out = BTreeSet::new();
    for key in keys {
        for word in key.split_whitespace() {
            let chars: Vec<char> = word.chars().collect();
            match chars[..] {
                [c] => {
                    out.insert(c);
                }
                [a, '-', b] => out.extend(a..=b),
                _ => {}
            }
        }
    }
    out
}

/// Every glyph of the map's cells, and every mark the map draws around
/// them at a size too small for it (the words of "▼ 3 more rows below"
/// are text, not marks).
fn drawn(app: &App) -> (BTreeSet<char>, BTreeSet<char>) {
    let s = lab(app);
    let panels = s.ui.panels(&s.game);
    let cells = panels
        .iter()
        .flat_map(|p| p.cells.iter().flatten().map(|c| c.glyph))
        .filter(|c| *c != ' ')
        .collect();
    let mut marks = BTreeSet::new();
    let theme = Theme::new(ThemeName::Mono);
    for panel in &panels {
        let mut buf = Buffer::empty(Rect::new(0, 0, 6, 4));
        GridWidget {
            panels: std::slice::from_ref(panel),
            theme: &theme,
        }
        .render(buf.area, &mut buf);
        marks.extend(
            buf.content()
                .iter()
                .flat_map(|c| c.symbol().chars())
                .filter(|c| !c.is_alphanumeric() && *c != ' '),
        );
    }
    (cells, marks)
}

/// The games to look at: in play with holes numbered and not, the whole
/// labyrinth in cheat mode, and game over showing the route and the
/// shortest one; and built-in labyrinths played a while.
fn games() -> Vec<App> {
    let mut out = Vec::new();
    for numbers in [false, true] {
        let mut app = app_on(ALL, numbers, None, false);
        // Bump a wall, fall through hole 0, walk on; back to find more.
        type_text(&mut app, "wdddddddsasdwaaaa");
        out.push(app);
    }
    out.push(app_on(ALL, true, None, true));
    for best in [false, true] {
        let mut app = app_on(ALL, false, Some(3), false);
        type_text(&mut app, "ddd");
        if best {
            type_text(&mut app, "v");
        }
        out.push(app);
    }
    for (id, seed) in [
        ("labyrinth", 1),
        ("labyrinth-large", 2),
        ("labyrinth-small", 3),
    ] {
        let mut app = variant_app(id, seed);
        type_text(&mut app, &"dsawddssaawwdsds".repeat(4));
        out.push(app);
    }
    out
}

#[test]
fn the_map_key_help_shows_lists_every_mark_the_map_draws() {
    let mut all_marks = BTreeSet::new();
    for app in games() {
        let legend = named(lab(&app).legend().into_iter().map(|(k, _)| k.to_string()));
        let (cells, marks) = drawn(&app);
        assert!(cells.contains(&'#'), "a map was drawn: {cells:?}");
        for glyph in cells.iter().chain(&marks) {
            assert!(
                legend.contains(glyph),
                "{glyph:?} is drawn but not in the map key {legend:?}"
            );
        }
        all_marks.extend(marks);
    }
    assert!(
        all_marks.contains(&'▼') && all_marks.contains(&'▶'),
        "maps too large for their room were drawn: {all_marks:?}"
    );
}

#[test]
fn the_side_panels_short_key_lists_every_mark_of_the_cells() {
    let short = named(
        SIDE_LEGEND
            .iter()
            .chain([&SIDE_LEGEND_REVEALED])
            .map(|s| s.to_string()),
    );
    let mut seen = BTreeSet::new();
    for mut app in games() {
        let (cells, _) = drawn(&app);
        for glyph in &cells {
            assert!(short.contains(glyph), "{glyph:?} is not in the side key");
        }
        seen.extend(cells);
        let text = render(&mut app, 160, 48);
        assert!(
            text.contains(SIDE_LEGEND[1]),
            "the side key is shown:\n{text}"
        );
    }
    // The games drew every kind of mark, so the check above meant something.
    for glyph in ['@', '#', '.', 'S', 'E', 'T', 'O', '0', '·'] {
        assert!(seen.contains(&glyph), "no game drew {glyph:?}: {seen:?}");
    }
}
