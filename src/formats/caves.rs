//! The caves-file format of RULES.md section 2. (Stub: being written.)

use crate::engine::cave::Cave;
use std::fmt;

/// A problem in a file, located by line and column (both 1-based).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError {
    pub path: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: {}", self.path, self.line, self.column, self.message)
    }
}

impl std::error::Error for FormatError {}

pub fn parse_caves(text: &str, path: &str) -> Result<Cave, FormatError> {
    let _ = text;
    Err(FormatError {
        path: path.into(),
        line: 1,
        column: 1,
        message: "not written yet".into(),
    })
}
