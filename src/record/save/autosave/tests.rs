use super::*;
use crate::engine::classic::Classic;
use crate::record::save::read_save;
use crate::record::testing::recorded;

fn saves(n: u32) -> Vec<Save> {
    let (_, recorder) = recorded::<Classic>("classic", 21, 0);
    let mut record = recorder.snapshot().expect("recordable");
    (0..n)
        .map(|i| {
            // Stand-ins for successive states of one game.
            record.started = format!("state {i}");
            Save::new(record.clone(), Utc::from_unix(i64::from(i)))
        })
        .collect()
}

#[test]
fn the_newest_offer_is_what_lands() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("save.json");
    let autosaver = Autosaver::start(&path);
    let all = saves(200);
    for s in &all {
        autosaver.offer(s.clone());
    }
    autosaver.flush().expect("flushed");
    assert_eq!(read_save(&path).expect("reads").as_ref(), all.last());
    assert_eq!(autosaver.take_error(), None);
    // Nothing but the save is left in the directory.
    let names: Vec<_> = std::fs::read_dir(dir.path()).expect("list").collect();
    assert_eq!(names.len(), 1);
}

#[test]
fn discard_removes_the_save_and_drops_what_waits() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("save.json");
    let autosaver = Autosaver::start(&path);
    let all = saves(3);
    autosaver.offer(all[0].clone());
    autosaver.flush().expect("flushed");
    assert!(path.exists());
    autosaver.offer(all[1].clone());
    autosaver.discard();
    autosaver.flush().expect("flushed");
    assert!(!path.exists());
    // A new game after it saves again.
    autosaver.offer(all[2].clone());
    drop(autosaver); // dropping flushes
    assert_eq!(read_save(&path).expect("reads").as_ref(), Some(&all[2]));
}

#[test]
fn save_now_writes_from_the_calling_thread() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("save.json");
    let autosaver = Autosaver::start(&path);
    let handle = autosaver.handle();
    let all = saves(2);
    autosaver.offer(all[1].clone());
    handle.save_now().expect("saved");
    assert_eq!(read_save(&path).expect("reads").as_ref(), Some(&all[1]));
    // A handle outlives its autosaver.
    drop(autosaver);
    handle.save_now().expect("nothing new to save");
}

#[test]
fn a_failing_disk_is_one_error_then_quiet_until_it_works() {
    let dir = tempfile::tempdir().expect("temp dir");
    // A file where the data directory should be.
    let gone = dir.path().join("gone");
    std::fs::write(&gone, "in the way").expect("write");
    let path = gone.join("save.json");
    let autosaver = Autosaver::start(&path);
    let all = saves(3);
    autosaver.offer(all[0].clone());
    let err = autosaver.flush().expect_err("no directory to be had");
    assert!(
        err.to_string().contains("gone: creating the directory"),
        "{err}"
    );
    let first = autosaver.take_error().expect("reported once");
    assert_eq!(first, err.to_string());
    autosaver.offer(all[1].clone());
    assert!(autosaver.flush().is_err());
    assert_eq!(
        autosaver.take_error(),
        None,
        "the same failure is not repeated"
    );
    std::fs::remove_file(&gone).expect("out of the way");
    autosaver.offer(all[2].clone());
    autosaver.flush().expect("works again");
    assert_eq!(autosaver.take_error(), None);
    assert_eq!(read_save(&path).expect("reads").as_ref(), Some(&all[2]));
}

/// An offer waits for its frame (`release`), or writes by itself when no
/// frame comes (plain mode): either way it lands without a flush.
#[test]
fn an_offer_lands_after_its_frame_or_without_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let all = saves(2);
    for (i, released) in [(0, true), (1, false)] {
        let path = dir.path().join(format!("save-{i}.json"));
        let autosaver = Autosaver::start(&path);
        autosaver.offer(all[i].clone());
        if released {
            autosaver.release();
        }
        // A state to reach, the deadline only a guard against a hang.
        let deadline = Instant::now() + Duration::from_secs(10);
        while !path.exists() && Instant::now() < deadline {
            thread::sleep(Duration::from_millis(5));
        }
        assert_eq!(
            read_save(&path).expect("written").as_ref(),
            Some(&all[i]),
            "released: {released}"
        );
        // Released with nothing offered: no message, nothing changes.
        autosaver.release();
        assert_eq!(autosaver.take_error(), None);
    }
}
