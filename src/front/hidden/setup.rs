//! The hidden setup form: how many seats, who sits in each (a person or a
//! bot, a name, a colour), and how many Wumpuses; the rules it makes; and
//! those rules in prose (`Rulebook`).

use super::HiddenUi;
use crate::engine::Seat;
use crate::engine::hidden::{COLOURS, HiddenRules, MAX_PLAYERS, MIN_PLAYERS, SeatSpec};
use crate::front::{Rulebook, SeatPlan};
use crate::ui::form::{Field, Form};

/// The longest seat name, in cells (the engine's limit in characters).
pub const NAME_CELLS: usize = 20;

fn key(i: usize, what: &str) -> String {
    format!("seat{}.{what}", i + 1)
}

impl Rulebook for HiddenUi {
    /// The rules of this variant in a few paragraphs, from its knobs.
    fn rules_text(rules: &HiddenRules) -> Vec<String> {
        vec![
            format!(
                "Hidden Wumpus is a party game for {} seats at one keyboard, people and \
                 bots. {} of the seats {} secretly a Wumpus, the rest are humans. The cave \
                 is a dodecahedron whose room labels are secretly shuffled; {} pits and {} \
                 bats hide in it.",
                rules.players,
                rules.wumpus_players,
                if rules.wumpus_players == 1 {
                    "is"
                } else {
                    "are"
                },
                rules.pits,
                rules.bats
            ),
            format!(
                "On your turn you may post one public claim (true or not), then, as a \
                 human with arrows, shoot one arrow through up to {} rooms listed by label \
                 (A-B-A is fine; a step that is no tunnel flies into a random neighbour \
                 on a public roll), then move to a neighbouring room or stay. Each human \
                 has {} arrows. An arrow kills everyone in every room it passes, the \
                 shooter too.",
                rules.arrow_range, rules.arrows
            ),
            "Humans smell a Wumpus within two rooms; Wumpuses smell a human within two \
             rooms. Pits and bats kill or carry off humans (a public d20 roll says where \
             bats drop them); Wumpuses are immune. A Wumpus walking into a human's room \
             eats them. Deaths are announced with the dead seat's role, never the cause. \
             Humans win when every Wumpus is dead; Wumpuses win when no human is left \
             alive with an arrow."
                .to_string(),
            "Privacy: before a person's turn the screen says only whom to pass the \
             keyboard to. Press Enter when you have it; the next seat never sees your \
             screen."
                .to_string(),
            "Keys on your turn: c posts a claim (Enter posts it); s aims an arrow (type \
             room labels, Tab adds the selected tunnel's room, Enter fires); 1, 2, 3 or \
             the arrows and Enter walk through a tunnel; m walks to a typed room label; \
             . stays. Walking or staying ends the turn. While bots play, any key hurries \
             them along."
                .to_string(),
        ]
    }

    fn setup(rules: &HiddenRules) -> Option<Form> {
        let mut fields = vec![
            Field::number(
                "players",
                "Seats",
                i64::from(rules.players),
                i64::from(MIN_PLAYERS),
                i64::from(MAX_PLAYERS),
            ),
            Field::number(
                "wumpus_players",
                "Wumpuses",
                i64::from(rules.wumpus_players),
                1,
                2,
            ),
        ];
        for (i, seat) in rules.seats.iter().enumerate() {
            let n = i + 1;
            fields.push(Field::choice(
                &key(i, "who"),
                &format!("Seat {n}"),
                if seat.bot { "bot" } else { "person" },
                &["person", "bot"],
            ));
            fields.push(Field::text(
                &key(i, "name"),
                "  name",
                &seat.name,
                NAME_CELLS,
            ));
            fields.push(Field::choice(
                &key(i, "colour"),
                "  colour",
                &seat.colour,
                COLOURS,
            ));
        }
        Some(Form::new("Who sits at the table", fields, "Start the game"))
    }

    /// The rules `form` asks for: seats added (as bots) or dropped to the
    /// number asked, each as the form says.
    fn from_setup(base: &HiddenRules, form: &Form) -> Result<HiddenRules, String> {
        let mut r = base.clone();
        let num = |k: &str, old: u8| {
            form.get(k)
                .and_then(|v| v.parse::<u8>().ok())
                .unwrap_or(old)
        };
        r.players = num("players", r.players);
        r.wumpus_players = num("wumpus_players", r.wumpus_players);
        let n = usize::from(r.players);
        let mut seats = Vec::with_capacity(n);
        for i in 0..n {
            let old = base.seats.get(i);
            let bot = match form.get(&key(i, "who")) {
                Some(w) => w == "bot",
                None => old.is_none_or(|s| s.bot),
            };
            let default_name = if bot {
                format!("Bot {}", i + 1)
            } else {
                format!("Player {}", i + 1)
            };
            let name = form
                .get(&key(i, "name"))
                .map(str::to_string)
                .or_else(|| old.map(|s| s.name.clone()))
                .filter(|s| !s.trim().is_empty())
                .unwrap_or_else(|| default_name.clone());
            // A default name follows the seat from person to bot and back.
            let other_default = if bot {
                format!("Player {}", i + 1)
            } else {
                format!("Bot {}", i + 1)
            };
            let name = if name == other_default {
                default_name
            } else {
                name
            };
            let colour = form
                .get(&key(i, "colour"))
                .map(str::to_string)
                .or_else(|| old.map(|s| s.colour.clone()))
                .unwrap_or_else(|| COLOURS.get(i).copied().unwrap_or("white").to_string());
            seats.push(SeatSpec { name, bot, colour });
        }
        let bots = seats.iter().filter(|s| s.bot).count();
        r.bots = bots as u8;
        r.watch = bots == n;
        r.names = seats.iter().map(|s| s.name.clone()).collect();
        r.seats = seats;
        // Said in the form's own words: the config's key means nothing here.
        if let Some((i, j)) = r.repeated_name() {
            let why = r.repeat_reason(i, j);
            let mut letters = why.chars();
            return Err(letters.next().map_or(why.clone(), |first| {
                first.to_uppercase().chain(letters).collect()
            }));
        }
        // A seat is known on the map by its colour: two alike are two
        // seats the table cannot tell apart.
        for (j, seat) in r.seats.iter().enumerate() {
            if let Some(i) = r.seats[..j].iter().position(|s| s.colour == seat.colour) {
                return Err(format!(
                    "Seats {} and {} are both {}: give each seat a colour of its own.",
                    i + 1,
                    j + 1,
                    seat.colour
                ));
            }
        }
        match r.problems().into_iter().next() {
            Some((knob, why)) => Err(format!("{knob}: {why}")),
            None => Ok(r),
        }
    }

    fn seats(rules: &HiddenRules) -> Vec<SeatPlan> {
        (rules.seats.iter().enumerate())
            .map(|(i, s)| SeatPlan {
                seat: Seat(i as u8),
                name: s.name.clone(),
                person: !s.bot,
            })
            .collect()
    }

    fn seat_named(rules: &HiddenRules, seat: Seat, name: &str) -> HiddenRules {
        let mut r = rules.clone();
        if let Some(s) = r.seats.get_mut(usize::from(seat.0)) {
            s.name = name.to_string();
        }
        r
    }
}
