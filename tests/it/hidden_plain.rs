//! Hidden Wumpus in plain mode (docs/rules.md, Hidden): the hand-off line and
//! a wait for Enter before each person's turn, so a person's secrets are
//! printed only once they have the keyboard; what a Wumpus seat is told.
//! The input answers each prompt as a player would, reading what the game
//! printed so far, and checks at every hand-off that nothing of the next
//! person's is on the page yet.

use std::cell::RefCell;
use std::io::{self, BufRead, Read, Write};
use std::rc::Rc;
use std::sync::Arc;
use wumpus::engine::Game;
use wumpus::engine::hidden::{Hidden, HiddenRules, Role};
use wumpus::front::hidden::HiddenUi;
use wumpus::plain::{self, Io};

/// Rules of `players` seats, the first `people` of them persons.
fn rules(players: u8, people: u8) -> HiddenRules {
    let mut r = HiddenRules {
        players,
        bots: players - people,
        ..HiddenRules::default()
    };
    r.names = ["Ann", "Bea", "Cyd"]
        .iter()
        .take(usize::from(people))
        .map(|s| s.to_string())
        .collect();
    r.reseat();
    assert!(r.problems().is_empty(), "{:?}", r.problems());
    r
}

/// Output shared with the input, so the input can read the page.
#[derive(Clone, Default)]
struct Page(Rc<RefCell<Vec<u8>>>);

impl Write for Page {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Page {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.borrow()).into_owned()
    }
}

/// A player at the keyboard: Enter at a hand-off (a bot asks for none), `w` (stay)
/// on a person's turn, `q` after `turns` answers. At every hand-off it
/// checks that the page since the last answer holds none of the named
/// person's secrets.
struct Player {
    page: Page,
    names: Vec<String>,
    line: Vec<u8>,
    answers: usize,
    turns: usize,
    /// Hand-offs seen, by name.
    curtains: Vec<String>,
    /// Where the page stood after the last answer.
    last: usize,
}

impl Player {
    fn answer(&mut self) -> &'static str {
        let page = self.page.text();
        let since = page.get(self.last..).unwrap_or("").to_string();
        self.last = page.len();
        self.answers += 1;
        if self.answers > self.turns {
            return "q\n";
        }
        let prompt = page.lines().last().unwrap_or("");
        if let Some(rest) = prompt.strip_prefix("Pass the keyboard to ") {
            let who = rest
                .strip_suffix(". Press Enter when ready. ")
                .unwrap_or_else(|| panic!("the hand-off line as on screen: {prompt:?}"));
            assert!(self.names.iter().any(|n| n == who), "{who}");
            for secret in [format!("{who}: you are"), "You are in room".to_string()] {
                assert!(
                    !since.contains(&secret),
                    "{secret:?} printed before the hand-off to {who}:\n{since}"
                );
            }
            self.curtains.push(who.to_string());
            return "\n";
        }
        if prompt.starts_with("again>") {
            return "q\n";
        }
        "w\n"
    }
}

impl Read for Player {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = {
            let have = self.fill_buf()?;
            let n = have.len().min(buf.len());
            buf[..n].copy_from_slice(&have[..n]);
            n
        };
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Player {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.line.is_empty() {
            let next = self.answer();
            self.line.extend_from_slice(next.as_bytes());
        }
        Ok(&self.line)
    }
    fn consume(&mut self, amount: usize) {
        self.line.drain(..amount.min(self.line.len()));
    }
}

/// A plain session of `rules` with `seed`; the transcript and the players.
fn session(rules: HiddenRules, seed: u64, turns: usize) -> (String, Player) {
    let page = Page::default();
    let names = (rules.seats.iter())
        .filter(|s| !s.bot)
        .map(|s| s.name.clone())
        .collect();
    let mut player = Player {
        page: page.clone(),
        names,
        line: Vec::new(),
        answers: 0,
        turns,
        curtains: Vec::new(),
        last: 0,
    };
    let mut out = page.clone();
    let mut io = Io {
        input: &mut player,
        out: &mut out,
        echo: true,
    };
    let played = plain::play::<HiddenUi>("Hidden Wumpus", Arc::new(rules), seed, false, &mut io);
    assert!(played.is_ok(), "{played:?}");
    (page.text(), player)
}

#[test]
fn plain_mode_prints_the_hand_off_line_and_waits_for_enter_before_each_persons_turn() {
    let (text, player) = session(rules(4, 2), 5, 60);
    for who in ["Ann", "Bea"] {
        let handed = player.curtains.iter().filter(|n| *n == who).count();
        assert!(
            handed >= 2,
            "{who} was handed the keyboard {handed} times:\n{text}"
        );
    }
    // Each person's private facts come right after their own hand-off
    // and the Enter that answers it, never otherwise.
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let mut told = 0;
    for (i, line) in lines.iter().enumerate() {
        for who in ["Ann", "Bea"] {
            if line.starts_with(&format!("{who}: you are")) && i > 0 {
                let before = lines[i - 1];
                let asked = format!("Pass the keyboard to {who}. Press Enter when ready.");
                assert!(before.starts_with(&asked), "{line:?} after {before:?}");
                told += 1;
            }
        }
    }
    assert_eq!(told, player.curtains.len(), "{text}");
    // Bots are never handed the keyboard.
    assert!(!text.contains("Pass the keyboard to Bot"), "{text}");
}

#[test]
fn plain_mode_hands_the_keyboard_over_even_to_the_one_person_at_the_table() {
    let (text, player) = session(rules(3, 1), 2, 40);
    assert!(player.curtains.len() >= 2, "{text}");
    assert!(player.curtains.iter().all(|n| n == "Ann"));
}

#[test]
fn a_wumpus_seat_is_not_told_it_has_0_arrows_in_plain_mode() {
    let r = rules(3, 1);
    let seed = (0..200u64)
        .find(|&s| Hidden::new(Arc::new(r.clone()), s).reveal().roles()[0] == Role::Wumpus)
        .unwrap_or(0);
    let (text, _) = session(r.clone(), seed, 30);
    assert!(
        text.contains("Ann: you are a Wumpus (no arrows: you eat humans)."),
        "{text}"
    );
    assert!(!text.contains("0 arrows"), "{text}");
    // A human is still told their arrows.
    let seed = (0..200u64)
        .find(|&s| Hidden::new(Arc::new(r.clone()), s).reveal().roles()[0] == Role::Human)
        .unwrap_or(0);
    let (text, _) = session(r, seed, 30);
    assert!(
        text.contains("Ann: you are a human with 2 arrows."),
        "{text}"
    );
}
