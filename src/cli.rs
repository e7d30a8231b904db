//! The command line: `play`, `resume`, `replay`, `scores`, `variants`,
//! `sim`, `check`, `solve` and `cave` (and, hidden from `--help`, `man`
//! and `completions`). The data directory (records, scores, the save) is
//! named here, from `WUMPUS_DATA` or the platform's, and handed down:
//! nothing below reads the environment for it.

mod args;
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
use std::io::{IsTerminal, Write as _};
use std::path::PathBuf;
use std::process::ExitCode;

pub use args::{Cli, Command, PlayArgs, ServeArgs, SimArgs};

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
