//! Help: the key table, generated from the keymap that handles keys (only
//! the keys that reach each action in each layer), and the current
//! variant's rules in prose. Lines are wrapped here, so scrolling is
//! bounded by the rows on screen, not by paragraphs.

use crate::app::keys::{offered, scopes_of};
use crate::app::{App, Screen};
use crate::front::View;
use crate::keymap::{Action, Layer, Scope};
use crate::keymap::{Key, join_keys};
use crate::ui::theme::{Role, Theme};
use crate::ui::wrap::wrap_words;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget};

/// Help's sections, with the titles a rule set may give its own way
/// (`Controls::SECTIONS`).
const SECTIONS: &[(Layer, &str)] = &[
    (Layer::Menu, "Menu"),
    (Layer::Play, "Playing"),
    (Layer::Look, "Looking"),
    (Layer::Armed, "With a command armed"),
    (Layer::Editor, "Path editor"),
    (Layer::MoveTo, "Move prompt"),
    (Layer::Confirm, "Questions"),
    (Layer::Leave, "Leaving a game"),
    (Layer::GameOver, "Game over"),
    (Layer::Reader, "Help and history"),
    (Layer::Curtain, "Hand-off screen"),
    (Layer::Text, "Text prompt"),
    (Layer::Setup, "Setup"),
    (Layer::Scores, "Scores"),
    (Layer::Replay, "Replay"),
    (Layer::Settings, "Settings"),
    (Layer::Customise, "Customise a variant"),
    (Layer::Lobby, "Tables"),
];

/// Whether help lists `layer` for the screen it is opened on: the layers
/// every game has always, the ones only some games use (a path editor, a
/// move prompt, a text prompt, an armed command, the hand-off) when this
/// one does; before any game, all of them.
fn listed(app: &App, view: Option<&View<'_>>, layer: Layer) -> bool {
    let Some(s) = view else {
        // Before any game (the menu, a setup form): every game's layers.
        return match layer {
            Layer::Setup => matches!(app.screen, Screen::Setup(_)),
            Layer::Lobby => app.lobby.is_some(),
            _ => true,
        };
    };
    match layer {
        Layer::Curtain => s.uses(layer) || app.layer_in(view) == Layer::Curtain,
        Layer::Text | Layer::Armed | Layer::Editor | Layer::MoveTo | Layer::Look => s.uses(layer),
        Layer::Setup => false,
        Layer::Lobby => app.lobby.is_some(),
        // A game started on the command line never sees the menu.
        Layer::Menu => app.from_menu,
        _ => true,
    }
}

/// The keys help lists for `layer`, with what they do; the layer walk test
/// reads this too.
pub fn keys(app: &App, layer: Layer) -> Vec<(Vec<Key>, Action, &'static str)> {
    keys_in(app, app.view().as_ref(), layer)
}

/// `keys`, with the game's view at hand (help reads it once for all its
/// sections: each binding asks the view whether the game takes it).
fn keys_in(
    app: &App,
    view: Option<&View<'_>>,
    layer: Layer,
) -> Vec<(Vec<Key>, Action, &'static str)> {
    app.keymap
        .live_in(layer, &scopes_of(view), |a| offered(view, a))
        .into_iter()
        .filter(|(b, _)| !matches!(b.action, Action::Abort | Action::Redraw))
        .map(|(b, keys)| {
            let what = match b.action {
                Action::Menu if !app.from_menu => "quit",
                Action::Menu => "back to the menu",
                Action::Quit if layer == Layer::GameOver => "quit the program",
                _ => b.description,
            };
            (keys, b.action, what)
        })
        .collect()
}

/// The help text, wrapped to `width` columns.
pub fn lines(app: &App, width: u16) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let km = &app.keymap;
    let width = usize::from(width).max(20);
    let mut out = vec![heading("Keys", theme)];
    // A row's words wrap under themselves, past the keys' column.
    let row = |keys: String, what: &str| -> Vec<Line<'static>> {
        let keys = format!("  {keys:<18}");
        let indent = " ".repeat(crate::ui::fit::width(&keys));
        let room = width.saturating_sub(indent.len()).max(10);
        wrap_words(what, room)
            .into_iter()
            .enumerate()
            .map(|(i, text)| {
                let lead = if i == 0 { keys.clone() } else { indent.clone() };
                Line::from(vec![
                    Span::styled(lead, theme.style(Role::Title)),
                    Span::raw(text),
                ])
            })
            .collect()
    };
    out.extend(row(
        km.keys_of("abort"),
        "end the program at once (anywhere)",
    ));
    out.extend(row(km.keys_of("redraw"), "redraw the screen (anywhere)"));
    let named = crate::front::section_titles();
    // The game's view, read once for every section.
    let view = app.view();
    let view = view.as_ref();
    for &(layer, default) in SECTIONS {
        if !listed(app, view, layer) {
            continue;
        }
        // The game's own title, else the first rule set's, else ours.
        let title = view
            .and_then(|s| s.section(layer))
            .or_else(|| named.iter().find(|(l, _)| *l == layer).map(|&(_, t)| t))
            .unwrap_or(default);
        let listed = keys_in(app, view, layer);
        let tunnels = matches!(layer, Layer::Play | Layer::Armed)
            && scopes_of(view).contains(&Scope::GRAPH)
            && offered(view, Action::Tunnel(1));
        if listed.is_empty() && !tunnels {
            continue;
        }
        out.push(Line::from(Span::styled(
            format!(" {title}"),
            theme.style(Role::Hint),
        )));
        if tunnels {
            let all: Vec<String> = (1..=9)
                .filter(|&n| offered(view, Action::Tunnel(n)))
                .map(|n| km.keys_of(&format!("tunnel_{n}")))
                .collect();
            let what = if layer == Layer::Armed {
                "carry the armed command out through that numbered tunnel"
            } else {
                "walk through that numbered tunnel"
            };
            out.extend(row(all.join(" "), what));
        }
        if layer == Layer::Text {
            out.extend(row("other keys".into(), "type the text"));
        }
        if matches!(layer, Layer::Editor | Layer::MoveTo) {
            out.extend(row(
                "other keys".into(),
                "type room labels (spaces or commas between)",
            ));
        }
        for (keys, action, what) in listed {
            if !matches!(action, Action::Tunnel(_)) {
                out.extend(row(join_keys(&keys), what));
            }
        }
    }
    out.push(Line::raw(""));
    out.push(heading("Map key", theme));
    // A game's own map key; before any game, every rule set's.
    let legend = match view {
        Some(s) => s.legend.clone(),
        None => crate::front::legend(),
    };
    for (mark, meaning) in legend {
        out.extend(row(mark.to_string(), meaning));
    }
    out.push(Line::raw(""));
    if let Some(v) = app.variant() {
        out.push(heading(&format!("Rules: {}", v.name), theme));
        let prose = match view {
            Some(s) => s.panes.rules_text(),
            None => crate::front::rules_text(&v.rules),
        };
        for para in prose {
            out.extend(wrap_words(&para, width).into_iter().map(Line::raw));
            out.push(Line::raw(""));
        }
    }
    out
}

fn heading(text: &str, theme: &Theme) -> Line<'static> {
    Line::from(Span::styled(text.to_string(), theme.style(Role::Title)))
}

/// The help box inside the borders, for a screen of `size`.
fn inner(size: (u16, u16)) -> (u16, u16) {
    (size.0.saturating_sub(2), size.1.saturating_sub(2))
}

/// How far help scrolls on a screen of the app's size: until its last row
/// is the bottom row, and no further.
pub fn max_scroll(app: &App) -> u16 {
    let (width, height) = inner(app.size);
    let rows = lines(app, width).len();
    u16::try_from(rows.saturating_sub(usize::from(height))).unwrap_or(u16::MAX)
}

pub fn render(app: &App, scroll: u16, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    Clear.render(area, buf);
    let block = crate::ui::panels::overlay_block(" Help ", theme);
    let inner = block.inner(area);
    let lines = lines(app, inner.width);
    // A resize may leave the old scroll past the new end.
    let end = lines.len().saturating_sub(usize::from(inner.height));
    let scroll = scroll.min(u16::try_from(end).unwrap_or(u16::MAX));
    Paragraph::new(lines)
        .scroll((scroll, 0))
        .block(block)
        .render(area, buf);
}
