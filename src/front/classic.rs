//! The classic rule set's front: tunnels by number or label, an arrow-path
//! editor with live refusals, the senses and tunnels panels, the map.

mod editor;
mod input;
pub mod keys;
mod map;
mod panels;
mod plain;
mod rules_text;
pub mod words;

pub use editor::{Editor, EditorKind, Plan};

use super::{Adapter, Fronted, Intent, Summary, Typing, Ui};
use crate::engine::classic::{Classic, ClassicRules, Command, Event, View};
use crate::engine::{Game, RoomId, SOLO};
use crate::keymap::{Action, Layer, Row, Scope, Slot};
use crate::record::Ammo;
use crate::ui::map::{KnownMap, MapLayout, MapWidget};
use crate::words::{Tone, count};
use keys::SHOOT;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

impl Fronted for Classic {
    type Front = ClassicUi;
}

/// The classic play screen's own state.
pub struct ClassicUi {
    pub cheat: bool,
    /// Computed once per game: the cave never changes shape mid-game.
    pub layout: MapLayout,
    /// What the map draws, rebuilt after each command (not each frame).
    pub map: KnownMap,
    /// Index into the current room's tunnels.
    pub tunnel_cursor: usize,
    pub editor: Option<Editor>,
    /// Where the map cursor is while aiming.
    pub map_cursor: RoomId,
    /// Rooms the bats dropped the player in and snatched them from again:
    /// met in person, as the first snatch's room is.
    pub bats_met: Vec<RoomId>,
}

fn view(game: &Classic) -> View<'_> {
    game.view(SOLO)
}

impl ClassicUi {
    fn refresh(&mut self, game: &Classic) {
        let reveal = (self.cheat || game.is_over()).then(|| game.reveal());
        self.map = map::known(&view(game), reveal, &self.bats_met);
        self.layout.learn(&self.map);
    }

    pub fn selected_tunnel(&self, view: &View<'_>) -> Option<RoomId> {
        view.tunnels_here().get(self.tunnel_cursor).copied()
    }
}

impl Adapter for ClassicUi {
    type Game = Classic;

    const KEYS: &'static [(Slot, Row)] = keys::KEYS;
    const SECTIONS: &'static [(Layer, &'static str)] = keys::SECTIONS;
    const LEGEND: &'static [(&'static str, &'static str)] = keys::LEGEND;

    fn new(game: &Classic, cheat: bool) -> ClassicUi {
        let v = view(game);
        let labels: Vec<&str> = v.room_ids().map(|r| v.label(r)).collect();
        let mut ui = ClassicUi {
            cheat,
            layout: MapLayout::new(&labels, v.cave_layout()),
            map: KnownMap::default(),
            tunnel_cursor: 0,
            editor: None,
            map_cursor: v.here(),
            bats_met: Vec::new(),
        };
        ui.refresh(game);
        ui
    }

    fn scope(&self) -> Scope {
        Scope::GRAPH
    }

    fn typing(&self) -> Option<Typing> {
        self.editor.as_ref().map(|e| match e.kind {
            EditorKind::Aim => Typing::Path,
            EditorKind::MoveTo => Typing::Label,
        })
    }

    fn uses(&self, layer: Layer) -> bool {
        matches!(layer, Layer::Editor | Layer::MoveTo)
    }

    fn picks(&self, game: &Classic) -> Option<usize> {
        Some(view(game).tunnels_here().len())
    }

    fn offers(&self, action: Action) -> bool {
        matches!(
            action,
            Action::Tunnel(_) | Action::Select | Action::MoveByLabel | Action::Verb(SHOOT)
        )
    }

    fn act(&mut self, game: &Classic, action: Action) -> Intent<Command> {
        if self.editor.is_some() {
            self.on_editor(game, action)
        } else {
            self.on_turn(game, action)
        }
    }

    fn after(&mut self, game: &Classic, result: Result<&[Event], String>) {
        match result {
            Ok(events) => {
                for room in input::snatched_again(events) {
                    if !self.bats_met.contains(&room) {
                        self.bats_met.push(room);
                    }
                }
                self.editor = None;
                self.tunnel_cursor = 0;
                self.map_cursor = view(game).here();
            }
            Err(why) => {
                if let Some(editor) = self.editor.as_mut() {
                    editor.refused = Some(why);
                }
            }
        }
        self.refresh(game);
    }

    fn event_line(game: &Classic, event: &Event, cheat: bool) -> Option<(Tone, String)> {
        words::event_line(event, &view(game), cheat)
    }

    fn log_line(game: &Classic, event: &Event, cheat: bool) -> Option<(Tone, String)> {
        words::log_line(event, &view(game), cheat)
    }

    fn command_line(game: &Classic, command: &Command) -> Option<(Tone, String)> {
        words::command_line(command, &view(game))
    }

    fn arrival(game: &Classic) -> Vec<(Tone, String)> {
        let v = view(game);
        let mut out = vec![(
            Tone::Info,
            format!("You are in room {}.", v.label(v.here())),
        )];
        out.extend(
            words::sense_lines(v.senses())
                .into_iter()
                .map(|s| (Tone::Warning, s.to_string())),
        );
        out
    }

    fn status(game: &Classic) -> String {
        format!("turn {} · arrows {}", game.turn(), view(game).arrows())
    }

    fn summary(game: &Classic, last: &[Event]) -> Summary {
        let v = view(game);
        let arrows = v.rules().arrows;
        Summary {
            cause: game
                .outcome()
                .map_or("", |e| words::ending_cause(e, last))
                .to_string(),
            detail: format!(
                "{} · {} of {arrows} arrows used",
                count(game.turn(), "turn", "turns"),
                arrows.saturating_sub(v.arrows())
            ),
            truth: String::new(),
        }
    }

    fn rules_text(rules: &ClassicRules) -> Vec<String> {
        rules_text::classic(rules)
    }

    fn draw_map(&self, game: &Classic, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let v = view(game);
        let path = self
            .editor
            .as_ref()
            .map(|e| e.plan(&v).rooms)
            .unwrap_or_default();
        let cursor = if self.editor.is_some() {
            Some(self.map_cursor)
        } else {
            self.selected_tunnel(&v)
        };
        MapWidget {
            map: &self.map,
            layout: &self.layout,
            theme: ui.theme,
            cursor,
            path: &path,
            listed: true,
        }
        .render(area, buf);
    }

    fn draw_side(&self, game: &Classic, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        panels::side(self, &view(game), ui, area, buf);
    }

    /// The editor's rows are always kept, so the map never jumps.
    fn prompt_rows(&self) -> u16 {
        4
    }

    fn draw_prompt(&self, game: &Classic, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        panels::arrow_editor(self, &view(game), ui, area, buf);
    }

    fn plain_help() -> &'static str {
        plain::HELP
    }

    fn plain_describe(game: &Classic) -> Vec<String> {
        plain::describe(&view(game))
    }

    fn plain_prompt(game: &Classic) -> String {
        format!("turn {}> ", game.turn() + 1)
    }

    fn plain_command(game: &Classic, line: &str) -> Result<Command, String> {
        plain::command(game, line)
    }

    fn plain_line(game: &Classic, command: &Command) -> String {
        let v = view(game);
        match command {
            Command::Move(room) => format!("m {}", v.label(*room)),
            Command::Shoot(path) => {
                let labels: Vec<&str> = path.rooms().iter().map(|&r| v.label(r)).collect();
                format!("s {}", labels.join(" "))
            }
        }
    }

    /// Arrows gone: shot, or eaten by Wumpus 3's termites (a loss all the
    /// same).
    fn ammo(game: &Classic) -> Option<Ammo> {
        Some(Ammo {
            count: game.rules().arrows.saturating_sub(view(game).arrows()),
            word: "arrows".into(),
        })
    }

    fn plain_follow_up(_game: &Classic, line: &str) -> Option<&'static str> {
        plain::follow_up(line)
    }

    fn plain_reveal(game: &Classic, prefix: &str) -> String {
        plain::reveal(&view(game), game.reveal(), prefix)
    }
}
