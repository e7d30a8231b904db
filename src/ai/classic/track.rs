//! The odds kept up to date command by command. `Tracker::update` reads
//! only the commands it has not seen yet, so a bot pays per turn, not per
//! game; `odds(view)` is the same thing from scratch (a pure function of
//! the view).

use super::cave::Cave;
use super::dense::Dense;
use super::explicit::{Budget, Explicit};
use super::facts::{Facts, keeps_still};
use super::frontier::Frontier;
use super::sim::Ctx;
use super::story::{self, Start};
use super::world::{MAX_ROOMS, MAX_WUMPI};
use crate::engine::Dice;
use crate::engine::classic::View;

/// Most (pits, bats, termites) sets the dense odds hold.
const DENSE_CAP: usize = 400_000;

/// Where the tracker stands.
#[derive(Clone, Debug)]
enum State {
    /// Nothing has moved: the facts say it all.
    Still(Box<Facts>),
    /// One wumpus moved, nothing else: per pit set, every start to every
    /// state now.
    Dense(Box<Dense>),
    /// Something moved: whole worlds, weighed.
    Moving(Explicit),
    /// No exact odds (a cave over 128 rooms, too many wumpi to list, or a
    /// secret cave whose model cannot explain what was seen).
    Rough,
}

/// The per-room chances, per class: pits, bats, termites, wumpi.
pub type Marginals = [Vec<f64>; 4];

#[derive(Clone, Debug)]
pub struct Tracker {
    ctx: Ctx,
    start: Start,
    /// Commands taken in so far.
    seen: usize,
    /// Where `update` goes on reading the history.
    cursor: Option<story::Cursor>,
    state: State,
    /// The last command ended the game.
    over: bool,
    marginals: Option<Marginals>,
    exact: bool,
    /// How many worlds a list of them may hold.
    budget: Budget,
}

impl Tracker {
    /// Odds for `view` from scratch.
    pub fn new(view: &View<'_>) -> Tracker {
        let cave = Cave::of(view);
        let (start, _) = story::read(view).unwrap_or((
            Start {
                room: view.here().index(),
                senses: view.senses(),
            },
            Vec::new(),
        ));
        let mut ctx = Ctx::new(view.rules(), cave);
        ctx.stand(start.room);
        let n = ctx.cave.rooms();
        let state = if n > MAX_ROOMS {
            State::Rough
        } else {
            State::Still(Box::new(Facts::new(&ctx, &start)))
        };
        let mut t = Tracker {
            ctx,
            start,
            seen: 0,
            cursor: None,
            state,
            over: false,
            marginals: None,
            exact: true,
            budget: Budget::FULL,
        };
        t.update(view);
        t
    }

    /// Takes in the commands played since the last update. A secret cave
    /// whose known tunnels changed starts again from scratch, so that every
    /// command is read with all the tunnels the player knows now.
    pub fn update(&mut self, view: &View<'_>) {
        let cave = Cave::of(view);
        if cave != self.ctx.cave {
            *self = Tracker::new_with(view, cave);
            return;
        }
        let cursor = match self.cursor {
            Some(c) => c,
            None => match story::begin(view) {
                Some((_, c)) => c,
                None => return,
            },
        };
        let (steps, next) = story::read_on(view, cursor);
        for step in &steps {
            self.take(step);
        }
        self.cursor = Some(next);
    }

    /// Takes in one command, real or (for a bot's look-ahead) supposed.
    pub fn take(&mut self, step: &super::story::Step<'_>) {
        {
            self.seen += 1;
            if self.over || step.over {
                self.over = true;
                return;
            }
            self.ctx.stand(step.here);
            self.marginals = None;
            let state = std::mem::replace(&mut self.state, State::Rough);
            self.state = match state {
                State::Still(mut facts) if keeps_still(&self.ctx, step) => {
                    facts.take(&self.ctx, step);
                    State::Still(facts)
                }
                State::Still(facts) => {
                    let dense = Dense::applies(&self.ctx)
                        .then(|| Dense::start(&self.ctx, &facts, DENSE_CAP))
                        .flatten();
                    match dense {
                        Some(d) => self.dense_step(d, step),
                        None => match self.start_moving(&facts) {
                            Some(mut e) => {
                                e.advance(&self.ctx, step);
                                State::Moving(e)
                            }
                            None => State::Rough,
                        },
                    }
                }
                State::Dense(d) => self.dense_step(*d, step),
                State::Moving(mut e) => {
                    e.advance(&self.ctx, step);
                    State::Moving(e)
                }
                State::Rough => State::Rough,
            };
        }
    }

    /// One command on the dense odds, or on listed worlds if they cannot
    /// take it.
    fn dense_step(&self, mut d: Dense, step: &super::story::Step<'_>) -> State {
        if d.takes(&self.ctx, step) {
            return if d.advance(&self.ctx, step) {
                State::Dense(Box::new(d))
            } else {
                State::Rough
            };
        }
        let Budget { cap, particles } = self.budget;
        let mut e = match d.worlds(cap) {
            Some(worlds) => Explicit::new(worlds, true, self.budget),
            None => {
                let mut dice = Dice::side_stream(0x5eed, self.seen as u64);
                Explicit::new(d.sample(particles, &mut dice), false, self.budget)
            }
        };
        e.advance(&self.ctx, step);
        State::Moving(e)
    }

    fn new_with(view: &View<'_>, _cave: Cave) -> Tracker {
        Tracker::new(view)
    }

    /// The worlds the facts allow, listed (or sampled, over `CAP`).
    fn start_moving(&self, facts: &Facts) -> Option<Explicit> {
        if facts.wumpi.count > MAX_WUMPI {
            return None;
        }
        let frontier = Frontier::solve(self.ctx.cave.rooms(), facts)?;
        let Budget { cap, particles } = self.budget;
        Some(match frontier.expand(cap) {
            Some(worlds) => Explicit::new(worlds, true, self.budget),
            None => {
                let mut dice = Dice::side_stream(0x5eed, self.seen as u64);
                Explicit::new(frontier.sample(particles, &mut dice), false, self.budget)
            }
        })
    }

    /// This tracker holding at most `count` listed worlds from now on
    /// (sampled past that): cheaper to carry through a bot's imagined
    /// games. Still and dense odds are kept as they are.
    pub fn lighter(&self, count: usize) -> Tracker {
        let mut t = self.clone();
        t.budget = Budget::light(count);
        if let State::Moving(e) = &self.state {
            t.state = State::Moving(e.thinned(count));
            t.marginals = None;
        }
        t
    }

    /// Per room: the chance of a pit, bats, termites and a living wumpus.
    pub fn marginals(&mut self) -> &Marginals {
        if self.marginals.is_none() {
            let (m, exact) = self.compute();
            self.marginals = Some(m);
            self.exact = exact;
        }
        self.marginals.get_or_insert_with(|| rough(&self.ctx))
    }

    /// False when the odds are approximate (see the module docs of `ai`).
    pub fn is_exact(&mut self) -> bool {
        self.marginals();
        self.exact && self.ctx.cave.is_known()
    }

    fn compute(&self) -> (Marginals, bool) {
        let n = self.ctx.cave.rooms();
        match &self.state {
            State::Still(facts) => match Frontier::solve(n, facts) {
                Some(f) => (f.marginals(), true),
                None => (rough(&self.ctx), false),
            },
            State::Dense(d) => (d.marginals(), true),
            State::Moving(e) => (e.marginals(n), e.exact),
            State::Rough => (rough(&self.ctx), false),
        }
    }

    /// The listed worlds, once something has moved.
    pub fn worlds(&self) -> Option<&Explicit> {
        match &self.state {
            State::Moving(e) => Some(e),
            _ => None,
        }
    }

    /// The static odds' combos, while nothing has moved.
    pub fn frontier(&self) -> Option<Frontier> {
        match &self.state {
            State::Still(facts) => Frontier::solve(self.ctx.cave.rooms(), facts),
            _ => None,
        }
    }

    /// Which engine holds the odds now: "still", "dense", "listed",
    /// "sampled" or "rough" (for benchmarks and tests).
    pub fn mode(&self) -> &'static str {
        match &self.state {
            State::Still(_) => "still",
            State::Dense(_) => "dense",
            State::Moving(e) if e.exact => "listed",
            State::Moving(_) => "sampled",
            State::Rough => "rough",
        }
    }

    /// `count` worlds drawn by their chance (for a bot's look-ahead);
    /// empty when the odds are rough.
    pub fn sample(&self, count: usize, dice: &mut Dice) -> Vec<super::world::World> {
        let drawn: Vec<(super::world::World, f64)> = match &self.state {
            State::Still(facts) => match Frontier::solve(self.ctx.cave.rooms(), facts) {
                Some(f) => f.sample(count, dice),
                None => Vec::new(),
            },
            State::Dense(d) => d.sample(count, dice),
            State::Moving(e) => e.sample(count, dice),
            State::Rough => Vec::new(),
        };
        drawn.into_iter().map(|(w, _)| w).collect()
    }

    pub fn ctx(&self) -> &Ctx {
        &self.ctx
    }

    pub fn start(&self) -> &Start {
        &self.start
    }
}

/// Odds with no reasoning: each hazard's count spread over the rooms the
/// player has not stood in. Only for the cases `State::Rough` names.
fn rough(ctx: &Ctx) -> Marginals {
    let n = ctx.cave.rooms();
    let open: Vec<usize> = (0..n)
        .filter(|&r| ctx.cave.tunnels(r).is_none() || !ctx.stood(r))
        .collect();
    let r = &ctx.rules;
    let counts = [r.pits, r.bats, r.termites, r.wumpi];
    let mut out: Marginals = [vec![0.0; n], vec![0.0; n], vec![0.0; n], vec![0.0; n]];
    for (class, m) in out.iter_mut().enumerate() {
        let p = (f64::from(counts[class]) / open.len().max(1) as f64).min(1.0);
        for &room in &open {
            m[room] = p;
        }
    }
    out
}
