//! How one axis of a panel is shown in the room it has: whole, or
//! scrolled to keep its focus in sight with a mark on each clipped side.

/// The first shown index along one axis: 0 when all fit, else so that
/// `focus` sits in the middle, clamped to the panel.
fn scroll(len: usize, room: usize, focus: Option<usize>) -> usize {
    if len <= room {
        return 0;
    }
    let f = focus.unwrap_or(0);
    f.saturating_sub(room / 2).min(len - room)
}

/// How one axis of a panel is shown in `room` cells: the first index, how
/// many, and whether a mark says more lies before or after. A clipped
/// side gives a row (or column) of its room to its mark, so the player
/// knows the map goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Span {
    pub first: usize,
    pub shown: usize,
    pub before: bool,
    pub after: bool,
}

pub(super) fn span(len: usize, room: usize, focus: Option<usize>) -> Span {
    if len <= room {
        return Span {
            first: 0,
            shown: len,
            before: false,
            after: false,
        };
    }
    // One mark at least; two if the focus leaves both sides clipped.
    for marks in 1..=2 {
        let shown = room.saturating_sub(marks).max(1);
        let first = scroll(len, shown, focus);
        let (before, after) = (first > 0, first + shown < len);
        if usize::from(before) + usize::from(after) <= marks {
            return Span {
                first,
                shown,
                before,
                after,
            };
        }
    }
    let shown = room.saturating_sub(2).max(1);
    Span {
        first: scroll(len, shown, focus),
        shown,
        before: true,
        after: true,
    }
}
