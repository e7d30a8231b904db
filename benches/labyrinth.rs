//! The labyrinth solver (issue 9: well under a millisecond on a 40x25
//! labyrinth), the generator, and the parser, on the largest sizes.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use wumpus::engine::Dice;
use wumpus::engine::labyrinth::generate::generate;
use wumpus::engine::labyrinth::solve::solve;
use wumpus::formats::labyrinth::{BUILTIN_LABYRINTHS, builtin_labyrinth, parse_labyrinth};

fn labyrinth(c: &mut Criterion) {
    let large = builtin_labyrinth("large").expect("the large labyrinth ships");
    c.bench_function("solve_large_40x25", |b| b.iter(|| black_box(solve(&large))));
    // A generated 40x25 labyrinth with ten wormholes.
    let open = generate(40, 25, 10, 3, &mut Dice::new(9));
    c.bench_function("solve_generated_40x25", |b| {
        b.iter(|| black_box(solve(&open)))
    });
    let mut seed = 0;
    c.bench_function("generate_40x25", |b| {
        b.iter(|| {
            seed += 1;
            black_box(generate(40, 25, 10, 2, &mut Dice::new(seed)))
        })
    });
    let text = BUILTIN_LABYRINTHS
        .iter()
        .find(|b| b.name == "large")
        .map(|b| b.text)
        .unwrap_or_default();
    c.bench_function("parse_large_40x25", |b| {
        b.iter(|| black_box(parse_labyrinth(text, "large").is_ok()))
    });
}

criterion_group!(benches, labyrinth);
criterion_main!(benches);
