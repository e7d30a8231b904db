//! Widgets of the full-screen game. They draw from the player's `View` (and
//! from `Cheat` only in cheat mode or at game over) and ask the theme for
//! roles, never raw colours.

pub mod curtain;
pub mod dialog;
pub mod exits;
pub mod form;
pub mod grid;
pub mod help;
pub mod history;
pub mod legend;
pub mod map;
pub mod menu;
pub mod panels;
pub mod play;
pub mod screen;
pub mod text_input;
pub mod theme;
pub mod wrap;
