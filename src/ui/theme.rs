//! Semantic colours: widgets ask for a role, the theme decides how it looks.
//! Danger is never shown by colour alone: callers pair it with a symbol or
//! words, and `mono` adds bold/reverse so it still stands out.

use ratatui::style::{Color, Modifier, Style};

/// What a piece of text means on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Normal,
    /// Death, hazards, refusals.
    Danger,
    /// Senses, close calls.
    Warning,
    /// Hints and helpful notes.
    Hint,
    /// Secondary text: borders, key hints, unknown rooms.
    Muted,
    /// The player's position.
    Player,
    /// Rooms the player has stood in.
    Visited,
    /// Good news: a win.
    Good,
    /// Cheat-mode overlays.
    Cheat,
    /// The selection or cursor.
    Selected,
    /// Titles and headings.
    Title,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThemeName {
    Dark,
    Light,
    Mono,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub name: ThemeName,
}

impl Theme {
    pub fn new(name: ThemeName) -> Theme {
        Theme { name }
    }

    /// The configured theme, or `mono` whenever `NO_COLOR` is set (to any
    /// non-empty value, as no-color.org asks).
    pub fn from_env(configured: ThemeName) -> Theme {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Theme::new(if no_color {
            ThemeName::Mono
        } else {
            configured
        })
    }

    pub fn style(&self, role: Role) -> Style {
        let s = Style::default();
        match self.name {
            ThemeName::Mono => match role {
                Role::Normal | Role::Visited | Role::Hint => s,
                Role::Danger => s.add_modifier(Modifier::BOLD | Modifier::REVERSED),
                Role::Warning | Role::Title | Role::Good => s.add_modifier(Modifier::BOLD),
                Role::Muted => s.add_modifier(Modifier::DIM),
                Role::Player | Role::Selected => s.add_modifier(Modifier::REVERSED),
                Role::Cheat => s.add_modifier(Modifier::ITALIC),
            },
            ThemeName::Dark => match role {
                Role::Normal => s,
                Role::Danger => s.fg(Color::LightRed).add_modifier(Modifier::BOLD),
                Role::Warning => s.fg(Color::Yellow),
                Role::Hint => s.fg(Color::Cyan),
                Role::Muted => s.fg(Color::DarkGray),
                Role::Player => s
                    .fg(Color::Black)
                    .bg(Color::LightGreen)
                    .add_modifier(Modifier::BOLD),
                Role::Visited => s.fg(Color::White),
                Role::Good => s.fg(Color::LightGreen).add_modifier(Modifier::BOLD),
                Role::Cheat => s.fg(Color::Magenta),
                Role::Selected => s.fg(Color::Black).bg(Color::Cyan),
                Role::Title => s.fg(Color::LightYellow).add_modifier(Modifier::BOLD),
            },
            ThemeName::Light => match role {
                Role::Normal => s,
                Role::Danger => s.fg(Color::Red).add_modifier(Modifier::BOLD),
                Role::Warning => s.fg(Color::Rgb(150, 90, 0)),
                Role::Hint => s.fg(Color::Blue),
                Role::Muted => s.fg(Color::Gray),
                Role::Player => s
                    .fg(Color::White)
                    .bg(Color::Green)
                    .add_modifier(Modifier::BOLD),
                Role::Visited => s.fg(Color::Black),
                Role::Good => s.fg(Color::Green).add_modifier(Modifier::BOLD),
                Role::Cheat => s.fg(Color::Magenta),
                Role::Selected => s.fg(Color::White).bg(Color::Blue),
                Role::Title => s.fg(Color::Blue).add_modifier(Modifier::BOLD),
            },
        }
    }
}
