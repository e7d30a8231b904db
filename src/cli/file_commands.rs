//! `wumpus check FILE` and `wumpus solve FILE`: the commands that read a
//! caves, labyrinth or config file named on the command line and say what
//! it holds, or what is wrong with it.

use super::fail;
use crate::config;
use std::path::Path;
use std::process::ExitCode;

pub(super) fn check(file: &Path) -> ExitCode {
    let is_config = file.extension().is_some_and(|e| e == "toml");
    if is_config {
        // Play refuses bad key bindings, so check does too.
        let checked = config::check_file(file)
            .map_err(|e| e.to_string())
            .and_then(|config| {
                crate::front::keymap()
                    .with_overrides(&config.keys)
                    .map(|_| config)
            });
        match checked {
            Ok(config) => {
                println!(
                    "{}: ok, a config with {} variants",
                    file.display(),
                    config.variants.len()
                );
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e),
        }
    } else if is_labyrinth(file) {
        match crate::formats::labyrinth::read_labyrinth_file(file) {
            Ok(parsed) => {
                let unplayable = crate::formats::labyrinth::winnable::warnings(&parsed.grid);
                for w in parsed.warnings.iter().chain(&unplayable) {
                    eprintln!(
                        "wumpus: {}:{}:{}: warning: {}",
                        file.display(),
                        w.line,
                        w.column,
                        w.message
                    );
                }
                let g = &parsed.grid;
                println!(
                    "{}: ok, a labyrinth of {}x{} cells with {} wormholes",
                    file.display(),
                    g.width() - 2,
                    g.height() - 2,
                    g.wormholes()
                );
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e.to_string()),
        }
    } else {
        match crate::formats::caves::read_caves_file(file) {
            Ok(cave) => {
                let kind = if cave.is_two_way() {
                    "two-way"
                } else {
                    "with one-way tunnels"
                };
                println!(
                    "{}: ok, a caves file of {} rooms, {kind}, strongly connected",
                    file.display(),
                    cave.rooms()
                );
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e.to_string()),
        }
    }
}

/// Whether `file` holds a labyrinth rather than caves, by its content (a
/// file that cannot be read goes to the labyrinth reader, whose error
/// says why as well as any).
fn is_labyrinth(file: &Path) -> bool {
    match crate::formats::caves::file::read_small(file) {
        Ok(bytes) => {
            crate::formats::labyrinth::looks_like_labyrinth(&String::from_utf8_lossy(&bytes))
        }
        Err(_) => true,
    }
}

/// `wumpus solve`: exit 0 with a route, 1 with none, 2 for a bad file.
pub(super) fn solve(file: &Path) -> ExitCode {
    use crate::engine::labyrinth::solve;
    // A caves file is no broken labyrinth: say what it is.
    if !is_labyrinth(file) {
        return fail(&format!(
            "{} is a caves file, not a labyrinth: `wumpus solve` solves labyrinth files (`wumpus check` reads caves files)",
            file.display()
        ));
    }
    match crate::formats::labyrinth::read_labyrinth_file(file) {
        Ok(parsed) => match solve::solve(&parsed.grid) {
            Some(route) => {
                println!("{} {}", route.len(), solve::letters(&route));
                ExitCode::SUCCESS
            }
            None => {
                println!("no solution");
                ExitCode::from(1)
            }
        },
        Err(e) => fail(&e.to_string()),
    }
}
