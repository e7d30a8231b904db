//! Writing the player's config file: a top-level setting (`remember`) or a
//! new variant (`add_variant`), with the player's comments, key order and
//! formatting kept byte for byte (`toml_edit`). A file is written only
//! when it loads as a config before the change and after it, and always
//! atomically (`crate::files`): a broken file is reported with its path,
//! line and column and never touched; a missing one is created, with its
//! directory.

mod draft;
mod meanings;

pub use draft::{Draft, KnobKind, KnobRow, clash, difficulties, difficulty, id_from};
pub use meanings::meaning;

use super::{ConfigError, Source, Theme};
use crate::files::{self, WriteError};
use std::io;
use std::path::{Path, PathBuf};
use toml_edit::{DocumentMut, Item, Value};

/// The file the game writes the player's settings to: the one the config
/// is read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub path: PathBuf,
    /// The path as the player reads it ("~/.config/wumpus/config.toml").
    pub shown: String,
}

impl Target {
    pub fn new(path: PathBuf) -> Target {
        let home = directories::BaseDirs::new().map(|b| b.home_dir().to_path_buf());
        let shown = match home.as_deref().and_then(|h| path.strip_prefix(h).ok()) {
            Some(rest) if !rest.as_os_str().is_empty() => format!("~/{}", rest.display()),
            _ => path.display().to_string(),
        };
        Target { path, shown }
    }
}

/// The player's config file, as `config::load` picks it: `explicit`
/// (`--config`), else `WUMPUS_CONFIG`, else `config.toml` in the platform
/// config directory, whether or not it exists yet. `None` when there is no
/// platform directory to put one in.
pub fn target(explicit: Option<&Path>) -> Option<Target> {
    if let Some(path) = explicit {
        return Some(Target::new(path.to_path_buf()));
    }
    if let Some(env) = std::env::var_os("WUMPUS_CONFIG").filter(|v| !v.is_empty()) {
        return Some(Target::new(PathBuf::from(env)));
    }
    let dir = crate::files::config_dir()?;
    Some(Target::new(dir.join("config.toml")))
}

/// A top-level setting the game remembers for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    Theme(Theme),
    Hints(bool),
    Mouse(bool),
    DumpOnGameOver(bool),
}

impl Setting {
    pub fn key(self) -> &'static str {
        match self {
            Setting::Theme(_) => "theme",
            Setting::Hints(_) => "hints",
            Setting::Mouse(_) => "mouse",
            Setting::DumpOnGameOver(_) => "dump_on_game_over",
        }
    }

    fn value(self) -> Value {
        match self {
            Setting::Theme(t) => Value::from(t.to_string()),
            Setting::Hints(b) | Setting::Mouse(b) | Setting::DumpOnGameOver(b) => Value::from(b),
        }
    }
}

/// Why the player's file was not written. Each says which file, and the
/// file is as it was.
#[derive(Debug, thiserror::Error)]
pub enum EditError {
    /// The file does not load as a config: it is the player's to fix.
    #[error("{0} (not changed: fix the file first)")]
    Broken(ConfigError),
    /// The change would make a file the game cannot load.
    #[error("{path}: not changed: {reason}")]
    Refused { path: String, reason: String },
    #[error("{0}")]
    Write(#[from] WriteError),
}

/// Sets `setting` in the file at `path` (creating it if need be); the
/// file's other lines, its comments and the comment after the old value
/// stay as they were.
pub fn remember(path: &Path, setting: Setting) -> Result<(), EditError> {
    let mut doc = open(path)?;
    let key = setting.key();
    match doc.get_mut(key).and_then(Item::as_value_mut) {
        Some(old) => {
            let decor = old.decor().clone();
            *old = setting.value();
            *old.decor_mut() = decor;
        }
        None => {
            let header = take_header(&mut doc);
            doc.insert(key, Item::Value(setting.value()));
            if let (Some(header), Some(mut new)) = (header, doc.key_mut(key)) {
                new.leaf_decor_mut().set_prefix(header);
            }
        }
    }
    save(path, &doc)
}

/// The comment block a file with no top-level key opens with, taken off
/// what holds it (the first table's header, or the end of a file of
/// comments alone), so that a first top-level key goes under it rather
/// than above the player's opening words. The block ends at the first
/// blank line; a comment with no blank line after it belongs to the table
/// under it and stays there, with a blank line put above it.
fn take_header(doc: &mut DocumentMut) -> Option<String> {
    if doc.iter().any(|(_, item)| item.is_value()) {
        return None;
    }
    let Some((_, path)) = first_header(doc.as_table()) else {
        // Comments alone: they all go above the new key.
        let text = doc.trailing().as_str()?.to_string();
        doc.set_trailing("");
        return Some(text).filter(|t| !t.trim().is_empty());
    };
    let mut table = doc.as_table_mut();
    for key in &path {
        table = table.get_mut(key)?.as_table_mut()?;
    }
    let prefix = table.decor().prefix()?.as_str()?.to_string();
    let (header, rest) = match prefix.find("\n\n") {
        Some(at) => prefix.split_at(at + 2),
        None => ("", prefix.as_str()),
    };
    table.decor_mut().set_prefix(format!("\n{rest}"));
    Some(header.to_string()).filter(|h| !h.trim().is_empty())
}

/// Adds `[variant.<id>]` made of `draft` at the end of the file at
/// `path` (creating it if need be). An id the file already has is
/// refused, never replaced.
pub fn add_variant(path: &Path, id: &str, draft: &Draft) -> Result<(), EditError> {
    let refused = |reason: String| EditError::Refused {
        path: path.display().to_string(),
        reason,
    };
    let mut doc = open(path)?;
    let mut table = draft.table().map_err(&refused)?;
    table.decor_mut().set_prefix(format!(
        "\n# Made in the game's Settings: {:?}, customised.\n",
        draft.from
    ));
    // After every table the file has: new text goes at the end, under
    // the player's own, whatever order their tables are in.
    table.set_position(Some(last_position(doc.as_table()) + 1));
    let variants = doc.entry("variant").or_insert_with(|| {
        let mut t = toml_edit::Table::new();
        t.set_implicit(true);
        Item::Table(t)
    });
    let Some(variants) = variants.as_table_mut() else {
        return Err(refused(
            "its variant key is not a table of [variant.<id>] tables".into(),
        ));
    };
    if variants.contains_key(id) {
        return Err(refused(format!("it already has a variant {id:?}")));
    }
    variants.insert(id, Item::Table(table));
    save(path, &doc)
}

/// The keys down to the table whose header comes first in the file (a
/// `[variant.mine]` sits in a `variant` table that has no header), with
/// that header's place.
fn first_header(table: &toml_edit::Table) -> Option<(isize, Vec<String>)> {
    let mut best: Option<(isize, Vec<String>)> = None;
    for (key, item) in table.iter() {
        let Some(inner) = item.as_table() else {
            continue;
        };
        let here = (!inner.is_implicit())
            .then(|| inner.position())
            .flatten()
            .map(|at| (at, Vec::new()));
        for (at, mut path) in [here, first_header(inner)].into_iter().flatten() {
            path.insert(0, key.to_string());
            if best.as_ref().is_none_or(|b| at < b.0) {
                best = Some((at, path));
            }
        }
    }
    best
}

/// The highest place of any table in `table`, itself included.
fn last_position(table: &toml_edit::Table) -> isize {
    let inner = table.iter().filter_map(|(_, item)| item.as_table());
    inner
        .map(last_position)
        .chain(table.position())
        .max()
        .unwrap_or(0)
}

/// The file at `path` as a document, if it loads as a config; an empty
/// one if there is no file.
fn open(path: &Path) -> Result<DocumentMut, EditError> {
    let text = match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => String::new(),
        _ => {
            super::files::source(path, "")
                .map_err(EditError::Broken)?
                .text
        }
    };
    judge(path, &text).map_err(EditError::Broken)?;
    text.parse::<DocumentMut>().map_err(|e| {
        let start = e.span().map_or(0, |s| s.start);
        let at = super::Location::at(&path.display().to_string(), &text, start);
        EditError::Broken(ConfigError::invalid(at, e.message().trim().to_string()))
    })
}

/// Whether `text`, as the file at `path`, loads over the built-in config.
fn judge(path: &Path, text: &str) -> Result<(), ConfigError> {
    let source = Source {
        path: path.display().to_string(),
        text: text.to_string(),
        base_dir: path.parent().map(Path::to_path_buf).unwrap_or_default(),
    };
    super::from_sources(&[Source::builtin(), source]).map(|_| ())
}

/// Writes `doc` to `path` atomically, once it is sure to load.
fn save(path: &Path, doc: &DocumentMut) -> Result<(), EditError> {
    let text = doc.to_string();
    judge(path, &text).map_err(|e| EditError::Refused {
        path: path.display().to_string(),
        reason: format!("the new text would not load ({})", e),
    })?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        files::make_dir(dir)?;
    }
    files::write_atomic(path, text.as_bytes())?;
    Ok(())
}
