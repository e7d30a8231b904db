//! Every table on the server, for the lobbies to list, open and find.

use super::table::{Setup, Table};
use crate::engine::Seat;
use crate::front::{self, Files};
use crate::record::saves;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// Every table on the server.
#[derive(Default)]
pub struct Tables {
    all: Mutex<Vec<Arc<Table>>>,
    next: Mutex<u64>,
}

impl Tables {
    fn lock(&self) -> MutexGuard<'_, Vec<Arc<Table>>> {
        self.all.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Every table now, the oldest first; ends drop those over and left.
    pub fn all(&self) -> Vec<Arc<Table>> {
        let mut all = self.lock();
        all.retain(|t| !t.done());
        all.clone()
    }

    pub fn get(&self, id: u64) -> Option<Arc<Table>> {
        self.lock().iter().find(|t| t.id == id).cloned()
    }

    /// A new table, and its thread.
    /// A new table, with `opener` in its first person's seat before its
    /// thread starts (a table nobody sits at ends its thread).
    pub fn open(&self, setup: Setup, opener: &str) -> Result<(Arc<Table>, Seat), String> {
        let people: Vec<Seat> = (front::seats(&setup.rules).into_iter())
            .filter(|s| s.person)
            .map(|s| s.seat)
            .collect();
        if people.is_empty() {
            return Err("A table needs at least one seat for a person.".into());
        }
        let table = Table::new(self.next_id(), setup, people);
        let seat = table.take(opener)?;
        Ok((self.start(table)?, seat))
    }

    /// The tables a stopped server left, from their saves in `files`:
    /// each in play again, its people's seats kept for them. A save that
    /// cannot be read or cannot go on is said on the server's log and
    /// left as it is, its bytes kept for the operator. First, what a
    /// killed server left behind is swept: temporary files of dead
    /// writers, and lock files no one holds with no save beside them.
    pub fn restore(&self, files: &Files, limits: super::Limits, log: impl Fn(&str)) {
        saves::sweep_temps(&files.data);
        saves::sweep_locks(&files.data);
        for listed in saves::list(&files.data) {
            let save = match &listed.save {
                Err(why) => {
                    log(&format!(
                        "a table's save cannot be read, and is kept as it is: {why}"
                    ));
                    continue;
                }
                Ok(_) => match listed.resumable() {
                    Some(save) => save.clone(),
                    // Over already: the table filed its ending.
                    None => continue,
                },
            };
            let id = self.next_id();
            match Table::restored(id, &save, files.clone(), limits) {
                Ok(table) => {
                    if let Err(why) = self.start(table) {
                        log(&why);
                    }
                }
                Err(why) => log(&format!("table {}: {why}", save.record.id)),
            }
        }
    }

    fn next_id(&self) -> u64 {
        let mut next = self.next.lock().unwrap_or_else(PoisonError::into_inner);
        *next += 1;
        *next
    }

    /// Lists `table` and starts its thread.
    fn start(&self, table: Table) -> Result<Arc<Table>, String> {
        let table = Arc::new(table);
        let driven = Arc::clone(&table);
        std::thread::Builder::new()
            .name(format!("wumpus-table-{}", table.id))
            .spawn(move || driven.drive())
            .map_err(|e| format!("could not start the table: {e}"))?;
        self.lock().push(Arc::clone(&table));
        Ok(table)
    }

    /// The server stops: every table's game saves and its thread ends.
    pub fn stop(&self) {
        for table in self.lock().iter() {
            table.stop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::DataDir;

    #[test]
    fn an_unreadable_table_save_is_logged_and_kept_and_leftovers_are_swept() {
        let dir = tempfile::tempdir().expect("temp dir");
        let files = front::files(DataDir::at(dir.path()), false);
        let saves = files.data.saves();
        std::fs::create_dir_all(&saves).expect("saves dir");
        let bad = saves.join("0123456789abcdef.json");
        let garbage = b"{\"format\": 1, cut off by a full disk";
        std::fs::write(&bad, garbage).expect("written");
        // A dead writer's temp file, and a lock with no save and no holder.
        let temp = saves.join(".0123456789abcdef.json.999999999.1.tmp");
        std::fs::write(&temp, b"half").expect("written");
        let lock = saves.join("fedcba9876543210.lock");
        std::fs::write(&lock, b"").expect("written");
        let said = std::sync::Mutex::new(Vec::new());
        let tables = Tables::default();
        tables.restore(&files, super::super::Limits::default(), |line| {
            said.lock().expect("lines").push(line.to_string());
        });
        let said = said.into_inner().expect("lines");
        assert_eq!(said.len(), 1, "{said:?}");
        assert!(said[0].contains("0123456789abcdef.json"), "{said:?}");
        assert!(
            !said[0].contains("cut off"),
            "no bytes of the file: {said:?}"
        );
        assert_eq!(std::fs::read(&bad).expect("kept"), garbage);
        assert!(!temp.exists(), "the temp file is swept");
        assert!(!lock.exists(), "the lock is swept");
        assert!(tables.all().is_empty());
    }
}
