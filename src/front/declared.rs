//! What every rule set declares, gathered through the one list of rule
//! sets (`all_games!`), in its order: the keymap (the common rows with
//! every rule set's own), help's section titles and the map's key. The
//! menu's help, before any game, reads these.

use super::{Controls, Fronted, MarkRooms, Panels};
use crate::keymap::{Keymap, Layer, Row, Slot};

/// The keymap with every rule set's rows, before the config's `[keys]`
/// (`Keymap::with_overrides`).
pub fn keymap() -> Keymap {
    let mut rows: Vec<(Slot, Row)> =
        crate::all_games!(G => <<G as Fronted>::Front as Controls>::KEYS).concat();
    // The player's own marks, for every rule set whose map takes them.
    let marks = crate::all_games!(G => <<G as Fronted>::Front as MarkRooms>::MARKS.is_some());
    if marks.contains(&true) {
        rows.extend_from_slice(super::marks::KEYS);
    }
    Keymap::new(&rows)
}

/// Every rule set's own titles for help's sections, in list order (the
/// first that names a layer is its title where the game names none).
pub fn section_titles() -> Vec<(Layer, &'static str)> {
    crate::all_games!(G => <<G as Fronted>::Front as Controls>::SECTIONS).concat()
}

/// The key to every rule set's map, for help before any game: the graph
/// maps' marks (common and each rule set's, in list order, each once),
/// then the other maps' own.
pub fn legend() -> Vec<(&'static str, &'static str)> {
    let mut own: Vec<(&'static str, &'static str)> = Vec::new();
    let mut grids: Vec<(&'static str, &'static str)> = Vec::new();
    let all = crate::all_games!(G => (
        <<G as Fronted>::Front as Panels>::GRAPH,
        <<G as Fronted>::Front as Panels>::LEGEND,
        <<G as Fronted>::Front as MarkRooms>::MARKS,
    ));
    for (graph, entries, marks) in all {
        let into = if graph { &mut own } else { &mut grids };
        for entry in entries.iter().chain(marks.as_ref().map(|m| &m.key)) {
            if !into.contains(entry) {
                into.push(*entry);
            }
        }
    }
    let mut out = crate::ui::legend::graph(&own);
    out.extend(grids);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keymap::{Action, parse_key};

    #[test]
    fn every_rule_sets_rows_name_real_keys() {
        let rows = crate::all_games!(G => <<G as Fronted>::Front as Controls>::KEYS).concat();
        for (_, row) in rows {
            for k in row.keys {
                assert!(parse_key(k).is_ok(), "{}: {k:?}", row.name);
            }
        }
    }

    /// A `[keys]` line rebinds every row of its name: they must all be
    /// one action, or one line would change two things.
    #[test]
    fn rows_of_one_name_are_one_action() {
        let map = keymap();
        for b in map.bindings() {
            let same: Vec<Action> = (map.bindings().iter())
                .filter(|o| o.name == b.name)
                .map(|o| o.action)
                .collect();
            assert!(same.iter().all(|a| *a == b.action), "{}: {same:?}", b.name);
        }
    }
}
