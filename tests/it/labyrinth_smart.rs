//! The labyrinth's smart bot: it wins the medium labyrinth where the
//! random bot never does, it reads only what the player is told (two
//! labyrinths that look alike to the player get the same commands until
//! they stop looking alike), and its notebook never puts the player
//! anywhere they are not, though it joins pieces of map it has proved.

use std::sync::Arc;
use wumpus::ai::Smart;
use wumpus::ai::labyrinth::{Notebook, Seen};
use wumpus::config::{Source, from_sources};
use wumpus::engine::labyrinth::{Command, Dir, Event, Grid, Labyrinth, LabyrinthRules};
use wumpus::engine::{AnyRules, Dice, Game, Outcome, Player, Reference, SOLO};
use wumpus::sim::{Scratch, SimSpec, play_with};

type Bot = <Labyrinth as Smart>::Bot;

pub(crate) fn rules(id: &str) -> Arc<LabyrinthRules> {
    let config = from_sources(&[Source::builtin()]).expect("the built-in config loads");
    match config.variant(id).map(|v| v.rules.clone()) {
        Some(AnyRules::Labyrinth(r)) => r,
        _ => panic!("{id} is a built-in labyrinth"),
    }
}

/// Wins of `player` over games `seeds` of `rules`, as `wumpus sim` plays
/// them.
pub(crate) fn wins<P: Player<Labyrinth>>(
    rules: &Arc<LabyrinthRules>,
    seeds: std::ops::Range<u64>,
    player: &mut P,
) -> u64 {
    let spec = SimSpec::<Labyrinth> {
        rules: rules.clone(),
        bot: 0,
        games: seeds.end - seeds.start,
        seed: seeds.start,
        max_turns: 1000,
    };
    let mut scratch = Scratch::default();
    seeds
        .filter(|&seed| {
            let (slot, _) = play_with(&spec, seed, &mut scratch, player);
            <Labyrinth as Game>::Outcome::ALL
                .get(slot)
                .is_some_and(|o| o.is_win())
        })
        .count() as u64
}

#[test]
fn the_smart_bot_wins_the_medium_labyrinth_where_the_random_bot_does_not() {
    // The medium labyrinth is one fixed labyrinth: games differ by the
    // bot's own draws (its tie-breaks). Measured: about 1 game in 4
    // (docs/bots.md), 9 of these 40; the random bot wins none.
    let medium = rules("labyrinth");
    let smart = wins(&medium, 1..41, &mut Bot::default());
    let random = wins(&medium, 1..41, &mut Reference(0));
    assert!(smart >= 4, "smart won {smart} of 40");
    assert!(smart >= random + 4, "smart {smart}, random {random}");
}

#[test]
fn the_smart_bot_beats_the_random_bot_on_random_labyrinths() {
    // Measured: about 1 game in 5 (docs/bots.md), 6 of these 40.
    let random_labyrinths = rules("labyrinth-random");
    let smart = wins(&random_labyrinths, 1..41, &mut Bot::default());
    let random = wins(&random_labyrinths, 1..41, &mut Reference(0));
    assert!(smart >= random + 3, "smart {smart}, random {random}");
}

/// The small labyrinth, and the same with the treasure and the exit
/// swapped: the player cannot tell them apart until they step onto one.
pub(crate) const SMALL: &[&str] = &[
    "##############",
    "#S   #   #  T#",
    "# ## # # # ###",
    "#  #   #  0  #",
    "## ##### #####",
    "#   #  1   # #",
    "# #   ## #  E#",
    "##############",
];

pub(crate) fn swapped() -> Vec<String> {
    SMALL
        .iter()
        .map(|row| {
            row.chars()
                .map(|c| match c {
                    'T' => 'E',
                    'E' => 'T',
                    c => c,
                })
                .collect()
        })
        .collect()
}

/// `rows` as a labyrinth whose holes are numbered, with moves to spare.
pub(crate) fn on(rows: &[String]) -> Arc<LabyrinthRules> {
    let grid = Grid::from_rows(rows).unwrap_or_else(|e| panic!("{e}"));
    let mut rules = LabyrinthRules::on(Arc::new(grid));
    rules.reveal_wormhole_numbers = true;
    rules.move_limit = Some(200);
    Arc::new(rules)
}

/// What the player saw of one command: refused, or carried out with
/// these events.
pub(crate) fn play(game: &mut Labyrinth, bot: &mut Bot, command: &Command) -> Option<Vec<Event>> {
    let mut events = Vec::new();
    match game.apply(command, &mut events) {
        Ok(()) => {
            bot.applied(command, &events);
            Some(events)
        }
        Err(_) => {
            bot.refused(command);
            None
        }
    }
}

/// Plays `make`'s bot on both labyrinths side by side, asserting the same
/// command while the player has seen the same; returns, per seed, how
/// many commands the two games looked alike for (seeds 1 to `seeds`).
pub(crate) fn alike(seeds: u64, make: impl Fn() -> Bot) -> Vec<u32> {
    let original: Vec<String> = SMALL.iter().map(|r| r.to_string()).collect();
    let mut alike_for = Vec::new();
    for seed in 1..=seeds {
        let mut a = Labyrinth::new(on(&original), seed);
        let mut b = Labyrinth::new(on(&swapped()), seed);
        let (mut bot_a, mut bot_b) = (make(), make());
        let (mut dice_a, mut dice_b) = (Dice::new(seed), Dice::new(seed));
        let mut commands = 0;
        loop {
            let ca = bot_a.command(a.view(SOLO), &mut dice_a);
            let cb = bot_b.command(b.view(SOLO), &mut dice_b);
            assert_eq!(ca, cb, "seed {seed}: command {commands} differs");
            commands += 1;
            let seen_a = play(&mut a, &mut bot_a, &ca);
            let seen_b = play(&mut b, &mut bot_b, &cb);
            if seen_a != seen_b || a.is_over() || commands > 400 {
                break;
            }
        }
        alike_for.push(commands);
    }
    alike_for
}

#[test]
fn two_labyrinths_that_look_alike_get_the_same_commands() {
    let alike_for = alike(20, Bot::default);
    // The two differ only at the far end: most commands come before it.
    let longest = alike_for.iter().copied().max().unwrap_or(0);
    assert!(longest >= 20, "alike for at most {longest} commands");
}

/// A game from `seed` played to its end by the smart bot, `each` shown
/// the game and the bot's notebook after every command; the bot after.
fn smart_game(
    rules: &Arc<LabyrinthRules>,
    seed: u64,
    mut each: impl FnMut(&Labyrinth, &Notebook),
) -> Bot {
    let mut game = Labyrinth::new(rules.clone(), seed);
    let mut bot = Bot::default();
    let mut dice = Dice::new(seed);
    bot.begin();
    while !game.is_over() {
        let command = bot.command(game.view(SOLO), &mut dice);
        play(&mut game, &mut bot, &command);
        let Some(book) = bot.notebook() else {
            panic!("a notebook from the first command")
        };
        each(&game, book);
    }
    bot
}

#[test]
fn the_notebook_never_puts_the_player_where_they_are_not() {
    let mut joined = 0;
    for (id, games) in [
        ("labyrinth-random", 10),
        ("labyrinth-large", 3),
        ("labyrinth", 4),
    ] {
        let rules = rules(id);
        for seed in 1..=games {
            let bot = smart_game(&rules, seed, |game, book| {
                // The first piece has the labyrinth's own coordinates:
                // standing on it, the player is where the notebook says.
                if book.current == 0 && !game.is_over() {
                    let grid = game.reveal().grid();
                    let (x, y) = grid.xy(game.reveal().at());
                    let truth = (x as i32 - 1, y as i32 - 1);
                    assert_eq!(book.at, truth, "{id} seed {seed}, move {}", game.turn());
                }
            });
            if let Some(book) = bot.notebook() {
                joined += book.fragments.iter().filter(|f| f.joined).count();
            }
        }
    }
    // Pieces were proved and joined, not only kept apart.
    assert!(joined >= 5, "only {joined} pieces joined");
}

/// The small labyrinth's way from the start onto hole 0, which drops the
/// player on hole 1 (the treasure's pocket is entered only by coming out
/// of hole 0).
const TO_HOLE_0: &str = "EEESSEENNEESSEE";

/// The small labyrinth after walking `TO_HOLE_0` with a smart bot's
/// notebook fed on the way.
fn fallen_into_hole_0() -> (Labyrinth, Bot, Dice) {
    let original: Vec<String> = SMALL.iter().map(|r| r.to_string()).collect();
    let mut game = Labyrinth::new(on(&original), 1);
    let mut bot = Bot::default();
    let mut dice = Dice::new(1);
    bot.begin();
    // The first command starts the notebook; the scripted walk follows.
    let _ = bot.command(game.view(SOLO), &mut dice);
    for c in TO_HOLE_0.chars() {
        let dir = match c {
            'N' => Dir::N,
            'E' => Dir::E,
            'S' => Dir::S,
            _ => Dir::W,
        };
        let seen = play(&mut game, &mut bot, &Command::Go(dir));
        assert!(seen.is_some(), "the walk to hole 0 is open");
    }
    (game, bot, dice)
}

#[test]
fn the_last_hole_seen_in_a_labyrinth_sized_for_two_leads_back_to_hole_0() {
    let (_, bot, _) = fallen_into_hole_0();
    let Some(book) = bot.notebook() else {
        panic!("a notebook")
    };
    // Standing on hole 1, in a piece of its own whose place is unsure.
    assert_ne!(book.current, 0, "hole 1 starts a new piece");
    assert!(book.last_chance(1) > 0.5, "{}", book.last_chance(1));
    // Hole 0 is at the file's (10, 3): the interior's (9, 2).
    assert_eq!(book.lead(book.current, book.at), Some((0, (9, 2))));
    // With hole 1 seen, hole 0 is not the last.
    assert_eq!(book.last_chance(0), 0.0);
}

#[test]
fn a_hole_just_landed_on_is_taken_back_to_the_unexplored_side_of_the_last_one() {
    // Landed on hole 1 in a piece that may lie almost anywhere: its
    // frontiers count only what no frontier of the first piece is nearer
    // to, so the untried side of hole 0 (two moves away, off hole 1 and
    // back) wins over wandering the new piece.
    let (mut game, mut bot, mut dice) = fallen_into_hole_0();
    let mut back = false;
    for _ in 0..8 {
        let command = bot.command(game.view(SOLO), &mut dice);
        let Some(events) = play(&mut game, &mut bot, &command) else {
            continue;
        };
        if events.iter().any(|e| {
            matches!(
                e,
                Event::Wormhole {
                    numbers: Some((1, 0))
                }
            )
        }) {
            back = true;
            break;
        }
    }
    assert!(back, "hole 1 not taken back within 8 commands");
}

#[test]
fn a_piece_whose_place_has_most_of_the_odds_is_read_through_the_first_piece() {
    // Standing on a piece not yet joined, the player's true cell less the
    // notebook's says where that piece really lies: a place leaned on
    // (before it is proved) should mostly be that one, and while leaning
    // the piece's unknown cells read what the first piece knows there.
    // Measured on these 30 games: 327 moves leaning, all on the true place.
    let rules = rules("labyrinth-random");
    let (mut right, mut wrong, mut read) = (0, 0, 0);
    for seed in 1..=30 {
        smart_game(&rules, seed, |game, book| {
            let piece = &book.fragments[book.current];
            let Some(lean) = piece.lean.filter(|_| book.current != 0 && !game.is_over()) else {
                return;
            };
            let (x, y) = game.reveal().grid().xy(game.reveal().at());
            let truth = (x as i32 - 1 - book.at.0, y as i32 - 1 - book.at.1);
            if lean == truth {
                right += 1;
            } else {
                wrong += 1;
            }
            // A cell the first piece knows (and the piece does not) reads
            // as the first piece has it.
            let first = &book.fragments[0].cells;
            for (&t, &seen) in first.iter().filter(|(_, s)| **s == Seen::Wall) {
                let c = (t.0 - lean.0, t.1 - lean.1);
                if !piece.cells.contains_key(&c) {
                    assert_eq!(book.look(book.current, c), Some(seen));
                    read += 1;
                }
            }
        });
    }
    assert!(right >= 20, "leaned on the true place {right} times");
    assert!(right >= 9 * wrong, "right {right}, wrong {wrong}");
    assert!(read > 0, "no cell read through the first piece");
}
