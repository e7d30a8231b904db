//! Loading big configs: a 1 MiB `[keys]` table and 9,000 variants, on top
//! of the built-in config, as `wumpus play --config` does. Both were
//! quadratic once; the medians here show they are not.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::PathBuf;
use wumpus::config::{self, Source};

const MIB: usize = 1 << 20;

fn source(text: String) -> Source {
    Source {
        path: "big.toml".into(),
        text,
        base_dir: PathBuf::new(),
    }
}

/// `[keys]` lines up to 1 MiB; the actions are made up (only play checks
/// them against the keymap), so every line is a new key to merge.
fn keys_table() -> String {
    let mut text = String::from("[keys]\n");
    let mut i = 0;
    while text.len() < MIB - 40 {
        text += &format!("action_{i} = \"x\"\n");
        i += 1;
    }
    text
}

fn variants(n: usize) -> String {
    let mut text = String::new();
    for i in 0..n {
        text += &format!(
            "[variant.v{i}]\nname = \"V {i}\"\ndescription = \"d\"\ndifficulty = \"easy\"\nrules = \"classic\"\npits = 3\n\n"
        );
    }
    text
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("config");
    group.sample_size(10);
    for (name, text) in [
        ("keys_1mib", keys_table()),
        ("variants_9000", variants(9000)),
    ] {
        let sources = [Source::builtin(), source(text)];
        group.bench_function(name, |b| {
            b.iter(|| black_box(config::from_sources(black_box(&sources)).is_ok()))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
