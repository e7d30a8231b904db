use super::*;
use crate::engine::classic::Classic;
use crate::record::testing::recorded;
use crate::record::{FORMAT, Recorder};

/// A classic bot game of 4 commands or more, recorded in format 2.
fn sample() -> Record {
    (1..)
        .map(|seed| recorded::<Classic>("classic", seed, 12).1)
        .map(|recorder| recorder.snapshot().expect("recordable"))
        .find(|record| record.commands.len() >= 4)
        .expect("some game lasts 4 commands")
}

/// The same game as a format 1 record: no checks.
fn as_format_1(record: &Record) -> Record {
    let mut old = record.clone();
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
fn a_format_2_command_without_its_check_is_an_error() {
    let mut record = sample();
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
    assert_eq!(resumed.format, FORMAT);
    assert_eq!(resumed.commands, record.commands);
    replay::<Classic>(&resumed).expect("replays as format 2");
}
