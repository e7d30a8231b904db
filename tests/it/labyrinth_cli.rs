//! The labyrinth from the command line: `check` tells a labyrinth from a
//! caves file and a config, `solve` prints a shortest route (exit 0), `no
//! solution` (exit 1) or the file's fault (exit 2), plain mode, and the
//! simulator's outcome keys.

use crate::bin;

use bin::{text, wumpus};

#[test]
fn check_recognises_a_labyrinth_by_its_content() {
    let out = wumpus(&["check", "assets/labyrinths/small.txt"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "assets/labyrinths/small.txt: ok, a labyrinth of 12x6 cells with 2 wormholes\n"
    );
    // The same checker still reads caves files and configs.
    let caves = wumpus(&["check", "assets/caves.dat"], "");
    assert!(text(&caves.stdout).contains("a caves file of 20 rooms"));
    let config = wumpus(&["check", "config.toml"], "");
    assert!(text(&config.stdout).contains("ok, a config"));
}

#[test]
fn check_warns_about_what_it_forgives() {
    let out = wumpus(
        &["check", "tests/fixtures/labyrinths/lenient_crlf_blank.txt"],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    let err = text(&out.stderr);
    assert!(
        err.contains(":1:6: warning: \\r\\n line ends are read as \\n"),
        "{err}"
    );
    assert!(
        err.contains(":5:1: warning: 2 blank lines at the end ignored"),
        "{err}"
    );
}

#[test]
fn check_refuses_a_malformed_labyrinth_with_exit_code_2() {
    let out = wumpus(&["check", "tests/fixtures/labyrinths/wormhole_gap.txt"], "");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "wumpus: tests/fixtures/labyrinths/wormhole_gap.txt:3:4: wormhole gap: there is a wormhole 2 but no wormhole 1 (wormholes are numbered 0 to k-1)\n"
    );
    let empty = wumpus(&["check", "tests/fixtures/labyrinths/empty.txt"], "");
    assert_eq!(empty.status.code(), Some(2));
    assert!(text(&empty.stderr).contains("empty.txt:1:1: the file is empty"));
}

#[test]
fn solve_prints_the_length_and_the_moves() {
    let out = wumpus(&["solve", "assets/labyrinths/small.txt"], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "26 SSESSESEENEENNEEWWSSEEESEE\n");
    let out = wumpus(
        &["solve", "tests/fixtures/labyrinths/wormhole_only_way.txt"],
        "",
    );
    assert_eq!(text(&out.stdout), "10 EEEWEEWWWW\n");
}

#[test]
fn solve_says_no_solution_with_exit_code_1() {
    let out = wumpus(&["solve", "tests/fixtures/labyrinths/unsolvable.txt"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "no solution\n");
}

#[test]
fn solve_refuses_a_malformed_file_with_exit_code_2() {
    for file in [
        "no_exit.txt",
        "ragged_short.txt",
        "invalid_utf8.txt",
        "missing.txt",
    ] {
        let path = format!("tests/fixtures/labyrinths/{file}");
        let out = wumpus(&["solve", &path], "");
        assert_eq!(out.status.code(), Some(2), "{file}");
        assert!(text(&out.stdout).is_empty(), "{file}");
        assert!(
            text(&out.stderr).starts_with(&format!("wumpus: {path}:")),
            "{file}"
        );
    }
}

#[test]
fn plain_mode_takes_compass_words_and_wait() {
    let out = wumpus(
        &["play", "labyrinth-small", "--seed", "3", "--plain"],
        "e\neast\ns\nwait\nnorth\nx\nq\n",
    );
    let o = text(&out.stdout);
    assert!(o.contains("Wall."), "{o}");
    assert!(o.contains("You step east."), "{o}");
    assert!(o.contains("You wait."), "{o}");
    assert!(o.contains("I don't understand \"x\""), "{o}");
    // Two steps and a wait; the two bumps were free.
    assert!(o.contains("57 moves left (of 60)"), "{o}");
    assert_eq!(o.matches("Wall.").count(), 2, "{o}");
}

#[test]
fn the_simulator_reports_the_labyrinth_outcome_keys() {
    let out = wumpus(
        &[
            "sim",
            "labyrinth",
            "--games",
            "200",
            "--seed",
            "1",
            "--json",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let json: serde_json::Value =
        serde_json::from_str(&text(&out.stdout)).unwrap_or_else(|e| panic!("{e}"));
    let outcomes = &json["outcomes"];
    let total: u64 = ["won", "out_of_moves", "capped"]
        .iter()
        .map(|k| outcomes[k].as_u64().unwrap_or_else(|| panic!("{k}")))
        .sum();
    assert_eq!(total, 200);
    // 110 moves each, bumps free: every game spends its whole limit or wins.
    assert!(json["mean_turns"].as_f64().is_some_and(|t| t <= 110.0));
}

#[test]
fn a_variant_whose_labyrinth_can_never_be_won_is_refused_when_the_config_loads() {
    let dir = std::env::temp_dir().join(format!("wumpus-unwinnable-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let config = dir.join("config.toml");
    let maze = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/labyrinths/unsolvable.txt");
    std::fs::write(
        &config,
        format!(
            "[variant.walled]\nname = \"Walled in\"\ndescription = \"no way out\"\ndifficulty = \"hard\"\nrules = \"labyrinth\"\nlabyrinth = {:?}\n",
            maze.display().to_string()
        ),
    )
    .expect("write config");
    let path = config.display().to_string();
    let out = wumpus(&["--config", &path, "variants"], "");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.starts_with(&format!(
            "wumpus: {path}:6:13: labyrinth: no entrance has a route"
        )),
        "{err}"
    );
}

#[test]
fn check_warns_about_entrances_that_cannot_win() {
    let out = wumpus(
        &["check", "tests/fixtures/labyrinths/trapped_entrance.txt"],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stderr),
        "wumpus: tests/fixtures/labyrinths/trapped_entrance.txt:2:2: warning: no route from this entrance picks up a treasure and reaches an exit: a game never starts here\n"
    );
    let out = wumpus(&["check", "tests/fixtures/labyrinths/unsolvable.txt"], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stderr),
        "wumpus: tests/fixtures/labyrinths/unsolvable.txt:1:1: warning: no entrance can win (no route from any picks up a treasure and reaches an exit): a variant naming this labyrinth is refused\n"
    );
}

/// "no solution" is for a file none of whose entrances can win; a
/// walled-in first entrance is never a start, so the route starts at the
/// first entrance that has one.
#[test]
fn solve_starts_from_the_first_entrance_that_can_win() {
    let out = wumpus(
        &["solve", "tests/fixtures/labyrinths/trapped_entrance.txt"],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "10 EENNEEEESS\n");
}
