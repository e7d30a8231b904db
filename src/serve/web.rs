//! `wumpus serve --web`: the same server from a web page (docs/server.md,
//! "In a browser"). One page, shipped in the binary, shows the very
//! screens SSH players get: the app runs on the server as for an SSH
//! connection (`game_thread`), drawn into `cells::Cells` instead of a
//! terminal, and the page is sent what changed. Its keys come back as the
//! bytes a terminal would send, so they take the SSH path's input too.
//! Players log in with a name and password (`accounts`); the names are
//! the ones SSH keys claim.

mod cells;
mod hasher;
mod http;
mod lists;
mod socket;
pub(super) mod tls;
mod watching;

use super::Shared;
use super::accounts::Accounts;
use super::rate::Rate;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

/// A request's body, at most (a name and a password).
const BODY_MAX: usize = 4096;

/// What the web side keeps beside the server's shared state.
pub(super) struct Web {
    pub shared: Arc<Shared>,
    pub accounts: Arc<Accounts>,
    by_address: Mutex<Rate<IpAddr>>,
    by_name: Mutex<Rate<String>>,
    /// Where passwords are hashed and checked, one at a time.
    pub hasher: hasher::Hasher,
    /// The page is served over TLS by the server itself.
    pub tls: bool,
}

impl Web {
    pub fn new(shared: Arc<Shared>, accounts: Arc<Accounts>, tls: bool) -> Web {
        let tries = shared.limits.login_tries_per_minute;
        Web {
            shared,
            accounts,
            by_address: Mutex::new(Rate::new(tries)),
            by_name: Mutex::new(Rate::new(tries)),
            hasher: hasher::Hasher::start(),
            tls,
        }
    }

    /// Whether a login or registration from `ip` for `name` is within the
    /// allowances; if not, why, in the words SSH's refusals use.
    fn may_try(&self, ip: IpAddr, name: &str) -> Result<(), String> {
        let now = Instant::now();
        let by_address = (self.by_address.lock())
            .unwrap_or_else(PoisonError::into_inner)
            .admit(ip, now);
        if !by_address {
            return Err("too many tries from your address; wait a minute".into());
        }
        let by_name = (self.by_name.lock())
            .unwrap_or_else(PoisonError::into_inner)
            .admit(name.to_ascii_lowercase(), now);
        if !by_name {
            return Err("too many tries for that name; wait a minute".into());
        }
        Ok(())
    }
}

/// Serves the page and its sockets on `listener` (TCP, or TLS over it)
/// until the runtime ends.
pub(super) async fn serve<L>(listener: L, web: Arc<Web>) -> std::io::Result<()>
where
    L: axum::serve::Listener<Addr = SocketAddr>,
{
    let app = Router::new()
        .route("/", get(http::page))
        // The links: the same page, which reads its address.
        .route("/watch/{name}", get(http::page))
        .route("/table/{id}", get(http::page))
        .route("/scores", get(http::page))
        .route("/scores/{name}", get(http::page))
        .route("/replay/{id}", get(http::page))
        .route("/page.js", get(http::script))
        .route("/page.css", get(http::style))
        .route("/api/me", get(http::me))
        .route("/api/games", get(lists::games))
        .route("/api/lobby", get(lists::lobby))
        .route("/api/scores", get(lists::scores))
        .route("/api/scores/{name}", get(lists::scores_of))
        .route("/api/register", post(http::register))
        .route("/api/login", post(http::login))
        .route("/api/logout", post(http::logout))
        .route("/socket", get(socket::upgrade))
        .layer(DefaultBodyLimit::max(BODY_MAX))
        .with_state(web);
    // Tapped (a no-op): axum knows the peer's address of any tapped listener.
    use axum::serve::ListenerExt as _;
    axum::serve(
        listener.tap_io(|_| {}),
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .await
}
