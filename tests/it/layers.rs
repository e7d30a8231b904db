//! The import picture of `src/`: data flows one way (DESIGN.md,
//! Architecture). Reads every `src/**/*.rs`, collects the modules each one
//! names through `crate::`, `super::` and `self::` paths (in `use` lines,
//! in expressions, in macro calls such as `crate::with_game!`), and fails
//! on a cycle between top-level modules or between the files of one
//! directory, naming the cycle and a line that makes each step. The
//! top-level modules are also held to their layer: each may name only the
//! modules below it in `LAYERS`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each top-level module and the modules it may name, lowest first:
/// engine <- formats, config <- keymap <- ui widgets <- front (adapters and
/// the generic session) <- app (model, update, screens) <- terminal, plain,
/// cli. `ai` (odds and smart bots, to come) reads the engine only.
const LAYERS: &[(&str, &[&str])] = &[
    ("engine", &[]),
    ("words", &[]),
    // Atomic writes: for the records and for the player's config.
    ("files", &[]),
    ("ai", &["engine"]),
    ("formats", &["engine"]),
    ("sim", &["engine", "ai"]),
    ("config", &["engine", "formats", "files"]),
    // Records, scores, saves: below the session that keeps them. Only its
    // tests read the shipped config.
    ("record", &["engine", "formats", "config", "files"]),
    ("keymap", &["config"]),
    ("ui", &["engine", "words", "keymap", "config"]),
    (
        "front",
        &[
            "engine", "words", "ai", "formats", "config", "record", "keymap", "ui",
        ],
    ),
    (
        "app",
        &[
            "engine", "words", "ai", "formats", "config", "record", "keymap", "ui", "front",
        ],
    ),
    (
        "plain",
        &[
            "engine", "words", "ai", "formats", "config", "record", "ui", "front",
        ],
    ),
    (
        "terminal",
        &["engine", "words", "config", "record", "keymap", "ui", "app"],
    ),
    (
        "cli",
        &[
            "engine", "words", "ai", "formats", "sim", "config", "record", "keymap", "ui", "front",
            "app", "plain", "terminal",
        ],
    ),
];

/// A module path inside the crate, `["app", "view", "help"]`.
type Module = Vec<String>;

/// One step of the picture: `from` names `to`, at `file:line` with `path`.
#[derive(Clone, Debug)]
struct Named {
    from: Module,
    to: Module,
    at: String,
    path: String,
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Ident(String),
    Punct(&'static str),
}

/// Rust source as identifiers and the punctuation paths need, each with
/// its line; comments, strings and character literals are skipped, so a
/// path in a doc comment or a message names nothing.
fn tokens(text: &str) -> Vec<(Token, usize)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            '/' if next == Some('/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if next == Some('*') => {
                let mut depth = 0;
                while i < chars.len() {
                    if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                        depth += 1;
                        i += 2;
                    } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        if chars[i] == '\n' {
                            line += 1;
                        }
                        i += 1;
                    }
                }
            }
            'r' if matches!(next, Some('"') | Some('#')) && raw_string_at(&chars, i) => {
                let mut hashes = 0;
                i += 1;
                while chars.get(i) == Some(&'#') {
                    hashes += 1;
                    i += 1;
                }
                i += 1;
                while i < chars.len() {
                    if chars[i] == '"' && (0..hashes).all(|k| chars.get(i + 1 + k) == Some(&'#')) {
                        i += 1 + hashes;
                        break;
                    }
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
            '"' => {
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    if chars[i] == '\\' {
                        i += 1;
                    }
                    if chars.get(i) == Some(&'\n') {
                        line += 1;
                    }
                    i += 1;
                }
                i += 1;
            }
            '\'' => {
                // A character literal ('x', '\n', '\u{7f}') or a lifetime.
                if next == Some('\\') {
                    i += 2;
                    while i < chars.len() && chars[i] != '\'' {
                        i += 1;
                    }
                    i += 1;
                } else if chars.get(i + 2) == Some(&'\'') {
                    i += 3;
                } else {
                    i += 1;
                }
            }
            ':' if next == Some(':') => {
                out.push((Token::Punct("::"), line));
                i += 2;
            }
            c if c.is_alphanumeric() || c == '_' => {
                let start = i;
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                out.push((Token::Ident(word), line));
            }
            '{' | '}' | ',' | '*' | '!' | ';' | '<' => {
                let p = match c {
                    '{' => "{",
                    '<' => "<",
                    '}' => "}",
                    ',' => ",",
                    '*' => "*",
                    '!' => "!",
                    _ => ";",
                };
                out.push((Token::Punct(p), line));
                i += 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// Whether `r` at `i` opens a raw string (`r"`, `r#"`) rather than being
/// the end of an identifier.
fn raw_string_at(chars: &[char], i: usize) -> bool {
    let before = i.checked_sub(1).and_then(|b| chars.get(b));
    if before.is_some_and(|c| c.is_alphanumeric() || *c == '_') {
        return false;
    }
    let mut j = i + 1;
    while chars.get(j) == Some(&'#') {
        j += 1;
    }
    chars.get(j) == Some(&'"')
}

fn ident(t: Option<&(Token, usize)>) -> Option<&str> {
    match t {
        Some((Token::Ident(s), _)) => Some(s),
        _ => None,
    }
}

fn punct(t: Option<&(Token, usize)>, p: &str) -> bool {
    matches!(t, Some((Token::Punct(q), _)) if *q == p)
}

/// The paths of a path or use tree starting at `*i` (`a::b::{c, d::e}`),
/// each as its segments; `self` in a group is the group's own prefix.
fn tree(toks: &[(Token, usize)], i: &mut usize) -> Vec<Vec<String>> {
    let mut segs = Vec::new();
    while let Some(word) = ident(toks.get(*i)) {
        segs.push(word.to_string());
        *i += 1;
        if !punct(toks.get(*i), "::") {
            return vec![segs];
        }
        *i += 1;
        if punct(toks.get(*i), "{") {
            *i += 1;
            let mut out = Vec::new();
            while *i < toks.len() && !punct(toks.get(*i), "}") {
                if punct(toks.get(*i), ",") {
                    *i += 1;
                    continue;
                }
                let before = *i;
                for tail in tree(toks, i) {
                    let mut full = segs.clone();
                    // `a::{self, b}`: `self` is `a` itself.
                    full.extend(tail.into_iter().skip_while(|s| s == "self"));
                    out.push(full);
                }
                if *i == before {
                    *i += 1;
                }
            }
            *i += 1;
            return out;
        }
    }
    vec![segs]
}

/// The module a file is: `src/app/view/help.rs` is `app::view::help`.
fn module_of(src: &Path, file: &Path) -> Module {
    let rel = file.strip_prefix(src).unwrap_or(file).with_extension("");
    let parts: Module = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts == ["lib"] { Vec::new() } else { parts }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every module named by every file of the library (not `main.rs`, its
/// own crate), resolved to the longest known module (or, for a macro
/// exported at the crate root, the module that defines it).
fn picture() -> Vec<Named> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.retain(|f| f != &src.join("main.rs"));
    let known: BTreeSet<Module> = files.iter().map(|f| module_of(&src, f)).collect();
    let mut sources = Vec::new();
    let mut macros: BTreeMap<String, Module> = BTreeMap::new();
    for file in &files {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => panic!("{}: {e}", file.display()),
        };
        let toks = tokens(&text);
        for w in toks.windows(3) {
            if ident(w.first()) == Some("macro_rules")
                && punct(w.get(1), "!")
                && let Some(name) = ident(w.get(2))
            {
                macros.insert(name.to_string(), module_of(&src, file));
            }
        }
        sources.push((file.clone(), toks));
    }
    let mut out = Vec::new();
    for (file, toks) in &sources {
        let here = module_of(&src, file);
        let shown = file
            .strip_prefix(&src)
            .unwrap_or(file)
            .display()
            .to_string();
        // Inline modules (`mod tests { use super::*; }`) move `super`.
        let mut inline: Vec<(String, usize)> = Vec::new();
        let mut depth = 0usize;
        let mut i = 0;
        while i < toks.len() {
            match &toks[i].0 {
                Token::Punct("{") => depth += 1,
                Token::Punct("}") => {
                    depth = depth.saturating_sub(1);
                    if inline.last().is_some_and(|(_, d)| *d == depth) {
                        inline.pop();
                    }
                }
                Token::Ident(w) if w == "mod" => {
                    if let (Some(name), true) =
                        (ident(toks.get(i + 1)), punct(toks.get(i + 2), "{"))
                    {
                        inline.push((name.to_string(), depth));
                    }
                }
                _ => {}
            }
            let starts = matches!(ident(toks.get(i)), Some("crate" | "super" | "self"))
                && !(i > 0 && punct(toks.get(i - 1), "::"));
            if !starts {
                i += 1;
                continue;
            }
            let line = toks[i].1;
            let mut current = here.clone();
            current.extend(inline.iter().map(|(n, _)| n.clone()));
            let mut j = i;
            for segs in tree(toks, &mut j) {
                let Some(target) = resolve(&current, &segs, &known, &macros) else {
                    continue;
                };
                out.push(Named {
                    from: here.clone(),
                    to: target,
                    at: format!("src/{shown}:{line}"),
                    path: segs.join("::"),
                });
            }
            i = j.max(i + 1);
        }
    }
    out
}

/// The module a path names, from module `current`.
fn resolve(
    current: &[String],
    segs: &[String],
    known: &BTreeSet<Module>,
    macros: &BTreeMap<String, Module>,
) -> Option<Module> {
    let (mut base, rest): (Module, &[String]) = match segs.first().map(String::as_str) {
        Some("crate") => (Vec::new(), &segs[1..]),
        Some("self") => (current.to_vec(), &segs[1..]),
        Some("super") => {
            let ups = segs.iter().take_while(|s| *s == "super").count();
            let keep = current.len().checked_sub(ups)?;
            (current[..keep].to_vec(), &segs[ups..])
        }
        _ => return None,
    };
    if base.is_empty()
        && let Some(first) = rest.first()
        && let Some(home) = macros.get(first)
        && !known.contains(&vec![first.clone()])
    {
        return Some(home.clone());
    }
    for s in rest {
        base.push(s.clone());
        if !known.contains(&base) {
            base.pop();
            break;
        }
    }
    Some(base)
}

/// The steps between siblings: `from` and `to` under one parent, neither
/// inside the other. Keyed by parent, then (from child, to child).
type Steps = BTreeMap<Module, BTreeMap<(String, String), Named>>;

fn steps(picture: &[Named]) -> Steps {
    let mut out: Steps = BTreeMap::new();
    for n in picture {
        let common = n.from.iter().zip(&n.to).take_while(|(a, b)| a == b).count();
        let (Some(a), Some(b)) = (n.from.get(common), n.to.get(common)) else {
            continue;
        };
        out.entry(n.from[..common].to_vec())
            .or_default()
            .entry((a.clone(), b.clone()))
            .or_insert_with(|| n.clone());
    }
    out
}

/// A cycle through the steps of one parent, if there is one.
fn cycle(edges: &BTreeMap<(String, String), Named>) -> Option<Vec<String>> {
    let mut next: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (a, b) in edges.keys() {
        next.entry(a).or_default().push(b);
    }
    // Depth-first, colouring nodes: a grey node met again closes a cycle.
    fn visit<'a>(
        node: &'a str,
        next: &BTreeMap<&'a str, Vec<&'a str>>,
        grey: &mut Vec<&'a str>,
        black: &mut BTreeSet<&'a str>,
    ) -> Option<Vec<String>> {
        if let Some(at) = grey.iter().position(|g| *g == node) {
            let mut ring: Vec<String> = grey[at..].iter().map(|s| s.to_string()).collect();
            ring.push(node.to_string());
            return Some(ring);
        }
        if black.contains(node) {
            return None;
        }
        grey.push(node);
        for &n in next.get(node).map(Vec::as_slice).unwrap_or(&[]) {
            if let Some(ring) = visit(n, next, grey, black) {
                return Some(ring);
            }
        }
        grey.pop();
        black.insert(node);
        None
    }
    let mut black = BTreeSet::new();
    for &start in next.keys() {
        if let Some(ring) = visit(start, &next, &mut Vec::new(), &mut black) {
            return Some(ring);
        }
    }
    None
}

#[test]
fn no_module_names_a_module_that_names_it_back() {
    let mut found = Vec::new();
    for (parent, edges) in steps(&picture()) {
        if let Some(ring) = cycle(&edges) {
            let place = if parent.is_empty() {
                "between top-level modules".to_string()
            } else {
                format!("inside {}", parent.join("::"))
            };
            let mut text = format!("a cycle {place}: {}", ring.join(" -> "));
            for pair in ring.windows(2) {
                if let Some(n) = edges.get(&(pair[0].clone(), pair[1].clone())) {
                    text.push_str(&format!(
                        "\n    {} -> {}: {} names {}",
                        pair[0], pair[1], n.at, n.path
                    ));
                }
            }
            found.push(text);
        }
    }
    assert!(found.is_empty(), "\n{}\n", found.join("\n"));
}

#[test]
fn each_top_level_module_names_only_the_layers_below_it() {
    let mut wrong = BTreeSet::new();
    for n in picture() {
        let (Some(from), Some(to)) = (n.from.first(), n.to.first()) else {
            continue;
        };
        if from == to {
            continue;
        }
        match LAYERS.iter().find(|(m, _)| m == from) {
            None => {
                wrong.insert(format!("{from} is in no layer: give it a place in LAYERS"));
            }
            Some((_, below)) if !below.contains(&to.as_str()) => {
                wrong.insert(format!(
                    "{from} may not name {to}: {} names {}",
                    n.at, n.path
                ));
            }
            Some(_) => {}
        }
    }
    let wrong: Vec<String> = wrong.into_iter().collect();
    assert!(wrong.is_empty(), "\n{}\n", wrong.join("\n"));
}

/// The reader itself: it must see the paths the other tests rely on.
#[test]
fn the_reader_finds_use_trees_super_paths_and_macros() {
    let text = "use crate::{app::{self, x}, ui::map::Y};\n\
                // crate::cli::nothing in a comment\n\
                let s = \"crate::plain::nothing\";\n\
                fn f() { super::sibling::g(); crate::with_game!(r, G, r => 1); }\n\
                mod tests { use super::*; }";
    let toks = tokens(text);
    let mut paths = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        if matches!(ident(toks.get(i)), Some("crate" | "super")) {
            paths.extend(tree(&toks, &mut i).into_iter().map(|p| p.join("::")));
        } else {
            i += 1;
        }
    }
    assert_eq!(
        paths,
        [
            "crate::app",
            "crate::app::x",
            "crate::ui::map::Y",
            "super::sibling::g",
            "crate::with_game",
            "super",
        ]
    );
    let known: BTreeSet<Module> = [vec!["a".to_string()], vec!["a".into(), "b".into()]]
        .into_iter()
        .collect();
    let macros = BTreeMap::from([("m".to_string(), vec!["a".to_string()])]);
    let m = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Module>();
    assert_eq!(
        resolve(&m(&["a", "c"]), &m(&["super", "b", "X"]), &known, &macros),
        Some(m(&["a", "b"]))
    );
    assert_eq!(
        resolve(&m(&["x"]), &m(&["crate", "m"]), &known, &macros),
        Some(m(&["a"]))
    );
}

/// Words only a rule set may say: a rule set's verbs, places and things
/// live in its own engine, front and config table, never in the shared
/// code above the seam.
const RULE_SET_WORDS: &[&str] = &[
    "toss",
    "charge",
    "claim",
    "grenade",
    "labyrinth",
    "wormhole",
    "cops",
    "bullet",
];

#[test]
fn no_rule_set_word_in_the_shared_code_above_the_seam() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    for shared in ["app", "ui", "config", "keymap"] {
        files.push(src.join(format!("{shared}.rs")));
        rust_files(&src.join(shared), &mut files);
    }
    let tables = src.join("config").join("tables");
    files.retain(|f| !f.starts_with(&tables));
    let mut found = Vec::new();
    for file in files {
        let text = match std::fs::read_to_string(&file) {
            Ok(t) => t,
            Err(e) => panic!("{}: {e}", file.display()),
        };
        let shown = file.strip_prefix(&src).unwrap_or(&file).display();
        for (n, line) in text.lines().enumerate() {
            // Comments may say which rule set a generic piece was made for.
            let code = line.split("//").next().unwrap_or("").trim();
            // config/tables.rs declares the tables, one `mod` line each.
            if code.starts_with("mod ") && file.ends_with("config/tables.rs") {
                continue;
            }
            let lower = code.to_lowercase();
            for word in RULE_SET_WORDS.iter().filter(|w| lower.contains(*w)) {
                found.push(format!("src/{shown}:{}: {word}: {code}", n + 1));
            }
        }
    }
    assert!(found.is_empty(), "\n{}\n", found.join("\n"));
}
