//! The config writer: settings and new variants go into the player's
//! file with every comment, key order and spacing kept; a missing file is
//! created; a broken one is reported and left alone; writes are atomic.

use std::fs;
use std::path::Path;
use wumpus::config::edit::{self, Draft, EditError, Setting};
use wumpus::config::{self, Source, Theme};

const COMMENTED: &str = include_str!("../fixtures/config/commented.toml");

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = fs::read_dir(dir)
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

fn builtin() -> config::Config {
    config::from_sources(&[Source::builtin()]).expect("the shipped config loads")
}

fn commented_file() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("config.toml");
    fs::write(&path, COMMENTED).expect("write fixture");
    (dir, path)
}

#[test]
fn a_setting_changes_one_value_and_keeps_every_comment_byte_for_byte() {
    let (dir, path) = commented_file();
    edit::remember(&path, Setting::Theme(Theme::Light)).expect("theme");
    let after = fs::read_to_string(&path).expect("read");
    let expected = COMMENTED.replace(
        "theme   =   \"dark\"     # I like it dark",
        "theme   =   \"light\"     # I like it dark",
    );
    assert_eq!(after, expected);
    assert_eq!(
        config::check_file(&path).expect("loads").theme,
        Theme::Light
    );
    assert_eq!(names(dir.path()), ["config.toml"]);
}

#[test]
fn a_new_setting_goes_after_the_last_top_level_key() {
    let (_dir, path) = commented_file();
    edit::remember(&path, Setting::Mouse(false)).expect("mouse");
    let after = fs::read_to_string(&path).expect("read");
    assert_eq!(
        after,
        COMMENTED.replace("hints = false\n", "hints = false\nmouse = false\n")
    );
    assert!(!config::check_file(&path).expect("loads").mouse);
}

#[test]
fn a_new_variant_is_added_after_the_players_text_which_stays_byte_for_byte() {
    let (_dir, path) = commented_file();
    let base = builtin();
    let classic = base.variant("classic").expect("classic ships");
    let mut draft = Draft::of(classic);
    draft.name = "Three pits".into();
    for row in &mut draft.knobs {
        if row.name == "pits" {
            row.value = "3".into();
        }
    }
    edit::add_variant(&path, "three-pits", &draft).expect("add");
    let after = fs::read_to_string(&path).expect("read");
    let added = after
        .strip_prefix(COMMENTED)
        .expect("the old text is kept whole, in front");
    assert!(added.contains("[variant.three-pits]"), "{added}");
    let loaded = config::check_file(&path).expect("loads");
    let new = loaded.variant("three-pits").expect("the new variant loads");
    let mut rules = classic.rules.clone();
    if let wumpus::engine::AnyRules::Classic(r) = &mut rules {
        std::sync::Arc::make_mut(r).pits = 3;
    }
    assert_eq!(new.rules, rules);
    assert_eq!(new.name, "Three pits");
    // The player's own variant is still there, and still theirs.
    assert!(loaded.variant("mine").is_some());
}

#[test]
fn every_shipped_variant_written_unchanged_loads_back_as_the_same_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("config.toml");
    for v in &builtin().variants {
        let id = format!("copy-of-{}", v.id);
        let mut draft = Draft::of(v);
        draft.name = format!("Copy of {}", v.name);
        edit::add_variant(&path, &id, &draft).unwrap_or_else(|e| panic!("{}: {e}", v.id));
        let loaded = config::check_file(&path).expect("loads");
        let copy = loaded.variant(&id).expect("the copy loads");
        assert_eq!(copy.rules, v.rules, "{}", v.id);
        assert_eq!(copy.knobs, v.knobs, "{}", v.id);
    }
}

#[test]
fn a_missing_file_is_created_with_its_directory() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("deep").join("er").join("config.toml");
    edit::remember(&path, Setting::Hints(true)).expect("created");
    assert_eq!(fs::read_to_string(&path).expect("read"), "hints = true\n");
    assert_eq!(names(&dir.path().join("deep").join("er")), ["config.toml"]);
}

#[test]
fn a_broken_file_is_reported_at_its_line_and_column_and_left_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("config.toml");
    let broken = "# mine\ntheme = \"dark\"\nhints = tru\n";
    fs::write(&path, broken).expect("write");
    let err = edit::remember(&path, Setting::Mouse(false)).expect_err("broken");
    let text = err.to_string();
    assert!(matches!(err, EditError::Broken(_)), "{text}");
    assert!(
        text.starts_with(&format!("{}:3:9:", path.display())),
        "{text}"
    );
    assert_eq!(fs::read_to_string(&path).expect("read"), broken);
    assert_eq!(names(dir.path()), ["config.toml"]);
}

#[test]
fn a_file_the_loader_refuses_is_left_untouched_too() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("config.toml");
    let wrong = "theme = \"dark\"\ncolour = \"red\"\n";
    fs::write(&path, wrong).expect("write");
    let err = edit::remember(&path, Setting::Hints(true)).expect_err("unknown key");
    assert!(
        err.to_string()
            .starts_with(&format!("{}:2:1: unknown key", path.display())),
        "{err}"
    );
    assert_eq!(fs::read_to_string(&path).expect("read"), wrong);
}

#[test]
fn an_id_the_file_has_is_refused_not_replaced() {
    let (_dir, path) = commented_file();
    let base = builtin();
    let draft = Draft::of(base.variant("classic").expect("classic"));
    let err = edit::add_variant(&path, "mine", &draft).expect_err("taken");
    assert!(
        err.to_string().contains("already has a variant \"mine\""),
        "{err}"
    );
    assert_eq!(fs::read_to_string(&path).expect("read"), COMMENTED);
}

#[cfg(target_os = "linux")]
#[test]
fn a_read_only_directory_is_a_clear_error_and_leaves_the_file_whole() {
    use std::os::unix::fs::PermissionsExt;
    let (dir, path) = commented_file();
    fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o555)).expect("chmod");
    let result = unprivileged(|| edit::remember(&path, Setting::Theme(Theme::Mono)));
    fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o755)).expect("chmod");
    let err = result.expect_err("read-only");
    let text = err.to_string();
    assert!(
        text.starts_with(&format!("cannot write {}", path.display())),
        "{text}"
    );
    assert!(text.contains("ermission denied"), "{text}");
    assert_eq!(fs::read_to_string(&path).expect("read"), COMMENTED);
    assert_eq!(names(dir.path()), ["config.toml"]);
}

/// Runs `f` on a thread that cannot ignore file permissions, as root can
/// (CI runs as root).
#[cfg(target_os = "linux")]
fn unprivileged<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    use rustix::thread::{CapabilitySet, capabilities, set_capabilities};
    std::thread::scope(|s| {
        s.spawn(|| {
            if let Ok(mut sets) = capabilities(None) {
                sets.effective.remove(
                    CapabilitySet::DAC_OVERRIDE
                        | CapabilitySet::DAC_READ_SEARCH
                        | CapabilitySet::FOWNER,
                );
                let _ = set_capabilities(None, sets);
            }
            f()
        })
        .join()
        .unwrap_or_else(|e| std::panic::resume_unwind(e))
    })
}

#[test]
fn many_writes_leave_no_temporary_file() {
    let (dir, path) = commented_file();
    for i in 0..20 {
        edit::remember(&path, Setting::Hints(i % 2 == 0)).expect("write");
    }
    assert_eq!(names(dir.path()), ["config.toml"]);
    assert!(!config::check_file(&path).expect("loads").hints);
}

#[test]
fn a_draft_is_refused_with_the_loaders_own_reason() {
    let base = builtin();
    let mut draft = Draft::of(base.variant("classic").expect("classic"));
    let set = |d: &mut Draft, key: &str, value: &str| {
        for row in &mut d.knobs {
            if row.name == key {
                row.value = value.into();
            }
        }
    };
    set(&mut draft, "pits", "19");
    let why = draft.check(Path::new(".")).expect_err("too many");
    assert_eq!(
        why,
        "pits: the player, 1 wumpus, 19 pits and 2 bats need 23 rooms, the cave has 20"
    );
    set(&mut draft, "pits", "two");
    let why = draft.check(Path::new(".")).expect_err("not a number");
    assert_eq!(why, "pits: \"two\" is not a whole number");
    set(&mut draft, "pits", "2");
    set(&mut draft, "wumpus_move_chance", "1.5");
    let why = draft.check(Path::new(".")).expect_err("not a chance");
    assert!(why.starts_with("wumpus_move_chance: "), "{why}");
    set(&mut draft, "wumpus_move_chance", "1");
    assert!(draft.check(Path::new(".")).is_ok());
}

#[test]
fn ids_are_made_from_names_and_clashes_are_refused() {
    assert_eq!(edit::id_from("Classic: 3 pits!"), "classic-3-pits");
    assert_eq!(edit::id_from("Möbius  strip"), "m-bius-strip");
    assert_eq!(edit::id_from("!!!"), "custom");
    let base = builtin();
    assert!(edit::clash("Hard", &base.variants).is_some());
    assert!(edit::clash("hard", &base.variants).is_some());
    assert!(edit::clash("  ", &base.variants).is_some());
    assert_eq!(edit::clash("Hard but fair", &base.variants), None);
}

/// `remember` on a file holding `text`; what the file then says.
fn remembered(text: &str, setting: Setting) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("config.toml");
    fs::write(&path, text).expect("write");
    edit::remember(&path, setting).expect("remember");
    let after = fs::read_to_string(&path).expect("read");
    config::check_file(&path).expect("the new file loads");
    after
}

#[test]
fn a_first_top_level_key_goes_under_the_files_opening_comment() {
    let text = "# My settings, kept by hand.\n# Keys I like:\n\n[keys]\nquit = \"Q\"\n";
    assert_eq!(
        remembered(text, Setting::Hints(true)),
        "# My settings, kept by hand.\n# Keys I like:\n\nhints = true\n\n[keys]\nquit = \"Q\"\n"
    );
}

#[test]
fn a_comment_right_above_a_table_stays_with_the_table() {
    let text = "# the quit key\n[keys]\nquit = \"Q\"\n";
    assert_eq!(
        remembered(text, Setting::Hints(true)),
        "hints = true\n\n# the quit key\n[keys]\nquit = \"Q\"\n"
    );
}

#[test]
fn a_file_of_comments_alone_keeps_them_above_the_new_key() {
    assert_eq!(
        remembered("# nothing here yet\n", Setting::Mouse(false)),
        "# nothing here yet\nmouse = false\n"
    );
}

#[test]
fn a_first_top_level_key_goes_under_the_opening_comment_above_a_variant_too() {
    let text = "# My own variants.\n\n[variant.mine]\nname = \"Mine\"\ndescription = \"Mine\"\n\
                difficulty = \"hard\"\nrules = \"classic\"\n";
    let after = remembered(text, Setting::Hints(true));
    assert!(
        after.starts_with("# My own variants.\n\nhints = true\n"),
        "{after}"
    );
}
