//! A replay prints each command as plain mode reads it: for every rule
//! set, the line `PlainText::plain_line` writes is read back by
//! `PlainText::plain_command` as the same command, at every step of recorded
//! bot games (a bot seat's line is an Enter: the bot decides). So a game
//! typed in those words replays as it was printed.

use crate::records;

use wumpus::engine::Game;
use wumpus::front::{Adapter, Fronted};
use wumpus::record::replay;

fn lines_read_back<A: Adapter>(id: &str, seed: u64) {
    let variant = records::variant(id);
    let (_, recorder, _) = records::play::<A::Game>(&variant, seed, 300);
    let record = recorder.snapshot().expect("recordable");
    let commands = replay::<A::Game>(&record).expect("replays").commands;
    let rules = wumpus::record::rules::of::<A::Game>(&record.rules).expect("its rules");
    let mut game = A::Game::new(rules, record.seed);
    for (i, command) in commands.iter().enumerate() {
        let line = A::plain_line(&game, command);
        // A bot's seat in plain mode is an Enter: the bot decides, as it
        // did in the game (these records' bots are the simulator's).
        if line.is_empty() {
            game.apply(command, &mut Vec::new()).expect("recorded");
            continue;
        }
        let read = A::plain_command(&game, &line)
            .unwrap_or_else(|why| panic!("{id} seed {seed} command {}: {line:?}: {why}", i + 1));
        assert_eq!(
            &read,
            command,
            "{id} seed {seed} command {}: {line:?}",
            i + 1
        );
        game.apply(command, &mut Vec::new())
            .expect("recorded, so carried out");
    }
}

#[test]
fn every_rule_sets_plain_line_reads_back_as_the_command() {
    for id in [
        "classic",
        "bsd",
        "wumpus3",
        "grenade",
        "grand-theft",
        "labyrinth",
        "hidden",
        "hidden-watch",
    ] {
        let variant = records::variant(id);
        for seed in 1..=6 {
            wumpus::with_game!(&variant.rules, G, _r => {
                lines_read_back::<<G as Fronted>::Front>(id, seed)
            });
        }
    }
}
