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
//! One save per game (`saves/<id>.json`), locked before
//! its first save and held while it is played: games alive at once in one
//! data dir, in one process or many, never touch each other's files. A
//! game's ending is filed in a fixed order, each step done once: the save
//! with the ending, the record, the score line, the save removed
//! (`work::finish`); a kill anywhere in between is finished by the next
//! start (`recover`).

mod aside;
mod background;
mod hold;
mod marked;
mod opening;
mod recover;
mod talked;
mod unsaved;
mod work;

use super::{Adapter, Cmd, Ev};
use crate::engine::Game;
use crate::record::{
    Autosaver, Flags, GameLock, Record, Recorder, Replayed, SaveHandle, Utc, VariantTag,
};
use crate::words::Tone;
use std::path::PathBuf;
use std::thread::JoinHandle;
use work::Done;

pub use aside::Aside;
pub(crate) use aside::{asides, tone_of};
pub use opening::{Dumper, Files, Opening};
pub use recover::recover;
pub use work::{describe_save, resume_line, save_turn};

/// The files of one game.
struct Store {
    files: Files,
    autosaver: Autosaver,
    /// The game's lock on its save: taken before its first save (or, for
    /// a resumed game, before it was read), let go when the keeper goes.
    lock: Option<GameLock>,
    /// Why the lock could not be had, once told.
    lock_told: bool,
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
    /// The player's own marks, as the record keeps them.
    book: super::marks::Book,
    /// A table's talk, as the record keeps it.
    talk: Vec<crate::record::Talk>,
    /// A command was carried out since the last snapshot went to the
    /// autosaver: the snapshot is taken once its frame is drawn
    /// (`release`), so the key's path never copies the record.
    unsaved: bool,
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
            book: super::marks::Book::default(),
            talk: Vec::new(),
            unsaved: false,
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
        if let (Some(files), Some(r)) = (&opening.files, &keeper.recorder)
            && let Some(path) = files.data.save_of(&r.record().id)
        {
            keeper.store = Some(Store {
                autosaver: Autosaver::start(&path),
                files: files.clone(),
                lock: None,
                lock_told: false,
                plain: opening.plain,
            });
        }
        keeper
    }

    /// The keeper of a game rebuilt from its save: it goes on recording
    /// where the save left off, and the save is its own (`lock`, taken
    /// before the save was read).
    pub fn resumed(
        record: Record,
        replayed: &Replayed<A::Game>,
        files: Option<&Files>,
        lock: Option<GameLock>,
        plain: bool,
    ) -> Keeper<A> {
        let mut keeper = Keeper::none();
        keeper.asides = asides(&record);
        keeper.book = super::marks::Book::of_record(&record);
        keeper.talk = crate::record::talk::talk_of(&record);
        let path = files.and_then(|f| f.data.save_of(&record.id));
        keeper.recorder = Some(Recorder::resume(record, replayed));
        keeper.store = files.zip(path).map(|(files, path)| Store {
            autosaver: Autosaver::start(&path),
            files: files.clone(),
            lock,
            lock_told: false,
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
        if game.is_over() {
            self.end(game);
            return;
        }
        self.offer();
    }

    /// The game ended (or was abandoned): filed on a thread of its own, in
    /// the fixed order (`work::finish`): the save with the ending, the
    /// record, the score line, the save removed.
    fn end(&mut self, game: &A::Game) {
        self.ended = true;
        let held = self.try_hold();
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
        if let Err(why) = held {
            self.warn(format!("The game could not be recorded: {why}"));
            return;
        }
        let handle = store.autosaver.handle();
        let data = store.files.data.clone();
        let dump = (store.files.dump_on_game_over).then_some(store.files.dumper);
        let counted = work::counted::<A>(game);
        self.spawn(Box::new(move || {
            work::finish(&data, &record, counted, dump, &handle)
        }));
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
        self.end(game);
    }

    /// The player leaves, keeping the game to resume: the save is written
    /// now, and the game let go (a command after this locks it again, if
    /// no one else has). The error in one line, if it could not be saved.
    pub fn save_and_leave(&mut self) -> Result<(), String> {
        if self.store.is_none() {
            return Err("there is no data directory to save the game in".into());
        }
        if !self.hold() {
            return Err("its save could not be locked (the log says why)".into());
        }
        self.write_unsaved();
        let Some(store) = &mut self.store else {
            return Err("there is no data directory to save the game in".into());
        };
        store.autosaver.flush().map_err(|e| e.to_string())?;
        // Left: the game is anyone's to resume now, from here or elsewhere.
        store.lock = None;
        Ok(())
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

    /// The screen is drawn: the game as it shows is saved now, off the
    /// key's path. True when that left a line for the log (a save that
    /// failed, a lock that could not be had): the screen is drawn again.
    pub fn release(&mut self) -> bool {
        let before = self.lines.len();
        self.write_unsaved();
        if let Some(store) = &self.store {
            store.autosaver.release();
        }
        self.lines.len() > before
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
        self.write_unsaved();
        self.settle();
    }
}
