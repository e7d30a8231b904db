//! A dump is a function of its record: the golden record of each rule set
//! gives the same text every time, pinned here (map, log with turns,
//! knobs, outcome). A change to any of it shows in review.

use std::path::Path;
use wumpus::record::Record;

const GOLDEN: &[(&str, &str)] = &[
    ("classic", "classic-v1.json"),
    ("grenade", "grenade-v1.json"),
    ("grand_theft", "grand-theft-v1.json"),
    ("labyrinth", "labyrinth-v1.json"),
    ("hidden", "hidden-v1.json"),
];

fn golden(file: &str) -> Record {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/records")
        .join(file);
    Record::read(&path).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn each_golden_record_gives_its_pinned_dump() {
    for &(name, file) in GOLDEN {
        let record = golden(file);
        let text = wumpus::front::dump::text(&record).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(
            wumpus::front::dump::text(&record).as_deref(),
            Ok(text.as_str()),
            "{file}: the same dump twice"
        );
        for part in [
            "Variant: ",
            "Seed:    ",
            "Outcome: ",
            "Knobs",
            "Map (everything revealed)",
            "Revealed:",
            "Log",
        ] {
            assert!(text.contains(part), "{file}: no {part:?} in\n{text}");
        }
        insta::assert_snapshot!(format!("dump_{name}"), text);
    }
}

/// A saved game, not finished, still dumps: its map revealed as cheat
/// mode shows it.
#[test]
fn an_unfinished_game_dumps_with_its_map_revealed() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records/save-v1.json");
    let save = wumpus::record::read_save(&path)
        .unwrap_or_else(|e| panic!("{e}"))
        .expect("the golden save");
    let text = wumpus::front::dump::text(&save.record).unwrap_or_else(|e| panic!("{e}"));
    assert!(text.contains("Outcome: Still going"), "{text}");
    assert!(text.contains("Revealed:"), "{text}");
}
