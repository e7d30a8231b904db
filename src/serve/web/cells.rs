//! A page's screen (`wumpus serve --web`): ratatui draws into it as into a
//! terminal, through the same connection loop, and what changed since the
//! last frame (ratatui's own diff) goes to the page as runs of styled
//! text, one JSON line a frame, instead of a terminal's bytes. The page
//! keeps the grid and shows it as text (docs/server.md, "In a browser").

use crate::serve::face::Face;
use crate::serve::outbox::Outbox;
use ratatui::backend::{Backend, ClearType, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};
use ratatui::style::Color;
use serde::Serialize;
use std::io;
use std::sync::Arc;
use unicode_width::UnicodeWidthStr;

/// One frame's news for the page.
#[derive(Default, Serialize)]
struct Frame {
    /// Blank the whole grid first.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    clear: bool,
    /// `[x, y, text, fg, bg, modifiers]`, each char of `text` one cell;
    /// a cell whose symbol is not one narrow char is a run of its own
    /// with its width as a seventh item.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    runs: Vec<Run>,
    /// Clicks and the wheel are wanted (`Some(true)`) or not.
    #[serde(skip_serializing_if = "Option::is_none")]
    mouse: Option<bool>,
    /// The game is over for this page: its last words.
    #[serde(skip_serializing_if = "Option::is_none")]
    end: Option<String>,
}

#[derive(Serialize)]
struct Run(
    u16,
    u16,
    String,
    String,
    String,
    u16,
    #[serde(skip_serializing_if = "is_one")] u16,
);

fn is_one(width: &u16) -> bool {
    *width == 1
}

impl Frame {
    fn is_empty(&self) -> bool {
        !self.clear && self.runs.is_empty() && self.mouse.is_none() && self.end.is_none()
    }
}

/// A colour as the page names it: "" the theme's own, "0" to "15" the
/// sixteen named colours (the page's palette, light or dark), "i200" one
/// of the 256, "#rrggbb" exactly.
pub fn colour(c: Color) -> String {
    let named = |n: u8| n.to_string();
    match c {
        Color::Reset => String::new(),
        Color::Black => named(0),
        Color::Red => named(1),
        Color::Green => named(2),
        Color::Yellow => named(3),
        Color::Blue => named(4),
        Color::Magenta => named(5),
        Color::Cyan => named(6),
        Color::Gray => named(7),
        Color::DarkGray => named(8),
        Color::LightRed => named(9),
        Color::LightGreen => named(10),
        Color::LightYellow => named(11),
        Color::LightBlue => named(12),
        Color::LightMagenta => named(13),
        Color::LightCyan => named(14),
        Color::White => named(15),
        Color::Indexed(i) => format!("i{i}"),
        Color::Rgb(r, g, b) => format!("#{r:02x}{g:02x}{b:02x}"),
    }
}

pub struct Cells {
    outbox: Arc<Outbox>,
    /// The connection's own screen closes the outbox when it goes; a
    /// watcher's screen on it does not.
    closes: bool,
    frame: Frame,
}

impl Cells {
    pub fn new(outbox: Arc<Outbox>) -> Cells {
        Cells {
            outbox,
            closes: true,
            frame: Frame::default(),
        }
    }

    fn cell(&mut self, x: u16, y: u16, cell: &Cell) {
        let symbol = cell.symbol();
        let (fg, bg, mods) = (colour(cell.fg), colour(cell.bg), cell.modifier.bits());
        let narrow = symbol.chars().count() == 1 && symbol.width() == 1;
        if narrow
            && let Some(last) = self.frame.runs.last_mut()
            && last.6 == 1
            && last.1 == y
            && last.0 + last.2.chars().count() as u16 == x
            && (last.3 == fg && last.4 == bg && last.5 == mods)
        {
            last.2.push_str(symbol);
            return;
        }
        let width = if narrow {
            1
        } else {
            u16::try_from(symbol.width()).unwrap_or(1)
        };
        let shown = if symbol.is_empty() { " " } else { symbol };
        self.frame
            .runs
            .push(Run(x, y, shown.to_string(), fg, bg, mods, width));
    }
}

impl Drop for Cells {
    fn drop(&mut self) {
        if self.closes {
            self.outbox.close();
        }
    }
}

impl Backend for Cells {
    type Error = io::Error;

    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        for (x, y, cell) in content {
            self.cell(x, y, cell);
        }
        Ok(())
    }

    // The page draws no cursor: a prompt draws its own.
    fn hide_cursor(&mut self) -> io::Result<()> {
        Ok(())
    }

    fn show_cursor(&mut self) -> io::Result<()> {
        Ok(())
    }

    fn get_cursor_position(&mut self) -> io::Result<Position> {
        Ok(Position::ORIGIN)
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, _: P) -> io::Result<()> {
        Ok(())
    }

    fn clear(&mut self) -> io::Result<()> {
        self.clear_region(ClearType::All)
    }

    fn clear_region(&mut self, _: ClearType) -> io::Result<()> {
        // Every clear the loop asks for is of the whole screen.
        self.frame.runs.clear();
        self.frame.clear = true;
        Ok(())
    }

    /// Never asked of a fixed viewport, which the loop uses.
    fn size(&self) -> io::Result<Size> {
        Ok(Size::ZERO)
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        Ok(WindowSize {
            columns_rows: Size::ZERO,
            pixels: Size::ZERO,
        })
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.frame.is_empty() {
            return Ok(());
        }
        let frame = std::mem::take(&mut self.frame);
        let mut line = serde_json::to_vec(&frame).map_err(io::Error::other)?;
        line.push(b'\n');
        self.outbox.push(&line);
        Ok(())
    }
}

impl Face for Cells {
    fn beside(outbox: &Arc<Outbox>) -> Self {
        Cells {
            outbox: Arc::clone(outbox),
            closes: false,
            frame: Frame::default(),
        }
    }

    fn begin(&mut self) -> io::Result<()> {
        self.clear_region(ClearType::All)?;
        self.flush()
    }

    fn mouse(&mut self, on: bool) -> io::Result<()> {
        self.frame.mouse = Some(on);
        self.flush()
    }

    fn end(&mut self, line: Option<&str>) -> io::Result<()> {
        self.frame.end = Some(line.unwrap_or("").to_string());
        self.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::serve::outbox::Taken;
    use ratatui::layout::Rect;
    use ratatui::style::Style;
    use ratatui::{Terminal, TerminalOptions, Viewport};

    fn sent(outbox: &Outbox) -> Vec<serde_json::Value> {
        let mut out = Vec::new();
        while let Taken::Bytes(b) = outbox.take() {
            for line in b.split(|&c| c == b'\n').filter(|l| !l.is_empty()) {
                out.push(serde_json::from_slice(line).expect("a JSON line"));
            }
        }
        out
    }

    fn terminal(outbox: &Arc<Outbox>) -> Terminal<Cells> {
        Terminal::with_options(
            Cells::new(Arc::clone(outbox)),
            TerminalOptions {
                viewport: Viewport::Fixed(Rect::new(0, 0, 20, 3)),
            },
        )
        .expect("a terminal")
    }

    /// A frame goes as runs of one style each; the next frame sends only
    /// the cells that changed, ratatui's diff.
    #[test]
    fn a_frame_is_runs_of_styled_text_and_the_next_only_what_changed() {
        let outbox = Arc::new(Outbox::default());
        let mut t = terminal(&outbox);
        t.draw(|f| {
            let buf = f.buffer_mut();
            buf.set_string(0, 0, "You are", Style::new());
            buf.set_string(8, 0, "in 5", Style::new().fg(Color::Red));
        })
        .expect("drawn");
        let frames = sent(&outbox);
        assert_eq!(frames.len(), 1);
        let runs = frames[0]["runs"].as_array().expect("runs");
        // A blank cell that equals the empty screen's is not sent; the
        // red one is.
        let texts: Vec<_> = runs.iter().map(|r| r[2].as_str().unwrap_or("")).collect();
        assert_eq!(texts, ["You", "are", "in 5"]);
        assert_eq!(runs[2][3], "1", "red is the palette's colour 1");
        assert_eq!(runs[0][3], "", "the theme's own colour");

        t.draw(|f| {
            let buf = f.buffer_mut();
            buf.set_string(0, 0, "You are", Style::new());
            buf.set_string(8, 0, "in 6", Style::new().fg(Color::Red));
        })
        .expect("drawn");
        let frames = sent(&outbox);
        let runs = frames[0]["runs"].as_array().expect("runs");
        assert_eq!(runs.len(), 1);
        assert_eq!(runs[0][0], 11);
        assert_eq!(runs[0][2], "6");
    }

    /// A wide character is a run of its own with its width; clearing
    /// sends `clear` and then the whole screen.
    #[test]
    fn wide_cells_carry_their_width_and_a_clear_sends_everything_again() {
        let outbox = Arc::new(Outbox::default());
        let mut t = terminal(&outbox);
        t.draw(|f| {
            f.buffer_mut().set_string(0, 1, "a中b", Style::new());
        })
        .expect("drawn");
        let frames = sent(&outbox);
        let runs = frames[0]["runs"].as_array().expect("runs");
        let wide = runs.iter().find(|r| r[2] == "中").expect("the wide cell");
        assert_eq!(wide[6], 2);
        assert_eq!(runs.iter().find(|r| r[2] == "b").expect("b")[0], 3);

        t.backend_mut()
            .clear_region(ClearType::All)
            .expect("cleared");
        t.swap_buffers();
        t.draw(|f| {
            f.buffer_mut().set_string(0, 1, "a中b", Style::new());
        })
        .expect("drawn");
        let frames = sent(&outbox);
        assert_eq!(frames[0]["clear"], true);
        assert!(frames[0]["runs"].as_array().is_some_and(|r| r.len() == 3));
    }

    #[test]
    fn colours_are_named_as_the_page_reads_them() {
        assert_eq!(colour(Color::Reset), "");
        assert_eq!(colour(Color::White), "15");
        assert_eq!(colour(Color::Indexed(200)), "i200");
        assert_eq!(colour(Color::Rgb(1, 2, 255)), "#0102ff");
    }
}
