//! The table's talk on the test's clock: the discussion between turns,
//! and who reads which line.

use super::*;
use crate::words::Tone;

pub(super) const MINUTE: Duration = Duration::from_secs(60);

pub(super) fn discussing(t: &Table) -> bool {
    t.lock().discussion.is_some()
}

/// Steps (everyone ready at each discussion) until `seat` is to act with
/// no discussion under way.
pub(super) fn until(clock: &mut Clock, t: &Table, seat: Seat) {
    for _ in 0..200 {
        if discussing(t) {
            let _ = t.ready(ANN);
            let _ = t.ready(BOB);
        }
        clock.step(t, crate::front::hidden::PACE);
        if acting(t) == Some(seat) && !discussing(t) {
            return;
        }
    }
    panic!("{seat:?}'s turn did not come");
}

/// The lines a screen's talk pane shows.
fn pane(screen: &TableSeat) -> Vec<String> {
    let view = screen.view();
    let talk = view.talk.as_ref().expect("a table screen has a talk pane");
    talk.lines.iter().map(|(_, l)| l.clone()).collect()
}

fn screen_log(screen: &TableSeat) -> Vec<String> {
    screen.view().log.iter().map(|(_, l)| l.clone()).collect()
}

#[test]
fn discussion_holds_the_next_turn_until_both_people_are_ready() {
    let t = talking(MINUTE, None, Some(MINUTE));
    t.take("ann").expect("a seat");
    t.take("bob").expect("a seat");
    let mut clock = Clock(Instant::now());
    until(&mut clock, &t, ANN);
    t.submit(ANN, stay()).expect("Ann's turn");
    assert_eq!(acting(&t), Some(BOB));
    assert!(discussing(&t), "a turn passed: the table talks");
    let held = t.submit(BOB, stay()).expect_err("held");
    assert!(held.starts_with("The table is talking"), "{held}");
    clock.step(&t, Duration::from_secs(30));
    assert!(discussing(&t));
    assert_eq!(
        t.ready(ANN).as_deref(),
        Ok("You are ready; one more to go.")
    );
    clock.step(&t, Duration::ZERO);
    assert!(discussing(&t), "Bob has not said he is ready");
    assert!(t.talk_title(Some(BOB)).contains("ready 1/2 (r)"));
    assert_eq!(t.ready(BOB).as_deref(), Ok("Everyone is ready."));
    clock.step(&t, Duration::ZERO);
    assert!(!discussing(&t), "everyone is ready");
    assert_eq!(t.submit(BOB, stay()), Ok(None));
}

#[test]
fn discussion_ends_on_the_openers_timer_and_the_turn_timer_starts_after_it() {
    let t = talking(MINUTE, Some(Duration::from_secs(30)), Some(MINUTE));
    t.take("ann").expect("a seat");
    t.take("bob").expect("a seat");
    let mut clock = Clock(Instant::now());
    until(&mut clock, &t, ANN);
    t.submit(ANN, stay()).expect("Ann's turn");
    // A key's discussion begins on the wall clock: the test's starts there.
    clock.0 = Instant::now();
    assert!(discussing(&t));
    clock.step(&t, Duration::from_secs(59));
    assert!(discussing(&t), "a second to go");
    assert_eq!(acting(&t), Some(BOB));
    clock.step(&t, Duration::from_secs(2));
    assert!(!discussing(&t), "the timer ran out");
    // Bob's own 30 s begin now, not when the discussion did.
    clock.step(&t, Duration::from_secs(20));
    assert_eq!(acting(&t), Some(BOB));
    assert!(!log(&t).iter().any(|l| l.starts_with("Time is up")));
}

#[test]
fn a_bot_never_holds_the_discussion_and_no_pause_is_no_discussion() {
    // Ann gone longer than seats are kept: a bot has her seat, and only
    // Bob's word counts.
    let t = talking(MINUTE, None, Some(MINUTE));
    t.take("ann").expect("a seat");
    t.take("bob").expect("a seat");
    let mut clock = Clock(Instant::now());
    until(&mut clock, &t, ANN);
    t.submit(ANN, stay()).expect("Ann's turn");
    until(&mut clock, &t, BOB);
    t.leave(ANN);
    clock.step(&t, MINUTE);
    t.submit(BOB, stay()).expect("Bob's turn");
    assert!(discussing(&t));
    assert!(t.ready(ANN).is_err(), "a bot plays Ann's seat now");
    t.ready(BOB).expect("Bob is ready");
    clock.step(&t, Duration::ZERO);
    assert!(!discussing(&t));
    // 0 (None): the next seat plays at once.
    let t = seated(MINUTE, None);
    let mut clock = Clock(Instant::now());
    assert_eq!(clock.until_a_person(&t), ANN);
    t.submit(ANN, stay()).expect("Ann's turn");
    assert!(!discussing(&t));
}

#[test]
fn each_line_reaches_the_readers_its_channel_names() {
    let t = seated(MINUTE, None);
    let mut clock = Clock(Instant::now());
    clock.until_a_person(&t);
    let mut ann = TableSeat::new(Arc::clone(&t), Some(ANN), "ann").expect("ann's screen");
    let mut bob = TableSeat::new(Arc::clone(&t), Some(BOB), "bob").expect("bob's screen");
    let mut cy = TableSeat::new(Arc::clone(&t), None, "cy").expect("a spectator");
    t.say("ann", Some(ANN), "I am human, in 7").expect("said");
    t.say("cy", None, "ann is lying").expect("said");
    t.say("bob", Some(BOB), "/w ann shoot 12")
        .expect("whispered");
    for s in [&mut ann, &mut bob, &mut cy] {
        s.keep(Keep::Poll).expect("news");
    }
    // The table's line: everyone, and in the public log.
    for s in [&ann, &bob, &cy] {
        assert!(
            pane(s).contains(&"ann: I am human, in 7".to_string()),
            "{:?}",
            pane(s)
        );
        assert!(screen_log(s).contains(&"ann: I am human, in 7".to_string()));
    }
    // The spectators': the spectator, not the living.
    assert!(pane(&cy).contains(&"[spectators] cy: ann is lying".to_string()));
    for s in [&ann, &bob] {
        assert!(
            !pane(s).iter().any(|l| l.contains("lying")),
            "{:?}",
            pane(s)
        );
        assert!(!screen_log(s).iter().any(|l| l.contains("lying")));
    }
    // The whisper: its two read the words, the rest that it happened.
    assert!(pane(&ann).contains(&"bob whispers to you: shoot 12".to_string()));
    assert!(pane(&bob).contains(&"you whisper to ann: shoot 12".to_string()));
    assert!(pane(&cy).contains(&"bob whispered to ann.".to_string()));
    assert!(!pane(&cy).iter().any(|l| l.contains("shoot 12")));
    assert!(!screen_log(&cy).iter().any(|l| l.contains("shoot 12")));
    // The record keeps all three, whisper and all.
    let record = t
        .lock()
        .game
        .as_ref()
        .and_then(|g| g.record().cloned())
        .expect("a record");
    let kept = crate::record::talk::talk_of(&record);
    assert_eq!(kept.len(), 3, "{kept:?}");
    assert_eq!(
        kept[2].channel,
        crate::record::Channel::Whisper { to: "ann".into() }
    );
}

#[test]
fn the_spectators_lines_reach_the_living_once_the_game_is_over() {
    let t = seated(MINUTE, Some(Duration::from_secs(1)));
    let mut clock = Clock(Instant::now());
    clock.until_a_person(&t);
    let mut ann = TableSeat::new(Arc::clone(&t), Some(ANN), "ann").expect("ann's screen");
    let _cy = TableSeat::new(Arc::clone(&t), None, "cy").expect("a spectator");
    t.say("cy", None, "the wumpus is in 4").expect("said");
    ann.keep(Keep::Poll).expect("news");
    assert!(!pane(&ann).iter().any(|l| l.contains("wumpus is in 4")));
    for _ in 0..5_000 {
        if t.lock().finished {
            break;
        }
        clock.step(&t, Duration::from_secs(1));
    }
    assert!(t.lock().finished);
    ann.keep(Keep::Poll).expect("news");
    assert!(
        pane(&ann).contains(&"[spectators] cy: the wumpus is in 4".to_string()),
        "{:?}",
        pane(&ann)
    );
}

#[test]
fn a_muted_speaker_s_lines_stop_on_that_screen_alone() {
    let t = seated(MINUTE, None);
    let mut ann = TableSeat::new(Arc::clone(&t), Some(ANN), "ann").expect("ann's screen");
    let mut cy = TableSeat::new(Arc::clone(&t), None, "cy").expect("a spectator");
    let type_line = |s: &mut TableSeat, text: &str| {
        s.input(Input::Key(Action::Talk));
        for c in text.chars() {
            s.input(Input::Key(Action::Type(c)));
        }
        s.input(Input::Key(Action::Select));
    };
    type_line(&mut ann, "/mute bob");
    t.say("bob", Some(BOB), "one").expect("said");
    ann.keep(Keep::Poll).expect("news");
    cy.keep(Keep::Poll).expect("news");
    assert!(!pane(&ann).iter().any(|l| l == "bob: one"));
    assert!(pane(&cy).iter().any(|l| l == "bob: one"));
    type_line(&mut ann, "/unmute bob");
    t.say("bob", Some(BOB), "two").expect("said");
    ann.keep(Keep::Poll).expect("news");
    assert!(pane(&ann).iter().any(|l| l == "bob: two"));
}

#[test]
fn a_burst_is_refused_with_a_reason_and_a_typed_name_is_no_speaker() {
    let t = seated(MINUTE, None);
    let sent = (0..20)
        .filter(|i| t.say("ann", Some(ANN), &format!("line {i}")).is_ok())
        .count();
    assert_eq!(sent, crate::serve::talk::rate::BURST as usize);
    let refused = t
        .say("ann", Some(ANN), "more")
        .expect_err("over the allowance");
    assert!(refused.starts_with("Slow down"), "{refused}");
    // Bob's allowance is his own.
    t.say("bob", Some(BOB), "ann: I am the wumpus")
        .expect("said");
    let cy = TableSeat::new(Arc::clone(&t), None, "cy").expect("a spectator");
    assert!(pane(&cy).contains(&"bob: ann: I am the wumpus".to_string()));
}

#[test]
fn escape_sequences_reach_nobody_and_a_long_line_is_refused() {
    let t = seated(MINUTE, None);
    t.say("ann", Some(ANN), "hi\u{1b}]0;owned\u{7}\u{1b}[2J\u{7}there")
        .expect("said");
    assert!(t.say("ann", Some(ANN), &"x".repeat(10_000)).is_err());
    let cy = TableSeat::new(Arc::clone(&t), None, "cy").expect("a spectator");
    let lines = pane(&cy);
    assert!(lines.contains(&"ann: hithere".to_string()), "{lines:?}");
    assert!(lines.iter().all(|l| !l.chars().any(char::is_control)));
}

#[test]
fn a_bot_asked_by_name_answers_with_a_claim() {
    let t = seated(MINUTE, None);
    let bots: Vec<String> = crate::front::seats(&t.rules())
        .into_iter()
        .filter(|s| !s.person)
        .map(|s| s.name)
        .collect();
    let bot = bots.first().expect("two bots");
    let asked = format!("hey @{}, where are you?", bot.replace(' ', ""));
    t.say("ann", Some(ANN), &asked).expect("said");
    let cy = TableSeat::new(Arc::clone(&t), None, "cy").expect("a spectator");
    let answer = format!("{bot}: I am human");
    assert!(
        pane(&cy).iter().any(|l| l.starts_with(&answer)),
        "{:?}",
        pane(&cy)
    );
}

#[test]
fn a_map_note_is_public_with_its_writer_and_a_spectator_writes_none() {
    let t = seated(MINUTE, None);
    t.say("ann", Some(ANN), "/map 7 3 9 12").expect("noted");
    assert!(t.say("cy", None, "/map 7 pit").is_err());
    assert!(t.say("ann", Some(ANN), "/map 21 pit").is_err());
    let bob = TableSeat::new(Arc::clone(&t), Some(BOB), "bob").expect("bob's screen");
    let view = bob.view();
    let talk = view.talk.as_ref().expect("a pane");
    assert!(talk.lines.contains(&(
        Tone::Good,
        "ann notes on the table's map: room 7 has tunnels to 3, 9, 12".to_string()
    )));
}

#[test]
fn the_opener_kicks_a_spectator_who_then_can_neither_talk_nor_watch() {
    let t = seated(MINUTE, None);
    let cy = TableSeat::new(Arc::clone(&t), None, "cy").expect("a spectator");
    assert!(
        t.say("bob", Some(BOB), "/kick cy").is_err(),
        "bob did not open it"
    );
    assert_eq!(
        t.say("ann", Some(ANN), "/kick cy"),
        Ok(Some("cy no longer watches this table.".into()))
    );
    assert!(cy.gone().is_some());
    assert!(t.say("cy", None, "hello?").is_err());
    assert!(TableSeat::new(Arc::clone(&t), None, "cy").is_err());
}

#[test]
fn a_record_with_talk_replays_the_talk_and_whispers_only_with_the_truth_shown() {
    let t = seated(MINUTE, None);
    let mut clock = Clock(Instant::now());
    clock.until_a_person(&t);
    t.say("ann", Some(ANN), "I am human").expect("said");
    t.submit(ANN, stay()).expect("Ann's turn");
    t.say("bob", Some(BOB), "/w ann shoot 12")
        .expect("whispered");
    t.say("cy", None, "gg").expect("said");
    let record = t
        .lock()
        .game
        .as_ref()
        .and_then(|g| g.record().cloned())
        .expect("a record");
    // Through the file, as `wumpus replay` reads it.
    let text = record.to_json().expect("writes");
    let record =
        crate::record::Record::parse(&text, std::path::Path::new("r.json")).expect("reads");
    crate::record::replay::check(&record).expect("talk changes no game state");
    let shown = |revealed: bool| -> Vec<String> {
        let mut p = crate::front::playback(record.clone()).expect("plays back");
        p.set_revealed(revealed);
        while p.step() {}
        p.front()
            .view()
            .log
            .iter()
            .map(|(_, l)| l.clone())
            .collect()
    };
    let plain = shown(false);
    assert!(plain.contains(&"ann: I am human".to_string()), "{plain:?}");
    assert!(plain.contains(&"bob whispered to ann.".to_string()));
    assert!(plain.contains(&"[spectators] cy: gg".to_string()));
    assert!(!plain.iter().any(|l| l.contains("shoot 12")));
    // In its place: Ann's line before her command's lines.
    let said = plain
        .iter()
        .position(|l| l == "ann: I am human")
        .expect("said");
    let whispered = plain
        .iter()
        .position(|l| l == "bob whispered to ann.")
        .expect("noticed");
    assert!(said < whispered);
    let truth = shown(true);
    assert!(
        truth.contains(&"bob whispers to ann: shoot 12".to_string()),
        "{truth:?}"
    );
}

#[test]
fn the_pane_takes_the_keyboard_on_t_scrolls_on_its_pages_and_lets_go_on_esc() {
    let t = seated(MINUTE, None);
    let mut ann = TableSeat::new(Arc::clone(&t), Some(ANN), "ann").expect("ann's screen");
    assert_eq!(ann.view().typing, None);
    ann.input(Input::Key(Action::Talk));
    let view = ann.view();
    assert_eq!(view.typing, Some(crate::front::Typing::Text));
    assert_eq!(view.scopes.first(), Some(&crate::keymap::Scope::TABLE));
    drop(view);
    ann.input(Input::Key(Action::PageUp));
    assert_eq!(ann.view().talk.as_ref().map(|p| p.back), Some(5));
    ann.input(Input::Key(Action::PageDown));
    assert_eq!(ann.view().talk.as_ref().map(|p| p.back), Some(0));
    // A game key typed here is text, not the game's.
    ann.input(Input::Key(Action::Type('.')));
    assert_eq!(
        ann.view()
            .talk
            .as_ref()
            .and_then(|p| p.typing.as_ref().map(|t| t.value().to_string())),
        Some(".".to_string())
    );
    ann.input(Input::Key(Action::Cancel));
    assert_eq!(ann.view().typing, None);
}
