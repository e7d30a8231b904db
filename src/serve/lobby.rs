//! One player's lobby on the server (`app::Lobby`): the tables they can
//! open, join, leave, watch or sit at again, and the table they wait at
//! until it starts.

use super::outbox::Input;
use super::relay::Away;
use super::seat::TableSeat;
use super::table::{Setup, Table};
use super::tables::Tables;
use super::watch::Watched;
use super::watched_game::WatchedGame;
use crate::app::{Chosen, Clocks, GameLine, Lobby, Played, TableLine};
use crate::config::Variant;
use crate::engine::{AnyRules, Seat};
use crate::front::{Files, Front};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::SyncSender;

/// Tells connections apart at a table (whom to wake).
static CONNECTIONS: AtomicU64 = AtomicU64::new(1);

pub struct ServerLobby {
    me: String,
    id: u64,
    tables: Arc<Tables>,
    /// Wakes this connection's screen.
    waker: SyncSender<Input>,
    /// Where tables keep their games' files.
    files: Option<Files>,
    /// Every player's data dir is here, under their name.
    players: PathBuf,
    limits: super::Limits,
    /// This connection's screen, to show another's game on.
    away: Away,
    /// This connection's size, to say which games are bigger.
    size: (u16, u16),
    /// This player's own game as its watchers see it: a solo game
    /// started from the menu gets their talk.
    watched: Arc<Watched>,
    /// The table the player took a seat at, before it starts.
    waiting: Option<(Arc<Table>, Seat)>,
    /// Not yet asked for news: a seat the player left at a table in play
    /// (a dropped connection) is taken back at once.
    fresh: bool,
}

impl ServerLobby {
    /// `me`'s lobby on `server`: `waker` wakes their screen, `away`
    /// shows another's game on it, `size` is its size.
    pub fn new(
        me: &str,
        server: &super::Shared,
        waker: SyncSender<Input>,
        away: Away,
        watched: Arc<Watched>,
        size: (u16, u16),
    ) -> ServerLobby {
        ServerLobby {
            me: me.to_string(),
            id: CONNECTIONS.fetch_add(1, Ordering::Relaxed),
            tables: Arc::clone(&server.tables),
            waker,
            files: Some(server.table_files.clone()),
            players: server.players.root().to_path_buf(),
            limits: server.limits,
            away,
            size,
            watched,
            waiting: None,
            fresh: true,
        }
    }

    fn busy(&self) -> Result<(), String> {
        match &self.waiting {
            Some((t, _)) if !t.started() => Err(format!(
                "You have a seat at table {} already: leave it first.",
                t.id
            )),
            _ => Ok(()),
        }
    }
}

impl Drop for ServerLobby {
    fn drop(&mut self) {
        if let Some((table, seat)) = self.waiting.take()
            && !table.started()
        {
            table.leave(seat);
        }
    }
}

impl Lobby for ServerLobby {
    fn tables(&self) -> Vec<TableLine> {
        (self.tables.all().iter())
            .map(|t| {
                let l = t.listed(&self.me);
                let action = match (l.mine, l.started, l.over) {
                    (Some(_), false, _) => Some("leave"),
                    (Some(_), true, false) if !l.present => Some("sit again"),
                    (None, false, _) if l.open_seat => Some("join"),
                    (None, true, false) => Some("watch"),
                    _ => None,
                };
                TableLine {
                    id: l.id,
                    title: l.title,
                    state: l.state,
                    mine: l.mine.is_some(),
                    action,
                }
            })
            .collect()
    }

    fn open(
        &mut self,
        variant: &Variant,
        rules: AnyRules,
        seed: u64,
        clocks: Clocks,
    ) -> Result<String, String> {
        self.busy()?;
        let (table, seat) = self.tables.open(
            Setup {
                id: variant.id.clone(),
                name: variant.name.clone(),
                rules,
                seed,
                files: self.files.clone(),
                keep_seat: self.limits.keep_seat,
                bot_pace: self.limits.bot_pace,
                timer: clocks.turn,
                discussion: clocks.discussion,
            },
            &self.me,
        )?;
        table.watch(self.id, &self.waker);
        let id = table.id;
        let started = table.started();
        self.waiting = Some((table, seat));
        Ok(if started {
            format!("Table {id} starts.")
        } else {
            format!(
                "Table {id} is open, with you in seat {}: it starts when every person's seat is taken.",
                seat.0 + 1
            )
        })
    }

    fn choose(&mut self, id: u64) -> Result<Chosen, String> {
        let table = self
            .tables
            .get(id)
            .ok_or_else(|| format!("Table {id} is gone."))?;
        let listed = table.listed(&self.me);
        table.watch(self.id, &self.waker);
        match (listed.mine, listed.started) {
            (Some(seat), false) => {
                table.leave(seat);
                self.waiting = None;
                Ok(Chosen::Waiting(format!("You left table {id}.")))
            }
            (Some(_), true) => {
                let seat = table
                    .sit_again(&self.me)
                    .ok_or_else(|| format!("Your seat at table {id} is open on another screen."))?;
                Ok(Chosen::Play(Box::new(TableSeat::new(
                    table,
                    Some(seat),
                    &self.me,
                )?)))
            }
            (None, false) => {
                self.busy()?;
                let seat = table.take(&self.me)?;
                let started = table.started();
                self.waiting = Some((table, seat));
                Ok(Chosen::Waiting(if started {
                    format!("You took seat {} at table {id}: it starts.", seat.0 + 1)
                } else {
                    format!(
                        "You took seat {} at table {id}: it starts when every person's seat is taken.",
                        seat.0 + 1
                    )
                }))
            }
            (None, true) => Ok(Chosen::Play(Box::new(TableSeat::new(
                table, None, &self.me,
            )?))),
        }
    }

    fn started(&mut self) -> Option<Box<dyn Front>> {
        if std::mem::take(&mut self.fresh) {
            for table in self.tables.all() {
                let listed = table.listed(&self.me);
                if listed.started && !listed.over && listed.mine.is_some() && !listed.present {
                    let seat = table.sit_again(&self.me)?;
                    table.watch(self.id, &self.waker);
                    return TableSeat::new(table, Some(seat), &self.me)
                        .ok()
                        .map(|s| Box::new(s) as Box<dyn Front>);
                }
            }
        }
        let (table, _) = self.waiting.as_ref()?;
        if !table.started() {
            return None;
        }
        let (table, seat) = self.waiting.take()?;
        TableSeat::new(table, Some(seat), &self.me)
            .ok()
            .map(|s| Box::new(s) as Box<dyn Front>)
    }

    fn everyone(&self) -> Vec<Played> {
        let tables = self.files.as_ref().map(|f| f.data.root().to_path_buf());
        super::everyone::played(&self.players, tables.as_deref().unwrap_or(&self.players))
    }

    fn games(&self) -> Vec<GameLine> {
        (self.away.live.list().into_iter())
            .filter(|(_, g)| g.player != self.me && !g.is_private())
            .map(|(id, g)| {
                let (w, h) = g.size();
                GameLine {
                    id,
                    player: g.player.clone(),
                    title: g.title(),
                    bigger: w > self.size.0 || h > self.size.1,
                }
            })
            .collect()
    }

    fn watch(&mut self, id: u64) -> Result<(), String> {
        let game = self.away.live.get(id).ok_or("That game is over.")?;
        if game.is_private() {
            return Err(format!(
                "{}'s screen shows a seat's secrets: it cannot be watched.",
                game.player
            ));
        }
        self.away.want(id);
        Ok(())
    }

    fn solo(&self, game: Box<dyn Front>) -> Box<dyn Front> {
        Box::new(WatchedGame::new(game, Arc::clone(&self.watched), &self.me))
    }
}
