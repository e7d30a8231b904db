//! The odds and the smart bots (issue 18): the odds of a position worked
//! out from scratch, from the view's whole history (an upper bound on the
//! per-turn update the bots and the hints do), a few turns into a game
//! played by the reference bot; and whole games of each smart bot.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::sync::Arc;
use wumpus::ai::Smart;
use wumpus::config::{Source, from_sources};
use wumpus::engine::{AnyRules, Dice, Game};
use wumpus::sim::{Scratch, SimSpec, play_with};

fn rules(id: &str) -> AnyRules {
    let config = from_sources(&[Source::builtin()]).expect("the built-in config loads");
    config
        .variant(id)
        .expect("a built-in variant")
        .rules
        .clone()
}

/// A game of `G` after `turns` reference-bot commands (or its end).
fn position<G: Game>(rules: &Arc<G::Rules>, seed: u64, turns: u32) -> G {
    let mut game = G::new(rules.clone(), seed);
    let mut dice = Dice::side_stream(seed, 1);
    let mut events = Vec::new();
    while game.turn() < turns && !game.is_over() {
        let seat = game.to_act().unwrap_or(wumpus::engine::SOLO);
        let before = game.clone();
        let command = G::bot_command(0, game.view(seat), &mut dice);
        events.clear();
        if game.apply(&command, &mut events).is_err() || game.is_over() {
            game = before;
            break;
        }
    }
    game
}

fn odds(c: &mut Criterion) {
    use wumpus::engine::classic::Classic;
    use wumpus::engine::grand_theft::GrandTheft;
    use wumpus::engine::grenade::Grenade;
    use wumpus::engine::hidden::Hidden;
    use wumpus::engine::{SOLO, Seat};
    let AnyRules::Classic(classic) = rules("classic") else {
        return;
    };
    let game: Classic = position(&classic, 7, 6);
    c.bench_function("odds_classic_dodecahedron", |b| {
        b.iter(|| {
            let mut t = wumpus::ai::classic::track::Tracker::new(&game.view(SOLO));
            black_box(t.marginals().len())
        })
    });
    let AnyRules::Grenade(grenade) = rules("grenade") else {
        return;
    };
    let game: Grenade = position(&grenade, 7, 6);
    c.bench_function("odds_grenade", |b| {
        b.iter(|| black_box(wumpus::ai::grenade::odds(&game.view(SOLO)).living().len()))
    });
    let AnyRules::GrandTheft(city) = rules("grand-theft") else {
        return;
    };
    let game: GrandTheft = position(&city, 7, 6);
    c.bench_function("odds_grand_theft", |b| {
        b.iter(|| {
            black_box(
                wumpus::ai::grand_theft::odds(&game.view(SOLO))
                    .streets()
                    .len(),
            )
        })
    });
    let AnyRules::Hidden(hidden) = rules("hidden") else {
        return;
    };
    let game: Hidden = position(&hidden, 7, 12);
    let seat = game.to_act().unwrap_or(Seat(0));
    c.bench_function("odds_hidden", |b| {
        b.iter(|| black_box(wumpus::ai::hidden::odds(&game.view(seat)).room(1).pit))
    });
}

/// One whole game of the smart bot, a new seed each time.
fn games<G: Smart>(c: &mut Criterion, name: &str, id: &str, samples: usize) {
    let spec = wumpus::with_game!(&rules(id), H, r => {
        let any: Box<dyn std::any::Any> = Box::new(r.clone());
        any
    });
    let Ok(rules) = spec.downcast::<Arc<G::Rules>>() else {
        return;
    };
    let spec = SimSpec::<G> {
        rules: *rules,
        bot: 0,
        games: 1,
        seed: 1,
        max_turns: 1000,
    };
    let mut scratch = Scratch::<G>::default();
    let mut bot = G::Bot::default();
    let mut seed = 0;
    let mut group = c.benchmark_group("smart_game");
    group.sample_size(samples);
    group.bench_function(name, |b| {
        b.iter(|| {
            seed += 1;
            black_box(play_with(&spec, seed, &mut scratch, &mut bot))
        })
    });
    group.finish();
}

fn smart(c: &mut Criterion) {
    use wumpus::engine::classic::Classic;
    use wumpus::engine::grand_theft::GrandTheft;
    use wumpus::engine::grenade::Grenade;
    use wumpus::engine::hidden::Hidden;
    use wumpus::engine::labyrinth::Labyrinth;
    games::<Classic>(c, "classic", "classic", 10);
    games::<Grenade>(c, "grenade", "grenade", 20);
    games::<GrandTheft>(c, "grand_theft", "grand-theft", 20);
    games::<Hidden>(c, "hidden", "hidden", 20);
    games::<Labyrinth>(c, "labyrinth_small", "labyrinth-small", 20);
}

criterion_group!(benches, odds, smart);
criterion_main!(benches);
