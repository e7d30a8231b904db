//! Keys to actions, in one table. The same table handles keys, fills the
//! hint bar and writes the help screen, so none of them can drift apart.
//! Resolving is pure: a key and the active layer in, an action out.

mod keys;

pub use keys::{Key, parse_key};

use crate::config::KeyBinding;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// Which layer has the keyboard. Modal layers (dialogs, the editor, help)
/// sit on top and get the key before anything under them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layer {
    Menu,
    Play,
    /// The arrow editor or the move-by-label prompt: text goes in.
    Editor,
    Confirm,
    /// Help and history: read-only, scrollable.
    Reader,
    GameOver,
    TooSmall,
}

/// What the player asked for, before it is carried out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Ends at once, from anywhere.
    Abort,
    Quit,
    Help,
    History,
    Redraw,
    /// Walk through tunnel `n` (1-based) of the current room.
    Tunnel(u8),
    Up,
    Down,
    Left,
    Right,
    /// Enter: walk to the selected tunnel, start, fire, or accept.
    Select,
    MoveByLabel,
    Shoot,
    /// Add the map cursor's room to the arrow path.
    AddRoom,
    Erase,
    Cancel,
    Yes,
    No,
    SameSetup,
    NewGame,
    Menu,
    PageUp,
    PageDown,
    /// A character typed into the editor.
    Type(char),
}

/// One row of the table: the action's config name, the layers it acts in,
/// its keys, and its description for help and the hint bar.
#[derive(Clone, Debug)]
pub struct Binding {
    pub action: Action,
    pub name: &'static str,
    pub layers: &'static [Layer],
    pub keys: Vec<Key>,
    pub description: &'static str,
    /// Its word in the hint bar of its layers; empty for none.
    pub hint: &'static str,
}

use Layer::*;

const PLAYING: &[Layer] = &[Play];
const EVERYWHERE: &[Layer] = &[Menu, Play, Editor, Confirm, Reader, GameOver];

/// The built-in bindings: (action, name, layers, keys, description, hint).
fn defaults() -> Vec<Binding> {
    type Row = (
        Action,
        &'static str,
        &'static [Layer],
        &'static [&'static str],
        &'static str,
        &'static str,
    );
    #[rustfmt::skip]
    let rows: &[Row] = &[
        (Action::Abort, "abort", EVERYWHERE, &["Ctrl-c"], "end the program at once", ""),
        (Action::Tunnel(1), "tunnel_1", PLAYING, &["1"], "walk through tunnel 1", ""),
        (Action::Tunnel(2), "tunnel_2", PLAYING, &["2"], "walk through tunnel 2", ""),
        (Action::Tunnel(3), "tunnel_3", PLAYING, &["3"], "walk through tunnel 3", ""),
        (Action::Tunnel(4), "tunnel_4", PLAYING, &["4"], "walk through tunnel 4", ""),
        (Action::Tunnel(5), "tunnel_5", PLAYING, &["5"], "walk through tunnel 5", ""),
        (Action::Tunnel(6), "tunnel_6", PLAYING, &["6"], "walk through tunnel 6", ""),
        (Action::Tunnel(7), "tunnel_7", PLAYING, &["7"], "walk through tunnel 7", ""),
        (Action::Tunnel(8), "tunnel_8", PLAYING, &["8"], "walk through tunnel 8", ""),
        (Action::Tunnel(9), "tunnel_9", PLAYING, &["9"], "walk through tunnel 9", ""),
        (Action::Up, "up", &[Menu, Play, Editor, Reader], &["Up", "k"], "cursor up / scroll up", ""),
        (Action::Down, "down", &[Menu, Play, Editor, Reader], &["Down", "j"], "cursor down / scroll down", ""),
        (Action::Left, "left", &[Play, Editor], &["Left", "h"], "cursor left", ""),
        (Action::Right, "right", &[Play, Editor], &["Right", "l"], "cursor right", ""),
        (Action::Select, "start", &[Menu], &["Enter"], "start the selected game", "start"),
        (Action::Select, "select", &[Play], &["Enter"], "walk to the selected tunnel", "walk"),
        (Action::MoveByLabel, "move", PLAYING, &["m"], "move by room label (then Enter)", "move to"),
        (Action::Shoot, "shoot", PLAYING, &["s"], "aim an arrow (opens the path editor)", "shoot"),
        (Action::AddRoom, "add_room", &[Editor], &["Tab"], "add the map cursor's room to the path", "add room"),
        (Action::Select, "fire", &[Editor], &["Enter"], "fire the arrow / move", "fire"),
        (Action::Erase, "erase", &[Editor], &["Backspace"], "erase a character", "erase"),
        (Action::Cancel, "cancel", &[Editor, Reader], &["Esc"], "cancel / close", "cancel"),
        (Action::Yes, "yes", &[Confirm], &["y", "Enter"], "yes", "yes"),
        (Action::No, "no", &[Confirm], &["n", "Esc"], "no", "no"),
        (Action::SameSetup, "same_setup", &[GameOver], &["r"], "replay the same setup", "same setup"),
        (Action::NewGame, "new_game", &[GameOver], &["n"], "new game (new seed)", "new game"),
        (Action::Menu, "menu", &[GameOver], &["Esc"], "back to the menu (or quit)", "menu"),
        (Action::PageUp, "page_up", &[Reader], &["PageUp"], "scroll a page up", ""),
        (Action::PageDown, "page_down", &[Reader], &["PageDown", "Space"], "scroll a page down", "page"),
        (Action::Help, "help", &[Menu, Play, Editor, GameOver], &["?", "F1"], "help: keys and rules", "help"),
        (Action::History, "history", &[Play, Editor, GameOver], &["Ctrl-p"], "the whole message log", "log"),
        (Action::Redraw, "redraw", EVERYWHERE, &["Ctrl-l"], "redraw the screen", ""),
        (Action::Quit, "quit", &[Menu, Play, GameOver, Reader, TooSmall], &["q"], "quit (asks first in a game)", "quit"),
        (Action::Cancel, "back", &[Menu], &["Esc"], "quit", ""),
    ];
    rows.iter()
        .map(|&(action, name, layers, keys, description, hint)| Binding {
            action,
            name,
            layers,
            // The built-in key names are all valid; a bad one would show
            // up as a missing key in the help snapshot.
            keys: keys.iter().filter_map(|k| parse_key(k).ok()).collect(),
            description,
            hint,
        })
        .collect()
}

#[derive(Clone, Debug)]
pub struct Keymap {
    bindings: Vec<Binding>,
}

impl Default for Keymap {
    fn default() -> Keymap {
        Keymap {
            bindings: defaults(),
        }
    }
}

impl Keymap {
    /// The defaults with the config's `[keys]` laid over them. A binding
    /// replaces every key of the actions with that name.
    pub fn with_overrides(overrides: &[KeyBinding]) -> Result<Keymap, String> {
        let mut map = Keymap::default();
        for o in overrides {
            let key = parse_key(&o.key).map_err(|why| format!("{}: {why}", o.origin))?;
            let mut found = false;
            for b in map.bindings.iter_mut().filter(|b| b.name == o.action) {
                b.keys = vec![key];
                found = true;
            }
            if !found {
                let names: Vec<&str> = map.bindings.iter().map(|b| b.name).collect();
                return Err(format!(
                    "{}: no action {:?}; the actions are: {}",
                    o.origin,
                    o.action,
                    names.join(", ")
                ));
            }
        }
        Ok(map)
    }

    pub fn bindings(&self) -> &[Binding] {
        &self.bindings
    }

    /// The action for `event` in `layer`, or `None` when the key means
    /// nothing there. In the editor, printable keys that are not bound
    /// there are text, so `?` and digits type themselves.
    pub fn resolve(&self, layer: Layer, event: KeyEvent) -> Option<Action> {
        let key = Key::from_event(event);
        // Ctrl-C is no binding a config may take away: it always ends.
        if key == Key::ctrl('c') {
            return Some(Action::Abort);
        }
        let bound = self
            .bindings
            .iter()
            .filter(|b| b.layers.contains(&layer))
            .find(|b| b.keys.contains(&key))
            .map(|b| b.action);
        if let (Editor, KeyCode::Char(c)) = (layer, event.code) {
            let plain = !event
                .modifiers
                .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
            if plain && !matches!(bound, Some(Action::AddRoom | Action::Select)) {
                return Some(Action::Type(c));
            }
        }
        bound
    }

    /// The keys of one binding by name, as the player would type them.
    pub fn keys_of(&self, name: &str) -> String {
        self.bindings
            .iter()
            .find(|b| b.name == name)
            .map(|b| join_keys(&b.keys))
            .unwrap_or_default()
    }

    /// (keys, description) pairs for the hint bar of `layer`.
    pub fn hints(&self, layer: Layer) -> Vec<(String, &'static str)> {
        let mut out = Vec::new();
        if layer == Play {
            let first = self.keys_of("tunnel_1");
            let last = self.keys_of("tunnel_9");
            out.push((format!("{first}-{last}"), "move"));
        }
        for b in self
            .bindings
            .iter()
            .filter(|b| !b.hint.is_empty() && b.layers.contains(&layer))
        {
            out.push((join_keys(&b.keys), b.hint));
        }
        out
    }
}

pub fn join_keys(keys: &[Key]) -> String {
    keys.iter()
        .map(Key::to_string)
        .collect::<Vec<_>>()
        .join("/")
}
