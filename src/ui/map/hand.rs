//! Hand-made layouts of the built-in caves, compiled in from
//! `assets/layouts/<cave>.txt`: one line per room, `label x y`, with x and y
//! in 0..=1 and `#` starting a comment.

use super::point::Point;

/// (layout key, file text) of every hand-made layout.
pub const LAYOUTS: &[(&str, &str)] = &[
    (
        "dodecahedron",
        include_str!("../../../assets/layouts/dodecahedron.txt"),
    ),
    ("mobius", include_str!("../../../assets/layouts/mobius.txt")),
    ("beads", include_str!("../../../assets/layouts/beads.txt")),
    ("hex", include_str!("../../../assets/layouts/hex.txt")),
    (
        "dendrite",
        include_str!("../../../assets/layouts/dendrite.txt"),
    ),
    (
        "lattice",
        include_str!("../../../assets/layouts/lattice.txt"),
    ),
];

/// One room's line in a layout file.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Entry<'t> {
    pub label: &'t str,
    pub x: f64,
    pub y: f64,
}

/// Parses a layout file; the error names the 1-based line and what is wrong.
pub fn parse(text: &str) -> Result<Vec<Entry<'_>>, String> {
    let mut entries = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let &[label, x, y] = fields.as_slice() else {
            return Err(format!("line {}: expected `label x y`", i + 1));
        };
        let coordinate = |s: &str| {
            s.parse::<f64>()
                .ok()
                .filter(|v| (0.0..=1.0).contains(v))
                .ok_or_else(|| format!("line {}: {s:?} is not a number from 0 to 1", i + 1))
        };
        entries.push(Entry {
            label,
            x: coordinate(x)?,
            y: coordinate(y)?,
        });
    }
    Ok(entries)
}

/// The layout called `key`, by room index, if it places every room of the
/// cave (whose labels, by index, are `labels`) exactly once and nothing
/// else. A layout that does not fit (a renamed or edited cave) is ignored
/// rather than drawn wrong.
pub(super) fn load(key: &str, labels: &[&str]) -> Option<Vec<Point>> {
    let (_, text) = LAYOUTS.iter().find(|(k, _)| *k == key)?;
    let entries = parse(text).ok()?;
    if entries.len() != labels.len() {
        return None;
    }
    let mut points: Vec<Option<Point>> = vec![None; labels.len()];
    for e in entries {
        let room = labels.iter().position(|l| *l == e.label)?;
        let slot = points.get_mut(room)?;
        if slot.is_some() {
            return None;
        }
        *slot = Some(Point { x: e.x, y: e.y });
    }
    points.into_iter().collect()
}
