//! Whole games per second with the reference bots (the budget of
//! docs/performance.md: at least 1,000,000 classic games per second per core
//! with the `random` bot), for every rule set: the simulator is generic, so
//! each is measured through the same `play_one`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::sync::Arc;
use wumpus::engine::Game;
use wumpus::engine::classic::{CaveSource, Classic, ClassicRules};
use wumpus::engine::grenade::{Grenade, GrenadeRules};
use wumpus::formats::builtin::{dodecahedron, seed_caves};
use wumpus::sim::{Scratch, SimSpec, play_one};

const BATCH: u64 = 1000;

fn bench<G: Game>(c: &mut Criterion, group: &str, rules: Arc<G::Rules>) {
    let mut group = c.benchmark_group(group);
    group.throughput(Throughput::Elements(BATCH));
    for (bot, name) in G::BOTS.iter().enumerate() {
        let spec = SimSpec::<G> {
            rules: rules.clone(),
            bot,
            games: BATCH,
            seed: 1,
            max_turns: 1000,
        };
        let mut scratch = Scratch::<G>::default();
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

fn games(c: &mut Criterion) {
    let classic = ClassicRules::on(CaveSource::Fixed(Arc::new(dodecahedron())));
    bench::<Classic>(c, "classic_games", Arc::new(classic));
    if let Some(caves) = seed_caves() {
        let grenade = GrenadeRules::on(caves);
        bench::<Grenade>(c, "grenade_games", Arc::new(grenade));
    }
}

criterion_group!(benches, games);
criterion_main!(benches);
