//! The honesty check of a screen: a small screen may leave things out,
//! but it must not cut a word or a number into another one.
//!
//! The method: the same state is drawn twice, at the size under test and
//! at a size so large that every text is shown in full. The words of the
//! large drawing (runs of letters and digits) are the vocabulary: what the
//! screen really says. A word of the small drawing that is not in the
//! vocabulary but begins a word of it was cut at its end; one that ends a
//! word of it was cut at its start. Such a word is a lie when
//! - it is a number (a cut number is another number, "seed 9966"), or
//! - it touches the edge it was cut at (a frame line, a border, the end of
//!   the screen) without a "…" between: the reader cannot tell it was cut.
//!
//! Counting only cut words at an edge spares words that legitimately
//! appear on the small screen alone (a note that the map could not draw
//! every tunnel: "see" is no cut "seed"), and a number before " more" is
//! a count of what did not fit ("… 5 more lines", "▼ 2 more rows"). A
//! number directly before "…" is always a lie.

#![allow(dead_code)]

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::collections::BTreeSet;

/// One word on screen and what stands either side of it.
#[derive(Clone, Debug)]
pub struct Word {
    pub text: String,
    pub x: u16,
    pub y: u16,
    /// The character before and after it on its row; `'\n'` at the ends.
    pub before: char,
    pub after: char,
    /// The few characters after it on its row.
    pub next: String,
}

fn part_of_word(c: char) -> bool {
    c.is_alphanumeric()
}

/// A frame line or border, or the end of the row: where drawing stops.
fn edge(c: char) -> bool {
    c == '\n' || ('\u{2500}'..='\u{257F}').contains(&c)
}

/// The characters of one row, one per cell (a wide character's second
/// cell, which holds nothing, is skipped).
fn row(buf: &Buffer, y: u16) -> Vec<(u16, char)> {
    let area = buf.area;
    (area.left()..area.right())
        .filter_map(|x| buf[(x, y)].symbol().chars().next().map(|c| (x, c)))
        .collect()
}

/// Every word of the buffer, row by row.
pub fn words(buf: &Buffer) -> Vec<Word> {
    let mut out = Vec::new();
    let area = buf.area;
    for y in area.top()..area.bottom() {
        let cells = row(buf, y);
        let mut i = 0;
        while i < cells.len() {
            if !part_of_word(cells[i].1) {
                i += 1;
                continue;
            }
            let start = i;
            while i < cells.len() && part_of_word(cells[i].1) {
                i += 1;
            }
            out.push(Word {
                text: cells[start..i].iter().map(|(_, c)| c).collect(),
                x: cells[start].0,
                y,
                before: start.checked_sub(1).map_or('\n', |j| cells[j].1),
                next: cells[i..].iter().take(5).map(|(_, c)| c).collect(),
                after: cells.get(i).map_or('\n', |c| c.1),
            });
        }
    }
    out
}

/// The words of `small` that are cut words of the `wide` drawings (of
/// the same state: more than one where an overlay in the middle of the
/// screen covers different things at different sizes), as "word at x,y"
/// with the word it was cut from. `covers` are popups drawn over the
/// screen: a word of the screen under one, cut off by its frame, is
/// covered, not cut.
pub fn cut_words(small: &Buffer, wide: &[&Buffer], covers: &[Rect]) -> Vec<String> {
    let vocabulary: BTreeSet<String> = wide.iter().flat_map(|b| words(b)).map(|w| w.text).collect();
    let mut bad = Vec::new();
    for w in words(small) {
        let end = w.x + w.text.chars().count() as u16;
        let beside = |r: &Rect| w.y >= r.y && w.y < r.bottom() && (end == r.x || w.x == r.right());
        if covers.iter().any(beside) {
            continue;
        }
        let digits = w.text.chars().all(|c| c.is_ascii_digit());
        if digits && w.after == '…' {
            bad.push(format!(
                "{:?} at {},{}: a number cut short",
                w.text, w.x, w.y
            ));
            continue;
        }
        // "5 more": a count of what did not fit, which only a small
        // screen has.
        let count = digits && w.next == " more";
        if vocabulary.contains(&w.text) || count {
            continue;
        }
        let longer = |keep: &dyn Fn(&str) -> bool| {
            vocabulary
                .iter()
                .find(|v| v.len() > w.text.len() && keep(v))
                .cloned()
        };
        let head_of = longer(&|v: &str| v.starts_with(&w.text));
        let tail_of = longer(&|v: &str| v.ends_with(&w.text));
        let cut_end = head_of.filter(|_| digits || edge(w.after));
        let cut_start = tail_of.filter(|_| digits || edge(w.before));
        if let Some(whole) = cut_end.or(cut_start) {
            bad.push(format!(
                "{:?} at {},{}: cut from {whole:?}",
                w.text, w.x, w.y
            ));
        }
    }
    bad
}

/// The screen's rows as text, for a failure message.
pub fn text(buf: &Buffer) -> String {
    let area = buf.area;
    (area.top()..area.bottom())
        .map(|y| {
            row(buf, y)
                .into_iter()
                .map(|(_, c)| c)
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}
