//! The bots' table: every variant played by its reference bot (the rule
//! set's first) and by the smart bot (and its line-ups), as Markdown, for
//! docs/bots.md.

use super::{SMART, run_any};
use crate::ai::Smart;
use crate::engine::{AnyRules, Game};

/// One line of the table: a variant with one smart line-up.
#[derive(Clone, Debug)]
pub struct TableRow {
    pub variant: String,
    pub reference: &'static str,
    pub reference_wins: f64,
    pub smart: &'static str,
    pub smart_wins: f64,
    pub smart_per_second: f64,
}

/// The smart line-ups of a rule set: `smart`, then the others.
fn lineups(rules: &AnyRules) -> Vec<&'static str> {
    crate::with_game!(rules, G, _r => {
        let mut all = vec![SMART];
        all.extend_from_slice(<G as Smart>::LINEUPS);
        all
    })
}

fn reference_bot(rules: &AnyRules) -> &'static str {
    crate::with_game!(rules, G, _r => G::BOTS.first().copied().unwrap_or(""))
}

/// Plays `games` games from `seed` of every variant with its reference
/// bot and with each smart line-up, telling `progress` of each variant
/// done.
pub fn table(
    variants: &[(String, AnyRules)],
    games: u64,
    seed: u64,
    max_turns: u32,
    mut progress: impl FnMut(&TableRow),
) -> Result<Vec<TableRow>, String> {
    let mut rows = Vec::new();
    for (id, rules) in variants {
        let reference = run_any(rules, None, games, seed, max_turns)?;
        for smart in lineups(rules) {
            let report = run_any(rules, Some(smart), games, seed, max_turns)?;
            let row = TableRow {
                variant: id.clone(),
                reference: reference_bot(rules),
                reference_wins: reference.win_rate(),
                smart,
                smart_wins: report.win_rate(),
                smart_per_second: report.games_per_second(),
            };
            progress(&row);
            rows.push(row);
        }
    }
    Ok(rows)
}

/// The rows as a Markdown table.
pub fn table_markdown(rows: &[TableRow]) -> String {
    let mut s = String::from(
        "| variant | reference bot | its wins | smart bot | smart wins | smart games/s |\n\
         |---|---|---:|---|---:|---:|\n",
    );
    for r in rows {
        s += &format!(
            "| {} | {} | {:.1}% | {} | {:.1}% | {:.0} |\n",
            r.variant,
            r.reference,
            100.0 * r.reference_wins,
            r.smart,
            100.0 * r.smart_wins,
            r.smart_per_second
        );
    }
    s
}
