//! The lobby page's lists, for anyone, logged in or not: the games being
//! played now, the tables with a seat or a game to watch, the server's
//! best games, and every finished game (`/scores`), each a link. They are
//! read where the SSH lobby reads them (`Live`, `Tables`, `everyone`), so
//! the two ways in list the same.

use super::Web;
use crate::app::Played;
use crate::app::lobby::best_of_each;
use crate::serve::{everyone, watch::WATCHER};
use axum::Json;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use std::sync::Arc;

/// How many finished games `/scores` lists, newest first.
const SCORES_SHOWN: usize = 500;

#[derive(Serialize)]
struct LiveGame {
    player: String,
    title: String,
    /// Seconds since the player's screen last changed.
    idle: u64,
    /// Seconds since they connected.
    connected: u64,
    watchers: usize,
    cols: u16,
    rows: u16,
}

#[derive(Serialize)]
struct TableRow {
    id: u64,
    title: String,
    state: String,
    /// A person may sit down.
    open_seat: bool,
    /// In play: it may be watched.
    started: bool,
}

#[derive(Serialize)]
struct Game {
    who: String,
    variant: String,
    won: bool,
    outcome: String,
    turns: u32,
    date: String,
    cheat: bool,
    hints: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    replay: Option<String>,
}

impl From<Played> for Game {
    fn from(p: Played) -> Game {
        Game {
            who: p.who,
            variant: p.variant,
            won: p.won,
            outcome: p.outcome,
            turns: p.turns,
            date: p.date,
            cheat: p.cheat,
            hints: p.hints,
            replay: p.replay,
        }
    }
}

#[derive(Serialize)]
struct Lobby {
    games: Vec<LiveGame>,
    tables: Vec<TableRow>,
    best: Vec<(String, Vec<Game>)>,
}

/// Every finished game on the server, as the SSH lobby's scores read them.
fn everyone(web: &Web) -> Vec<Played> {
    let tables = web.shared.table_files.data.root();
    everyone::played(web.shared.players.root(), tables)
}

fn live_games(web: &Web) -> Vec<LiveGame> {
    (web.shared.live.list().into_iter())
        // A screen showing a seat's secrets is not to be watched.
        .filter(|(_, g)| !g.is_private())
        .map(|(_, g)| {
            let (idle, connected) = g.idle();
            let (cols, rows) = g.size();
            LiveGame {
                player: g.player.clone(),
                title: g.title(),
                idle: idle.as_secs(),
                connected: connected.as_secs(),
                watchers: g.watching(),
                cols,
                rows,
            }
        })
        .collect()
}

/// `/api/games`: the games being played now.
pub async fn games(State(web): State<Arc<Web>>) -> Response {
    Json(live_games(&web)).into_response()
}

/// `/api/lobby`: what the lobby page lists.
pub async fn lobby(State(web): State<Arc<Web>>) -> Response {
    let tables = (web.shared.tables.all().iter())
        // Listed as someone with no seat sees it: `watch` is nobody's name.
        .map(|t| t.listed(WATCHER))
        .filter(|l| !l.over)
        .map(|l| TableRow {
            id: l.id,
            title: l.title,
            state: l.state,
            open_seat: l.open_seat && !l.started,
            started: l.started,
        })
        .collect();
    let best = (best_of_each(everyone(&web)).into_iter())
        .map(|(variant, games)| (variant, games.into_iter().map(Game::from).collect()))
        .collect();
    Json(Lobby {
        games: live_games(&web),
        tables,
        best,
    })
    .into_response()
}

fn newest(mut all: Vec<Played>) -> Vec<Game> {
    all.sort_by(|a, b| b.date.cmp(&a.date));
    all.into_iter().take(SCORES_SHOWN).map(Game::from).collect()
}

/// `/api/scores`: every finished game, newest first.
pub async fn scores(State(web): State<Arc<Web>>) -> Response {
    Json(newest(everyone(&web))).into_response()
}

/// `/api/scores/NAME`: one player's finished games, newest first.
pub async fn scores_of(State(web): State<Arc<Web>>, Path(name): Path<String>) -> Response {
    let mut all = everyone(&web);
    all.retain(|p| p.who.eq_ignore_ascii_case(&name));
    Json(newest(all)).into_response()
}
