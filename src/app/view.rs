//! The screens that read the app: the whole frame is the screen
//! underneath, then any modal layer on top, or the too-small notice
//! instead of everything. The widgets they draw with know no `App`
//! (`crate::ui`); what a game draws is its front's.

pub mod dialog;
pub mod help;
pub mod history;
pub mod lobby;
pub mod menu;
pub mod play;
pub mod replay;
pub mod resume;
pub mod scores;
pub mod settings;

use super::{App, MIN_HEIGHT, MIN_WIDTH, Overlay, Screen, Setup};
use crate::ui::panels::Panel;
use crate::ui::theme::Role;
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use ratatui::widgets::{Paragraph, Wrap};

pub fn render(app: &App, frame: &mut Frame) {
    // Only what this frame draws can be clicked.
    *app.pointer.hits.borrow_mut() = Default::default();
    let area = frame.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let text = too_small_text(area.width, area.height);
        let [_, middle, _] = Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(4),
            Constraint::Fill(1),
        ])
        .areas(area);
        let mut lines = vec![Line::from(Span::styled(
            text,
            app.theme.style(Role::Danger),
        ))];
        let asked = match &app.overlay {
            Some(Overlay::Confirm(question)) => Some(dialog::question(question)),
            Some(Overlay::Leave) => Some(dialog::LEAVE.to_string()),
            _ => None,
        };
        if let Some(question) = asked {
            lines.push(Line::from(Span::styled(
                question,
                app.theme.style(Role::Warning),
            )));
        }
        let keys: Vec<String> = app
            .hints()
            .into_iter()
            .map(|(keys, word)| format!("{keys} {word}"))
            .collect();
        lines.push(Line::from(Span::styled(
            keys.join(" · "),
            app.theme.style(Role::Muted),
        )));
        frame.render_widget(
            Paragraph::new(lines).centered().wrap(Wrap { trim: true }),
            middle,
        );
        return;
    }
    // Help and the history fill the whole screen: what is under them is
    // not drawn at all.
    let covered = matches!(
        app.overlay,
        Some(Overlay::Help { .. } | Overlay::History { .. })
    );
    match &app.screen {
        _ if covered => {}
        Screen::Menu => menu::render(app, area, frame.buffer_mut()),
        Screen::Setup(setup) => render_setup(app, setup, area, frame.buffer_mut()),
        Screen::Play(session) => {
            let view = session.view();
            match &view.curtain {
                Some(name) => {
                    crate::ui::curtain::render(name, &app.theme, area, frame.buffer_mut())
                }
                None => play::render(app, &view, area, frame.buffer_mut()),
            }
        }
        Screen::Scores(view) => scores::render(app, view, area, frame.buffer_mut()),
        Screen::Replay(replay) => replay::render(app, replay, area, frame.buffer_mut()),
        Screen::Settings(view) => settings::render(app, view, area, frame.buffer_mut()),
        Screen::Lobby(view) => lobby::render(app, view, area, frame.buffer_mut()),
    }
    match &app.overlay {
        None => {}
        Some(Overlay::Help { scroll }) => help::render(app, *scroll, area, frame.buffer_mut()),
        Some(Overlay::History { back }) => history::render(app, *back, area, frame.buffer_mut()),
        Some(Overlay::Confirm(question)) => dialog::render(app, question, area, frame.buffer_mut()),
        Some(Overlay::Leave) => dialog::render_leave(app, area, frame.buffer_mut()),
    }
}

/// The setup screen: the variant's form and the keys.
fn render_setup(app: &App, setup: &Setup, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let name = app.variant().map_or(String::new(), |v| v.name.clone());
    let title = crate::ui::panels::status_title(
        &crate::ui::panels::Status {
            program: "Hunt the Wumpus",
            name: &format!("{name} · setup"),
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
    crate::ui::form::render(&setup.form, &setup.notes, theme, body, buf);
    crate::ui::panels::hint_bar(&app.hints(), theme, hints, buf);
}

pub fn too_small_text(width: u16, height: u16) -> String {
    format!("Terminal too small: need {MIN_WIDTH}x{MIN_HEIGHT}, have {width}x{height}")
}
