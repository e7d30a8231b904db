//! Every table on the server, for the lobbies to list, open and find.

use super::table::{Setup, Table};
use crate::engine::Seat;
use crate::front::{self, Files};
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
    /// cannot go on is said on the server's log and left as it is.
    pub fn restore(&self, files: &Files, limits: super::Limits, log: impl Fn(&str)) {
        for save in crate::record::saves::resumable(&files.data) {
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
