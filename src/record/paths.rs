//! The data directory: where scores, the save, records and dumps live.
//! `WUMPUS_DATA` names it; otherwise it is the platform's data directory
//! for wumpus (`directories`: `~/.local/share/wumpus` on Linux). Nothing is
//! created until something is written; then the directories are made as
//! needed, and a failure is an error to show, never a panic.

use super::atomic::make_dir;
use super::error::WriteError;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// The environment variable that overrides the data directory.
pub const DATA_ENV: &str = "WUMPUS_DATA";

/// File and directory names inside the data directory.
pub const SCORES: &str = "scores.jsonl";
/// The one save slot of versions before game ids: moved into `saves/` at
/// start (`saves::adopt_legacy`).
pub const SAVE: &str = "save.json";
pub const SAVES: &str = "saves";
pub const RECORDS: &str = "records";
pub const DUMPS: &str = "dumps";

/// The data directory (which may not exist yet).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataDir {
    root: PathBuf,
}

/// No data directory could be named.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no data directory: no home directory is known; set {DATA_ENV} to a directory")]
pub struct NoDataDir;

impl DataDir {
    /// The data directory `WUMPUS_DATA` names, else the platform's.
    pub fn locate() -> Result<DataDir, NoDataDir> {
        DataDir::from_env(std::env::var_os(DATA_ENV))
    }

    /// As `locate`, with the variable's value given (tests).
    pub fn from_env(value: Option<OsString>) -> Result<DataDir, NoDataDir> {
        // An empty value is taken as unset, as shells make it easy to
        // leave one behind.
        if let Some(v) = value.filter(|v| !v.is_empty()) {
            return Ok(DataDir::at(v));
        }
        let dir = crate::files::data_dir().ok_or(NoDataDir)?;
        Ok(DataDir::at(dir))
    }

    /// The data directory at `root`.
    pub fn at(root: impl Into<PathBuf>) -> DataDir {
        let root = root.into();
        // Absolute, so an error names the place whatever the working
        // directory was; a path that cannot be made absolute stays as given.
        let root = std::path::absolute(&root).unwrap_or(root);
        DataDir { root }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// `scores.jsonl`: one line per finished game.
    pub fn scores(&self) -> PathBuf {
        self.root.join(SCORES)
    }

    /// `save.json`: the single save of older versions, if one is left.
    pub fn legacy_save(&self) -> PathBuf {
        self.root.join(SAVE)
    }

    /// `saves/`: one save per game in progress.
    pub fn saves(&self) -> PathBuf {
        self.root.join(SAVES)
    }

    /// `saves/<id>.json`: the save of game `id`. `None` unless `id` is an
    /// id as games are given (`record::id`): a save's name may come from a
    /// file the player edited, and must never leave `saves/`.
    pub fn save_of(&self, id: &str) -> Option<PathBuf> {
        super::id::is_valid(id).then(|| self.saves().join(format!("{id}.json")))
    }

    /// `saves/<id>.lock`: held while game `id` is played (`saves::GameLock`).
    pub fn lock_of(&self, id: &str) -> Option<PathBuf> {
        super::id::is_valid(id).then(|| self.saves().join(format!("{id}.lock")))
    }

    /// `records/`: one file per finished game.
    pub fn records(&self) -> PathBuf {
        self.root.join(RECORDS)
    }

    /// `records/<name>`, for the file name a score line gives. A name that
    /// would leave `records/` (a path, `..`) is refused: score lines come
    /// from a file the player may edit.
    pub fn record(&self, name: &str) -> Option<PathBuf> {
        let plain = !name.is_empty()
            && name != "."
            && name != ".."
            && !name.contains(['/', '\\'])
            && !name.contains('\0');
        plain.then(|| self.records().join(name))
    }

    /// `dumps/`: plain-text game dumps.
    pub fn dumps(&self) -> PathBuf {
        self.root.join(DUMPS)
    }

    /// Makes the data directory if it is not there.
    pub fn ensure(&self) -> Result<(), WriteError> {
        make_dir(&self.root)
    }

    /// Makes `records/` if it is not there.
    pub fn ensure_records(&self) -> Result<PathBuf, WriteError> {
        let dir = self.records();
        make_dir(&dir)?;
        Ok(dir)
    }

    /// Makes `dumps/` if it is not there.
    pub fn ensure_dumps(&self) -> Result<PathBuf, WriteError> {
        let dir = self.dumps();
        make_dir(&dir)?;
        Ok(dir)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variable_wins_and_empty_means_unset() {
        let d = DataDir::from_env(Some("/tmp/w-data".into())).expect("named");
        assert_eq!(d.root(), Path::new("/tmp/w-data"));
        assert_eq!(d.scores(), Path::new("/tmp/w-data/scores.jsonl"));
        assert_eq!(d.legacy_save(), Path::new("/tmp/w-data/save.json"));
        assert_eq!(
            d.save_of("0123456789abcdef"),
            Some(PathBuf::from("/tmp/w-data/saves/0123456789abcdef.json"))
        );
        assert_eq!(d.save_of("../x"), None);
        assert_eq!(
            d.record("a.json"),
            Some(PathBuf::from("/tmp/w-data/records/a.json"))
        );
        assert_eq!(d.dumps(), Path::new("/tmp/w-data/dumps"));
        // The platform's directory, wherever that is; never the empty path.
        if let Ok(d) = DataDir::from_env(Some("".into())) {
            assert!(d.root().ends_with("wumpus"), "{}", d.root().display());
        }
    }

    #[test]
    fn record_names_stay_inside() {
        let d = DataDir::at("/data");
        for bad in [
            "",
            ".",
            "..",
            "../x.json",
            "a/b.json",
            "/etc/passwd",
            "a\\b",
        ] {
            assert_eq!(d.record(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn directories_are_made_on_demand_and_failures_are_errors() {
        let tmp = tempfile::tempdir().expect("temp dir");
        let d = DataDir::at(tmp.path().join("a").join("b"));
        assert!(!d.root().exists());
        let records = d.ensure_records().expect("made");
        assert!(records.is_dir());
        d.ensure_dumps().expect("made");
        d.ensure().expect("already there");

        // A file where the directory should be.
        let blocked = DataDir::at(tmp.path().join("file"));
        std::fs::write(blocked.root(), "x").expect("write");
        let err = blocked.ensure_records().expect_err("blocked");
        assert!(err.to_string().contains("records"), "{err}");
    }

    #[cfg(unix)]
    #[test]
    fn an_unwritable_data_dir_is_an_error() {
        use crate::record::testing::{read_only, unprivileged};
        let tmp = tempfile::tempdir().expect("temp dir");
        read_only(tmp.path(), true);
        let d = DataDir::at(tmp.path().join("data"));
        let result = unprivileged(|| d.ensure());
        read_only(tmp.path(), false);
        let err = result.expect_err("read-only parent");
        assert!(err.to_string().contains("creating the directory"), "{err}");
    }
}
