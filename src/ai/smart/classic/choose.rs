//! The policy: what to do this turn, from the odds.

use super::mind::{Mind, room};
use crate::ai::classic::aim::{Judged, shots};
use crate::ai::classic::track::Tracker;
use crate::engine::Dice;
use crate::engine::RoomId;
use crate::engine::classic::{ArrowPath, Bump, Command, WumpusWakes};

/// Chances below this count as none (float dust).
pub const NONE: f64 = 1e-9;

/// The plain policy's guesses at what is left to win after an arrow
/// misses, and after a risky move the player survives. The look-ahead
/// replaces them by playing on.
fn after_miss(wakes: WumpusWakes) -> f64 {
    match wakes {
        WumpusWakes::ShotOrBump => 0.5,
        WumpusWakes::Yob | WumpusWakes::Bsd => 0.85,
    }
}
const AFTER_RISK: f64 = 0.95;

/// One thing the bot may do.
#[derive(Clone, Debug)]
pub enum Choice {
    Shoot(Judged),
    /// Walk along `path` (the last room is the one risked).
    Go(Vec<usize>),
}

impl Choice {
    pub fn first(&self) -> Command {
        match self {
            Choice::Shoot(j) => shoot(j),
            Choice::Go(path) => Command::Move(room(path[0])),
        }
    }
}

/// The odds of this turn, per room.
pub struct Scene {
    pub pit: Vec<f64>,
    pub bats: Vec<f64>,
    pub termites: Vec<f64>,
    pub wumpus: Vec<f64>,
    /// The chance of being eaten by a wumpus met on arrival.
    pub eaten: f64,
    pub survive_pit: f64,
}

impl Scene {
    fn new(tracker: &mut Tracker, mind: &Mind) -> Scene {
        let [pit, bats, termites, wumpus] = tracker.marginals().clone();
        let rules = &tracker.ctx().rules;
        let roams = rules.wumpus_wakes == WumpusWakes::ShotOrBump && mind.awake;
        let eaten = match (rules.bump, roams) {
            (Bump::Death, _) | (_, true) => 1.0,
            _ => 1.0 - rules.wumpus_move_chance,
        };
        Scene {
            pit,
            bats,
            termites,
            wumpus,
            eaten,
            survive_pit: rules.pit_survival,
        }
    }

    fn safe(&self, r: usize) -> bool {
        self.pit[r] < NONE
            && self.bats[r] < NONE
            && self.wumpus[r] < NONE
            && self.termites[r] < NONE
    }

    /// The chance of dying on arrival in `r`.
    pub fn death(&self, r: usize) -> f64 {
        self.wumpus[r] * self.eaten + self.pit[r] * (1.0 - self.survive_pit)
    }

    /// The chance of dying where a bat drops the player (any room alike).
    fn drop_death(&self) -> f64 {
        let n = self.pit.len().max(1);
        (0..self.pit.len()).map(|r| self.death(r)).sum::<f64>() / n as f64
    }

    /// The whole risk of walking into `r`.
    fn risk(&self, r: usize) -> f64 {
        self.death(r) + self.bats[r] * self.drop_death() + self.termites[r] * 0.05
    }
}

pub fn shoot(j: &Judged) -> Command {
    let rooms: Vec<RoomId> = j.path.iter().map(|&r| RoomId(r)).collect();
    Command::Shoot(ArrowPath::new(&rooms).unwrap_or_default())
}

/// A look-ahead: the index of the best of `choices`, or `None` when it
/// cannot tell. Handed in (the rollout plays this very policy, so naming
/// it here would tie the two files in a knot).
pub type LookAhead = fn(&Mind, &Tracker, &[Choice], &mut Dice, usize) -> Option<usize>;

/// This turn's command; with `look` (a look-ahead, its dice and sample
/// count), a hard choice is settled by playing on, else by the plain
/// guesses.
pub fn decide(
    mind: &Mind,
    tracker: &mut Tracker,
    look: Option<(LookAhead, &mut Dice, usize)>,
) -> Command {
    let scene = Scene::new(tracker, mind);
    let ctx = tracker.ctx();
    let rules = &ctx.rules;
    let aims = shots(ctx, &scene.wumpus, mind.here, mind.arrows);
    let safe_aims: Vec<&Judged> = aims.iter().filter(|j| j.back < NONE).collect();
    if let Some(b) = safe_aims.first()
        && b.hit > 1.0 - 1e-6
    {
        return shoot(b);
    }
    let roams = rules.wumpus_wakes == WumpusWakes::ShotOrBump && mind.awake;
    let walkable = |r: usize| mind.visited(r) || scene.safe(r);
    if !roams
        && let Some(path) = route(tracker, mind.here, walkable, |r| {
            !mind.visited(r) && scene.safe(r)
        })
    {
        return Command::Move(room(path[0]));
    }
    let mut choices: Vec<Choice> = safe_aims
        .iter()
        .take(3)
        .map(|j| Choice::Shoot((*j).clone()))
        .collect();
    if roams && mind.restless {
        // Out of patience: the nearest room never stood in, or a shot.
        if let Some(path) = route(
            tracker,
            mind.here,
            |r| mind.visited(r),
            |r| !mind.visited(r),
        ) {
            choices.push(Choice::Go(path));
        }
    } else if roams {
        let here_tunnels = tracker
            .ctx()
            .cave
            .tunnels(mind.here)
            .unwrap_or(&[])
            .to_vec();
        for t in here_tunnels {
            let t = usize::from(t);
            if !choices
                .iter()
                .any(|c| matches!(c, Choice::Go(p) if p[0] == t))
            {
                choices.push(Choice::Go(vec![t]));
            }
        }
    } else {
        for r in 0..scene.pit.len() {
            if walkable(r) {
                continue;
            }
            if let Some(path) = route(tracker, mind.here, walkable, |x| x == r) {
                choices.push(Choice::Go(path));
            }
        }
        // The look-ahead weighs the least risky few.
        choices.sort_by(|a, b| risk_of(&scene, a).total_cmp(&risk_of(&scene, b)));
        let shots_kept: Vec<Choice> = choices
            .iter()
            .filter(|c| matches!(c, Choice::Shoot(_)))
            .cloned()
            .collect();
        let mut goes: Vec<Choice> = choices
            .into_iter()
            .filter(|c| matches!(c, Choice::Go(_)))
            .collect();
        goes.truncate(3);
        choices = shots_kept;
        choices.extend(goes);
    }
    if choices.is_empty() {
        return Command::Move(
            tracker
                .ctx()
                .cave
                .tunnels(mind.here)
                .and_then(|t| t.first())
                .map_or(room(mind.here), |&t| RoomId(t)),
        );
    }
    if let Some((best, dice, samples)) = look
        && choices.len() > 1
        && tracker.ctx().cave.is_known()
        && let Some(i) = best(mind, tracker, &choices, dice, samples)
    {
        return choices[i].first();
    }
    plain(mind, tracker, &scene, &choices, roams).first()
}

fn risk_of(scene: &Scene, c: &Choice) -> f64 {
    match c {
        Choice::Shoot(_) => 0.0,
        Choice::Go(p) => p.last().map_or(1.0, |&r| scene.risk(r)),
    }
}

/// The plain policy's pick: each choice's guessed value.
fn plain<'c>(
    mind: &Mind,
    tracker: &Tracker,
    scene: &Scene,
    choices: &'c [Choice],
    roams: bool,
) -> &'c Choice {
    let rules = &tracker.ctx().rules;
    let value = |c: &Choice| -> f64 {
        match c {
            Choice::Shoot(j) => {
                let left = if mind.arrows > j.cost { 1.0 } else { 0.0 };
                let miss = if roams {
                    0.35
                } else {
                    after_miss(rules.wumpus_wakes)
                };
                j.hit + (1.0 - j.hit - j.back) * miss * left
            }
            Choice::Go(p) => {
                let r = p.last().copied().unwrap_or(mind.here);
                let walk_in = if roams {
                    // It may walk in on the player after the move.
                    scene.wumpus.iter().sum::<f64>() * 0.1
                } else {
                    0.0
                };
                (1.0 - scene.risk(r) - walk_in) * AFTER_RISK
            }
        }
    };
    let mut best = &choices[0];
    let mut top = f64::MIN;
    for c in choices {
        let v = value(c);
        if v > top {
            top = v;
            best = c;
        }
    }
    best
}

/// Breadth-first over the tunnels the odds know, from `from` through
/// `walkable` rooms: the path to the nearest `target` room (it last).
pub fn route(
    tracker: &Tracker,
    from: usize,
    walkable: impl Fn(usize) -> bool,
    target: impl Fn(usize) -> bool,
) -> Option<Vec<usize>> {
    let cave = &tracker.ctx().cave;
    let n = cave.rooms();
    let mut back: Vec<Option<usize>> = vec![None; n];
    let mut seen = vec![false; n];
    let mut queue = std::collections::VecDeque::new();
    seen[from] = true;
    queue.push_back(from);
    while let Some(r) = queue.pop_front() {
        let Some(ts) = cave.tunnels(r) else {
            continue;
        };
        for &t in ts {
            let t = usize::from(t);
            if seen[t] {
                continue;
            }
            seen[t] = true;
            back[t] = Some(r);
            if target(t) {
                let mut path = vec![t];
                let mut at = r;
                while at != from {
                    path.push(at);
                    at = back[at].unwrap_or(from);
                }
                path.reverse();
                return Some(path);
            }
            if walkable(t) {
                queue.push_back(t);
            }
        }
    }
    None
}
