//! One knob table per rule set. A variant is typed against the table of the
//! rule set it names, so it accepts that rule set's keys and no others.

mod classic;
mod grand_theft;
mod grenade;
mod hidden;
mod labyrinth;

use super::blame::Problem;
use super::error::ConfigError;
use super::knobs::{Field, Kind, Knob};
use super::merged::Merged;
use super::reach::Layers;
use crate::engine::{AnyRules, Game};

/// A variant's rules with the knobs as the menu shows them.
pub(super) struct Built {
    pub rules: AnyRules,
    pub knobs: Vec<(String, String)>,
    pub changed: Vec<String>,
}

/// A rule set's defaults on a variant's cave, and the cave keys as shown.
pub(super) type Base<R> = (R, Vec<(String, String)>);

/// The config side of a rule set. Every rule set in `engine::any`'s
/// `rule_sets!` needs one.
#[diagnostic::on_unimplemented(
    message = "the rule set `{Self}` has no config table",
    label = "`{Self}` is in `rule_sets!` (src/engine/any.rs) but has no `impl RuleTable`",
    note = "add `impl RuleTable for {Self}` in src/config/tables/<rule set>.rs (and its `mod` line in src/config/tables.rs)"
)]
pub(super) trait RuleTable: Game {
    /// Keys the table resolves itself (where the cave comes from).
    const FIELDS: &'static [Field];
    /// Every other knob, in docs/rules.md order.
    const KNOBS: &'static [Knob<Self::Rules>];
    /// The rule set's defaults on this variant's cave, and the cave keys as
    /// the menu shows them.
    fn base(m: &Merged, files: &Layers<'_>) -> Result<Base<Self::Rules>, ConfigError>;
    /// Why these knobs cannot make a game, each problem with the knobs
    /// whose values cause it, so the error points at the one to change.
    fn problems(rules: &Self::Rules) -> Vec<Problem>;
    /// The defaults of docs/rules.md, on some cave: the menu compares knobs
    /// with these to show what a variant changes.
    fn defaults() -> Self::Rules;
    /// A cave key's value under the defaults of docs/rules.md; `None` where
    /// there is no single default (the shape of a random cave).
    fn default_field(key: &str) -> Option<String>;
}

/// The knobs of `rules` as the config spells them, in docs/rules.md order, for
/// a game's dump. Only the knobs: the cave keys say where a cave came
/// from, which rules made of a record no longer know (they hold the cave).
pub fn knobs_of(rules: &AnyRules) -> Vec<(String, String)> {
    crate::with_game!(rules, G, r => shown::<G>(r))
}

fn shown<G: RuleTable>(rules: &G::Rules) -> Vec<(String, String)> {
    (G::KNOBS.iter())
        .map(|k| (k.name.to_string(), (k.show)(rules)))
        .collect()
}

/// A shown key's value under the rule set's defaults.
fn default_of<G: RuleTable>(key: &str) -> Option<String> {
    match G::KNOBS.iter().find(|k| k.name == key) {
        Some(knob) => Some((knob.show)(&G::defaults())),
        None => G::default_field(key),
    }
}

/// Types, builds and judges a variant of `rule_set`.
pub(super) fn build(
    rule_set: &str,
    m: &mut Merged,
    header: &[(&'static str, Kind)],
    files: &Layers<'_>,
) -> Result<Built, ConfigError> {
    let found = crate::each_game!(G => (G::RULE_SET == rule_set)
        .then(|| build_for::<G>(m, header, files)));
    found.unwrap_or_else(|| {
        Err(ConfigError::invalid(
            m.header.clone(),
            format!("no rule set {rule_set:?}"),
        ))
    })
}

fn build_for<G: RuleTable>(
    m: &mut Merged,
    header: &[(&'static str, Kind)],
    files: &Layers<'_>,
) -> Result<Built, ConfigError>
where
    G::Rules: Into<AnyRules>,
{
    let mut fields = header.to_vec();
    fields.extend(G::FIELDS.iter().map(|f| (f.name, f.kind)));
    fields.extend(G::KNOBS.iter().map(|k| (k.name, k.kind)));
    m.check(G::RULE_SET, &fields)?;
    let (mut rules, mut knobs) = G::base(m, files)?;
    for knob in G::KNOBS {
        if let Some(s) = m.get(knob.name) {
            (knob.apply)(&mut rules, &s.value);
        }
    }
    knobs.extend(
        G::KNOBS
            .iter()
            .map(|k| (k.name.to_string(), (k.show)(&rules))),
    );
    m.judge(&G::problems(&rules), &knobs)?;
    let changed = knobs
        .iter()
        .filter(|(k, v)| default_of::<G>(k).is_none_or(|d| d != *v))
        .map(|(k, _)| k.clone())
        .collect();
    Ok(Built {
        rules: rules.into(),
        knobs,
        changed,
    })
}
