//! Golden seeds: a seed's set-up never changes. If one of these fails, every
//! recorded seed and replay has silently become a different game.

use std::sync::Arc;
use wumpus::config::{Config, Source, from_sources};
use wumpus::engine::AnyRules;
use wumpus::engine::cave::RandomCave;
use wumpus::engine::classic::{CaveSource, Classic, ClassicRules};
use wumpus::engine::{Game as _, SOLO};

fn builtin() -> Config {
    from_sources(&[Source::builtin()]).expect("the shipped config loads")
}

/// "player | wumpi | pits | bats" by label, plus the first tunnels of the
/// start room (which pins a random cave's shape too).
fn setup(variant: &str, seed: u64) -> String {
    let config = builtin();
    let rules = match &config.variant(variant).expect("variant exists").rules {
        AnyRules::Classic(r) => r.clone(),
        other => panic!("{variant} plays {}", other.rule_set()),
    };
    setup_of(rules, seed)
}

fn setup_of(rules: Arc<ClassicRules>, seed: u64) -> String {
    let game = Classic::new(rules, seed);
    let (view, cheat) = (game.view(SOLO), game.reveal());
    let labels = |rooms: Vec<wumpus::engine::RoomId>| {
        rooms
            .iter()
            .map(|&r| view.label(r))
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!(
        "player {} | wumpus {} | pits {} | bats {} | tunnels {}",
        view.label(cheat.player()),
        labels(cheat.wumpi().iter().map(|w| w.room).collect()),
        labels(cheat.pits()),
        labels(cheat.bats()),
        labels(view.tunnels_here().to_vec()),
    )
}

#[test]
fn classic_seeds_keep_their_setups() {
    assert_eq!(
        setup("classic", 42),
        "player 5 | wumpus 14 | pits 3 20 | bats 9 16 | tunnels 1 4 6"
    );
    insta::assert_snapshot!(
        "classic_setups",
        (0..8)
            .map(|s| format!("{s}: {}", setup("classic", s)))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The random one-way caves the `bsd` preset played on before it had
/// NetBSD's own generator: the same seeds still give the same caves.
#[test]
fn random_one_way_cave_seeds_keep_their_caves_and_setups() {
    let mut rules = ClassicRules::on(CaveSource::Random(RandomCave {
        rooms: 20,
        tunnels: 3,
        one_way: true,
    }));
    (rules.pits, rules.bats) = (3, 3);
    let rules = Arc::new(rules);
    insta::assert_snapshot!(
        "random_one_way_setups",
        (0..8)
            .map(|s| format!("{s}: {}", setup_of(rules.clone(), s)))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The `bsd` preset: NetBSD's generator, drawn from the seed.
#[test]
fn bsd_cave_seeds_keep_their_caves_and_setups() {
    insta::assert_snapshot!(
        "bsd_setups",
        (0..8)
            .map(|s| format!("{s}: {}", setup("bsd", s)))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn shuffled_labels_keep_their_setups() {
    insta::assert_snapshot!(
        "hard_setups",
        (0..4)
            .map(|s| format!("{s}: {}", setup("hard", s)))
            .collect::<Vec<_>>()
            .join("\n")
    );
}
