//! The common rows, one each, with the slots where rule sets' own rows go
//! (`Slot`). Scoped rows come before unscoped ones for the same key, so a
//! scope's own meaning is listed first.

use super::{Action, Layer, Row, Scope, Slot};
use Layer::*;

/// A common row, or the place for rule sets' rows of a slot.
pub(super) enum Entry {
    Row(Row),
    Slot(Slot),
}

const PLAYING: &[Layer] = &[Play];
/// Picking a tunnel: to walk, or with a verb armed.
const PICKING: &[Layer] = &[Play, Armed];
const EVERYWHERE: &[Layer] = &[
    Menu, Play, Editor, MoveTo, Confirm, Reader, GameOver, TooSmall, Curtain, Text, Setup, Leave,
    Scores, Replay, Armed, Settings, Customise, Lobby, Look,
];

const GRAPH: Option<Scope> = Some(Scope::GRAPH);
const TABLE: Option<Scope> = Some(Scope::TABLE);
const WATCHED: Option<Scope> = Some(Scope::WATCHED);
const ANY: Option<Scope> = None;

/// A row, written as the table reads: (action, name, layers, scope, keys,
/// description, hint).
const fn row(
    action: Action,
    name: &'static str,
    layers: &'static [Layer],
    scope: Option<Scope>,
    keys: &'static [&'static str],
    description: &'static str,
    hint: &'static str,
) -> Entry {
    Entry::Row(Row::new(
        action,
        name,
        layers,
        scope,
        keys,
        description,
        hint,
    ))
}

#[rustfmt::skip]
pub(super) const COMMON: &[Entry] = &[
    row(Action::Abort, "abort", EVERYWHERE, ANY, &["Ctrl-c"], "end the program at once", ""),
    row(Action::Tunnel(1), "tunnel_1", PICKING, GRAPH, &["1"], "walk through tunnel 1", ""),
    row(Action::Tunnel(2), "tunnel_2", PICKING, GRAPH, &["2"], "walk through tunnel 2", ""),
    row(Action::Tunnel(3), "tunnel_3", PICKING, GRAPH, &["3"], "walk through tunnel 3", ""),
    row(Action::Tunnel(4), "tunnel_4", PICKING, GRAPH, &["4"], "walk through tunnel 4", ""),
    row(Action::Tunnel(5), "tunnel_5", PICKING, GRAPH, &["5"], "walk through tunnel 5", ""),
    row(Action::Tunnel(6), "tunnel_6", PICKING, GRAPH, &["6"], "walk through tunnel 6", ""),
    row(Action::Tunnel(7), "tunnel_7", PICKING, GRAPH, &["7"], "walk through tunnel 7", ""),
    row(Action::Tunnel(8), "tunnel_8", PICKING, GRAPH, &["8"], "walk through tunnel 8", ""),
    row(Action::Tunnel(9), "tunnel_9", PICKING, GRAPH, &["9"], "walk through tunnel 9", ""),
    Entry::Slot(Slot::Lead),
    row(Action::Up, "up", &[Menu, Play, Armed, Editor, Reader, Setup, Scores, Lobby, Look], ANY, &["Up", "k"], "cursor up / scroll up", ""),
    row(Action::Down, "down", &[Menu, Play, Armed, Editor, Reader, Setup, Scores, Lobby, Look], ANY, &["Down", "j"], "cursor down / scroll down", ""),
    row(Action::Left, "left", &[Play, Armed, Editor, Setup, Look], ANY, &["Left", "h"], "cursor left", ""),
    row(Action::Right, "right", &[Play, Armed, Editor, Setup, Look], ANY, &["Right", "l"], "cursor right", ""),
    row(Action::Select, "start", &[Menu], ANY, &["Enter"], "start the selected game (or resume the saved one)", "start"),
    row(Action::Scores, "scores", &[Menu], ANY, &["s"], "the score table: best and recent games", "scores"),
    row(Action::Select, "select", &[Play], GRAPH, &["Enter"], "walk to the selected tunnel", "walk"),
    row(Action::MoveByLabel, "move", PLAYING, GRAPH, &["m"], "move by room label (then Enter; a far room: travel)", "go to"),
    // With a verb armed, the hint bar's word for a pick is the verb's.
    row(Action::Select, "select", &[Armed], GRAPH, &["Enter"], "pick the selected tunnel", "pick"),
    row(Action::MoveByLabel, "move", &[Armed], GRAPH, &["m"], "pick by label (then Enter)", "by label"),
    Entry::Slot(Slot::Verbs),
    row(Action::AddRoom, "add_room", &[Editor], ANY, &["Tab"], "add the map cursor's room to the path", "add room"),
    row(Action::Select, "fire", &[Editor], ANY, &["Enter"], "fire the arrow along the path", "fire"),
    row(Action::Select, "fire", &[MoveTo], ANY, &["Enter"], "walk to the typed room (a farther one: travel there)", "walk"),
    row(Action::Select, "ready", &[Curtain], ANY, &["Enter"], "I have the keyboard: show my screen", "ready"),
    // A table's talk, ahead of the game's keys (its scope comes first).
    row(Action::Talk, "talk", &[Play, Armed, GameOver], TABLE, &["t"], "talk: type to the table (Enter sends, Esc leaves; /w NAME whispers, @bot asks a bot, /map and /mark note the table's map, /mute NAME)", "talk"),
    row(Action::Ready, "ready_to_play", &[Play], TABLE, &["r"], "ready: the discussion may end, as far as you are concerned", "ready"),
    row(Action::PageUp, "talk_back", &[Text], TABLE, &["PageUp"], "scroll the talk back", ""),
    row(Action::PageDown, "talk_on", &[Text], TABLE, &["PageDown"], "scroll the talk on", ""),
    // A solo game's watchers' talk, after the game's keys (`t` tosses a grenade).
    row(Action::Talk, "talk_watchers", &[Play, Armed, GameOver], WATCHED, &["\""], "watchers' talk: show it and type to the people watching your game (Enter sends, Esc leaves, /hide hides it, /mute NAME)", "watchers' talk"),
    row(Action::PageUp, "talk_back", &[Text], WATCHED, &["PageUp"], "scroll the talk back", ""),
    row(Action::PageDown, "talk_on", &[Text], WATCHED, &["PageDown"], "scroll the talk on", ""),
    row(Action::Select, "accept", &[Text], ANY, &["Enter"], "accept the typed line", "accept"),
    row(Action::Select, "setup_select", &[Setup], ANY, &["Enter"], "edit the row, or start on the last row", "edit/start"),
    row(Action::Erase, "erase", &[Text], ANY, &["Backspace"], "erase a character", "erase"),
    row(Action::Erase, "erase", &[Editor], ANY, &["Backspace"], "erase a character", "erase"),
    row(Action::Erase, "erase", &[MoveTo], ANY, &["Backspace"], "erase a character", ""),
    row(Action::Cancel, "cancel", PLAYING, GRAPH, &["Esc"], "cancel a half-made command", ""),
    row(Action::Cancel, "cancel", &[Armed], ANY, &["Esc"], "take the armed command back", "cancel"),
    row(Action::Cancel, "cancel", &[Editor, MoveTo, Reader, Text], ANY, &["Esc"], "cancel / close", "cancel"),
    row(Action::Cancel, "setup_back", &[Setup], ANY, &["Esc"], "back to the menu", "back"),
    row(Action::Yes, "yes", &[Confirm], ANY, &["y", "Enter"], "yes", "yes"),
    row(Action::No, "no", &[Confirm], ANY, &["n", "Esc"], "no", "no"),
    row(Action::SaveQuit, "save_quit", &[Leave], ANY, &["s", "y", "Enter"], "save the game and leave: resume it later", "save"),
    row(Action::Abandon, "abandon", &[Leave], ANY, &["a"], "abandon the game (the scores say so)", "abandon"),
    row(Action::Cancel, "keep_playing", &[Leave], ANY, &["n", "Esc"], "go on playing", "cancel"),
    row(Action::SameSetup, "same_setup", &[GameOver], ANY, &["r"], "replay the same setup", "same setup"),
    Entry::Slot(Slot::GameOver),
    row(Action::NewGame, "new_game", &[GameOver], ANY, &["n"], "new game (new seed)", "new game"),
    row(Action::Select, "open_replay", &[Scores], ANY, &["Enter"], "replay the selected game", "replay"),
    row(Action::Select, "table", &[Lobby], ANY, &["Enter"], "open a table, or join, leave, watch or sit again at the selected one", "choose"),
    row(Action::Left, "previous_variant", &[Scores], ANY, &["Left", "h"], "the previous variant's best games", ""),
    row(Action::Right, "next_variant", &[Scores], ANY, &["Right", "l"], "the next variant's best games", "variant"),
    row(Action::Pause, "pause", &[Replay], ANY, &["Space"], "pause the replay, or go on", "pause"),
    row(Action::Left, "step_back", &[Replay], ANY, &["Left", "h"], "one command back (pauses)", ""),
    row(Action::Right, "step", &[Replay], ANY, &["Right", "l"], "one command on (pauses)", "step"),
    row(Action::Faster, "faster", &[Replay], ANY, &["+", "="], "play back faster", "faster"),
    row(Action::Slower, "slower", &[Replay], ANY, &["-"], "play back slower", ""),
    row(Action::Reveal, "reveal", &[Replay], ANY, &["t"], "show or hide the hidden state (marked [hidden shown])", "hidden"),
    row(Action::Menu, "menu", &[GameOver], ANY, &["Esc"], "leave the game: to the menu, or quit", "menu"),
    row(Action::PageUp, "page_up", &[Reader], ANY, &["PageUp"], "scroll a page up", ""),
    row(Action::PageDown, "page_down", &[Reader], ANY, &["PageDown", "Space"], "scroll a page down", "page"),
    row(Action::Cancel, "leave", &[Scores, Replay, Lobby], ANY, &["Esc", "q"], "back to where you came from", "back"),
    // Scoped to the graph so it wins `h` over the cursor's vi key there.
    row(Action::Hints, "hints", PLAYING, GRAPH, &["h"], "show or hide the danger odds (hints); a game with hints shown is marked so", "hints"),
    // Help lists it; the hint bar leaves it out, which on a 100-column
    // screen would cost the hints' own word.
    row(Action::Look, "look", PLAYING, ANY, &[";"], "look: a cursor over the map says all you know of a room", ""),
    row(Action::Select, "travel", &[Look], GRAPH, &["Enter"], "travel to the room under the cursor through rooms you know are safe", "travel"),
    row(Action::Look, "look", &[Look], ANY, &[";"], "stop looking", ""),
    row(Action::Cancel, "cancel", &[Look], ANY, &["Esc"], "stop looking", "back"),
    row(Action::Help, "help", &[Menu, Play, Armed, Editor, MoveTo, GameOver, Curtain, Setup, Scores, Replay, Lobby, Look], ANY, &["?", "F1"], "help: keys and rules", "help"),
    row(Action::PageUp, "log_back", &[Play, Armed, GameOver, Replay, Look], ANY, &["PageUp"], "page the log panel back (the wheel too; any other key shows the newest again)", ""),
    row(Action::PageDown, "log_on", &[Play, Armed, GameOver, Replay, Look], ANY, &["PageDown"], "page the log panel on", ""),
    row(Action::History, "history", &[Play, Armed, Editor, MoveTo, GameOver, Replay, Look], ANY, &["Ctrl-p"], "the whole message log", "log"),
    row(Action::Redraw, "redraw", EVERYWHERE, ANY, &["Ctrl-l"], "redraw the screen", ""),
    row(Action::Quit, "quit", &[Menu, Play, Armed, GameOver, TooSmall, Curtain, Look], ANY, &["q"], "quit (asks first in a game)", "quit"),
    row(Action::Quit, "quit", &[Reader], ANY, &["q"], "close", ""),
    row(Action::Cancel, "back", &[Menu], ANY, &["Esc"], "quit", ""),
    // Last: on a narrow screen the hint bar drops it before quit (the
    // game-over panel names it too).
    row(Action::Dump, "dump", &[GameOver], ANY, &["#"], "write a plain-text dump of the game (its path goes in the log)", "dump"),
    // The settings screen and the customise form (the menu's o and c).
    row(Action::Settings, "settings", &[Menu], ANY, &["o"], "settings: theme, hints, mouse, the keys", "settings"),
    row(Action::Customise, "customise", &[Menu], ANY, &["c"], "customise the highlighted variant: edit its knobs, save it as a new one", "customise"),
    row(Action::Up, "up", &[Settings, Customise], ANY, &["Up", "k"], "cursor up", ""),
    row(Action::Down, "down", &[Settings, Customise], ANY, &["Down", "j"], "cursor down", ""),
    row(Action::Select, "toggle", &[Settings], ANY, &["Enter", "Space"], "toggle or cycle the setting (saved at once); open the customise form", "change"),
    row(Action::Left, "left", &[Settings, Customise], ANY, &["Left", "h"], "the previous choice", ""),
    row(Action::Right, "right", &[Settings, Customise], ANY, &["Right", "l"], "the next choice", ""),
    row(Action::Select, "edit", &[Customise], ANY, &["Enter", "Space"], "type a number or text, cycle a choice; on the last row, save as a new variant", "edit/save"),
    row(Action::Help, "help", &[Settings, Customise], ANY, &["?", "F1"], "help: keys and rules", "help"),
    row(Action::Cancel, "settings_back", &[Settings, Customise], ANY, &["Esc", "q"], "back (nothing is lost: each setting is saved when changed)", "back"),
];
