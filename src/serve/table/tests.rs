//! A table's rules, on a clock the test moves (no thread, no sleep): it
//! starts when every person's seat is taken, takes a person's keys on
//! their turn only, a copy that plays its inputs is the same game, and a
//! bot plays for a person whose timer ran out or who left for longer than
//! seats are kept.

use super::*;
use crate::engine::hidden::HiddenRules;
use crate::front::hidden::keys::STAY;
use crate::front::{Keep, Seen};
use crate::keymap::Action;
use crate::serve::seat::TableSeat;
use std::sync::Arc;

/// Ann and Bob in seats 1 and 2, bots in 3 and 4. With this seed the
/// bots play first (turns 1 and 2), then Ann, then Bob.
const SEED: u64 = 81723;
const ANN: Seat = Seat(0);
const BOB: Seat = Seat(1);

mod prompt;
mod talk;

fn table(keep_seat: Duration, timer: Option<Duration>) -> Arc<Table> {
    talking(keep_seat, timer, None)
}

/// A table whose turns are followed by a discussion of `discussion`.
fn talking(
    keep_seat: Duration,
    timer: Option<Duration>,
    discussion: Option<Duration>,
) -> Arc<Table> {
    let mut rules = HiddenRules {
        bots: 2,
        ..HiddenRules::default()
    };
    rules.reseat();
    let setup = Setup {
        id: "hidden".into(),
        name: "Hidden Wumpus".into(),
        rules: AnyRules::from(rules),
        seed: SEED,
        files: None,
        keep_seat,
        bot_pace: crate::front::hidden::PACE,
        timer,
        discussion,
    };
    Arc::new(Table::new(1, setup, vec![ANN, BOB]))
}

fn seated(keep_seat: Duration, timer: Option<Duration>) -> Arc<Table> {
    let t = table(keep_seat, timer);
    assert_eq!(t.take("ann"), Ok(ANN));
    assert!(!t.started(), "Bob's seat is still free");
    assert_eq!(t.take("bob"), Ok(BOB));
    assert!(t.started());
    t
}

/// The table's clock, moved by the test.
struct Clock(Instant);

impl Clock {
    fn step(&mut self, t: &Table, by: Duration) {
        self.0 += by;
        let mut state = t.lock();
        t.step(&mut state, self.0);
    }

    /// Steps a bot's pace at a time until a person is to act.
    fn until_a_person(&mut self, t: &Table) -> Seat {
        for _ in 0..50 {
            if let Some(s) = acting(t).filter(|s| [ANN, BOB].contains(s)) {
                return s;
            }
            self.step(t, crate::front::hidden::PACE);
        }
        panic!("no person's turn came");
    }
}

fn acting(t: &Table) -> Option<Seat> {
    t.lock().game.as_ref().and_then(|g| g.acting())
}

fn log(t: &Table) -> Vec<String> {
    let state = t.lock();
    let game = state.game.as_ref().expect("started");
    game.view()
        .log
        .iter()
        .map(|(_, line)| line.clone())
        .collect()
}

fn stay() -> Input {
    Input::Key(Action::Verb(STAY))
}

#[test]
fn a_table_starts_when_every_persons_seat_is_taken_and_no_curtain_is_ever_down() {
    let t = seated(Duration::from_secs(60), None);
    let mut clock = Clock(Instant::now());
    for _ in 0..3 {
        let person = clock.until_a_person(&t);
        let curtain = t.lock().game.as_ref().and_then(|g| g.view().curtain);
        assert_eq!(curtain, None, "each person has a screen of their own");
        assert_eq!(t.submit(person, stay()), Ok(None));
        let curtain = t.lock().game.as_ref().and_then(|g| g.view().curtain);
        assert_eq!(curtain, None);
    }
}

#[test]
fn a_key_off_ones_turn_is_refused_and_changes_nothing() {
    let t = seated(Duration::from_secs(60), None);
    let mut clock = Clock(Instant::now());
    assert_eq!(clock.until_a_person(&t), ANN);
    let before = t.news_since(0, 0).0.len();
    assert_eq!(
        t.submit(BOB, stay()),
        Err("It is not your turn.".to_string())
    );
    assert_eq!(t.news_since(0, 0).0.len(), before);
    assert_eq!(acting(&t), Some(ANN));
}

#[test]
fn a_copy_that_plays_the_tables_inputs_is_the_same_game() {
    let t = seated(Duration::from_secs(60), None);
    let mut clock = Clock(Instant::now());
    for _ in 0..4 {
        let person = clock.until_a_person(&t);
        t.submit(person, stay()).expect("on their turn");
    }
    clock.until_a_person(&t);
    let mut copy = TableSeat::new(Arc::clone(&t), None, "cy").expect("a copy");
    let table_view = |t: &Table| {
        let state = t.lock();
        let game = state.game.as_ref().expect("started");
        let view = game.view_as(Seen::Table);
        (view.status.clone(), game.acting())
    };
    let copy_view = |c: &TableSeat| {
        let view = c.view_as(Seen::Table);
        (view.status.clone(), c.acting())
    };
    let copy_log =
        |c: &TableSeat| -> Vec<String> { c.view().log.iter().map(|(_, l)| l.clone()).collect() };
    assert_eq!(copy_log(&copy), log(&t));
    assert_eq!(copy_view(&copy), table_view(&t));
    // The comparison can fail: one input behind, the copy differs; it
    // is the same again once it has caught up.
    let person = acting(&t).expect("a person to act");
    t.submit(person, stay()).expect("on their turn");
    assert_ne!(copy_view(&copy), table_view(&t));
    assert_eq!(copy.keep(Keep::Poll), Ok(true));
    assert_eq!(copy_log(&copy), log(&t));
    assert_eq!(copy_view(&copy), table_view(&t));
}

#[test]
fn a_persons_turn_past_its_timer_is_played_by_a_bot_and_the_log_says_so() {
    let t = seated(Duration::from_secs(60), Some(Duration::from_secs(30)));
    let mut clock = Clock(Instant::now());
    assert_eq!(clock.until_a_person(&t), ANN);
    clock.step(&t, Duration::from_secs(29));
    assert_eq!(acting(&t), Some(ANN), "the timer has not run out");
    clock.step(&t, Duration::from_secs(2));
    let said = "Time is up for ann: a bot plays this turn.".to_string();
    assert!(log(&t).contains(&said), "{:?}", log(&t));
    // The bot's steps (a claim, then a move) come at a bot's pace.
    for _ in 0..5 {
        if acting(&t) != Some(ANN) {
            break;
        }
        clock.step(&t, crate::front::hidden::PACE);
    }
    assert_ne!(acting(&t), Some(ANN), "a bot played Ann's turn");
    let times = log(&t).iter().filter(|l| **l == said).count();
    assert_eq!(times, 1, "said once");
}

#[test]
fn a_seat_left_longer_than_seats_are_kept_is_played_by_a_bot_from_then_on() {
    let keep = Duration::from_secs(60);
    let t = seated(keep, None);
    let mut clock = Clock(Instant::now());
    assert_eq!(clock.until_a_person(&t), ANN);
    // Ann leaves on her turn, and comes back within the time: her seat.
    t.leave(ANN);
    clock.step(&t, Duration::from_secs(30));
    assert_eq!(acting(&t), Some(ANN), "her seat waits for her");
    assert_eq!(t.sit_again("ann"), Some(ANN));
    assert_eq!(t.sit_again("ann"), None, "one screen per seat");
    // She leaves again, longer than seats are kept: a bot has it.
    t.leave(ANN);
    let at = clock.0;
    clock.0 = at + keep;
    clock.step(&t, Duration::ZERO);
    let said = "ann left the table: a bot plays their seat from now on.".to_string();
    assert!(log(&t).contains(&said), "{:?}", log(&t));
    bot_turn(&mut clock, &t);
    assert_ne!(acting(&t), Some(ANN), "the bot played her turn");
    assert_eq!(t.sit_again("ann"), None, "the seat is the bot's now");
    // Her next turn is the bot's too, with no key from anyone.
    for _ in 0..50 {
        if acting(&t) == Some(ANN) {
            break;
        }
        if acting(&t) == Some(BOB) {
            t.submit(BOB, stay()).expect("Bob's turn");
        }
        clock.step(&t, crate::front::hidden::PACE);
    }
    assert_eq!(acting(&t), Some(ANN));
    bot_turn(&mut clock, &t);
    assert_ne!(acting(&t), Some(ANN));
}

/// Steps at a bot's pace while Ann's seat acts, a few at most.
fn bot_turn(clock: &mut Clock, t: &Table) {
    for _ in 0..5 {
        if acting(t) != Some(ANN) {
            return;
        }
        clock.step(t, crate::front::hidden::PACE);
    }
}

#[test]
fn a_seat_left_before_the_start_is_free_again() {
    let t = table(Duration::from_secs(60), None);
    assert_eq!(t.take("ann"), Ok(ANN));
    t.leave(ANN);
    assert_eq!(t.take("bob"), Ok(ANN), "the first free seat");
    assert_eq!(
        t.take("bob"),
        Err("You have a seat at that table already.".into())
    );
    assert!(!t.started());
}

#[test]
fn a_finished_table_is_one_record_and_one_score_in_the_tables_data_dir() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = crate::record::DataDir::at(dir.path());
    let mut t = table(Duration::from_secs(60), Some(Duration::from_secs(1)));
    if let Some(t) = Arc::get_mut(&mut t) {
        t.setup.files = Some(crate::front::files(data.clone(), false));
    }
    t.take("ann").expect("a seat");
    t.take("bob").expect("a seat");
    // Nobody plays: the timer has a bot play every person's turn.
    let mut clock = Clock(Instant::now());
    for _ in 0..5_000 {
        if t.lock().finished {
            break;
        }
        clock.step(&t, Duration::from_secs(1));
    }
    assert!(t.lock().finished, "the game ended");
    let records = std::fs::read_dir(dir.path().join(crate::record::paths::RECORDS))
        .expect("a records dir")
        .count();
    assert_eq!(records, 1);
    let scores = std::fs::read_to_string(dir.path().join(crate::record::paths::SCORES))
        .expect("a scores file");
    assert_eq!(scores.lines().count(), 1, "{scores}");
    let timers = std::fs::read_dir(dir.path().join("timers"))
        .map(|d| d.count())
        .unwrap_or(0);
    assert_eq!(timers, 0, "an ended table's timer is gone");
}

#[test]
fn a_table_stopped_with_the_server_goes_on_from_its_save_with_the_seats_kept() {
    let dir = tempfile::tempdir().expect("temp dir");
    let files = crate::front::files(crate::record::DataDir::at(dir.path()), false);
    let timer = Some(Duration::from_secs(300));
    let mut t = table(Duration::from_secs(60), timer);
    if let Some(t) = Arc::get_mut(&mut t) {
        t.setup.files = Some(files.clone());
    }
    t.take("ann").expect("a seat");
    t.take("bob").expect("a seat");
    let mut clock = Clock(Instant::now());
    for _ in 0..3 {
        let person = clock.until_a_person(&t);
        t.submit(person, stay()).expect("on their turn");
    }
    t.say("ann", Some(ANN), "before the stop").expect("said");
    t.say("bob", Some(BOB), "/w ann psst").expect("whispered");
    let before = (acting(&t), log(&t).len());
    t.stop();
    drop(t);

    let saves = crate::record::saves::resumable(&files.data);
    assert_eq!(saves.len(), 1, "the table's one save");
    let t = Arc::new(
        Table::restored(
            7,
            &saves[0],
            files.clone(),
            crate::serve::Limits {
                keep_seat: Duration::from_secs(60),
                ..crate::serve::Limits::default()
            },
        )
        .expect("restored"),
    );
    assert!(t.started());
    assert_eq!(acting(&t), before.0, "the same seat to act");
    assert_eq!(t.setup.timer, timer, "the turn timer kept");
    let listed = t.listed("bob");
    assert_eq!((listed.mine, listed.present), (Some(BOB), false));
    assert_eq!(t.sit_again("bob"), Some(BOB));
    // A copy of the restored game is the same game, and stays so.
    let mut copy = TableSeat::new(Arc::clone(&t), Some(BOB), "bob").expect("a copy");
    // The talk before the stop is read again, each line by its channel.
    let pane: Vec<String> = (copy.view().talk.iter())
        .flat_map(|t| t.lines.iter().map(|(_, l)| l.clone()))
        .collect();
    assert!(
        pane.contains(&"ann: before the stop".to_string()),
        "{pane:?}"
    );
    assert!(
        !pane.contains(&"bob whispered to ann.".to_string()),
        "his own"
    );
    assert!(
        pane.contains(&"you whisper to ann: psst".to_string()),
        "{pane:?}"
    );
    let copy_log = |c: &TableSeat| -> Vec<String> {
        (c.view().log.iter())
            .map(|(_, l)| l.clone())
            .filter(|l| !l.starts_with("ann: "))
            .collect()
    };
    assert_eq!(copy_log(&copy), log(&t));
    let person = clock.until_a_person(&t);
    t.submit(person, stay()).expect("on their turn");
    clock.until_a_person(&t);
    assert_eq!(copy.keep(Keep::Poll), Ok(true));
    assert_eq!(copy_log(&copy), log(&t));
    assert_eq!(copy.acting(), acting(&t));
}

#[test]
fn a_table_everyone_left_before_the_start_ends_its_thread_and_leaves_the_lobby() {
    let tables = crate::serve::tables::Tables::default();
    let setup = Arc::try_unwrap(table(Duration::from_secs(60), None))
        .ok()
        .expect("one owner")
        .setup;
    let (t, seat) = tables.open(setup, "ann").expect("opened");
    assert_eq!(tables.all().len(), 1);
    t.leave(seat);
    // The thread lets go of the table once it sees nobody sits there: a
    // condition waited for, with a deadline.
    let deadline = Instant::now() + Duration::from_secs(10);
    while Arc::strong_count(&t) > 2 {
        assert!(Instant::now() < deadline, "the table's thread still runs");
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(tables.all().is_empty(), "gone from the lobby");
}
