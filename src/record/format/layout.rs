//! A JSON layout between compact and pretty: objects above a depth and
//! arrays down to it are laid out one item a line, everything else stays
//! on one line. A record then reads as a short header and one line per
//! command, so a diff of two records (or of a golden file) shows which
//! commands differ.

use serde::Serialize;
use serde_json::ser::Formatter;
use std::io::{self, Write};

/// `value` as JSON text, ending with a newline. Objects less than `open`
/// deep and arrays up to `open` deep (the top value is depth 1) are laid
/// out one item a line.
pub fn to_lined<T: Serialize>(value: &T, open: usize) -> Result<String, serde_json::Error> {
    let mut out = Vec::new();
    let mut ser = serde_json::Serializer::with_formatter(
        &mut out,
        Lined {
            open,
            depth: 0,
            open_items: Vec::new(),
        },
    );
    value.serialize(&mut ser)?;
    out.push(b'\n');
    // serde_json writes only UTF-8.
    String::from_utf8(out).map_err(|e| serde::ser::Error::custom(e.to_string()))
}

struct Lined {
    open: usize,
    /// How many containers enclose the current position.
    depth: usize,
    /// Per open container: (laid out, has an item yet).
    open_items: Vec<(bool, bool)>,
}

impl Lined {
    fn laid_out(&self) -> bool {
        self.open_items.last().is_some_and(|&(laid, _)| laid)
    }

    fn begin<W: ?Sized + Write>(&mut self, w: &mut W, bracket: &[u8]) -> io::Result<()> {
        let inside_laid = self.depth == 0 || self.laid_out();
        self.depth += 1;
        let deep_enough = if bracket == b"[" {
            self.depth <= self.open
        } else {
            self.depth < self.open
        };
        self.open_items.push((inside_laid && deep_enough, false));
        w.write_all(bracket)
    }

    fn end<W: ?Sized + Write>(&mut self, w: &mut W, bracket: &[u8]) -> io::Result<()> {
        if let Some((laid, had)) = self.open_items.pop()
            && laid
            && had
        {
            self.newline(w, self.depth - 1)?;
        }
        self.depth -= 1;
        w.write_all(bracket)
    }

    fn item<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        if let Some((_, has)) = self.open_items.last_mut() {
            *has = true;
        }
        if !first {
            w.write_all(b",")?;
        }
        if self.laid_out() {
            self.newline(w, self.depth)?;
        }
        Ok(())
    }

    fn newline<W: ?Sized + Write>(&self, w: &mut W, indent: usize) -> io::Result<()> {
        w.write_all(b"\n")?;
        for _ in 0..indent {
            w.write_all(b"  ")?;
        }
        Ok(())
    }
}

impl Formatter for Lined {
    fn begin_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.begin(w, b"[")
    }

    fn end_array<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.end(w, b"]")
    }

    fn begin_array_value<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.item(w, first)
    }

    fn begin_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.begin(w, b"{")
    }

    fn end_object<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.end(w, b"}")
    }

    fn begin_object_key<W: ?Sized + Write>(&mut self, w: &mut W, first: bool) -> io::Result<()> {
        self.item(w, first)
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> io::Result<()> {
        w.write_all(if self.laid_out() { b": " } else { b":" })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn lays_out_the_top_object_and_its_arrays() {
        let v = json!({"a": 1, "list": [{"x": [1, 2]}, {"x": []}], "empty": [], "o": {"p": [1]}});
        let text = to_lined(&v, 2).expect("serializes");
        assert_eq!(
            text,
            "{\n  \"a\": 1,\n  \"empty\": [],\n  \"list\": [\n    {\"x\":[1,2]},\n    {\"x\":[]}\n  ],\n  \"o\": {\"p\":[1]}\n}\n"
        );
        let back: serde_json::Value = serde_json::from_str(&text).expect("parses");
        assert_eq!(back, v);
        // One level down: the object at depth 2 is laid out, its array too.
        let nested = json!({"save": 1, "record": {"b": {"c": 1}, "list": [[1], [2]]}});
        assert_eq!(
            to_lined(&nested, 3).expect("serializes"),
            "{\n  \"record\": {\n    \"b\": {\"c\":1},\n    \"list\": [\n      [1],\n      [2]\n    ]\n  },\n  \"save\": 1\n}\n"
        );
    }
}
