//! The command line: `play`, `resume`, `replay`, `scores`, `variants`,
//! `sim`, `check`, `solve` and `cave` (and, hidden from `--help`, `man`
//! and `completions`). The data directory (records, scores, the save) is
//! named here, from `WUMPUS_DATA` or the platform's, and handed down:
//! nothing below reads the environment for it.

mod cave;
mod file_commands;
mod manual;
mod records;
mod serve;
mod sim;

use crate::app::{App, Seeds, fresh_seed};
use crate::config::{self, Config, Variant};
use crate::keymap::Keymap;
use crate::ui::theme::{Theme, ThemeName};
use clap::{Args, Parser, Subcommand};
use std::io::{IsTerminal, Write as _};
use std::path::PathBuf;
use std::process::ExitCode;

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

/// Exit code for bad input: a config or file error, an unknown name.
const BAD_INPUT: u8 = 2;

/// `--config`, for the settings screen to save to the file the config
/// was read from.
static CONFIG_PATH: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();

pub fn run(cli: Cli) -> ExitCode {
    let _ = CONFIG_PATH.set(cli.config.clone());
    crate::terminal::survive_file_limits();
    // Text mode when asked, or when there is no screen to draw on.
    let plain = cli.plain || !std::io::stdout().is_terminal();
    match cli.command {
        Some(Command::Check { file }) => file_commands::check(&file),
        Some(Command::Solve { file }) => file_commands::solve(&file),
        Some(Command::Cave { name, seed }) => {
            with_config(&cli.config, |config| cave::print(config, &name, seed))
        }
        Some(Command::Variants) => with_config(&cli.config, |config| {
            let width = |f: fn(&Variant) -> usize| config.variants.iter().map(f).max();
            let id = width(|v| v.id.chars().count()).unwrap_or(0);
            let name = width(|v| v.name.chars().count()).unwrap_or(0);
            for v in &config.variants {
                println!(
                    "{:<id$}  {:<name$}  {:<7} {}",
                    v.id,
                    v.name,
                    v.difficulty.to_string(),
                    v.description
                );
            }
            ExitCode::SUCCESS
        }),
        Some(Command::Sim(args)) => with_config(&cli.config, |config| sim::simulate(config, &args)),
        Some(Command::Play(args)) => with_config(&cli.config, |config| play(config, &args, plain)),
        Some(Command::Resume { id, list }) => with_config(&cli.config, |config| {
            if list {
                records::list_saves(config)
            } else {
                records::resume(config, id.as_deref(), plain)
            }
        }),
        Some(Command::Replay { record, force }) => with_config(&cli.config, |config| {
            records::replay(config, &record, plain, force)
        }),
        Some(Command::Scores { variant, json }) => records::scores(variant.as_deref(), json),
        Some(Command::Serve(args)) => {
            with_config(&cli.config, |config| serve::serve(config, &args, cli.seed))
        }
        Some(Command::Man) => manual::print_man(),
        Some(Command::Completions { shell }) => manual::print_completions(shell),
        None if plain => with_config(&cli.config, |config| match config.variants.first() {
            Some(first) => {
                let seed = cli.seed.unwrap_or_else(fresh_seed);
                play_plain(config, first, seed, false, cli.seed.is_some())
            }
            None => fail("the config lists no variants"),
        }),
        None => with_config(&cli.config, |config| {
            let files = records::files(config);
            full_screen(config, |variants, keymap, theme| {
                let mut app = App::menu(variants, keymap, theme);
                if let Some(seed) = cli.seed {
                    app.seeds = Seeds::Counter(seed);
                }
                app.with_files(files)
            })
        }),
    }
}

fn with_config(path: &Option<PathBuf>, then: impl FnOnce(&Config) -> ExitCode) -> ExitCode {
    match config::load(path.as_deref()) {
        Ok(config) => then(&config),
        Err(e) => fail(&e.to_string()),
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("wumpus: {message}");
    ExitCode::from(BAD_INPUT)
}

fn find<'a>(config: &'a Config, query: &str) -> Result<&'a Variant, ExitCode> {
    config.variant(query).ok_or_else(|| {
        let known: Vec<&str> = config.variants.iter().map(|v| v.id.as_str()).collect();
        fail(&format!(
            "no variant {query:?}; the variants are: {}",
            known.join(", ")
        ))
    })
}

fn play(config: &Config, args: &PlayArgs, plain: bool) -> ExitCode {
    let variant = match find(config, &args.variant) {
        Ok(v) => v,
        Err(code) => return code,
    };
    let seed = args.seed.unwrap_or_else(fresh_seed);
    let by_hand = args.seed.is_some();
    if plain {
        return play_plain(config, variant, seed, args.cheat, by_hand);
    }
    let index = config
        .variants
        .iter()
        .position(|v| v.id == variant.id)
        .unwrap_or(0);
    let files = records::files(config);
    full_screen(config, |variants, keymap, theme| {
        let mut app = App::menu(variants, keymap, theme).with_files(files);
        app.play_now(index, seed, args.cheat, by_hand);
        app
    })
}

/// Runs the full-screen app built by `make`. Key bindings are judged before
/// the screen changes, so a bad one is reported as a config error.
fn full_screen(config: &Config, make: impl FnOnce(Vec<Variant>, Keymap, Theme) -> App) -> ExitCode {
    let keymap = match crate::front::keymap().with_overrides(&config.keys) {
        Ok(k) => k,
        Err(e) => return fail(&e),
    };
    let theme = Theme::from_env(match config.theme {
        config::Theme::Dark => ThemeName::Dark,
        config::Theme::Light => ThemeName::Light,
        config::Theme::Mono => ThemeName::Mono,
    });
    let mut app = make(config.variants.clone(), keymap, theme);
    let explicit = CONFIG_PATH.get().and_then(Option::as_deref);
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    app.prefs = crate::app::Prefs::new(config, config::edit::target(explicit), no_color);
    app.pointer.capture = config.mouse;
    app.hints_from_start(config.hints);
    match crate::terminal::run(&mut app) {
        Ok(crate::terminal::Ending::Quit) => ExitCode::SUCCESS,
        // As a shell reports death by a signal: 128 + its number.
        Ok(crate::terminal::Ending::Signalled(signal)) => {
            ExitCode::from(u8::try_from(128 + signal).unwrap_or(1))
        }
        Err(e) => {
            // Not `eprintln!`, which panics when stderr is gone with the
            // terminal.
            let _ = writeln!(std::io::stderr(), "wumpus: terminal error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn play_plain(
    config: &Config,
    variant: &Variant,
    seed: u64,
    cheat: bool,
    by_hand: bool,
) -> ExitCode {
    let opening = crate::front::Opening {
        id: variant.id.clone(),
        name: variant.name.clone(),
        seed,
        cheat,
        hand_seeded: by_hand,
        files: records::files(config),
        plain: true,
    };
    with_plain_io(|io| crate::plain::run_kept(&variant.rules, &opening, io))
}

/// Runs `then` on stdin and stdout as plain mode reads and writes them.
fn with_plain_io(then: impl FnOnce(&mut crate::plain::Io<'_>) -> std::io::Result<()>) -> ExitCode {
    let stdin = std::io::stdin();
    let echo = !stdin.is_terminal();
    let mut input = stdin.lock();
    let mut out = std::io::stdout().lock();
    let mut io = crate::plain::Io {
        input: &mut input,
        out: &mut out,
        echo,
    };
    match then(&mut io) {
        Ok(()) => ExitCode::SUCCESS,
        // A closed pipe is the reader leaving, not an error.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(&e.to_string()),
    }
}
