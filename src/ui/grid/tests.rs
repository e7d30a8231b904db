//! The grid map's drawing: scrolling, marks, panels giving way, scale.

use super::*;
use crate::ui::theme::ThemeName;

fn text(buf: &Buffer) -> Vec<String> {
    let area = buf.area;
    (0..area.height)
        .map(|y| (0..area.width).map(|x| buf[(x, y)].symbol()).collect())
        .collect()
}

#[test]
fn a_panel_too_tall_scrolls_to_keep_its_focus_in_sight() {
    let mut panel = GridPanel::new("P", 3, 10);
    for y in 0..10 {
        panel.set(
            0,
            y,
            GridCell::mark(char::from(b'0' + y as u8), Role::Normal),
        );
    }
    panel.focus = Some((0, 9));
    let theme = Theme::new(ThemeName::Mono);
    let mut buf = Buffer::empty(Rect::new(0, 0, 5, 4));
    GridWidget {
        panels: &[panel],
        theme: &theme,
    }
    .render(buf.area, &mut buf);
    assert_eq!(text(&buf), [" P   ", " ▲   ", " 8   ", " 9   "]);
}

#[test]
fn clipped_sides_are_marked() {
    let mut panel = GridPanel::new("P", 10, 10);
    for y in 0..10 {
        for x in 0..10 {
            panel.set(x, y, GridCell::mark('.', Role::Normal));
        }
    }
    panel.focus = Some((5, 5));
    let theme = Theme::new(ThemeName::Mono);
    let mut buf = Buffer::empty(Rect::new(0, 0, 8, 7));
    GridWidget {
        panels: &[panel],
        theme: &theme,
    }
    .render(buf.area, &mut buf);
    let rows = text(&buf);
    assert!(rows[1].starts_with("▲ 3"), "{rows:?}");
    assert!(
        rows[2].starts_with('◀') && rows[2].ends_with('▶'),
        "{rows:?}"
    );
    assert!(rows[6].starts_with("▼ 3"), "{rows:?}");
}

#[test]
fn panels_that_do_not_fit_give_way_to_the_newest() {
    let theme = Theme::new(ThemeName::Mono);
    let mut a = GridPanel::new("A", 2, 1);
    a.set(0, 0, GridCell::mark('a', Role::Normal));
    let mut b = GridPanel::new("B", 2, 1);
    b.set(0, 0, GridCell::mark('b', Role::Normal));
    let mut buf = Buffer::empty(Rect::new(0, 0, 6, 2));
    GridWidget {
        panels: &[a, b],
        theme: &theme,
    }
    .render(buf.area, &mut buf);
    assert_eq!(text(&buf), [" B    ", " b    "]);
    // Set out of range: ignored, never a panic.
    let mut c = GridPanel::new("C", 1, 1);
    c.set(5, 5, GridCell::mark('c', Role::Normal));
    assert_eq!(c.get(5, 5), None);
}

#[test]
fn the_panel_with_the_look_cursor_never_gives_way() {
    let theme = Theme::new(ThemeName::Mono);
    let panel = |title: &str, mark: char| {
        let mut p = GridPanel::new(title, 2, 1);
        p.set(0, 0, GridCell::mark(mark, Role::Normal));
        p
    };
    let mut a = panel("A", 'a');
    a.cursor = Some((0, 0));
    let mut buf = Buffer::empty(Rect::new(0, 0, 6, 2));
    GridWidget {
        panels: &[a, panel("B", 'b'), panel("C", 'c')],
        theme: &theme,
    }
    .render(buf.area, &mut buf);
    let rows = text(&buf);
    assert!(rows[0].contains('A') && !rows[0].contains('C'), "{rows:?}");
    // With room for two, the one after it comes too, in map order.
    let mut b = panel("B", 'b');
    b.cursor = Some((0, 0));
    let mut buf = Buffer::empty(Rect::new(0, 0, 7, 2));
    GridWidget {
        panels: &[panel("A", 'a'), b, panel("C", 'c')],
        theme: &theme,
    }
    .render(buf.area, &mut buf);
    let rows = text(&buf);
    let (at_b, at_c) = (rows[0].find('B'), rows[0].find('C'));
    assert!(at_b.is_some() && at_c.is_some() && at_b < at_c, "{rows:?}");
    assert!(!rows[0].contains('A'), "{rows:?}");
}

#[test]
fn with_room_each_cell_is_a_block_walls_solid_and_marks_drawn_once() {
    let mut panel = GridPanel::new("P", 3, 2);
    panel.set(0, 0, GridCell::solid('#', Role::Normal));
    panel.set(1, 0, GridCell::mark('@', Role::Player));
    panel.set(2, 0, GridCell::solid('#', Role::Normal));
    panel.set(0, 1, GridCell::mark('.', Role::Normal));
    panel.set(2, 1, GridCell::mark('T', Role::Normal));
    panel.focus = Some((1, 0));
    let theme = Theme::new(ThemeName::Mono);
    let mut buf = Buffer::empty(Rect::new(0, 0, 12, 5));
    let drawn = GridWidget {
        panels: &[panel],
        theme: &theme,
    }
    .draw(buf.area, &mut buf);
    assert_eq!(
        text(&buf),
        [
            "P           ",
            "#### @  ####",
            "####    ####",
            " .       T  ",
            "            ",
        ]
    );
    assert_eq!(
        drawn.focus,
        Some((Rect::new(4, 1, 4, 2), Rect::new(0, 1, 12, 4)))
    );
}

#[test]
fn a_small_map_is_centred_at_two_columns_a_row() {
    let mut panel = GridPanel::new("P", 4, 1);
    panel.set(0, 0, GridCell::mark('@', Role::Player));
    panel.focus = Some((0, 0));
    let theme = Theme::new(ThemeName::Mono);
    let mut buf = Buffer::empty(Rect::new(0, 0, 20, 7));
    let drawn = GridWidget {
        panels: &[panel],
        theme: &theme,
    }
    .draw(buf.area, &mut buf);
    // Cells of four columns and two rows: sixteen across, three down with
    // the title, in the middle of twenty by seven.
    assert_eq!(buf[(2, 2)].symbol(), "P");
    assert_eq!(buf[(3, 3)].symbol(), "@");
    assert_eq!(
        drawn.focus,
        Some((Rect::new(2, 3, 4, 2), Rect::new(2, 3, 16, 2)))
    );
}

#[test]
fn a_map_that_does_not_fit_whole_is_drawn_a_character_a_cell() {
    let panel = GridPanel::new("P", 30, 3);
    let area = Rect::new(0, 0, 20, 10);
    assert_eq!(scale::choose(&[&panel], area), Scale::ONE);
    let small = GridPanel::new("P", 5, 3);
    assert_eq!(scale::choose(&[&small], area), Scale { cols: 4, rows: 2 });
}

#[test]
fn the_cursor_highlights_its_whole_block_known_or_not() {
    let mut panel = GridPanel::new("P", 3, 2);
    panel.set(0, 0, GridCell::mark('S', Role::Normal));
    panel.cursor = Some((0, 0));
    let theme = Theme::new(ThemeName::Mono);
    let lit = |c: &ratatui::buffer::Cell| c.modifier.contains(Modifier::REVERSED);
    let mut buf = Buffer::empty(Rect::new(0, 0, 12, 5));
    GridWidget {
        panels: &[panel.clone()],
        theme: &theme,
    }
    .draw(buf.area, &mut buf);
    // Four columns by two rows a cell here: the glyph once, the block lit.
    assert_eq!(buf[(1, 1)].symbol(), "S");
    for (x, y) in [(0, 1), (3, 1), (0, 2), (3, 2)] {
        assert!(lit(&buf[(x, y)]), "({x}, {y})");
    }
    assert!(!lit(&buf[(4, 1)]));
    // A cell the map does not know shows as a blank lit block.
    panel.cursor = Some((2, 1));
    let mut buf = Buffer::empty(Rect::new(0, 0, 12, 5));
    GridWidget {
        panels: &[panel],
        theme: &theme,
    }
    .draw(buf.area, &mut buf);
    assert_eq!(buf[(9, 3)].symbol(), " ");
    assert!(lit(&buf[(9, 3)]));
}
