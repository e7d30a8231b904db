//! The server's scores: every finished game of every player and every
//! table, read from their data dirs' score files, for the lobby's
//! "everyone's best games".

use crate::app::Played;
use crate::record::{DataDir, Scores};
use std::path::{Path, PathBuf};

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
                replay: s
                    .has_record()
                    .then(|| s.line().ok())
                    .flatten()
                    .and_then(|l| l.id),
            }),
    );
}

/// Where the record of the game `id` is kept, found in the score files
/// `played` reads: only a line's own id and its record's file name make
/// the path, never what a visitor typed.
pub fn record_of(players: &Path, tables: &Path, id: &str) -> Option<PathBuf> {
    if !crate::record::id::is_valid(id) {
        return None;
    }
    let mut dirs = vec![tables.to_path_buf()];
    if let Ok(entries) = std::fs::read_dir(players) {
        dirs.extend(
            (entries.flatten())
                .filter(|d| super::check_name(&d.file_name().to_string_lossy()).is_ok())
                .map(|d| d.path()),
        );
    }
    dirs.into_iter().find_map(|dir| {
        let data = DataDir::at(&dir);
        let scores = Scores::load(&data.scores()).ok()?;
        let line = (scores.rows())
            .filter(|s| s.has_record())
            .filter_map(|s| s.line().ok())
            .find(|l| l.id.as_deref() == Some(id))?;
        data.record(line.record.as_deref()?)
    })
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

    /// A replay link finds its record by the id in a score line, in a
    /// player's dir or the tables', and opens only that line's record
    /// file: an id not kept, or not an id at all, finds nothing.
    #[test]
    fn a_record_is_found_by_its_score_line_s_id_and_by_nothing_else() {
        let root = tempfile::tempdir().expect("temp dir");
        let players = root.path().join("players");
        let tables = root.path().join("tables");
        let day = "2026-11-27T00:00:00Z";
        let kept = |id: &str, record: &str| {
            line("Classic", "won", true, 4, day).replace(
                r#""date""#,
                &format!(r#""id":"{id}","record":"{record}","date""#),
            )
        };
        scores(
            &players.join("ann"),
            &[
                kept("00000000000000aa", "ann-1.json"),
                line("Classic", "pit", false, 2, day),
            ],
        );
        scores(&tables, &[kept("00000000000000bb", "table-1.json")]);
        // A line naming a path out of its records: not a file it opens.
        scores(
            &players.join("eve"),
            &[kept("00000000000000cc", "../../ann/scores.jsonl")],
        );
        assert_eq!(
            record_of(&players, &tables, "00000000000000aa"),
            Some(players.join("ann").join("records").join("ann-1.json"))
        );
        assert_eq!(
            record_of(&players, &tables, "00000000000000bb"),
            Some(tables.join("records").join("table-1.json"))
        );
        assert_eq!(record_of(&players, &tables, "00000000000000cc"), None);
        assert_eq!(record_of(&players, &tables, "00000000000000dd"), None);
        assert_eq!(record_of(&players, &tables, "../../etc/passwd"), None);
        assert_eq!(record_of(&players, &tables, ""), None);
        let listed = played(&players, &tables);
        let ids: Vec<Option<&str>> = listed.iter().map(|p| p.replay.as_deref()).collect();
        assert!(ids.contains(&Some("00000000000000aa")), "{ids:?}");
        assert!(ids.contains(&None), "a game with no record has no replay");
    }
}
