//! The manual's plain-mode examples (once the README's, now in `docs/`) are
//! what the program prints: each is run with the commands it shows, and its
//! lines must be the program's (a line `...` stands for lines the example
//! leaves out).

use crate::bin;

use bin::{text, wumpus};

/// The manual's pages that hold the examples.
const PAGES: &[&str] = &["docs/playing.md", "docs/variants.md"];

/// Each example by its command line, with the input typed in it.
const EXAMPLES: &[(&str, &str)] = &[
    (
        "wumpus play classic --seed 42 --plain",
        "4\ns 3 4\ns 14\nq\n",
    ),
    ("wumpus play grenade --seed 42 --plain", "m 2\n"),
    ("wumpus play grand-theft --seed 19 --plain", "8\nwalk 2\n"),
    ("wumpus play labyrinth-small --seed 3 --plain", "s\ne\n"),
];

/// The lines of the manual's code block that starts with `$ command`.
fn example(readme: &str, command: &str) -> Vec<String> {
    let start = format!("$ {command}");
    let mut lines = readme.lines().skip_while(|l| *l != start);
    assert!(lines.next().is_some(), "the manual shows `{start}`");
    lines
        .take_while(|l| !l.starts_with("```"))
        .map(str::to_string)
        .collect()
}

/// Whether `shown` (with `...` for any lines) is what `out` says, in order.
fn matches(shown: &[String], out: &[&str]) -> Result<(), String> {
    let mut at = 0;
    let mut skipping = false;
    for line in shown {
        if line == "..." {
            skipping = true;
            continue;
        }
        let found = if skipping {
            out[at..].iter().position(|o| o == line).map(|k| at + k)
        } else {
            (out.get(at) == Some(&line.as_str())).then_some(at)
        };
        match found {
            Some(k) => at = k + 1,
            None => {
                return Err(format!(
                    "the manual says {line:?}, the program {:?}",
                    out.get(at)
                ));
            }
        }
        skipping = false;
    }
    Ok(())
}

#[test]
fn the_readme_plain_examples_are_the_programs_words() {
    let readme: String = PAGES
        .iter()
        .map(|page| {
            let path = format!("{}/{page}", env!("CARGO_MANIFEST_DIR"));
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
        })
        .collect();
    for (command, input) in EXAMPLES {
        let shown = example(&readme, command);
        let args: Vec<&str> = command.split_whitespace().skip(1).collect();
        let out = wumpus(&args, input);
        let stdout = text(&out.stdout);
        let lines: Vec<&str> = stdout.lines().collect();
        if let Err(why) = matches(&shown, &lines) {
            panic!("`{command}`: {why}\n\n{stdout}");
        }
    }
}
