//! Drawing primitives for the map, straight into the frame's buffer: where a
//! unit-square point lands, which cells are taken, and braille lines.
//!
//! Lines are rasterized here rather than with ratatui's `Canvas` because the
//! canvas allocates and scans a full grid per layer on every frame; this
//! touches only the cells a tunnel crosses, and nothing is allocated.

use super::point::Point;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

/// Maps unit-square points to cells of one area.
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame {
    pub area: Rect,
    /// Half the widest room box: centres stay this far from the sides so
    /// every box fits whole.
    margin: u16,
    span_x: f64,
    span_y: f64,
}

impl Frame {
    pub fn new(area: Rect, widest: u16) -> Frame {
        let widest = widest.clamp(1, area.width.max(1));
        Frame {
            area,
            margin: widest / 2,
            span_x: f64::from(area.width.saturating_sub(widest)),
            span_y: f64::from(area.height.saturating_sub(1)),
        }
    }

    /// The cell a point's room is centred on; always inside the area.
    pub fn center(&self, p: Point) -> (u16, u16) {
        let unit = |v: f64| {
            if v.is_finite() {
                v.clamp(0.0, 1.0)
            } else {
                0.5
            }
        };
        let dx = (unit(p.x) * self.span_x).round() as u16;
        let dy = (unit(p.y) * self.span_y).round() as u16;
        let a = self.area;
        (
            a.x.saturating_add(self.margin.saturating_add(dx))
                .min(a.right().saturating_sub(1)),
            a.y.saturating_add(dy).min(a.bottom().saturating_sub(1)),
        )
    }

    /// A one-row box `width` cells wide centred on `(cx, cy)`, shifted (and
    /// if need be cut) to stay inside the area.
    pub fn box_at(&self, (cx, cy): (u16, u16), width: u16) -> Rect {
        let a = self.area;
        let width = width.min(a.width);
        let x = cx
            .saturating_sub(width / 2)
            .clamp(a.x, a.right().saturating_sub(width));
        Rect::new(x, cy, width, 1)
    }

    /// A box at an exact place, if it fits inside the area.
    pub fn fits(&self, x: i32, y: i32, width: u16) -> Option<Rect> {
        let a = self.area;
        let inside_x = x >= i32::from(a.x) && x + i32::from(width) <= i32::from(a.right());
        let inside_y = y >= i32::from(a.y) && y < i32::from(a.bottom());
        (inside_x && inside_y).then(|| Rect::new(x as u16, y as u16, width, 1))
    }
}

/// Which cells of the area hold text (labels, marks), so lines, arrowheads
/// and marks keep out of them.
#[derive(Clone)]
pub(super) struct Taken {
    area: Rect,
    bits: Vec<u64>,
}

impl Taken {
    pub fn new(area: Rect) -> Taken {
        let cells = usize::from(area.width) * usize::from(area.height);
        Taken {
            area,
            bits: vec![0; cells.div_ceil(64)],
        }
    }

    fn index(&self, x: u16, y: u16) -> Option<usize> {
        let a = self.area;
        (x >= a.x && x < a.right() && y >= a.y && y < a.bottom())
            .then(|| usize::from(y - a.y) * usize::from(a.width) + usize::from(x - a.x))
    }

    pub fn is_taken(&self, x: u16, y: u16) -> bool {
        self.index(x, y).is_some_and(|i| {
            self.bits
                .get(i / 64)
                .is_some_and(|w| w & (1 << (i % 64)) != 0)
        })
    }

    /// Inside the area and not taken at all.
    pub fn is_free(&self, r: Rect) -> bool {
        (r.y..r.bottom())
            .all(|y| (r.x..r.right()).all(|x| self.index(x, y).is_some() && !self.is_taken(x, y)))
    }

    pub fn take(&mut self, r: Rect) {
        for y in r.y..r.bottom() {
            for x in r.x..r.right() {
                if let Some(i) = self.index(x, y)
                    && let Some(w) = self.bits.get_mut(i / 64)
                {
                    *w |= 1 << (i % 64);
                }
            }
        }
    }
}

/// Braille dot bits by (column, row) inside a cell.
const DOTS: [[u8; 4]; 2] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]];

const BRAILLE: u32 = 0x2800;

/// The dot a cell's line ends on: left column, second row, so a level line
/// runs at mid-height like a dash.
fn dot_of(area: Rect, (x, y): (u16, u16)) -> (i32, i32) {
    (
        2 * i32::from(x.saturating_sub(area.x)),
        4 * i32::from(y.saturating_sub(area.y)) + 1,
    )
}

/// A braille line between two cell centres. Dots merge with braille already
/// in a cell (crossing tunnels); taken cells are left alone.
pub(super) fn line(
    buf: &mut Buffer,
    taken: &Taken,
    from: (u16, u16),
    to: (u16, u16),
    style: Style,
) {
    walk(taken.area, from, to, |cell, bits| {
        put_dots(buf, taken, cell, bits, style);
    });
}

/// Every cell a line between two cell centres touches, as the area's
/// absolute cell and the dots it puts there.
pub(super) fn cells(area: Rect, from: (u16, u16), to: (u16, u16), mut f: impl FnMut(u16, u16)) {
    walk(area, from, to, |(cx, cy), _| {
        if let (Ok(cx), Ok(cy)) = (u16::try_from(cx), u16::try_from(cy)) {
            f(area.x.saturating_add(cx), area.y.saturating_add(cy));
        }
    });
}

/// Bresenham over braille dots, one call per cell (relative to the area)
/// with the dots the line sets in it.
fn walk(area: Rect, from: (u16, u16), to: (u16, u16), mut f: impl FnMut((i32, i32), u8)) {
    // One direction per pair of ends, so a line drawn over another (the
    // arrow path over its tunnel) covers exactly the same dots.
    let (from, to) = if (from.1, from.0) <= (to.1, to.0) {
        (from, to)
    } else {
        (to, from)
    };
    let (mut x, mut y) = dot_of(area, from);
    let (x1, y1) = dot_of(area, to);
    let (dx, dy) = ((x1 - x).abs(), -(y1 - y).abs());
    let (sx, sy) = ((x1 - x).signum(), (y1 - y).signum());
    let mut err = dx + dy;
    let mut cell = (x >> 1, y >> 2);
    let mut bits = 0u8;
    loop {
        let here = (x >> 1, y >> 2);
        if here != cell {
            f(cell, bits);
            cell = here;
            bits = 0;
        }
        bits |= DOTS[(x & 1) as usize][(y & 3) as usize];
        if x == x1 && y == y1 {
            break;
        }
        let e2 = 2 * err;
        if e2 >= dy {
            err += dy;
            x += sx;
        }
        if e2 <= dx {
            err += dx;
            y += sy;
        }
    }
    f(cell, bits);
}

fn put_dots(buf: &mut Buffer, taken: &Taken, (cx, cy): (i32, i32), bits: u8, style: Style) {
    let area = taken.area;
    let (Ok(cx), Ok(cy)) = (u16::try_from(cx), u16::try_from(cy)) else {
        return;
    };
    let (x, y) = (area.x.saturating_add(cx), area.y.saturating_add(cy));
    if taken.is_taken(x, y) || taken.index(x, y).is_none() {
        return;
    }
    let Some(cell) = buf.cell_mut((x, y)) else {
        return;
    };
    let old = cell
        .symbol()
        .chars()
        .next()
        .map_or(0, u32::from)
        .checked_sub(BRAILLE)
        .filter(|b| *b <= 0xFF)
        .unwrap_or(0);
    let merged = char::from_u32(BRAILLE | old | u32::from(bits)).unwrap_or(' ');
    cell.set_char(merged).set_style(style);
}

/// The first free cell on the way from `to` back towards `from`, outside
/// `to`'s own box: where an arrowhead pointing at `to` goes.
pub(super) fn arrow_cell(
    taken: &Taken,
    from: (u16, u16),
    to: (u16, u16),
    to_box: Rect,
) -> Option<(u16, u16)> {
    let (fx, fy) = (f64::from(from.0), f64::from(from.1));
    let (tx, ty) = (f64::from(to.0), f64::from(to.1));
    let steps = (fx - tx).abs().max((fy - ty).abs()).ceil() as u32;
    // Only near the target: further along, an arrow would read as pointing
    // at whatever room it happens to sit beside.
    (1..steps.min(4)).find_map(|s| {
        let t = f64::from(s) / f64::from(steps);
        let x = (tx + (fx - tx) * t).round() as u16;
        let y = (ty + (fy - ty) * t).round() as u16;
        let inside_box = to_box.contains((x, y).into());
        (!inside_box && taken.index(x, y).is_some() && !taken.is_taken(x, y)).then_some((x, y))
    })
}

/// An arrow pointing along the way from `from` to `to`, in one of eight
/// directions (cells are about twice as tall as wide).
pub(super) fn arrow_glyph(from: (u16, u16), to: (u16, u16)) -> char {
    let dx = f64::from(to.0) - f64::from(from.0);
    let dy = 2.0 * (f64::from(to.1) - f64::from(from.1));
    let octant = ((dy.atan2(dx) / std::f64::consts::FRAC_PI_4).round() as i32).rem_euclid(8);
    ['→', '↘', '↓', '↙', '←', '↖', '↑', '↗'][octant as usize]
}
