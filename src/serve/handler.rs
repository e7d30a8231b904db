//! One SSH connection: who it is (public-key auth against the claimed
//! names), its terminal (a pty and a shell, nothing else), and the game
//! thread its keys go to.

use super::Shared;
use super::face::{Ansi, Frames};
use super::gate::Pass;
use super::outbox::{Input, Outbox};
use super::watch::WATCHER;
use russh::keys::ssh_key::PublicKey;
use russh::server::{Auth, Msg, Session};
use russh::{Channel, ChannelId, ChannelOpenFailure, MethodKind, MethodSet, Pty};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{SyncSender, TrySendError, sync_channel};

use super::game_thread::INPUT_QUEUE;

/// The most bytes of one read the game is given (more is a paste no
/// game here wants): with `INPUT_QUEUE`, what input one connection can
/// hold is bounded at 1 MiB.
const INPUT_CHUNK_MAX: usize = 4096;

/// The largest screen drawn: a client's bigger terminal is drawn at this
/// size (a 65535x65535 one would need hundreds of gigabytes).
pub const MAX_COLS: u16 = 500;
pub const MAX_ROWS: u16 = 200;

pub struct Client {
    shared: Arc<Shared>,
    /// Its place at the gate: through once let in.
    pass: Arc<Pass>,
    /// Counted among the players (`Shared::open`).
    counted: bool,
    /// Over its address's allowance of new connections.
    too_fast: bool,
    /// Why the last key was refused, for the client to be told.
    refusal: Option<String>,
    /// The player's name and directory, once the key is checked.
    player: Option<(String, PathBuf)>,
    /// Let in as `watch`: watches games instead of playing.
    watcher: bool,
    channel: Option<ChannelId>,
    size: Option<(u16, u16)>,
    input: Option<SyncSender<Input>>,
}

impl Client {
    /// A connection; `welcome` is false past its address's allowance.
    pub fn new(shared: Arc<Shared>, welcome: bool, pass: Arc<Pass>) -> Client {
        Client {
            shared,
            pass,
            counted: false,
            too_fast: !welcome,
            refusal: None,
            player: None,
            watcher: false,
            channel: None,
            size: None,
            input: None,
        }
    }

    fn send(&self, input: Input) {
        if let Some(tx) = &self.input {
            match tx.try_send(input) {
                Ok(()) | Err(TrySendError::Disconnected(_)) => {}
                // Dropped: the game is behind, and input is bounded.
                Err(TrySendError::Full(_)) => {}
            }
        }
    }

    /// Whether `user` may come in with `key`; if not, why is kept for the
    /// client (`auth_keyboard_interactive`) and the server's log.
    fn admit(&mut self, user: &str, key: &PublicKey) -> bool {
        match self
            .check(user, key)
            .and_then(|to| self.count().map(|()| to))
        {
            Ok(None) => {
                self.watcher = true;
                self.refusal = None;
                true
            }
            Ok(Some(dir)) => {
                // The name as first claimed: `Ann` is `ann` if that came first.
                let name = (dir.file_name().and_then(|n| n.to_str()))
                    .map_or_else(|| user.to_string(), str::to_string);
                self.player = Some((name, dir));
                self.refusal = None;
                true
            }
            Err(why) => {
                self.shared.log(user, &why);
                self.refusal = Some(why);
                false
            }
        }
    }

    /// Counts the connection among the players, if there is room: only
    /// connections let in count against `max_connections`, so handshakes
    /// (the gate's to bound) never keep a player out.
    fn count(&mut self) -> Result<(), String> {
        if !self.counted {
            let open = self.shared.open.fetch_add(1, Ordering::SeqCst) + 1;
            if open > self.shared.limits.max_connections {
                self.shared.open.fetch_sub(1, Ordering::SeqCst);
                return Err("the server is full; try again later".into());
            }
            self.counted = true;
            self.pass.through();
        }
        Ok(())
    }

    /// The player's directory; `None` for a watcher (any key the server
    /// lets in: watching is public, and `watch` is nobody's name).
    fn check(&self, user: &str, key: &PublicKey) -> Result<Option<PathBuf>, String> {
        if self.too_fast {
            return Err("too many new connections from your address; wait a minute".into());
        }
        let text = PublicKey::new(key.key_data().clone(), "")
            .to_openssh()
            .map_err(|e| format!("the key could not be read: {e}"))?;
        if let Some(allowed) = &self.shared.allowed
            && !allowed.iter().any(|k| k == &text)
        {
            return Err(super::players::Refusal::NotAllowed.to_string());
        }
        if user == WATCHER {
            return Ok(None);
        }
        // The store says which key is a name's: that one lets it in.
        match self.shared.accounts.key_of(user) {
            Ok(Some((kept, _))) if kept.trim() == text.trim() => {
                return (self.shared.players.dir(user).map(Some)).map_err(|why| why.to_string());
            }
            Ok(Some(_)) => {
                return Err(super::players::Refusal::Claimed(user.to_string()).to_string());
            }
            Ok(None) => {}
            Err(why) => {
                self.shared.log(user, &why);
                return Err("the server could not check the name now; try again later".into());
            }
        }
        // A name with a web password and no key is that account's: no key
        // claims it (its player adds one from Settings on the page).
        match self.shared.accounts.has(user) {
            Ok(Some(_)) if self.shared.players.claimed(user) => {}
            Ok(None) => {}
            Ok(Some(name)) => {
                return Err(format!(
                    "the name {name:?} belongs to a web account: log in on the server's web page"
                ));
            }
            Err(why) => {
                self.shared.log(user, &why);
                return Err("the server could not check the name now; try again later".into());
            }
        }
        // No key kept: the first to come claims the name (its `key.pub`,
        // as older servers kept it), or a claim on disk refuses it.
        let dir = (self.shared.players.admit(user, &text)).map_err(|why| why.to_string())?;
        if let Err(why) = self.shared.accounts.note_key(user, &text) {
            self.shared.log(user, &why);
        }
        Ok(Some(dir))
    }
}

impl Client {
    /// A watcher's terminal: the list of games and the one watched, on a
    /// thread of its own, sent to the client as a game's frames are.
    fn watch(&mut self, handle: russh::server::Handle, channel: ChannelId, size: (u16, u16)) {
        let (to_watch, from_client) = sync_channel(INPUT_QUEUE);
        let outbox = Arc::new(Outbox::default());
        let wake = to_watch.clone();
        self.input = Some(to_watch);
        Outbox::send_out(Arc::clone(&outbox), handle, channel);
        let shared = Arc::clone(&self.shared);
        shared.playing.fetch_add(1, Ordering::SeqCst);
        let spawned = std::thread::Builder::new()
            .name("wumpus-serve-watch".into())
            .spawn(move || {
                let watched = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    super::watch::watch(
                        &shared.live,
                        size,
                        &from_client,
                        &outbox,
                        &wake,
                        &shared.stopping,
                    );
                }));
                if watched.is_err() {
                    shared.log(WATCHER, "watching stopped on an error");
                }
                outbox.close();
                shared.playing.fetch_sub(1, Ordering::SeqCst);
            });
        if spawned.is_err() {
            self.shared.playing.fetch_sub(1, Ordering::SeqCst);
            self.shared.log("-", "could not start a watcher's thread");
        }
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        self.send(Input::Close);
        if self.counted {
            self.shared.open.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

impl russh::server::Handler for Client {
    type Error = russh::Error;

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: russh::server::VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        Ok(if self.admit(user, key.public_key) {
            Auth::Accept
        } else {
            Auth::reject()
        })
    }

    /// Never lets anyone in: after the keys were refused, it is how the
    /// client is told why (OpenSSH prints the instructions), with no
    /// prompt to answer.
    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        _: &str,
        _: &str,
        response: Option<russh::server::Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        if response.is_some() {
            // Told once: the client is not asked again.
            return Ok(Auth::Reject {
                proceed_with_methods: Some(MethodSet::from(&[MethodKind::PublicKey][..])),
                partial_success: false,
            });
        }
        let why = (self.refusal.clone())
            .unwrap_or_else(|| "this server lets players in by public key only".into());
        Ok(Auth::Partial {
            name: "wumpus".into(),
            instructions: format!("Refused: {why}.").into(),
            prompts: Vec::new().into(),
        })
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: russh::server::ChannelOpenHandle,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        // One terminal a connection.
        if self.channel.is_some() || (self.player.is_none() && !self.watcher) {
            reply
                .reject(ChannelOpenFailure::AdministrativelyProhibited)
                .await;
        } else {
            self.channel = Some(channel.id());
            reply.accept().await;
        }
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        _: &str,
        cols: u32,
        rows: u32,
        _: u32,
        _: u32,
        _: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.size = Some((clamp(cols, MAX_COLS), clamp(rows, MAX_ROWS)));
        session.channel_success(channel)?;
        Ok(())
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let handle = session.handle();
        if self.watcher
            && let Some(size) = self.size
        {
            session.channel_success(channel)?;
            self.watch(handle, channel, size);
            return Ok(());
        }
        let (Some(size), Some((name, dir))) = (self.size, self.player.clone()) else {
            session.channel_success(channel)?;
            let line = "wumpus serve draws a full screen: connect with a terminal (ssh -t).\r\n";
            let _ = handle.data(channel, line.as_bytes().to_vec()).await;
            let _ = handle.exit_status_request(channel, 1).await;
            let _ = handle.close(channel).await;
            return Ok(());
        };
        session.channel_success(channel)?;
        let face = |outbox| Ansi::new(Frames::new(outbox));
        if let Some((to_game, outbox)) =
            super::game_thread::start(&self.shared, (name, dir, None), size, face)
        {
            self.input = Some(to_game);
            Outbox::send_out(outbox, handle, channel);
        }
        Ok(())
    }

    async fn data(
        &mut self,
        _: ChannelId,
        data: &[u8],
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        let taken = &data[..data.len().min(INPUT_CHUNK_MAX)];
        self.send(Input::Bytes(taken.to_vec()));
        Ok(())
    }

    async fn window_change_request(
        &mut self,
        _: ChannelId,
        cols: u32,
        rows: u32,
        _: u32,
        _: u32,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        self.send(Input::Resize(clamp(cols, MAX_COLS), clamp(rows, MAX_ROWS)));
        Ok(())
    }

    async fn channel_eof(&mut self, _: ChannelId, _: &mut Session) -> Result<(), Self::Error> {
        self.send(Input::Close);
        Ok(())
    }

    async fn channel_close(&mut self, _: ChannelId, _: &mut Session) -> Result<(), Self::Error> {
        self.send(Input::Close);
        Ok(())
    }

    // Anything but a pty and a shell is refused.

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)?;
        Ok(())
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)?;
        Ok(())
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        _: &str,
        _: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)?;
        Ok(())
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _: bool,
        _: &str,
        _: &str,
        _: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)?;
        Ok(())
    }

    async fn channel_open_direct_tcpip(
        &mut self,
        _: Channel<Msg>,
        _: &str,
        _: u32,
        _: &str,
        _: u32,
        reply: russh::server::ChannelOpenHandle,
        _: &mut Session,
    ) -> Result<(), Self::Error> {
        reply
            .reject(ChannelOpenFailure::AdministrativelyProhibited)
            .await;
        Ok(())
    }
}

/// A terminal dimension as the screen takes it: at most `max`.
fn clamp(n: u32, max: u16) -> u16 {
    u16::try_from(n).map_or(max, |n| n.min(max))
}
