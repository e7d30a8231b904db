//! The watched game's frames, bounds and privacy.

use super::*;
use crate::serve::face::{Ansi, Face as _};
use crate::ui::theme::{Theme, ThemeName};
use screen::WatcherScreen;
use std::num::NonZeroU16;

const ROWS_24: NonZeroU16 = NonZeroU16::new(24).unwrap();
const COLS_80: NonZeroU16 = NonZeroU16::new(80).unwrap();
use crate::serve::outbox::{BACKLOG_MAX, Taken};
use std::sync::mpsc::sync_channel;

fn frame_of(text: &str) -> Buffer {
    let mut buf = Buffer::empty(ratatui::layout::Rect::new(0, 0, 80, 24));
    buf.set_string(0, 0, text, ratatui::style::Style::new());
    buf
}

fn drain(outbox: &Outbox) -> Vec<u8> {
    let mut out = Vec::new();
    while let Taken::Bytes(b) = outbox.take() {
        out.extend(b);
    }
    out
}

/// Frames are kept only while someone watches; a joiner asks for the
/// player's frame again and is woken for each one; a game that ends
/// lets its watchers go and wakes them.
#[test]
fn watchers_get_each_frame_and_the_games_end_lets_them_go() {
    let live = Arc::new(Live::default());
    let playing = live.start("ann", (80, 24), None);
    let game = playing.game();
    assert_eq!(live.list().len(), 1);
    game.shown(&frame_of("before"));
    assert!(
        game.last_frame().1.is_none(),
        "no copy with nobody watching"
    );
    let outbox = Arc::new(Outbox::default());
    let (wake, woken) = sync_channel(4);
    assert!(game.join(&outbox, Some(wake)));
    assert!(game.take_redraw(), "a joiner asks for the frame again");
    assert!(!game.take_redraw(), "once");
    game.shown(&frame_of("frame"));
    let (number, frame) = game.last_frame();
    assert_eq!(number, 1);
    assert_eq!(frame.expect("kept")[(0, 0)].symbol(), "f");
    assert!(matches!(woken.try_recv(), Ok(Input::Wake)), "woken");
    assert_eq!(game.watching(), 1);
    drop(playing);
    assert!(
        !game.watched_by(&outbox),
        "the game's end lets the watcher go"
    );
    assert!(matches!(woken.try_recv(), Ok(Input::Wake)), "and wakes it");
    assert!(live.list().is_empty());
}

/// A watcher that stops reading holds a bounded backlog and, once it
/// reads again, gets a whole screen.
#[test]
fn a_slow_watcher_is_bounded_and_then_given_a_whole_screen() {
    let live = Arc::new(Live::default());
    let playing = live.start("ann", (80, 24), None);
    let game = playing.game();
    let outbox = Arc::new(Outbox::default());
    assert!(game.join(&outbox, None));
    let theme = Theme::new(ThemeName::Dark);
    let mut screen = WatcherScreen::open(
        (Ansi::beside(&outbox), Arc::clone(&outbox)),
        Arc::clone(&game),
        (80, 24),
        None,
        theme,
    )
    .expect("open");
    for i in 0..200u8 {
        let mut full = Buffer::empty(ratatui::layout::Rect::new(0, 0, 80, 24));
        let row = char::from(b'a' + i % 26).to_string().repeat(80);
        for y in 0..24 {
            full.set_string(0, y, &row, ratatui::style::Style::new());
        }
        game.shown(&full);
        screen.draw().expect("drawn");
        assert!(outbox.waiting() <= BACKLOG_MAX);
    }
    // It reads again: what it gets, alone, is the player's screen.
    game.shown(&frame_of("now"));
    screen.draw().expect("drawn");
    let sent = drain(&outbox);
    assert!(sent.len() <= BACKLOG_MAX);
    let mut client = vt100::Parser::new(ROWS_24, COLS_80, 0);
    client.process(&sent);
    let rows: Vec<String> = client.screen().rows(0, 80).collect();
    assert!(rows[0].starts_with("now"), "{rows:?}");
    assert!(
        rows[1..].iter().all(|r| r.trim().is_empty()),
        "no row of a lost frame left: {rows:?}"
    );
}

/// A screen showing a seat's secrets is never shown to a watcher: its
/// watchers are let go, its frame dropped, and nobody joins until it
/// shows none.
#[test]
fn a_private_screen_lets_its_watchers_go_and_takes_none() {
    let live = Arc::new(Live::default());
    let playing = live.start("ann", (80, 24), None);
    let game = playing.game();
    let outbox = Arc::new(Outbox::default());
    assert!(game.join(&outbox, None));
    game.shown(&frame_of("public"));
    game.private(true);
    assert!(!game.watched_by(&outbox));
    assert!(game.last_frame().1.is_none(), "its last frame dropped");
    assert!(!game.join(&outbox, None), "no one joins a private screen");
    game.shown(&frame_of("a seat's secrets"));
    assert!(game.last_frame().1.is_none(), "nothing kept to show");
    game.private(false);
    assert!(game.join(&outbox, None));
}
