//! Words of one caves-file line, and the parse of a cave line.

/// A whitespace-separated word of a line, located for error messages.
#[derive(Clone, Copy, Debug)]
pub(super) struct Token<'a> {
    pub text: &'a str,
    /// Byte offset in the line, so the name can be cut out with its inner
    /// spacing intact.
    pub start: usize,
    /// 1-based and counted in characters, as editors show columns.
    pub column: usize,
    pub width: usize,
}

impl Token<'_> {
    /// The column just past the token: where a missing word is reported.
    pub fn end_column(&self) -> usize {
        self.column + self.width
    }

    fn end(&self) -> usize {
        self.start + self.text.len()
    }
}

pub(super) fn tokenize(line: &str) -> Vec<Token<'_>> {
    let mut tokens = Vec::new();
    let mut open: Option<(usize, usize)> = None;
    let mut column = 0;
    for (byte, c) in line.char_indices() {
        column += 1;
        if c.is_whitespace() {
            if let Some((start, col)) = open.take() {
                tokens.push(Token {
                    text: &line[start..byte],
                    start,
                    column: col,
                    width: column - col,
                });
            }
        } else if open.is_none() {
            open = Some((byte, column));
        }
    }
    if let Some((start, col)) = open {
        tokens.push(Token {
            text: &line[start..],
            start,
            column: col,
            width: column + 1 - col,
        });
    }
    tokens
}

/// How a word reads where a number may stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Num<'a> {
    /// Only ASCII digits (possibly too many for any count).
    Digits(&'a str),
    /// A minus sign and digits: a number, but never a valid one here.
    Negative,
    /// Digits run straight into other text, as in `7The`: the name was
    /// glued to the last tunnel number.
    Glued(&'a str),
    Word,
}

pub(super) fn classify(text: &str) -> Num<'_> {
    let digits = text.len() - text.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits > 0 && digits == text.len() {
        Num::Digits(text)
    } else if digits > 0 {
        Num::Glued(&text[..digits])
    } else if let Some(rest) = text.strip_prefix('-')
        && !rest.is_empty()
        && rest.bytes().all(|b| b.is_ascii_digit())
    {
        Num::Negative
    } else {
        Num::Word
    }
}

/// The value of a run of digits; `None` when it overflows, which no count
/// or cave number in a valid file can.
/// What a token is, as a message says it: never its text, since a caves
/// file may be any file a player named and a refusal must not show what
/// it holds (docs/server.md). The line and column point at it.
pub(super) fn kind_of(text: &str) -> &'static str {
    match classify(text) {
        Num::Digits(_) => "another number",
        Num::Negative => "a negative number",
        Num::Glued(_) => "a number run into other text",
        Num::Word => "a word",
    }
}

pub(super) fn value(digits: &str) -> Option<usize> {
    digits.parse().ok()
}

/// The number of leading numbers on a line, counting a number glued to the
/// name: without an `N k` header this fixes the tunnel count.
pub(super) fn leading_numbers(tokens: &[Token<'_>]) -> usize {
    let mut count = 0;
    for token in tokens {
        match classify(token.text) {
            Num::Digits(_) | Num::Negative => count += 1,
            Num::Glued(_) => return count + 1,
            Num::Word => break,
        }
    }
    count
}

/// What the header says (or the first cave line implies) about every line.
pub(super) struct Shape {
    pub caves: usize,
    pub tunnels: usize,
    /// True when `tunnels` was read off the first cave line, not the header.
    pub inferred: bool,
}

/// A problem on one line; the caller knows which line.
#[derive(Debug)]
pub(super) struct Problem {
    pub column: usize,
    pub message: String,
}

fn at(token: &Token<'_>, message: String) -> Problem {
    Problem {
        column: token.column,
        message,
    }
}

pub(super) fn plural(count: usize, word: &str) -> String {
    if count == 1 {
        format!("{count} {word}")
    } else {
        format!("{count} {word}s")
    }
}

pub(super) struct CaveLine<'a> {
    pub tunnels: Vec<usize>,
    pub name: &'a str,
}

/// Parses the line of cave `index`: its number, `shape.tunnels` tunnel
/// numbers, then a name running to the end of the line.
pub(super) fn parse_cave_line<'a>(
    line: &'a str,
    tokens: &[Token<'a>],
    index: usize,
    shape: &Shape,
) -> Result<CaveLine<'a>, Problem> {
    let Some(first) = tokens.first() else {
        return Err(Problem {
            column: 1,
            message: format!("expected cave {index}, found a blank line"),
        });
    };
    match classify(first.text) {
        Num::Digits(d) if value(d) == Some(index) => {}
        _ => {
            return Err(at(
                first,
                format!("expected cave {index}, found {}", kind_of(first.text)),
            ));
        }
    }
    // The line that fixed an inferred count cannot disagree with it, so
    // reminding the reader of the count there would only confuse.
    let reminder = if shape.inferred && index == 0 {
        String::new()
    } else {
        format!(" (every cave has {})", plural(shape.tunnels, "tunnel"))
    };
    let k = shape.tunnels;
    let mut tunnels = Vec::new();
    let mut last = first;
    let mut name_start = None;
    for i in 1..=k {
        let Some(token) = tokens.get(i) else {
            return Err(Problem {
                column: last.end_column(),
                message: format!("expected a tunnel number{reminder}, found the end of the line"),
            });
        };
        let digits = match classify(token.text) {
            Num::Digits(d) => d,
            Num::Glued(d) if i == k => {
                name_start = Some(token.start + d.len());
                d
            }
            Num::Negative => {
                return Err(at(token, "tunnel numbers cannot be negative".into()));
            }
            Num::Glued(_) | Num::Word => {
                let message = format!(
                    "expected a tunnel number{reminder}, found {}",
                    kind_of(token.text)
                );
                return Err(at(token, message));
            }
        };
        match value(digits) {
            Some(target) if target < shape.caves => tunnels.push(target),
            _ => {
                let message = format!(
                    "a tunnel to a cave that is not there: the caves are numbered 0 to {}",
                    shape.caves - 1
                );
                return Err(at(token, message));
            }
        }
        last = token;
    }
    let name = line[name_start.unwrap_or(last.end())..].trim();
    if name.is_empty() {
        let mut message = format!("cave {index} has no name after its {}", plural(k, "tunnel"));
        if shape.inferred && index == 0 && k >= 2 {
            message += &format!(
                "; if the names are numbers, give the tunnel count on the first line, e.g. `{} {}`",
                shape.caves,
                k - 1
            );
        }
        return Err(Problem {
            column: last.end_column(),
            message,
        });
    }
    if shape.inferred
        && name_start.is_none()
        && let Some(next) = tokens.get(k + 1)
        && classify(next.text) != Num::Word
    {
        let message = format!(
            "cave {index} has more tunnel numbers than cave 0, which has {}; \
             if a name starts with a number, give the tunnel count on the first line, e.g. `{} {k}`",
            k, shape.caves
        );
        return Err(at(next, message));
    }
    Ok(CaveLine { tunnels, name })
}
