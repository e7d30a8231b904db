//! The built-in bindings, one row each.

use super::{Action, Binding, Layer, Scope, parse_key};
use Layer::*;

const PLAYING: &[Layer] = &[Play];
const EVERYWHERE: &[Layer] = &[
    Menu, Play, Editor, MoveTo, Confirm, Reader, GameOver, TooSmall, Curtain, Text, Setup,
];

const GRAPH: Option<Scope> = Some(Scope::Graph);
const GRID: Option<Scope> = Some(Scope::Grid);
const SEATS: Option<Scope> = Some(Scope::Seats);
const ANY: Option<Scope> = None;

/// The built-in bindings: (action, name, layers, scope, keys, description,
/// hint). Scoped rows come before unscoped ones for the same key, so a
/// scope's own meaning wins.
pub(super) fn defaults() -> Vec<Binding> {
    type Row = (
        Action,
        &'static str,
        &'static [Layer],
        Option<Scope>,
        &'static [&'static str],
        &'static str,
        &'static str,
    );
    #[rustfmt::skip]
    let rows: &[Row] = &[
        (Action::Abort, "abort", EVERYWHERE, ANY, &["Ctrl-c"], "end the program at once", ""),
        (Action::Tunnel(1), "tunnel_1", PLAYING, GRAPH, &["1"], "walk through tunnel 1", ""),
        (Action::Tunnel(2), "tunnel_2", PLAYING, GRAPH, &["2"], "walk through tunnel 2", ""),
        (Action::Tunnel(3), "tunnel_3", PLAYING, GRAPH, &["3"], "walk through tunnel 3", ""),
        (Action::Tunnel(4), "tunnel_4", PLAYING, GRAPH, &["4"], "walk through tunnel 4", ""),
        (Action::Tunnel(5), "tunnel_5", PLAYING, GRAPH, &["5"], "walk through tunnel 5", ""),
        (Action::Tunnel(6), "tunnel_6", PLAYING, GRAPH, &["6"], "walk through tunnel 6", ""),
        (Action::Tunnel(7), "tunnel_7", PLAYING, GRAPH, &["7"], "walk through tunnel 7", ""),
        (Action::Tunnel(8), "tunnel_8", PLAYING, GRAPH, &["8"], "walk through tunnel 8", ""),
        (Action::Tunnel(9), "tunnel_9", PLAYING, GRAPH, &["9"], "walk through tunnel 9", ""),
        (Action::North, "north", PLAYING, GRID, &["w", "Up", "k"], "go north", "north"),
        (Action::West, "west", PLAYING, GRID, &["a", "Left", "h"], "go west", "west"),
        (Action::South, "south", PLAYING, GRID, &["s", "Down", "j"], "go south", "south"),
        (Action::East, "east", PLAYING, GRID, &["d", "Right", "l"], "go east", "east"),
        (Action::Wait, "wait", PLAYING, GRID, &["."], "wait a move", "wait"),
        (Action::Claim, "claim", PLAYING, SEATS, &["c"], "post a public claim", "claim"),
        (Action::Wait, "stay", PLAYING, SEATS, &["."], "stay in this room: end the turn", "stay"),
        (Action::Up, "up", &[Menu, Play, Editor, Reader, Setup], ANY, &["Up", "k"], "cursor up / scroll up", ""),
        (Action::Down, "down", &[Menu, Play, Editor, Reader, Setup], ANY, &["Down", "j"], "cursor down / scroll down", ""),
        (Action::Left, "left", &[Play, Editor, Setup], ANY, &["Left", "h"], "cursor left", ""),
        (Action::Right, "right", &[Play, Editor, Setup], ANY, &["Right", "l"], "cursor right", ""),
        (Action::Select, "start", &[Menu], ANY, &["Enter"], "start the selected game", "start"),
        (Action::Select, "select", &[Play], GRAPH, &["Enter"], "walk to the selected tunnel", "walk"),
        (Action::MoveByLabel, "move", PLAYING, GRAPH, &["m"], "move by room label (then Enter)", "move to"),
        (Action::Shoot, "shoot", PLAYING, GRAPH, &["s"], "aim an arrow (opens the path editor)", "shoot"),
        (Action::Toss, "toss", PLAYING, GRAPH, &["t"], "toss a grenade (then a tunnel number)", "toss"),
        (Action::Charge, "charge", PLAYING, GRAPH, &["c"], "charge a neighbour with your bullet", "charge"),
        (Action::AddRoom, "add_room", &[Editor], ANY, &["Tab"], "add the map cursor's room to the path", "add room"),
        (Action::Select, "fire", &[Editor], ANY, &["Enter"], "fire the arrow along the path", "fire"),
        (Action::Select, "fire", &[MoveTo], ANY, &["Enter"], "walk to the typed room", "walk"),
        (Action::Select, "ready", &[Curtain], ANY, &["Enter"], "I have the keyboard: show my screen", "ready"),
        (Action::Select, "accept", &[Text], ANY, &["Enter"], "accept the typed line", "accept"),
        (Action::Select, "setup_select", &[Setup], ANY, &["Enter"], "edit the row, or start on the last row", "edit/start"),
        (Action::Erase, "erase", &[Text], ANY, &["Backspace"], "erase a character", "erase"),
        (Action::Erase, "erase", &[Editor], ANY, &["Backspace"], "erase a character", "erase"),
        (Action::Erase, "erase", &[MoveTo], ANY, &["Backspace"], "erase a character", ""),
        (Action::Cancel, "cancel", PLAYING, GRAPH, &["Esc"], "cancel a half-made command", ""),
        (Action::Cancel, "cancel", &[Editor, MoveTo, Reader, Text], ANY, &["Esc"], "cancel / close", "cancel"),
        (Action::Cancel, "setup_back", &[Setup], ANY, &["Esc"], "back to the menu", "back"),
        (Action::Yes, "yes", &[Confirm], ANY, &["y", "Enter"], "yes", "yes"),
        (Action::No, "no", &[Confirm], ANY, &["n", "Esc"], "no", "no"),
        (Action::SameSetup, "same_setup", &[GameOver], ANY, &["r"], "replay the same setup", "same setup"),
        (Action::MapView, "map_view", &[GameOver], GRID, &["v"], "switch the map: your route or the shortest", "route"),
        (Action::NewGame, "new_game", &[GameOver], ANY, &["n"], "new game (new seed)", "new game"),
        (Action::Menu, "menu", &[GameOver], ANY, &["Esc"], "leave the game: to the menu, or quit", "menu"),
        (Action::PageUp, "page_up", &[Reader], ANY, &["PageUp"], "scroll a page up", ""),
        (Action::PageDown, "page_down", &[Reader], ANY, &["PageDown", "Space"], "scroll a page down", "page"),
        (Action::Help, "help", &[Menu, Play, Editor, MoveTo, GameOver, Curtain, Setup], ANY, &["?", "F1"], "help: keys and rules", "help"),
        (Action::History, "history", &[Play, Editor, MoveTo, GameOver], ANY, &["Ctrl-p"], "the whole message log", "log"),
        (Action::Redraw, "redraw", EVERYWHERE, ANY, &["Ctrl-l"], "redraw the screen", ""),
        (Action::Quit, "quit", &[Menu, Play, GameOver, TooSmall, Curtain], ANY, &["q"], "quit (asks first in a game)", "quit"),
        (Action::Quit, "quit", &[Reader], ANY, &["q"], "close", ""),
        (Action::Cancel, "back", &[Menu], ANY, &["Esc"], "quit", ""),
    ];
    rows.iter()
        .map(
            |&(action, name, layers, scope, keys, description, hint)| Binding {
                action,
                name,
                layers,
                scope,
                // The built-in key names are all valid; a bad one would show
                // up as a missing key in the help snapshot.
                keys: keys.iter().filter_map(|k| parse_key(k).ok()).collect(),
                description,
                hint,
            },
        )
        .collect()
}
