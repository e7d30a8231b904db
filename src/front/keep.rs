//! What a game leaves on disk, kept beside it as it is played: its record
//! (every command, through the `Recorder`), the save after every command
//! (the `Autosaver`'s thread, off the keypress-to-frame path), and at its
//! end the record file and the score line (`record::finish`), a dump if the
//! config asks for one, and the save removed. The full screen's `Session`
//! and plain mode both keep their game through one of these.
//!
//! Nothing here stops a game: a file that cannot be written is a line for
//! the log (`take_lines`), once, and the game goes on.
//!
//! One save slot: a new game leaves another game's save alone until its
//! own first command, then files that game in the scores as abandoned
//! (its record kept, so it can still be replayed) and takes the slot. The
//! menu asks before that happens; `wumpus play` and plain mode say so when
//! the game starts.

mod aside;
mod background;
mod opening;
mod work;

use super::{Adapter, Cmd, Ev};
use crate::engine::Game;
use crate::record::{
    Autosaver, Flags, Record, Recorder, Replayed, Save, SaveHandle, Utc, VariantTag, read_save,
};
use crate::words::Tone;
use std::path::PathBuf;
use std::thread::JoinHandle;
use work::Done;

pub use aside::Aside;
pub(crate) use aside::{asides, tone_of};
pub use opening::{Dumper, Files, Opening};
pub use work::{describe_save, file_abandoned};

/// A save found when a game began, not this game's.
enum Prior {
    None,
    Found(Box<Save>),
    /// A save that cannot be read: set aside (renamed), never deleted.
    Broken(String),
}

/// The files of one game.
struct Store {
    files: Files,
    autosaver: Autosaver,
    prior: Prior,
    plain: bool,
}

/// One game's record and files.
pub struct Keeper<A: Adapter> {
    recorder: Option<Recorder<A::Game>>,
    store: Option<Store>,
    /// Work on its own thread (filing the prior save, finishing), joined
    /// by `poll` or `settle`.
    work: Option<JoinHandle<Done>>,
    /// Lines for the log, not taken yet.
    lines: Vec<(Tone, String)>,
    /// The game was handed to `finish` (over or abandoned).
    ended: bool,
    /// What became of the finished game, for the game-over panel.
    footnote: Vec<String>,
    record_file: Option<String>,
    /// Whether the recorder's fault was told.
    fault_told: bool,
    /// Refusals and lines said, as the record keeps them.
    asides: Vec<Aside>,
}

impl<A: Adapter> Keeper<A> {
    /// A keeper that records nothing and writes nothing (a game rebuilt
    /// for a replay or a dump).
    pub fn none() -> Keeper<A> {
        Keeper {
            recorder: None,
            store: None,
            work: None,
            lines: Vec::new(),
            ended: false,
            footnote: Vec::new(),
            record_file: None,
            fault_told: false,
            asides: Vec::new(),
        }
    }

    /// The keeper of `game`, a game as `new` made it, opened as `opening`
    /// says.
    pub fn new(game: &A::Game, opening: &Opening) -> Keeper<A> {
        let mut keeper = Keeper::none();
        let tag = VariantTag {
            id: opening.id.clone(),
            name: opening.name.clone(),
        };
        let flags = Flags {
            cheat: opening.cheat,
            hints: false,
            hand_seeded: opening.hand_seeded,
        };
        match Recorder::new(game, tag, flags, Utc::now()) {
            Ok(r) => keeper.recorder = Some(r),
            Err(e) => keeper.warn(format!("This game is not recorded: {e}")),
        }
        if let Some(files) = &opening.files {
            let prior = match read_save(&files.data.save()) {
                Ok(None) => Prior::None,
                Ok(Some(save)) => {
                    keeper.warn(format!(
                        "A saved game waits ({}). Your first move here files it in the scores as abandoned; leave now to keep it (wumpus resume).",
                        describe_save(&save)
                    ));
                    Prior::Found(Box::new(save))
                }
                Err(e) => {
                    keeper.warn(format!(
                        "The saved game cannot be read ({e}); your first move here sets it aside."
                    ));
                    Prior::Broken(e.to_string())
                }
            };
            keeper.store = Some(Store {
                autosaver: Autosaver::start(&files.data.save()),
                files: files.clone(),
                prior,
                plain: opening.plain,
            });
        }
        keeper
    }

    /// The keeper of a game rebuilt from its save: it goes on recording
    /// where the save left off, and the save is its own.
    pub fn resumed(
        record: Record,
        replayed: &Replayed<A::Game>,
        files: Option<&Files>,
        plain: bool,
    ) -> Keeper<A> {
        let mut keeper = Keeper::none();
        keeper.asides = asides(&record);
        keeper.recorder = Some(Recorder::resume(record, replayed));
        keeper.store = files.map(|files| Store {
            autosaver: Autosaver::start(&files.data.save()),
            files: files.clone(),
            prior: Prior::None,
            plain,
        });
        keeper
    }

    /// Carries `command` out on `game` and records it: the one call in
    /// place of `game.apply`. Then the save, or at the end the record.
    pub fn apply(
        &mut self,
        game: &mut A::Game,
        command: &Cmd<A>,
        out: &mut Vec<Ev<A>>,
    ) -> Result<(), <A::Game as Game>::Refusal> {
        match &mut self.recorder {
            Some(r) => r.apply(game, command, out)?,
            None => game.apply(command, out)?,
        }
        self.after(game);
        Ok(())
    }

    /// After a command carried out: the save, the record's end.
    fn after(&mut self, game: &A::Game) {
        if let Some(why) = self.recorder.as_ref().and_then(|r| r.fault())
            && !self.fault_told
        {
            self.fault_told = true;
            let why = why.to_string();
            self.warn(format!("This game can no longer be recorded: {why}"));
        }
        if self.ended {
            return;
        }
        self.file_prior();
        if game.is_over() {
            self.end(game);
            return;
        }
        self.offer();
    }

    /// The record so far to the autosaver (plain mode: on disk at once).
    fn offer(&mut self) {
        let (Some(store), Some(recorder)) = (&self.store, &self.recorder) else {
            return;
        };
        if let Ok(record) = recorder.snapshot() {
            store.autosaver.offer_record(record);
            if store.plain {
                // The error, if any, is taken just below.
                let _ = store.autosaver.flush();
            }
        }
        if let Some(e) = store.autosaver.take_error() {
            self.warn(format!("The game could not be saved: {e}"));
        }
    }

    /// Another game's save, found at the start, is filed now: this game
    /// has begun and will take the save slot.
    fn file_prior(&mut self) {
        let Some(store) = &mut self.store else {
            return;
        };
        let prior = std::mem::replace(&mut store.prior, Prior::None);
        let data = store.files.data.clone();
        match prior {
            Prior::None => {}
            Prior::Found(save) => self.spawn(Box::new(move || work::file_prior(&data, &save))),
            // A rename, done here: on a thread it could race the autosave
            // of this game's first command and set that aside instead.
            Prior::Broken(why) => {
                let done = work::set_aside(&data, &why);
                self.take(done);
            }
        }
    }

    /// The game ended (or was abandoned): its record and score line, on a
    /// thread of their own; the save is removed once they are written.
    fn end(&mut self, game: &A::Game) {
        self.ended = true;
        let Some(store) = &self.store else {
            return;
        };
        let record = match self.recorder.as_ref().map(Recorder::snapshot) {
            Some(Ok(record)) => record,
            Some(Err(e)) => {
                self.warn(format!("This game was not recorded: {e}"));
                return;
            }
            None => return,
        };
        let data = store.files.data.clone();
        let dump = (store.files.dump_on_game_over).then_some(store.files.dumper);
        let ammo = A::ammo(game);
        self.spawn(Box::new(move || work::finish(&data, &record, ammo, dump)));
    }

    /// The player left a game in progress for good: it goes in the scores
    /// as abandoned. A game with no command made leaves nothing.
    pub fn abandon(&mut self, game: &A::Game) {
        if self.ended || self.commands() == 0 {
            return;
        }
        if let Some(r) = &mut self.recorder {
            r.abandon();
        }
        self.file_prior();
        self.end(game);
    }

    /// The player leaves, keeping the game to resume: the save is written
    /// now. The error in one line, if it could not be.
    pub fn save_and_leave(&mut self) -> Result<(), String> {
        match &self.store {
            Some(store) => store.autosaver.flush().map_err(|e| e.to_string()),
            None => Err("there is no data directory to save the game in".into()),
        }
    }

    /// Whether this game can be saved to resume later: it has files, a
    /// command was made, and it has not ended.
    pub fn can_save(&self) -> bool {
        self.store.is_some() && !self.ended && self.commands() > 0
    }

    /// Whether it writes files at all.
    pub fn has_files(&self) -> bool {
        self.store.is_some()
    }

    pub fn files(&self) -> Option<&Files> {
        self.store.as_ref().map(|s| &s.files)
    }

    /// Commands recorded so far.
    pub fn commands(&self) -> usize {
        self.recorder
            .as_ref()
            .map_or(0, |r| r.record().commands.len())
    }

    /// The record so far.
    pub fn record(&self) -> Option<&Record> {
        self.recorder.as_ref().map(Recorder::record)
    }

    /// Hints were shown: the record says so from now on.
    pub fn hints_shown(&mut self) {
        if let Some(r) = &mut self.recorder {
            r.hints_shown();
        }
    }

    /// The newest save, written from any thread (a signal, a panic).
    pub fn save_handle(&self) -> Option<SaveHandle> {
        self.store.as_ref().map(|s| s.autosaver.handle())
    }

    /// Lines for the log since last asked.
    pub fn take_lines(&mut self) -> Vec<(Tone, String)> {
        std::mem::take(&mut self.lines)
    }

    /// What became of the finished game, in a line: its row in the scores,
    /// its dump, or why not.
    pub fn footnote(&self) -> Option<String> {
        (!self.footnote.is_empty()).then(|| self.footnote.join(" · "))
    }

    /// Writes a dump of the game (ended, so its record is named) and says
    /// where, or why not.
    pub fn dump(&mut self) -> Result<PathBuf, String> {
        self.settle();
        let written = self.write_dump();
        // Short on the panel (the log has the whole path).
        let root = self
            .store
            .as_ref()
            .map(|s| s.files.data.root().to_path_buf());
        self.footnote.push(match &written {
            Ok(path) => {
                let shown = root
                    .as_deref()
                    .and_then(|r| path.strip_prefix(r).ok())
                    .unwrap_or(path);
                format!("dump: {}", shown.display())
            }
            Err(why) => format!("no dump: {why}"),
        });
        written
    }

    fn write_dump(&self) -> Result<PathBuf, String> {
        let record = self
            .recorder
            .as_ref()
            .ok_or("this game is not recorded")?
            .snapshot()
            .map_err(|e| e.to_string())?;
        let store = self
            .store
            .as_ref()
            .ok_or("there is no data directory to write it in")?;
        work::dump(
            store.files.dumper,
            &store.files.data,
            &record,
            self.record_file.as_deref(),
        )
    }

    fn warn(&mut self, line: String) {
        self.lines.push((Tone::Warning, line));
    }
}

impl<A: Adapter> Drop for Keeper<A> {
    /// Whatever is under way is finished before the game goes: a score is
    /// never lost to a quick quit.
    fn drop(&mut self) {
        self.settle();
    }
}
