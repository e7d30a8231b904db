//! Whole classic games per second with the reference bots (DESIGN.md budget:
//! at least 1,000,000 games per second per core with the `random` bot).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::sync::Arc;
use wumpus::engine::Game;
use wumpus::engine::classic::{CaveSource, Classic, ClassicRules};
use wumpus::formats::builtin::dodecahedron;
use wumpus::sim::{Scratch, SimSpec, play_one};

fn games(c: &mut Criterion) {
    let rules = Arc::new(ClassicRules::on(CaveSource::Fixed(
        Arc::new(dodecahedron()),
    )));
    let mut group = c.benchmark_group("classic_games");
    const BATCH: u64 = 1000;
    group.throughput(Throughput::Elements(BATCH));
    for (bot, name) in Classic::BOTS.iter().enumerate() {
        let spec = SimSpec::<Classic> {
            rules: rules.clone(),
            bot,
            games: BATCH,
            seed: 1,
            max_turns: 1000,
        };
        let mut scratch = Scratch::<Classic>::default();
        let mut next_seed = 0u64;
        group.bench_function(*name, |b| {
            b.iter(|| {
                for _ in 0..BATCH {
                    next_seed += 1;
                    black_box(play_one(&spec, next_seed, &mut scratch));
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, games);
criterion_main!(benches);
