use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    wumpus::cli::run(wumpus::cli::Cli::parse())
}
