//! Taking connections: each through the gate before a byte of SSH, then
//! its session on a task of its own, cut at the handshake deadline unless
//! it was let in (issue 42, point 3).

use super::{Shared, gate, handler};
use std::sync::Arc;
use std::time::Duration;

/// A channel's window: what a client may send before the server has
/// taken it (russh's default is 2 MiB).
pub(super) const CHANNEL_WINDOW: u32 = 64 * 1024;

/// The largest packet taken.
pub(super) const MAX_PACKET: u32 = 32 * 1024;

/// Takes connections until the runtime ends: each through the gate (or
/// closed at once, before a byte of SSH), then its session on a task.
pub(super) async fn accept(
    listener: tokio::net::TcpListener,
    ssh: Arc<russh::server::Config>,
    shared: Arc<Shared>,
) -> std::convert::Infallible {
    loop {
        let (socket, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of file descriptors, say: the next accept may work.
                shared.log("-", &format!("could not accept a connection: {e}"));
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let ip = peer.ip();
        let pass = match shared.gate.enter(ip) {
            Ok(pass) => Arc::new(pass),
            Err(why) => {
                if shared.gate.worth_telling(ip, std::time::Instant::now()) {
                    shared.log(&ip.to_string(), &format!("{why} (said once a minute)"));
                }
                continue;
            }
        };
        let welcome = {
            let mut rate = (shared.rate.lock()).unwrap_or_else(std::sync::PoisonError::into_inner);
            rate.admit(ip, std::time::Instant::now())
        };
        if !welcome {
            shared.log(
                &ip.to_string(),
                "refused: too many new connections a minute",
            );
        }
        let handler = handler::Client::new(Arc::clone(&shared), welcome, Arc::clone(&pass));
        tokio::spawn(session(
            socket,
            Arc::clone(&ssh),
            handler,
            pass,
            shared.limits.handshake,
        ));
    }
}

/// One connection's SSH session, cut at `deadline` unless it was let in
/// by then: a handshake that never ends holds nothing for long.
async fn session(
    socket: tokio::net::TcpStream,
    ssh: Arc<russh::server::Config>,
    handler: handler::Client,
    pass: Arc<gate::Pass>,
    deadline: Duration,
) {
    // A second handle on the socket, to cut it with: the session owns
    // the first.
    let Ok(socket) = socket.into_std() else {
        return;
    };
    let Ok(cut) = socket.try_clone() else {
        return;
    };
    let Ok(socket) = tokio::net::TcpStream::from_std(socket) else {
        return;
    };
    let running = async move {
        if let Ok(running) = russh::server::run_stream(ssh, socket, handler).await {
            let _ = running.await;
        }
    };
    tokio::pin!(running);
    tokio::select! {
        () = &mut running => return,
        () = tokio::time::sleep(deadline) => {}
    }
    if !pass.is_through() {
        let _ = cut.shutdown(std::net::Shutdown::Both);
    }
    running.await;
}
