//! A game's dump (a morgue file) from its record: the game rebuilt through
//! its adapter, so the log is the one the player read, each line with its
//! turn; the map as the game-over screen draws it, taken as text; and the
//! rule set's one-line reveal under it. Both map forms, because each says
//! what the other cannot: the picture shows the cave's shape, where things
//! lay and the way the player went; the line names every hidden thing
//! exactly, even where a big cave's picture is cut or a secret cave's
//! drawing leaves rooms out. Everything comes from the record and nothing
//! from the clock or the terminal, so a record always gives the same dump.

use super::session::rebuild::rebuild;
use super::{Adapter, Fronted, Panes, Ui};
use crate::engine::Game;
use crate::record::dump::{DumpParts, render, write_dump};
use crate::record::{DataDir, End, Record};
use crate::ui::theme::{Theme, ThemeName};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::path::PathBuf;

/// The map picture's size: an 80-column file with the dump's indent.
const MAP_WIDTH: u16 = 76;
const MAP_HEIGHT: u16 = 22;

/// The dump of `record`'s game.
pub fn text(record: &Record) -> Result<String, String> {
    crate::with_game!(&record.rules, G, _r => with_parts::<<G as Fronted>::Front, _>(record, render))
}

/// Writes the dump of `record`'s game as `dumps/<stem>.txt` in `data`.
pub fn write(data: &DataDir, stem: &str, record: &Record) -> Result<PathBuf, String> {
    crate::with_game!(&record.rules, G, _r => {
        with_parts::<<G as Fronted>::Front, _>(record, |parts| write_dump(data, stem, parts))?
            .map_err(|e| e.to_string())
    })
}

fn with_parts<A: Adapter, R>(
    record: &Record,
    then: impl FnOnce(&DumpParts<'_>) -> R,
) -> Result<R, String> {
    let played = rebuild::<A>(record, false, usize::MAX, false)?;
    let game = &played.session.game;
    // A game that did not end never showed its whole map: drawn as cheat
    // mode draws it.
    let revealed = if game.is_over() {
        None
    } else {
        Some(rebuild::<A>(record, true, usize::MAX, false)?)
    };
    let shown: &dyn Panes = match &revealed {
        Some(r) => &r.session,
        None => &played.session,
    };
    let mut map = format!(
        "{}\n\n{}",
        picture(shown),
        A::plain_reveal(game, "Revealed:")
    );
    // The player's own marks, as the game left them.
    let book = played.session.keeper().book();
    if let Some(marks) = super::marks::plain::dump_line::<A>(game, book) {
        map.push_str(&format!("\n{marks}"));
    }
    let outcome = match &record.end {
        End::Over { outcome, .. } => played
            .session
            .summary()
            .map_or_else(|| outcome.clone(), |s| s.cause),
        End::Abandoned => "Abandoned by the player".to_string(),
        End::Playing => "Still going (saved, not finished)".to_string(),
    };
    let knobs = crate::config::knobs_of(&record.rules);
    let mut flags = Vec::new();
    if record.flags.cheat {
        flags.push("cheat mode");
    }
    if record.flags.hints {
        flags.push("hints shown");
    }
    if record.flags.hand_seeded {
        flags.push("seed chosen by hand");
    }
    let log: Vec<(u32, String)> = (played.turns.iter().copied())
        .zip(played.session.log.iter().map(|(_, text)| text.clone()))
        .collect();
    let variant = format!("{} ({})", record.variant.name, record.variant.id);
    Ok(then(&DumpParts {
        variant: &variant,
        rules: record.rules.rule_set(),
        knobs: &knobs,
        seed: record.seed,
        flags: &flags,
        map: &map,
        log: &log,
        outcome: &outcome,
        turns: A::turn_now(game),
    }))
}

/// The map as the screen draws it, in plain text: no colour, trailing
/// blanks and blank rows at either end left out.
fn picture(front: &dyn Panes) -> String {
    let area = Rect::new(0, 0, MAP_WIDTH, MAP_HEIGHT);
    let mut buf = Buffer::empty(area);
    let theme = Theme::new(ThemeName::Mono);
    let keymap = super::keymap();
    front.draw_map(
        &Ui {
            theme: &theme,
            keymap: &keymap,
        },
        area,
        &mut buf,
    );
    let rows: Vec<String> = (0..area.height)
        .map(|y| {
            let row: String = (0..area.width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect();
            row.trim_end().to_string()
        })
        .collect();
    let first = rows
        .iter()
        .position(|r| !r.is_empty())
        .unwrap_or(rows.len());
    let last = rows
        .iter()
        .rposition(|r| !r.is_empty())
        .map_or(first, |i| i + 1);
    rows.get(first..last).unwrap_or(&[]).join("\n")
}
