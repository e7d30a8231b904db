//! `wumpus cave NAME [--seed N]`: any cave a variant can use, printed as a
//! caves file (docs/rules.md, Grenade), so it can be read, checked, kept or
//! played with `cave = "FILE"`.

use super::fail;
use crate::app::fresh_seed;
use crate::config::{self, Config};
use crate::engine::cave::{Cave, GENERATORS};
use crate::engine::{AnyRules, Game};
use crate::formats::builtin::{BUILTIN_CAVES, shared};
use crate::formats::caves::write_caves;
use std::io::Write as _;
use std::process::ExitCode;
use std::sync::Arc;

/// A cave found for a name, and whether the seed chose it (a drawn cave).
struct Found {
    cave: Arc<Cave>,
    drawn: bool,
}

/// Prints the cave `name` stands for. Built-in caves and the generators
/// come first (their names mean the same in every config); otherwise
/// `name` is a configured variant, by id or name, and its own cave is
/// printed: drawn with `seed` when it is generated (or its labels are
/// shuffled), its caves file for a grenade variant.
pub(super) fn print(config: &Config, name: &str, seed: Option<u64>) -> ExitCode {
    let chosen = seed.unwrap_or_else(fresh_seed);
    let found = match find(config, name.trim(), chosen) {
        Ok(found) => found,
        Err(why) => return fail(&why),
    };
    let text = match write_caves(&found.cave) {
        Ok(text) => text,
        Err(e) => return fail(&format!("cannot print {name:?} as a caves file: {e}")),
    };
    if found.drawn && seed.is_none() {
        // On stderr, so the caves file on stdout stays clean.
        eprintln!("wumpus: drew the cave with seed {chosen} (--seed {chosen} draws it again)");
    }
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        // A closed pipe is the reader leaving, not an error.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(&format!("cannot write the cave: {e}")),
    }
}

fn find(config: &Config, name: &str, seed: u64) -> Result<Found, String> {
    if BUILTIN_CAVES.iter().any(|(n, _)| *n == name) {
        let cave =
            shared(name).ok_or_else(|| format!("the built-in cave {name:?} did not load"))?;
        return Ok(Found { cave, drawn: false });
    }
    if let Some((_, draw)) = GENERATORS.iter().find(|(n, _)| *n == name) {
        return Ok(Found {
            cave: Arc::new(draw(seed)),
            drawn: true,
        });
    }
    let Some(variant) = config.variant(name) else {
        return Err(unknown(config, name));
    };
    match cave_of(&variant.rules, seed) {
        Some((cave, drawn)) => Ok(Found { cave, drawn }),
        None => Err(format!(
            "variant {:?} plays the {} rules, which have no cave of rooms and tunnels; {}",
            variant.id,
            variant.rules.rule_set(),
            valid_names(config)
        )),
    }
}

/// The cave a variant of `rules` plays in with `seed`, as its rule set
/// says (`Game::cave_of`): every rule set answers, none is named here.
fn cave_of(rules: &AnyRules, seed: u64) -> Option<(Arc<Cave>, bool)> {
    crate::with_game!(rules, G, r => <G as Game>::cave_of(r, seed))
}

/// The names `wumpus cave` takes: built-in caves, generators, and the ids of
/// the variants that have a cave.
fn names(config: &Config) -> Vec<&str> {
    let mut names: Vec<&str> = BUILTIN_CAVES.iter().map(|(n, _)| *n).collect();
    names.extend(GENERATORS.iter().map(|(n, _)| *n));
    for v in &config.variants {
        // Any seed tells whether there is a cave; this list is only for
        // a message, so the draw it costs does not matter.
        let has_cave = cave_of(&v.rules, 0).is_some();
        if has_cave && !names.contains(&v.id.as_str()) {
            names.push(&v.id);
        }
    }
    names
}

fn valid_names(config: &Config) -> String {
    format!("the caves are: {}", names(config).join(", "))
}

fn unknown(config: &Config, name: &str) -> String {
    let all = names(config);
    let hint = match config::closest(name, &all) {
        Some(near) => format!(" (did you mean {near:?}?)"),
        None => String::new(),
    };
    format!("no cave {name:?}{hint}; {}", valid_names(config))
}
