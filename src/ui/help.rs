//! Help: the key table, generated from the keymap that handles keys, and
//! the current variant's rules in prose.

use crate::app::{Action, App, Layer, Scope};
use crate::ui::theme::{Role, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

const SECTIONS: &[(Layer, &str)] = &[
    (Layer::Menu, "Menu"),
    (Layer::Play, "Playing"),
    (Layer::Editor, "Arrow editor and move prompt"),
    (Layer::Confirm, "Questions"),
    (Layer::GameOver, "Game over"),
    (Layer::Reader, "Help and history"),
];

pub fn lines(app: &App) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let km = &app.keymap;
    let session = app.session();
    // Outside a game (help from the menu) every game key is listed.
    let offered = |a: Action| session.is_none_or(|s| s.offers(a));
    let mut out = vec![heading("Keys", theme)];
    let row = |keys: String, what: &str| {
        Line::from(vec![
            Span::styled(format!("  {keys:<18}"), theme.style(Role::Title)),
            Span::raw(what.to_string()),
        ])
    };
    out.push(row(
        km.keys_of("abort"),
        "end the program at once (anywhere)",
    ));
    out.push(row(km.keys_of("redraw"), "redraw the screen (anywhere)"));
    for &(layer, title) in SECTIONS {
        out.push(Line::from(Span::styled(
            format!(" {title}"),
            theme.style(Role::Hint),
        )));
        if layer == Layer::Play && app.scope() == Scope::Graph && offered(Action::Tunnel(1)) {
            let tunnels: Vec<String> = (1..=9)
                .map(|n| km.keys_of(&format!("tunnel_{n}")))
                .collect();
            out.push(row(tunnels.join(" "), "walk through that numbered tunnel"));
        }
        if layer == Layer::Editor {
            out.push(row(
                "other keys".into(),
                "type room labels (spaces or commas between)",
            ));
        }
        for b in km.bindings() {
            let everywhere = matches!(b.action, Action::Abort | Action::Redraw);
            let this_game = match b.scope {
                None => true,
                Some(scope) => scope == app.scope() && offered(b.action),
            };
            if everywhere
                || matches!(b.action, Action::Tunnel(_))
                || !b.layers.contains(&layer)
                || !this_game
            {
                continue;
            }
            out.push(row(crate::app::keymap::join_keys(&b.keys), b.description));
        }
    }
    out.push(Line::raw(""));
    out.push(heading("Map key", theme));
    for &(mark, meaning) in crate::ui::legend::ENTRIES {
        out.push(row(mark.to_string(), meaning));
    }
    out.push(Line::raw(""));
    if let Some(v) = app.variant() {
        out.push(heading(&format!("Rules: {}", v.name), theme));
        let prose = match session {
            Some(s) => s.rules_text(),
            None => crate::front::rules_text(&v.rules),
        };
        for para in prose {
            out.push(Line::raw(para));
            out.push(Line::raw(""));
        }
    }
    out
}

fn heading(text: &str, theme: &Theme) -> Line<'static> {
    Line::from(Span::styled(text.to_string(), theme.style(Role::Title)))
}

pub fn line_count(app: &App) -> usize {
    lines(app).len()
}

pub fn render(app: &App, scroll: u16, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    Clear.render(area, buf);
    let block = crate::ui::panels::overlay_block(" Help ", theme);
    Paragraph::new(lines(app))
        .wrap(Wrap { trim: false })
        .scroll((scroll, 0))
        .block(block)
        .render(area, buf);
}
