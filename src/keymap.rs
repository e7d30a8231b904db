//! Keys to actions, in one table. The same table handles keys, fills the
//! hint bar and writes the help screen, so none of them can drift apart.
//! Resolving is pure: a key and the active layer in, an action out
//! (`live`).
//!
//! The table is the common rows (`table`: tunnels, cursors, prompts,
//! dialogs, help, history, quit) with every rule set's own rows laid in at
//! the common table's slots: a rule set declares its verbs, the scope its
//! play screen speaks and the rows that bind them (its front's
//! `Controls::KEYS`). Nothing here names a rule set.

mod keys;
mod live;
mod table;

pub use keys::{Key, parse_key};

use crate::config::KeyBinding;

/// Which layer has the keyboard. Modal layers (dialogs, the editor, help)
/// sit on top and get the key before anything under them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layer {
    Menu,
    Play,
    /// The path editor: a path goes in, as text or picked on the map.
    Editor,
    /// The move-by-label prompt: a room label goes in.
    MoveTo,
    Confirm,
    /// Help and history: read-only, scrollable.
    Reader,
    GameOver,
    TooSmall,
    /// The hand-off screen of a game with seats: only "pass the keyboard".
    Curtain,
    /// A free-text prompt (a claim, a name): every printable key is text.
    Text,
    /// A form before the game (the setup of a game with seats).
    Setup,
    /// Leaving a game in progress: save it, abandon it, or stay.
    Leave,
    /// The score table: best games per variant, and the recent ones.
    Scores,
    /// A recorded game playing back.
    Replay,
    /// The play screen with a verb armed (`Controls::armed`): the next pick
    /// (a tunnel by number, the cursor and Enter, a label) carries it out
    /// instead of walking, and `Esc` takes it back.
    Armed,
    /// The settings screen: theme, hints, mouse, the keys.
    Settings,
    /// The form that customises a variant's knobs.
    Customise,
    /// A server's tables: open one, join, watch.
    Lobby,
    /// The look cursor on the play screen: a room under it is described
    /// in full, and Enter travels there.
    Look,
}

/// Which game keys the play screen speaks: one key may mean different
/// things in different scopes (`s` shoots on a graph, goes south on a
/// grid). A rule set names its own scopes; the graph's is shared, since
/// the common rows walk its tunnels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scope(pub &'static str);

impl Scope {
    /// Caves and cities: tunnels by number, a cursor over them, a label to
    /// walk to.
    pub const GRAPH: Scope = Scope("graph");
    /// A table across terminals (docs/server.md, "Table talk"): its talk
    /// and discussion keys win over the game's.
    pub const TABLE: Scope = Scope("table");
    /// A solo game on a server, watched (docs/server.md, "A solo game's
    /// watchers"): the watchers' talk, after the game's own keys.
    pub const WATCHED: Scope = Scope("watched");
}

/// A rule set's own action, named by the rule set (its rows give it keys).
/// Adapters match on their own consts: `Action::Verb(TOSS)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Verb(pub &'static str);

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
    /// Add the map cursor's room to the path.
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
    /// A rule set's own action: shoot, toss, a compass move, the game-over
    /// map's switch.
    Verb(Verb),
    /// A character typed into the editor.
    Type(char),
    /// A key that means nothing on the play screen; the game says so.
    Unknown(Key),
    /// The menu's way to the score table.
    Scores,
    /// Leave a game in progress, saved to resume later.
    SaveQuit,
    /// Leave a game in progress for good (it goes in the scores).
    Abandon,
    /// Write a plain-text dump of the finished game.
    Dump,
    /// A replay: pause, or go on.
    Pause,
    Faster,
    Slower,
    /// A replay: show or hide what the player could not see.
    Reveal,
    /// The menu's way to the settings screen.
    Settings,
    /// Edit the highlighted variant's knobs, to save as a new variant.
    Customise,
    /// Show or hide the danger odds (hints) on the play screen.
    Hints,
    /// Enter or leave the look cursor.
    Look,
    /// At a table: the talk pane takes the keyboard.
    Talk,
    /// At a table: this person is ready for the discussion to end.
    Ready,
}

/// One row as written in code: the action's config name, the layers it
/// acts in (and the scope, for the play screen's game keys), its keys, and
/// its description for help and its word in the hint bar (empty for none).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Row {
    pub action: Action,
    pub name: &'static str,
    pub layers: &'static [Layer],
    /// `None`: the same in every scope.
    pub scope: Option<Scope>,
    pub keys: &'static [&'static str],
    pub description: &'static str,
    pub hint: &'static str,
}

impl Row {
    pub const fn new(
        action: Action,
        name: &'static str,
        layers: &'static [Layer],
        scope: Option<Scope>,
        keys: &'static [&'static str],
        description: &'static str,
        hint: &'static str,
    ) -> Row {
        Row {
            action,
            name,
            layers,
            scope,
            keys,
            description,
            hint,
        }
    }
}

/// Where a rule set's row goes among the common rows. The table's order is
/// the order help and the hint bar list keys in, so a slot is a place in
/// what the player reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// On the play screen, before the cursor keys: a game's own keys that
    /// its help lists first (compass moves, a claim).
    Lead,
    /// On the play screen, after walking: the game's verbs (shoot, toss).
    Verbs,
    /// On the game-over panel, after "same setup".
    GameOver,
}

/// A row with its keys read: what the keymap resolves with.
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

impl From<&Row> for Binding {
    fn from(row: &Row) -> Binding {
        Binding {
            action: row.action,
            name: row.name,
            layers: row.layers,
            scope: row.scope,
            // Rows are written in code, their key names checked by a test;
            // a bad one would show up as a missing key in help.
            keys: row.keys.iter().filter_map(|k| parse_key(k).ok()).collect(),
            description: row.description,
            hint: row.hint,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Keymap {
    bindings: Vec<Binding>,
}

impl Keymap {
    /// The common rows with `rule_sets`' own rows laid in at their slots,
    /// in the order given. A row two rule sets declare alike is one row.
    pub fn new(rule_sets: &[(Slot, Row)]) -> Keymap {
        let mut rows: Vec<Row> = Vec::new();
        for entry in table::COMMON {
            match entry {
                table::Entry::Row(row) => rows.push(*row),
                table::Entry::Slot(slot) => {
                    for (_, row) in rule_sets.iter().filter(|(s, _)| s == slot) {
                        if !rows.contains(row) {
                            rows.push(*row);
                        }
                    }
                }
            }
        }
        Keymap {
            bindings: rows.iter().map(Binding::from).collect(),
        }
    }

    /// This keymap with the config's `[keys]` laid over it. A binding
    /// replaces every key of the actions with that name.
    pub fn with_overrides(mut self, overrides: &[KeyBinding]) -> Result<Keymap, String> {
        for o in overrides {
            let key = parse_key(&o.key).map_err(|why| format!("{}: {why}", o.origin))?;
            let mut found = false;
            for b in self.bindings.iter_mut().filter(|b| b.name == o.action) {
                b.keys = vec![key];
                found = true;
            }
            if !found {
                let mut names: Vec<&str> = Vec::new();
                for b in &self.bindings {
                    if !names.contains(&b.name) {
                        names.push(b.name);
                    }
                }
                let hint = match crate::config::closest(&o.action, &names) {
                    Some(near) => format!(" (did you mean {near:?}?)"),
                    None => String::new(),
                };
                return Err(format!(
                    "{}: no action {:?}{hint}; the actions are: {}",
                    o.origin,
                    o.action,
                    names.join(", ")
                ));
            }
        }
        Ok(self)
    }

    pub fn bindings(&self) -> &[Binding] {
        &self.bindings
    }

    /// The hint bar's word of a rule set's verb ("toss"): what a pick
    /// does while that verb is armed.
    pub fn verb_word(&self, verb: Verb) -> Option<&'static str> {
        self.bindings
            .iter()
            .find(|b| b.action == Action::Verb(verb) && !b.hint.is_empty())
            .map(|b| b.hint)
    }

    /// The keys of one binding by name, as the player would type them.
    pub fn keys_of(&self, name: &str) -> String {
        self.bindings
            .iter()
            .find(|b| b.name == name)
            .map(|b| join_keys(&b.keys))
            .unwrap_or_default()
    }
}

pub fn join_keys(keys: &[Key]) -> String {
    keys.iter()
        .map(Key::to_string)
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_common_row_names_real_keys() {
        for entry in table::COMMON {
            if let table::Entry::Row(row) = entry {
                for k in row.keys {
                    assert!(parse_key(k).is_ok(), "{}: {k:?}", row.name);
                }
            }
        }
    }

    #[test]
    fn a_rule_sets_rows_go_in_at_their_slot_and_alike_rows_are_one() {
        const JUMP: Verb = Verb("jump");
        let row = Row::new(
            Action::Verb(JUMP),
            "jump",
            &[Layer::GameOver],
            None,
            &["J"],
            "jump",
            "jump",
        );
        let map = Keymap::new(&[(Slot::GameOver, row), (Slot::GameOver, row)]);
        let names: Vec<&str> = map.bindings().iter().map(|b| b.name).collect();
        let at = |name: &str| names.iter().position(|n| *n == name);
        assert_eq!(names.iter().filter(|n| **n == "jump").count(), 1);
        assert_eq!(at("jump"), at("same_setup").map(|i| i + 1));
    }
}
