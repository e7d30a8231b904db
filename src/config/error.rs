//! Where a config problem is, and what it is.

use std::fmt;

/// A place in a config file: 1-based line and column (in characters, so a
/// column matches what an editor shows even after non-ASCII text).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Location {
    pub path: String,
    pub line: usize,
    pub column: usize,
}

impl Location {
    /// The location of byte `offset` of `text`. Offsets past the end, or
    /// inside a character, count as the next character, so a span from any
    /// parser gives a location rather than a panic.
    pub fn at(path: &str, text: &str, offset: usize) -> Location {
        let mut line = 1;
        let mut column = 1;
        for (i, c) in text.char_indices() {
            if i >= offset {
                break;
            }
            if c == '\n' {
                line += 1;
                column = 1;
            } else {
                column += 1;
            }
        }
        Location {
            path: path.to_string(),
            line,
            column,
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.path, self.line, self.column)
    }
}

/// Why a config could not be loaded. Both forms start with the file's path,
/// so the command line can print them as they are.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    /// The file could not be read at all.
    #[error("{path}: {reason}")]
    Unreadable { path: String, reason: String },
    /// The file was read and something in it is wrong.
    #[error("{at}: {reason}")]
    Invalid { at: Location, reason: String },
}

impl ConfigError {
    pub(crate) fn invalid(at: Location, reason: impl Into<String>) -> ConfigError {
        ConfigError::Invalid {
            at,
            reason: reason.into(),
        }
    }

    /// The file the problem is in.
    pub fn path(&self) -> &str {
        match self {
            ConfigError::Unreadable { path, .. } => path,
            ConfigError::Invalid { at, .. } => &at.path,
        }
    }

    /// Line and column of the problem, when it is inside a file.
    pub fn location(&self) -> Option<&Location> {
        match self {
            ConfigError::Unreadable { .. } => None,
            ConfigError::Invalid { at, .. } => Some(at),
        }
    }

    /// The problem, without its location.
    pub fn reason(&self) -> &str {
        match self {
            ConfigError::Unreadable { reason, .. } | ConfigError::Invalid { reason, .. } => reason,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns_are_one_based_and_count_characters() {
        let text = "a = 1\nb = \"é\" x\n";
        assert_eq!(Location::at("f", text, 0).to_string(), "f:1:1");
        assert_eq!(Location::at("f", text, 6).to_string(), "f:2:1");
        // The byte after "é" is two bytes on, one column on.
        let after = text.find(" x").unwrap_or(0);
        assert_eq!(Location::at("f", text, after).to_string(), "f:2:8");
        assert_eq!(Location::at("f", text, 10_000).to_string(), "f:3:1");
    }
}
