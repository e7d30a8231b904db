//! The command line as clap reads it: the global flags, each command and
//! its arguments, and their `--help` text (docs/cli.md is the long form).

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

/// Hunt the Wumpus, in the terminal.
#[derive(Parser, Debug)]
#[command(name = "wumpus", version, about, long_about = None)]
pub struct Cli {
    /// A config file to use instead of the one in the platform config dir
    /// (also: the WUMPUS_CONFIG environment variable).
    #[arg(long, global = true, value_name = "PATH")]
    pub config: Option<PathBuf>,
    /// Play as lines of text on stdin and stdout (automatic when stdout is
    /// not a terminal).
    #[arg(long, global = true)]
    pub plain: bool,
    /// The first game's seed when starting from the menu (later games take
    /// the next seeds), so a session can be replayed.
    #[arg(long)]
    pub seed: Option<u64>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play a variant (full screen, or text with --plain).
    Play(PlayArgs),
    /// Go on with a saved game, where it was left (full screen, or text
    /// with --plain): the newest, or the one ID names.
    Resume {
        /// A saved game's id, or the start of one that no other id shares.
        id: Option<String>,
        /// List the saved games (newest first) instead.
        #[arg(long, conflicts_with = "id")]
        list: bool,
    },
    /// Play a finished game back: a record file, `last` (the game that
    /// ended last), or N (a row of `wumpus scores`). With --plain, print
    /// its transcript as plain mode printed it. A record that stops being
    /// the game it records stops there, the turn named (exit 1).
    Replay {
        /// A record file's path, `last`, or a row number.
        record: String,
        /// Play on past the command where the record stops being the game
        /// these rules play (an edited record, or changed rules), marked.
        #[arg(long)]
        force: bool,
    },
    /// The score table: each variant's best games (wins first, then
    /// fewest turns), then the latest games.
    Scores {
        /// Only this variant (its id or name).
        variant: Option<String>,
        /// One JSON object a line: every game, each variant's best first.
        #[arg(long)]
        json: bool,
    },
    /// List the configured variants.
    Variants,
    /// Play many games with a bot and report how they end.
    Sim(SimArgs),
    /// Check a caves file, a labyrinth file or a config file and say what
    /// is wrong.
    Check {
        /// A caves file, a labyrinth file (told apart by their content), or
        /// a config file (ending in .toml).
        file: PathBuf,
    },
    /// Print a shortest winning route through a labyrinth file:
    /// `<length> <moves>`, or `no solution` (exit 1).
    Solve {
        /// A labyrinth file.
        file: PathBuf,
    },
    /// Print a cave as a caves file: a built-in cave (dodecahedron, mobius,
    /// beads, hex, dendrite, lattice), a generator (random, bsd), or a
    /// configured variant's own cave.
    Cave {
        /// The cave's name, a generator, or a variant's id.
        name: String,
        /// The seed a generated cave is drawn with (default: a new one,
        /// said on stderr).
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Serve the game over SSH: each person plays from their own terminal
    /// with `ssh -p 2222 NAME@HOST` (public-key auth; the first key used
    /// with a name claims it). Ctrl-C or SIGTERM saves every game and
    /// stops it.
    Serve(ServeArgs),
    /// Print the man page (roff) to stdout: `wumpus man > wumpus.1`.
    #[command(hide = true)]
    Man,
    /// Print a shell completion script to stdout.
    #[command(hide = true)]
    Completions {
        /// The shell: bash, zsh, fish, elvish or powershell.
        shell: clap_complete::Shell,
    },
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The variant's id or name (see `wumpus variants`).
    pub variant: String,
    /// The game's seed: the same seed and commands give the same game.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Show where everything is (marked on screen and in the record).
    #[arg(long)]
    pub cheat: bool,
}

#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Where to listen (default 127.0.0.1:2222, or `[serve] listen`). All
    /// interfaces only when asked: 0.0.0.0:2222.
    #[arg(long)]
    pub listen: Option<std::net::SocketAddr>,
    /// Serve the game from a web page too, at this address (or `[serve]
    /// web`); the flag alone: 127.0.0.1:8080. Players log in with a name
    /// and password there (docs/server.md, "In a browser").
    #[arg(long, value_name = "ADDR:PORT", num_args = 0..=1,
          default_missing_value = "127.0.0.1:8080")]
    pub web: Option<std::net::SocketAddr>,
    /// Serve the web page over TLS with this certificate chain (PEM; with
    /// `--tls-key`). Without it, put a proxy in front for TLS.
    #[arg(long, value_name = "PEM", requires = "tls_key")]
    pub tls_cert: Option<std::path::PathBuf>,
    /// The private key of `--tls-cert` (PEM).
    #[arg(long, value_name = "PEM", requires = "tls_cert")]
    pub tls_key: Option<std::path::PathBuf>,
    /// No SSH listener: a web-only server (needs `--web` or `[serve] web`).
    #[arg(long)]
    pub no_ssh: bool,
    /// The server's data dir: its host key, the claimed names, and each
    /// player's saves and scores (default: `server` in the data dir).
    #[arg(long)]
    pub data: Option<PathBuf>,
    /// The host key's file (made on first start, mode 0600).
    #[arg(long)]
    pub host_key: Option<PathBuf>,
    /// An authorized_keys file: only its keys are let in.
    #[arg(long)]
    pub keys: Option<PathBuf>,
    /// Connections at once; more are refused (default 256, or `[serve]
    /// max_connections`).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_connections: Option<u32>,
    /// New connections one address may open in a minute; more are refused
    /// (default 60, or `[serve] per_address_per_minute`).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub per_address_per_minute: Option<u32>,
    /// Minutes a connection may sit with no input before it is closed
    /// (default 30, or `[serve] idle_minutes`).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub idle_minutes: Option<u32>,
    /// Minutes a person who leaves a table in play keeps their seat, to
    /// take it again by connecting with the same key; then a bot plays it
    /// (default 5, or `[serve] keep_seat_minutes`).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub keep_seat_minutes: Option<u32>,
    /// Milliseconds a bot's step at a table stays on screen before the
    /// next (default 900, as at one keyboard, or `[serve] bot_pace_ms`).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub bot_pace_ms: Option<u32>,
    /// Connections one address may hold open at once; more are closed
    /// before the handshake (default 16, or `[serve] per_address_open`).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub per_address_open: Option<u32>,
    /// Web logins and registrations one address, or one name, may try a
    /// minute; more are refused (default 10, or `[serve]
    /// login_tries_per_minute`).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub login_tries_per_minute: Option<u32>,
    /// Connections not let in yet (SSH handshake and login in progress)
    /// at once, counted apart from the players; more are closed (default
    /// 64, or `[serve] max_handshakes`).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_handshakes: Option<u32>,
    /// Seconds a connection has to finish its handshake and be let in;
    /// then it is closed (default 10, or `[serve] handshake_seconds`).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub handshake_seconds: Option<u32>,
    /// Frees a player's name and exits (the server need not run): its
    /// claim (`players/NAME/key.pub`, damaged or its key lost) is moved
    /// aside, kept, and the next key to connect as NAME claims it.
    #[arg(long, value_name = "NAME")]
    pub release: Option<String>,
}

#[derive(Args, Debug)]
pub struct SimArgs {
    /// The variant's id or name.
    #[arg(required_unless_present = "table")]
    pub variant: Option<String>,
    /// The bot (classic: random or random-crooked; hidden: baseline; every
    /// rule set: smart and oracle, which sees everything; hidden also
    /// smart-humans, smart-wumpus; labyrinth also wall-follower,
    /// depth-first).
    /// Default: the rule set's first bot.
    #[arg(long)]
    pub bot: Option<String>,
    /// How many games (default: 100000; with --table, 200 per bot and variant).
    #[arg(long)]
    pub games: Option<u64>,
    /// Game i uses seed `seed + i`.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads (default: every core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// A game still going after this many turns ends as `capped`.
    #[arg(long, default_value_t = 1000)]
    pub max_turns: u32,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Every variant of the config (or the one named) with its reference
    /// bot, the smart bot and the oracle: the win rates with their 95%
    /// intervals as a Markdown table (as in docs/bots.md).
    #[arg(long, conflicts_with_all = ["bot", "json"])]
    pub table: bool,
    /// With --table: variants to leave out (ids, comma-separated).
    #[arg(long, value_delimiter = ',', requires = "table")]
    pub skip: Vec<String>,
}
