//! `wumpus serve`: the game over SSH, each person at their own terminal
//! (issue 27). This part: the server itself on `russh` (crypto by `ring`)
//! and tokio, public-key auth where the first key used with a name claims
//! it, a host key made once and kept, and for each connection that asks
//! for a pty and a shell the full-screen app of local play (the menu, every
//! variant, the player's own saves and scores under the server's data
//! dir), resized with the client's window. Everything else a client asks
//! for (exec, subsystems, env, X11, port forwarding) is refused.
//!
//! The data dir holds `host_ed25519` (unless `--host-key` says where) and
//! `players/<name>/`: the name's key (`key.pub`) and the player's data dir,
//! laid out as local play's is, so `WUMPUS_DATA=<dir>/players/<name>
//! wumpus scores` reads it.

mod accounts;
mod connection;
mod everyone;
mod face;
mod game_thread;
mod gate;
mod handler;
mod harmless;
mod hostkey;
mod input;
mod listen;
mod lobby;
mod outbox;
mod players;
mod rate;
mod relay;
mod seat;
mod start;
mod table;
mod tables;
mod talk;
mod watch;
mod watched_game;
mod ways_in;
mod web;

pub use players::{NAME_MAX, Refusal, check_name};
pub use start::run;

use crate::app::{App, Prefs};
use crate::config::edit::Target;
use crate::config::{Config, Reach};
use crate::keymap::Keymap;
use crate::record::DataDir;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize};
use std::time::Duration;

/// How the server is run (`wumpus serve`'s flags).
#[derive(Clone, Debug)]
pub struct Options {
    pub listen: SocketAddr,
    /// The SSH listener is on (`--no-ssh` turns it off).
    pub ssh: bool,
    /// Where the web page is served, if it is.
    pub web: Option<SocketAddr>,
    /// `--tls-cert/--tls-key`: the page over TLS, from these PEM files.
    pub tls: Option<(PathBuf, PathBuf)>,
    pub data: PathBuf,
    /// The host key's file; `None`: `host_ed25519` in the data dir.
    pub host_key: Option<PathBuf>,
    /// An authorized_keys file: only these keys come in.
    pub keys: Option<PathBuf>,
    pub limits: Limits,
    /// `--seed`: every connection's first game has this seed, the next
    /// one the seed after (for tests and tries; random otherwise).
    pub seed: Option<u64>,
}

/// The operator frees `name` in the data dir `data`: its key file moved
/// aside (`players::release`), its keys forgotten by the store. Where the
/// file went; `None` if there was none.
pub fn release(data: &Path, name: &str) -> Result<Option<PathBuf>, String> {
    let aside = players::release(&data.join("players"), name)?;
    let store = data.join(accounts::FILE);
    if store.exists() {
        accounts::Accounts::open(&store)?.forget_keys(name)?;
    }
    Ok(aside)
}

/// Where tables keep their games' files, in the server's data dir.
pub const TABLES_DIR: &str = "tables";

/// A player's own settings, in their directory.
pub const SETTINGS_FILE: &str = "settings.toml";

/// What one server allows.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub max_connections: usize,
    /// New connections from one address in a minute.
    pub per_address_per_minute: usize,
    /// A connection with no input for this long is closed.
    pub idle: Duration,
    /// How long a person who left a table keeps their seat.
    pub keep_seat: Duration,
    /// How long a bot's step at a table stays on screen before the next.
    pub bot_pace: Duration,
    /// Connections one address may hold open at once.
    pub per_address_open: usize,
    /// Web logins and registrations one address, or one name, may try a
    /// minute.
    pub login_tries_per_minute: usize,
    /// Connections not let in yet, at once.
    pub max_handshakes: usize,
    /// How long a connection has to be let in.
    pub handshake: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_connections: 256,
            per_address_per_minute: 60,
            idle: Duration::from_secs(30 * 60),
            keep_seat: Duration::from_secs(5 * 60),
            // A bot's pace at one keyboard (a test holds the two equal).
            bot_pace: Duration::from_millis(900),
            per_address_open: 16,
            login_tries_per_minute: 10,
            max_handshakes: 64,
            handshake: Duration::from_secs(10),
        }
    }
}

/// What every connection shares.
pub(crate) struct Shared {
    players: Arc<players::Players>,
    /// The server's config: its variants, and the settings a player has
    /// until they change their own.
    config: Config,
    keymap: Keymap,
    /// `--keys`: the allowed keys' OpenSSH text (no comment).
    allowed: Option<Vec<String>>,
    open: AtomicUsize,
    limits: Limits,
    seed: Option<u64>,
    /// Games on their threads now.
    playing: AtomicUsize,
    /// The server is stopping: every game saves and ends.
    stopping: AtomicBool,
    rate: std::sync::Mutex<rate::Rate>,
    /// Who may begin a handshake.
    gate: Arc<gate::Gate>,
    /// The games being played now, for watchers.
    live: Arc<watch::Live>,
    /// Tables of games with seats.
    tables: Arc<tables::Tables>,
    /// Where tables keep their games' records, saves and scores.
    table_files: crate::front::Files,
    /// The names with a web password, and their sessions.
    accounts: Arc<accounts::Accounts>,
}

impl Shared {
    /// A player's app: the menu of the server's variants, with the
    /// player's own data dir and settings (`settings.toml` in it, written
    /// by the Settings screen and `h`; the server's config until then),
    /// and the server's tables, `waker` waking its screen on their news.
    fn app_for(
        &self,
        name: &str,
        dir: &Path,
        waker: std::sync::mpsc::SyncSender<outbox::Input>,
        away: relay::Away,
        watched: std::sync::Arc<watch::Watched>,
        size: (u16, u16),
    ) -> App {
        let path = dir.join(SETTINGS_FILE);
        let reach = reach_of(&self.config, dir);
        let theirs = if path.exists() {
            match crate::config::check_file_within(&path, &reach) {
                Ok(config) => Some(config),
                Err(e) => {
                    self.log(name, &format!("settings not read, the server's used: {e}"));
                    None
                }
            }
        } else {
            None
        };
        let settings = theirs.as_ref().unwrap_or(&self.config);
        // Their keys over the server's: the last binding of an action wins.
        let mut keys = self.config.keys.clone();
        if let Some(theirs) = &theirs {
            keys.extend(theirs.keys.iter().cloned());
        }
        let keymap = match crate::front::keymap().with_overrides(&keys) {
            Ok(keymap) => keymap,
            Err(e) => {
                self.log(name, &format!("key settings not used: {e}"));
                self.keymap.clone()
            }
        };
        let mut prefs = Prefs::new(settings, Some(Target::new(path)), false);
        prefs.reach = reach;
        let theme = prefs.screen_theme(settings.theme);
        let files = crate::front::files(DataDir::at(dir), settings.dump_on_game_over);
        // A player's own customised variants come after the server's.
        prefs.house = self.config.variants.clone();
        let theirs_variants = theirs.as_ref().map_or(&[][..], |c| &c.variants[..]);
        let menu = crate::config::menu_variants(&prefs.house, theirs_variants);
        let mut app = App::menu(menu, keymap, theme).with_files(Some(files));
        app.prefs = prefs;
        app.pointer.capture = settings.mouse;
        app.hints_from_start(settings.hints);
        if let Some(seed) = self.seed {
            app.seeds = crate::app::Seeds::Counter(seed);
        }
        app.ways_in = Some(Box::new(ways_in::ServerWaysIn {
            name: name.to_string(),
            accounts: Arc::clone(&self.accounts),
            players: Arc::clone(&self.players),
        }));
        app.with_lobby(Box::new(lobby::ServerLobby::new(
            name, self, waker, away, watched, size,
        )))
    }

    /// A line on the server's log (stderr). Both parts may hold what a
    /// client sent (a refused name, say): each is made harmless and short
    /// here, so no client writes to the operator's terminal or forges a
    /// line of the log.
    fn log(&self, who: &str, what: &str) {
        use std::io::Write as _;
        let _ = writeln!(
            std::io::stderr(),
            "wumpus serve: {}: {}",
            harmless::harmless(who, harmless::LOG_WHO_MAX),
            harmless::harmless(what, harmless::LOG_WHAT_MAX)
        );
    }
}

/// What a player whose directory is `dir` may make the server open, on
/// a server whose config is `config`: a path they type is never a way to
/// the host's files (docs/server.md, "What a player can make the server
/// open").
pub fn reach_of(config: &Config, dir: &Path) -> Reach {
    Reach::Confined {
        own: dir.to_path_buf(),
        offered: config.files.clone(),
    }
}
