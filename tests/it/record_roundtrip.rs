//! A record of any bot game, of every shipped variant of every rule set,
//! written to a file, read back and replayed, is the same game: the same
//! state, the same view for every seat, the same events, the same hash,
//! every command's check met on the way.
//! And a record that does not fit its rules is an error, never another game.

use crate::records;

use proptest::prelude::*;
use records::{fingerprint, play, seats, shipped};
use wumpus::config::Variant;
use wumpus::engine::Game;
use wumpus::record::{Record, ReplayError, replay};

fn round_trip<G: Game>(variant: &Variant, seed: u64, turns: u32) -> Result<(), TestCaseError> {
    let (game, recorder, history) = play::<G>(variant, seed, turns);
    let record = recorder.snapshot().expect("recordable");
    prop_assert_eq!(record.turn(), game.turn());
    prop_assert_eq!(record.commands.len(), history.len());

    // Format 2: every command checked, the last check the final hash's.
    prop_assert_eq!(record.format, wumpus::record::FORMAT);
    prop_assert!(record.commands.iter().all(|e| e.check.is_some()));
    if let Some(last) = record.commands.last().and_then(|e| e.check.as_deref()) {
        let start = format!("sha256:{last}");
        prop_assert!(record.hash.starts_with(&start), "{} {}", record.hash, start);
    }

    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.json");
    record.write(&path).expect("writes");
    let read = Record::read(&path).expect("reads");
    prop_assert_eq!(&read, &record);

    let replayed = replay::<G>(&read).expect("replays");
    let n = seats(&read.rules);
    prop_assert_eq!(fingerprint(&replayed.game, n), fingerprint(&game, n));
    prop_assert_eq!(replayed.events, history);
    prop_assert_eq!(&replayed.commands.len(), &record.commands.len());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    #[test]
    fn every_variant_round_trips(which in 0usize..1000, seed in any::<u64>(), turns in 0u32..400) {
        let all = shipped();
        let variant = &all[which % all.len()];
        wumpus::with_game!(&variant.rules, G, _r => round_trip::<G>(variant, seed, turns))?;
    }
}

/// Every shipped variant at least once, a few seeds each.
#[test]
fn each_shipped_variant_round_trips() {
    for variant in shipped() {
        for seed in [0, 1, 0xdead_beef, u64::MAX] {
            wumpus::with_game!(&variant.rules, G, _r => round_trip::<G>(&variant, seed, 300))
                .unwrap_or_else(|e| panic!("{} seed {seed}: {e}", variant.id));
        }
    }
}

/// A record changed in any way that matters fails to replay, and says so.
fn tampering_is_caught<G: Game>(variant: &Variant) {
    let mut checked = 0;
    for seed in 0..40u64 {
        let (_, recorder, history) = play::<G>(variant, seed, 200);
        let record = recorder.snapshot().expect("recordable");
        if record.commands.len() < 2 {
            continue;
        }
        checked += 1;
        let fails = |r: &Record, what: &str| {
            let e = replay::<G>(r).map(|_| ()).expect_err(what);
            e.to_string()
        };

        // Another seed is another game, unless the seed plays no part (a
        // fixed labyrinth): then the replay must tell the same story.
        let mut other_seed = record.clone();
        other_seed.seed = seed + 1000;
        if let Ok(r) = replay::<G>(&other_seed) {
            assert_eq!(r.events, history, "{} seed {seed}", variant.id);
        }

        let mut dropped = record.clone();
        dropped.commands.remove(0);
        fails(&dropped, "a command dropped");

        let mut hashed = record.clone();
        hashed.hash = "sha256:0123456789abcdef".into();
        let message = fails(&hashed, "another hash");
        assert!(
            message.starts_with(
                "the rules changed since this record was made (hash 0123456789ab, now "
            ),
            "{message}"
        );

        let mut ended = record.clone();
        ended.end = wumpus::record::End::Over {
            outcome: "nothing".into(),
            win: true,
        };
        let e = replay::<G>(&ended).map(|_| ()).expect_err("another end");
        assert!(matches!(e, ReplayError::EndMismatch { .. }), "{e}");

        let mut bad = record.clone();
        bad.commands[1].command = std::sync::Arc::new(serde_json::json!({"fly": "away"}));
        let e = replay::<G>(&bad).map(|_| ()).expect_err("not a command");
        assert!(
            matches!(e, ReplayError::InvalidCommand { index: 2, .. }),
            "{e}"
        );
    }
    assert!(
        checked >= 10,
        "{}: only {checked} games to tamper with",
        variant.id
    );
}

#[test]
fn tampered_records_are_errors_for_every_rule_set() {
    for id in ["classic", "grenade", "grand-theft", "hidden", "labyrinth"] {
        let variant = records::variant(id);
        wumpus::with_game!(&variant.rules, G, _r => tampering_is_caught::<G>(&variant));
    }
}

#[test]
fn a_record_of_one_rule_set_is_not_another() {
    let variant = records::variant("grenade");
    let (_, recorder, _) = play::<wumpus::engine::grenade::Grenade>(&variant, 4, 10);
    let record = recorder.snapshot().expect("recordable");
    let e = replay::<wumpus::engine::classic::Classic>(&record).expect_err("grenade");
    assert_eq!(
        e.to_string(),
        "this record is a grenade game, not a classic game"
    );
    wumpus::record::replay::check(&record).expect("but it is a grenade game");
}
