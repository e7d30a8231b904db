//! A table's talk (`serve::talk`): lines said, whispers, the map's notes,
//! the opener's kick; every line cleaned and counted before it is kept,
//! kept in the game's record, and each screen woken to read its share.

use super::{Input, Keep, State, Table, wake};
use crate::engine::Seat;
use crate::front::table_map::MapNote;
use crate::record::{Channel, Talk, Utc};
use crate::serve::talk::{self, Typed, clean::clean, rate::Allowance, same_name};
use std::time::Instant;

/// Lines a table keeps to show: past it the oldest go from the screens
/// (the record keeps them all).
const KEPT: usize = 2000;

/// A line said, where it fell among the table's inputs.
#[derive(Clone, Debug)]
pub struct Said {
    /// How many of the table's inputs came before it.
    pub pos: usize,
    pub talk: Talk,
}

impl Table {
    /// The seats' names now: (seat, name, a person's).
    fn names(&self, state: &State) -> Vec<(Seat, String, bool)> {
        let mut rules = self.setup.rules.clone();
        for p in &state.places {
            if let Some(name) = &p.name {
                rules = crate::front::seat_named(&rules, p.seat, name);
            }
        }
        crate::front::seats(&rules)
            .into_iter()
            .map(|s| (s.seat, s.name, s.person))
            .collect()
    }

    /// `me` (at `seat`, or watching) said `typed`. `Ok(Some(line))`: a
    /// line for their own screen only (a command's answer).
    pub fn say(&self, me: &str, seat: Option<Seat>, typed: &str) -> Result<Option<String>, String> {
        let now = Instant::now();
        let mut state = self.lock();
        if state.kicked.iter().any(|k| k == me) {
            return Err("The table's opener asked you to leave its talk.".into());
        }
        let Some(game) = &state.game else {
            return Err("The table has not started.".into());
        };
        let over = game.acting().is_none();
        let living = !over && seat.is_some_and(|s| game.living().contains(&s));
        let rooms = game.map_rooms();
        let command = talk::typed(typed)?;
        match command {
            Typed::Mute(_) | Typed::Unmute(_) | Typed::Help | Typed::Ready => {
                return Err("That is for your own screen.".into());
            }
            Typed::Kick(name) => {
                let name = name.to_string();
                drop(state);
                return self.kick(me, &name).map(Some);
            }
            _ => {}
        }
        // Counted once it is a line for others; a refused one costs nothing.
        (state.allowances.entry(me.to_string()))
            .or_insert_with(|| Allowance::new(now))
            .take(now)?;
        let names = self.names(&state);
        let (channel, text) = match command {
            Typed::Say(text) => {
                let text = clean(text)?;
                let channel = if living {
                    Channel::Table
                } else {
                    Channel::Spectators
                };
                (channel, text)
            }
            Typed::Whisper { to, text } => {
                if !living {
                    return Err("Only a living seat whispers, and only to another.".into());
                }
                let to = (names.iter())
                    .find(|(s, n, _)| same_name(n, to) && Some(*s) != seat)
                    .map(|(_, n, _)| n.clone())
                    .ok_or_else(|| {
                        "There is no other seat of that name at this table.".to_string()
                    })?;
                (Channel::Whisper { to }, clean(text)?)
            }
            Typed::Note(text) => {
                if !living {
                    return Err("Only a living seat writes on the table's map.".into());
                }
                if rooms == 0 {
                    return Err("This game has no table map.".into());
                }
                let note = MapNote::parse(me, &clean(text)?, rooms)?;
                (Channel::Map, note.text())
            }
            _ => return Ok(None),
        };
        // `@name` anywhere in a table line asks that bot.
        let asked: Option<(Seat, String)> = (channel == Channel::Table)
            .then(|| {
                text.split_whitespace()
                    .filter_map(|w| w.strip_prefix('@'))
                    .find_map(|word| {
                        let word = word.trim_end_matches(|c: char| !c.is_alphanumeric());
                        names
                            .iter()
                            .find(|(_, n, person)| !person && same_name(n, word))
                            .map(|(s, n, _)| (*s, n.clone()))
                    })
            })
            .flatten();
        post(&mut state, me, channel, text.clone());
        if let Some((bot, name)) = asked
            && let Some(answer) = state.game.as_ref().and_then(|g| g.answer(bot, &text))
        {
            post(&mut state, &name, Channel::Table, answer);
        }
        drop(state);
        self.news.notify_all();
        Ok(None)
    }

    /// The opener sends spectator `name` away from the table.
    fn kick(&self, me: &str, name: &str) -> Result<String, String> {
        let mut state = self.lock();
        if state.opener.as_deref() != Some(me) {
            return Err("Only the table's opener sends a spectator away.".into());
        }
        let Some(who) = (state.spectators.iter())
            .find(|s| same_name(s, name))
            .cloned()
        else {
            return Err("No spectator of that name is watching this table.".into());
        };
        if !state.kicked.contains(&who) {
            state.kicked.push(who.clone());
        }
        let note = Input::Note(format!("{me} asked {who} to stop watching."));
        if let Some(game) = &mut state.game {
            game.input(note.clone());
        }
        state.stream.push(note);
        wake(&mut state);
        drop(state);
        self.news.notify_all();
        Ok(format!("{who} no longer watches this table."))
    }

    /// `me` watches the table; refused to one its opener sent away.
    pub fn spectate(&self, me: &str) -> Result<(), String> {
        let mut state = self.lock();
        if state.kicked.iter().any(|k| k == me) {
            return Err("The table's opener asked you not to watch this table.".into());
        }
        state.spectators.push(me.to_string());
        Ok(())
    }

    /// `me` stops watching.
    pub fn unspectate(&self, me: &str) {
        let mut state = self.lock();
        if let Some(i) = state.spectators.iter().position(|s| s == me) {
            state.spectators.remove(i);
        }
    }

    /// Whether the opener sent `me` away.
    pub fn kicked(&self, me: &str) -> bool {
        self.lock().kicked.iter().any(|k| k == me)
    }

    /// The inputs from the `inputs`th on and the lines said from the
    /// `said`th on, read together so each line falls where it was said;
    /// and the count of lines now.
    pub fn news_since(&self, inputs: usize, said: usize) -> (Vec<Input>, Vec<Said>, usize) {
        let state = self.lock();
        let news = state.stream.get(inputs..).unwrap_or(&[]).to_vec();
        let total = state.talk_dropped + state.talk.len();
        let skip = said.saturating_sub(state.talk_dropped);
        let lines = state.talk.get(skip..).unwrap_or(&[]).to_vec();
        (news, lines, total)
    }
}

/// Keeps a line: in the game's record and for the screens to read.
fn post(state: &mut State, who: &str, channel: Channel, text: String) {
    let line = Talk {
        after: 0,
        at: Utc::now().rfc3339(),
        who: who.to_string(),
        channel,
        text,
    };
    if let Some(game) = &mut state.game {
        game.input(Input::Said(line.clone()));
        let _ = game.keep(Keep::Release);
    }
    state.talk.push(Said {
        pos: state.stream.len(),
        talk: line,
    });
    if state.talk.len() > KEPT {
        state.talk.remove(0);
        state.talk_dropped += 1;
    }
    wake(state);
}
