//! A watcher's screen: the player's cells, the talk beside them, and watchers' names.

use super::*;
use std::num::NonZeroU16;

const ROWS_24: NonZeroU16 = NonZeroU16::new(24).unwrap();
const COLS_80: NonZeroU16 = NonZeroU16::new(80).unwrap();
use crate::serve::face::Ansi;
use crate::serve::outbox::Taken;
use crate::serve::watch::Live;
use crate::ui::theme::ThemeName;
use ratatui::backend::TestBackend;

fn text(buf: &Buffer) -> String {
    let mut out = String::new();
    for y in 0..buf.area.height {
        for x in 0..buf.area.width {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

/// An 80x24 player's frame with `lines` at its top.
fn players_frame(lines: &[&str]) -> Buffer {
    let at: Vec<(u16, u16, &str)> = (lines.iter().enumerate())
        .map(|(y, line)| (0, y as u16, *line))
        .collect();
    frame_of((80, 24), &at)
}

/// A player's frame of `size` with each text at its cell.
fn frame_of(size: (u16, u16), texts: &[(u16, u16, &str)]) -> Buffer {
    let mut t = Terminal::new(TestBackend::new(size.0, size.1)).expect("test terminal");
    let frame = t
        .draw(|f| {
            for (x, y, text) in texts {
                f.buffer_mut()
                    .set_string(*x, *y, text, ratatui::style::Style::new());
            }
        })
        .expect("drawn");
    frame.buffer.clone()
}

fn bytes(outbox: &Outbox) -> Vec<u8> {
    let mut out = Vec::new();
    while let Taken::Bytes(b) = outbox.take() {
        out.extend(b);
    }
    out
}

/// A watcher's terminal: what it shows after the bytes sent so far.
struct Seen(vt100::Parser);

impl Seen {
    fn new() -> Seen {
        Seen(vt100::Parser::new(ROWS_24, COLS_80, 0))
    }

    /// The screen, after what `outbox` sent; the raw bytes beside it.
    fn look(&mut self, outbox: &Outbox) -> (String, Vec<u8>) {
        let raw = bytes(outbox);
        self.0.process(&raw);
        (self.0.screen().contents(), raw)
    }
}

/// With no talk the watcher's cells are the player's; a line said
/// brings the pane, under the player's screen when the watcher's is
/// taller, over its last rows when it is not.
#[test]
fn a_watcher_sees_the_players_cells_and_the_talk_beside_them() {
    let frame = players_frame(&["Hunt the Wumpus", "You are in room 5"]);
    let mut buf = Buffer::empty(Rect::new(0, 0, 80, 24));
    compose(&frame, &(0, 0), None, buf.area, &mut buf);
    assert_eq!(text(&buf), text(&frame), "the very cells");

    let theme = Theme::new(ThemeName::Dark);
    let lines = vec![(Tone::Secret, "[watchers] bob: nice shot".to_string())];
    let pane = || Pane {
        title: "Watchers' talk",
        lines: &lines,
        typing: None,
        back: 0,
        theme: &theme,
    };
    let mut tall = Buffer::empty(Rect::new(0, 0, 80, 32));
    compose(&frame, &(0, 0), Some(pane()), tall.area, &mut tall);
    let shown = text(&tall);
    let rows: Vec<&str> = shown.lines().collect();
    assert!(
        rows[1].starts_with("You are in room 5"),
        "the player's rows kept"
    );
    let at = rows
        .iter()
        .position(|r| r.contains("nice shot"))
        .expect("the line");
    assert!(at >= 24, "under the player's screen: row {at}");

    let mut same = Buffer::empty(Rect::new(0, 0, 80, 24));
    compose(&frame, &(0, 0), Some(pane()), same.area, &mut same);
    let shown = text(&same);
    let at = shown
        .lines()
        .position(|r| r.contains("nice shot"))
        .expect("the line");
    assert!((17..24).contains(&at), "over the last rows: row {at}");
}

/// A player's screen wider and taller than the watcher's is cut off at
/// the watcher's edges, a tag says so, and the arrows pan over the rest,
/// no further than its far edge.
#[test]
fn a_watcher_with_a_smaller_screen_pans_over_the_players_with_the_arrows() {
    let frame = frame_of((120, 30), &[(0, 0, "top left"), (110, 28, "far corner")]);
    let mut buf = Buffer::empty(Rect::new(0, 0, 80, 24));
    let view = compose(&frame, &(0, 0), None, buf.area, &mut buf);
    assert_eq!(view, (0, 0));
    let shown = text(&buf);
    assert!(shown.starts_with("top left"), "{shown}");
    assert!(!shown.contains("far corner"), "{shown}");
    assert!(
        shown.contains("columns 1-80 of 120, rows 1-24 of 30 · arrows pan"),
        "{shown}"
    );

    let mut buf = Buffer::empty(Rect::new(0, 0, 80, 24));
    let view = compose(&frame, &(500, 500), None, buf.area, &mut buf);
    assert_eq!(view, (40, 6), "kept within the player's screen");
    let shown = text(&buf);
    let rows: Vec<&str> = shown.lines().collect();
    assert!(
        rows[22].starts_with(&format!("{}far corner", " ".repeat(70))),
        "{shown}"
    );
    assert!(
        shown.contains("columns 41-120 of 120, rows 7-30 of 30"),
        "{shown}"
    );
    assert!(!shown.contains("top left"), "{shown}");

    let mut bare = Buffer::empty(Rect::new(0, 0, 80, 24));
    let small = players_frame(&["Hunt the Wumpus"]);
    compose(&small, &(0, 0), None, bare.area, &mut bare);
    assert!(!text(&bare).contains("arrows pan"), "no tag when all fits");
}

/// On a watcher's terminal: the arrows bring the cut-off part of a
/// larger player's screen into view, and back.
#[test]
fn the_arrows_pan_a_watchers_terminal_over_a_larger_players_screen() {
    let live = Arc::new(Live::default());
    let playing = live.start("ann", (120, 30), None);
    let game = playing.game();
    let out = Arc::new(Outbox::default());
    assert!(game.join(&out, None));
    let frame = frame_of((120, 30), &[(0, 0, "top left"), (105, 10, "right side")]);
    game.shown(&frame);
    let mut bob = WatcherScreen::open(
        (Ansi::beside(&out), Arc::clone(&out)),
        Arc::clone(&game),
        (80, 24),
        Some("bob"),
        Theme::new(ThemeName::Dark),
    )
    .expect("bob's screen");
    let mut sees = Seen::new();
    bob.draw().expect("drawn");
    let (seen, _) = sees.look(&out);
    assert!(
        seen.contains("top left") && !seen.contains("right side"),
        "{seen}"
    );
    assert!(seen.contains("arrows pan"), "{seen}");

    for _ in 0..4 {
        assert_eq!(bob.bytes(b"\x1b[C"), Step::Stay);
    }
    bob.draw().expect("drawn");
    let (seen, _) = sees.look(&out);
    assert!(
        seen.contains("right side") && !seen.contains("top left"),
        "{seen}"
    );
    assert!(seen.contains("columns 41-120 of 120"), "{seen}");

    bob.bytes(b"\x1b[D\x1b[D\x1b[D\x1b[D\x1b[D");
    bob.draw().expect("drawn");
    let (seen, _) = sees.look(&out);
    assert!(seen.contains("top left"), "{seen}");
}

/// A watcher's line reaches the other watchers cleaned, with the
/// server's name for them; the `watch` name reads but does not talk;
/// `q` leaves, but not while typing.
#[test]
fn watchers_talk_among_themselves_under_their_own_names() {
    let live = Arc::new(Live::default());
    let playing = live.start("ann", (80, 24), None);
    let game = playing.game();
    let (bob_out, cy_out) = (Arc::new(Outbox::default()), Arc::new(Outbox::default()));
    assert!(game.join(&bob_out, None) && game.join(&cy_out, None));
    game.shown(&players_frame(&["Hunt the Wumpus"]));
    let theme = Theme::new(ThemeName::Dark);
    let mut bob = WatcherScreen::open(
        (Ansi::beside(&bob_out), Arc::clone(&bob_out)),
        Arc::clone(&game),
        (80, 24),
        Some("bob"),
        theme,
    )
    .expect("bob's screen");
    let mut cy = WatcherScreen::open(
        (Ansi::beside(&cy_out), Arc::clone(&cy_out)),
        Arc::clone(&game),
        (80, 24),
        None,
        theme,
    )
    .expect("cy's screen");
    let (mut bob_sees, mut cy_sees) = (Seen::new(), Seen::new());
    bob.draw().expect("drawn");
    let (seen, _) = bob_sees.look(&bob_out);
    assert!(seen.contains("Hunt the Wumpus"), "{seen}");

    assert_eq!(bob.bytes(b"t"), Step::Stay);
    assert_eq!(bob.bytes(b"q"), Step::Stay, "q is typed while typing");
    bob.bytes(b"uite a shot \x1b[31m\x07\r");
    cy.draw().expect("drawn");
    let (seen, raw) = cy_sees.look(&cy_out);
    assert!(seen.contains("[watchers] bob: quite a shot"), "{seen}");
    assert!(
        seen.contains("Hunt the Wumpus"),
        "the game still shows: {seen}"
    );
    assert!(!raw.contains(&0x07), "no bell reaches Cy");

    cy.bytes(b"t");
    cy.draw().expect("drawn");
    let (seen, _) = cy_sees.look(&cy_out);
    assert!(seen.contains("Only a player may talk"), "{seen}");
    let (said, _) = game.talk_since(0);
    assert_eq!(said.len(), 1, "the anonymous watcher said nothing");

    bob.bytes(b"\x1b");
    assert_eq!(bob.bytes(b"q"), Step::Leave);
    drop(playing);
}
