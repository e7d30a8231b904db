//! What the player of a grenade game can know of the caves, written down as
//! they learn it. Caves are told apart only by name (the five Lost Caverns
//! of the Wyrm share one), so the notebook keeps one place per name: a place
//! is where the map draws it, numbered in the order the player found it, so
//! the map grows as they explore and nothing on it depends on hidden state.

use crate::engine::RoomId;
use crate::engine::grenade::{Event, Senses, View};

/// A place: every cave the player knows by one name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    pub name: String,
    /// The last listing seen there: per tunnel, the place it leads to, if
    /// that cave had been visited (else "unknown").
    pub listing: Option<Vec<Option<usize>>>,
    /// The warnings last felt there.
    pub felt: Option<Senses>,
    /// Bats carried the player off from here.
    pub bats: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notebook {
    pub places: Vec<Place>,
    /// Tunnels walked through, (from place, to place): what the player
    /// learns by going, even before the far side lists its way back.
    pub walked: Vec<(usize, usize)>,
    /// Where the player stands.
    pub here: usize,
}

impl Notebook {
    pub fn new(view: &View<'_>) -> Notebook {
        let mut book = Notebook::default();
        book.observe(view, &[]);
        book
    }

    /// The place named `name`, found now if it is new.
    fn place(&mut self, name: &str) -> usize {
        match self.places.iter().position(|p| p.name == name) {
            Some(i) => i,
            None => {
                self.places.push(Place {
                    name: name.to_string(),
                    listing: None,
                    felt: None,
                    bats: false,
                });
                self.places.len() - 1
            }
        }
    }

    /// What the player sees after a command: `events` (only those the
    /// player perceives are read) and where they stand now.
    pub fn observe(&mut self, view: &View<'_>, events: &[Event]) {
        let from = self.here;
        let mut entered: Option<usize> = None;
        for event in events {
            // The bats met in the cave just entered: noted there, each time.
            if let (Event::CarriedOff, Some(place)) = (event, entered)
                && let Some(p) = self.places.get_mut(place)
            {
                p.bats = true;
            }
            if let Event::Walked { tunnel, to } = *event
                && let Some(name) = view.name(to)
            {
                let to = self.place(name);
                entered = Some(to);
                if !self.walked.contains(&(from, to)) {
                    self.walked.push((from, to));
                }
                // The player now knows where that tunnel of the place they
                // left leads, though that place's listing was written before.
                if let Some(slot) = self
                    .places
                    .get_mut(from)
                    .and_then(|p| p.listing.as_mut())
                    .and_then(|l| l.get_mut(usize::from(tunnel)))
                {
                    *slot = Some(to);
                }
            }
        }
        let here = self.place(view.here_name());
        let listing: Vec<Option<usize>> = view
            .tunnels_here()
            .iter()
            .map(|&room| name_of(view, room).map(|n| self.place(&n)))
            .collect();
        let place = &mut self.places[here];
        place.listing = Some(listing);
        place.felt = Some(view.senses());
        self.here = here;
    }

    /// Known ways between places: (from, to), each once.
    pub fn links(&self) -> Vec<(usize, usize)> {
        let mut out: Vec<(usize, usize)> = self.walked.clone();
        for (from, place) in self.places.iter().enumerate() {
            for to in place.listing.iter().flatten().flatten() {
                if !out.contains(&(from, *to)) {
                    out.push((from, *to));
                }
            }
        }
        out
    }

    /// True when the player can tell the way `from` -> `to` is one-way: they
    /// have seen every tunnel of `to` lead somewhere else.
    pub fn one_way(&self, from: usize, to: usize) -> bool {
        self.places
            .get(to)
            .and_then(|p| p.listing.as_ref())
            .is_some_and(|l| l.iter().all(|t| t.is_some_and(|t| t != from)))
            && !self.walked.contains(&(to, from))
    }

    /// The exits list in words: for each place whose tunnels the player has
    /// seen listed, where each leads ("unknown" until that cave is visited),
    /// a way marked one-way only when the far place's every tunnel is known
    /// to lead elsewhere. `name` shortens a place's name for the panel.
    /// The player's place comes first: a short panel shows it at least.
    pub fn exits(&self, name: impl Fn(&str) -> String) -> Vec<String> {
        let mut out = Vec::new();
        let order =
            std::iter::once(self.here).chain((0..self.places.len()).filter(|&i| i != self.here));
        for i in order {
            let Some(place) = self.places.get(i) else {
                continue;
            };
            let Some(listing) = &place.listing else {
                continue;
            };
            let words: Vec<String> = listing
                .iter()
                .map(|to| match *to {
                    None => "unknown".to_string(),
                    Some(to) if to == i => format!("{} (itself)", name(&place.name)),
                    Some(to) => {
                        let far = self.places.get(to).map_or("?", |p| p.name.as_str());
                        if self.one_way(i, to) {
                            format!("{} (one-way)", name(far))
                        } else {
                            name(far)
                        }
                    }
                })
                .collect();
            out.push(format!("{} → {}", name(&place.name), words.join(", ")));
        }
        out
    }

    /// Tunnels of a place the player has not been through to a known cave.
    pub fn unknown_exits(&self, place: usize) -> usize {
        self.places
            .get(place)
            .and_then(|p| p.listing.as_ref())
            .map_or(0, |l| l.iter().filter(|t| t.is_none()).count())
    }
}

fn name_of(view: &View<'_>, room: RoomId) -> Option<String> {
    view.name(room).map(str::to_string)
}
