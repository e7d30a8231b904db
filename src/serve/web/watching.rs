//! The page's screens that are not a player's own game: watching a game by
//! its link (`/watch/NAME`, no login needed) and a finished game's record
//! played back (`/replay/ID`). Each runs on a thread of its own, as a
//! player's screen does, drawing on `Cells`; the socket's pump is the one
//! a player's page has.

use super::Web;
use super::cells::Cells;
use crate::app::{App, Screen, replay::Replay};
use crate::record::Record;
use crate::serve::face::Face as _;
use crate::serve::game_thread::INPUT_QUEUE;
use crate::serve::outbox::{Input, Outbox};
use crate::serve::seat::TableSeat;
use crate::serve::watch::screen::{Step, WatcherScreen};
use crate::serve::watch::{WATCHER, Watched};
use crate::serve::{connection, everyone};
use crate::ui::theme::Theme;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, sync_channel};
use std::time::Duration;

/// How often a watcher's screen looks at the game again unwoken.
const LOOK_AGAIN: Duration = Duration::from_millis(500);

/// What a socket that is not a game needs: its input, and its frames.
pub type Ends = (SyncSender<Input>, Arc<Outbox>);

/// The page's last word when there is nothing to show: its `end`.
fn only_words(words: &str) -> Ends {
    let (to, _) = sync_channel(1);
    let outbox = Arc::new(Outbox::default());
    let _ = Cells::beside(&outbox).end(Some(words));
    outbox.close();
    (to, outbox)
}

/// What a screen's thread reads: its input, where its frames go, and what
/// wakes it.
type Around<'a> = (&'a Receiver<Input>, &'a Arc<Outbox>, SyncSender<Input>);

/// Runs `body` on a thread named `name`, counted among the screens the
/// server waits for as it stops; `None`: no thread could be had.
fn on_thread(
    web: &Web,
    name: String,
    body: impl FnOnce(Around<'_>) + Send + 'static,
) -> Option<Ends> {
    let (to, from) = sync_channel(INPUT_QUEUE);
    let outbox = Arc::new(Outbox::default());
    let theirs = Arc::clone(&outbox);
    let waker = to.clone();
    let shared = Arc::clone(&web.shared);
    shared.playing.fetch_add(1, Ordering::SeqCst);
    let spawned = std::thread::Builder::new().name(name).spawn(move || {
        // A screen that panics ends its own socket, not the server.
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            body((&from, &theirs, waker));
        }));
        theirs.close();
        shared.playing.fetch_sub(1, Ordering::SeqCst);
    });
    if spawned.is_err() {
        web.shared.playing.fetch_sub(1, Ordering::SeqCst);
        return None;
    }
    Some((to, outbox))
}

/// `player`'s game on a page of `size`, watched by `me` (`None`: a
/// visitor not logged in, who reads the watchers' talk and does not
/// talk), until it ends, the watcher presses `q` or the page goes. A
/// player whose screen shows a seat's secrets is at a table: the table
/// is shown instead, as its spectators see it.
pub fn watch(web: &Web, me: Option<String>, player: &str, size: (u16, u16)) -> Option<Ends> {
    let Some(game) = web.shared.live.by_player(player) else {
        return Some(only_words(&format!("{player} is not playing now.")));
    };
    if game.is_private() {
        let seated = (web.shared.tables.all().into_iter()).find(|t| {
            let listed = t.listed(&game.player);
            listed.mine.is_some() && listed.started && !listed.over
        });
        return match seated {
            Some(table) => self::table(web, table.id, size),
            None => Some(only_words(&private(&game))),
        };
    }
    let shared = Arc::clone(&web.shared);
    on_thread(web, format!("wumpus-watch-{player}"), move |around| {
        let outbox = Arc::clone(around.1);
        let words = watching(&game, me.as_deref(), size, around, &shared.stopping);
        let _ = Cells::beside(&outbox).end(Some(&words));
    })
}

fn private(game: &Watched) -> String {
    format!(
        "{}'s screen shows a seat's secrets now: it cannot be watched.",
        game.player
    )
}

/// The watching itself; what the page is told at its end.
fn watching(
    game: &Arc<Watched>,
    me: Option<&str>,
    mut size: (u16, u16),
    (input, outbox, wake): Around<'_>,
    stop: &std::sync::atomic::AtomicBool,
) -> String {
    if !game.join(outbox, Some(wake)) {
        return private(game);
    }
    let theme = Theme::new(crate::ui::theme::ThemeName::Dark);
    let face = (Cells::beside(outbox), Arc::clone(outbox));
    let Ok(mut screen) = WatcherScreen::open(face, Arc::clone(game), size, me, theme) else {
        game.leave(outbox);
        return "The game could not be shown.".into();
    };
    let words = loop {
        if stop.load(Ordering::SeqCst) {
            break "The server is stopping.".to_string();
        }
        if !game.watched_by(outbox) {
            break if game.is_private() {
                private(game)
            } else {
                format!("{}'s game is over.", game.player)
            };
        }
        if screen.draw().is_err() {
            break "The game could not be shown.".into();
        }
        match input.recv_timeout(LOOK_AGAIN) {
            Ok(Input::Bytes(bytes)) => {
                if screen.bytes(&bytes) == Step::Leave {
                    break format!("You stopped watching {}.", game.player);
                }
            }
            Ok(Input::Resize(width, height)) => {
                size = (width, height);
                let _ = screen.resize(size.0, size.1);
            }
            Ok(Input::Wake) | Err(RecvTimeoutError::Timeout) => {}
            Ok(Input::Close) | Err(RecvTimeoutError::Disconnected) => {
                break String::new();
            }
        }
    };
    game.leave(outbox);
    words
}

/// Table `id`'s game on a page of `size`, for a visitor not logged in:
/// as its spectators see it (the table's public view, never a seat's),
/// with the table's talk to read and none to say, until the table ends,
/// the visitor leaves (Esc) or the page goes.
pub fn table(web: &Web, id: u64, size: (u16, u16)) -> Option<Ends> {
    let shared = &web.shared;
    let Some(table) = shared.tables.get(id) else {
        return Some(only_words(&format!("There is no table {id} now.")));
    };
    if !table.started() {
        return Some(only_words(&format!(
            "Table {id} has not started: log in, or register, to sit down at it."
        )));
    }
    let seat = match TableSeat::new(table, None, WATCHER) {
        Ok(seat) => seat,
        Err(why) => return Some(only_words(&why)),
    };
    alone(
        web,
        format!("wumpus-table-{id}"),
        Screen::Play(Box::new(seat)),
        size,
    )
}

/// The finished game `id`'s record, played back on a page of `size` with
/// the keys of `wumpus replay`, until the visitor leaves it (Esc) or the
/// page goes.
pub fn replay(web: &Web, id: &str, size: (u16, u16)) -> Option<Ends> {
    let shared = &web.shared;
    let player = everyone::record_of(shared.players.root(), shared.table_files.data.root(), id)
        .ok_or_else(|| "No game of that id kept its record here.".to_string())
        .and_then(|path| Record::read(&path).map_err(|e| e.to_string()))
        .and_then(crate::front::playback)
        .and_then(
            |player| match crate::record::replay::check(player.record()) {
                Ok(()) => Ok(player),
                Err(e) => Err(format!(
                    "This record does not replay as it was played: {e}."
                )),
            },
        );
    let player = match player {
        Ok(player) => player,
        Err(why) => return Some(only_words(&why)),
    };
    let screen = Screen::Replay(Box::new(Replay::new(player, None)));
    alone(web, format!("wumpus-replay-{id}"), screen, size)
}

/// `screen` on a page of its own of `size`, on a thread named `name`: the app's
/// screens without its menu, so leaving the screen ends the page.
fn alone(web: &Web, name: String, screen: Screen, size: (u16, u16)) -> Option<Ends> {
    let shared = Arc::clone(&web.shared);
    let theme = crate::app::settings::Prefs::new(&shared.config, None, false)
        .screen_theme(shared.config.theme);
    let mut app = App::menu(shared.config.variants.clone(), shared.keymap.clone(), theme);
    app.from_menu = false;
    app.screen = screen;
    on_thread(web, name, move |(input, outbox, _)| {
        let face = (Cells::beside(outbox), Arc::clone(outbox));
        connection::play(app, size, input, face, None, &shared.stopping, None);
    })
}
