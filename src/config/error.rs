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
    /// parser gives a location rather than a panic. For many locations in
    /// one text, use a `Lines` instead: this scans from the start.
    pub fn at(path: &str, text: &str, offset: usize) -> Location {
        Lines::new(text).at(path, offset)
    }
}

/// Where each line of a text starts, found once, so that locating a span
/// is a binary search rather than a scan from the start of the text (which
/// made loading a big config quadratic).
pub struct Lines<'t> {
    text: &'t str,
    starts: Vec<usize>,
    /// Per line: all ASCII, so a column is a byte count.
    ascii: Vec<bool>,
}

impl<'t> Lines<'t> {
    pub fn new(text: &'t str) -> Lines<'t> {
        let breaks = text.bytes().enumerate().filter(|&(_, b)| b == b'\n');
        let starts: Vec<usize> = std::iter::once(0)
            .chain(breaks.map(|(i, _)| i + 1))
            .collect();
        let ascii = text.split('\n').map(str::is_ascii).collect();
        Lines {
            text,
            starts,
            ascii,
        }
    }

    pub fn at(&self, path: &str, offset: usize) -> Location {
        // Lines starting at or before `offset`: a newline just before it
        // already counts.
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let start = self.starts.get(line - 1).copied().unwrap_or(0);
        let rest = self.text.get(start..).unwrap_or("");
        let before = offset.saturating_sub(start);
        let end = self
            .starts
            .get(line)
            .map_or(self.text.len(), |next| next - 1);
        let line_len = end.saturating_sub(start);
        // Columns count characters; on an ASCII line (almost every config)
        // that needs no scan, so even one very long line stays linear.
        let column = if self.ascii.get(line - 1) == Some(&true) {
            before.min(line_len)
        } else {
            rest.char_indices().take_while(|&(i, _)| i < before).count()
        };
        Location {
            path: path.to_string(),
            line,
            column: column + 1,
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
