//! Which files the paths in a config may open. At home a player's config
//! names any caves or labyrinth file they like. On `wumpus serve` the
//! config is typed by a remote player (the customise form, their
//! `settings.toml`), so a path is never opened as typed: only the files the
//! server's own variants use, by the text the server's config gave them,
//! and files inside the player's own directory (docs/server.md, "What a
//! player can make the server open").

use super::Source;
use super::files::{self, Unread};
use super::merged::Merged;
use std::path::{Component, Path, PathBuf};

/// The knobs whose values may be paths of files, and what file each names.
pub(super) const PATH_KNOBS: [(&str, &str); 3] = [
    ("cave", CAVES_FILE),
    ("caves", CAVES_FILE),
    ("labyrinth", LABYRINTH_FILE),
];
pub(super) const CAVES_FILE: &str = "caves file";
pub(super) const LABYRINTH_FILE: &str = "labyrinth file";

/// A file a config's variant names: what kind of file (`CAVES_FILE`...),
/// the text as written, and where it is.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct NamedFile {
    pub kind: &'static str,
    pub text: String,
    pub path: PathBuf,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Reach {
    /// Any path, from the directory of the file that names it.
    #[default]
    Anywhere,
    /// A server's player: `offered` (the text the server's config wrote
    /// for a file, and where it is), else a relative path inside `own`.
    Confined {
        own: PathBuf,
        offered: Vec<NamedFile>,
    },
}

/// The layers being resolved, and what their paths may open.
pub(super) struct Layers<'a> {
    pub sources: &'a [Source],
    pub reach: &'a Reach,
}

impl Layers<'_> {
    /// The text of the file the knob `key` of `m` names (`text`), and its
    /// path as messages show it. The refusal says what may be named
    /// instead or why the file did not read; never what is in it.
    pub fn read_named(
        &self,
        m: &Merged,
        key: &str,
        text: &str,
        what: &str,
    ) -> Result<(String, String), String> {
        let base = base_dir(m, key, self.sources);
        let (path, shown) = self.reach.place(&base, text, what)?;
        let contents = files::read_text(&path).map_err(|e| {
            let why = match e {
                // The location names the file as the player knows it.
                Unread::NotUtf8(line, column) => {
                    format!("not valid UTF-8 text at {shown}:{line}:{column}")
                }
                other => other.describe(&path),
            };
            format!("cannot read {what} {shown}: {why}")
        })?;
        Ok((contents, shown))
    }
}

/// Where paths in the layer that set `key` start from.
pub(super) fn base_dir(m: &Merged, key: &str, sources: &[Source]) -> PathBuf {
    m.get(key)
        .and_then(|s| sources.get(s.source))
        .map(|s| s.base_dir.clone())
        .unwrap_or_default()
}

impl Reach {
    /// Where `text` leads from `base`, and how to show it; a confined
    /// path outside what it may reach is refused before anything is
    /// looked at.
    fn place(&self, base: &Path, text: &str, what: &str) -> Result<(PathBuf, String), String> {
        match self {
            Reach::Anywhere => {
                let path = base.join(text);
                let shown = path.display().to_string();
                Ok((path, shown))
            }
            Reach::Confined { own, offered } => {
                if let Some(file) = offered.iter().find(|f| f.kind == what && f.text == text) {
                    return Ok((file.path.clone(), text.to_string()));
                }
                let typed = Path::new(text);
                let inside = typed.components().next().is_some()
                    && typed
                        .components()
                        .all(|c| matches!(c, Component::Normal(_)));
                if !inside {
                    return Err(self.refusal(what));
                }
                let path = own.join(typed);
                // The server makes no links in a player's directory; one
                // that leads out anyway is not followed.
                if let (Ok(real), Ok(home)) = (path.canonicalize(), own.canonicalize())
                    && !real.starts_with(&home)
                {
                    return Err(self.refusal(what));
                }
                Ok((path, format!("{text} (in your directory)")))
            }
        }
    }

    /// What a confined player may name instead.
    fn refusal(&self, what: &str) -> String {
        let offered: Vec<String> = match self {
            Reach::Confined { offered, .. } => (offered.iter())
                .filter(|f| f.kind == what)
                .map(|f| format!("{:?}", f.text))
                .collect(),
            Reach::Anywhere => Vec::new(),
        };
        let theirs = if offered.is_empty() {
            String::new()
        } else {
            format!(", one the server's variants use ({})", offered.join(", "))
        };
        format!(
            "on this server a {what} must be built in{theirs}, or a file in your own directory \
             named without `/` at the start or `..`; nothing else is opened"
        )
    }
}

/// The files `m`'s path knobs name, as written and where they are, for a
/// server to offer its players: only files there now.
pub(super) fn named_files(m: &Merged, sources: &[Source]) -> Vec<NamedFile> {
    PATH_KNOBS
        .iter()
        .filter_map(|&(key, kind)| {
            let text = m.text(key)?;
            let path = base_dir(m, key, sources).join(text);
            (!text.trim().is_empty() && path.is_file()).then(|| NamedFile {
                kind,
                text: text.to_string(),
                path,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn confined(own: &Path) -> Reach {
        Reach::Confined {
            own: own.to_path_buf(),
            offered: vec![NamedFile {
                kind: CAVES_FILE,
                text: "caves/theirs.dat".into(),
                path: PathBuf::from("/srv/caves/theirs.dat"),
            }],
        }
    }

    #[test]
    fn a_confined_path_is_refused_before_it_is_looked_at() {
        let reach = confined(Path::new("/srv/players/ann"));
        for typed in [
            "/etc/passwd",
            "../../host_ed25519",
            "/proc/self/environ",
            "a/../../b",
            "./x",
            "",
        ] {
            let refused = reach.place(Path::new("/srv"), typed, CAVES_FILE);
            assert!(refused.is_err(), "{typed:?} was let through");
        }
    }

    #[test]
    fn a_confined_player_reaches_the_offered_files_and_their_own() {
        let reach = confined(Path::new("/srv/players/ann"));
        let (path, shown) = reach
            .place(Path::new("/elsewhere"), "caves/theirs.dat", CAVES_FILE)
            .expect("offered");
        assert_eq!(path, Path::new("/srv/caves/theirs.dat"));
        assert_eq!(shown, "caves/theirs.dat", "the host's path is not shown");
        let (path, shown) = reach
            .place(Path::new("/elsewhere"), "mine/a.cave", CAVES_FILE)
            .expect("their own");
        assert_eq!(path, Path::new("/srv/players/ann/mine/a.cave"));
        assert!(!shown.contains("/srv"), "{shown}");
    }

    #[test]
    fn at_home_a_path_starts_from_the_file_that_names_it() {
        let (path, _) = (Reach::Anywhere)
            .place(Path::new("/home/ann/.config"), "../x.cave", CAVES_FILE)
            .expect("anywhere");
        assert_eq!(path, Path::new("/home/ann/.config/../x.cave"));
    }
}
