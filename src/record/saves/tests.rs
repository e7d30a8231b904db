use super::*;
use crate::engine::classic::Classic;
use crate::record::save::write_save;
use crate::record::testing::recorded;

/// A save of a short classic game still going (the first from `seed`
/// on), written under its id in `data`.
fn saved(data: &DataDir, seed: u64, when: i64) -> Save {
    let recorder = (seed..)
        .map(|s| recorded::<Classic>("classic", s, 3).1)
        .find(|r| r.record().end == End::Playing)
        .expect("a game still going");
    let save = Save::new(recorder.snapshot().expect("recorded"), Utc::from_unix(when));
    let path = data.save_of(&save.record.id).expect("an id");
    write_save(&path, &save).expect("written");
    save
}

#[test]
fn a_game_is_claimed_by_one_holder_at_a_time_and_its_lock_file_goes_with_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    let id = id::fresh();
    let first = GameLock::take(&data, &id).expect("claims").expect("free");
    assert!(is_live(&data, &id));
    // Held: a second claim (even from this process) is refused.
    assert!(GameLock::take(&data, &id).expect("asks").is_none());
    let lock_file = data.lock_of(&id).expect("an id");
    assert!(lock_file.exists());
    drop(first);
    assert!(!lock_file.exists(), "the holder removes its lock file");
    assert!(!is_live(&data, &id));
    let again = GameLock::take(&data, &id).expect("claims");
    assert!(again.is_some(), "free again once let go");
}

#[test]
fn a_claim_refuses_a_name_that_is_not_an_id() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    assert!(GameLock::take(&data, "../escape").is_err());
    assert!(!dir.path().join("escape.lock").exists());
}

#[test]
fn the_list_holds_unplayed_saves_newest_first_and_never_a_live_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    let old = saved(&data, 1, 1_776_000_000);
    let new = saved(&data, 2, 1_776_100_000);
    let live = saved(&data, 3, 1_776_200_000);
    let _playing = GameLock::take(&data, &live.record.id)
        .expect("claims")
        .expect("free");
    // An unreadable one is listed (last), so the player learns of it.
    let broken = id::fresh();
    std::fs::write(data.save_of(&broken).expect("an id"), "{ not json").expect("write");
    let listed = list(&data);
    let ids: Vec<&str> = listed.iter().map(|l| l.id.as_str()).collect();
    assert_eq!(ids, [&new.record.id, &old.record.id, &broken]);
    assert!(listed[2].save.is_err());
    let resumable: Vec<String> = (resumable(&data).iter())
        .map(|s| s.record.id.clone())
        .collect();
    assert_eq!(resumable, [new.record.id.clone(), old.record.id.clone()]);
    assert_eq!(paths(&data).len(), 4);
}

#[test]
fn a_save_with_an_ending_is_listed_but_not_resumable() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    let mut save = saved(&data, 4, 1_776_000_000);
    save.record.end = End::Abandoned;
    write_save(&data.save_of(&save.record.id).expect("an id"), &save).expect("written");
    assert_eq!(list(&data).len(), 1);
    assert!(resumable(&data).is_empty());
}

#[test]
fn an_id_or_a_unique_prefix_finds_a_save() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    let mut a = saved(&data, 5, 1);
    let mut b = saved(&data, 6, 2);
    a.record.id = "abc0000000000000".into();
    b.record.id = "abd0000000000000".into();
    let all = [a, b];
    assert_eq!(find(&all, "abc").map(|s| s.record.seed), Ok(5));
    assert_eq!(find(&all, "ABD0000000000000").map(|s| s.record.seed), Ok(6));
    let ambiguous = find(&all, "ab").expect_err("two match");
    assert!(ambiguous.contains("any of 2"), "{ambiguous}");
    assert!(find(&all, "ff").is_err());
    assert!(find(&all, "").is_err());
}

#[test]
fn the_old_single_save_moves_under_an_id_of_its_own() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    let mut record = saved(&DataDir::at(dir.path().join("elsewhere")), 7, 1).record;
    record.id = String::new(); // as versions before ids wrote it
    let old = Save::new(record, Utc::from_unix(1_776_000_000));
    write_save(&data.legacy_save(), &old).expect("written");
    let said = adopt_legacy(&data).expect("something done");
    assert!(said.contains("moved"), "{said}");
    assert!(!data.legacy_save().exists());
    let listed = resumable(&data);
    assert_eq!(listed.len(), 1);
    assert!(id::is_valid(&listed[0].record.id));
    assert_eq!(listed[0].record.commands, old.record.commands);
    assert_eq!(adopt_legacy(&data), None, "nothing left to move");
}
