//! The server's scores: every finished game of every player and every
//! table, read from their data dirs' score files, for the lobby's
//! "everyone's best games".

use crate::app::Played;
use crate::record::{DataDir, Scores};
use std::path::Path;

/// Every finished game under `players` (one data dir per name) and in
/// `tables`, abandoned ones left out. A file that cannot be read is left
/// out too: the player's own scores screen says why.
pub fn played(players: &Path, tables: &Path) -> Vec<Played> {
    let mut all = Vec::new();
    if let Ok(dirs) = std::fs::read_dir(players) {
        for dir in dirs.flatten() {
            let name = dir.file_name().to_string_lossy().into_owned();
            // Only names the server gave out: never a stray directory.
            if super::check_name(&name).is_ok() {
                read(&dir.path(), &name, &mut all);
            }
        }
    }
    read(tables, "(a table)", &mut all);
    all
}

fn read(dir: &Path, who: &str, into: &mut Vec<Played>) {
    let Ok(scores) = Scores::load(&DataDir::at(dir).scores()) else {
        return;
    };
    into.extend(
        scores
            .rows()
            .filter(|s| s.outcome() != "abandoned")
            .map(|s| Played {
                who: who.to_string(),
                variant: s.name().to_string(),
                won: s.win(),
                outcome: s.outcome().to_string(),
                turns: s.turns(),
                date: s.date().to_string(),
                cheat: s.cheat(),
                hints: s.hints(),
            }),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::lobby::best_of_each;

    fn line(name: &str, outcome: &str, win: bool, turns: u32, date: &str) -> String {
        format!(
            r#"{{"format":1,"variant":"v","name":"{name}","rules":"classic","seed":1,"outcome":"{outcome}","win":{win},"turns":{turns},"cheat":false,"hints":false,"hand_seeded":false,"date":"{date}"}}"#
        )
    }

    fn scores(dir: &Path, lines: &[String]) {
        std::fs::create_dir_all(dir).expect("a dir");
        std::fs::write(dir.join("scores.jsonl"), lines.join("\n") + "\n").expect("written");
    }

    #[test]
    fn a_tables_bots_keep_the_pace_of_one_keyboard_unless_told() {
        let configured = crate::config::ServeConfig::default().bot_pace_ms;
        assert_eq!(
            u128::from(configured),
            crate::front::hidden::PACE.as_millis()
        );
        assert_eq!(
            crate::serve::Limits::default().bot_pace,
            crate::front::hidden::PACE
        );
    }

    #[test]
    fn everyones_best_games_are_ranked_across_players_and_tables_without_abandoned_ones() {
        let root = tempfile::tempdir().expect("temp dir");
        let players = root.path().join("players");
        let tables = root.path().join("tables");
        let day = "2026-11-27T00:00:00Z";
        scores(
            &players.join("ann"),
            &[
                line("Classic", "pit", false, 3, day),
                line("Classic", "won", true, 20, day),
                line("Classic", "abandoned", false, 1, day),
            ],
        );
        scores(
            &players.join("bob"),
            &[line("Classic", "won", true, 9, day)],
        );
        // A directory that is no player's name is not read.
        scores(
            &players.join(".hidden"),
            &[line("Classic", "won", true, 1, day)],
        );
        scores(
            &tables,
            &[line("Hidden Wumpus", "humans_win", true, 30, day)],
        );
        let best = best_of_each(played(&players, &tables));
        let shown: Vec<(&str, Vec<(&str, u32)>)> = (best.iter())
            .map(|(v, games)| {
                (
                    v.as_str(),
                    games.iter().map(|g| (g.who.as_str(), g.turns)).collect(),
                )
            })
            .collect();
        assert_eq!(
            shown,
            [
                ("Classic", vec![("bob", 9), ("ann", 20), ("ann", 3)]),
                ("Hidden Wumpus", vec![("(a table)", 30)]),
            ]
        );
    }
}
