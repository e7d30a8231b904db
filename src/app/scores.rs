//! The score table on screen: one variant's best games (wins first, then
//! fewest turns), and the games that ended last, whatever the variant.
//! Left and right pick the variant; Enter on a row plays its record back.
//! Lines of the file that could not be read are skipped with a note
//! naming path:line, and never rewritten.

use super::{App, Effect, Replay, Screen};
use crate::config::Variant;
use crate::front::Files;
use crate::keymap::Action;
use crate::record::{Record, Scored, Scores};

/// How many of the latest games the table lists.
pub const RECENT: usize = 10;

/// The score table as the screen shows it.
pub struct ScoresView {
    pub scores: Scores,
    /// Why the file could not be read at all.
    pub error: Option<String>,
    /// (id, name) of every variant with a game: the config's order first,
    /// then those the config no longer has.
    pub variants: Vec<(String, String)>,
    /// Which variant's best games show.
    pub variant: usize,
    /// The shown variant's games, best first, as places in `scores`:
    /// ranked when the variant is chosen, since ranking a big table takes
    /// longer than a frame.
    best: Vec<usize>,
    /// The row under the cursor: the best games, then the recent ones.
    pub cursor: usize,
    /// Why the last Enter opened nothing.
    pub note: Option<String>,
    /// Where the scores live, for the title.
    pub path: String,
}

impl ScoresView {
    pub fn load(files: &Files, config: &[Variant]) -> ScoresView {
        let path = files.data.scores();
        let (scores, error) = match Scores::load(&path) {
            Ok(s) => (s, None),
            Err(e) => (Scores::default(), Some(e.to_string())),
        };
        let played = scores.variants();
        let mut variants: Vec<(String, String)> = (config.iter())
            .filter(|v| played.iter().any(|(id, _)| *id == v.id))
            .map(|v| (v.id.clone(), v.name.clone()))
            .collect();
        for (id, name) in played {
            if !variants.iter().any(|(known, _)| known == id) {
                variants.push((id.to_string(), name.to_string()));
            }
        }
        let mut view = ScoresView {
            scores,
            error,
            variants,
            variant: 0,
            best: Vec::new(),
            cursor: 0,
            note: None,
            path: path.display().to_string(),
        };
        view.choose(0);
        view
    }

    /// Shows variant `index`'s best games, the cursor on the first.
    pub fn choose(&mut self, index: usize) {
        self.variant = index;
        self.cursor = 0;
        self.best = match self.variants.get(index) {
            Some((id, _)) => self.scores.ranked(Some(id)),
            None => Vec::new(),
        };
    }

    /// How many best games the shown variant has.
    pub fn best_len(&self) -> usize {
        self.best.len()
    }

    /// The shown variant's `rank`th best game (from 0).
    pub fn best_at(&self, rank: usize) -> Option<Scored<'_>> {
        self.best.get(rank).and_then(|&i| self.scores.nth(i))
    }

    /// The shown variant's games, best first.
    pub fn best(&self) -> Vec<Scored<'_>> {
        (0..self.best.len())
            .filter_map(|i| self.best_at(i))
            .collect()
    }

    /// The latest games, the last first.
    pub fn recent(&self) -> Vec<Scored<'_>> {
        self.scores.recent(RECENT)
    }

    /// How many rows the cursor can be on: the best games, then the recent.
    pub fn entries(&self) -> usize {
        self.best.len() + self.scores.len().min(RECENT)
    }

    pub fn selected(&self) -> Option<Scored<'_>> {
        match self.cursor.checked_sub(self.best.len()) {
            None => self.best_at(self.cursor),
            Some(i) => self.recent().get(i).copied(),
        }
    }

    /// The lines skipped, as `path:line: why`.
    pub fn warnings(&self) -> Vec<String> {
        (self.scores.warnings().iter())
            .map(ToString::to_string)
            .collect()
    }
}

impl App {
    pub(super) fn open_scores(&mut self) {
        if let Some(files) = &self.files {
            self.screen = Screen::Scores(Box::new(ScoresView::load(files, &self.variants)));
            self.overlay = None;
        }
    }

    pub(super) fn on_scores(&mut self, action: Action) -> Effect {
        if action == Action::Help {
            self.overlay = Some(super::Overlay::Help { scroll: 0 });
            return Effect::None;
        }
        let Screen::Scores(view) = &mut self.screen else {
            return Effect::Unchanged;
        };
        let rows = view.entries();
        let kinds = view.variants.len().max(1);
        view.note = None;
        match action {
            Action::Up => view.cursor = view.cursor.saturating_sub(1),
            Action::Down => view.cursor = (view.cursor + 1).min(rows.saturating_sub(1)),
            Action::Left => view.choose((view.variant + kinds - 1) % kinds),
            Action::Right => view.choose((view.variant + 1) % kinds),
            Action::Select => self.replay_selected(),
            Action::Cancel | Action::Quit => return self.leave_scores(),
            _ => return Effect::Unchanged,
        }
        Effect::None
    }

    /// Enter on a row: its record plays back; Esc there comes back here.
    fn replay_selected(&mut self) {
        let Some(files) = self.files.clone() else {
            return;
        };
        let Screen::Scores(view) = &mut self.screen else {
            return;
        };
        let Some(scored) = view.selected() else {
            return;
        };
        let row = scored.row;
        let opened = (scored.line().map_err(|e| e.to_string()))
            .and_then(|line| {
                line.record
                    .ok_or_else(|| format!("row {row}: its record was not kept"))
            })
            .and_then(|name| {
                files
                    .data
                    .record(&name)
                    .ok_or_else(|| format!("row {row}: {name:?} is not a record's file name"))
            })
            .and_then(|path| Record::read(&path).map_err(|e| e.to_string()))
            .and_then(crate::front::playback)
            .and_then(|player| match crate::record::replay::check(player.record()) {
                // Refused here, as on the command line without --force.
                Err(e) => Err(format!(
                    "row {row} does not replay as it was played: {e} (`wumpus replay {row} --force` plays it anyway)"
                )),
                Ok(()) => Ok(player),
            });
        match opened {
            Ok(player) => {
                let Screen::Scores(view) = std::mem::replace(&mut self.screen, Screen::Menu) else {
                    return;
                };
                self.screen =
                    Screen::Replay(Box::new(Replay::new(player, Some(Screen::Scores(view)))));
            }
            Err(why) => view.note = Some(why),
        }
    }

    fn leave_scores(&mut self) -> Effect {
        if self.from_menu {
            self.screen = Screen::Menu;
            Effect::None
        } else {
            Effect::Quit
        }
    }
}

/// "won", "lost" or "left" (abandoned), as the tables show a game.
/// How the game ended, where the result column has not said it already
/// (a won game's outcome is "won").
fn outcome<'a>(s: &Scored<'a>) -> &'a str {
    match s.outcome() {
        o if o == result(s) => "",
        o => o,
    }
}

fn result(s: &Scored) -> &'static str {
    if s.win() {
        "won"
    } else if s.outcome() == "abandoned" {
        "left"
    } else {
        "lost"
    }
}

/// "2026-04-14 10:15" from the RFC 3339 date a score line keeps.
pub fn when(date: &str) -> String {
    match (date.get(..10), date.get(11..16)) {
        (Some(day), Some(time)) => format!("{day} {time}"),
        _ => date.to_string(),
    }
}

/// What a game's line says besides its result: cheat mode, hints, a seed
/// chosen by hand (such games are not quite the others' equals).
fn marks(s: &Scored) -> String {
    let mut out = Vec::new();
    if s.cheat() {
        out.push("cheat");
    }
    if s.hints() {
        out.push("hints");
    }
    if s.hand_seeded() {
        out.push("seeded");
    }
    out.join(",")
}

fn spent(s: &Scored) -> String {
    s.ammo()
        .map_or_else(|| "-".to_string(), |(count, word)| counted(count, word))
}

/// "1 arrow", "2 arrows": a count with its word, which the score file
/// keeps in the plural.
pub fn counted(count: u32, plural: &str) -> String {
    match plural.strip_suffix('s') {
        Some(one) if count == 1 => format!("1 {one}"),
        _ => format!("{count} {plural}"),
    }
}

/// A variant's games in a line: "12 played · 3 won · 8 lost · 1
/// abandoned · best streak 2".
pub fn tally_line(t: &crate::record::Tally) -> String {
    let mut parts = vec![format!("{} played", t.played), format!("{} won", t.won)];
    parts.push(format!("{} lost", t.lost));
    if t.abandoned > 0 {
        parts.push(format!("{} abandoned", t.abandoned));
    }
    if t.won > 0 {
        parts.push(format!("best streak {}", t.best_streak));
    }
    parts.join(" · ")
}

/// The best-games table's heading and rows (`rank` from 1). Widths fit
/// 80 columns with a cursor mark before each row.
pub const BEST_HEADING: &str =
    "  #  row  game outcome       turns  spent     ended            notes";

pub fn best_line(rank: usize, s: &Scored) -> String {
    format!(
        "{rank:>3} {row:>4}  {result:<4} {outcome:<13} {turns:>5}  {spent:<9} {when:<16} {marks}",
        row = s.row,
        result = result(s),
        outcome = cut(outcome(s), 13),
        turns = s.turns(),
        spent = cut(&spent(s), 9),
        when = when(s.date()),
        marks = marks(s),
    )
}

/// The recent-games table's heading and rows, in at most `width` cells
/// where that can be done without cutting a name: every variant id whole
/// (the column is as wide as the longest), the date without its year
/// when the line is short of room, and the notes whole after it.
pub fn recent_table(rows: &[Scored], width: usize) -> (String, Vec<String>) {
    let variant = rows
        .iter()
        .map(|s| s.variant().chars().count())
        .chain(["variant".len()])
        .max()
        .unwrap_or(0);
    let outcome = rows
        .iter()
        .map(|s| outcome(s).chars().count())
        .chain(["outcome".len()])
        .max()
        .unwrap_or(0);
    let notes = rows.iter().map(|s| marks(s).len()).max().unwrap_or(0);
    // row, variant, result and outcome, turns, date, notes.
    let fixed = 4 + 2 + variant + 1 + 4 + 1 + outcome + 1 + 5 + 2;
    let year = fixed + 16 + 1 + notes <= width;
    let date = |s: &Scored| {
        let full = when(s.date());
        if year {
            full
        } else {
            full.get(5..).map_or(full.clone(), str::to_string)
        }
    };
    let dated = if year { 16 } else { 11 };
    let heading = format!(
        "{:>4}  {:<variant$} {:<w$} {:>5}  {:<dated$} notes",
        "row",
        "variant",
        "game outcome",
        "turns",
        "ended",
        w = 4 + 1 + outcome,
    );
    let lines = rows
        .iter()
        .map(|s| {
            format!(
                "{row:>4}  {name:<variant$} {result:<4} {out:<outcome$} {turns:>5}  {when:<dated$} {marks}",
                row = s.row,
                name = s.variant(),
                result = result(s),
                out = self::outcome(s),
                turns = s.turns(),
                when = date(s),
                marks = marks(s),
            )
        })
        .collect();
    (heading, lines)
}

/// At most `n` characters, "…" marking a cut.
fn cut(text: &str, n: usize) -> String {
    if text.chars().count() <= n {
        return text.to_string();
    }
    let kept: String = text.chars().take(n.saturating_sub(1)).collect();
    format!("{kept}…")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_of_a_thing_is_said_in_the_singular() {
        assert_eq!(counted(1, "arrows"), "1 arrow");
        assert_eq!(counted(2, "arrows"), "2 arrows");
        assert_eq!(counted(0, "bombs"), "0 bombs");
        assert_eq!(counted(1, "moves"), "1 move");
    }
}
