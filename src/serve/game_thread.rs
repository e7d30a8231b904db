//! A player's screen on a thread of its own, whichever way they came in:
//! the app of local play for `name`, drawn by `face` (a terminal's bytes
//! over SSH, a page's cells on the web) into an outbox the connection
//! sends from, with the client's input in a bounded queue.

use super::Shared;
use super::connection;
use super::face::Face;
use super::outbox::{Input, Outbox};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{SyncSender, sync_channel};

/// Reads of input a game may have waiting: a client that sends faster
/// than its game takes keys loses the excess, and nobody else waits.
pub const INPUT_QUEUE: usize = 256;

/// Starts `name`'s screen of `size`, on their menu or, with a `table`,
/// at that table's entry in their lobby (chosen: joined, or watched):
/// where to send its input, and the outbox its frames wait in. `None`: no
/// thread could be started.
pub fn start<F: Face + 'static>(
    shared: &Arc<Shared>,
    (name, dir, table): (String, PathBuf, Option<u64>),
    size: (u16, u16),
    face: fn(Arc<Outbox>) -> F,
) -> Option<(SyncSender<Input>, Arc<Outbox>)> {
    let (to_game, from_client) = sync_channel(INPUT_QUEUE);
    let outbox = Arc::new(Outbox::default());
    let to_client = Arc::clone(&outbox);
    let waker = to_game.clone();
    let shared = Arc::clone(shared);
    shared.playing.fetch_add(1, Ordering::SeqCst);
    let counted = Arc::clone(&shared);
    let spawned = std::thread::Builder::new()
        .name(format!("wumpus-serve-{name}"))
        .spawn(move || {
            let away = super::relay::Away::new(Arc::clone(&shared.live), &name, waker.clone());
            // Listed for watchers while it is played.
            let playing = shared.live.start(&name, size, Some(waker.clone()));
            let mut app = shared.app_for(&name, &dir, waker, away.clone(), playing.game(), size);
            if let Some(id) = table {
                app.go_to_table(id);
            }
            // A game that panics ends its own connection, not the server.
            let played = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                connection::play(
                    app,
                    size,
                    &from_client,
                    (face(Arc::clone(&to_client)), to_client),
                    Some(playing.game()),
                    &shared.stopping,
                    Some(&away),
                );
            }));
            drop(playing);
            if played.is_err() {
                shared.log(&name, "the game stopped on an error");
            }
            shared.playing.fetch_sub(1, Ordering::SeqCst);
        });
    if spawned.is_err() {
        counted.playing.fetch_sub(1, Ordering::SeqCst);
        counted.log("-", "could not start a game thread");
        return None;
    }
    Some((to_game, outbox))
}
