//! Where a tunnel's line may go so it never lies: it must not pass through,
//! touch or end beside a label (or marks) of a room it does not join. A
//! straight line comes first, then a line bent once; a tunnel with no clean
//! way is left out, and the map says so.

use super::Shown;
use super::canvas::{Taken, cells};
use super::rooms::Placed;
use ratatui::layout::Rect;

/// How a tunnel is drawn this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Route {
    Straight,
    /// Two straight pieces meeting at this cell.
    Bent((u16, u16)),
    /// No clean way: not drawn.
    Left,
}

/// One straight piece of a line, between two cells.
type Leg = ((u16, u16), (u16, u16));

/// An owner no line may touch (the stamp, cells near three rooms).
const ANY: u16 = u16::MAX;

/// For each cell, the rooms (index + 1) whose label or marks it is in or
/// next to: a line may touch it only if it joins every one of them.
pub(super) struct Zones {
    area: Rect,
    owners: Vec<[u16; 2]>,
}

impl Zones {
    pub fn new(area: Rect, placed: &[Placed], marks: &[Option<Rect>]) -> Zones {
        let mut zones = Zones {
            area,
            owners: vec![[0, 0]; usize::from(area.width) * usize::from(area.height)],
        };
        for (i, p) in placed.iter().enumerate() {
            if p.shown == Shown::Hidden || p.rect.is_empty() {
                continue;
            }
            let owner = (i as u16).saturating_add(1);
            zones.reserve(grown(p.rect), owner);
            if let Some(Some(m)) = marks.get(i) {
                zones.reserve(*m, owner);
            }
        }
        zones
    }

    fn reserve(&mut self, r: Rect, owner: u16) {
        let r = r.intersection(self.area);
        for y in r.y..r.bottom() {
            for x in r.x..r.right() {
                if let Some(cell) = self.index(x, y).and_then(|i| self.owners.get_mut(i)) {
                    *cell = match *cell {
                        [0, _] => [owner, 0],
                        [a, 0] if a != owner => [a, owner],
                        [a, b] if a == owner || b == owner => [a, b],
                        _ => [ANY, ANY],
                    };
                }
            }
        }
    }

    fn index(&self, x: u16, y: u16) -> Option<usize> {
        let a = self.area;
        (x >= a.x && x < a.right() && y >= a.y && y < a.bottom())
            .then(|| usize::from(y - a.y) * usize::from(a.width) + usize::from(x - a.x))
    }

    /// A line joining rooms `a` and `b` (owners) may touch this cell.
    fn allows(&self, (x, y): (u16, u16), a: u16, b: u16) -> bool {
        self.index(x, y)
            .and_then(|i| self.owners.get(i))
            .is_some_and(|o| o.iter().all(|&w| w == 0 || w == a || w == b))
    }

    /// Every cell of the line is allowed; cells inside the boxes of the
    /// rooms it joins always are (the line ends there, under the label, and
    /// a neighbour's ring reaching into them says nothing false).
    fn clean(
        &self,
        from: (u16, u16),
        to: (u16, u16),
        ends: (&Placed, &Placed),
        a: u16,
        b: u16,
    ) -> bool {
        let mut ok = true;
        cells(self.area, from, to, |x, y| {
            let own = ends.0.rect.contains((x, y).into()) || ends.1.rect.contains((x, y).into());
            ok = ok && (own || self.allows((x, y), a, b));
        });
        ok
    }

    /// The clean way for the tunnel between rooms `ai` and `bi`, if any.
    /// A way must show at least one dot (outside both boxes and clear of
    /// `taken` text): two boxes side by side or one above the other would
    /// hide a line entirely, and a tunnel nobody can see is left out, so
    /// the map says so.
    pub fn route(&self, ai: usize, a: &Placed, bi: usize, b: &Placed, taken: &Taken) -> Route {
        let (oa, ob) = ((ai as u16).saturating_add(1), (bi as u16).saturating_add(1));
        let (p, q) = (a.center, b.center);
        let shows = |legs: &[Leg]| {
            legs.iter()
                .any(|&(from, to)| self.visible(from, to, (a, b), taken))
        };
        if self.clean(p, q, (a, b), oa, ob) && shows(&[(p, q)]) {
            return Route::Straight;
        }
        let bends = bends(p, q);
        for bend in bends.into_iter().flatten() {
            if self.allows(bend, oa, ob)
                && self.clean(p, bend, (a, b), oa, ob)
                && self.clean(bend, q, (a, b), oa, ob)
                && shows(&[(p, bend), (bend, q)])
            {
                return Route::Bent(bend);
            }
        }
        Route::Left
    }

    /// Some cell of the line is outside both boxes and free to draw on.
    fn visible(
        &self,
        from: (u16, u16),
        to: (u16, u16),
        ends: (&Placed, &Placed),
        taken: &Taken,
    ) -> bool {
        let mut seen = false;
        cells(self.area, from, to, |x, y| {
            let own = ends.0.rect.contains((x, y).into()) || ends.1.rect.contains((x, y).into());
            seen = seen || (!own && !taken.is_taken(x, y));
        });
        seen
    }
}

/// `r` and the ring of cells around it.
fn grown(r: Rect) -> Rect {
    Rect::new(
        r.x.saturating_sub(1),
        r.y.saturating_sub(1),
        r.width.saturating_add(2),
        r.height.saturating_add(2),
    )
}

/// Places a line from `p` to `q` may bend at: the two corners of their box,
/// then points beside the midpoint, nearest first.
fn bends(p: (u16, u16), q: (u16, u16)) -> [Option<(u16, u16)>; 6] {
    let (px, py, qx, qy) = (
        f64::from(p.0),
        f64::from(p.1),
        f64::from(q.0),
        f64::from(q.1),
    );
    // Cells are about twice as tall as wide: work in square units.
    let (dx, dy) = (qx - px, 2.0 * (qy - py));
    let len = dx.hypot(dy).max(1.0);
    let (nx, ny) = (-dy / len, dx / len);
    let (mx, my) = ((px + qx) / 2.0, (py + qy) / 2.0);
    let beside = |k: f64| {
        let (x, y) = (mx + k * nx, my + k * ny / 2.0);
        (x >= 0.0 && y >= 0.0).then(|| (x.round() as u16, y.round() as u16))
    };
    [
        Some((p.0, q.1)),
        Some((q.0, p.1)),
        beside(4.0),
        beside(-4.0),
        beside(8.0),
        beside(-8.0),
    ]
}
