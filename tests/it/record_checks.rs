//! Format 2 records check every command as it is replayed: a command
//! changed for another the game would have carried out (another room to
//! shoot into, another room to move to) is caught at exactly that command,
//! naming its turn, in every rule set, on the replay screen too. A format
//! 1 record has no checks: its final hash still tells.

use crate::driver;
use crate::records;

use driver::{press, render, type_text, variants};
use ratatui::crossterm::event::KeyCode;
use records::play;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use wumpus::app::{App, Replay, Screen};
use wumpus::engine::classic::Classic;
use wumpus::engine::{Dice, Game};
use wumpus::record::{DataDir, ScoreLine, Utc};
use wumpus::record::{Record, ReplayError, replay};
use wumpus::ui::theme::{Theme, ThemeName};

fn golden(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/records")
        .join(name)
}

/// The golden classic record of format 2, and the same with a shot sent
/// elsewhere: command `k`.
fn golden_with_another_shot() -> (Record, Record, usize) {
    let record = Record::read(&golden("classic-v2.json")).expect("golden");
    let (changed, k) = first_edit_of(&record, "shoot").expect("a shot to change");
    (record, changed, k)
}

/// `record` with command `k` (0-based) given as another that the game
/// carries out there, to the same turn, telling another story (other
/// events); `kind` keeps it the same kind of command ("shoot", "move").
/// `None` when the bots find no such command.
fn edited<G: Game>(record: &Record, k: usize, kind: Option<&str>) -> Option<Record> {
    let rules = wumpus::record::rules::of::<G>(&record.rules)?;
    let mut game = G::new(rules, record.seed);
    for entry in &record.commands[..k] {
        let command: G::Command = entry.decode().ok()?;
        game.apply(&command, &mut Vec::new()).ok()?;
    }
    let recorded: G::Command = record.commands[k].decode().ok()?;
    let mut as_recorded = game.clone();
    let mut recorded_events = Vec::new();
    as_recorded.apply(&recorded, &mut recorded_events).ok()?;
    let seat = game.to_act()?;
    let mut dice = Dice::side_stream(k as u64, 3);
    for bot in 0..G::BOTS.len().max(1) {
        for _ in 0..200 {
            let command = G::bot_command(bot, game.view(seat), &mut dice);
            let json = serde_json::to_value(&command).ok()?;
            let other_kind = kind.is_some_and(|kind| json.get(kind).is_none());
            if json == *record.commands[k].command || other_kind {
                continue;
            }
            let mut trial = game.clone();
            let mut events = Vec::new();
            if trial.apply(&command, &mut events).is_ok()
                && trial.turn() == as_recorded.turn()
                && format!("{events:?}") != format!("{recorded_events:?}")
            {
                let mut out = record.clone();
                out.commands[k].command = Arc::new(json);
                return Some(out);
            }
        }
    }
    None
}

/// The error an edit of command `k` must give: that command, its turn.
fn parted_at(record: &Record, k: usize) -> ReplayError {
    ReplayError::Diverged {
        index: k + 1,
        turn: record.commands[k].turn,
    }
}

fn edits_are_caught_where_they_are<G: Game>(id: &str) {
    let variant = records::variant(id);
    let mut caught = 0;
    for seed in 0..12u64 {
        let (_, recorder, _) = play::<G>(&variant, seed, 200);
        let record = recorder.snapshot().expect("recordable");
        let n = record.commands.len();
        for k in [0, n / 2, n.saturating_sub(1)] {
            if k >= n {
                continue;
            }
            let Some(changed) = edited::<G>(&record, k, None) else {
                continue;
            };
            let e = replay::<G>(&changed).map(drop).expect_err("an edit");
            assert_eq!(e, parted_at(&record, k), "{id} seed {seed}");
            let turn = record.commands[k].turn;
            assert!(
                e.to_string().starts_with(&format!(
                    "the record and the game part ways at turn {turn} (command {})",
                    k + 1
                )),
                "{e}"
            );
            caught += 1;
        }
    }
    assert!(caught >= 6, "{id}: only {caught} edits tried");
}

#[test]
fn an_edited_command_is_caught_at_that_command_in_every_rule_set() {
    for id in ["classic", "grenade", "grand-theft", "hidden", "labyrinth"] {
        let variant = records::variant(id);
        wumpus::with_game!(&variant.rules, G, _r => edits_are_caught_where_they_are::<G>(id));
    }
}

/// The first command of `kind` in `record` that another of its kind can
/// replace: the record so edited, and the command's index.
fn first_edit_of(record: &Record, kind: &str) -> Option<(Record, usize)> {
    (0..record.commands.len())
        .filter(|&k| record.commands[k].command.get(kind).is_some())
        .find_map(|k| edited::<Classic>(record, k, Some(kind)).map(|r| (r, k)))
}

#[test]
fn another_room_to_shoot_into_or_move_to_is_caught_at_its_turn() {
    let variant = records::variant("classic");
    let (mut shots, mut moves) = (0, 0);
    for seed in 0..20u64 {
        let (_, recorder, _) = play::<Classic>(&variant, seed, 200);
        let record = recorder.snapshot().expect("recordable");
        for (kind, count) in [("shoot", &mut shots), ("move", &mut moves)] {
            if let Some((changed, k)) = first_edit_of(&record, kind) {
                let before: &Value = &record.commands[k].command;
                assert_ne!(before, &*changed.commands[k].command);
                let e = replay::<Classic>(&changed).map(drop).expect_err(kind);
                assert_eq!(e, parted_at(&record, k), "seed {seed}: {kind}");
                *count += 1;
            }
        }
    }
    assert!(shots >= 5 && moves >= 5, "{shots} shots, {moves} moves");
}

/// A format 1 record (no checks) edited the same way still fails, on its
/// final hash or later, never passing for the game it records.
#[test]
fn a_format_1_record_is_still_judged_by_its_final_hash() {
    let path = golden("classic-v1.json");
    let record = Record::read(&path).expect("golden");
    assert_eq!(record.format, 1);
    replay::<Classic>(&record).expect("it replays as it is");
    let (changed, k) = first_edit_of(&record, "shoot")
        .or_else(|| first_edit_of(&record, "move"))
        .expect("a command to change");
    let e = replay::<Classic>(&changed).map(drop).expect_err("an edit");
    assert_ne!(e, parted_at(&record, k), "a format 1 record has no checks");
    assert!(
        !matches!(
            e,
            ReplayError::Diverged { .. } | ReplayError::Unchecked { .. }
        ),
        "{e}"
    );
}

/// On the replay screen, a diverging record plays (when the caller
/// forces it) with its verdict, and a marker from the command it parts
/// ways on.
#[test]
fn a_forced_playback_is_marked_from_where_it_parts_ways() {
    let (record, changed, k) = golden_with_another_shot();
    let turn = record.commands[k].turn;
    let mut player = wumpus::front::playback(changed).expect("plays back");
    let verdict = player.verdict().expect("a verdict").to_string();
    assert!(
        verdict.contains(&format!("part ways at turn {turn} (command {})", k + 1)),
        "{verdict}"
    );
    for _ in 0..k {
        assert!(player.step());
        assert_eq!(player.marker(), None, "still the recorded game");
    }
    assert!(player.step());
    assert_eq!(
        player.marker().as_deref(),
        Some(format!("diverged from the record at turn {turn}").as_str())
    );
    // Back before it, the marker goes; the whole way, it stays.
    player.back();
    assert_eq!(player.marker(), None);
    while player.step() {}
    assert!(player.marker().is_some());
}

/// A record that only its end tells apart is marked throughout.
#[test]
fn a_playback_of_another_final_hash_is_marked_throughout() {
    let path = golden("classic-v1.json");
    let mut record = Record::read(&path).expect("golden");
    record.hash = format!("sha256:{}", "0".repeat(64));
    let player = wumpus::front::playback(record).expect("plays back");
    assert_eq!(player.marker().as_deref(), Some("not the recorded game"));
}

/// The replay screen of a forced replay: nothing marked while it is the
/// recorded game, the turn it parted ways on in its title from there.
#[test]
fn a_forced_replay_screen_says_where_it_diverged() {
    let (record, changed, k) = golden_with_another_shot();
    let turn = record.commands[k].turn;
    let player = wumpus::front::playback(changed).expect("plays back");
    let mut app = App::menu(
        variants(),
        wumpus::front::keymap(),
        Theme::new(ThemeName::Mono),
    );
    app.from_menu = false;
    app.screen = Screen::Replay(Box::new(Replay::new(player, None)));
    let marker = format!("[diverged from the record at turn {turn}]");
    for _ in 0..k {
        press(&mut app, KeyCode::Right);
    }
    let screen = render(&mut app, 100, 30);
    assert!(!screen.contains(&marker), "{screen}");
    assert!(
        screen.contains("does not replay as it was played"),
        "{screen}"
    );
    press(&mut app, KeyCode::Right);
    let screen = render(&mut app, 100, 30);
    assert!(screen.contains(&marker), "{screen}");
    // Narrow, the turn still shows (the verdict above says the rest).
    let screen = render(&mut app, 80, 24);
    assert!(
        screen.contains(&format!("[diverged at turn {turn}]")),
        "{screen}"
    );
    assert!(screen.contains("Replay · Classic"), "{screen}");
}

/// From the score table there is no --force: a record that parts ways is
/// refused with the turn named, and the way to play it anyway.
#[test]
fn the_score_table_refuses_a_record_that_parts_ways() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (record, changed, k) = golden_with_another_shot();
    let data = DataDir::at(dir.path());
    std::fs::create_dir_all(dir.path().join("records")).expect("records dir");
    changed
        .write(&dir.path().join("records/edited.json"))
        .expect("written");
    let line = ScoreLine::new(
        &changed,
        None,
        Utc::from_unix(1_776_161_730),
        Some("edited.json".into()),
    );
    wumpus::record::scores::append(&data.scores(), &line).expect("scored");
    let files = wumpus::front::files(data, false);
    let mut app = App::menu(
        variants(),
        wumpus::front::keymap(),
        Theme::new(ThemeName::Mono),
    )
    .with_files(Some(files));
    type_text(&mut app, "s");
    press(&mut app, KeyCode::Enter);
    let Screen::Scores(view) = &app.screen else {
        panic!("the score table stays");
    };
    let note = view.note.as_deref().expect("a note");
    let turn = record.commands[k].turn;
    assert!(
        note.starts_with(&format!(
            "row 1 does not replay as it was played: the record and the game part ways at turn {turn} (command {})",
            k + 1
        )),
        "{note}"
    );
    assert!(note.contains("wumpus replay 1 --force"), "{note}");
}
