//! The classic rule set's front: tunnels by number or label, an arrow-path
//! editor with live refusals, the senses and tunnels panels, the map.

mod editor;
mod guess;
pub mod hints;
mod input;
pub mod keys;
mod look;
mod map;
mod morgue;
mod panels;
mod plain;
mod rules_text;
pub mod words;

pub use editor::{Editor, EditorKind, Plan};

use super::marks::Board;
use super::{Fronted, Plays};
use crate::engine::classic::{Classic, View};
use crate::engine::{Game, RoomId, SOLO};
use crate::record::Ammo;
use crate::ui::map::{KnownMap, MapLayout};

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
    /// The player's own marks, and the mark cursor.
    pub board: Board,
    /// The odds, while hints are on (`h`).
    pub hints: Option<hints::Hints>,
    /// The odds as `h` left them off, and the turn they are for.
    kept_hints: Option<(u32, hints::Hints)>,
    /// A room `m` and a label asked to travel to (`front::look`).
    travel: Option<RoomId>,
}

fn view(game: &Classic) -> View<'_> {
    game.view(SOLO)
}

impl ClassicUi {
    fn refresh(&mut self, game: &Classic) {
        let reveal = (self.cheat || game.is_over()).then(|| game.reveal());
        self.map = map::known(&view(game), reveal, &self.bats_met);
        self.board.lay(&mut self.map);
        self.layout.learn(&self.map);
        if let Some(hints) = &mut self.hints
            && !game.is_over()
        {
            hints.update(&view(game));
            hints.shade(&mut self.map);
        }
    }

    /// The planned arrow's odds, judged again after an edit.
    fn aim(&mut self, game: &Classic) {
        if let (Some(hints), Some(editor)) = (&mut self.hints, &self.editor)
            && editor.kind == EditorKind::Aim
        {
            let v = view(game);
            let plan = editor.plan(&v);
            hints.aim(&v, &plan.rooms);
        }
    }

    pub fn selected_tunnel(&self, view: &View<'_>) -> Option<RoomId> {
        view.tunnels_here().get(self.tunnel_cursor).copied()
    }
}

impl Plays for ClassicUi {
    type Game = Classic;

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
            board: Board::default(),
            hints: None,
            kept_hints: None,
            travel: None,
        };
        ui.refresh(game);
        ui
    }

    /// Arrows gone: shot, or eaten by Wumpus 3's termites (a loss all the
    /// same).
    fn ammo(game: &Classic) -> Option<Ammo> {
        Some(Ammo {
            count: game.rules().arrows.saturating_sub(view(game).arrows()),
            word: "arrows".into(),
        })
    }
}

/// A game for one: no table, no talk.
impl crate::front::Talks for ClassicUi {}
