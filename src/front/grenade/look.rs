//! The look cursor and travel in the grenade caves (`front::look`): the
//! cursor goes over the notebook's places (caves known by name), and a
//! step of travel goes through the tunnel whose listing names the place.
//! Cheat mode's map is laid out by cave, not by place: no look there.

use super::{GrenadeUi, view};
use crate::engine::grenade::{Command, Grenade, Senses};
use crate::engine::{Game, RoomId};
use crate::front::Looks;
use crate::ui::map::KnownMap;
use crate::ui::theme::Role;

/// A chance as the hints write it ("12%", "<1%").
fn pct(p: f64) -> &'static str {
    crate::ui::map::shade::text(p).trim_start()
}

fn felt(s: Senses) -> Vec<&'static str> {
    [
        (s.smell, "a wumpus smell"),
        (s.wings, "flapping wings"),
        (s.draft, "a draft"),
    ]
    .iter()
    .filter(|(on, _)| *on)
    .map(|&(_, word)| word)
    .collect()
}

impl Looks for GrenadeUi {
    fn look_map<'a>(&'a self, game: &'a Grenade) -> Option<&'a KnownMap> {
        (!(self.cheat || game.is_over())).then_some(&self.map)
    }

    /// The places the listing there names, and the tunnels walked from it.
    fn ways_from(&self, _game: &Grenade, room: RoomId) -> Option<Vec<RoomId>> {
        let i = room.index();
        let place = self.notebook.places.get(i)?;
        let mut ways: Vec<RoomId> = (place.listing.iter().flatten().flatten())
            .map(|&p| RoomId(p as u16))
            .collect();
        ways.extend(
            (self.notebook.walked.iter())
                .filter(|(from, _)| *from == i)
                .map(|&(_, to)| RoomId(to as u16)),
        );
        Some(ways)
    }

    fn look_name(&self, _game: &Grenade, room: RoomId) -> Option<String> {
        Some(self.notebook.places.get(room.index())?.name.clone())
    }

    fn look_notes(&self, _game: &Grenade, room: RoomId) -> Vec<(Role, String)> {
        let Some(place) = self.notebook.places.get(room.index()) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        // The tunnels as the cave's listing numbers them, where the map
        // may not draw every one.
        if let Some(listing) = &place.listing {
            let ways: Vec<String> = (listing.iter().enumerate())
                .map(|(i, to)| {
                    let to = to.and_then(|p| self.notebook.places.get(p));
                    format!("({}) {}", i + 1, to.map_or("unknown", |p| p.name.as_str()))
                })
                .collect();
            out.push((Role::Normal, format!("Tunnels: {}", ways.join(", "))));
        }
        if let Some(s) = place.felt {
            let words = felt(s);
            out.push(match words.is_empty() {
                true => (Role::Normal, "Felt here: nothing.".to_string()),
                false => (Role::Warning, format!("Felt here: {}.", words.join(", "))),
            });
        }
        if place.bats {
            out.push((Role::Danger, "Bats carried you off from here.".to_string()));
        }
        if let Some(h) = &self.hints {
            let o = h.odds.place(&place.name);
            out.push((
                Role::Hint,
                format!(
                    "Odds: death {} · pit {} · bats {} · wumpus {}",
                    pct(super::hints::death(o)),
                    pct(o.pit),
                    pct(o.bats),
                    pct(o.wumpus)
                ),
            ));
        }
        out
    }

    fn step_into(&self, game: &Grenade, room: RoomId) -> Option<Command> {
        let n = view(game).tunnels_here().len();
        let tunnel = (0..n).find(|&i| self.through(i) == Some(room))?;
        Some(Command::Move {
            tunnel: u8::try_from(tunnel).ok()?,
        })
    }

    fn felt_here(&self, game: &Grenade) -> Option<String> {
        let words = felt(view(game).senses());
        (!words.is_empty()).then(|| words.join(", "))
    }

    fn met_danger(&self, _game: &Grenade, room: RoomId) -> bool {
        self.notebook
            .places
            .get(room.index())
            .is_some_and(|p| p.bats)
    }
}
