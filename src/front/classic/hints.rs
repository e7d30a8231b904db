//! Hints on the classic play screen: the odds of `ai::classic`, kept up to
//! date once per command by one tracker for the whole game (never worked
//! out while drawing), and the planned arrow judged once per edit.

use super::{ClassicUi, view};
use crate::ai::classic::aim::judge;
use crate::ai::classic::{ArrowOdds, Odds, Tracker};
use crate::engine::Game;
use crate::engine::RoomId;
use crate::engine::classic::{Classic, View};
use crate::front::Hinting;
use crate::ui::fit::width;
use crate::ui::map::{KnownMap, shade};
use crate::ui::theme::Role;

pub struct Hints {
    tracker: Tracker,
    pub odds: Odds,
    /// The last path judged and its odds: the editor's line reads them.
    aim: Option<(Vec<RoomId>, ArrowOdds)>,
}

impl Hints {
    pub fn new(view: &View<'_>) -> Hints {
        let mut tracker = Tracker::new(view);
        let odds = Odds::of(&mut tracker, view);
        Hints {
            tracker,
            odds,
            aim: None,
        }
    }

    /// After a command: the tracker reads only what is new.
    pub fn update(&mut self, view: &View<'_>) {
        self.odds = Odds::of(&mut self.tracker, view);
        self.aim = None;
    }

    /// Judges `path` (the editor's rooms so far), unless it was the last
    /// one judged. The same sum as `Odds::arrow`, on the kept tracker's
    /// cave instead of one read again from the whole history.
    pub fn aim(&mut self, view: &View<'_>, path: &[RoomId]) {
        if path.is_empty() {
            self.aim = None;
            return;
        }
        if self.aim.as_ref().is_some_and(|(p, _)| p == path) {
            return;
        }
        let wumpus: Vec<f64> = (0..view.rooms())
            .map(|r| self.odds.room(RoomId(r as u16)).wumpus)
            .collect();
        let rooms: Vec<u16> = path.iter().map(|r| r.0).collect();
        let j = judge(self.tracker.ctx(), &wumpus, view.here().index(), &rooms);
        let odds = ArrowOdds {
            hit: j.hit,
            back: j.back,
        };
        self.aim = Some((path.to_vec(), odds));
    }

    /// The odds of `path`, if it is the one last judged.
    pub fn aimed(&self, path: &[RoomId]) -> Option<ArrowOdds> {
        self.aim
            .as_ref()
            .filter(|(p, _)| p == path)
            .map(|(_, odds)| *odds)
    }

    /// Each room's chance of death on the map.
    pub fn shade(&self, map: &mut KnownMap) {
        shade::shade(map, |room| Some(self.odds.death(room)));
    }
}

/// A chance in whole percents, as the panels write it ("12%", "<1%").
pub fn pct(p: f64) -> &'static str {
    shade::text(p).trim_start()
}

/// A tunnel's risk in words, the longest wording whose widest form fits
/// `cells` (so every row of the panel says it alike): death and each
/// hazard, each hazard, death and bats, death alone (which always fits an
/// 80-column side panel).
pub fn tunnel_risk(odds: &Odds, to: RoomId, cells: usize) -> (String, Role) {
    let o = odds.room(to);
    let death = odds.death(to);
    let text = shade::wording(cells, |widest| {
        let f = |p| shade::figure(p, widest);
        let (pit, bats, wumpus, die) = (f(o.pit), f(o.bats), f(o.wumpus), f(death));
        vec![
            format!("death {die} · pit {pit} · bats {bats} · wumpus {wumpus}"),
            format!("pit {pit} · bats {bats} · wumpus {wumpus}"),
            format!("death {die} · bats {bats}"),
            format!("death {die}"),
        ]
    });
    (text, shade::role(death.max(o.bats)))
}

/// The planned arrow's odds for the editor's line, in `cells`: the
/// longest wording that fits beside the `rest` of the line (`true`: keep
/// it), else the longest that fits without it; `None` when none fits.
pub fn arrow_words(odds: ArrowOdds, cells: usize, rest: usize) -> Option<(String, Role, bool)> {
    let (hit, back) = (pct(odds.hit), pct(odds.back));
    let role = if odds.back > 0.0 {
        Role::Danger
    } else {
        Role::Hint
    };
    let wordings = [
        format!("  kills a wumpus {hit} · flies back at you {back}"),
        format!("  hit {hit} · back at you {back}"),
        format!("  hit {hit} · back {back}"),
    ];
    [true, false].into_iter().find_map(|keep| {
        let room = if keep {
            cells.checked_sub(rest)?
        } else {
            cells
        };
        wordings
            .iter()
            .find(|t| width(t) <= room)
            .map(|t| (t.clone(), role, keep))
    })
}

impl Hinting for ClassicUi {
    const HINTS: bool = true;

    /// The odds are worked out once per turn: switched off, they are kept
    /// for `h` to show again in the same turn at no cost.
    fn set_hints(&mut self, game: &Classic, on: bool) {
        if on {
            self.hints = match self.kept_hints.take() {
                Some((turn, hints)) if turn == Game::turn(game) => Some(hints),
                _ => Some(Hints::new(&view(game))),
            };
        } else if let Some(hints) = self.hints.take() {
            self.kept_hints = Some((Game::turn(game), hints));
        }
        self.refresh(game);
        self.aim(game);
    }

    fn plain_odds(game: &Classic) -> Option<Vec<String>> {
        let mut lines = vec![ODDS_HEADER.to_string()];
        lines.extend(crate::ai::classic::plain_lines(&view(game)));
        Some(lines)
    }
}

/// Plain `odds`' first line: what its figures are (the tunnels panel's
/// pit, bats and wumpus, as fractions rather than percentages).
pub const ODDS_HEADER: &str = "Per room you know: the chance it holds a pit, bats, a wumpus, from what you have sensed (0 to 1; the screen shows them as percentages).";
