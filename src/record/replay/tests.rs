use super::*;
use crate::engine::classic::Classic;
use crate::record::format::{CHECKED_FORMAT, COVERED_FORMAT};
use crate::record::testing::recorded;
use crate::record::{FORMAT, Recorder};

/// A classic bot game of 4 commands or more, recorded as this version
/// records (format 3).
fn sample() -> Record {
    (1..)
        .map(|seed| recorded::<Classic>("classic", seed, 12).1)
        .map(|recorder| recorder.snapshot().expect("recordable"))
        .find(|record| record.commands.len() >= 4)
        .expect("some game lasts 4 commands")
}

/// The same game as the last version wrote it (format 2): its checks
/// of the events alone, worked out here as that version did.
fn as_format_2(record: &Record) -> Record {
    let mut old = record.clone();
    old.format = CHECKED_FORMAT;
    let rules = rules::of::<Classic>(&record.rules).expect("classic rules");
    let mut game = Classic::new(rules, record.seed);
    let mut hash = StateHash::new();
    for entry in &mut old.commands {
        let command: <Classic as Game>::Command = entry.decode().expect("a command");
        let mut events = Vec::new();
        game.apply(&command, &mut events).expect("carried out");
        hash.command(&events);
        entry.check = Some(hash.check(game.turn(), game.outcome().map(Outcome::key)));
    }
    old.hash = hash.finish(game.turn(), game.outcome().map(Outcome::key));
    old
}

/// The same game as a format 1 record: no checks.
fn as_format_1(record: &Record) -> Record {
    let mut old = as_format_2(record);
    old.format = 1;
    for entry in &mut old.commands {
        entry.check = None;
    }
    old
}

#[test]
fn a_changed_check_stops_the_replay_at_its_command() {
    let mut record = sample();
    let turn = record.commands[2].turn;
    record.commands[2].check = Some("0123456789abcdef".into());
    let mut replayer = Replayer::<Classic>::new(&record).expect("playable");
    assert!(matches!(replayer.step(), Some(Ok(_))));
    assert!(matches!(replayer.step(), Some(Ok(_))));
    let e = replayer
        .step()
        .expect("a third command")
        .expect_err("diverged");
    assert_eq!(e, ReplayError::Diverged { index: 3, turn });
    assert_eq!(replayer.done(), 2);
    // Every later step repeats it, and so does the whole replay.
    assert!(matches!(replayer.step(), Some(Err(ref again)) if *again == e));
    assert_eq!(replay::<Classic>(&record).map(drop), Err(e.clone()));
    assert_eq!(
        e.to_string(),
        format!(
            "the record and the game part ways at turn {turn} (command 3): the record was changed, or the rules did"
        )
    );
    assert_eq!(parted(&record, &e), Some((3, turn)));
}

#[test]
fn a_format_2_record_replays_by_its_own_scheme() {
    let record = sample();
    assert_eq!(record.format, COVERED_FORMAT);
    let old = as_format_2(&record);
    replay::<Classic>(&old).expect("a format 2 record replays unchanged");
    // Its checks are not the new ones: each record has its own scheme.
    assert_ne!(old.commands[0].check, record.commands[0].check);
    assert_ne!(old.hash, record.hash);
}

/// A classic game whose first command is a shot at `aim`, a room not next
/// to the player's (so the arrow takes a random tunnel), recorded.
fn shot_at_random(seed: u64) -> Option<(Record, Vec<crate::engine::RoomId>)> {
    use crate::engine::classic::{ArrowPath, Command};
    use crate::record::testing::builtin;
    use crate::record::{Flags, Utc, VariantTag};
    let rules = rules::of::<Classic>(&builtin("classic"))?;
    let mut game = Classic::new(rules, seed);
    let here = game.view(crate::engine::SOLO).here();
    let next: Vec<_> = game.view(crate::engine::SOLO).tunnels_here().to_vec();
    let far: Vec<_> = game
        .view(crate::engine::SOLO)
        .room_ids()
        .filter(|r| *r != here && !next.contains(r))
        .collect();
    let tag = VariantTag {
        id: "classic".into(),
        name: "Classic".into(),
    };
    let mut recorder = Recorder::new(&game, tag, Flags::default(), Utc::now()).ok()?;
    let shot = Command::Shoot(ArrowPath::new(&far[..1])?);
    recorder.apply(&mut game, &shot, &mut Vec::new()).ok()?;
    Some((recorder.snapshot().ok()?, far))
}

#[test]
fn a_format_3_check_covers_the_command_as_well_as_the_state_after_it() {
    use crate::engine::classic::{ArrowPath, Command};
    // A missed shot's room changed to another room just as far: the arrow
    // takes the same random tunnel, so the game reaches the same state.
    let (record, far) = (1..50).find_map(shot_at_random).expect("a shot");
    let edit = |record: &Record| {
        let mut edited = record.clone();
        let other = Command::Shoot(ArrowPath::new(&far[1..2]).expect("a path"));
        edited.commands[0].command =
            std::sync::Arc::new(serde_json::to_value(other).expect("json"));
        edited
    };
    replay::<Classic>(&record).expect("the record as played replays");
    // Format 2 checked the state alone: the edit passed.
    let old = as_format_2(&record);
    replay::<Classic>(&edit(&old)).expect("format 2 cannot see this edit");
    // Format 3 checks the command too: caught at the command edited.
    let turn = record.commands[0].turn;
    assert_eq!(
        replay::<Classic>(&edit(&record)).map(drop),
        Err(ReplayError::Diverged { index: 1, turn })
    );
}

#[test]
fn a_format_2_command_without_its_check_is_an_error() {
    let mut record = as_format_2(&sample());
    let turn = record.commands[1].turn;
    record.commands[1].check = None;
    let e = replay::<Classic>(&record).map(drop).expect_err("unchecked");
    assert_eq!(
        e,
        ReplayError::Unchecked {
            index: 2,
            turn,
            format: 2
        }
    );
    assert_eq!(e.command(), Some(2));
}

#[test]
fn a_format_1_record_replays_with_its_final_hash_alone() {
    let record = sample();
    let old = as_format_1(&record);
    replay::<Classic>(&old).expect("a format 1 record replays");
    let mut rehashed = old.clone();
    rehashed.hash = format!("sha256:{}", "0".repeat(64));
    let e = replay::<Classic>(&rehashed).map(drop).expect_err("hash");
    assert!(matches!(e, ReplayError::HashMismatch { .. }), "{e}");
    assert_eq!((e.command(), parted(&rehashed, &e)), (None, None));
}

#[test]
fn the_last_check_is_the_start_of_the_record_hash() {
    let record = sample();
    let last = record.commands.last().and_then(|e| e.check.as_deref());
    let digits = record.hash.strip_prefix("sha256:").expect("sha256");
    assert_eq!(last, digits.get(..16));
}

#[test]
fn a_resumed_format_1_record_gains_the_checks_it_would_have_had() {
    let record = sample();
    let old = as_format_1(&record);
    let replayed = replay::<Classic>(&old).expect("replays");
    let recorder = Recorder::resume(old, &replayed);
    let resumed = recorder.snapshot().expect("recordable");
    // It goes on as the format its checks are in.
    assert_eq!(resumed.format, CHECKED_FORMAT);
    assert_ne!(resumed.format, FORMAT);
    assert_eq!(resumed.commands, as_format_2(&record).commands);
    replay::<Classic>(&resumed).expect("replays as format 2");
}
