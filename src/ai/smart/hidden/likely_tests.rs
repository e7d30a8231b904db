//! The worlds a seat draws, weighed by how likely the other seats' public
//! moves were under the baseline's rules (`likely`).

use super::world::Sampler;
use crate::engine::hidden::{Hidden, HiddenCommand, Role};
use crate::engine::{Dice, Game, Seat};

/// Four seats far apart, seat 2 the Wumpus, no hazards; each seat's
/// turns in `said` (its claim, or none), a round each, then seat 0's
/// view is sampled: how many of 200 worlds make each seat the Wumpus.
fn drawn_wumpi(said: &[[Option<&str>; 4]]) -> [u32; 4] {
    let turns: Vec<HiddenCommand> = said
        .iter()
        .flatten()
        .flat_map(|c| {
            c.map(|t| HiddenCommand::Claim(t.into()))
                .into_iter()
                .chain([HiddenCommand::Stay])
        })
        .collect();
    drawn_after([11, 20, 15], &turns)
}

/// The same, with seats 1 to 3 in `rooms` and the commands `turns`.
fn drawn_after(rooms: [u8; 3], turns: &[HiddenCommand]) -> [u32; 4] {
    let mut game = Hidden::four_people([1, rooms[0], rooms[1], rooms[2]]);
    let mut events = Vec::new();
    for c in turns {
        game.apply(c, &mut events)
            .expect("the test plays allowed commands");
    }
    let sampler = Sampler::new(game.view(Seat(0)));
    let mut count = [0; 4];
    for k in 0..200 {
        let parts = sampler.draw(&mut Dice::new(k)).expect("a world");
        for (s, role) in parts.roles.iter().enumerate() {
            count[s] += u32::from(*role == Role::Wumpus);
        }
    }
    count
}

const FIRST: [Option<&str>; 4] = [Some("I am human. No stench here."); 4];

#[test]
fn a_seat_that_says_what_only_a_wumpus_bot_says_is_drawn_as_the_wumpus() {
    let quiet = [None, None, None, Some("I am human. All quiet where I am.")];
    let count = drawn_wumpi(&[FIRST, quiet]);
    assert!(count[3] >= 180, "{count:?}");
    // Without it, the three others are alike.
    let count = drawn_wumpi(&[FIRST, [None; 4]]);
    assert!(
        count.iter().skip(1).all(|&c| (30..110).contains(&c)),
        "{count:?}"
    );
}

#[test]
fn a_first_turn_stench_claim_a_wumpus_bot_never_makes_gets_almost_no_weight() {
    let mut first = FIRST;
    first[1] = Some("I am human. Room 11: I smell a horrible stench!");
    let count = drawn_wumpi(&[first]);
    assert!(count[1] <= 10, "{count:?}");
    assert_eq!(count[0], 0, "the seat knows its own role");
}

#[test]
fn a_seat_in_whose_turn_another_died_without_a_shooting_claim_is_drawn_as_the_wumpus() {
    // Seat 2, the Wumpus in room 20, walks into seat 3's room 19.
    let said = |t: &str| HiddenCommand::Claim(t.into());
    let turns = [
        said("I am human. No stench here."),
        HiddenCommand::Stay,
        said("I am human. No stench here."),
        HiddenCommand::Stay,
        said("I am human. No stench here."),
        HiddenCommand::Move(19),
    ];
    let count = drawn_after([11, 20, 19], &turns);
    assert!(count[2] >= 180, "{count:?}");
    assert_eq!(count[3], 0, "a dead seat's role is told");
}

#[test]
fn a_kill_after_a_claim_that_tells_stench_and_shooting_at_once_is_not_the_wumpus() {
    // Seat 1 (room 11) says it smells the stench and shoots in one claim,
    // then its arrow kills seat 3 (room 12), a human.
    let said = |t: &str| HiddenCommand::Claim(t.into());
    let quiet = "I am human. No stench here.";
    let mut turns = Vec::new();
    for _ in 0..3 {
        turns.extend([said(quiet), HiddenCommand::Stay]);
    }
    turns.extend([
        HiddenCommand::Stay,
        HiddenCommand::Stay,
        said("I am human, and I am shooting. Room 11: I smell a horrible stench!"),
        HiddenCommand::Shoot(vec![12]),
        HiddenCommand::Stay,
        HiddenCommand::Stay,
    ]);
    let count = drawn_after([11, 20, 12], &turns);
    assert_eq!(count[3], 0, "a dead seat's role is told");
    assert!(count[1] <= 10, "{count:?}");
}
