//! Resolving keys, and the keys that act: one pure step from a key and
//! the active layer (and the play screen's scopes) to an action, and the
//! same question asked the other way round for help and the hint bar.

use super::Layer::{Armed, Editor, MoveTo, Play, Text};
use super::{Action, Binding, Key, Keymap, Layer, Scope, join_keys};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

impl Keymap {
    /// The action for `event` in `layer`, or `None` when the key means
    /// nothing there. In the text prompts, printable keys that are not
    /// bound there are text, so `?` and digits type themselves. On the play
    /// screen an unbound key is `Unknown`, so the game can say why nothing
    /// happened.
    pub fn resolve(&self, layer: Layer, scope: Scope, event: KeyEvent) -> Option<Action> {
        self.resolve_in(layer, &[scope], event)
    }

    /// As `resolve`, for a play screen that speaks several scopes at once
    /// (a seat that claims, moves and shoots): where two scopes bind one
    /// key, the earlier scope in `scopes` wins, and any scope's own meaning
    /// wins over an unscoped one.
    pub fn resolve_in(&self, layer: Layer, scopes: &[Scope], event: KeyEvent) -> Option<Action> {
        let key = Key::from_event(event);
        let bound = self
            .acting(layer, scopes)
            .filter(|b| b.keys.contains(&key))
            .min_by_key(|b| rank(b, scopes))
            .map(|b| b.action);
        finish(layer, event, bound)
    }

    /// The bindings that act in `layer` for `scopes`, in the table's order.
    fn acting<'a>(
        &'a self,
        layer: Layer,
        scopes: &'a [Scope],
    ) -> impl Iterator<Item = &'a Binding> + 'a {
        self.bindings
            .iter()
            .filter(move |b| b.layers.contains(&layer) && in_scopes(b, scopes))
    }

    /// The keys that reach the binding `name` in `layer`, as a prompt
    /// names them (only the ones that work there).
    pub fn keys_in(&self, name: &str, layer: Layer, scope: Scope) -> String {
        self.keys_in_scopes(name, layer, &[scope])
    }

    /// As `keys_in`, for a play screen of several scopes.
    pub fn keys_in_scopes(&self, name: &str, layer: Layer, scopes: &[Scope]) -> String {
        self.bindings
            .iter()
            .filter(|b| b.name == name && b.layers.contains(&layer))
            .map(|b| join_keys(&self.live_keys_in(b, layer, scopes)))
            .find(|k| !k.is_empty())
            .unwrap_or_default()
    }

    /// The keys of `b` that reach it in `layer`: in a text prompt a
    /// printable key is typed instead, so it is no key of `b` there.
    pub fn live_keys(&self, b: &Binding, layer: Layer, scope: Scope) -> Vec<Key> {
        self.live_keys_in(b, layer, &[scope])
    }

    /// As `live_keys`, for a play screen of several scopes.
    pub fn live_keys_in(&self, b: &Binding, layer: Layer, scopes: &[Scope]) -> Vec<Key> {
        b.keys
            .iter()
            .copied()
            .filter(|k| self.resolve_in(layer, scopes, k.event()) == Some(b.action))
            .collect()
    }

    /// The action each key is bound to in `layer`, in one pass over the
    /// table: the first binding of the lowest rank, as `resolve_in` picks.
    /// Help and the hint bar ask about every binding's every key.
    fn bound_in(&self, layer: Layer, scopes: &[Scope]) -> Vec<(Key, usize, Action)> {
        let mut won: Vec<(Key, usize, Action)> = Vec::new();
        for b in self.acting(layer, scopes) {
            let r = rank(b, scopes);
            for &k in &b.keys {
                match won.iter_mut().find(|(key, _, _)| *key == k) {
                    Some(w) if r < w.1 => *w = (k, r, b.action),
                    Some(_) => {}
                    None => won.push((k, r, b.action)),
                }
            }
        }
        won
    }

    /// The bindings that act in `layer` with the keys that reach them, for
    /// the actions `offered` accepts (a rule set's play screen offers only
    /// its own game keys). Help and the hint bar both read this.
    pub fn live(
        &self,
        layer: Layer,
        scope: Scope,
        offered: impl Fn(Action) -> bool,
    ) -> Vec<(&Binding, Vec<Key>)> {
        self.live_in(layer, &[scope], offered)
    }

    /// As `live`, for a play screen of several scopes.
    pub fn live_in(
        &self,
        layer: Layer,
        scopes: &[Scope],
        offered: impl Fn(Action) -> bool,
    ) -> Vec<(&Binding, Vec<Key>)> {
        let bound = self.bound_in(layer, scopes);
        // `resolve_in` of a key press, from the table above.
        let resolve = |k: &Key| {
            let event = k.event();
            let key = Key::from_event(event);
            let action = bound.iter().find(|(b, _, _)| *b == key).map(|w| w.2);
            finish(layer, event, action)
        };
        self.bindings
            .iter()
            .filter(|b| {
                b.layers.contains(&layer)
                    && in_scopes(b, scopes)
                    && (b.scope.is_none() || offered(b.action))
            })
            .map(|b| {
                let keys = b
                    .keys
                    .iter()
                    .copied()
                    .filter(|k| resolve(k) == Some(b.action))
                    .collect();
                (b, keys)
            })
            .filter(|(_, keys): &(_, Vec<Key>)| !keys.is_empty())
            .collect()
    }

    /// (keys, word, action) for the hint bar of `layer`.
    pub fn hints(
        &self,
        layer: Layer,
        scope: Scope,
        offered: impl Fn(Action) -> bool,
    ) -> Vec<(String, &'static str, Action)> {
        self.hints_in(layer, &[scope], offered)
    }

    /// As `hints`, for a play screen of several scopes.
    pub fn hints_in(
        &self,
        layer: Layer,
        scopes: &[Scope],
        offered: impl Fn(Action) -> bool,
    ) -> Vec<(String, &'static str, Action)> {
        let mut out = Vec::new();
        let live = self.live_in(layer, scopes, &offered);
        let picking = matches!(layer, Play | Armed);
        if picking && scopes.contains(&Scope::GRAPH) && offered(Action::Tunnel(1)) {
            // Up to the last tunnel the game takes (a room of three says 1-3).
            let most = (1..=9u8)
                .rev()
                .find(|&n| offered(Action::Tunnel(n)))
                .unwrap_or(9);
            let first = self.keys_of("tunnel_1");
            let last = self.keys_of(&format!("tunnel_{most}"));
            // Armed, a pick is the armed verb's: the screen says which.
            let word = if layer == Armed { "pick" } else { "move" };
            out.push((format!("{first}-{last}"), word, Action::Tunnel(1)));
        }
        for (b, keys) in live.into_iter().filter(|(b, _)| !b.hint.is_empty()) {
            out.push((join_keys(&keys), b.hint, b.action));
        }
        out
    }
}

/// `resolve_in` once the bound action (if any) is known: Ctrl-C always
/// ends; a printable key in a text prompt is text; on the play screen an
/// unbound key is `Unknown`.
fn finish(layer: Layer, event: KeyEvent, bound: Option<Action>) -> Option<Action> {
    let key = Key::from_event(event);
    // Ctrl-C is no binding a config may take away: it always ends.
    if key == Key::ctrl('c') {
        return Some(Action::Abort);
    }
    let plain = !event
        .modifiers
        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
    if let (Text, KeyCode::Char(c)) = (layer, event.code)
        && plain
    {
        return Some(Action::Type(c));
    }
    if let (Editor | MoveTo, KeyCode::Char(c)) = (layer, event.code)
        && plain
        && !matches!(bound, Some(Action::AddRoom | Action::Select))
    {
        return Some(Action::Type(c));
    }
    if bound.is_none() && matches!(layer, Play | Armed) && worth_a_word(event.code) {
        return Some(Action::Unknown(key));
    }
    bound
}

/// Whether `b` acts in one of `scopes` (or in every scope).
fn in_scopes(b: &Binding, scopes: &[Scope]) -> bool {
    b.scope.is_none_or(|s| scopes.contains(&s))
}

/// Which of two bindings of one key wins: the earlier scope, and any scope
/// before none. Ties go to the table's order.
fn rank(b: &Binding, scopes: &[Scope]) -> usize {
    b.scope
        .and_then(|s| scopes.iter().position(|&t| t == s))
        .unwrap_or(scopes.len())
}

/// Keys a player presses meaning something, as opposed to a lone modifier
/// or a media key: on the play screen these get a word when unbound.
fn worth_a_word(code: KeyCode) -> bool {
    !matches!(
        code,
        KeyCode::Modifier(_)
            | KeyCode::Media(_)
            | KeyCode::Null
            | KeyCode::CapsLock
            | KeyCode::NumLock
            | KeyCode::ScrollLock
            | KeyCode::KeypadBegin
    )
}
