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

fn players_frame(lines: &[&str]) -> Buffer {
    let mut t = Terminal::new(TestBackend::new(80, 24)).expect("test terminal");
    let frame = t
        .draw(|f| {
            for (y, line) in lines.iter().enumerate() {
                f.buffer_mut()
                    .set_string(0, y as u16, line, ratatui::style::Style::new());
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
    compose(&frame, None, buf.area, &mut buf);
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
    compose(&frame, Some(pane()), tall.area, &mut tall);
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
    compose(&frame, Some(pane()), same.area, &mut same);
    let shown = text(&same);
    let at = shown
        .lines()
        .position(|r| r.contains("nice shot"))
        .expect("the line");
    assert!((17..24).contains(&at), "over the last rows: row {at}");
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
