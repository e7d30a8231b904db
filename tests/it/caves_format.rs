//! The caves-file parser: exact refusals, the reference file, the built-in
//! caves against Yob's tables, and no panics on any text.

use proptest::prelude::*;
use std::collections::HashMap;
use std::path::Path;
use wumpus::engine::cave::{Cave, RoomId};
use wumpus::formats::builtin::{BUILTIN_CAVES, builtin};
use wumpus::formats::caves::{parse_caves, read_caves_file};

const FIXTURES: &str = "tests/fixtures/caves";

fn fixture(file: &str) -> String {
    let path = Path::new(FIXTURES).join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn refusal(file: &str) -> String {
    match read_caves_file(&Path::new(FIXTURES).join(file)) {
        Ok(_) => panic!("{file} parsed, but should be refused"),
        Err(e) => e.to_string(),
    }
}

fn parsed(file: &str) -> Cave {
    read_caves_file(&Path::new(FIXTURES).join(file)).unwrap_or_else(|e| panic!("{e}"))
}

/// One test per kind of malformed file, each pinning the whole message.
macro_rules! refused {
    ($($test:ident: $file:literal => $message:literal,)*) => {$(
        #[test]
        fn $test() {
            assert_eq!(refusal($file), format!("{FIXTURES}/{}:{}", $file, $message));
        }
    )*};
}

refused! {
    empty_file: "empty.cave" => "1:1: the file is empty",
    only_blank_lines: "blank.cave" => "1:1: the file is empty",
    blank_first_line: "header_blank.cave" =>
        "1:1: expected the number of caves on the first line, found a blank line",
    count_not_a_number: "count_not_number.cave" => "1:1: expected the number of caves, found a word",
    count_negative: "count_negative.cave" => "1:1: the number of caves cannot be negative",
    count_too_small: "count_too_small.cave" => "1:1: a caves file needs at least 2 caves",
    count_too_large: "count_too_large.cave" =>
        "1:1: a caves file may have at most 4096 caves, the first line says more",
    tunnel_count_not_a_number: "tunnels_not_number.cave" =>
        "1:3: expected the number of tunnels per cave, found a word",
    tunnel_count_zero: "tunnels_zero.cave" => "1:3: every cave needs at least 1 tunnel, found 0",
    tunnel_count_negative: "tunnels_negative.cave" =>
        "1:3: the number of tunnels per cave cannot be negative",
    header_extra_word: "header_extra.cave" =>
        "1:5: found a word after the counts: the first line holds only the number of caves and, \
         optionally, the number of tunnels per cave",
    fewer_lines_than_caves: "too_few_lines.cave" =>
        "5:1: expected cave 3, found the end of the file (the first line says 4 caves)",
    more_lines_than_caves: "too_many_lines.cave" =>
        "5:1: unexpected line after the last cave (the first line says 3 caves)",
    stray_line_after_blank_lines: "stray_line.cave" =>
        "7:1: unexpected line after the last cave (the first line says 3 caves)",
    blank_line_between_caves: "blank_line_inside.cave" => "3:1: expected cave 1, found a blank line",
    caves_out_of_order: "wrong_order.cave" => "5:1: expected cave 3, found another number",
    cave_number_not_a_number: "cave_not_number.cave" => "2:1: expected cave 0, found a word",
    cave_number_negative: "cave_negative.cave" => "3:1: expected cave 1, found a negative number",
    cave_number_glued_to_name: "cave_glued.cave" => "3:1: expected cave 1, found a number run into other text",
    tunnel_not_a_number: "tunnel_not_number.cave" =>
        "3:5: expected a tunnel number (every cave has 2 tunnels), found a word",
    tunnel_out_of_range: "tunnel_out_of_range.cave" =>
        "3:5: a tunnel to a cave that is not there: the caves are numbered 0 to 2",
    tunnel_overflowing: "tunnel_overflow.cave" =>
        "3:5: a tunnel to a cave that is not there: the caves are numbered 0 to 2",
    tunnel_negative: "tunnel_negative.cave" => "3:5: tunnel numbers cannot be negative",
    fewer_tunnels_than_first_cave: "fewer_tunnels.cave" =>
        "3:5: expected a tunnel number (every cave has 2 tunnels), found a word",
    more_tunnels_than_first_cave: "more_tunnels.cave" =>
        "3:7: cave 1 has more tunnel numbers than cave 0, which has 2; if a name starts with a \
         number, give the tunnel count on the first line, e.g. `3 2`",
    fewer_tunnels_than_header: "missing_tunnel.cave" =>
        "3:4: expected a tunnel number (every cave has 2 tunnels), found the end of the line",
    missing_name: "missing_name.cave" => "3:6: cave 1 has no name after its 2 tunnels",
    numeric_names_without_tunnel_count: "numeric_names.cave" =>
        "2:8: cave 0 has no name after its 3 tunnels; if the names are numbers, give the tunnel \
         count on the first line, e.g. `3 2`",
    two_separate_halves: "not_connected.cave" =>
        "4:1: the caves are not strongly connected: cave 2 cannot be reached from cave 0",
    no_way_back: "dead_end.cave" =>
        "3:1: the caves are not strongly connected: cave 0 cannot be reached from cave 1",
    not_utf8: "invalid_utf8.cave" => "3:9: the file is not valid UTF-8 text",
}

#[test]
fn unreadable_file_is_reported_at_line_zero() {
    let path = Path::new(FIXTURES).join("no such file.cave");
    let Err(e) = read_caves_file(&path) else {
        panic!("a missing file parsed");
    };
    assert_eq!((e.line, e.column), (0, 0));
    let prefix = format!("{}:0:0: cannot read the file: ", path.display());
    assert!(e.to_string().starts_with(&prefix), "{e}");
}

#[test]
fn lenient_about_line_ends_spacing_and_glued_names() {
    let cave = parsed("lenient.cave");
    assert_eq!(cave.rooms(), 3);
    let names: Vec<&str> = cave.room_ids().map(|r| cave.name(r)).collect();
    assert_eq!(names, ["The North Hall", "East", "South"]);
    // One name has spaces, so rooms are known by their numbers.
    let labels: Vec<&str> = cave.room_ids().map(|r| cave.label(r)).collect();
    assert_eq!(labels, ["0", "1", "2"]);
    assert_eq!(cave.tunnels(RoomId(1)), [RoomId(0), RoomId(2)]);
    assert_eq!(cave.title(), format!("{FIXTURES}/lenient.cave"));
}

#[test]
fn numeric_names_parse_with_a_tunnel_count_and_become_labels() {
    let cave = parsed("numeric_names_header.cave");
    let labels: Vec<&str> = cave.room_ids().map(|r| cave.label(r)).collect();
    assert_eq!(labels, ["1", "2", "3"]);
    assert_eq!(cave.room_by_label("3"), Some(RoomId(2)));
}

#[test]
fn distinct_one_word_names_are_labels() {
    let cave = parse_caves("3\n0 1 2 North\n1 0 2 East\n2 0 1 South\n", "words")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(cave.room_by_label("East"), Some(RoomId(1)));
    let twice = parse_caves("3\n0 1 2 North\n1 0 2 East\n2 0 1 East\n", "twice")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(twice.label(RoomId(2)), "2");
    let comma = parse_caves("3\n0 1 2 N,W\n1 0 2 East\n2 0 1 South\n", "comma")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(comma.label(RoomId(1)), "1");
}

#[test]
fn reference_caves_dat() {
    let cave = parsed("caves.dat");
    assert_eq!(cave.rooms(), 20);
    for r in cave.room_ids() {
        assert_eq!(cave.label(r), r.index().to_string());
        assert_eq!(cave.tunnels(r).len(), 3);
    }
    let wyrm = RoomId(15);
    assert!(cave.is_adjacent(wyrm, wyrm), "room 15 has a self-loop");
    assert_eq!(cave.name(wyrm), "The Lost Caverns of the Wyrm");
    assert_eq!(cave.name(RoomId(2)), "Buford's Folly");
    assert_eq!(cave.name(RoomId(0)), "The Fountainhead");
    assert_eq!(cave.tunnels(RoomId(8)), [RoomId(7), RoomId(3), RoomId(13)]);
    assert!(!cave.is_two_way());
}

/// Yob's tables, cave number -> rows of (room, tunnels), all 1-based.
fn yob_tables() -> HashMap<usize, Vec<Vec<usize>>> {
    let mut tables: HashMap<usize, Vec<Vec<usize>>> = HashMap::new();
    let mut current = None;
    for line in fixture("wumpus2-caves.txt").lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            [] => {}
            ["#", ..] => {}
            ["cave", k, ..] => current = k.parse().ok(),
            numbers => {
                let row: Vec<usize> = numbers.iter().map(|n| n.parse().unwrap_or(0)).collect();
                let cave = current.unwrap_or_else(|| panic!("row before any cave: {line}"));
                tables.entry(cave).or_default().push(row);
            }
        }
    }
    tables
}

fn cave(name: &str) -> Cave {
    builtin(name).unwrap_or_else(|| panic!("built-in cave {name} does not parse"))
}

fn labels_of(cave: &Cave, room: RoomId) -> Vec<usize> {
    cave.tunnels(room)
        .iter()
        .map(|&t| cave.label(t).parse().unwrap_or(0))
        .collect()
}

#[test]
fn builtin_caves_match_yobs_tables() {
    let order = [
        "dodecahedron",
        "mobius",
        "beads",
        "hex",
        "dendrite",
        "lattice",
    ];
    let names: Vec<&str> = BUILTIN_CAVES.iter().map(|(n, _)| *n).collect();
    assert_eq!(names, order);
    let tables = yob_tables();
    for (k, name) in order.iter().enumerate() {
        let cave = cave(name);
        assert_eq!(cave.rooms(), 20, "{name}");
        let table = &tables[&k];
        assert_eq!(table.len(), 20, "{name}");
        for row in table {
            let room = cave
                .room_by_label(&row[0].to_string())
                .unwrap_or_else(|| panic!("{name} has no room {}", row[0]));
            assert_eq!(labels_of(&cave, room), row[1..], "{name} room {}", row[0]);
            assert_eq!(cave.name(room), cave.label(room));
        }
    }
}

#[test]
fn dodecahedron_is_yobs() {
    let cave = cave("dodecahedron");
    let room = |n: usize| {
        cave.room_by_label(&n.to_string())
            .unwrap_or_else(|| panic!("no room {n}"))
    };
    for n in 1..20 {
        assert!(cave.is_adjacent(room(n), room(n + 1)), "{n} - {}", n + 1);
    }
    assert_eq!(labels_of(&cave, room(20)), [13, 16, 19]);
}

#[test]
fn builtin_cave_shapes() {
    for name in ["dodecahedron", "mobius", "beads", "hex"] {
        assert!(cave(name).is_two_way(), "{name} is two-way");
    }
    let lattice = cave("lattice");
    for r in lattice.room_ids() {
        for &t in lattice.tunnels(r) {
            assert!(
                !lattice.is_adjacent(t, r),
                "lattice tunnel {r} -> {t} has a way back"
            );
        }
    }
    let dendrite = cave("dendrite");
    assert!(dendrite.room_ids().any(|r| dendrite.is_adjacent(r, r)));
    assert!(!dendrite.is_two_way());
}

/// Small random edits: a character inserted, deleted or replaced.
fn mutate(text: &str, edits: &[(usize, u8, char)]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for &(at, op, c) in edits {
        let at = at % (chars.len() + 1);
        match op % 3 {
            0 => chars.insert(at, c),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            _ if at < chars.len() => chars[at] = c,
            _ => {}
        }
    }
    chars.into_iter().collect()
}

fn assert_located(text: &str) {
    if let Err(e) = parse_caves(text, "x") {
        assert!(e.line >= 1 && e.line <= text.split('\n').count() + 1, "{e}");
        assert!(e.column >= 1, "{e}");
        assert!(e.to_string().starts_with("x:"), "{e}");
    }
}

fn edit_strategy() -> impl Strategy<Value = Vec<(usize, u8, char)>> {
    let c = prop_oneof![
        Just(' '),
        Just('\n'),
        Just('\r'),
        Just('-'),
        Just('\u{feff}'),
        proptest::char::range('0', '9'),
        any::<char>(),
    ];
    proptest::collection::vec((any::<usize>(), any::<u8>(), c), 1..8)
}

proptest! {
    #[test]
    fn arbitrary_text_never_panics(text in any::<String>()) {
        assert_located(&text);
    }

    #[test]
    fn number_soup_never_panics(text in "[0-9 \\-\n\r\tab]{0,80}") {
        assert_located(&text);
    }

    #[test]
    fn mutated_files_never_panic(edits in edit_strategy(), which in 0usize..3) {
        let text = match which {
            0 => fixture("caves.dat"),
            1 => BUILTIN_CAVES[0].1.to_string(),
            _ => BUILTIN_CAVES[4].1.to_string(),
        };
        assert_located(&mutate(&text, &edits));
    }
}
