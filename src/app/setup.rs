//! The setup screen before a game whose rule set offers a form (who sits
//! where), and the memory of the last setup per variant in the user's data
//! directory: written atomically (a temporary file, then a rename), read
//! back next time. A remembered file that does not parse is reported with
//! its path, line and column and ignored, and never overwritten: the player
//! fixes or deletes it.

use crate::config::Location;
use crate::engine::AnyRules;
use crate::ui::form::{Form, FormStep};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The file's name in the data directory.
pub const FILE: &str = "setup.toml";

/// Remembered values: variant id, then row key, then value.
pub type Remembered = BTreeMap<String, BTreeMap<String, String>>;

/// Where remembered setups live: `WUMPUS_DATA`, else the platform's data
/// directory; `None` when neither is known (nothing is remembered then).
pub fn default_data_dir() -> Option<PathBuf> {
    if let Some(env) = std::env::var_os("WUMPUS_DATA").filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(env));
    }
    crate::files::data_dir()
}

/// Reads the remembered setups. A missing file is an empty memory; a file
/// that cannot be used is `Err(reason with path:line:col)`.
pub fn load(path: &Path) -> Result<Remembered, String> {
    let text = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Remembered::new()),
        Err(e) => return Err(format!("{}: cannot read: {e}", path.display())),
    };
    let shown = path.display().to_string();
    let text = match String::from_utf8(text) {
        Ok(t) => t,
        Err(e) => {
            let valid = e.utf8_error().valid_up_to();
            let bytes = e.into_bytes();
            let before = String::from_utf8_lossy(&bytes[..valid]).into_owned();
            let at = Location::at(&shown, &before, before.len());
            return Err(format!("{at}: not valid UTF-8 text"));
        }
    };
    toml::from_str::<Remembered>(&text).map_err(|e| {
        let offset = e.span().map_or(0, |s| s.start);
        let at = Location::at(&shown, &text, offset);
        format!("{at}: {}", e.message().trim())
    })
}

/// Writes `all` to `path` whole or not at all: a temporary file in the same
/// directory, flushed, then renamed over the old one.
pub fn save(path: &Path, all: &Remembered) -> std::io::Result<()> {
    let text = toml::to_string(all).map_err(std::io::Error::other)?;
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or(FILE);
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

/// A table's form row: seconds a person has for a turn before a bot
/// plays it for them; 0, the default, for no timer.
pub const TIMER_KEY: &str = "turn_timer_seconds";

fn timer_field() -> crate::ui::form::Field {
    crate::ui::form::Field::number(TIMER_KEY, "Turn timer (seconds; 0: none)", 0, 0, 3600)
}

/// A table's form row: seconds the table talks after each turn before the
/// next seat plays, unless every living person is ready sooner; 0: no
/// pause (docs/server.md, "Table talk").
pub const DISCUSSION_KEY: &str = "discussion_seconds";

/// The rule book's discussion: a minute.
pub const DISCUSSION_DEFAULT: i64 = 60;

fn discussion_field() -> crate::ui::form::Field {
    crate::ui::form::Field::number(
        DISCUSSION_KEY,
        "Discussion after each turn (seconds; 0: none)",
        DISCUSSION_DEFAULT,
        0,
        600,
    )
}

/// The setup screen's state.
#[derive(Clone, Debug)]
pub struct Setup {
    /// The configured variant's id and rules, which the form starts from.
    pub id: String,
    pub base: AnyRules,
    pub form: Form,
    /// The remembered-setup file, if there is a data directory.
    pub file: Option<PathBuf>,
    /// Whether the file could not be read: it is then never written.
    pub broken: bool,
    /// The player changed something on this screen.
    pub changed: bool,
    /// What to tell the player (a broken file, an impossible setup).
    pub notes: Vec<String>,
    /// The seed the game will have.
    pub seed: u64,
    /// The form opens a server's table (`app::lobby`), not a game here.
    pub table: bool,
}

impl Setup {
    /// The setup screen of a variant, with the remembered values of `dir`
    /// laid over the form; `None` when its rule set has no form.
    pub fn open(id: &str, rules: &AnyRules, dir: Option<&Path>, seed: u64) -> Option<Setup> {
        let form = crate::front::setup_form(rules)?;
        let mut setup = Setup {
            id: id.to_string(),
            base: rules.clone(),
            form,
            file: dir.map(|d| d.join(FILE)),
            broken: false,
            changed: false,
            notes: Vec::new(),
            seed,
            table: false,
        };
        if let Some(path) = setup.file.clone() {
            match load(&path) {
                Ok(all) => {
                    if let Some(values) = all.get(id) {
                        setup.recall(values);
                    }
                }
                Err(why) => {
                    setup.broken = true;
                    setup
                        .notes
                        .push(format!("{why}; the remembered setup is ignored"));
                }
            }
        }
        Some(setup)
    }

    /// Lays remembered values over the form. Twice: a value may add rows
    /// (more seats) that the next values fill.
    fn recall(&mut self, values: &BTreeMap<String, String>) {
        for _ in 0..2 {
            self.form.merge(values);
            self.rebuild();
        }
        self.form.cursor = 0;
    }

    /// The rules the form asks for now.
    pub fn rules(&self) -> Result<AnyRules, String> {
        crate::front::from_setup(&self.base, &self.form)
    }

    /// The rows again from the rules the values make (a seat more or
    /// less); values the rules refuse leave the rows as they are.
    fn rebuild(&mut self) {
        let Ok(rules) = self.rules() else {
            return;
        };
        if let Some(fresh) = crate::front::setup_form(&rules) {
            let mut fields = fresh.fields;
            // The table's own rows are not the rules': their values stay.
            let mut kept = BTreeMap::new();
            if self.table {
                fields.push(timer_field());
                fields.push(discussion_field());
                for key in [TIMER_KEY, DISCUSSION_KEY] {
                    if let Some(value) = self.form.get(key) {
                        kept.insert(key.to_string(), value.to_string());
                    }
                }
            }
            self.form = self.form.rebuilt(fields);
            self.form.merge(&kept);
        }
    }

    /// The form opens a server's table: a person's seat takes the name
    /// its player connects with, and the opener may give each turn a
    /// timer.
    pub fn for_table(&mut self) {
        self.table = true;
        self.form.fields.push(timer_field());
        self.form.fields.push(discussion_field());
        self.form.accept = "Open the table (a person's seat takes its player's name)".into();
    }

    /// A table's turn timer: `None` for none.
    pub fn timer(&self) -> Option<std::time::Duration> {
        self.seconds(TIMER_KEY)
    }

    /// A table's clocks: its turn timer and its discussion.
    pub fn clocks(&self) -> crate::app::lobby::Clocks {
        crate::app::lobby::Clocks {
            turn: self.timer(),
            discussion: self.seconds(DISCUSSION_KEY),
        }
    }

    fn seconds(&self, key: &str) -> Option<std::time::Duration> {
        (self.form.get(key))
            .and_then(|v| v.parse::<u64>().ok())
            .filter(|&s| s > 0)
            .map(std::time::Duration::from_secs)
    }

    /// After a key: a changed value may change the rows.
    pub fn stepped(&mut self, step: FormStep) -> Option<AnyRules> {
        match step {
            FormStep::Nothing => None,
            FormStep::Changed => {
                self.changed = true;
                self.notes.retain(|n| !n.starts_with("Cannot start"));
                self.rebuild();
                // Said at once, at the change that caused it, not only
                // when the player tries to start.
                if let Err(why) = self.rules() {
                    self.notes.push(format!("Cannot start: {why}"));
                }
                None
            }
            FormStep::Accept => match self.rules() {
                Ok(rules) => {
                    self.remember();
                    Some(rules)
                }
                Err(why) => {
                    self.notes.retain(|n| !n.starts_with("Cannot start"));
                    self.notes.push(format!("Cannot start: {why}"));
                    None
                }
            },
        }
    }

    /// Writes the form's values for next time, when the player changed
    /// something and the file is not one we could not read.
    fn remember(&mut self) {
        let Some(path) = self.file.clone() else {
            return;
        };
        if !self.changed || self.broken {
            return;
        }
        let mut all = match load(&path) {
            Ok(all) => all,
            Err(_) => return,
        };
        all.insert(self.id.clone(), self.form.values());
        if let Err(e) = save(&path, &all) {
            self.notes.push(format!(
                "{}: cannot remember the setup: {e}",
                path.display()
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::form::FormStep;

    #[test]
    fn a_tables_clocks_stay_as_set_when_another_row_changes_the_form() {
        let rules = crate::record::testing::builtin("hidden");
        let mut setup = Setup::open("hidden", &rules, None, 1).expect("a form");
        setup.for_table();
        assert_eq!(
            setup.clocks().discussion,
            Some(std::time::Duration::from_secs(60)),
            "the rule book's minute by default"
        );
        setup.form.set(TIMER_KEY, "30");
        setup.form.set(DISCUSSION_KEY, "0");
        // A change of the rules' own rows rebuilds the form.
        setup.form.cursor = 0;
        let step = setup.form.step(true);
        assert_eq!(step, FormStep::Changed);
        setup.stepped(step);
        let clocks = setup.clocks();
        assert_eq!(clocks.turn, Some(std::time::Duration::from_secs(30)));
        assert_eq!(clocks.discussion, None, "0: no discussion");
    }
}
