//! The grenade rule set's front: caves by name, tunnels by number, `t` and
//! a number to toss, and a map of the names the player has found.

pub mod keys;
mod map;
mod notebook;
mod panels;
mod plain;
mod rules_text;
pub mod words;

pub use notebook::Notebook;

use super::{Adapter, Fronted, Intent, Summary, Typing, Ui};
use crate::engine::grenade::{Command, Event, Grenade, GrenadeRules, View};
use crate::engine::{Game, SOLO};
use crate::keymap::{Action, Layer, Row, Scope, Slot, Verb};
use crate::record::Ammo;
use crate::ui::map::{KnownMap, MapLayout, MapWidget};
use crate::words::{Tone, count};
use keys::TOSS;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

impl Fronted for Grenade {
    type Front = GrenadeUi;
}

/// The grenade play screen's own state.
pub struct GrenadeUi {
    pub cheat: bool,
    /// What the player has learned, place by place.
    pub notebook: Notebook,
    /// Places in the order found (the map while playing).
    pub layout: MapLayout,
    /// Every cave by number (the map in cheat mode and at game over):
    /// the cave's own drawing or grown from the player's start in cheat
    /// mode; grown from the notebook's places at the end of a game.
    pub truth_layout: MapLayout,
    /// The end-of-game layout has been grown from the notebook.
    truth_layout_settled: bool,
    /// What the map draws, rebuilt after each command.
    pub map: KnownMap,
    /// The selected tunnel (0-based).
    pub cursor: usize,
    /// `t` was pressed: the next tunnel number tosses.
    pub tossing: bool,
    /// Why the last key did nothing, for the prompt.
    pub refused: Option<String>,
}

fn view(game: &Grenade) -> View<'_> {
    game.view(SOLO)
}

impl GrenadeUi {
    /// The map on screen now and its layout.
    pub fn map_now(&self, game: &Grenade) -> (&KnownMap, &MapLayout) {
        let layout = if self.cheat || game.is_over() {
            &self.truth_layout
        } else {
            &self.layout
        };
        (&self.map, layout)
    }

    fn refresh(&mut self, game: &Grenade) {
        let v = view(game);
        self.map = if self.cheat || game.is_over() {
            let revealed = map::revealed(&v, game.reveal());
            // At the end of a game played without cheating, the places
            // stay where the player saw them and the rest of the caves
            // gather round: the map does not jump.
            if !self.cheat && !self.truth_layout_settled {
                let pairs = map::places_as_caves(&self.notebook, &v, game.reveal());
                self.truth_layout = self.layout.regrown(v.rooms(), &pairs);
                self.truth_layout_settled = true;
            }
            self.truth_layout.learn(&revealed);
            revealed
        } else {
            let known = map::known(&self.notebook, v.rooms());
            self.layout.learn(&known);
            known
        };
    }

    fn through(&mut self, game: &Grenade, tunnel: usize) -> Intent<Command> {
        let n = view(game).tunnels_here().len();
        let Ok(tunnel) = u8::try_from(tunnel) else {
            return Intent::Nothing;
        };
        if usize::from(tunnel) >= n {
            self.refused = Some(format!(
                "There is no tunnel {} here; this cave has {n}.",
                usize::from(tunnel) + 1
            ));
            return Intent::Nothing;
        }
        let command = if self.tossing {
            Command::Toss { tunnel }
        } else {
            Command::Move { tunnel }
        };
        self.tossing = false;
        Intent::Command(command)
    }
}

impl Adapter for GrenadeUi {
    type Game = Grenade;

    const KEYS: &'static [(Slot, Row)] = keys::KEYS;
    const SECTIONS: &'static [(Layer, &'static str)] = keys::SECTIONS;
    const LEGEND: &'static [(&'static str, &'static str)] = keys::LEGEND;

    fn new(game: &Grenade, cheat: bool) -> GrenadeUi {
        let v = view(game);
        let widest = (map::NAME_CELLS + 2) as u16;
        // The cave's own numbering and shape are public (the caves file
        // ships with the game); only the reveal draws on them.
        let cave = &game.rules().cave;
        let labels: Vec<&str> = cave.room_ids().map(|r| cave.label(r)).collect();
        let truth_layout = match v.cave_layout() {
            Some(key) => MapLayout::new(&labels, Some(key)),
            None => MapLayout::growing(v.rooms(), widest),
        };
        let mut ui = GrenadeUi {
            cheat,
            notebook: Notebook::new(&v),
            layout: MapLayout::growing(v.rooms(), widest),
            truth_layout,
            truth_layout_settled: false,
            map: KnownMap::default(),
            cursor: 0,
            tossing: false,
            refused: None,
        };
        ui.refresh(game);
        ui
    }

    fn scope(&self) -> Scope {
        Scope::GRAPH
    }

    fn typing(&self) -> Option<Typing> {
        None
    }

    fn armed(&self) -> Option<Verb> {
        self.tossing.then_some(TOSS)
    }

    fn picks(&self, game: &Grenade) -> Option<usize> {
        Some(view(game).tunnels_here().len())
    }

    fn uses(&self, layer: Layer) -> bool {
        layer == Layer::Armed
    }

    fn offers(&self, action: Action) -> bool {
        match action {
            Action::Tunnel(_) | Action::Select | Action::Verb(TOSS) => true,
            Action::Cancel => self.tossing,
            _ => false,
        }
    }

    fn act(&mut self, game: &Grenade, action: Action) -> Intent<Command> {
        let n = view(game).tunnels_here().len();
        self.refused = None;
        match action {
            Action::Tunnel(k) => self.through(game, usize::from(k).wrapping_sub(1)),
            Action::Select => self.through(game, self.cursor),
            Action::Verb(TOSS) => {
                self.tossing = !self.tossing;
                Intent::Nothing
            }
            Action::Cancel => {
                self.tossing = false;
                Intent::Nothing
            }
            Action::Up | Action::Left if n > 0 => {
                self.cursor = (self.cursor + n - 1) % n;
                Intent::Nothing
            }
            Action::Down | Action::Right if n > 0 => {
                self.cursor = (self.cursor + 1) % n;
                Intent::Nothing
            }
            _ => Intent::Nothing,
        }
    }

    fn after(&mut self, game: &Grenade, result: Result<&[Event], String>) {
        match result {
            Ok(events) => {
                self.notebook.observe(&view(game), events);
                self.cursor = 0;
                self.refused = None;
            }
            Err(why) => self.refused = Some(why),
        }
        self.refresh(game);
    }

    fn event_line(game: &Grenade, event: &Event, cheat: bool) -> Option<(Tone, String)> {
        words::event_line(event, game.reveal(), cheat)
    }

    fn arrival(game: &Grenade) -> Vec<(Tone, String)> {
        let v = view(game);
        let mut out = vec![(Tone::Info, words::where_line(&v))];
        out.extend(
            words::sense_lines(v.senses())
                .into_iter()
                .map(|s| (Tone::Warning, s.to_string())),
        );
        out
    }

    fn status(game: &Grenade) -> String {
        let v = view(game);
        match (v.grenades(), v.wumpi_left()) {
            (Some(g), Some(w)) => format!("turn {} · grenades {g} · wumpi {w}", game.turn()),
            _ => format!("turn {}", game.turn()),
        }
    }

    fn summary(game: &Grenade, _last: &[Event]) -> Summary {
        let r = game.reveal();
        let wumpi = r.wumpi_at_start();
        Summary {
            cause: game.outcome().map_or("", words::ending_cause).to_string(),
            detail: format!(
                "{} · {} and {}: {} killed, {} thrown",
                count(game.turn(), "turn", "turns"),
                count(wumpi, "wumpus", "wumpi"),
                count(r.grenades_at_start(), "grenade", "grenades"),
                wumpi.saturating_sub(r.wumpi_left()),
                r.grenades_at_start().saturating_sub(r.grenades())
            ),
            truth: plain::truth(r),
        }
    }

    fn rules_text(rules: &GrenadeRules) -> Vec<String> {
        rules_text::grenade(rules)
    }

    fn draw_map(&self, game: &Grenade, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let (map, layout) = self.map_now(game);
        MapWidget {
            map,
            layout,
            theme: ui.theme,
            cursor: None,
            path: &[],
            listed: true,
        }
        .render(area, buf);
    }

    fn draw_side(&self, game: &Grenade, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        panels::side(self, &view(game), ui, area, buf);
    }

    /// Always room for a refusal, so the map never jumps when one shows.
    fn prompt_rows(&self) -> u16 {
        4
    }

    fn draw_prompt(&self, game: &Grenade, ui: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        panels::prompt(self, &view(game), ui, area, buf);
    }

    fn plain_help() -> &'static str {
        words::INTRO
    }

    fn plain_describe(game: &Grenade) -> Vec<String> {
        plain::describe(&view(game))
    }

    fn plain_prompt(_game: &Grenade) -> String {
        "What do you want to do? ".to_string()
    }

    fn plain_command(_game: &Grenade, line: &str) -> Result<Command, String> {
        plain::command(line)
    }

    fn plain_line(_game: &Grenade, command: &Command) -> String {
        match *command {
            Command::Move { tunnel } => format!("m {}", u32::from(tunnel) + 1),
            Command::Toss { tunnel } => format!("t {}", u32::from(tunnel) + 1),
        }
    }

    fn ammo(game: &Grenade) -> Option<Ammo> {
        let r = game.reveal();
        Some(Ammo {
            count: r.grenades_at_start().saturating_sub(r.grenades()),
            word: "grenades".into(),
        })
    }

    fn plain_reveal(game: &Grenade, prefix: &str) -> String {
        plain::reveal(game.reveal(), prefix)
    }
}
