//! The classic rule set on the seam: `Classic` as a `Game`.

use super::CaveSource;
use super::{
    Cheat, Classic, ClassicRules, Command, Ending, Event, Refusal, View, WallBump, bots, senses,
};
use crate::engine::cave::Cave;
use crate::engine::dice::Dice;
use crate::engine::game::{Game, Outcome, SOLO, Seat};
use std::sync::Arc;

impl Game for Classic {
    const RULE_SET: &'static str = "classic";
    const BOTS: &'static [&'static str] = &["random", "random-crooked"];

    /// Through the game's own draw, so the cave printed is the one a game
    /// with this seed plays in.
    fn cave_of(rules: &Arc<ClassicRules>, seed: u64) -> Option<(Arc<Cave>, bool)> {
        let drawn = !matches!(rules.cave, CaveSource::Fixed(_)) || rules.shuffle_labels;
        Some((Classic::cave_for(rules, seed), drawn))
    }

    type Rules = ClassicRules;
    type Command = Command;
    type Event = Event;
    type Refusal = Refusal;
    type Outcome = Ending;
    type View<'a> = View<'a>;
    type Reveal<'a> = Cheat<'a>;

    fn new(rules: Arc<ClassicRules>, seed: u64) -> Classic {
        Classic::new(rules, seed)
    }

    fn restart(&mut self, seed: u64) {
        Classic::restart(self, seed);
    }

    /// A refused command changes nothing (not even the dice) and says why;
    /// an accepted one appends what happened to `out`.
    fn apply(&mut self, command: &Command, out: &mut Vec<Event>) -> Result<(), Refusal> {
        if self.ending.is_some() {
            return Err(Refusal::GameOver);
        }
        let first = out.len();
        match *command {
            Command::Move(to) => {
                if to.index() >= self.cave.rooms() {
                    return Err(Refusal::NotAdjacent);
                }
                if self.cave.is_adjacent(self.player, to) {
                    self.turn += 1;
                    self.walk(to, out);
                } else if self.rules.wall_bump == WallBump::Bsd {
                    // NetBSD: walking into the rock is a command too.
                    self.turn += 1;
                    self.hit_wall(out);
                } else {
                    return Err(Refusal::NotAdjacent);
                }
            }
            Command::Shoot(path) => {
                self.check_path(path.rooms())?;
                let cost = self.arrow_cost(path.len() as u32);
                self.turn += 1;
                self.shoot(path, cost, out);
            }
        }
        // What the player senses where the command left them, when they
        // live: recorded with the command itself.
        let settled = self.ending.is_none().then(|| {
            self.senses = senses::feel(self);
            self.senses
        });
        self.known
            .record(*command, &out[first..], self.player, settled);
        Ok(())
    }

    fn view(&self, _seat: Seat) -> View<'_> {
        View::new(self)
    }

    fn to_act(&self) -> Option<Seat> {
        self.ending.is_none().then_some(SOLO)
    }

    fn outcome(&self) -> Option<Ending> {
        self.ending
    }

    fn turn(&self) -> u32 {
        self.turn
    }

    fn reveal(&self) -> Cheat<'_> {
        Cheat::new(self)
    }

    fn rules(&self) -> &Arc<ClassicRules> {
        &self.rules
    }

    fn seed(&self) -> u64 {
        self.seed
    }

    fn bot_command(bot: usize, view: View<'_>, dice: &mut Dice) -> Command {
        match bot {
            1 => bots::random_crooked(&view, dice),
            _ => bots::random(&view, dice),
        }
    }

    fn fallback_command(view: View<'_>, dice: &mut Dice) -> Command {
        bots::random_move(&view, dice)
    }
}

impl Outcome for Ending {
    const ALL: &'static [Ending] = &[
        Ending::Won,
        Ending::Pit,
        Ending::EatenBump,
        Ending::EatenMoving,
        Ending::OwnArrow,
        Ending::OutOfArrows,
    ];

    fn key(self) -> &'static str {
        match self {
            Ending::Won => "won",
            Ending::Pit => "pit",
            Ending::EatenBump => "eaten_bump",
            Ending::EatenMoving => "eaten_moving",
            Ending::OwnArrow => "own_arrow",
            Ending::OutOfArrows => "out_of_arrows",
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    fn is_win(self) -> bool {
        self == Ending::Won
    }
}
