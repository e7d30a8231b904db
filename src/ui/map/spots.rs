//! Where each room's box goes this frame, so that no two boxes share a
//! cell or touch side by side (two labels run together read as one). A
//! layout places rooms in a unit square, and a small map squeezes them:
//! a box whose place is taken moves a step or two, then gives up letters
//! of its label (marked "…"; a number never does), and a box with no room
//! anywhere near is not drawn this frame: its tunnels are left out and the
//! map says so, and the exits list has them all.
//!
//! Rooms reserve places in order: the player's room, then visited rooms,
//! rooms seen, rooms only the reveal shows; ties by room index. The order
//! depends only on what the map shows, so the picture gives nothing away.

use super::canvas::{Frame, Taken};
use super::rooms::{Placed, box_width};
use super::{KnownMap, Shown};
use crate::ui::fit::{shorten_keeping_number, width};
use ratatui::layout::Rect;

/// The fewest cells a shortened label keeps, "…" included.
const MIN_LABEL: u16 = 4;

/// Steps a box may move from its place, nearest first: along its row
/// before off it, since a row away reads as further. A whole name moved
/// a little further beats a cut one, so the reach is wider than a step
/// or two.
fn steps() -> Vec<(i32, i32)> {
    let mut out: Vec<(i32, i32)> = Vec::new();
    for dy in -2i32..=2 {
        for dx in -8i32..=8 {
            out.push((dx, dy));
        }
    }
    out.sort_by_key(|&(dx, dy)| (dx.abs() + 3 * dy.abs(), dy.abs(), dx));
    out
}

/// Settles every shown room's box: moved, shortened or left out (its
/// `shown` set to `Hidden` for this frame) so that none touches another.
pub(super) fn settle(map: &KnownMap, frame: &Frame, placed: &mut [Placed]) {
    let mut order: Vec<usize> = (0..placed.len())
        .filter(|&i| placed[i].shown != Shown::Hidden)
        .collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(rank(placed[i].shown)), i));
    let mut boxes = Taken::new(frame.area);
    let steps = steps();
    for i in order {
        let label = map.rooms.get(i).map_or("", |r| r.label.as_str());
        let p = &mut placed[i];
        let full = box_width(label, p.shown);
        let decoration = full.saturating_sub(width(label) as u16);
        // A label is shortened no further than `MIN_LABEL` cells, and a
        // number in it never: one that ends it stays whole after the cut
        // ("Lost… 15"), any other keeps the label whole.
        let shortest = (MIN_LABEL..=full.saturating_sub(decoration))
            .find(|&w| shorten_keeping_number(label, usize::from(w)).is_some())
            .map_or(full, |w| w + decoration);
        // The marks about danger (hazards met, the hidden truth) reserve
        // their cells right of the box too, so they stay with their room;
        // a label gives up letters before its room gives up those marks.
        let tags: u16 = map.rooms.get(i).map_or(0, |r| {
            r.marks
                .iter()
                .filter(|m| m.danger)
                .map(|m| width(m.text) as u16)
                .sum()
        });
        // Each width a shortened label really takes, longest first.
        let mut widths: Vec<u16> = (shortest..=full)
            .rev()
            .map(|w| {
                let kept = shorten_keeping_number(label, usize::from(w.saturating_sub(decoration)))
                    .unwrap_or_else(|| label.to_string());
                decoration + width(&kept) as u16
            })
            .collect();
        widths.dedup();
        let reserves = [tags, 0];
        let spot = reserves.iter().find_map(|&tags| {
            widths.iter().find_map(|&w| {
                steps.iter().find_map(|&(dx, dy)| {
                    let x = i32::from(p.center.0) - i32::from(w / 2) + dx;
                    let y = i32::from(p.center.1) + dy;
                    let reserve = frame.fits(x, y, w + tags)?;
                    free(&boxes, reserve).then_some((
                        Rect {
                            width: w,
                            ..reserve
                        },
                        reserve,
                    ))
                })
            })
        });
        match spot {
            Some((rect, reserve)) => {
                boxes.take(reserve);
                p.reserve = reserve;
                p.rect = rect;
                p.center = (rect.x + rect.width / 2, rect.y);
                p.label_cells = rect.width.saturating_sub(decoration);
            }
            None => {
                p.shown = Shown::Hidden;
                p.crowded = true;
            }
        }
    }
}

/// Which rooms reserve their places first.
fn rank(shown: Shown) -> u8 {
    match shown {
        Shown::Here => 4,
        Shown::Visited => 3,
        Shown::Seen => 2,
        Shown::CheatOnly => 1,
        Shown::Hidden => 0,
    }
}

/// `rect` and the cell either side of it on its row hold no box.
fn free(boxes: &Taken, rect: Rect) -> bool {
    let x = rect.x.saturating_sub(1);
    let right = rect.right().saturating_add(1);
    (x..right).all(|x| !boxes.is_taken(x, rect.y))
}
