//! `wumpus check FILE` and `wumpus solve FILE`: the commands that read a
//! config file, or any kind of file `formats::kinds` lists, named on the
//! command line and say what it holds, or what is wrong with it.

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
    } else {
        match (crate::formats::kind_of(file).check)(file) {
            Ok(checked) => {
                for warning in &checked.warnings {
                    eprintln!("wumpus: {}:{warning}", file.display());
                }
                println!("{}: ok, {}", file.display(), checked.summary);
                ExitCode::SUCCESS
            }
            Err(e) => fail(&e),
        }
    }
}

/// `wumpus solve`: exit 0 with a route, 1 with none, 2 for a bad file.
pub(super) fn solve(file: &Path) -> ExitCode {
    let kind = crate::formats::kind_of(file);
    let Some(solve) = kind.solve else {
        // Another kind of file is no broken one of these: say what it is.
        let solvable: Vec<_> = crate::formats::solvable().collect();
        let ones: Vec<_> = solvable.iter().map(|k| k.one).collect();
        let manys: Vec<_> = solvable.iter().map(|k| k.many).collect();
        return fail(&format!(
            "{} is {}, not {}: `wumpus solve` solves {} (`wumpus check` reads {})",
            file.display(),
            kind.one,
            ones.join(" or "),
            manys.join(" and "),
            kind.many
        ));
    };
    match solve(file) {
        Ok(Some(route)) => {
            println!("{route}");
            ExitCode::SUCCESS
        }
        Ok(None) => {
            println!("no solution");
            ExitCode::from(1)
        }
        Err(e) => fail(&e),
    }
}
