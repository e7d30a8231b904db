//! What a server's player can make the server open (issue 42, point 1;
//! docs/server.md): a path typed into a path field (`cave`, grenade's
//! `caves`, `labyrinth`), in the customise form or in the player's own
//! settings.toml, is never opened outside their directory, and no refusal,
//! on a server or at home, shows what a file holds.

use std::path::{Path, PathBuf};
use wumpus::config::edit::Draft;
use wumpus::config::{self, Config, Source};

/// Every path field of the built-in variants: (variant, knob).
const PATH_FIELDS: [(&str, &str); 3] = [
    ("classic", "cave"),
    ("grenade", "caves"),
    ("labyrinth", "labyrinth"),
];

/// The first line of the host key a test server keeps, the secret that
/// must not reach a client.
const HOST_KEY_LINE: &str = "-----BEGIN OPENSSH PRIVATE KEY----- SECRET";

fn builtin() -> Config {
    config::from_sources(&[Source::builtin()]).expect("the built-in config loads")
}

/// A server's data dir with a host key and ann's directory in it.
fn server_dir() -> (tempfile::TempDir, PathBuf) {
    let data = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        data.path().join("host_ed25519"),
        format!("{HOST_KEY_LINE}\n"),
    )
    .expect("host key");
    let ann = data.path().join("players").join("ann");
    std::fs::create_dir_all(&ann).expect("ann's dir");
    (data, ann)
}

fn set(draft: &mut Draft, key: &str, value: &str) {
    let row =
        (draft.knobs.iter_mut().find(|r| r.name == key)).unwrap_or_else(|| panic!("no row {key}"));
    row.value = value.to_string();
}

/// Lines of `path` a refusal must not hold (the first few, trimmed).
fn secrets(path: &Path) -> Vec<String> {
    let bytes = std::fs::read(path).unwrap_or_default();
    String::from_utf8_lossy(&bytes)
        .split(['\n', '\0'])
        .map(str::trim)
        .filter(|l| l.len() >= 4)
        .take(5)
        .map(str::to_string)
        .collect()
}

#[test]
fn a_server_player_s_path_fields_open_nothing_outside_their_directory() {
    let (data, ann) = server_dir();
    let reach = wumpus::serve::reach_of(&builtin(), &ann);
    let config = builtin();
    let typed = [
        "/etc/passwd".to_string(),
        "../../host_ed25519".to_string(),
        "/proc/self/environ".to_string(),
        data.path().join("host_ed25519").display().to_string(),
        "mine/../../../host_ed25519".to_string(),
    ];
    for (id, key) in PATH_FIELDS {
        let variant = config.variant(id).expect("a built-in variant");
        for text in &typed {
            let mut draft = Draft::of(variant);
            set(&mut draft, key, text);
            let why = draft
                .check_within(&ann, &reach)
                .expect_err("a path outside the player's directory");
            assert!(
                why.starts_with(&format!("{key}: on this server")),
                "{id}: {why}"
            );
            for file in ["/etc/passwd", "/proc/self/environ"] {
                for line in secrets(Path::new(file)) {
                    assert!(!why.contains(&line), "{id} {text}: {why}");
                }
            }
            assert!(!why.contains("SECRET"), "{id} {text}: {why}");
            assert!(
                !why.contains(&*data.path().to_string_lossy()),
                "the host's path: {why}"
            );
        }
    }
}

#[test]
fn a_server_player_s_settings_file_opens_nothing_outside_their_directory() {
    let (_data, ann) = server_dir();
    let reach = wumpus::serve::reach_of(&builtin(), &ann);
    let settings = ann.join("settings.toml");
    for (id, key) in PATH_FIELDS {
        std::fs::write(
            &settings,
            format!("[variant.{id}]\n{key} = \"../../host_ed25519\"\n"),
        )
        .expect("written");
        let why = config::check_file_within(&settings, &reach)
            .expect_err("a path outside the player's directory")
            .to_string();
        assert!(why.contains("on this server"), "{why}");
        assert!(!why.contains("SECRET"), "{why}");
        // At home the same file is the player's to point anywhere: the
        // file is opened, and its bytes still not shown.
        let why = config::check_file(&settings)
            .expect_err("a host key is no caves file")
            .to_string();
        assert!(why.contains("host_ed25519:1:1"), "{why}");
        assert!(!why.contains("SECRET"), "{why}");
    }
}

#[test]
fn a_server_player_reaches_their_own_files_and_the_ones_the_server_offers() {
    let caves_dat = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/caves/caves.dat");
    let (data, ann) = server_dir();
    std::fs::create_dir_all(ann.join("mine")).expect("dir");
    std::fs::copy(&caves_dat, ann.join("mine/caves.dat")).expect("copied");
    // The server's own config offers a caves file by a path of its own.
    std::fs::create_dir_all(data.path().join("conf/caves")).expect("dir");
    std::fs::copy(&caves_dat, data.path().join("conf/caves/dark.dat")).expect("copied");
    let server = config::from_sources(&[
        Source::builtin(),
        Source {
            path: "server.toml".into(),
            text: "[variant.dark]\nname = \"Dark\"\ndescription = \"d\"\ndifficulty = \"hard\"\n\
                   rules = \"grenade\"\ncaves = \"caves/dark.dat\"\n"
                .into(),
            base_dir: data.path().join("conf"),
        },
    ])
    .expect("the server's config loads");
    let reach = wumpus::serve::reach_of(&server, &ann);
    let grenade = server.variant("grenade").expect("grenade");
    for ok in ["mine/caves.dat", "caves/dark.dat"] {
        let mut draft = Draft::of(grenade);
        set(&mut draft, "caves", ok);
        if let Err(why) = draft.check_within(&ann, &reach) {
            panic!("{ok}: {why}");
        }
    }
    // The offered text is the server's own: the same file under another
    // path is still outside.
    let mut draft = Draft::of(grenade);
    set(&mut draft, "caves", "../../conf/caves/dark.dat");
    assert!(draft.check_within(&ann, &reach).is_err());
}

#[test]
fn a_refusal_at_home_names_where_the_file_is_wrong_not_what_it_holds() {
    let dir = tempfile::tempdir().expect("temp dir");
    let secret = dir.path().join("notes.txt");
    std::fs::write(&secret, "hunter2 is the password\nsecond line\n").expect("written");
    let config = builtin();
    for (id, key) in PATH_FIELDS {
        let mut draft = Draft::of(config.variant(id).expect("built in"));
        set(&mut draft, key, "notes.txt");
        let why = draft.check(dir.path()).expect_err("no caves file");
        assert!(why.contains("notes.txt:1:1"), "{id}: {why}");
        assert!(!why.contains("hunter2"), "{id}: {why}");
        assert!(!why.contains("password"), "{id}: {why}");
    }
}
