//! What each knob means, in one line, read from the reference comments of
//! the built-in `config.toml`: the one place the knobs are explained, so
//! the form and the file can never say different things.

use crate::config::BUILTIN;
use crate::engine::any::RULE_SETS;

/// The rule set whose keys the reference explains first, under "every key
/// of a variant", and whose meanings stand for a key another rule set's
/// section leaves out: the first of `rule_sets!`, which lists it first.
fn first_rule_set() -> &'static str {
    RULE_SETS.first().copied().unwrap_or_default()
}

/// The meaning of `key` under `rule_set`'s rules, as the reference writes
/// it (its lines joined), or the header keys' shared meaning; empty when
/// the reference says nothing.
pub fn meaning(rule_set: &str, key: &str) -> String {
    let all = parse(BUILTIN);
    let find = |set: &str| {
        all.iter()
            .find(|(s, k, _)| s == set && k == key)
            .map(|(_, _, m)| m.clone())
    };
    find(rule_set)
        .or_else(|| find(first_rule_set()))
        .unwrap_or_default()
}

/// (rule set, key, meaning) for every key the reference explains, the
/// first explanation of a key per rule set (a later "(a third choice)"
/// entry adds to a value, not to the key).
fn parse(text: &str) -> Vec<(String, String, String)> {
    let mut out: Vec<(String, String, String)> = Vec::new();
    let mut rule_set: Option<String> = None;
    // The entry whose continuation lines are being read.
    let mut open: Option<usize> = None;
    for line in text.lines() {
        let Some(body) = line.strip_prefix('#') else {
            open = None;
            continue;
        };
        if body.contains("Reference: every key of a variant") {
            rule_set = Some(first_rule_set().into());
            open = None;
            continue;
        }
        if body.contains("Key bindings") {
            rule_set = None;
            open = None;
            continue;
        }
        if let Some(set) = section(body) {
            rule_set = Some(set);
            open = None;
            continue;
        }
        let Some(set) = &rule_set else { continue };
        let indent = body.len() - body.trim_start().len();
        if indent >= 10 && !body.trim().is_empty() {
            if let Some((_, _, m)) = open.and_then(|i| out.get_mut(i)) {
                m.push(' ');
                m.push_str(body.trim());
            }
            continue;
        }
        open = None;
        if let Some((key, meaning)) = entry(body) {
            if out.iter().any(|(s, k, _)| s == set && *k == key) {
                continue;
            }
            out.push((set.clone(), key, meaning));
            open = Some(out.len() - 1);
        }
    }
    out
}

/// The rule set a "A variant with rules = "x" takes..." line starts.
fn section(body: &str) -> Option<String> {
    let rest = body.split_once("A variant with rules = \"")?.1;
    let (set, _) = rest.split_once('"')?;
    Some(set.to_string())
}

/// `key = value   meaning`: the key and the meaning.
fn entry(body: &str) -> Option<(String, String)> {
    let body = body.strip_prefix(' ')?;
    let (key, rest) = body.split_once(" = ")?;
    if key.is_empty() || !key.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
        return None;
    }
    let rest = rest.trim_start();
    // The value: a quoted string, a list, or one word.
    let end = match rest.chars().next()? {
        '"' => rest[1..].find('"').map(|i| i + 2)?,
        '[' => rest.find(']').map(|i| i + 1)?,
        _ => rest.find(char::is_whitespace).unwrap_or(rest.len()),
    };
    let meaning = rest.get(end..).unwrap_or("").trim();
    Some((key.to_string(), meaning.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_set_has_its_own_meaning_for_a_shared_key() {
        assert_eq!(meaning("classic", "pits"), "bottomless pits");
        assert!(meaning("hidden", "pits").contains("fatal to humans"));
        assert!(meaning("grand-theft", "nodes").starts_with("nodes of Congestion City"));
    }

    #[test]
    fn continuation_lines_join_and_a_third_choice_keeps_the_first() {
        let crooked = meaning("classic", "crooked");
        assert!(
            crooked.starts_with("a path going A-B-A is refused"),
            "{crooked}"
        );
        assert!(!crooked.contains("third choice"), "{crooked}");
        let cave = meaning("classic", "cave");
        assert!(cave.contains("relative to the config file"), "{cave}");
    }

    #[test]
    fn header_keys_mean_the_same_in_every_rule_set() {
        assert_eq!(meaning("hidden", "name"), "the menu's title for it");
    }

    #[test]
    fn every_knob_of_every_shipped_variant_has_a_meaning() {
        let config = crate::config::from_sources(&[crate::config::Source::builtin()])
            .expect("the shipped config loads");
        for v in &config.variants {
            for (key, _) in &v.knobs {
                assert!(
                    !meaning(v.rules.rule_set(), key).is_empty(),
                    "{} has no meaning for {key}",
                    v.id
                );
            }
        }
    }
}
