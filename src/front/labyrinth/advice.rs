//! The labyrinth's hints are advice: the next step towards the unknown
//! most worth exploring, or with the treasure the shortest known way out,
//! under the map (`i`) and in plain mode's `odds`.

use super::{LabyrinthUi, view};
use crate::ai::labyrinth::{Notebook, advice};
use crate::engine::labyrinth::Labyrinth;
use crate::front::{Hinting, Plays};

impl LabyrinthUi {
    /// The advice as `i` shows it under the map and plain mode's `odds`
    /// prints it: one line.
    pub fn advice_line(&self, game: &Labyrinth) -> String {
        let advice = match &self.notebook {
            Some(book) => advice(book),
            None => advice(&Notebook::new(&view(game))),
        };
        format!("Advice: {}", advice.text())
    }
}

impl Hinting for LabyrinthUi {
    const HINTS: bool = true;

    const HINT_LEGEND: &'static [(&'static str, &'static str)] = &[(
        "Advice:",
        "the next step towards the unknown most worth exploring, or with the treasure the shortest known way out",
    )];

    const ODDS_HELP: &'static str = "odds prints the way advice, the line i shows on the full \
screen: the next step worth making from what you have felt out (the game is then marked as \
played with hints).";

    fn set_hints(&mut self, _game: &Labyrinth, on: bool) {
        self.advise = on;
    }

    /// Plain mode keeps a screen's state beside the game: its notebook
    /// learns the walls bumped, which the game does not keep.
    fn plain_hints(game: &Labyrinth) -> Option<LabyrinthUi> {
        Some(LabyrinthUi::new(game, false))
    }

    fn hint_lines(&self, game: &Labyrinth) -> Option<Vec<String>> {
        Some(vec![self.advice_line(game)])
    }
}
