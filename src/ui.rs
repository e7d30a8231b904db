//! The shared widgets of the full-screen game: the theme, panel frames,
//! the hint bar and the log, the graph map and the grid map, the form, the
//! text input, wrapping and fitting, the exits list, the map's legend and the hand-off
//! curtain. They know no `App` and no rule set: they draw what they are
//! given (a front's `View`-derived map, a list of keys, lines of a log),
//! and ask the theme for roles, never raw colours.

pub mod curtain;
pub mod exits;
pub mod fit;
pub mod form;
pub mod grid;
pub mod legend;
pub mod look;
pub mod map;
pub mod panels;
pub mod text_input;
pub mod theme;
pub mod wrap;
