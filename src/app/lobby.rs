//! The games other people play on the same server, as one player's menu
//! reaches them (`wumpus serve`; local play has no lobby): tables of a
//! game with seats, opened from a variant's setup form, joined, left,
//! watched and taken up again. The app knows a lobby only through this
//! trait; the server implements it.

use super::{App, Effect, Screen};
use crate::config::Variant;
use crate::engine::AnyRules;
use crate::front::Front;
use crate::keymap::Action;
use std::time::Duration;

/// A table's clocks, as its opener set them on the setup form.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clocks {
    /// A person who has not played after this has a bot play the turn.
    pub turn: Option<Duration>,
    /// After each turn the table talks until every living person is
    /// ready, or this long at most.
    pub discussion: Option<Duration>,
}

/// A server's tables, as one player reaches them.
pub trait Lobby: Send {
    /// Every table now, the oldest first.
    fn tables(&self) -> Vec<TableLine>;
    /// Opens a table of `variant` with `rules` (its seats as a setup form
    /// left them); the player takes its first person's seat and waits
    /// for the others. `Ok`: a line saying so.
    /// `timer`: a person who has not played after it has a bot play
    /// that turn.
    fn open(
        &mut self,
        variant: &Variant,
        rules: AnyRules,
        seed: u64,
        clocks: Clocks,
    ) -> Result<String, String>;
    /// What Enter on table `id`'s line does (`TableLine::action`).
    fn choose(&mut self, id: u64) -> Result<Chosen, String>;
    /// The table the player waits at has started: their seat's screen.
    fn started(&mut self) -> Option<Box<dyn Front>>;
    /// Every finished game on the server, whoever played it.
    fn everyone(&self) -> Vec<Played>;
    /// Games other players are playing now, alone, that may be watched.
    fn games(&self) -> Vec<GameLine>;
    /// Watch game `id`: the server shows it on this terminal, as its
    /// player sees it, until `q`; then this screen again.
    fn watch(&mut self, id: u64) -> Result<(), String>;
    /// A game for one that this player starts or resumes, as the server
    /// shows it: with its watchers' talk beside it.
    fn solo(&self, game: Box<dyn Front>) -> Box<dyn Front> {
        game
    }
}

/// A game being played, as the lobby lists it to watch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLine {
    pub id: u64,
    pub player: String,
    /// Its status line ("Classic · turn 3 · arrows 5"), or "on the menu".
    pub title: String,
    /// Its screen is wider or taller than the watcher's.
    pub bigger: bool,
}

/// A finished game in the server's scores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The player's name, or "(a table)".
    pub who: String,
    /// The variant's menu name.
    pub variant: String,
    pub won: bool,
    pub outcome: String,
    pub turns: u32,
    /// RFC 3339.
    pub date: String,
    pub cheat: bool,
    pub hints: bool,
    /// The game's id, when its record was kept to replay.
    pub replay: Option<String>,
}

/// How many of each variant's best games the server's scores show.
pub const BEST_OF_EACH: usize = 5;

/// Each variant's best games (wins first, then fewest turns, then the
/// earliest), at most `BEST_OF_EACH`, the variants by name.
pub fn best_of_each(mut all: Vec<Played>) -> Vec<(String, Vec<Played>)> {
    all.sort_by(|a, b| {
        (a.variant.as_str(), !a.won, a.turns, a.date.as_str()).cmp(&(
            b.variant.as_str(),
            !b.won,
            b.turns,
            b.date.as_str(),
        ))
    });
    let mut out: Vec<(String, Vec<Played>)> = Vec::new();
    for p in all {
        match out.last_mut() {
            Some((v, games)) if *v == p.variant => {
                if games.len() < BEST_OF_EACH {
                    games.push(p);
                }
            }
            _ => out.push((p.variant.clone(), vec![p])),
        }
    }
    out
}

/// One table, as the lobby lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableLine {
    pub id: u64,
    /// The variant and who sits where ("Hidden Wumpus: ann, bob, 2 bots").
    pub title: String,
    /// "waiting for 1 more person", "in play, turn 4", "over".
    pub state: String,
    /// The player has a seat there.
    pub mine: bool,
    /// What Enter does: "join", "leave", "sit again", "watch"; `None`:
    /// nothing (a full table not yet started, a table that is over).
    pub action: Option<&'static str>,
}

/// What choosing a table did.
pub enum Chosen {
    /// The player joined or left a table that has not started: a line
    /// saying so.
    Waiting(String),
    /// A screen on the table's game: their seat's, or a spectator's.
    Play(Box<dyn Front>),
}

/// The lobby screen's own state.
#[derive(Clone, Debug, Default)]
pub struct LobbyView {
    pub cursor: usize,
    pub notice: Option<String>,
    /// The server's scores, while they show (read when opened).
    pub everyone: Option<Vec<(String, Vec<Played>)>>,
}

/// A line of the lobby screen's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// Open a table of the variant at this index of the menu's.
    Open(usize),
    Table(TableLine),
    /// Watch a game being played.
    Game(GameLine),
    /// The server's scores.
    Everyone,
}

impl App {
    /// Whether the menu's cursor is on the Tables entry.
    pub fn on_lobby_entry(&self) -> bool {
        self.lobby.is_some() && !self.on_resume && self.selected == self.variants.len()
    }

    /// The menu's entries after the variants: Tables (with a lobby), then
    /// Settings.
    pub(crate) fn menu_extras(&self) -> usize {
        1 + usize::from(self.lobby.is_some())
    }

    pub(super) fn open_lobby(&mut self) {
        self.screen = Screen::Lobby(Box::default());
        self.overlay = None;
    }

    /// The lobby's list: a table may be opened for each variant whose
    /// rule set seats people (it has a setup form), then the tables.
    pub fn lobby_entries(&self) -> Vec<Entry> {
        let mut entries: Vec<Entry> = (self.variants.iter().enumerate())
            .filter(|(_, v)| crate::front::setup_form(&v.rules).is_some())
            .map(|(i, _)| Entry::Open(i))
            .collect();
        if let Some(lobby) = &self.lobby {
            entries.extend(lobby.tables().into_iter().map(Entry::Table));
            entries.extend(lobby.games().into_iter().map(Entry::Game));
            entries.push(Entry::Everyone);
        }
        entries
    }

    pub(super) fn on_lobby(&mut self, action: Action) -> Effect {
        let entries = self.lobby_entries();
        let Screen::Lobby(view) = &mut self.screen else {
            return Effect::Unchanged;
        };
        let n = entries.len().max(1);
        view.cursor = view.cursor.min(n - 1);
        // The server's scores: any way out goes back to the list.
        if view.everyone.is_some() {
            match action {
                Action::Select | Action::Cancel | Action::Quit => view.everyone = None,
                Action::Help => self.overlay = Some(super::Overlay::Help { scroll: 0 }),
                _ => return Effect::Unchanged,
            }
            return Effect::None;
        }
        match action {
            Action::Up => view.cursor = (view.cursor + n - 1) % n,
            Action::Down => view.cursor = (view.cursor + 1) % n,
            Action::Select => match entries.get(view.cursor) {
                Some(Entry::Open(i)) => {
                    self.selected = *i;
                    self.on_resume = false;
                    let seed = self.next_seed();
                    self.setup_or_start(seed);
                    if let Screen::Setup(setup) = &mut self.screen {
                        setup.for_table();
                    }
                }
                Some(Entry::Table(line)) => self.choose_table(line.id),
                Some(Entry::Game(line)) => {
                    let id = line.id;
                    if let Some(Err(why)) = self.lobby.as_mut().map(|l| l.watch(id)) {
                        self.lobby_says(why);
                    }
                }
                Some(Entry::Everyone) => {
                    let all = self
                        .lobby
                        .as_ref()
                        .map(|l| l.everyone())
                        .unwrap_or_default();
                    if let Screen::Lobby(view) = &mut self.screen {
                        view.everyone = Some(best_of_each(all));
                    }
                }
                None => {}
            },
            Action::Help => self.overlay = Some(super::Overlay::Help { scroll: 0 }),
            Action::Cancel | Action::Quit => self.screen = Screen::Menu,
            _ => return Effect::Unchanged,
        }
        Effect::None
    }

    /// Straight to table `id`, as choosing it in the lobby does (a link
    /// to a table): a seat taken or given up, or the game watched.
    /// A link to the table one waits at does not give the seat up, as
    /// choosing it again in the lobby would: it only shows the lobby.
    pub fn go_to_table(&mut self, id: u64) {
        let Some(lobby) = &self.lobby else {
            return;
        };
        let line = lobby.tables().into_iter().find(|t| t.id == id);
        self.open_lobby();
        match line {
            None => self.lobby_notice(format!("Table {id} is gone.")),
            Some(t) if t.action == Some("leave") => {
                self.lobby_notice(format!(
                    "You wait at table {id}: it starts when every seat is taken."
                ));
            }
            Some(t) if t.action.is_none() => {
                self.lobby_notice(format!("Table {id} is {}.", t.state))
            }
            Some(_) => self.choose_table(id),
        }
    }

    fn choose_table(&mut self, id: u64) {
        let Some(lobby) = &mut self.lobby else {
            return;
        };
        match lobby.choose(id) {
            Ok(Chosen::Waiting(line)) => self.lobby_notice(line),
            Ok(Chosen::Play(front)) => self.play_table(front),
            Err(why) => self.lobby_notice(why),
        }
    }

    fn play_table(&mut self, front: Box<dyn Front>) {
        self.from_menu = true;
        self.screen = Screen::Play(front);
        self.overlay = None;
    }

    /// The table sent this screen away: back to the lobby, with why.
    pub(super) fn leave_for_lobby(&mut self, why: String) {
        self.overlay = None;
        if self.lobby.is_none() {
            self.last_word = Some(why);
            return;
        }
        self.lobby_notice(why);
    }

    /// A line for the lobby screen (the server's, after watching).
    pub fn lobby_says(&mut self, line: String) {
        self.lobby_notice(line);
    }

    fn lobby_notice(&mut self, line: String) {
        if let Screen::Lobby(view) = &mut self.screen {
            view.notice = Some(line);
        } else {
            self.screen = Screen::Lobby(Box::new(LobbyView {
                notice: Some(line),
                ..LobbyView::default()
            }));
        }
    }

    /// The setup form of a table is filled in: the table opens, and the
    /// lobby shows it.
    pub(super) fn open_table(&mut self, rules: AnyRules, seed: u64, clocks: Clocks) {
        let (Some(lobby), Some(variant)) = (&mut self.lobby, self.variants.get(self.selected))
        else {
            return;
        };
        let said = lobby.open(variant, rules, seed, clocks);
        self.screen = Screen::Lobby(Box::default());
        self.lobby_notice(said.unwrap_or_else(|why| why));
    }

    /// The lobby's news: the table the player waits at started. True
    /// when the screen changed (the lobby's list is drawn again anyway).
    pub(super) fn poll_lobby(&mut self) -> bool {
        let waiting = matches!(self.screen, Screen::Menu | Screen::Lobby(_));
        let Some(lobby) = self.lobby.as_mut().filter(|_| waiting) else {
            return false;
        };
        if let Some(front) = lobby.started() {
            self.play_table(front);
            return true;
        }
        matches!(self.screen, Screen::Lobby(_))
    }
}
