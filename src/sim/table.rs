//! The bots' table: every variant played by its reference bot (the rule
//! set's first), by the smart bot (and its line-ups) and by the oracle,
//! which sees everything, over the same seeds, as Markdown for
//! docs/bots.md and the README.

use super::{ORACLE, SMART, SimReport, run_any};
use crate::ai::Smart;
use crate::engine::{AnyRules, Game};

/// A share of games won, with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    pub wins: u64,
    pub games: u64,
}

impl Rate {
    fn of(report: &SimReport) -> Rate {
        Rate {
            wins: report.wins,
            games: report.tally.games(),
        }
    }

    pub fn share(self) -> f64 {
        self.wins as f64 / self.games.max(1) as f64
    }

    /// Wilson's 95% score interval, which stays inside 0..1 and honest at
    /// 0% and 100%, where the normal approximation collapses to a point.
    pub fn interval(self) -> (f64, f64) {
        if self.games == 0 {
            return (0.0, 1.0);
        }
        let z = 1.959_964_f64;
        let n = self.games as f64;
        let p = self.share();
        let centre = p + z * z / (2.0 * n);
        let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
        let scale = 1.0 + z * z / n;
        (
            ((centre - spread) / scale).max(0.0),
            ((centre + spread) / scale).min(1.0),
        )
    }

    /// `95.0% (93.1–96.4)`.
    pub fn cell(self) -> String {
        let (lo, hi) = self.interval();
        format!(
            "{:.1}% ({:.1}–{:.1})",
            100.0 * self.share(),
            100.0 * lo,
            100.0 * hi
        )
    }
}

/// One line of the table: a variant with one smart line-up.
#[derive(Clone, Debug)]
pub struct TableRow {
    pub variant: String,
    pub reference: &'static str,
    pub reference_wins: Rate,
    pub smart: &'static str,
    pub smart_wins: Rate,
    pub smart_per_second: f64,
    pub oracle_wins: Rate,
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
/// bot, with each smart line-up and with the oracle, telling `progress`
/// of each row done.
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
        let oracle = run_any(rules, Some(ORACLE), games, seed, max_turns)?;
        for smart in lineups(rules) {
            let report = run_any(rules, Some(smart), games, seed, max_turns)?;
            let row = TableRow {
                variant: id.clone(),
                reference: reference_bot(rules),
                reference_wins: Rate::of(&reference),
                smart,
                smart_wins: Rate::of(&report),
                smart_per_second: report.games_per_second(),
                oracle_wins: Rate::of(&oracle),
            };
            progress(&row);
            rows.push(row);
        }
    }
    Ok(rows)
}

/// The rows as a Markdown table, each rate with its 95% interval.
pub fn table_markdown(rows: &[TableRow]) -> String {
    let mut s = String::from(
        "| variant | reference bot | its wins | smart bot | smart wins | oracle wins | smart games/s |\n\
         |---|---|---:|---|---:|---:|---:|\n",
    );
    for r in rows {
        s += &format!(
            "| {} | {} | {} | {} | {} | {} | {:.0} |\n",
            r.variant,
            r.reference,
            r.reference_wins.cell(),
            r.smart,
            r.smart_wins.cell(),
            r.oracle_wins.cell(),
            r.smart_per_second
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::Rate;

    #[test]
    fn an_interval_holds_its_share_and_narrows_with_more_games() {
        let few = Rate { wins: 9, games: 10 };
        let many = Rate {
            wins: 900,
            games: 1000,
        };
        let (lo, hi) = few.interval();
        assert!(lo < 0.9 && 0.9 < hi, "{lo} {hi}");
        let (mlo, mhi) = many.interval();
        assert!(mhi - mlo < hi - lo);
        // 900 of 1,000: the textbook Wilson interval is 0.880 to 0.917.
        assert!(
            (mlo - 0.8798).abs() < 0.001 && (mhi - 0.9170).abs() < 0.001,
            "{mlo} {mhi}"
        );
    }

    #[test]
    fn every_game_won_still_has_room_below() {
        let (lo, hi) = Rate {
            wins: 400,
            games: 400,
        }
        .interval();
        assert_eq!(hi, 1.0);
        assert!(lo > 0.98 && lo < 1.0, "{lo}");
        assert_eq!(Rate { wins: 0, games: 0 }.interval(), (0.0, 1.0));
    }
}
