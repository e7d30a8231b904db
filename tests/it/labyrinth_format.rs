//! The labyrinth-file parser (docs/rules.md, Labyrinth): one fixture per
//! refusal class with its exact reason and place, the lenient cases with their
//! warnings, the built-in labyrinths, and no panic on any bytes.

use proptest::prelude::*;
use std::path::Path;
use wumpus::formats::labyrinth::{
    BUILTIN_LABYRINTHS, builtin_labyrinth, looks_like_labyrinth, parse_labyrinth,
    read_labyrinth_file,
};

const FIXTURES: &str = "tests/fixtures/labyrinths";

fn refusal(file: &str) -> String {
    match read_labyrinth_file(&Path::new(FIXTURES).join(file)) {
        Ok(_) => panic!("{file} parsed, but should be refused"),
        Err(e) => e.to_string(),
    }
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

const SYMBOLS: &str = "a labyrinth has only '#' walls, spaces, S, E, T and wormholes 0-9";

refused! {
    an_empty_file_is_refused: "empty.txt" => "1:1: the file is empty",
    a_file_of_blank_lines_is_empty: "only_blank.txt" => "1:1: the file is empty",
    a_leading_blank_line_is_refused: "leading_blank.txt" =>
        "1:1: the first line is blank: a labyrinth starts with its top wall (only blank lines at the end are ignored)",
    too_small_is_refused: "too_small.txt" =>
        "1:1: too small: the interior is 2x1, it must be at least 2x2 inside the walls",
    too_wide_is_refused: "too_wide.txt" =>
        "1:43: too large: the interior is 41 wide, at most 40 (lines of 42 characters)",
    too_tall_is_refused: "too_tall.txt" =>
        "28:1: too large: the interior is 26 high, at most 25 (27 lines)",
    an_open_border_is_refused: "open_border.txt" =>
        "2:5: open border: the outer ring must be all walls '#', found a space",
    a_short_line_padded_is_a_ragged_border: "ragged_short.txt" =>
        "3:5: ragged border: line 3 has 4 characters, the first line 5; padded with spaces it has no wall at its end",
    a_long_line_is_a_ragged_border: "ragged_long.txt" =>
        "2:6: ragged border: line 2 has 6 characters, the first line 5",
    trailing_spaces_make_a_line_too_long: "trailing_spaces.txt" =>
        "4:6: ragged border: line 4 has 7 characters, the first line 5",
    no_entrance_is_refused: "no_entrance.txt" => "1:1: no entrance: a labyrinth needs at least one 'S'",
    no_exit_is_refused: "no_exit.txt" => "1:1: no exit: a labyrinth needs at least one 'E'",
    no_treasure_is_refused: "no_treasure.txt" => "1:1: no treasure: a labyrinth needs at least one 'T'",
    a_repeated_wormhole_is_refused: "wormhole_repeat.txt" =>
        "3:4: repeated wormhole 0: it is already at line 2, column 3",
    a_wormhole_gap_is_refused: "wormhole_gap.txt" =>
        "3:4: wormhole gap: there is a wormhole 2 but no wormhole 1 (wormholes are numbered 0 to k-1)",
    wormholes_start_at_zero: "wormhole_no_zero.txt" =>
        "2:3: wormhole gap: there is a wormhole 1 but no wormhole 0 (wormholes are numbered 0 to k-1)",
    more_than_ten_wormholes_are_refused: "eleven_wormholes.txt" =>
        "3:12: more than 10 wormholes: this is the 11th",
    invalid_utf8_is_refused: "invalid_utf8.txt" => "3:3: the file is not valid UTF-8 text",
}

#[test]
fn wrong_symbols_are_refused_where_they_stand() {
    for (file, at, shown) in [
        ("tab.txt", "3:3", "a tab"),
        ("lowercase.txt", "2:4", "a lowercase letter"),
        ("non_ascii.txt", "3:4", "a character outside ASCII"),
        ("stray_cr.txt", "3:3", "a carriage return"),
    ] {
        assert_eq!(
            refusal(file),
            format!("{FIXTURES}/{file}:{at}: wrong symbol {shown}: {SYMBOLS}")
        );
    }
}

#[test]
fn crlf_and_trailing_blank_lines_are_read_with_warnings() {
    let parsed = read_labyrinth_file(&Path::new(FIXTURES).join("lenient_crlf_blank.txt"))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(parsed.grid.rows(), ["#####", "#S T#", "#E  #", "#####"]);
    let warnings: Vec<String> = parsed.warnings.iter().map(|w| w.message.clone()).collect();
    assert_eq!(
        warnings,
        [
            "\\r\\n line ends are read as \\n",
            "2 blank lines at the end ignored"
        ]
    );
}

#[test]
fn a_byte_order_mark_is_ignored_with_a_warning() {
    let parsed = read_labyrinth_file(&Path::new(FIXTURES).join("lenient_bom.txt"))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(parsed.grid.rows(), ["#####", "#S T#", "#E  #", "#####"]);
    assert_eq!(parsed.warnings.len(), 1);
}

#[test]
fn a_missing_final_newline_is_no_matter() {
    let parsed = read_labyrinth_file(&Path::new(FIXTURES).join("no_final_newline.txt"))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(parsed.warnings.is_empty());
}

#[test]
fn the_largest_labyrinth_is_accepted() {
    let mut rows = vec!["#".repeat(42)];
    rows.push(format!("#SET{}#", " ".repeat(37)));
    for _ in 0..24 {
        rows.push(format!("#{}#", " ".repeat(40)));
    }
    rows.push("#".repeat(42));
    let parsed = parse_labyrinth(&rows.join("\n"), "big").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((parsed.grid.width(), parsed.grid.height()), (42, 27));
}

#[test]
fn the_smallest_labyrinth_is_accepted() {
    assert!(parse_labyrinth("####\n#ST#\n#E #\n####\n", "s").is_ok());
}

#[test]
fn ten_wormholes_are_accepted() {
    let text = "#############\n#S0123456789#\n#T          #\n#E          #\n#############\n";
    let parsed = parse_labyrinth(text, "ten").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(parsed.grid.wormholes(), 10);
}

#[test]
fn every_builtin_labyrinth_parses_cleanly() {
    for b in BUILTIN_LABYRINTHS {
        let (name, text) = (b.name, b.text);
        let parsed = parse_labyrinth(text, name).unwrap_or_else(|e| panic!("{e}"));
        assert!(parsed.warnings.is_empty(), "{name}: {:?}", parsed.warnings);
        assert!(parsed.grid.wormholes() > 0, "{name} has wormholes");
        assert!(builtin_labyrinth(name).is_some());
        assert!(builtin_labyrinth(&format!("assets/labyrinths/{name}.txt")).is_some());
    }
}

#[test]
fn labyrinths_are_told_from_caves_files_by_content() {
    assert!(looks_like_labyrinth("#####\n#S T#\n"));
    assert!(looks_like_labyrinth(""));
    assert!(looks_like_labyrinth("  ###\n"));
    assert!(!looks_like_labyrinth("20\n0 1 4 9 The Fountainhead\n"));
    assert!(!looks_like_labyrinth("\u{feff}20 3\n"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn no_text_makes_the_parser_panic(text in "[# SET0-9\\r\\n\\tx\u{e9}]{0,200}") {
        let _ = parse_labyrinth(&text, "p");
    }

    #[test]
    fn no_bytes_make_the_parser_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = parse_labyrinth(&text, "p");
        let _ = looks_like_labyrinth(&text);
    }

    #[test]
    fn whatever_parses_prints_back_as_itself(
        w in 2usize..8, h in 2usize..6,
        cells in proptest::collection::vec(prop::sample::select(vec!['#', ' ', 'S', 'E', 'T']), 48),
    ) {
        let mut rows = vec!["#".repeat(w + 2)];
        for y in 0..h {
            let row: String = (0..w).map(|x| cells[(y * w + x) % cells.len()]).collect();
            rows.push(format!("#{row}#"));
        }
        rows.push("#".repeat(w + 2));
        let text = rows.join("\n");
        if let Ok(parsed) = parse_labyrinth(&text, "p") {
            prop_assert_eq!(parsed.grid.rows(), rows);
        }
    }
}
