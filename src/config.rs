//! The player's config: the variants the menu offers, every rule knob of
//! each, the theme and key bindings. It is built from layers, the built-in
//! `config.toml` first and then the player's own file, and it is judged
//! whole when it loads, so a game never starts on rules it cannot honour.
//! Every problem is reported with its file, line and column.

mod blame;
pub mod edit;
mod error;
mod files;
mod knobs;
mod layer;
mod merged;
mod reach;
mod resolve;
mod tables;
mod words;

pub use error::{ConfigError, Location};
pub use reach::{NamedFile, Reach};
pub use tables::knobs_of;
/// The "did you mean" of config errors, for the command line's names too.
pub(crate) use words::closest;

use crate::engine::AnyRules;
use std::fmt;
use std::path::{Path, PathBuf};

/// The config that ships with the game, compiled in.
pub const BUILTIN: &str = include_str!("../config.toml");

/// How errors in the built-in config name it (it has no path on disk).
pub const BUILTIN_PATH: &str = "<built-in config.toml>";

#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    pub theme: Theme,
    /// Write a plain-text dump of every game that ends (`dumps/` in the
    /// data directory), not only when asked with `#`.
    pub dump_on_game_over: bool,
    /// Show the danger odds (hints) from the start of each game; `h`
    /// toggles them in play. Off unless the player asked.
    pub hints: bool,
    /// Capture the mouse (click a room, scroll the log). false leaves the
    /// terminal's own text selection working.
    pub mouse: bool,
    /// Bindings in the order written; a later file's binding for the same
    /// action replaces the earlier one in place.
    pub keys: Vec<KeyBinding>,
    /// In menu order: the built-in variants first, then new ones as written.
    pub variants: Vec<Variant>,
    /// `wumpus serve`'s limits (`[serve]`); its flags override them.
    pub serve: ServeConfig,
    /// The caves and labyrinth files the variants name: the text as
    /// written and where the file is (what a server offers its players).
    pub files: Vec<NamedFile>,
}

/// The `[serve]` table: where `wumpus serve` listens and its limits
/// (docs/server.md). Each is a flag too, and a flag wins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServeConfig {
    pub listen: std::net::SocketAddr,
    /// Where the web page is served, if it is (`--web`).
    pub web: Option<std::net::SocketAddr>,
    /// Connections at once; more are refused.
    pub max_connections: u32,
    /// New connections one address may open in a minute.
    pub per_address_per_minute: u32,
    /// Minutes a connection may sit with no input before it is closed.
    pub idle_minutes: u32,
    /// Minutes a person who left a table keeps their seat; then a bot
    /// plays it.
    pub keep_seat_minutes: u32,
    /// Milliseconds a bot's step stays on a table's screens before the
    /// next (the time a bot takes at one keyboard).
    pub bot_pace_ms: u32,
    /// Connections one address may hold open at once.
    pub per_address_open: u32,
    /// Web logins and registrations one address, or one name, may try
    /// a minute.
    pub login_tries_per_minute: u32,
    /// SSH handshakes in progress at once (not yet let in), counted apart
    /// from the players.
    pub max_handshakes: u32,
    /// Seconds a connection has to finish its handshake and be let in.
    pub handshake_seconds: u32,
}

impl Default for ServeConfig {
    fn default() -> ServeConfig {
        ServeConfig {
            listen: std::net::SocketAddr::from(([127, 0, 0, 1], 2222)),
            web: None,
            max_connections: 256,
            per_address_per_minute: 60,
            idle_minutes: 30,
            keep_seat_minutes: 5,
            // A bot's pace at one keyboard (`front::hidden::PACE`; the
            // server's tests hold the two equal).
            bot_pace_ms: 900,
            per_address_open: 16,
            login_tries_per_minute: 10,
            max_handshakes: 64,
            handshake_seconds: 10,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Theme {
    #[default]
    Dark,
    Light,
    Mono,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Difficulty {
    Easy,
    Normal,
    Hard,
    Brutal,
}

/// One `[keys]` entry, kept unjudged: the UI knows the actions and key
/// names, and reports a bad one at `origin` (the action's key in the file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyBinding {
    pub action: String,
    pub key: String,
    pub origin: Location,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Variant {
    pub id: String,
    pub name: String,
    pub description: String,
    pub difficulty: Difficulty,
    pub rules: AnyRules,
    /// Every knob that applies, with its effective value as the config
    /// spells it, in docs/rules.md order, for the menu's details pane. `rooms`,
    /// `tunnels` and `one_way` appear only for random caves.
    pub knobs: Vec<(String, String)>,
    /// The knobs whose value differs from the rule set's defaults.
    pub changed: Vec<String>,
}

/// One layer's text. `base_dir` is where caves-file paths in it start from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    pub path: String,
    pub text: String,
    pub base_dir: PathBuf,
}

impl Source {
    /// The compiled-in config.
    pub fn builtin() -> Source {
        Source {
            path: BUILTIN_PATH.into(),
            text: BUILTIN.into(),
            base_dir: PathBuf::new(),
        }
    }
}

/// The menu of a player whose own config holds `theirs`, on a host that
/// offers `house` (a server's variants; empty at home): the house's in
/// its order, then each of theirs the house has no id for (their own
/// customised variants; the built-ins both lists hold come once).
pub fn menu_variants(house: &[Variant], theirs: &[Variant]) -> Vec<Variant> {
    let mut menu = house.to_vec();
    for variant in theirs {
        if !menu.iter().any(|v| v.id == variant.id) {
            menu.push(variant.clone());
        }
    }
    menu
}

impl Config {
    /// A variant by its exact id, else by id or name ignoring case.
    pub fn variant(&self, query: &str) -> Option<&Variant> {
        let query = query.trim();
        self.variants.iter().find(|v| v.id == query).or_else(|| {
            self.variants.iter().find(|v| {
                v.id.eq_ignore_ascii_case(query) || v.name.to_lowercase() == query.to_lowercase()
            })
        })
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(words::Word::word(*self))
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(words::Word::word(*self))
    }
}

/// The config to play with: the built-in one overlaid with the player's file
/// (`explicit`, from `--config`; else `WUMPUS_CONFIG`; else `config.toml`
/// in the platform config directory, if it exists).
pub fn load(explicit: Option<&Path>) -> Result<Config, ConfigError> {
    let mut sources = vec![Source::builtin()];
    sources.extend(files::user_source(explicit)?);
    from_sources(&sources)
}

/// The built-in config overlaid with the file at `path`, which must exist.
pub fn check_file(path: &Path) -> Result<Config, ConfigError> {
    check_file_within(path, &Reach::Anywhere)
}

/// `check_file`, its paths opening only what `reach` allows.
pub fn check_file_within(path: &Path, reach: &Reach) -> Result<Config, ConfigError> {
    from_sources_within(&[Source::builtin(), files::source(path, "")?], reach)
}

/// Layers `sources` in order, later ones overriding earlier ones. Reads no
/// config file, only the caves files the sources name.
pub fn from_sources(sources: &[Source]) -> Result<Config, ConfigError> {
    from_sources_within(sources, &Reach::Anywhere)
}

/// `from_sources`, their paths opening only what `reach` allows.
pub fn from_sources_within(sources: &[Source], reach: &Reach) -> Result<Config, ConfigError> {
    let layers = sources
        .iter()
        .enumerate()
        .map(|(i, s)| layer::read(s, i))
        .collect::<Result<Vec<_>, _>>()?;
    resolve::resolve(&reach::Layers::new(sources, reach), layers)
}
