//! Keys to classic commands: tunnels by number, the cursor and Enter, `m`
//! and a label, `s` and an arrow path. A move into a room the player met a
//! hazard in, and the last arrow, ask first.

use super::editor::{Editor, EditorKind};
use super::keys::SHOOT;
use super::{ClassicUi, view};
use crate::engine::RoomId;
use crate::engine::classic::{
    ArrowCost, ArrowPath, Classic, Command, Event, Marks, Refusal, Secret, View, WallBump,
};
use crate::front::{Controls, Intent, Typing};
use crate::keymap::{Action, Layer, Row, Slot};
use crate::ui::map::Direction;
use crate::words::count;

impl ClassicUi {
    pub(super) fn on_turn(&mut self, game: &Classic, action: Action) -> Intent<Command> {
        let v = view(game);
        let n = v.tunnels_here().len();
        match action {
            Action::Tunnel(k) => match v.tunnels_here().get(usize::from(k).wrapping_sub(1)) {
                Some(&room) => walk(&v, &self.bats_met, room),
                None => Intent::Refuse(format!(
                    "There is no tunnel {k} here; this room has {}.",
                    count(n as u32, "tunnel", "tunnels")
                )),
            },
            // The tunnels panel lays tunnels two to a row: Up and Down go
            // by rows, Left and Right by one.
            Action::Up | Action::Down | Action::Left | Action::Right if n > 0 => {
                self.tunnel_cursor = step_tunnel(self.tunnel_cursor, n, action);
                Intent::Nothing
            }
            Action::Select => match self.selected_tunnel(&v) {
                Some(room) => walk(&v, &self.bats_met, room),
                None => Intent::Nothing,
            },
            Action::MoveByLabel => {
                self.editor = Some(Editor::new(EditorKind::MoveTo));
                Intent::Nothing
            }
            Action::Verb(SHOOT) => {
                self.map_cursor = v.here();
                self.editor = Some(Editor::new(EditorKind::Aim));
                Intent::Nothing
            }
            _ => Intent::Nothing,
        }
    }

    pub(super) fn on_editor(&mut self, game: &Classic, action: Action) -> Intent<Command> {
        let v = view(game);
        let cursor_label = v.label(self.map_cursor).to_string();
        let Some(editor) = self.editor.as_mut() else {
            return Intent::Nothing;
        };
        match action {
            Action::Type(c) => editor.type_char(c),
            Action::Erase => editor.erase(),
            Action::Cancel => self.editor = None,
            Action::AddRoom if editor.kind == EditorKind::Aim => editor.add_label(&cursor_label),
            Action::Up => self.step_map_cursor(Direction::Up),
            Action::Down => self.step_map_cursor(Direction::Down),
            Action::Left => self.step_map_cursor(Direction::Left),
            Action::Right => self.step_map_cursor(Direction::Right),
            Action::Select => return self.submit(&v),
            _ => {}
        }
        Intent::Nothing
    }

    /// Moves the aiming cursor among the rooms the player has seen.
    fn step_map_cursor(&mut self, dir: Direction) {
        let seen = self.map.seen();
        if let Some(room) = self.layout.nearest(self.map_cursor, dir, &seen) {
            self.map_cursor = room;
        }
    }

    /// Enter in the editor: fire the path or walk to the label. A refusal
    /// keeps the editor open with the reason.
    fn submit(&mut self, v: &View<'_>) -> Intent<Command> {
        let Some(editor) = self.editor.as_mut() else {
            return Intent::Nothing;
        };
        match editor.kind {
            EditorKind::MoveTo => {
                let label = editor.text.trim().to_string();
                let refusal = match v.room_by_label(&label) {
                    None if label.is_empty() => "Type a room label first.".to_string(),
                    None => super::words::no_room_to_move_to(&label),
                    Some(room) if !v.tunnels_here().contains(&room) => {
                        if v.rules().wall_bump == WallBump::Free && !self.map.seen().contains(&room)
                        {
                            super::words::not_next_to(v, room)
                        } else if v.rules().wall_bump == WallBump::Free {
                            // Farther than next door: travel there
                            // (`front::look`), which says why not.
                            self.editor = None;
                            self.travel = Some(room);
                            return Intent::Nothing;
                        } else {
                            // `wall_bump = "bsd"`: the engine takes the move
                            // and the player hits the wall, as NetBSD lets
                            // them; nobody enters the room, so its notes
                            // are no reason to ask first.
                            self.editor = None;
                            return Intent::Command(Command::Move(room));
                        }
                    }
                    Some(room) => {
                        self.editor = None;
                        return walk(v, &self.bats_met, room);
                    }
                };
                editor.refused = Some(refusal);
                Intent::Nothing
            }
            EditorKind::Aim => {
                let plan = editor.plan(v);
                let problem = match plan.problem {
                    Some(p) => Some(p),
                    None if plan.rooms.is_empty() => Some(Refusal::EmptyPath),
                    None => None,
                };
                if let Some(p) = problem {
                    editor.refused = Some(p.to_string());
                    return Intent::Nothing;
                }
                let Some(path) = ArrowPath::new(&plan.rooms) else {
                    return Intent::Nothing;
                };
                match shot_question(v, &plan.rooms) {
                    Some(q) => Intent::Confirm(q, Command::Shoot(path)),
                    None => Intent::Command(Command::Shoot(path)),
                }
            }
        }
    }
}

impl Controls for ClassicUi {
    const KEYS: &'static [(Slot, Row)] = super::keys::KEYS;
    const SECTIONS: &'static [(Layer, &'static str)] = super::keys::SECTIONS;

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
        let intent = if self.editor.is_some() {
            self.on_editor(game, action)
        } else {
            self.on_turn(game, action)
        };
        self.aim(game);
        intent
    }

    fn after(&mut self, game: &Classic, result: Result<&[Event], String>) {
        match result {
            Ok(events) => {
                for room in snatched_again(events) {
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
}

/// Walks into `room`, asking first if the player's notes say it is
/// dangerous: they met bats, a pit or the wumpus there.
pub(super) fn walk(v: &View<'_>, bats_met: &[RoomId], room: RoomId) -> Intent<Command> {
    if marked_dangerous(v, bats_met, room) {
        Intent::Confirm(
            format!(
                "Your notes say room {} is dangerous (you met a hazard there). Go anyway?",
                v.label(room)
            ),
            Command::Move(room),
        )
    } else {
        Intent::Command(Command::Move(room))
    }
}

pub(super) fn marked_dangerous(v: &View<'_>, bats_met: &[RoomId], room: RoomId) -> bool {
    let m = met(v, bats_met, room);
    m.bats || m.pit || m.wumpus
}

/// The hazards the player met in person at `room`, as the screen told
/// them: the engine's marks, and bats in a room the bats dropped the
/// player in only to snatch them again (the log names every room the bats
/// drop the player in, so a second snatch is noted like the first).
pub(super) fn met(v: &View<'_>, bats_met: &[RoomId], room: RoomId) -> Marks {
    let mut m = v.marks(room);
    m.bats |= bats_met.contains(&room);
    m
}

/// The rooms of `events` where the bats dropped the player and snatched
/// them again at once (or, after a hundred snatches, gave up there).
pub(super) fn snatched_again(events: &[Event]) -> Vec<RoomId> {
    let mut out = Vec::new();
    let mut dropped = None;
    for event in events {
        match event {
            Event::Secret(Secret::DroppedIn(room)) => dropped = Some(*room),
            Event::Snatched | Event::BatsGaveUp => {
                if let Some(room) = dropped.take() {
                    out.push(room);
                }
            }
            _ => {}
        }
    }
    out
}

/// The arrows a path of `rooms` rooms costs.
pub(super) fn shot_cost(v: &View<'_>, rooms: usize) -> u32 {
    match v.rules().arrow_cost {
        ArrowCost::PerShot => 1,
        ArrowCost::PerRoom => rooms as u32,
    }
}

/// What to ask before firing an accepted path, if anything: a path through
/// the player's own room (the engine accepted it, so the arrow can get
/// there), and a shot that spends the last arrows.
fn shot_question(v: &View<'_>, rooms: &[RoomId]) -> Option<String> {
    let cost = shot_cost(v, rooms.len());
    let last = (v.arrows() <= cost).then(|| match cost {
        1 => "This is your last arrow.".to_string(),
        n => format!("This shot spends your last {n} arrows."),
    });
    let own = rooms.contains(&v.here());
    match (own, last) {
        (true, Some(last)) => Some(format!(
            "{last} Your arrow may fly back into your own room. Shoot anyway?"
        )),
        (true, None) => Some("Your arrow may fly back into your own room. Shoot anyway?".into()),
        (false, Some(last)) => Some(format!("{last} Fire it?")),
        (false, None) => None,
    }
}

/// The tunnel cursor after one step, on a grid two tunnels wide.
fn step_tunnel(at: usize, n: usize, action: Action) -> usize {
    let to = match action {
        Action::Left => at.checked_sub(1).unwrap_or(n - 1),
        Action::Right => at + 1,
        Action::Up if at >= 2 => at - 2,
        // Up from the top row wraps to the same column of the last row.
        Action::Up => {
            let last_row = (n - 1) / 2 * 2;
            (last_row + at % 2).min(n - 1)
        }
        Action::Down if at + 2 < n => at + 2,
        // A short last row: its one tunnel is the row below.
        Action::Down if at / 2 < (n - 1) / 2 => n - 1,
        Action::Down => at % 2,
        _ => at,
    };
    if to >= n { 0 } else { to }
}
