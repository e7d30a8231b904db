//! The web side's plain requests: the page and its script and style, who
//! is logged in, and registering, logging in and out.
//! Every answer is JSON or the page; every refusal is one line, as SSH's.

use super::Web;
use crate::serve::players::{self, CLAIM_FILE};
use axum::Json;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use std::net::SocketAddr;
use std::sync::Arc;

/// The session cookie's name.
pub const COOKIE: &str = "wumpus";

const PAGE: &str = include_str!("../../../assets/web/index.html");
const SCRIPT: &str = include_str!("../../../assets/web/page.js");
const STYLE: &str = include_str!("../../../assets/web/page.css");

/// Nothing but the page's own script, style and socket: no other host.
const POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
                      connect-src 'self'; img-src 'self'; base-uri 'none'; \
                      form-action 'none'; frame-ancestors 'none'";

fn asset(kind: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CONTENT_SECURITY_POLICY, POLICY),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

pub async fn page() -> Response {
    asset("text/html; charset=utf-8", PAGE)
}

pub async fn script() -> Response {
    asset("text/javascript; charset=utf-8", SCRIPT)
}

pub async fn style() -> Response {
    asset("text/css; charset=utf-8", STYLE)
}

#[derive(Serialize)]
struct Said {
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

fn refused(status: StatusCode, why: impl Into<String>) -> Response {
    let said = Said {
        name: None,
        error: Some(why.into()),
    };
    (status, Json(said)).into_response()
}

/// The session token the request's cookie carries, if any.
pub fn token(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .map(|(_, value)| value)
        .filter(|v| !v.is_empty() && v.len() <= 128)
}

/// Whose session the request carries, while it lasts.
pub fn who(web: &Web, headers: &HeaderMap) -> Option<String> {
    token(headers).and_then(|t| web.accounts.session(t))
}

/// Served over TLS, by this server or as a proxy in front says: cookies
/// are `Secure` then.
fn over_tls(web: &Web, headers: &HeaderMap) -> bool {
    web.tls
        || headers
            .get("x-forwarded-proto")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.eq_ignore_ascii_case("https"))
}

fn cookie(web: &Web, headers: &HeaderMap, value: &str, max_age: u64) -> HeaderValue {
    let secure = if over_tls(web, headers) {
        "; Secure"
    } else {
        ""
    };
    let text =
        format!("{COOKIE}={value}; Path=/; HttpOnly; SameSite=Strict; Max-Age={max_age}{secure}");
    HeaderValue::from_str(&text).unwrap_or_else(|_| HeaderValue::from_static("wumpus=; Max-Age=0"))
}

fn logged_in(web: &Web, headers: &HeaderMap, name: String, token: &str) -> Response {
    let life = crate::serve::accounts::SESSION_LIFE.as_secs();
    let said = Said {
        name: Some(name),
        error: None,
    };
    (
        [(header::SET_COOKIE, cookie(web, headers, token, life))],
        Json(said),
    )
        .into_response()
}

pub async fn me(State(web): State<Arc<Web>>, headers: HeaderMap) -> Response {
    match who(&web, &headers) {
        Some(name) => Json(Said {
            name: Some(name),
            error: None,
        })
        .into_response(),
        None => refused(StatusCode::UNAUTHORIZED, "not logged in"),
    }
}

#[derive(Deserialize)]
pub struct Credentials {
    name: String,
    password: String,
}

/// Why `name` cannot be registered for the web, if it cannot: not a
/// name, the watchers' name, or claimed by an SSH key already.
fn may_register(web: &Web, name: &str) -> Result<(), String> {
    players::check_name(name).map_err(|e| e.to_string())?;
    if name.eq_ignore_ascii_case(crate::serve::watch::WATCHER) {
        return Err(players::Refusal::Reserved(name.to_string()).to_string());
    }
    let dir = web.shared.players.dir(name).map_err(|e| e.to_string())?;
    if dir.join(CLAIM_FILE).exists() {
        return Err(format!(
            "the name {name:?} belongs to an SSH key: connect with it over SSH and give it a web password in Settings"
        ));
    }
    Ok(())
}

pub async fn register(
    State(web): State<Arc<Web>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Json(form): Json<Credentials>,
) -> Response {
    if let Err(why) = web.may_try(peer.ip(), &form.name) {
        return refused(StatusCode::TOO_MANY_REQUESTS, why);
    }
    if let Err(why) = may_register(&web, &form.name) {
        return refused(StatusCode::BAD_REQUEST, why);
    }
    let accounts = Arc::clone(&web.accounts);
    let name = form.name.clone();
    // argon2 takes its time on purpose: on the hashing thread.
    let made = web
        .hasher
        .run(move || {
            accounts.register(&name, &form.password)?;
            accounts.open_session(&name)
        })
        .await
        .unwrap_or_else(|| Err("the server could not register you now".into()));
    match made {
        Ok(token) => {
            // The player's directory, as an SSH player's first key makes it.
            if let Ok(dir) = web.shared.players.dir(&form.name) {
                let _ = std::fs::create_dir_all(dir);
            }
            web.shared.log(&form.name, "registered on the web");
            logged_in(&web, &headers, form.name, &token)
        }
        Err(why) => refused(StatusCode::BAD_REQUEST, why),
    }
}

pub async fn login(
    State(web): State<Arc<Web>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Json(form): Json<Credentials>,
) -> Response {
    if let Err(why) = web.may_try(peer.ip(), &form.name) {
        web.shared
            .log(&form.name, &format!("web login refused: {why}"));
        return refused(StatusCode::TOO_MANY_REQUESTS, why);
    }
    let accounts = Arc::clone(&web.accounts);
    let checked = web
        .hasher
        .run(move || {
            let name = accounts.check(&form.name, &form.password)?;
            let token = accounts.open_session(&name)?;
            Ok::<_, String>((name, token))
        })
        .await
        .unwrap_or_else(|| Err("the server could not log you in now".into()));
    match checked {
        Ok((name, token)) => logged_in(&web, &headers, name, &token),
        Err(why) => refused(StatusCode::UNAUTHORIZED, why),
    }
}

/// Logs out everywhere: every session of the name ends, this one too.
pub async fn logout(State(web): State<Arc<Web>>, headers: HeaderMap) -> Response {
    if let Some(name) = who(&web, &headers) {
        let _ = web.accounts.close_sessions(&name);
    }
    (
        [(header::SET_COOKIE, cookie(&web, &headers, "", 0))],
        Json(Said {
            name: None,
            error: None,
        }),
    )
        .into_response()
}
