//! The oracles (`ai::oracle`): they alone read the truth, the fair bots
//! never name it; each plays its rule set as a player who sees everything
//! would, so its wins bound the smart bot's on the same games.

use crate::smart_bots::rules;
use std::path::{Path, PathBuf};

use wumpus::config::{Source, from_sources};
use wumpus::engine::cave::RoomId;
use wumpus::engine::classic::{Cheat, Classic, Command};
use wumpus::engine::labyrinth::Labyrinth;
use wumpus::engine::{AnyRules, Dice, Game, SOLO, Seer};
use wumpus::sim::{ORACLE, SMART, run_any};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Lines of `text` whose code (not comments) names a door to the truth.
fn truth_doors(text: &str) -> Vec<String> {
    const DOORS: &[&str] = &["reveal(", "Reveal", "Cheat", "Seer", "oracle"];
    text.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .filter(|code| DOORS.iter().any(|d| code.contains(d)))
        .map(str::to_string)
        .collect()
}

/// (file, why): fair-bot files that read the truth of worlds they drew
/// themselves. The list only shrinks: a file that stops is named.
const OWN_WORLDS: &[(&str, &str)] = &[
    (
        "src/ai/smart/hidden/value.rs",
        "scores a drawn world or a practice game by who is left alive",
    ),
    (
        "src/ai/smart/hidden/tests.rs",
        "checks that a drawn world keeps every tunnel the seat saw",
    ),
];

#[test]
fn no_fair_bot_names_the_truth() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src.join("ai"), &mut files);
    // The engine's reference bots are fair players too.
    for bots in ["classic/bots.rs", "hidden/bots", "hidden/bots.rs"] {
        let p = src.join("engine").join(bots);
        if p.is_dir() {
            rust_files(&p, &mut files);
        } else {
            files.push(p);
        }
    }
    let oracle = src.join("ai").join("oracle");
    files.retain(|f| !f.starts_with(&oracle) && *f != src.join("ai").join("oracle.rs"));
    assert!(
        files.len() > 20,
        "the fair bots' files are found: {files:?}"
    );
    let mut found = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        for line in truth_doors(&text) {
            found.push(format!("{}: {line}", f.display()));
        }
    }
    // ai.rs names the oracle module, and says in a comment what it is.
    found.retain(|l| {
        !(l.contains("src/ai.rs") && (l.contains("mod oracle") || l.contains("oracle::Oracle")))
    });
    // Files that read the truth of a world the bot drew itself from its
    // view (`Hidden::from_parts`), never of the game being played: a bot
    // is handed only a view, so the real game is out of its reach.
    let mut own_worlds_used = Vec::new();
    found.retain(|l| {
        let own = OWN_WORLDS.iter().find(|(f, _)| l.contains(f));
        if let Some((f, _)) = own {
            own_worlds_used.push(*f);
        }
        own.is_none()
    });
    assert!(found.is_empty(), "{}", found.join("\n"));
    for (f, why) in OWN_WORLDS {
        assert!(
            own_worlds_used.contains(f),
            "{f} ({why}) no longer reads a world: take it off OWN_WORLDS"
        );
    }
    // The check can fail: a bot that peeked would be caught.
    assert_eq!(
        truth_doors("let w = game.reveal().wumpi(); // fine here").len(),
        1
    );
}

/// Tunnels from `from` to every room, through rooms where `open` holds.
fn tunnels_from(
    truth: &Cheat<'_>,
    rooms: usize,
    from: RoomId,
    open: impl Fn(RoomId) -> bool,
) -> Vec<u32> {
    let mut dist = vec![u32::MAX; rooms];
    dist[from.index()] = 0;
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        for &t in truth.tunnels(at) {
            if dist[t.index()] == u32::MAX && open(t) {
                dist[t.index()] = dist[at.index()] + 1;
                queue.push_back(t);
            }
        }
    }
    dist
}

#[test]
fn the_classic_oracle_shoots_through_real_tunnels_when_the_wumpus_is_in_range() {
    let (mut shots, mut walks) = (0, 0);
    // No bowstring breaks in these, so every shot in range is sure.
    for (id, seed) in ["classic", "lattice", "dendrite"]
        .into_iter()
        .flat_map(|id| (1..100).map(move |s| (id, s)))
    {
        let AnyRules::Classic(r) = rules(id) else {
            panic!("{id}: classic rules")
        };
        assert!(r.arrow_falloff.iter().all(|&p| p == 0.0), "{id}");
        let game = Classic::new(r.clone(), seed);
        let truth = game.reveal();
        let here = truth.player();
        let wumpus = truth.wumpi()[0].room;
        // Tunnels from the player to the wumpus, counted here, apart
        // from the oracle's own search.
        let rooms = game.view(SOLO).rooms();
        let dist = tunnels_from(&truth, rooms, here, |_| true);
        let mut seer = wumpus::ai::oracle::ClassicOracle;
        let command = seer.command(truth, game.view(SOLO), &mut Dice::new(seed));
        match command {
            Command::Shoot(path) => {
                shots += 1;
                let rooms = path.rooms();
                assert_eq!(
                    rooms.len() as u32,
                    dist[wumpus.index()],
                    "{id} {seed}: shortest"
                );
                assert_eq!(rooms.last(), Some(&wumpus), "{id} {seed}");
                let mut at = here;
                for &room in rooms {
                    assert!(truth.tunnels(at).contains(&room), "{id} {seed}: {rooms:?}");
                    assert_ne!(room, here, "{id} {seed}: the arrow comes back");
                    at = room;
                }
            }
            Command::Move(to) => {
                walks += 1;
                assert!(
                    dist[wumpus.index()] > r.arrow_range,
                    "{id} {seed}: in range, yet it walks"
                );
                assert!(truth.tunnels(here).contains(&to));
                assert!(!truth.pits().contains(&to), "{id} {seed}: into a pit");
                // Bats only as a last resort: no walk free of them reaches
                // a room with the wumpus in range.
                if truth.bats().contains(&to) {
                    let (pits, bats) = (truth.pits(), truth.bats());
                    let clear = |r: RoomId| !pits.contains(&r) && !bats.contains(&r) && r != wumpus;
                    let walkable = tunnels_from(&truth, rooms, here, clear);
                    let in_range = (0..walkable.len())
                        .filter(|&i| walkable[i] != u32::MAX)
                        .any(|i| {
                            tunnels_from(&truth, rooms, RoomId(i as u16), |_| true)[wumpus.index()]
                                <= r.arrow_range
                        });
                    assert!(!in_range, "{id} {seed}: bats with a clear way on");
                }
                assert_ne!(to, wumpus);
            }
        }
    }
    assert!(shots > 100 && walks >= 5, "{shots} shots, {walks} walks");
}

#[test]
fn the_labyrinth_oracle_wins_whenever_the_solver_finds_a_win_within_the_moves() {
    for id in ["labyrinth-small", "labyrinth", "labyrinth-random"] {
        let AnyRules::Labyrinth(r) = rules(id) else {
            panic!("{id}: labyrinth rules")
        };
        for seed in 1..20 {
            let mut game = Labyrinth::new(r.clone(), seed);
            let shortest = game.reveal().shortest().expect("a start that can win");
            let limit = game.view(SOLO).move_limit();
            let mut seer = wumpus::ai::oracle::LabyrinthOracle;
            let mut out = Vec::new();
            while !game.is_over() {
                let c = seer.command(game.reveal(), game.view(SOLO), &mut Dice::new(seed));
                game.apply(&c, &mut out)
                    .expect("the solver's step is a move");
            }
            let won = game.outcome().is_some_and(wumpus::engine::Outcome::is_win);
            assert_eq!(won, shortest <= limit, "{id} seed {seed}");
            assert_eq!(
                game.view(SOLO).moves(),
                shortest,
                "{id} seed {seed}: the shortest way"
            );
        }
    }
}

#[test]
fn every_oracle_wins_at_least_what_the_fair_bots_win_on_the_same_games() {
    // Cheap rule sets for a debug build; `wumpus sim --table` has them all.
    for (id, games) in [
        ("grenade", 60),
        ("grand-theft", 60),
        ("labyrinth-small", 60),
    ] {
        let r = rules(id);
        let oracle = run_any(&r, Some(ORACLE), games, 1, 1000).expect("the oracle plays");
        let smart = run_any(&r, Some(SMART), games, 1, 1000).expect("the smart bot plays");
        let reference = run_any(&r, None, games, 1, 1000).expect("the reference bot plays");
        assert_eq!(oracle.tally.games(), games);
        assert!(
            oracle.wins >= smart.wins && oracle.wins >= reference.wins,
            "{id}: oracle {} smart {} reference {}",
            oracle.wins,
            smart.wins,
            reference.wins
        );
        assert!(
            oracle.wins * 10 >= games * 9,
            "{id}: oracle {} of {games}",
            oracle.wins
        );
    }
    // Seeing every role, the humans' oracle never shoots a fellow human
    // and loses no game to the baseline Wumpuses here.
    let hidden = run_any(&rules("hidden"), Some(ORACLE), 100, 1, 1000).expect("hidden");
    assert_eq!(hidden.wins, 100, "{:?}", hidden.outcomes());
    let classic = run_any(&rules("classic"), Some(ORACLE), 200, 1, 1000).expect("classic");
    assert_eq!(classic.wins, 200, "{:?}", classic.outcomes());
}

#[test]
fn the_table_names_the_oracle_beside_the_smart_and_reference_bots() {
    let out = crate::bin::wumpus(&["sim", "labyrinth-small", "--table", "--games", "20"], "");
    let text = crate::bin::text(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        crate::bin::text(&out.stderr)
    );
    assert!(text.contains("| oracle wins |"), "{text}");
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("| labyrinth-small |"))
        .collect();
    assert!(!rows.is_empty(), "{text}");
    // Each rate comes with its interval: `100.0% (83.9–100.0)`.
    for row in rows {
        assert_eq!(row.matches('–').count(), 3, "{row}");
    }
    assert!(
        !text.contains("| classic |"),
        "one variant asked for: {text}"
    );
}

/// The whole table (a few minutes in a release build:
/// `cargo test --release --test it -- --ignored oracle_bounds`): on every
/// variant the oracle wins at least what the fair bots win, within the
/// noise of its 95% interval.
#[test]
#[ignore]
fn the_oracle_bounds_every_fair_bot_of_the_table() {
    let config = from_sources(&[Source::builtin()]).expect("the built-in config loads");
    let variants: Vec<(String, AnyRules)> = config
        .variants
        .iter()
        .map(|v| (v.id.clone(), v.rules.clone()))
        .collect();
    let rows = wumpus::sim::table(&variants, 400, 1, 1000, |_| {}).expect("the table plays");
    for row in rows {
        // Where the smart bot plays the Wumpus seats the humans' oracle
        // is no bound: it plays the other side.
        if row.smart == "smart-wumpus"
            || (row.variant.starts_with("hidden") && row.smart == "smart")
        {
            continue;
        }
        let (_, hi) = row.oracle_wins.interval();
        for (bot, rate) in [
            (row.smart, row.smart_wins),
            (row.reference, row.reference_wins),
        ] {
            assert!(
                rate.share() <= hi,
                "{} {bot}: {} above the oracle's {}",
                row.variant,
                rate.cell(),
                row.oracle_wins.cell()
            );
        }
    }
}
