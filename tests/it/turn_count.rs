//! One turn count everywhere (docs/playing.md, "Turns"): "turn N" is the
//! turn being played, from 1, and once the game is over the last one
//! played; the log heads the lines a turn made with its number; the
//! game-over summary counts the turns played. The status line, the log,
//! plain prompts, "Resumed" and the menu's resume line agree, in every
//! rule set.

use crate::{records, transcript};

use std::sync::Arc;
use transcript::transcript;
use wumpus::engine::classic::Classic;
use wumpus::engine::{Dice, Game, SOLO};
use wumpus::front::classic::ClassicUi;
use wumpus::front::{Adapter, Fronted, Opening, PlainText, Session, Words};
use wumpus::plain;
use wumpus::record::{DataDir, Save, read_save, replay};

/// The N of "turn N" in a status line.
fn status_turn(status: &str) -> u32 {
    let rest = status
        .split("turn ")
        .nth(1)
        .unwrap_or_else(|| panic!("no turn in {status:?}"));
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().unwrap_or_else(|_| panic!("{status:?}"))
}

/// The N of the log's last "Turn N · " heading.
fn last_heading(log: &[(wumpus::words::Tone, String)]) -> Option<u32> {
    log.iter()
        .rev()
        .find_map(|(_, line)| line.strip_prefix("Turn "))
        .map(|rest| status_turn(&format!("turn {rest}")))
}

/// A bot's command for the seat to act that the rules take (and, with
/// `live`, that does not end the game).
fn bot_step<A: Adapter>(
    game: &A::Game,
    dice: &mut Dice,
    live: bool,
) -> Option<wumpus::front::Cmd<A>> {
    let seat = game.to_act().unwrap_or(SOLO);
    for tries in 0..64 {
        let view = game.view(seat);
        let command = if tries < 60 {
            <A::Game as Game>::bot_command(0, view, dice)
        } else {
            <A::Game as Game>::fallback_command(view, dice)
        };
        let mut trial = game.clone();
        if trial.apply(&command, &mut Vec::new()).is_ok() && !(live && trial.is_over()) {
            return Some(command);
        }
    }
    None
}

fn counts_agree<A: Adapter>(id: &str, seed: u64) {
    let variant = records::variant(id);
    let rules = wumpus::record::rules::of::<A::Game>(&variant.rules).expect("its rule set");
    let game = A::Game::new(rules, seed);
    let mut session = Session::<A>::from_game(&variant.name, game, false);
    assert_eq!(
        status_turn(&session.status()),
        1,
        "{id}: the first turn is 1"
    );
    assert_eq!(last_heading(session.log()), None, "{id}");
    let mut dice = Dice::side_stream(seed, 9);
    let mut played = 0;
    for i in 0..80 {
        // A few turns first, then on to the end.
        let Some(command) = bot_step::<A>(&session.game, &mut dice, i < 6) else {
            break;
        };
        session.command(command).expect("tried first");
        played += 1;
        let over = session.game.is_over();
        let shown = status_turn(&session.status());
        assert_eq!(shown, A::turn_now(&session.game), "{id}");
        if A::TURN_HEADINGS {
            // After k turns: the log's last heading is turn k, the status
            // line the turn being played (k + 1), or k once it is over.
            assert_eq!(last_heading(session.log()), Some(played), "{id}");
            assert_eq!(shown, played + u32::from(!over), "{id}");
        } else {
            // A seat's turns: as many as the table was told began.
            let begun = (session.log().iter())
                .filter(|(_, l)| l.starts_with("— ") && l.ends_with("'s turn —"))
                .count() as u32;
            assert_eq!(shown, begun, "{id}: {:?}", session.status());
        }
        if over {
            let detail = session.summary().expect("over").detail;
            let taken = A::turns_taken(&session.game);
            assert_eq!(taken, shown, "{id}: the last turn played is the one shown");
            if A::TURN_HEADINGS {
                let said = [format!("{taken} turn"), format!("{taken} move")];
                assert!(
                    said.iter().any(|s| detail.starts_with(s.as_str())),
                    "{id}: {detail:?} after {taken} turns"
                );
            }
            break;
        }
    }
    assert!(played > 3, "{id}: only {played} commands");
}

#[test]
fn the_status_line_the_log_and_the_summary_count_turns_alike() {
    for (id, seed) in [
        ("classic", 3),
        ("bsd", 5),
        ("grenade", 4),
        ("grand-theft", 6),
        ("labyrinth", 7),
        ("hidden", 8),
        ("hidden-watch", 9),
    ] {
        let variant = records::variant(id);
        wumpus::with_game!(&variant.rules, G, _r => counts_agree::<<G as Fronted>::Front>(id, seed));
    }
}

/// Every "turn N> " prompt of a transcript, in order.
fn prompts(text: &str) -> Vec<u32> {
    text.split("turn ")
        .skip(1)
        .filter_map(|rest| rest.split_once("> ")?.0.parse().ok())
        .collect()
}

#[test]
fn plain_prompts_say_the_turn_being_played_and_the_end_counts_them() {
    let variant = records::variant("classic");
    for seed in 1..=4 {
        let (game, recorder, _) = records::play::<Classic>(&variant, seed, 300);
        let record = recorder.snapshot().expect("recordable");
        let commands = replay::<Classic>(&record).expect("replays").commands;
        let rules = wumpus::record::rules::of::<Classic>(&variant.rules).expect("classic");
        let mut typed = Classic::new(Arc::clone(&rules), seed);
        let mut input = String::new();
        for command in &commands {
            input.push_str(&ClassicUi::plain_line(&typed, command));
            input.push('\n');
            typed.apply(command, &mut Vec::new()).expect("recorded");
        }
        input.push_str("q\n");
        let text = transcript(&input, |io| {
            assert!(
                plain::play::<ClassicUi>("Classic", Arc::clone(&rules), seed, false, io).is_ok()
            );
        });
        let k = commands.len() as u32;
        let want: Vec<u32> = (1..=k).collect();
        let got = prompts(&text);
        assert!(got.starts_with(&want), "seed {seed}: {got:?}\n{text}");
        if !game.is_over() {
            assert_eq!(got.get(want.len()), Some(&(k + 1)), "seed {seed}\n{text}");
        } else {
            let s = if k == 1 { "" } else { "s" };
            assert!(
                text.contains(&format!("Game over after {k} turn{s}:")),
                "{text}"
            );
            assert_eq!(status_turn(&ClassicUi::status(&typed)), k);
        }
    }
}

fn opening(id: &str, seed: u64, data: &DataDir) -> Opening {
    let variant = records::variant(id);
    Opening {
        id: variant.id.clone(),
        name: variant.name.clone(),
        seed,
        cheat: false,
        hand_seeded: true,
        files: Some(wumpus::front::files(data.clone(), false)),
        plain: false,
    }
}

/// A variant of each rule set, and the seed its game is played from.
const ONE_OF_EACH: [(&str, u64); 5] = [
    ("classic", 3),
    ("grenade", 4),
    ("grand-theft", 6),
    ("labyrinth", 7),
    ("hidden", 8),
];

/// A game of `id` played part way by bots and saved: its save and the
/// status line it was left with.
fn saved<A: Adapter>(id: &str, seed: u64, data: &DataDir) -> (Save, String) {
    let variant = records::variant(id);
    let rules = wumpus::record::rules::of::<A::Game>(&variant.rules).expect("its rule set");
    let mut session = Session::<A>::open(rules, &opening(id, seed, data));
    let mut dice = Dice::side_stream(seed, 9);
    for _ in 0..7 {
        let Some(command) = bot_step::<A>(&session.game, &mut dice, true) else {
            break;
        };
        session.command(command).expect("tried first");
    }
    let status = session.status();
    session.save_and_leave().expect("saved");
    let path = wumpus::record::saves::paths(data)
        .pop()
        .expect("a save file");
    let save = read_save(&path).expect("readable").expect("a save");
    (save, status)
}

fn resumed_agree<A: Adapter>(id: &str, seed: u64) {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    let (save, status) = saved::<A>(id, seed, &data);
    let turn = status_turn(&status);
    assert!(turn > 1, "{id}: {status}");
    assert_eq!(wumpus::front::keep::save_turn(&save), turn, "{id}");
    let line = wumpus::front::keep::resume_line(&save);
    assert!(
        line.contains(&format!(", turn {turn},")),
        "{id}: {line} / {status}"
    );
    let files = wumpus::front::files(data.clone(), false);
    let resumed = wumpus::front::resume(&save, Some(&files)).expect("resumes");
    assert_eq!(status_turn(&resumed.view().status), turn, "{id}");
    drop(resumed);
    // Plain mode's "Resumed" line (before any bot plays on).
    let text = transcript("q\ns\n", |io| {
        let done = plain::resume(&save, Some(&files), io).expect("output");
        assert!(done.is_ok(), "{done:?}");
    });
    assert!(text.contains(&format!("turn {turn}, ")), "{id}: {text}");
}

#[test]
fn a_resumed_game_says_the_turn_its_status_line_said() {
    for (id, seed) in ONE_OF_EACH {
        let variant = records::variant(id);
        wumpus::with_game!(&variant.rules, G, _r => resumed_agree::<<G as Fronted>::Front>(id, seed));
    }
}

#[test]
fn a_resumed_classic_game_prompts_the_turn_it_said() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    let (save, status) = saved::<ClassicUi>("classic", 3, &data);
    let turn = status_turn(&status);
    let files = wumpus::front::files(data.clone(), false);
    let text = transcript("q\ns\n", |io| {
        let done = plain::resume(&save, Some(&files), io).expect("output");
        assert!(done.is_ok(), "{done:?}");
    });
    assert!(
        text.contains(&format!("Resumed: Classic, turn {turn}, ")),
        "{text}"
    );
    assert_eq!(prompts(&text).first(), Some(&turn), "{text}");
}

/// A game of `id` played to its end by bots with files: the score line
/// counts the turns the summary counts, not the record's commands.
fn filed_agree<A: Adapter>(id: &str, seed: u64) {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = DataDir::at(dir.path());
    let variant = records::variant(id);
    let rules = wumpus::record::rules::of::<A::Game>(&variant.rules).expect("its rule set");
    let mut session = Session::<A>::open(rules, &opening(id, seed, &data));
    let mut dice = Dice::side_stream(seed, 9);
    for _ in 0..400 {
        if session.game.is_over() {
            break;
        }
        let Some(command) = bot_step::<A>(&session.game, &mut dice, false) else {
            break;
        };
        session.command(command).expect("tried first");
    }
    assert!(session.game.is_over(), "{id}: the bots did not end it");
    session.settle();
    let scores = wumpus::record::Scores::load(&data.scores()).expect("a score table");
    let filed = scores.last().expect("the game was filed");
    assert_eq!(filed.turns(), A::turns_taken(&session.game), "{id}");
}

#[test]
fn the_score_line_counts_the_turns_the_summary_counts() {
    for (id, seed) in ONE_OF_EACH {
        let variant = records::variant(id);
        wumpus::with_game!(&variant.rules, G, _r => filed_agree::<<G as Fronted>::Front>(id, seed));
    }
}
