//! A seat's turn on the play screen: what its typed prompts ask
//! of the game, tried on a copy first so a refusal stays on that seat's
//! screen, and the screen state redrawn after each command (with the map
//! it draws now); and a bot seat's step.

use super::*;
use plain::parse_labels;

impl HiddenUi {
    /// Everything drawn from the game, again (after a command, a lift).
    pub(super) fn refresh(&mut self, game: &Hidden) {
        if game.to_act() != self.shown {
            // The turn moved on: the last seat's screen is gone for good.
            self.shown = None;
            self.desk.prompt = Prompt::None;
            self.desk.cursor = 0;
            self.desk.refused = None;
        }
        self.mode = if game.is_over() {
            Mode::Over
        } else if watching(game) {
            Mode::Watch
        } else {
            match (game.to_act(), self.shown) {
                (Some(s), Some(t)) if s == t && !is_bot(game, s) => Mode::Private(s),
                _ => Mode::Public,
            }
        };
        // Each person's notebook map, from that seat's view only.
        let n = usize::from(game.rules().players);
        self.layouts.resize_with(n, map::growing);
        self.maps.resize_with(n, KnownMap::default);
        for s in 0..n {
            let seat = Seat(s as u8);
            if is_bot(game, seat) {
                continue;
            }
            let mut known = map::notebook(&game.view(seat));
            talk::lay_notes(&self.told, &mut known);
            self.layouts[s].learn(&known);
            self.maps[s] = known;
        }
        if let Mode::Private(seat) = self.mode {
            self.last_person = Some(seat);
        }
        // Hints: the shown seat's odds, on its own map only.
        self.desk.odds = match self.mode {
            Mode::Private(seat) if self.hints => Some(hints::odds(&game.view(seat))),
            _ => None,
        };
        if let (Some(odds), Mode::Private(seat)) = (&self.desk.odds, self.mode)
            && let Some(map) = self.maps.get_mut(usize::from(seat.0))
        {
            hints::shade(odds, map);
        }
        // The end: the truth on the last person's own layout, so the rooms
        // they saw stay where they saw them.
        if self.mode == Mode::Over && self.over.is_none() {
            let person = self
                .last_person
                .or_else(|| (0..n).map(|s| Seat(s as u8)).find(|&s| !is_bot(game, s)));
            if let Some(s) = person.map(|p| usize::from(p.0))
                && let (Some(layout), Some(seen)) = (self.layouts.get(s), self.maps.get(s))
            {
                let mut grown = map::grown_from(layout);
                grown.learn(&map::truth(game.reveal(), Some(seen), "REVEALED"));
                self.over = Some((s, grown));
            }
        }
    }

    pub(super) fn seat_view<'g>(&self, game: &'g Hidden) -> Option<HiddenView<'g>> {
        match self.mode {
            Mode::Private(s) => Some(game.view(s)),
            _ => None,
        }
    }

    /// A command for the shown seat, tried first: a refusal stays on its
    /// own screen.
    pub(super) fn propose(
        &mut self,
        game: &Hidden,
        command: HiddenCommand,
    ) -> Intent<HiddenCommand> {
        match tried(game, &command) {
            Ok(()) => {
                self.desk.prompt = Prompt::None;
                self.desk.refused = None;
                Intent::Command(command)
            }
            Err(why) => {
                self.desk.refused = Some(why);
                Intent::Nothing
            }
        }
    }

    /// A key while a prompt has the keyboard.
    pub(super) fn typed(&mut self, game: &Hidden, action: Action) -> Intent<HiddenCommand> {
        if action == Action::Cancel {
            self.desk.prompt = Prompt::None;
            self.desk.refused = None;
            return Intent::Nothing;
        }
        let selected = self
            .seat_view(game)
            .map(|v| v.adjacent[self.desk.cursor.min(2)]);
        match (&mut self.desk.prompt, action) {
            (Prompt::Claim(t), Action::Type(c)) => {
                self.desk.refused = (!t.type_char(c))
                    .then(|| format!("A claim is one line of at most {MAX_CLAIM} characters."));
            }
            (Prompt::Claim(t), Action::Erase) => t.erase(),
            (Prompt::Aim(s) | Prompt::MoveTo(s), Action::Type(c)) => {
                if s.chars().count() < 60 && !c.is_control() {
                    s.push(c);
                }
                self.desk.refused = None;
            }
            (Prompt::Aim(s) | Prompt::MoveTo(s), Action::Erase) => {
                s.pop();
            }
            // Tab adds the selected tunnel's room; the arrows pick it.
            (Prompt::Aim(s), Action::AddRoom) => {
                if let Some(label) = selected {
                    if !s.is_empty() && !s.ends_with([' ', ',']) {
                        s.push(' ');
                    }
                    s.push_str(&format!("{label} "));
                }
            }
            (Prompt::Aim(_), Action::Up | Action::Left) => {
                self.desk.cursor = (self.desk.cursor + 2) % 3
            }
            (Prompt::Aim(_), Action::Down | Action::Right) => {
                self.desk.cursor = (self.desk.cursor + 1) % 3
            }
            (_, Action::Select) => return self.submit(game),
            _ => {}
        }
        Intent::Nothing
    }

    /// Enter in a prompt: the typed claim, path or room as a command.
    pub(super) fn submit(&mut self, game: &Hidden) -> Intent<HiddenCommand> {
        let command = match &self.desk.prompt {
            Prompt::None => return Intent::Nothing,
            Prompt::Claim(t) => Ok(HiddenCommand::Claim(t.value().to_string())),
            Prompt::Aim(s) => parse_labels(s).map(HiddenCommand::Shoot),
            Prompt::MoveTo(s) => match parse_labels(s).as_deref() {
                Ok([label]) => Ok(HiddenCommand::Move(*label)),
                Ok(_) => Err("Type one room label, then Enter.".to_string()),
                Err(why) => Err(why.clone()),
            },
        };
        match command {
            Ok(c) => self.propose(game, c),
            Err(why) => {
                self.desk.refused = Some(why);
                Intent::Nothing
            }
        }
    }
}

/// The bot's next command for the seat to act, from a dice stream of its
/// own for this game and turn; one the rules would refuse gives way to
/// the fallback (a refusal in the log could tell the table about the
/// bot's room).
pub fn bot_step(game: &Hidden) -> Option<HiddenCommand> {
    let seat = game.to_act()?;
    let view = game.view(seat);
    let mut dice = Dice::side_stream(game.seed(), 1000 + u64::from(game.turn()));
    let command = Hidden::bot_command(0, view, &mut dice);
    if tried(game, &command).is_ok() {
        return Some(command);
    }
    Some(Hidden::fallback_command(view, &mut dice))
}

/// Whether the rules take `command` now, tried on a copy.
pub(super) fn tried(game: &Hidden, command: &HiddenCommand) -> Result<(), String> {
    let mut copy = game.clone();
    let mut out = Vec::new();
    copy.apply(command, &mut out).map_err(|r| r.to_string())
}
