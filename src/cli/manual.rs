//! `wumpus man` and `wumpus completions SHELL`: the man page and the shell
//! completion scripts, both made from the clap definition of `Cli`, so they
//! list exactly the commands and flags the program takes. The man page is
//! one page: every command gets a subsection with its own arguments, rather
//! than a pointer to a `wumpus-play(1)` page that nothing installs.

use super::Cli;
use clap::{Arg, Command, CommandFactory};
use clap_complete::Shell;
use clap_mangen::Man;
use clap_mangen::roff::{Roff, bold, roman};
use std::io::Write;
use std::process::ExitCode;

/// The man page, as roff.
pub fn man_page() -> std::io::Result<Vec<u8>> {
    let mut cli = Cli::command();
    cli.build();
    let man = Man::new(cli.clone());
    let mut out = Vec::new();
    man.render_title(&mut out)?;
    man.render_name_section(&mut out)?;
    man.render_synopsis_section(&mut out)?;
    man.render_description_section(&mut out)?;
    man.render_options_section(&mut out)?;
    commands(&cli).to_writer(&mut out)?;
    closing().to_writer(&mut out)?;
    man.render_version_section(&mut out)?;
    Ok(out)
}

/// The completion script for `shell`.
pub fn completions(shell: Shell) -> Vec<u8> {
    let mut cli = Cli::command();
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut cli, "wumpus", &mut out);
    out
}

/// `wumpus man`.
pub fn print_man() -> ExitCode {
    match man_page() {
        Ok(page) => print(&page),
        Err(e) => {
            eprintln!("wumpus: the man page: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `wumpus completions SHELL`.
pub fn print_completions(shell: Shell) -> ExitCode {
    print(&completions(shell))
}

/// Writes `bytes` to stdout; a reader that went away early (`| head`) is
/// not an error worth a message.
fn print(bytes: &[u8]) -> ExitCode {
    let mut out = std::io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("wumpus: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The commands someone types: not hidden ones, not clap's own `help`.
fn shown(cli: &Command) -> impl Iterator<Item = &Command> {
    cli.get_subcommands()
        .filter(|c| !c.is_hide_set() && c.get_name() != "help")
}

/// COMMANDS: each command's usage, what it does, and its own arguments
/// (the global ones are under OPTIONS).
fn commands(cli: &Command) -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["COMMANDS"]);
    for command in shown(cli) {
        let title = format!("{} {}", cli.get_name(), command.get_name());
        roff.control("SS", [title.as_str()]);
        let usage = command.clone().render_usage().to_string();
        let usage = usage.trim_start_matches("Usage:").trim();
        roff.text([bold(usage)]);
        let about = command.get_long_about().or(command.get_about());
        if let Some(about) = about {
            roff.control("PP", []);
            roff.text([roman(about.to_string())]);
        }
        for arg in command.get_arguments().filter(|a| own(a)) {
            roff.control("TP", []);
            roff.text([bold(label(arg))]);
            if let Some(help) = arg.get_long_help().or(arg.get_help()) {
                roff.text([roman(help.to_string())]);
            }
        }
    }
    roff
}

/// An argument the command itself declares (not `--help`, not a global
/// flag repeated from the top, not hidden).
fn own(arg: &Arg) -> bool {
    !arg.is_hide_set() && !arg.is_global_set() && arg.get_id() != "help"
}

/// How an argument is typed: `<VARIANT>`, `--seed <SEED>`, `--json`.
fn label(arg: &Arg) -> String {
    let value = || {
        let names: Vec<String> = match arg.get_value_names() {
            Some(names) => names.iter().map(|n| format!("<{n}>")).collect(),
            None => vec![format!("<{}>", arg.get_id().as_str().to_uppercase())],
        };
        names.join(" ")
    };
    match (arg.get_long(), arg.get_short()) {
        (None, None) => value(),
        (long, short) => {
            let mut flags: Vec<String> = Vec::new();
            if let Some(short) = short {
                flags.push(format!("-{short}"));
            }
            if let Some(long) = long {
                flags.push(format!("--{long}"));
            }
            let flags = flags.join(", ");
            if arg.get_action().takes_values() {
                format!("{flags} {}", value())
            } else {
                flags
            }
        }
    }
}

/// ENVIRONMENT, FILES and SEE ALSO.
fn closing() -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["ENVIRONMENT"]);
    roff.control("TP", []);
    roff.text([bold("WUMPUS_CONFIG")]);
    roff.text([roman(
        "A config file to lay over the built-in variants when --config is not given.",
    )]);
    roff.control("TP", []);
    roff.text([bold("WUMPUS_DATA")]);
    roff.text([roman(
        "The data directory for scores, saves, records and dumps, instead of the platform's.",
    )]);
    roff.control("SH", ["SEE ALSO"]);
    roff.text([roman(
        "The manual in the docs/ directory of the source: playing.md, cli.md, config.md, \
         records.md, and rules.md, the rule book of every variant.",
    )]);
    roff
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The commands `--help` lists, by name.
    fn names() -> Vec<String> {
        let mut cli = Cli::command();
        cli.build();
        shown(&cli).map(|c| c.get_name().to_string()).collect()
    }

    #[test]
    fn the_man_page_has_a_subsection_for_every_command() {
        let names = names();
        for known in ["play", "resume", "replay", "scores", "variants", "sim"] {
            assert!(names.iter().any(|n| n == known), "{known} in {names:?}");
        }
        let page = String::from_utf8(man_page().expect("the page renders")).expect("UTF-8");
        assert!(page.contains(".TH wumpus 1"), "a roff page of section 1");
        for name in &names {
            assert!(
                page.contains(&format!(".SS \"wumpus {name}\"")),
                "no subsection for {name}"
            );
        }
        // Each command's own flags are there, the global ones once.
        for flag in [
            "\\-\\-cheat",
            "\\-\\-list",
            "\\-\\-force",
            "\\-\\-max\\-turns",
        ] {
            assert!(page.contains(flag), "{flag} missing");
        }
        assert!(
            !page.contains("wumpus-play(1)"),
            "points at pages that are not installed"
        );
        // The installing commands stay out of the page, as out of --help.
        assert!(!page.contains(".SS \"wumpus man\""));
    }

    #[test]
    fn the_bash_completion_completes_the_commands() {
        let script = String::from_utf8(completions(Shell::Bash)).expect("UTF-8");
        for name in names() {
            assert!(
                script.contains(&name),
                "{name} missing from the bash script"
            );
        }
        assert!(script.contains("resume"));
        assert!(script.contains("complete -F"), "a bash completion function");
    }

    #[test]
    fn every_shell_gets_a_script() {
        for shell in [
            Shell::Bash,
            Shell::Zsh,
            Shell::Fish,
            Shell::Elvish,
            Shell::PowerShell,
        ] {
            let script = String::from_utf8(completions(shell)).expect("UTF-8");
            assert!(script.contains("wumpus"), "{shell}");
            assert!(script.contains("resume"), "{shell}");
        }
    }
}
