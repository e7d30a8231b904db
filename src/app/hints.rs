//! The hint bar's keys for the layer that has the keyboard.

use super::App;
use super::keys::{offered, scopes_of};
use crate::keymap::{Action, Layer};

impl App {
    /// The hint bar's (keys, words) for the layer that has the keyboard.
    pub fn hints(&self) -> Vec<(String, &'static str)> {
        self.hints_for(self.layer())
    }

    /// The hint bar's (keys, words) for `layer`; keys with the same word
    /// are shown together.
    pub fn hints_for(&self, layer: Layer) -> Vec<(String, &'static str)> {
        let mut out: Vec<(String, &'static str)> = Vec::new();
        let view = self.view();
        let view = view.as_ref();
        let scopes = scopes_of(view);
        // With a verb armed, a pick does what the verb says.
        let armed = matches!(layer, Layer::Armed | Layer::MoveTo)
            .then(|| view.and_then(|v| v.armed))
            .flatten()
            .and_then(|v| self.keymap.verb_word(v));
        for (keys, word, action) in self.keymap.hints_in(layer, &scopes, |a| offered(view, a)) {
            // Leaving a finished game goes where the game came from.
            let word = match action {
                Action::Menu if !self.from_menu => "quit",
                Action::Tunnel(_) | Action::Select => armed.unwrap_or(word),
                Action::Hints if view.is_some_and(|v| v.hints.on) => "hints: on",
                Action::Hints => "hints: off",
                _ => word,
            };
            // As many numbers as there are tunnels here ("1-3").
            let keys = match (action, view.and_then(|v| v.picks)) {
                (Action::Tunnel(_), Some(n)) if (1..=9).contains(&n) => {
                    let first = self.keymap.keys_of("tunnel_1");
                    match n {
                        1 => first,
                        n => format!("{first}-{}", self.keymap.keys_of(&format!("tunnel_{n}"))),
                    }
                }
                _ => keys,
            };
            // Keys for files only where there are files to write.
            let unkept = match action {
                Action::Dump => !view.is_some_and(|v| v.can_dump),
                Action::SameSetup | Action::NewGame => view.is_some_and(|v| !v.again),
                Action::Scores => self.files.is_none(),
                _ => false,
            };
            if unkept {
                continue;
            }
            match out.iter_mut().find(|(_, w)| *w == word) {
                Some((k, _)) => *k = format!("{k}/{keys}"),
                None => out.push((keys, word)),
            }
        }
        out
    }
}
