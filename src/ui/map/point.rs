//! A place on the map and the order labels are listed in: the leaves the
//! layouts (hand-made, grown, rings) and the canvas all stand on.

use std::cmp::Ordering;

/// A room's place in the unit square: x to the right, y downwards, both 0..=1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

/// Numbers by value first, then everything else alphabetically: "2" before
/// "10", as a player would list them.
pub(super) fn label_order(a: &str, b: &str) -> Ordering {
    match (a.parse::<u64>(), b.parse::<u64>()) {
        (Ok(x), Ok(y)) => x.cmp(&y),
        (Ok(_), Err(_)) => Ordering::Less,
        (Err(_), Ok(_)) => Ordering::Greater,
        (Err(_), Err(_)) => a.cmp(b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_sort_as_a_player_lists_them() {
        let mut labels = vec!["10", "b", "2", "a", "1"];
        labels.sort_by(|a, b| label_order(a, b));
        assert_eq!(labels, ["1", "2", "10", "a", "b"]);
    }
}
