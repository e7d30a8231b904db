//! Helpers for the record module's unit tests.

/// Runs `f` on a thread without the capabilities that let root ignore file
/// permissions, so a read-only directory refuses writes even when the
/// tests run as root (as CI does). Capabilities belong to one thread on
/// Linux: the rest of the test process keeps its own.
pub(crate) fn unprivileged<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|s| {
        s.spawn(|| {
            drop_file_capabilities();
            f()
        })
        .join()
        .unwrap_or_else(|e| std::panic::resume_unwind(e))
    })
}

#[cfg(target_os = "linux")]
fn drop_file_capabilities() {
    use rustix::thread::{CapabilitySet, capabilities, set_capabilities};
    if let Ok(mut sets) = capabilities(None) {
        let file =
            CapabilitySet::DAC_OVERRIDE | CapabilitySet::DAC_READ_SEARCH | CapabilitySet::FOWNER;
        sets.effective.remove(file);
        // Dropping from the effective set is always allowed.
        let _ = set_capabilities(None, sets);
    }
}

#[cfg(not(target_os = "linux"))]
fn drop_file_capabilities() {}

/// Makes `dir` read-only (or writable again).
#[cfg(unix)]
pub(crate) fn read_only(dir: &std::path::Path, on: bool) {
    use std::os::unix::fs::PermissionsExt;
    let mode = if on { 0o555 } else { 0o755 };
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(mode)).expect("chmod");
}

/// A shipped variant's rules.
pub(crate) fn builtin(id: &str) -> crate::engine::AnyRules {
    let config = crate::config::from_sources(&[crate::config::Source::builtin()])
        .expect("the shipped config loads");
    config.variant(id).expect("the variant ships").rules.clone()
}

/// A recorded bot game of the shipped variant `id` (whose rule set is
/// `G`'s), at most `turns` commands long.
pub(crate) fn recorded<G: crate::engine::Game>(
    id: &str,
    seed: u64,
    turns: u32,
) -> (G, crate::record::Recorder<G>) {
    use crate::engine::{Dice, SOLO};
    use crate::record::{Flags, Recorder, Utc, VariantTag};
    let rules = crate::record::rules::of::<G>(&builtin(id)).expect("the variant's rule set");
    let mut game = G::new(rules, seed);
    let tag = VariantTag {
        id: id.to_string(),
        name: format!("The {id}"),
    };
    let mut recorder = Recorder::new(&game, tag, Flags::default(), Utc::from_unix(1_776_161_730))
        .expect("a fresh game records");
    let mut dice = Dice::side_stream(seed, 5);
    let mut events = Vec::new();
    while !game.is_over() && game.turn() < turns {
        let seat = game.to_act().unwrap_or(SOLO);
        let command = G::bot_command(0, game.view(seat), &mut dice);
        if recorder.apply(&mut game, &command, &mut events).is_err() {
            let command = G::fallback_command(game.view(seat), &mut dice);
            let _ = recorder.apply(&mut game, &command, &mut events);
        }
    }
    (game, recorder)
}

#[cfg(test)]
mod tests {
    use super::builtin;
    use crate::engine::AnyRules;
    use crate::engine::classic::Classic;
    use crate::engine::grenade::Grenade;
    use crate::record::rules::{of, problems, to_any};

    #[test]
    fn rules_go_both_ways() {
        let shipped = builtin("classic");
        let AnyRules::Classic(arc) = &shipped else {
            panic!("classic plays {}", shipped.rule_set());
        };
        let any = to_any::<Classic>(arc);
        assert_eq!(any, shipped);
        assert_eq!(of::<Classic>(&any).as_deref(), Some(&**arc));
        assert!(of::<Grenade>(&any).is_none());
        assert_eq!(problems(&any), None);
        let mut bad = (**arc).clone();
        bad.arrows = 0;
        let why = problems(&AnyRules::from(bad)).expect("no arrows");
        assert!(why.starts_with("arrows: "), "{why}");
    }
}
