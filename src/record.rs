//! Game records and everything made of them: scores, the save, replays and
//! dumps, for every rule set. A game is (variant config, seed, commands):
//! a record holds exactly that, so the game can be played again, exactly,
//! on any machine, after the config changed.
//!
//! This layer sits below the app. It is generic over `engine::Game`, knows
//! no screen and no key, and never panics on anything a file or the disk
//! does: every failure is a returned error that reads as one line.
//!
//! # How the app uses it
//!
//! - **Playing**: `Recorder::new(&game, VariantTag, Flags, Utc::now())` when
//!   a game starts; `recorder.apply(&mut game, &command, &mut events)` in
//!   place of `game.apply` (or `push` after applying); `hints_shown()` and
//!   `cheated()` when those switch on; `annotations_mut()` for what the app
//!   keeps beside the game (room marks).
//! - **Autosave**: one `Autosaver::start(&data.save_of(&record.id)?)` per
//!   game, once `GameLock::take(&data, id)` holds its save (the
//!   directories are made at the first write); after every command
//!   `autosaver.offer_record(recorder.snapshot()?)` (returns at once: a
//!   thread writes only the newest); `take_error()` after it, for one log
//!   line when saving fails;
//!   `flush()` on a clean quit; `handle().save_now()` from the signal loop
//!   and the panic hook (`SaveHandle` is `'static`).
//! - **Resume**: `saves::list(&data)` / `saves::resumable(&data)` give the
//!   saves no process is playing, the newest first; `GameLock::claim`
//!   then `read_save(&path)` takes one; `save.resume_line()` is the menu's
//!   `Resume: Classic, turn 7, <date>`;
//!   `with_game!(&save.record.rules, G, _r => replay::<G>(&save.record))`
//!   gives the game exactly as left (its events rebuild the log), then
//!   `Recorder::resume(save.record, &replayed)` goes on recording.
//! - **Game over** (or abandoned: `recorder.abandon()` first), in this
//!   order, each step only if the one before held: the ending written to
//!   the save (`SaveHandle::offer_wait`), then `store::finish(&data,
//!   &record, ammo, Utc::now())` (the ammo is the front's `Plays::ammo`),
//!   which keeps the record under `records/` (unless one of its id is
//!   there) and files the score line (unless one of its id is there),
//!   then the save removed (`SaveHandle::discard_wait`). `Finished::errors`
//!   are lines for the log. A kill anywhere in between is finished at the
//!   next start (`front::keep::recover`); `fault` injects kills and
//!   failures at each step in debug builds, for the tests.
//!   `scores::file_line(path, &line)` files a line once per game id and
//!   gives its row (`Filed { row, already }`); `scores::filed_rows(path,
//!   &ids)` finds the rows of games already filed, in one scan.
//! - **Scores**: `Scores::load(&data.scores())`, then `warnings()` (each
//!   `path:line: why`), `best(Some(variant))` (or `ranked` and `nth`, to
//!   rank once and show a few), `recent(n)`, `row(n)`, `last()`, `rows()`,
//!   `variants()`. Each game is a `Scored`: its row and what lists show
//!   (`variant()`, `outcome()`, `turns()`...) at hand; `line()` reads its
//!   whole line again (`record`, `id`), `to_json()` is a `--json` line.
//! - **Replays**: `resolve_replay(&data, "last" | "17" | path)` names the
//!   file; `Record::read(path)`; `replay::<G>` checks it whole, or
//!   `Replayer::new(&record)` and `step()` one command at a time for a
//!   replay screen; `replay::check(&record)` judges any rule set's record;
//!   `replay::parted(&record, &error)` says at which command and turn a
//!   record stopped being the game, when it did at one.
//! - **Dumps**: `dump::write_dump(&data, stem, &DumpParts { .. })` with the
//!   front's text of the map and the log; `dump::render` alone for tests.
//! - **Where**: `DataDir::locate()` (`WUMPUS_DATA`, else the platform's
//!   data dir), `DataDir::at(path)` for tests and tools.
//!
//! # Files (in the data directory)
//!
//! ```text
//! scores.jsonl             one line per game that ended, appended only, any size
//! saves/<id>.json          each game in progress (`saves`)
//! saves/<id>.lock          held (flock) while its game is played
//! records/<stamp>-<variant>-<seed>-<id8>.json   one record per game that ended
//! dumps/<stamp>-<variant>-<seed>.txt      dumps the player asked for
//! ```
//!
//! `<stamp>` is the UTC date and time the game ended, `20260414-101530`, so
//! names sort by date; a clash gets `-2`, `-3`... Every write is atomic
//! (`atomic`): temporary file in the same directory, fsync, rename, fsync
//! of the directory. Every read is bounded: regular files only, UTF-8, at
//! most 16 MiB (a record, a save). The scores are read as a stream, a
//! block at a time, whatever their size: a line over 64 KiB
//! (`scores::LINE_LIMIT`; a score line is some 300 bytes) is skipped with
//! a `path:line` warning, never held whole. A million games read in about
//! half a second and take some 120 MB.
//!
//! ## A record (`records/*.json`), format 3
//!
//! One JSON object, laid out a field a line and a command a line:
//!
//! ```text
//! {
//!   "format": 3,                       newer than this reader: refused, both named
//!   "crate_version": "0.1.0",          the wumpus that wrote it, for people
//!   "id": "41e451345a75e1a0",          the game's id (absent before ids)
//!   "variant": {"id": "classic", "name": "Classic"},
//!   "seed": 81723,
//!   "started": "2026-04-14T10:15:30Z",
//!   "flags": {"cheat": false, "hints": false, "hand_seeded": true},
//!   "end": {"state": "over", "outcome": "killed_wumpus", "win": true},
//!                                      or {"state": "playing"}, {"state": "abandoned"}
//!   "hash": "sha256:<64 hex>",         the state hash after the last command
//!   "rules": {"rules": "classic", "knobs": {...}},   engine::AnyRules, all resolved
//!   "commands": [
//!     {"turn":1,"seat":0,"command":{"move":5},"check":"<16 hex>"},
//!     {"turn":2,"seat":0,"command":{"shoot":[5,6,7]},"check":"<16 hex>"},
//!     ...
//!   ],
//!   "annotations": {"asides": {"version": 1, "data": ...}}  optional
//! }
//! ```
//!
//! `turn` is the game's turn counter once the command was carried out;
//! `seat` the seat that gave it (0 but in the hidden game, whose seats are
//! in its rules); `command` the rule set's serde form. `check` is the
//! first 16 hex digits of the state hash the record would have if it ended
//! after that command (`hash::StateHash::check`): the hash runs over every
//! earlier command (its seat and its JSON, `StateHash::covered`) and its
//! events, so the checks chain, and an edited command that reaches the
//! same state (a missed shot's room changed to another as far) is caught
//! too, and a replay stops at
//! the first command that plays differently (`ReplayError::Diverged`),
//! naming it and its turn, where the final hash could only say that
//! something did. The last command's check is the start of `hash`. Every
//! command of a format 2 or 3 record has one; one missing is an error
//! (`ReplayError::Unchecked`). Only commands carried out are kept: a
//! refusal changes nothing, so leaving it out changes nothing to the game.
//! Annotations are keyed, each with a version of its own; unknown ones are
//! kept as they are. The front keeps one, `asides`: the refused commands
//! and the lines said to the player, each after its number of commands, so
//! a rebuilt session shows what the player saw (a labyrinth's bumped
//! walls); a table across terminals keeps `talk` (`talk::Talk`: who, when,
//! which channel, the text, each after its number of commands), which a
//! replay shows in its places.
//!
//! **Format 2** hashed each command's events alone, not the command: it
//! still reads and replays by its own scheme, unchanged, and a save of one
//! goes on in format 2 (a record has one scheme throughout).
//!
//! **Format 1** is the same without `check`: it still reads and replays,
//! judged by its final hash and ending alone (an edited command is caught
//! only if it changes the end). A recorder resuming a format 1 save gives
//! its commands their checks, from the replay that just matched its hash,
//! and goes on in format 2.
//!
//! ## A save (`saves/<id>.json`), format 1
//!
//! `{"format": 1, "saved": "<RFC 3339>", "record": <a record>}`, its end
//! `playing`, or the ending while the game is being filed. The single
//! `save.json` of versions before ids moves into `saves/` at start.
//! The record inside has its own format (1, 2 or 3; a newer one is refused
//! as such), so the save's own format did not change with checks.
//!
//! ## A score line (`scores.jsonl`), format 1
//!
//! One JSON object a line: `format`, `id` (the game's; optional, absent
//! before ids), `variant` (id), `name`, `rules`,
//! `seed`, `outcome` (the rule set's key, or `abandoned`), `win`, `turns`,
//! `ammo` (optional `{"count": 2, "word": "arrows"}`), `cheat`, `hints`,
//! `hand_seeded`, `date` (RFC 3339 UTC), `record` (optional file name
//! under `records/`). `--json` prints the same with `"row": N` first.
//!
//! Rows are line numbers in the file, from 1: the file is only appended to,
//! so `wumpus replay 17` names the same game for good, in every list. A
//! skipped line keeps its number. A game is filed once: `file_line` looks
//! for a line with the game's `id` (under the exclusive lock, one scan of
//! the bytes) and gives that row back rather than append a second.
//!
//! # Choices
//!
//! - **The hash** (`hash`): SHA-256 over every command's events' `Debug`
//!   text, then the turn and the outcome key; each command's check is the
//!   start of that hash as it stood after the command. Events are the game's
//!   observable truth, and their `Debug` text is already pinned by the
//!   conformance suite's golden events; a dump of the state would call
//!   every renamed private field a rules change. SHA-256 because the hash
//!   is compared across processes, platforms and versions.
//! - **The lock** (`scores`): std's `File::lock` (`flock`; stable since
//!   Rust 1.89), so no crate. One `write` of a whole line under the
//!   exclusive lock (after the scan for the game's id); readers take the
//!   shared lock. Waits are bounded (3 s: a million games read in well
//!   under that).
//! - **Versions**: each file kind has its own `format`, read first, so a
//!   newer file is refused as newer (with both versions), not as corrupt.
//! - **Ammo** (`ammo`): each rule set's front says what its player spends
//!   (`Plays::ammo`: arrows, grenades, bullets, moves); this layer only
//!   writes what it is given, and never asks which rule set a game is.

pub mod ammo;
pub mod atomic;
pub mod date;
pub mod dump;
pub mod error;
pub mod fault;
pub mod format;
pub mod hash;
pub mod id;
pub mod paths;
pub mod read;
pub mod recorder;
pub mod replay;
pub mod rules;
pub mod save;
pub mod saves;
pub mod scores;
pub mod store;
pub mod talk;
#[cfg(test)]
pub(crate) mod testing;

pub use ammo::Ammo;
pub use date::Utc;
pub use dump::DumpParts;
pub use error::{ReadError, RecordError, ReplayError, WriteError};
pub use format::{Annotations, End, Entry, FORMAT, Flags, Record, VariantTag};
pub use paths::DataDir;
pub use recorder::Recorder;
pub use replay::{Replayed, Replayer, replay};
pub use save::{Autosaver, Save, SaveHandle, read_save, remove_save, write_save};
pub use saves::{GameLock, Listed};
pub use scores::{Filed, ScoreLine, Scored, Scores, Tally, Warning};
pub use store::{Finished, finish, resolve_replay, store_record};
pub use talk::{Channel, Talk};
