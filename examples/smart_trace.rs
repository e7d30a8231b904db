//! Hand tuning aid: how the smart bot's lost and capped games end, for any
//! variant: `cargo run --release --example smart_trace -- grenade 200 [last]`
//! prints each lost game's seed, its outcome and its `last` commands
//! (default 6), then the tally.

use std::collections::BTreeMap;
use wumpus::ai::Smart;
use wumpus::config::{Source, from_sources};
use wumpus::engine::{Game, Outcome};
use wumpus::sim::{Player, Scratch, SimSpec, play_with};

/// Remembers the commands the game carried out.
struct Log<P> {
    inner: P,
    lines: Vec<String>,
}

impl<G: Game, P: Player<G>> Player<G> for Log<P> {
    fn begin(&mut self) {
        self.lines.clear();
        self.inner.begin();
    }
    fn command(&mut self, view: G::View<'_>, dice: &mut wumpus::engine::Dice) -> G::Command {
        self.inner.command(view, dice)
    }
    fn refused(&mut self, command: &G::Command) {
        self.lines.push(format!("refused {command:?}"));
        self.inner.refused(command);
    }
    fn applied(&mut self, command: &G::Command, events: &[G::Event]) {
        self.lines.push(format!("{command:?} -> {events:?}"));
        self.inner.applied(command, events);
    }
}

fn trace<G: Smart>(rules: std::sync::Arc<G::Rules>, games: u64, last: usize) {
    let spec = SimSpec::<G> {
        rules,
        bot: 0,
        games,
        seed: 1,
        max_turns: 1000,
    };
    let mut scratch = Scratch::<G>::default();
    let mut player = Log {
        inner: G::Bot::default(),
        lines: Vec::new(),
    };
    let mut tally: BTreeMap<String, u64> = BTreeMap::new();
    for seed in 1..=games {
        let (slot, turns) = play_with(&spec, seed, &mut scratch, &mut player);
        let key = G::Outcome::ALL
            .get(slot)
            .map_or("capped", |o| o.key())
            .to_string();
        if G::Outcome::ALL.get(slot).is_none_or(|o| !o.is_win()) {
            println!("seed {seed}: {key} after {turns} turns");
            let from = player.lines.len().saturating_sub(last);
            for line in &player.lines[from..] {
                println!("    {line}");
            }
        }
        *tally.entry(key).or_default() += 1;
    }
    println!("{tally:?}");
}

fn main() {
    let mut args = std::env::args().skip(1);
    let id = args.next().unwrap_or_else(|| "classic".into());
    let games = args.next().and_then(|g| g.parse().ok()).unwrap_or(100);
    let last = args.next().and_then(|g| g.parse().ok()).unwrap_or(6);
    let config = match from_sources(&[Source::builtin()]) {
        Ok(c) => c,
        Err(e) => return eprintln!("{e}"),
    };
    let Some(variant) = config.variant(&id) else {
        return eprintln!("no variant {id}");
    };
    wumpus::with_game!(&variant.rules, G, r => trace::<G>(r.clone(), games, last));
}
