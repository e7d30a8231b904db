//! `wumpus sim VARIANT`: many games with a reference bot (the rule set's
//! first without `--bot`), on every core, as a table or one JSON object.

use super::{SimArgs, fail, find};
use crate::config::Config;
use crate::sim;
use std::io::Write;
use std::process::ExitCode;

/// More worker threads than this only costs memory (each has its own
/// stack), and a typo such as 100000 would exhaust the system's limits.
const MAX_THREADS: usize = 256;

/// Games per bot and variant for `--table` without `--games`: the whole
/// table in a few minutes on two cores.
const TABLE_GAMES: u64 = 200;

pub(super) fn simulate(config: &Config, args: &SimArgs) -> ExitCode {
    let mut pool = rayon::ThreadPoolBuilder::new();
    if let Some(t) = args.threads {
        if t > MAX_THREADS {
            return fail(&format!(
                "--threads {t} is too many: at most {MAX_THREADS} (the default uses every core)"
            ));
        }
        pool = pool.num_threads(t.max(1));
    }
    let pool = match pool.build() {
        Ok(pool) => pool,
        Err(e) => return fail(&format!("cannot start worker threads: {e}")),
    };
    if args.table {
        return pool.install(|| table(config, args));
    }
    let Some(id) = args.variant.as_deref() else {
        return fail("name a variant, or ask for --table");
    };
    let variant = match find(config, id) {
        Ok(v) => v,
        Err(code) => return code,
    };
    let games = args.games.unwrap_or(100_000);
    let report = pool.install(|| {
        sim::run_any(
            &variant.rules,
            args.bot.as_deref(),
            games,
            args.seed,
            args.max_turns,
        )
    });
    let report = match report {
        Ok(report) => report,
        Err(why) => return fail(&why),
    };
    let t = &report.tally;
    let per_second = report.games_per_second();
    let mut out = std::io::stdout().lock();
    let written = if args.json {
        let outcomes: serde_json::Map<String, serde_json::Value> = report
            .outcomes()
            .into_iter()
            .map(|(k, n)| (k.to_string(), n.into()))
            .collect();
        let json = serde_json::json!({
            "variant": variant.id,
            "bot": report.bot,
            "games": t.games(),
            "seed": args.seed,
            "outcomes": outcomes,
            "mean_turns": t.mean_turns(),
            "seconds": report.seconds,
            "games_per_second": per_second,
        });
        writeln!(out, "{json}")
    } else {
        let mut text = format!(
            "{} · bot {} · {} games from seed {}\n",
            variant.id,
            report.bot,
            t.games(),
            args.seed
        );
        for (key, n) in report.outcomes() {
            let share = 100.0 * n as f64 / t.games().max(1) as f64;
            text += &format!("{key:<14} {n:>10} {share:>7.3}%\n");
        }
        text += &format!("mean turns     {:>10.3}\n", t.mean_turns());
        text += &format!(
            "games/second   {:>10.0}   ({:.3} s)\n",
            per_second, report.seconds
        );
        write!(out, "{text}")
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::FAILURE,
    }
}

/// `wumpus sim [VARIANT] --table`: the bots table of docs/bots.md (one
/// variant's rows when one is named), a line of progress per row on
/// stderr.
fn table(config: &Config, args: &SimArgs) -> ExitCode {
    let games = args.games.unwrap_or(TABLE_GAMES);
    let only = match args.variant.as_deref().map(|id| find(config, id)) {
        Some(Ok(v)) => Some(v.id.clone()),
        Some(Err(code)) => return code,
        None => None,
    };
    let variants: Vec<(String, crate::engine::AnyRules)> = config
        .variants
        .iter()
        .filter(|v| !args.skip.contains(&v.id))
        .filter(|v| only.as_ref().is_none_or(|id| *id == v.id))
        .map(|v| (v.id.clone(), v.rules.clone()))
        .collect();
    let rows = sim::table(&variants, games, args.seed, args.max_turns, |row| {
        eprintln!(
            "{} {}: {} ({} {}, oracle {})",
            row.variant,
            row.smart,
            row.smart_wins.cell(),
            row.reference,
            row.reference_wins.cell(),
            row.oracle_wins.cell()
        );
    });
    match rows {
        Ok(rows) => {
            let skipped = if args.skip.is_empty() {
                String::new()
            } else {
                format!(" (left out: {})", args.skip.join(", "))
            };
            let text = format!(
                "{games} games per bot and variant from seed {}{skipped}\n\n{}",
                args.seed,
                sim::table_markdown(&rows)
            );
            match write!(std::io::stdout().lock(), "{text}") {
                Ok(()) => ExitCode::SUCCESS,
                Err(_) => ExitCode::FAILURE,
            }
        }
        Err(why) => fail(&why),
    }
}
