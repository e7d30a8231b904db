//! A plain-text dump of a finished game (a morgue file): the variant and
//! its knobs, the seed, the revealed map, the whole log with turn numbers
//! and the outcome. The front renders the map and the log as text; this
//! only lays the parts out, the same way every time: same parts, same
//! bytes (no date, no terminal width, trailing blanks trimmed).

use super::atomic::write_atomic;
use super::error::WriteError;
use super::paths::DataDir;
use std::fmt::Write as _;
use std::path::PathBuf;

/// What a dump shows, already in words.
#[derive(Clone, Copy, Debug)]
pub struct DumpParts<'a> {
    /// The variant, as the menu names it: "Classic (classic)".
    pub variant: &'a str,
    /// The rule set's word: "classic".
    pub rules: &'a str,
    /// Every knob as the config spells it, in the config's order.
    pub knobs: &'a [(String, String)],
    pub seed: u64,
    /// Flags worth a line ("cheat mode", "hints shown"); may be empty.
    pub flags: &'a [&'a str],
    /// The map with everything revealed, as lines of text.
    pub map: &'a str,
    /// The whole log, each line with the turn it belongs to.
    pub log: &'a [(u32, String)],
    /// How the game ended, in words.
    pub outcome: &'a str,
    /// The turn it ended at.
    pub turns: u32,
}

/// The dump's text.
pub fn render(parts: &DumpParts<'_>) -> String {
    let mut out = String::new();
    heading(&mut out, "Hunt the Wumpus: game dump", '=');
    let _ = writeln!(out, "Variant: {}", parts.variant);
    let _ = writeln!(out, "Rules:   {}", parts.rules);
    let _ = writeln!(out, "Seed:    {}", parts.seed);
    let _ = writeln!(out, "Outcome: {} (turn {})", parts.outcome, parts.turns);
    if !parts.flags.is_empty() {
        let _ = writeln!(out, "Flags:   {}", parts.flags.join(", "));
    }
    out.push('\n');

    heading(&mut out, "Knobs", '-');
    let width = parts.knobs.iter().map(|(k, _)| k.chars().count()).max();
    for (key, value) in parts.knobs {
        let _ = writeln!(out, "  {key:<w$}  {value}", w = width.unwrap_or(0));
    }
    out.push('\n');

    heading(&mut out, "Map (everything revealed)", '-');
    for line in parts.map.lines() {
        let _ = writeln!(out, "  {line}");
    }
    out.push('\n');

    heading(&mut out, "Log", '-');
    let width = parts.log.iter().map(|(t, _)| t.to_string().len()).max();
    for (turn, line) in parts.log {
        for piece in line.lines() {
            let _ = writeln!(out, "  {turn:>w$}  {piece}", w = width.unwrap_or(1));
        }
    }
    // Trailing blanks trimmed, so the dump diffs cleanly and reads the same
    // whatever padding the front's text carried.
    let mut text: String = out
        .lines()
        .map(|l| l.trim_end())
        .collect::<Vec<_>>()
        .join("\n");
    text.push('\n');
    text
}

fn heading(out: &mut String, title: &str, rule: char) {
    let _ = writeln!(out, "{title}");
    let _ = writeln!(out, "{}", rule.to_string().repeat(title.chars().count()));
    out.push('\n');
}

/// Writes the dump as `dumps/<stem>.txt` (atomically, made as needed) and
/// returns its path. `stem` is best the game's record file name without
/// `.json`, so a dump sits beside its record by name.
pub fn write_dump(
    data: &DataDir,
    stem: &str,
    parts: &DumpParts<'_>,
) -> Result<PathBuf, WriteError> {
    let dir = data.ensure_dumps()?;
    let plain = !stem.is_empty()
        && stem
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c));
    if !plain || stem.starts_with('.') {
        return Err(WriteError::Refused {
            path: dir.join(stem),
            message: "a dump's name is letters, digits, '-', '_' and '.' only".into(),
        });
    }
    let path = dir.join(format!("{stem}.txt"));
    write_atomic(&path, render(parts).as_bytes())?;
    Ok(path)
}
