//! What actions do on the play screen, in the editor, at game over and in
//! confirmations.

use super::editor::{Editor, EditorKind};
use super::map::Direction;
use super::{Action, App, Confirm, Effect, Layer, Overlay, Screen};
use crate::engine::Refusal;
use crate::engine::RoomId;
use crate::engine::classic::{ArrowPath, Command};

impl App {
    pub(super) fn on_play(&mut self, layer: Layer, action: Action) -> Effect {
        match action {
            Action::Help => {
                self.overlay = Some(Overlay::Help { scroll: 0 });
                return Effect::None;
            }
            Action::History => {
                self.overlay = Some(Overlay::History { back: 0 });
                return Effect::None;
            }
            _ => {}
        }
        match layer {
            Layer::GameOver => self.on_game_over(action),
            Layer::Editor => {
                self.on_editor(action);
                Effect::None
            }
            _ => {
                self.on_turn(action);
                Effect::None
            }
        }
    }

    fn on_turn(&mut self, action: Action) {
        let Screen::Play(s) = &mut self.screen else {
            return;
        };
        match action {
            Action::Tunnel(n) => {
                let room = s
                    .view()
                    .tunnels_here()
                    .get(usize::from(n).wrapping_sub(1))
                    .copied();
                if let Some(room) = room {
                    self.walk(room);
                }
            }
            Action::Up | Action::Left => s.step_tunnel_cursor(false),
            Action::Down | Action::Right => s.step_tunnel_cursor(true),
            Action::Select => {
                if let Some(room) = s.selected_tunnel() {
                    self.walk(room);
                }
            }
            Action::MoveByLabel => s.editor = Some(Editor::new(EditorKind::MoveTo)),
            Action::Shoot => {
                s.map_cursor = s.view().here();
                s.editor = Some(Editor::new(EditorKind::Aim));
            }
            Action::Quit => self.overlay = Some(Overlay::Confirm(Confirm::Quit)),
            _ => {}
        }
    }

    /// Walks into `room`, asking first if the player's notes say it is
    /// dangerous.
    fn walk(&mut self, room: RoomId) {
        let Screen::Play(s) = &mut self.screen else {
            return;
        };
        if s.marked_dangerous(room) {
            self.overlay = Some(Overlay::Confirm(Confirm::DangerousMove(room)));
        } else {
            let _ = s.command(Command::Move(room));
        }
    }

    fn on_editor(&mut self, action: Action) {
        let Screen::Play(s) = &mut self.screen else {
            return;
        };
        let cursor_label = s.view().label(s.map_cursor).to_string();
        let Some(editor) = s.editor.as_mut() else {
            return;
        };
        match action {
            Action::Type(c) => editor.type_char(c),
            Action::Erase => editor.erase(),
            Action::Cancel => s.editor = None,
            Action::AddRoom if editor.kind == EditorKind::Aim => editor.add_label(&cursor_label),
            Action::Up => s.step_map_cursor(Direction::Up),
            Action::Down => s.step_map_cursor(Direction::Down),
            Action::Left => s.step_map_cursor(Direction::Left),
            Action::Right => s.step_map_cursor(Direction::Right),
            Action::Select => self.submit(),
            _ => {}
        }
    }

    /// Enter in the editor: fire the path or walk to the label. A refusal
    /// keeps the editor open with the reason.
    fn submit(&mut self) {
        let Screen::Play(s) = &mut self.screen else {
            return;
        };
        let Some(editor) = s.editor.as_ref() else {
            return;
        };
        match editor.kind {
            EditorKind::MoveTo => {
                let label = editor.text.trim().to_string();
                let view = s.view();
                let refusal = match view.room_by_label(&label) {
                    None if label.is_empty() => Some("Type a room label first.".to_string()),
                    None => Some(Refusal::NoSuchRoom(label).to_string()),
                    Some(room) if !view.tunnels_here().contains(&room) => {
                        Some(Refusal::NotAdjacent.to_string())
                    }
                    Some(room) => {
                        s.editor = None;
                        self.walk(room);
                        None
                    }
                };
                self.refuse(refusal);
            }
            EditorKind::Aim => {
                let plan = editor.plan(&s.view());
                let problem = match plan.problem {
                    Some(p) => Some(p),
                    None if plan.rooms.is_empty() => Some(Refusal::EmptyPath),
                    None => None,
                };
                if let Some(p) = problem {
                    self.refuse(Some(p.to_string()));
                    return;
                }
                let Some(path) = ArrowPath::new(&plan.rooms) else {
                    return;
                };
                if s.is_last_shot(plan.rooms.len()) {
                    self.overlay = Some(Overlay::Confirm(Confirm::LastArrow(path)));
                } else {
                    self.fire(path);
                }
            }
        }
    }

    fn refuse(&mut self, reason: Option<String>) {
        if let (Some(reason), Screen::Play(s)) = (reason, &mut self.screen)
            && let Some(editor) = s.editor.as_mut()
        {
            editor.refused = Some(reason);
        }
    }

    fn fire(&mut self, path: ArrowPath) {
        let Screen::Play(s) = &mut self.screen else {
            return;
        };
        match s.command(Command::Shoot(path)) {
            Ok(()) => s.editor = None,
            Err(refusal) => {
                if let Some(editor) = s.editor.as_mut() {
                    editor.refused = Some(refusal.to_string());
                }
            }
        }
    }

    pub(super) fn on_confirm(&mut self, action: Action) -> Effect {
        let Some(Overlay::Confirm(question)) = self.overlay.take() else {
            return Effect::None;
        };
        match action {
            Action::Yes => match question {
                Confirm::Quit => return self.leave_game(),
                Confirm::LastArrow(path) => self.fire(path),
                Confirm::DangerousMove(room) => {
                    if let Screen::Play(s) = &mut self.screen {
                        let _ = s.command(Command::Move(room));
                    }
                }
            },
            Action::No | Action::Cancel => {}
            // Any other key leaves the question up.
            _ => self.overlay = Some(Overlay::Confirm(question)),
        }
        Effect::None
    }

    fn on_game_over(&mut self, action: Action) -> Effect {
        match action {
            Action::SameSetup => {
                if let Screen::Play(s) = &mut self.screen {
                    **s = s.same_setup();
                }
            }
            Action::NewGame => {
                let cheat = self.session().is_some_and(|s| s.cheat);
                let seed = self.next_seed();
                self.start(seed, cheat);
            }
            Action::Menu | Action::Quit => return self.leave_game(),
            _ => {}
        }
        Effect::None
    }
}
