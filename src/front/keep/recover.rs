//! The start-up pass over the data dir that makes every game's filing
//! whole, whatever was cut short: a kill, a power cut or a full disk
//! between the steps of a game's ending (`work::finish`) is finished here,
//! by the next wumpus to start. Only games no process is playing are
//! touched (their lock is taken first); each step is done once (filing
//! is idempotent by game id), so this may run any number of times, in any
//! number of processes at once.
//!
//! - The old single `save.json` moves into `saves/` (`saves::adopt_legacy`).
//! - Temporary files of dead writers go (`files::sweep_temps`).
//! - A save of a game already in the scores goes: it is not resumable.
//! - A save holding an ending (over or abandoned) is filed: its record
//!   (unless kept already), its score line, then the save removed.
//! - Lock files no one holds and with no save beside them go.

use super::work::counted_of;
use crate::front::Fronted;
use crate::record::saves::{self, GameLock};
use crate::record::scores::filed_rows;
use crate::record::{DataDir, End, Utc, read_save, remove_save, store};
use std::collections::HashSet;

/// Tidies the data dir at start; each line says one thing that was done
/// (or could not be), for the player to read.
pub fn recover(data: &DataDir) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    if !data.root().is_dir() {
        return lines;
    }
    lines.extend(saves::adopt_legacy(data));
    saves::sweep_temps(data);
    let ids = saves::ids(data);
    if ids.is_empty() {
        saves::sweep_locks(data);
        return lines;
    }
    let wanted: HashSet<String> = ids.iter().cloned().collect();
    let filed = match filed_rows(&data.scores(), &wanted) {
        Ok(rows) => rows,
        Err(e) => {
            // Unknown which are filed: leave every save as it is.
            lines.push(format!("Saved games not checked against the scores: {e}"));
            return lines;
        }
    };
    for id in ids {
        // A game another process plays is its own business.
        let Ok(Some(lock)) = GameLock::take(data, &id) else {
            continue;
        };
        lines.extend(settle(data, &id, filed.get(&id).copied()));
        drop(lock);
    }
    saves::sweep_locks(data);
    lines
}

/// One unplayed save: removed if filed, filed if it holds an ending.
fn settle(data: &DataDir, id: &str, row: Option<usize>) -> Option<String> {
    let path = data.save_of(id)?;
    let save = read_save(&path).ok()??;
    if save.record.id != id {
        return None;
    }
    if let Some(row) = row {
        return Some(match remove_save(&path) {
            Ok(()) => {
                format!("Game {id} is in the scores (row {row}); its leftover save was removed.")
            }
            Err(e) => format!("Game {id} is in the scores (row {row}), but its save stays: {e}"),
        });
    }
    if save.record.end == End::Playing {
        return None;
    }
    let record = &save.record;
    let counted =
        crate::with_game!(&record.rules, G, _r => counted_of::<<G as Fronted>::Front>(record));
    let finished = store::finish(data, record, counted, Utc::now());
    let what = format!(
        "{} (seed {}, {}, turn {})",
        record.variant.name,
        record.seed,
        record.end.key().unwrap_or("ended"),
        record.turn()
    );
    Some(match (finished.errors.first(), finished.row) {
        (None, Some(row)) => match remove_save(&path) {
            Ok(()) => format!("A game whose filing was cut short is filed now: {what}, row {row}."),
            Err(e) => format!("{what} is filed as row {row}, but its save stays: {e}"),
        },
        (Some(e), _) => format!("{what} could not be filed yet: {e}"),
        (None, None) => format!("{what} could not be filed yet"),
    })
}
