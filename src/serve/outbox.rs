//! What passes between a connection and the thread drawing its screen:
//! the client's input, and the frames waiting for the client, bounded so
//! a client that stops reading holds up nobody (`Outbox`).

use std::sync::{Arc, Mutex, PoisonError};
use tokio::sync::Notify;

/// What the connection hands the game.
pub enum Input {
    Bytes(Vec<u8>),
    Resize(u16, u16),
    /// The client went away (or the server is stopping).
    Close,
    /// News for the screen from elsewhere (a table's game moved on).
    Wake,
}

/// Bytes a client has not taken yet, most this many: past it, a client
/// that stopped reading gets no more diffs, only a whole fresh screen once
/// it catches up (frames for a slow reader coalesce to the latest).
pub(super) const BACKLOG_MAX: usize = 1 << 18;

/// What waits for one client: filled by its game a frame at a time,
/// emptied by the task that sends to the connection.
#[derive(Default)]
pub struct Outbox {
    pending: Mutex<Pending>,
    ready: Notify,
}

#[derive(Default)]
struct Pending {
    bytes: Vec<u8>,
    /// Frames were dropped: the next one must redraw the whole screen.
    behind: bool,
    closed: bool,
}

/// What the sending task finds in the outbox.
pub enum Taken {
    Bytes(Vec<u8>),
    Empty,
    Closed,
}

impl Outbox {
    fn lock(&self) -> std::sync::MutexGuard<'_, Pending> {
        self.pending.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A frame for the client, or, with too much not taken yet, nothing:
    /// the backlog is dropped and the game told to redraw whole.
    pub(super) fn push(&self, frame: &[u8]) {
        {
            let mut p = self.lock();
            if p.bytes.len() + frame.len() > BACKLOG_MAX {
                p.bytes.clear();
                p.behind = true;
                return;
            }
            p.bytes.extend_from_slice(frame);
        }
        self.ready.notify_one();
    }

    /// Bytes waiting for the client now.
    #[cfg(test)]
    pub(super) fn waiting(&self) -> usize {
        self.lock().bytes.len()
    }

    /// Whether frames were dropped since last asked.
    pub(super) fn take_behind(&self) -> bool {
        std::mem::take(&mut self.lock().behind)
    }

    pub(super) fn close(&self) {
        self.lock().closed = true;
        self.ready.notify_one();
    }

    /// Everything waiting, at once.
    pub fn take(&self) -> Taken {
        let mut p = self.lock();
        if !p.bytes.is_empty() {
            return Taken::Bytes(std::mem::take(&mut p.bytes));
        }
        if p.closed {
            Taken::Closed
        } else {
            Taken::Empty
        }
    }

    /// Waits for `push` or `close` (a wake-up before the wait is kept).
    pub async fn wait(&self) {
        self.ready.notified().await;
    }

    /// Sends what `outbox` gets to the client until it is closed; then ends
    /// the channel.
    pub fn send_out(outbox: Arc<Outbox>, handle: russh::server::Handle, channel: russh::ChannelId) {
        tokio::spawn(async move {
            loop {
                match outbox.take() {
                    Taken::Bytes(bytes) => {
                        if handle.data(channel, bytes).await.is_err() {
                            break;
                        }
                    }
                    Taken::Empty => outbox.wait().await,
                    Taken::Closed => break,
                }
            }
            let _ = handle.exit_status_request(channel, 0).await;
            let _ = handle.eof(channel).await;
            let _ = handle.close(channel).await;
        });
    }
}
