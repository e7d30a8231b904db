//! A caves file as `wumpus check` sees it: it takes any file no other
//! kind claims.

use super::read_caves_file;
use crate::formats::kinds::{Checked, FileKind};
use std::path::Path;

pub const KIND: FileKind = FileKind {
    one: "a caves file",
    many: "caves files",
    looks_like: |_| true,
    check,
    solve: None,
};

fn check(path: &Path) -> Result<Checked, String> {
    let cave = read_caves_file(path).map_err(|e| e.to_string())?;
    let kind = if cave.is_two_way() {
        "two-way"
    } else {
        "with one-way tunnels"
    };
    Ok(Checked {
        warnings: Vec::new(),
        summary: format!(
            "a caves file of {} rooms, {kind}, strongly connected",
            cave.rooms()
        ),
    })
}
