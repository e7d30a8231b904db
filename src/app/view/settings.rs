//! The settings screen: the settings with their values, a line saying
//! where the last change was saved (or why it was not), and every key
//! binding with where it came from. The customise form is `form`.

mod form;

use crate::app::App;
use crate::app::settings::{ROWS, SettingsView};
use crate::ui::fit;
use crate::ui::panels::{Lines, Panel};
use crate::ui::panels::{Status, hint_bar, panel, status_title};
use crate::ui::theme::{Role, Theme};
use crate::ui::wrap::wrap_words;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

pub fn render(app: &App, view: &SettingsView, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let name = match &view.form {
        Some(f) => format!("customise {}", f.draft.from),
        None => "settings".to_string(),
    };
    let title = status_title(
        &Status {
            program: "Hunt the Wumpus",
            name: &name,
            seed: None,
            right: "",
            flag: None,
        },
        theme,
        area.width,
    );
    let outer = Panel::new(title, theme.style(Role::Muted));
    let inner = outer.inner(area);
    outer.render(area, buf);
    let [body, hints] = Layout::vertical([Constraint::Fill(1), Constraint::Length(1)]).areas(inner);
    match &view.form {
        Some(f) => form::render(app, f, body, buf),
        None => render_list(app, view, body, buf),
    }
    hint_bar(&app.hints(), theme, hints, buf);
}

fn render_list(app: &App, view: &SettingsView, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let width = usize::from(area.width.saturating_sub(2)).max(10);
    let message = message_lines(app, view, width);
    let [list_area, message_area, keys_area] = Layout::vertical([
        Constraint::Length(app.setting_rows().len() as u16 + 2),
        Constraint::Length(message.len() as u16),
        Constraint::Fill(1),
    ])
    .areas(area);
    let block = panel("Settings", theme);
    let list_inner = block.inner(list_area);
    block.render(list_area, buf);
    Lines::new(setting_lines(app, view, list_inner.width.into())).render(list_inner, buf);
    Lines::new(message).render(message_area.inner(ratatui::layout::Margin::new(1, 0)), buf);
    let block = panel("Keys (change them in [keys] of the config file)", theme);
    let keys_inner = block.inner(keys_area);
    block.render(keys_area, buf);
    Lines::new(key_lines(app, view, keys_inner)).render(keys_inner, buf);
}

/// Each setting's value, and what it takes or does.
fn setting_values(app: &App, view: &SettingsView) -> Vec<(String, &'static str)> {
    let p = &app.prefs;
    let on = |b: bool| if b { "on" } else { "off" }.to_string();
    let variant = (app.variants.get(view.variant)).map_or(String::new(), |v| v.name.clone());
    let mut values: Vec<(String, &str)> = vec![
        (p.theme.to_string(), "dark | light | mono; applies at once"),
        (on(p.hints), "the danger odds in play (h toggles them)"),
        (on(p.mouse), "click rooms, wheel scrolls; off: select text"),
        (
            on(p.dump_on_game_over),
            "a text dump of every game that ends",
        ),
        (variant, "Enter: edit its knobs; ←→ another"),
    ];
    if let Some([password, key]) = app.ways_in_values() {
        values.push((password, "Enter: a password to log in on the web page"));
        values.push((key, "Enter: a public key to come in over SSH"));
    }
    values
}

/// Each setting: its name, its value, and what it takes or does (cut to
/// the width; the chosen one is said whole under the list).
fn setting_lines(app: &App, view: &SettingsView, width: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let values = setting_values(app, view);
    let rows = app.setting_rows();
    let name_w = rows.iter().map(|r| fit::width(r)).max().unwrap_or(0) + 2;
    let widest = values
        .iter()
        .map(|(v, _)| fit::width(v) + 4)
        .max()
        .unwrap_or(0);
    let value_w = widest.clamp(9, 20).min(width.saturating_sub(name_w + 4));
    let typed_at = view
        .typing
        .as_ref()
        .map(|t| (ROWS.len() + usize::from(!t.password), t));
    rows.iter()
        .zip(values)
        .enumerate()
        .map(|(i, (row, (value, about)))| {
            let chosen = i == view.cursor;
            let marker = if chosen { "› " } else { "  " };
            let value = match typed_at {
                Some((at, typing)) if at == i => {
                    format!("{}▏", typing.shown(value_w.saturating_sub(1)))
                }
                _ => shorten(&format!("‹ {value} ›"), value_w),
            };
            let rest = width.saturating_sub(2 + name_w + value_w + 1);
            Line::from(vec![
                Span::styled(
                    format!("{marker}{row:<name_w$}"),
                    theme.style(if chosen { Role::Selected } else { Role::Title }),
                ),
                Span::styled(
                    format!("{value:<value_w$} "),
                    theme.style(if chosen { Role::Selected } else { Role::Normal }),
                ),
                Span::styled(shorten(about, rest), theme.style(Role::Muted)),
            ])
        })
        .collect()
}

/// The last change's news; else the chosen setting whole, and where
/// changes go.
fn message_lines(app: &App, view: &SettingsView, width: usize) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let rows = app.setting_rows();
    if view.message.is_none()
        && view.typing.is_none()
        && let (Some(row), Some((value, about))) = (
            rows.get(view.cursor),
            setting_values(app, view).get(view.cursor),
        )
    {
        let text = format!("{row}: {value} · {about}.");
        lines.extend(
            wrap_words(&text, width)
                .into_iter()
                .take(2)
                .map(|l| Line::from(Span::styled(l, app.theme.style(Role::Hint)))),
        );
    }
    let (text, role) = match (&view.message, &app.prefs.target) {
        (Some(m), _) => (
            m.text.clone(),
            if m.ok { Role::Good } else { Role::Warning },
        ),
        (None, Some(t)) => (
            format!("Each change is saved to {} (comments kept).", t.shown),
            Role::Muted,
        ),
        (None, None) => (
            "No config file to save to: changes last this session.".into(),
            Role::Warning,
        ),
    };
    lines.extend(
        wrap_words(&text, width)
            .into_iter()
            .take(3)
            .map(|l| Line::from(Span::styled(l, app.theme.style(role)))),
    );
    lines
}

/// The key rows that fit, scrolled to keep the cursor's row in view.
fn key_lines(app: &App, view: &SettingsView, area: Rect) -> Vec<Line<'static>> {
    let theme: &Theme = &app.theme;
    let rows = app.key_rows();
    let width = usize::from(area.width);
    let name_w = rows
        .iter()
        .map(|r| fit::width(r.name))
        .max()
        .unwrap_or(0)
        .min(18)
        + 1;
    let keys_w = rows
        .iter()
        .map(|r| fit::width(&r.keys))
        .max()
        .unwrap_or(0)
        .min(16)
        + 1;
    let origin_w = rows
        .iter()
        .map(|r| fit::width(&r.origin))
        .max()
        .unwrap_or(0)
        .min(24)
        + 1;
    let height = usize::from(area.height).max(1);
    let at = view.cursor.checked_sub(app.setting_rows().len());
    let skip = at.map_or(0, |i| (i + 1).saturating_sub(height));
    rows.iter()
        .enumerate()
        .skip(skip)
        .take(height)
        .map(|(i, r)| {
            let chosen = at == Some(i);
            let role = if chosen { Role::Selected } else { Role::Normal };
            let set = r.origin != "built in";
            let rest = width.saturating_sub(name_w + keys_w + origin_w + 1);
            Line::from(vec![
                Span::styled(
                    format!(" {:<name_w$}", shorten(r.name, name_w - 1)),
                    theme.style(if chosen { Role::Selected } else { Role::Title }),
                ),
                Span::styled(
                    format!("{:<keys_w$}", shorten(&r.keys, keys_w - 1)),
                    theme.style(role),
                ),
                Span::styled(
                    format!("{:<origin_w$}", shorten(&r.origin, origin_w - 1)),
                    theme.style(if set { Role::Hint } else { Role::Muted }),
                ),
                Span::styled(shorten(r.description, rest), theme.style(Role::Muted)),
            ])
        })
        .collect()
}

/// `text` in `cells`, shortened with "…" where it does not fit; a number
/// never stands against the "…" (it would read as cut short: "3 to 8…").
pub(super) fn shorten(text: &str, cells: usize) -> String {
    let short = fit::shorten(text, cells);
    let Some(head) = short.strip_suffix('…') else {
        return short;
    };
    if !head.ends_with(|c: char| c.is_ascii_digit()) {
        return short;
    }
    let head = head
        .trim_end_matches(|c: char| c.is_ascii_digit())
        .trim_end();
    format!("{head}…")
}

/// The menu's Settings entry, below the variants.
pub fn menu_entry(app: &App, width: usize) -> Vec<Line<'static>> {
    let chosen = app.on_settings_entry();
    let (marker, role) = if chosen {
        ("› ", Role::Selected)
    } else {
        ("  ", Role::Title)
    };
    let keys = app.keymap.keys_of("settings");
    vec![
        Line::raw(""),
        Line::from(Span::styled(
            shorten(&format!("{marker}Settings ({keys})"), width),
            app.theme.style(role),
        )),
    ]
}

/// The details pane while the menu's Settings entry is chosen; false
/// when it is not.
pub fn menu_details(app: &App, area: Rect, buf: &mut Buffer) -> bool {
    if !app.on_settings_entry() {
        return false;
    }
    let theme = &app.theme;
    let block = panel("Details: Settings", theme);
    let inner = block.inner(area);
    block.render(area, buf);
    let customise = app.keymap.keys_of("customise");
    let saved = match &app.prefs.target {
        Some(t) => format!(
            "Changes are saved at once to {}, your comments kept.",
            t.shown
        ),
        None => "There is no config file to save to: changes last this session.".into(),
    };
    let text = [
        "Theme, danger odds (hints), mouse and game dumps, each saved when you change it; every key binding and where it was set; and a form to customise a variant's knobs and save it as a new one.".to_string(),
        String::new(),
        saved,
        String::new(),
        format!("In the list, {customise} customises the highlighted variant."),
    ];
    let width = usize::from(inner.width).max(10);
    let lines: Vec<Line<'static>> = text
        .iter()
        .flat_map(|t| {
            if t.is_empty() {
                vec![String::new()]
            } else {
                wrap_words(t, width)
            }
        })
        .map(|l| Line::from(Span::styled(l, theme.style(Role::Normal))))
        .collect();
    Lines::new(lines).render(inner, buf);
    true
}
