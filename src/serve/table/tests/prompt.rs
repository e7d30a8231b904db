//! The panel under a seat's map while the table talks between turns.

use super::talk::{MINUTE, discussing, until};
use super::*;
use crate::front::Ui;
use ratatui::layout::Rect;

/// The prompt under a seat's map, as drawn now.
fn prompt(screen: &TableSeat) -> String {
    let theme = crate::ui::theme::Theme::new(crate::ui::theme::ThemeName::Dark);
    let keymap = crate::front::keymap();
    let ui = Ui {
        theme: &theme,
        keymap: &keymap,
    };
    let area = Rect::new(0, 0, 100, 4);
    let mut buf = ratatui::buffer::Buffer::empty(area);
    screen.view().panes.draw_prompt(&ui, area, &mut buf);
    let mut text = String::new();
    for y in 0..area.height {
        for x in 0..area.width {
            text.push_str(buf[(x, y)].symbol());
        }
    }
    text
}

/// While the table talks, a seat's prompt says so (and how to end it
/// for this seat), not "Bob is playing."; once everyone is ready, the
/// game's own prompt is back.
#[test]
fn during_a_discussion_the_prompt_says_the_table_talks_not_whose_turn_it_is() {
    let t = talking(MINUTE, None, Some(MINUTE));
    t.take("ann").expect("a seat");
    t.take("bob").expect("a seat");
    let mut clock = Clock(Instant::now());
    until(&mut clock, &t, ANN);
    let mut ann = TableSeat::new(Arc::clone(&t), Some(ANN), "ann").expect("ann's screen");
    let cy = TableSeat::new(Arc::clone(&t), None, "cy").expect("a spectator");
    t.submit(ANN, stay()).expect("Ann's turn");
    ann.keep(Keep::Poll).expect("caught up");
    assert!(discussing(&t));
    let shown = prompt(&ann);
    assert!(shown.contains("Discussion"), "{shown}");
    assert!(
        shown.contains("The table talks before the next turn: t talk · r when you are ready."),
        "{shown}"
    );
    assert!(!shown.contains("is playing"), "{shown}");
    let watching = prompt(&cy);
    assert!(
        watching.contains("ends when everyone is ready"),
        "{watching}"
    );
    assert!(!watching.contains("r when you are ready"), "{watching}");

    let _ = t.ready(ANN);
    let _ = t.ready(BOB);
    clock.step(&t, Duration::ZERO);
    assert!(!discussing(&t));
    ann.keep(Keep::Poll).expect("caught up");
    let shown = prompt(&ann);
    assert!(!shown.contains("Discussion"), "{shown}");
    assert!(shown.contains("is playing"), "{shown}");
}
