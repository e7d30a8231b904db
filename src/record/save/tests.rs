use super::*;
use crate::engine::Game;
use crate::engine::classic::Classic;
use crate::record::replay::replay;
use crate::record::testing::recorded;

fn sample() -> Save {
    let (_, recorder) = recorded::<Classic>("classic", 11, 4);
    Save::new(
        recorder.snapshot().expect("recordable"),
        Utc::from_unix(1_776_161_730),
    )
}

#[test]
fn a_save_reads_back_and_replays() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("save.json");
    assert_eq!(read_save(&path).expect("no save"), None);
    let save = sample();
    write_save(&path, &save).expect("writes");
    let back = read_save(&path).expect("reads").expect("a save");
    assert_eq!(back, save);
    let turn = back.turn();
    assert!(turn > 0);
    assert_eq!(
        back.resume_line(),
        // The turn to be played next, after `turn` played.
        format!(
            "Resume: The classic, turn {}, 2026-04-14 10:15 UTC",
            turn + 1
        )
    );
    let game = replay::<Classic>(&back.record).expect("replays").game;
    assert_eq!(game.turn(), turn);
    // The record's commands, one a line, inside the save too.
    let text = std::fs::read_to_string(&path).expect("read");
    assert!(text.contains("\n      {\"turn\":1,"), "{text}");
    // A format 2 record, every command checked, inside a format 1 save.
    assert_eq!((back.format, back.record.format), (SAVE_FORMAT, FORMAT));
    assert!(back.record.commands.iter().all(|e| e.check.is_some()));
    remove_save(&path).expect("removes");
    assert_eq!(read_save(&path).expect("gone"), None);
    remove_save(&path).expect("nothing to remove");
}

#[test]
fn newer_saves_and_records_in_them_are_refused() {
    let path = Path::new("/data/save.json");
    let mut value = serde_json::to_value(sample()).expect("value");
    value["record"]["format"] = 4.into();
    let err = Save::parse(&value.to_string(), path).expect_err("newer record");
    assert_eq!(
        err.to_string(),
        "/data/save.json: this record in the save was made by a newer wumpus (format 4; this one reads format 3 and older)"
    );
    value["format"] = 2.into();
    let err = Save::parse(&value.to_string(), path).expect_err("newer save");
    assert!(
        err.to_string()
            .contains("this save was made by a newer wumpus (format 2;"),
        "{err}"
    );
    let err = Save::parse("{\"format\": 1, \"saved\": 3}", path).expect_err("corrupt");
    assert!(err.to_string().starts_with("/data/save.json:1:"), "{err}");
}

#[test]
fn dates_read_as_written_when_odd() {
    assert_eq!(readable("2026-04-14T10:15:30Z"), "2026-04-14 10:15 UTC");
    assert_eq!(readable("yesterday"), "yesterday");
    assert_eq!(
        readable("2026-04-14T10:15:30+02:00"),
        "2026-04-14T10:15:30+02:00"
    );
}
