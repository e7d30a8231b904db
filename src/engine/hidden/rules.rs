//! The hidden rule set's knobs (docs/rules.md, Hidden), the seats they make,
//! and the checks that refuse knobs no game can be played with.

use super::ROOMS;
use serde::{Deserialize, Serialize};

/// Who sits in one chair: front and app data. The engine reads nothing
/// here; only the number of seats matters to the rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSpec {
    pub name: String,
    pub bot: bool,
    pub colour: String,
}

/// The colours seats get unless the setup screen says otherwise, in seat order.
pub const COLOURS: &[&str] = &[
    "red", "blue", "green", "yellow", "magenta", "cyan", "white", "orange",
];

/// The fewest and the most seats a game has.
pub const MIN_PLAYERS: u8 = 3;
pub const MAX_PLAYERS: u8 = 8;
/// The longest arrow path a knob may ask for.
pub const MAX_ARROW_RANGE: u8 = 10;
/// The longest claim, in characters.
pub const MAX_CLAIM: usize = 200;

/// Every knob of the hidden rule set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HiddenRules {
    /// Seats at the table, 3..=8.
    pub players: u8,
    /// Seats a bot plays (the last ones); at least one person unless `watch`.
    pub bots: u8,
    /// Every seat a bot: a game to watch.
    #[serde(default)]
    pub watch: bool,
    /// Seats that are secretly Wumpuses, 1..=2, fewer than `players`.
    pub wumpus_players: u8,
    /// Arrows each human starts with.
    pub arrows: u8,
    /// Most tunnels an arrow passes through.
    pub arrow_range: u8,
    pub pits: u8,
    pub bats: u8,
    /// Names given in the config, in seat order (the rest are "Seat k").
    #[serde(default)]
    pub names: Vec<String>,
    /// Who sits where: always `players` long. Built from the knobs above by
    /// `reseat`; the setup screen may rewrite it.
    pub seats: Vec<SeatSpec>,
}

impl Default for HiddenRules {
    /// The defaults of docs/rules.md, Hidden: 4 seats, 3 of them bots, 1
    /// Wumpus.
    fn default() -> HiddenRules {
        let mut rules = HiddenRules {
            players: 4,
            bots: 3,
            watch: false,
            wumpus_players: 1,
            arrows: 2,
            arrow_range: 4,
            pits: 2,
            bats: 2,
            names: Vec::new(),
            seats: Vec::new(),
        };
        rules.reseat();
        rules
    }
}

impl HiddenRules {
    /// Rebuilds `seats` from `players`, `bots`, `watch` and `names`: the
    /// first seats are people, the last `bots` are bots (all with `watch`).
    pub fn reseat(&mut self) {
        let n = usize::from(self.players.min(MAX_PLAYERS));
        let people = if self.watch {
            0
        } else {
            n.saturating_sub(usize::from(self.bots))
        };
        self.seats = (0..n)
            .map(|i| SeatSpec {
                name: self
                    .names
                    .get(i)
                    .filter(|s| !s.trim().is_empty())
                    .map_or_else(|| default_name(i, i >= people), |s| s.trim().to_string()),
                bot: i >= people,
                colour: COLOURS.get(i).copied().unwrap_or("white").to_string(),
            })
            .collect();
    }

    /// The first two seats (by index, the later one first found) whose
    /// names read the same: letter case and surrounding blanks aside, as
    /// a person reading the hand-off line would take them.
    pub fn repeated_name(&self) -> Option<(usize, usize)> {
        let key = |s: &SeatSpec| s.name.trim().to_lowercase();
        (1..self.seats.len()).find_map(|j| {
            let later = key(&self.seats[j]);
            (0..j)
                .find(|&i| key(&self.seats[i]) == later)
                .map(|i| (i, j))
        })
    }

    /// Why seats `i` and `j` (0-based) may not share a name, in words.
    pub fn repeat_reason(&self, i: usize, j: usize) -> String {
        let name = |k: usize| self.seats.get(k).map_or("", |s| s.name.as_str());
        let seats = if name(i) == name(j) {
            format!(
                "seats {} and {} are both called {:?}",
                i + 1,
                j + 1,
                name(i)
            )
        } else {
            format!(
                "seats {} ({:?}) and {} ({:?}) have the same name",
                i + 1,
                name(i),
                j + 1,
                name(j)
            )
        };
        format!("{seats}: each seat needs its own name, so the hand-off line says who is to play")
    }

    /// How many seats are people.
    pub fn people(&self) -> usize {
        self.seats.iter().filter(|s| !s.bot).count()
    }

    /// Why these knobs cannot make a game, if they cannot: (knob, reason).
    pub fn problems(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        let players = self.players;
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            out.push((
                "players",
                format!("a game has {MIN_PLAYERS} to {MAX_PLAYERS} seats, not {players}"),
            ));
        }
        if !(1..=2).contains(&self.wumpus_players) {
            out.push((
                "wumpus_players",
                format!("1 or 2 seats are Wumpuses, not {}", self.wumpus_players),
            ));
        } else if self.wumpus_players >= players {
            out.push((
                "wumpus_players",
                format!(
                    "{} Wumpuses among {players} seats leaves no human",
                    self.wumpus_players
                ),
            ));
        }
        if self.bots > players {
            out.push((
                "bots",
                format!("{} bots do not fit in {players} seats", self.bots),
            ));
        } else if self.bots == players && !self.watch {
            out.push((
                "bots",
                format!(
                    "{players} bots in {players} seats leaves no person to play; \
                     set watch = true to watch bots play"
                ),
            ));
        }
        if self.arrows == 0 {
            out.push((
                "arrows",
                "each human needs at least one arrow (with none the Wumpuses have won)".into(),
            ));
        }
        if !(1..=MAX_ARROW_RANGE).contains(&self.arrow_range) {
            out.push((
                "arrow_range",
                format!(
                    "an arrow passes through 1 to {MAX_ARROW_RANGE} tunnels, not {}",
                    self.arrow_range
                ),
            ));
        }
        let needed = usize::from(players) + usize::from(self.pits) + usize::from(self.bats);
        if needed > ROOMS {
            out.push((
                "pits",
                format!(
                    "{players} players, {} pits and {} bats need {needed} rooms, the cave has {ROOMS}",
                    self.pits, self.bats
                ),
            ));
        }
        if self.names.len() > usize::from(players) {
            out.push((
                "names",
                format!("{} names for {players} seats", self.names.len()),
            ));
        }
        if let Some(bad) = self.names.iter().find(|n| n.chars().any(char::is_control)) {
            out.push(("names", format!("the name {bad:?} is not one line of text")));
        }
        if let Some(bad) = self.names.iter().find(|n| n.chars().count() > 20) {
            out.push((
                "names",
                format!("the name {bad:?} is longer than 20 characters"),
            ));
        }
        if let Some((i, j)) = self.repeated_name() {
            out.push(("names", self.repeat_reason(i, j)));
        }
        if self.seats.len() != usize::from(players) {
            out.push((
                "players",
                format!("{} seats described for {players} players", self.seats.len()),
            ));
        }
        out
    }
}

fn default_name(i: usize, bot: bool) -> String {
    if bot {
        format!("Bot {}", i + 1)
    } else {
        format!("Player {}", i + 1)
    }
}
