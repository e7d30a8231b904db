//! One table seen from any seat. A `SeatView` is the game as one pair of
//! eyes sees it: a seat's private screen (its role, room, senses, notebook
//! map and, at the keyboard, its desk), the public table, or the truth at
//! the end. Any number of them can be drawn from one game at once; the
//! hot-seat screen is one of them, the keyboard's, shown in turn behind
//! the hand-off curtain.

use super::panels::{private_side, public_map, public_side, truth_side};
use super::words::is_bot;
use super::{Desk, HiddenUi, Mode, Prompt, map};
use crate::engine::Game;
use crate::engine::hidden::Hidden;
use crate::front::{Panels, SeatPanels, Seen, Ui};
use crate::ui::map::{Drawn, KnownMap, MapLayout, MapWidget};
use crate::ui::panels::panel;
use crate::ui::theme::Role as Paint;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// The table as one pair of eyes sees it now.
pub struct SeatView<'a> {
    game: &'a Hidden,
    ui: &'a HiddenUi,
    mode: Mode,
    /// The truth is shown to this screen (cheat mode at the keyboard).
    cheat: bool,
    desk: &'a Desk,
    /// The keyboard's screen, where a key hurries the bots along (not a
    /// pair of eyes without a keyboard: a server's table).
    keys: bool,
}

impl HiddenUi {
    /// The table as `seen` sees it now, whoever has the keyboard. A seat's
    /// desk (its prompt, marks, odds) is drawn only while that seat has
    /// the keyboard; at the end everyone sees everything.
    pub fn seen_as<'a>(&'a self, game: &'a Hidden, seen: Seen) -> SeatView<'a> {
        let mode = match (self.mode, seen) {
            (Mode::Over, _) => Mode::Over,
            (_, Seen::Seat(seat)) if !is_bot(game, seat) => Mode::Private(seat),
            (Mode::Watch, _) => Mode::Watch,
            _ => Mode::Public,
        };
        let desk = match mode {
            Mode::Private(_) if self.mode == mode => &self.desk,
            _ => &self.blank,
        };
        SeatView {
            game,
            ui: self,
            mode,
            cheat: false,
            desk,
            keys: false,
        }
    }

    /// What the screen at the keyboard shows now.
    pub fn seen<'a>(&'a self, game: &'a Hidden) -> SeatView<'a> {
        SeatView {
            game,
            ui: self,
            mode: self.mode,
            cheat: self.cheat,
            desk: &self.desk,
            keys: true,
        }
    }

    /// The map on the keyboard's screen now and its layout (see
    /// `SeatView::map_now`).
    pub fn map_now<'a>(&'a self, game: &'a Hidden) -> Option<(KnownMap, &'a MapLayout)> {
        self.seen(game).map_now()
    }
}

impl<'a> SeatView<'a> {
    /// The map this view shows and its layout: the truth (game over, a
    /// table of bots, cheat mode), the seat's own notebook on its private
    /// screen, or none on the public table.
    pub fn map_now(&self) -> Option<(KnownMap, &'a MapLayout)> {
        let ui = self.ui;
        let truth = match self.mode {
            Mode::Over => Some("REVEALED"),
            Mode::Watch => Some("TRUTH"),
            _ if self.cheat => Some("CHEAT"),
            _ => None,
        };
        if let (Mode::Over, Some((s, layout))) = (self.mode, &ui.over) {
            let seat = ui.maps.get(*s);
            return Some((map::truth(self.game.reveal(), seat, "REVEALED"), layout));
        }
        if let Some(stamp) = truth {
            return Some((
                map::truth(self.game.reveal(), None, stamp),
                &ui.truth_layout,
            ));
        }
        let Mode::Private(seat) = self.mode else {
            return None;
        };
        let s = usize::from(seat.0);
        let mut known = ui.maps.get(s)?.clone();
        // The desk's marks are this seat's own.
        self.desk.board.lay(&mut known);
        Some((known, ui.layouts.get(s)?))
    }

    fn map_drawn(&self, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Drawn {
        let Some((known, layout)) = self.map_now() else {
            public_map(self.game, cx, area, buf);
            return Drawn::default();
        };
        let private = matches!(self.mode, Mode::Private(_));
        MapWidget {
            map: &known,
            layout,
            theme: cx.theme,
            cursor: self.desk.board.cursor.filter(|_| private),
            path: &[],
            // A seat's screen lists its known tunnels in words.
            listed: private && known.stamp.is_none(),
        }
        .draw(area, buf)
    }
}

impl SeatPanels for SeatView<'_> {
    /// The map, saying what it drew; the public table's has nothing to
    /// click.
    fn draw_map(&self, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Drawn {
        self.map_drawn(cx, area, buf)
    }

    fn draw_side(&self, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let game = self.game;
        match self.mode {
            Mode::Private(seat) => {
                private_side(self.ui, self.desk, game, &game.view(seat), cx, area, buf)
            }
            Mode::Public if self.cheat => truth_side(game, "CHEAT: the truth", cx, area, buf),
            Mode::Public => public_side(game, self.keys, cx, area, buf),
            Mode::Watch => truth_side(game, "TRUTH (hidden from the table)", cx, area, buf),
            Mode::Over => truth_side(game, "Revealed", cx, area, buf),
        }
    }

    /// The prompt under the map: what the seat may do now, or the
    /// half-typed claim, path or room, and why the last try was refused.
    fn draw_prompt(&self, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        let game = self.game;
        let theme = cx.theme;
        let km = cx.keymap;
        let mut lines = Vec::new();
        let (title, first) = match (&self.desk.prompt, self.mode) {
            (Prompt::Claim(t), _) => (
                "Claim (public)",
                format!("{}▏", t.tail(usize::from(area.width.saturating_sub(4)))),
            ),
            (Prompt::Aim(text), _) => {
                let rooms = text
                    .split(|c: char| c.is_whitespace() || c == ',')
                    .filter(|t| !t.is_empty())
                    .count();
                (
                    "Arrow path",
                    format!(
                        "{text}▏  ({rooms} of {} rooms) · Tab adds the selected tunnel · Enter fires · Esc cancels",
                        game.rules().arrow_range
                    ),
                )
            }
            (Prompt::MoveTo(text), _) => ("Move to", format!("{text}▏  Enter walks · Esc cancels")),
            // Another seat's turn, seen from this one: whose turn it is is
            // the table's to know.
            (Prompt::None, Mode::Private(seat)) if game.to_act() != Some(seat) => (
                "Waiting",
                match game.to_act() {
                    Some(other) => format!("{} is playing.", super::words::name(game, other)),
                    None => "Waiting for the table.".to_string(),
                },
            ),
            (Prompt::None, Mode::Private(seat)) => {
                let v = game.view(seat);
                let mut can = Vec::new();
                if v.may_claim() {
                    can.push(format!("{} claim", km.keys_of("claim")));
                }
                if v.may_shoot() {
                    can.push(format!("{} shoot", km.keys_of("shoot")));
                }
                can.push("1-3 or Enter walk".to_string());
                can.push(format!("{} move to", km.keys_of("move")));
                can.push(format!("{} stay", km.keys_of("stay")));
                ("Your turn", can.join(" · "))
            }
            (Prompt::None, Mode::Watch) if self.keys => (
                "Watching",
                "Every seat is a bot. Any key hurries them along.".to_string(),
            ),
            (Prompt::None, Mode::Watch) => ("Watching", "Every seat is a bot.".to_string()),
            (Prompt::None, _) => (
                "Waiting",
                match game.to_act() {
                    Some(seat) if is_bot(game, seat) && self.keys => {
                        "The bots are playing. Any key hurries them along.".to_string()
                    }
                    Some(seat) => format!("{} is playing.", super::words::name(game, seat)),
                    None => "Waiting for the table.".to_string(),
                },
            ),
        };
        lines.push(Line::from(Span::styled(first, theme.style(Paint::Normal))));
        if let Some(why) = &self.desk.refused {
            lines.push(Line::from(Span::styled(
                why.clone(),
                theme.style(Paint::Danger),
            )));
        }
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(panel(title, theme).block())
            .render(area, buf);
    }
}

/// The screen at the keyboard: its seat view.
impl Panels for HiddenUi {
    const LEGEND: &'static [(&'static str, &'static str)] = super::keys::LEGEND;

    fn draw_map(&self, game: &Hidden, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) -> Drawn {
        self.seen(game).draw_map(cx, area, buf)
    }

    fn draw_side(&self, game: &Hidden, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        self.seen(game).draw_side(cx, area, buf);
    }

    fn prompt_rows(&self) -> u16 {
        4
    }

    fn draw_prompt(&self, game: &Hidden, cx: &Ui<'_>, area: Rect, buf: &mut Buffer) {
        self.seen(game).draw_prompt(cx, area, buf);
    }

    fn seen_by<'a>(&'a self, game: &'a Hidden, seen: Seen) -> Option<Box<dyn SeatPanels + 'a>> {
        Some(Box::new(self.seen_as(game, seen)))
    }
}
