//! Hints on the map: each room's danger as a percentage beside its label,
//! in a shade (a theme role) that grows with it. The number says it all;
//! the shade only helps the eye, so nothing rests on colour alone. The
//! percentage is one of the room's danger marks, so its cells are part of
//! the room's reservation (`spots`): it never lands on a line or on
//! another room's label.

use super::{KnownMap, Mark, Shown};
use crate::engine::RoomId;
use crate::ui::theme::Role;

/// " 1%" to " 99%": a mark's text is static, so the map allocates nothing
/// per frame for it.
const WHOLE: [&str; 99] = [
    " 1%", " 2%", " 3%", " 4%", " 5%", " 6%", " 7%", " 8%", " 9%", " 10%", " 11%", " 12%", " 13%",
    " 14%", " 15%", " 16%", " 17%", " 18%", " 19%", " 20%", " 21%", " 22%", " 23%", " 24%", " 25%",
    " 26%", " 27%", " 28%", " 29%", " 30%", " 31%", " 32%", " 33%", " 34%", " 35%", " 36%", " 37%",
    " 38%", " 39%", " 40%", " 41%", " 42%", " 43%", " 44%", " 45%", " 46%", " 47%", " 48%", " 49%",
    " 50%", " 51%", " 52%", " 53%", " 54%", " 55%", " 56%", " 57%", " 58%", " 59%", " 60%", " 61%",
    " 62%", " 63%", " 64%", " 65%", " 66%", " 67%", " 68%", " 69%", " 70%", " 71%", " 72%", " 73%",
    " 74%", " 75%", " 76%", " 77%", " 78%", " 79%", " 80%", " 81%", " 82%", " 83%", " 84%", " 85%",
    " 86%", " 87%", " 88%", " 89%", " 90%", " 91%", " 92%", " 93%", " 94%", " 95%", " 96%", " 97%",
    " 98%", " 99%",
];

/// A chance as the map writes it: whole percents, with "<1%" and ">99%"
/// for chances that round to a certainty they are not.
pub fn text(p: f64) -> &'static str {
    let p = if p.is_nan() { 0.0 } else { p.clamp(0.0, 1.0) };
    if p <= 0.0 {
        return " 0%";
    }
    if p >= 1.0 {
        return " 100%";
    }
    let whole = (p * 100.0).round() as usize;
    match whole {
        0 => " <1%",
        100.. => " >99%",
        n => WHOLE[n - 1],
    }
}

/// The shade of a chance: calm, worth a look, risky, likely death.
pub fn role(p: f64) -> Role {
    match p {
        p if p >= 0.5 => Role::Danger,
        p if p >= 0.15 => Role::Warning,
        p if p > 0.0 => Role::Hint,
        _ => Role::Muted,
    }
}

/// A room's danger as a mark beside it.
pub fn mark(p: f64) -> Mark {
    Mark {
        text: text(p),
        role: role(p),
        danger: true,
    }
}

/// Puts each shown room's danger beside it: `danger(room)` gives it, or
/// `None` for no figure. The player's own room gets none (they stand in
/// it), nor does a visited room where the chance is 0 (that is what a
/// visited room without a figure means).
pub fn shade(map: &mut KnownMap, danger: impl Fn(RoomId) -> Option<f64>) {
    for (i, room) in map.rooms.iter_mut().enumerate() {
        let wanted = matches!(room.shown, Shown::Seen | Shown::Visited);
        let Some(p) = danger(RoomId(i as u16)).filter(|_| wanted) else {
            continue;
        };
        if room.shown == Shown::Visited && p <= 0.0 {
            continue;
        }
        // Last among the marks: the senses stay against the label.
        room.marks.push(mark(p));
    }
}

/// The map key's entries for hints.
pub const LEGEND: &[(&str, &str)] = &[(
    "12%",
    "hints on (h): the chance that going there kills you; none on a visited room means 0",
)];

/// A chance as a panel writes it ("12%"), or the widest a chance can be
/// written ("100%"), for `wording`.
pub fn figure(p: f64, widest: bool) -> &'static str {
    if widest { "100%" } else { text(p).trim_start() }
}

/// One wording for every row of a panel, so the rows line up: the first
/// of the wordings `make` gives (longest first) whose widest form (every
/// figure at 100%, `make(true)`) fits `cells`, else the last; as
/// `make(false)` writes it.
pub fn wording(cells: usize, make: impl Fn(bool) -> Vec<String>) -> String {
    let widest = make(true);
    let real = make(false);
    let at = widest
        .iter()
        .position(|t| crate::ui::fit::width(t) <= cells)
        .unwrap_or(widest.len().saturating_sub(1));
    real.get(at).cloned().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chance_is_never_rounded_into_a_certainty() {
        assert_eq!(text(0.0), " 0%");
        assert_eq!(text(0.001), " <1%");
        assert_eq!(text(0.12), " 12%");
        assert_eq!(text(0.999), " >99%");
        assert_eq!(text(1.0), " 100%");
        assert_eq!(text(f64::NAN), " 0%");
    }

    #[test]
    fn the_shade_grows_with_the_chance() {
        assert_eq!(role(0.0), Role::Muted);
        assert_eq!(role(0.05), Role::Hint);
        assert_eq!(role(0.3), Role::Warning);
        assert_eq!(role(0.9), Role::Danger);
    }

    #[test]
    fn every_row_gets_the_wording_its_widest_form_fits() {
        let make = |p: f64| {
            move |widest: bool| {
                let f = figure(p, widest);
                vec![format!("death {f} · bats {f}"), format!("death {f}")]
            }
        };
        // "death 0% · bats 0%" would fit 18 cells, "death 100% · bats
        // 100%" would not: every row says only death.
        assert_eq!(wording(18, make(0.0)), "death 0%");
        assert_eq!(wording(22, make(0.0)), "death 0% · bats 0%");
        assert_eq!(wording(3, make(0.5)), "death 50%");
    }
}
