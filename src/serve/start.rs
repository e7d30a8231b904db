//! The server's start and stop: the data dir, the host key, the account
//! store and the tables made ready, the SSH and web listeners bound before
//! the first line says where they are, and on Ctrl-C or SIGTERM every game
//! saved before the process goes.

use super::{Options, Shared, TABLES_DIR, accounts, gate, hostkey, listen, players, rate, web};
use crate::config::Config;
use crate::record::DataDir;
use russh::keys::ssh_key::PublicKey;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

/// Runs the server until it is stopped (Ctrl-C). Errors are one line.
pub fn run(config: &Config, options: &Options) -> Result<(), String> {
    let keymap = crate::front::keymap().with_overrides(&config.keys)?;
    std::fs::create_dir_all(&options.data)
        .map_err(|e| format!("{}: {e}", options.data.display()))?;
    let key_path = options
        .host_key
        .clone()
        .unwrap_or_else(|| options.data.join("host_ed25519"));
    let host_key = hostkey::load_or_make(&key_path)?;
    let allowed = match &options.keys {
        Some(path) => Some(authorized_keys(path)?),
        None => None,
    };
    let accounts = Arc::new(accounts::Accounts::open(
        &options.data.join(accounts::FILE),
    )?);
    // An older server's key claims, each taken into the store once.
    let taken = accounts.take_claims(&options.data.join("players"))?;
    if taken > 0 {
        // On the log (stderr): the first line out is where it listens.
        eprintln!(
            "wumpus serve: {taken} SSH key claims taken into {}",
            accounts::FILE
        );
    }
    let shared = Arc::new(Shared {
        accounts: Arc::clone(&accounts),
        players: Arc::new(players::Players::new(&options.data.join("players"))),
        config: config.clone(),
        keymap,
        allowed,
        open: AtomicUsize::new(0),
        limits: options.limits,
        seed: options.seed,
        playing: AtomicUsize::new(0),
        stopping: AtomicBool::new(false),
        rate: std::sync::Mutex::new(rate::Rate::new(options.limits.per_address_per_minute)),
        gate: gate::Gate::new(
            options.limits.per_address_open,
            options.limits.max_handshakes,
        ),
        live: Arc::default(),
        tables: Arc::default(),
        table_files: crate::front::files(
            DataDir::at(options.data.join(TABLES_DIR)),
            config.dump_on_game_over,
        ),
    });
    shared
        .tables
        .restore(&shared.table_files, options.limits, |why| {
            shared.log("tables", why)
        });
    // Bound before the first line, which says the server is up.
    let bind = |addr: SocketAddr| {
        std::net::TcpListener::bind(addr)
            .and_then(|l| l.set_nonblocking(true).map(|()| l))
            .map_err(|e| format!("{addr}: {e}"))
    };
    let listener = options.ssh.then(|| bind(options.listen)).transpose()?;
    let web_listener = options.web.map(bind).transpose()?;
    // A certificate that cannot be read stops the start, naming its file.
    let tls = options.tls.clone();
    let acceptor = (tls.as_ref())
        .map(|(cert, key)| web::tls::Certs::load(cert, key))
        .transpose()?;
    if listener.is_some() {
        println!("wumpus serve: listening on {}", options.listen);
        println!(
            "host key {} ({})",
            hostkey::fingerprint(&host_key),
            key_path.display()
        );
        println!(
            "join with: ssh -p {} NAME@{}",
            options.listen.port(),
            shown_host(options.listen)
        );
    }
    if let Some(addr) = options.web {
        println!(
            "wumpus serve: the web page is at {}://{}:{}/",
            if options.tls.is_some() {
                "https"
            } else {
                "http"
            },
            shown_host(addr),
            addr.port()
        );
    }
    let ssh = russh::server::Config {
        keys: vec![host_key],
        // Keyboard-interactive lets no one in: it tells a refused client why.
        methods: russh::MethodSet::from(
            &[
                russh::MethodKind::PublicKey,
                russh::MethodKind::KeyboardInteractive,
            ][..],
        ),
        auth_rejection_time: Duration::from_millis(500),
        auth_rejection_time_initial: Some(Duration::ZERO),
        inactivity_timeout: Some(options.limits.idle),
        nodelay: true,
        // What one connection may have in flight is bounded: a client
        // sends at most this much before the server takes it.
        window_size: listen::CHANNEL_WINDOW,
        maximum_packet_size: listen::MAX_PACKET,
        ..Default::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("could not start the server's runtime: {e}"))?;
    let listen = options.listen;
    runtime.block_on(async move {
        let mut terminate =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
                .map_err(|e| format!("could not watch for SIGTERM: {e}"))?;
        let ssh_side = async {
            match listener {
                Some(listener) => {
                    let listener = tokio::net::TcpListener::from_std(listener)
                        .map_err(|e| format!("{listen}: {e}"))?;
                    match listen::accept(listener, Arc::new(ssh), Arc::clone(&shared)).await {}
                }
                None => std::future::pending::<Result<(), String>>().await,
            }
        };
        let web_side = async {
            match web_listener {
                Some(listener) => {
                    let listener = tokio::net::TcpListener::from_std(listener)
                        .map_err(|e| format!("the web listener: {e}"))?;
                    let tls = tls.is_some();
                    let web = Arc::new(web::Web::new(
                        Arc::clone(&shared),
                        Arc::clone(&accounts),
                        tls,
                    ));
                    let served = match acceptor {
                        Some(acceptor) => {
                            let handshake = shared.limits.handshake;
                            let log = {
                                let shared = Arc::clone(&shared);
                                move |what: &str| shared.log("tls", what)
                            };
                            let listener =
                                web::tls::Listener::new(listener, acceptor, handshake, log)
                                    .map_err(|e| format!("the web listener: {e}"))?;
                            web::serve(listener, web).await
                        }
                        None => web::serve(listener, web).await,
                    };
                    served.map_err(|e| format!("the web listener: {e}"))
                }
                None => std::future::pending::<Result<(), String>>().await,
            }
        };
        let running = async {
            tokio::select! {
                ended = ssh_side => ended,
                ended = web_side => ended,
            }
        };
        tokio::pin!(running);
        tokio::select! {
            ended = &mut running => return ended,
            _ = tokio::signal::ctrl_c() => {}
            _ = terminate.recv() => {}
        }
        // The server goes on serving while the games save and say so:
        // dropping it would cut every connection first.
        tokio::select! {
            ended = &mut running => ended,
            () = stop(&shared) => Ok(()),
        }
    })
}

/// An address as someone connecting would type it.
fn shown_host(addr: SocketAddr) -> String {
    match addr.ip() {
        ip if ip.is_unspecified() => "this-host".to_string(),
        ip => ip.to_string(),
    }
}

/// Every game saves, tells its player and ends; then the server goes.
/// Bounded: a game that does not end in time keeps the autosave it
/// already has.
async fn stop(shared: &Shared) {
    println!("wumpus serve: stopping; saving every game");
    shared.stopping.store(true, Ordering::SeqCst);
    shared.tables.stop();
    let deadline = tokio::time::Instant::now() + STOP_WAIT;
    while shared.playing.load(Ordering::SeqCst) > 0 && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // The last frames and the goodbye line reach the clients.
    tokio::time::sleep(Duration::from_millis(300)).await;
}

/// How long a stop waits for the games to save.
const STOP_WAIT: Duration = Duration::from_secs(5);

/// The keys of an authorized_keys file, as OpenSSH text without comments.
/// A line that holds no key is an error with its line number.
fn authorized_keys(path: &Path) -> Result<Vec<String>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut keys = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        // Options may come first: the key starts at its type.
        let key = line
            .split_whitespace()
            .position(|w| w.starts_with("ssh-") || w.starts_with("ecdsa-") || w.starts_with("sk-"))
            .map(|at| {
                line.split_whitespace()
                    .skip(at)
                    .collect::<Vec<_>>()
                    .join(" ")
            });
        let parsed = key.as_deref().map(PublicKey::from_openssh);
        match parsed {
            Some(Ok(k)) => {
                let bare = PublicKey::new(k.key_data().clone(), "")
                    .to_openssh()
                    .map_err(|e| format!("{}:{}: {e}", path.display(), i + 1))?;
                keys.push(bare);
            }
            Some(Err(e)) => {
                return Err(format!(
                    "{}:{}: not a public key: {e}",
                    path.display(),
                    i + 1
                ));
            }
            None => {
                return Err(format!(
                    "{}:{}: no public key on this line",
                    path.display(),
                    i + 1
                ));
            }
        }
    }
    Ok(keys)
}
