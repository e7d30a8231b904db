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

/// Which game's keys the play screen speaks: one key may mean different
/// things in different scopes (`s` shoots on a graph, goes south on a grid).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Caves and cities: tunnels by number, a map cursor, shots and tosses.
    Graph,
    /// The labyrinth: compass moves.
    Grid,
    /// Hidden Wumpus: seats taking turns at one keyboard.
    Seats,
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
    /// Toss a hand grenade (then a tunnel number).
    Toss,
    /// Charge a neighbour with the bullet.
    Charge,
    North,
    East,
    South,
    West,
    /// Spend a move standing still.
    Wait,
    /// Post a public claim.
    Claim,
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

/// One row of the table: the action's config name, the layers it acts in
/// (and the scope, for the play screen's game keys), its keys, and its
/// description for help and the hint bar.
#[derive(Clone, Debug)]
pub struct Binding {
    pub action: Action,
    pub name: &'static str,
    pub layers: &'static [Layer],
    /// `None`: the same in every scope.
    pub scope: Option<Scope>,
    pub keys: Vec<Key>,
    pub description: &'static str,
    /// Its word in the hint bar of its layers; empty for none.
    pub hint: &'static str,
}

use Layer::*;

const PLAYING: &[Layer] = &[Play];
const EVERYWHERE: &[Layer] = &[Menu, Play, Editor, Confirm, Reader, GameOver];

const GRAPH: Option<Scope> = Some(Scope::Graph);
const GRID: Option<Scope> = Some(Scope::Grid);
const SEATS: Option<Scope> = Some(Scope::Seats);
const ANY: Option<Scope> = None;

/// The built-in bindings: (action, name, layers, scope, keys, description,
/// hint). Scoped rows come before unscoped ones for the same key, so a
/// scope's own meaning wins.
fn defaults() -> Vec<Binding> {
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
        (Action::Up, "up", &[Menu, Play, Editor, Reader], ANY, &["Up", "k"], "cursor up / scroll up", ""),
        (Action::Down, "down", &[Menu, Play, Editor, Reader], ANY, &["Down", "j"], "cursor down / scroll down", ""),
        (Action::Left, "left", &[Play, Editor], ANY, &["Left", "h"], "cursor left", ""),
        (Action::Right, "right", &[Play, Editor], ANY, &["Right", "l"], "cursor right", ""),
        (Action::Select, "start", &[Menu], ANY, &["Enter"], "start the selected game", "start"),
        (Action::Select, "select", &[Play], GRAPH, &["Enter"], "walk to the selected tunnel", "walk"),
        (Action::MoveByLabel, "move", PLAYING, GRAPH, &["m"], "move by room label (then Enter)", "move to"),
        (Action::Shoot, "shoot", PLAYING, GRAPH, &["s"], "aim an arrow (opens the path editor)", "shoot"),
        (Action::Toss, "toss", PLAYING, GRAPH, &["t"], "toss a grenade (then a tunnel number)", "toss"),
        (Action::Charge, "charge", PLAYING, GRAPH, &["c"], "charge a neighbour with your bullet", "charge"),
        (Action::AddRoom, "add_room", &[Editor], ANY, &["Tab"], "add the map cursor's room to the path", "add room"),
        (Action::Select, "fire", &[Editor], ANY, &["Enter"], "fire the arrow / move", "fire"),
        (Action::Erase, "erase", &[Editor], ANY, &["Backspace"], "erase a character", "erase"),
        (Action::Cancel, "cancel", PLAYING, GRAPH, &["Esc"], "cancel a half-made command", ""),
        (Action::Cancel, "cancel", &[Editor, Reader], ANY, &["Esc"], "cancel / close", "cancel"),
        (Action::Yes, "yes", &[Confirm], ANY, &["y", "Enter"], "yes", "yes"),
        (Action::No, "no", &[Confirm], ANY, &["n", "Esc"], "no", "no"),
        (Action::SameSetup, "same_setup", &[GameOver], ANY, &["r"], "replay the same setup", "same setup"),
        (Action::NewGame, "new_game", &[GameOver], ANY, &["n"], "new game (new seed)", "new game"),
        (Action::Menu, "menu", &[GameOver], ANY, &["Esc"], "back to the menu (or quit)", "menu"),
        (Action::PageUp, "page_up", &[Reader], ANY, &["PageUp"], "scroll a page up", ""),
        (Action::PageDown, "page_down", &[Reader], ANY, &["PageDown", "Space"], "scroll a page down", "page"),
        (Action::Help, "help", &[Menu, Play, Editor, GameOver], ANY, &["?", "F1"], "help: keys and rules", "help"),
        (Action::History, "history", &[Play, Editor, GameOver], ANY, &["Ctrl-p"], "the whole message log", "log"),
        (Action::Redraw, "redraw", EVERYWHERE, ANY, &["Ctrl-l"], "redraw the screen", ""),
        (Action::Quit, "quit", &[Menu, Play, GameOver, Reader, TooSmall], ANY, &["q"], "quit (asks first in a game)", "quit"),
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
    pub fn resolve(&self, layer: Layer, scope: Scope, event: KeyEvent) -> Option<Action> {
        let key = Key::from_event(event);
        // Ctrl-C is no binding a config may take away: it always ends.
        if key == Key::ctrl('c') {
            return Some(Action::Abort);
        }
        let bound = self
            .bindings
            .iter()
            .filter(|b| b.layers.contains(&layer) && b.scope.is_none_or(|s| s == scope))
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

    /// (keys, description) pairs for the hint bar of `layer`, for the
    /// actions `offered` accepts (a rule set's play screen offers only its
    /// own game keys).
    pub fn hints(
        &self,
        layer: Layer,
        scope: Scope,
        offered: impl Fn(Action) -> bool,
    ) -> Vec<(String, &'static str)> {
        let mut out = Vec::new();
        if layer == Play && scope == Scope::Graph && offered(Action::Tunnel(1)) {
            let first = self.keys_of("tunnel_1");
            let last = self.keys_of("tunnel_9");
            out.push((format!("{first}-{last}"), "move"));
        }
        for b in self.bindings.iter().filter(|b| {
            !b.hint.is_empty()
                && b.layers.contains(&layer)
                && b.scope.is_none_or(|s| s == scope)
                && (b.scope.is_none() || offered(b.action))
        }) {
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
