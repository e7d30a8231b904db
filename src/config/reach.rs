//! Which files the paths in a config may open. At home a player's config
//! names any caves or labyrinth file they like. On `wumpus serve` the
//! config is typed by a remote player (the customise form, their
//! `settings.toml`), so a path is never opened as typed: only the files the
//! server's own variants use, by the text the server's config gave them,
//! and files inside the player's own directory (docs/server.md, "What a
//! player can make the server open").

use super::Source;
use super::files::{self, Unread};
use std::cell::RefCell;
use std::path::{Component, Path, PathBuf};

/// A file a config's variant names and that was read: what kind of file
/// ("caves file"), the text as written, and where it is.
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

/// The layers being resolved, what their paths may open, and the files
/// they opened.
pub(super) struct Layers<'a> {
    pub sources: &'a [Source],
    pub reach: &'a Reach,
    opened: RefCell<Vec<NamedFile>>,
}

impl<'a> Layers<'a> {
    pub fn new(sources: &'a [Source], reach: &'a Reach) -> Layers<'a> {
        Layers {
            sources,
            reach,
            opened: RefCell::default(),
        }
    }

    /// The files read so far, each once.
    pub fn opened(&self) -> Vec<NamedFile> {
        let mut all = self.opened.take();
        all.sort();
        all.dedup();
        all
    }

    /// The text of the file a knob names (`text`, set in the layer
    /// `source`), and its path as messages show it; `what` is the kind of
    /// file ("caves file"). The refusal says what may be named instead or
    /// why the file did not read; never what is in it.
    pub fn read_named(
        &self,
        source: Option<usize>,
        text: &str,
        what: &'static str,
    ) -> Result<(String, String), String> {
        let base = (source.and_then(|i| self.sources.get(i)))
            .map(|s| s.base_dir.clone())
            .unwrap_or_default();
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
        self.opened.borrow_mut().push(NamedFile {
            kind: what,
            text: text.to_string(),
            path,
        });
        Ok((contents, shown))
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn confined(own: &Path) -> Reach {
        Reach::Confined {
            own: own.to_path_buf(),
            offered: vec![NamedFile {
                kind: "caves file",
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
            let refused = reach.place(Path::new("/srv"), typed, "caves file");
            assert!(refused.is_err(), "{typed:?} was let through");
        }
    }

    #[test]
    fn a_confined_player_reaches_the_offered_files_and_their_own() {
        let reach = confined(Path::new("/srv/players/ann"));
        let (path, shown) = reach
            .place(Path::new("/elsewhere"), "caves/theirs.dat", "caves file")
            .expect("offered");
        assert_eq!(path, Path::new("/srv/caves/theirs.dat"));
        assert_eq!(shown, "caves/theirs.dat", "the host's path is not shown");
        let (path, shown) = reach
            .place(Path::new("/elsewhere"), "mine/a.cave", "caves file")
            .expect("their own");
        assert_eq!(path, Path::new("/srv/players/ann/mine/a.cave"));
        assert!(!shown.contains("/srv"), "{shown}");
    }

    #[test]
    fn at_home_a_path_starts_from_the_file_that_names_it() {
        let (path, _) = (Reach::Anywhere)
            .place(Path::new("/home/ann/.config"), "../x.cave", "caves file")
            .expect("anywhere");
        assert_eq!(path, Path::new("/home/ann/.config/../x.cave"));
    }
}
