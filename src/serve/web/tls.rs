//! `--tls-cert/--tls-key`: the page served over TLS by the server itself
//! (rustls, with ring), for a host with no proxy in front. Each handshake
//! runs on a task of its own, bounded by the server's handshake time, so
//! a client that stalls one holds up no one else; the finished streams
//! are what axum's listener accepts. A renewed certificate is read again
//! by itself (`Certs`): a certbot renewal needs no restart, and no game
//! is cut off for one.

use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, PrivateKeyDer};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::ServerConfig;
use tokio_rustls::server::TlsStream;

/// The certificate chain and key in PEM files, made ready to serve;
/// refused with the file and why.
pub fn acceptor(cert: &Path, key: &Path) -> Result<TlsAcceptor, String> {
    let chain: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(cert)
        .and_then(Iterator::collect)
        .map_err(|e| format!("{}: {e}", cert.display()))?;
    if chain.is_empty() {
        return Err(format!("{}: no certificate in it", cert.display()));
    }
    let key = PrivateKeyDer::from_pem_file(key).map_err(|e| format!("{}: {e}", key.display()))?;
    // ring, as russh uses: rustls would rather aws-lc-rs (post-quantum key
    // exchange), a second crypto library with a C and cmake build.
    #[allow(deprecated)]
    let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
    let mut config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .and_then(|b| b.with_no_client_auth().with_single_cert(chain, key))
        .map_err(|e| format!("the certificate and key: {e}"))?;
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(TlsAcceptor::from(Arc::new(config)))
}

/// How often the certificate's files are looked at for a renewal, at
/// most: a handshake costs far more than two `stat`s, but a flood of them
/// need not make more.
const LOOK_EVERY: Duration = Duration::from_secs(10);

/// The certificate and key files and what was made of them, made again
/// when either file changes. A renewal that cannot be read (a key half
/// written, say) keeps the one served until then, and says why once.
pub struct Certs {
    cert: PathBuf,
    key: PathBuf,
    acceptor: TlsAcceptor,
    /// The files' modification times when last read.
    stamp: (Option<SystemTime>, Option<SystemTime>),
    looked: Instant,
    /// The stamp a refused renewal had, so it is said once.
    refused: Option<(Option<SystemTime>, Option<SystemTime>)>,
}

impl Certs {
    /// The files read now; refused with the file and why.
    pub fn load(cert: &Path, key: &Path) -> Result<Certs, String> {
        let stamp = stamp(cert, key);
        Ok(Certs {
            acceptor: acceptor(cert, key)?,
            cert: cert.to_path_buf(),
            key: key.to_path_buf(),
            stamp,
            looked: Instant::now(),
            refused: None,
        })
    }

    /// The acceptor for the next handshake at `now`: the files read again
    /// if they changed since. A renewal refused comes back as the second
    /// part, once, for the log.
    pub fn current(&mut self, now: Instant) -> (TlsAcceptor, Option<String>) {
        let mut said = None;
        if now.saturating_duration_since(self.looked) >= LOOK_EVERY {
            self.looked = now;
            let stamp = stamp(&self.cert, &self.key);
            if stamp != self.stamp && self.refused != Some(stamp) {
                match acceptor(&self.cert, &self.key) {
                    Ok(renewed) => {
                        self.acceptor = renewed;
                        self.stamp = stamp;
                        self.refused = None;
                        said = Some(format!(
                            "the renewed certificate {} is served from now on",
                            self.cert.display()
                        ));
                    }
                    Err(why) => {
                        self.refused = Some(stamp);
                        said = Some(format!(
                            "a renewed certificate is not used, the old one goes on: {why}"
                        ));
                    }
                }
            }
        }
        (self.acceptor.clone(), said)
    }
}

/// When the two files were last changed (`None`: not readable now).
fn stamp(cert: &Path, key: &Path) -> (Option<SystemTime>, Option<SystemTime>) {
    let changed = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    (changed(cert), changed(key))
}

/// Connections whose handshake is done.
pub struct Listener {
    done: mpsc::Receiver<(TlsStream<TcpStream>, SocketAddr)>,
    local: SocketAddr,
}

impl Listener {
    /// Accepts on `tcp`, shaking hands with `certs` as they are at each
    /// connection, each within `handshake`; `log` hears of a renewal.
    pub fn new(
        tcp: TcpListener,
        mut certs: Certs,
        handshake: Duration,
        log: impl Fn(&str) + Send + 'static,
    ) -> std::io::Result<Listener> {
        let local = tcp.local_addr()?;
        let (to, done) = mpsc::channel(64);
        tokio::spawn(async move {
            loop {
                let Ok((stream, peer)) = tcp.accept().await else {
                    // Out of descriptors, say: a breath, then on.
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                };
                let (acceptor, said) = certs.current(Instant::now());
                if let Some(said) = said {
                    log(&said);
                }
                let to = to.clone();
                tokio::spawn(async move {
                    if let Ok(Ok(tls)) =
                        tokio::time::timeout(handshake, acceptor.accept(stream)).await
                    {
                        let _ = to.send((tls, peer)).await;
                    }
                });
            }
        });
        Ok(Listener { done, local })
    }
}

impl axum::serve::Listener for Listener {
    type Io = TlsStream<TcpStream>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        match self.done.recv().await {
            Some(done) => done,
            // The accepting task is gone only with the runtime.
            None => std::future::pending().await,
        }
    }

    fn local_addr(&self) -> std::io::Result<Self::Addr> {
        Ok(self.local)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio_rustls::rustls;

    /// A self-signed certificate for `name` written to `dir`, as a
    /// renewal writes one, the files' times set to `at`: its DER.
    fn write(dir: &Path, name: &str, at: SystemTime) -> CertificateDer<'static> {
        let made = rcgen::generate_simple_self_signed(vec![name.to_string()]).expect("a cert");
        let (cert, key) = (dir.join("cert.pem"), dir.join("key.pem"));
        std::fs::write(&cert, made.cert.pem()).expect("written");
        std::fs::write(&key, made.signing_key.serialize_pem()).expect("written");
        for path in [&cert, &key] {
            touch(path, at);
        }
        made.cert.der().clone()
    }

    fn touch(path: &Path, at: SystemTime) {
        let file = std::fs::File::options()
            .write(true)
            .open(path)
            .expect("open");
        file.set_modified(at).expect("a time");
    }

    /// Whether a client that trusts only `root` for `name` completes a
    /// handshake with `acceptor`.
    fn trusted(acceptor: &TlsAcceptor, root: &CertificateDer<'static>, name: &str) -> bool {
        let mut roots = rustls::RootCertStore::empty();
        roots.add(root.clone()).expect("the root");
        #[allow(deprecated)]
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let config = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .expect("versions")
            .with_root_certificates(roots)
            .with_no_client_auth();
        let connector = tokio_rustls::TlsConnector::from(Arc::new(config));
        let name = rustls::pki_types::ServerName::try_from(name.to_string()).expect("a name");
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .expect("a runtime");
        runtime.block_on(async {
            let (client, server) = tokio::io::duplex(1 << 16);
            let server = acceptor.accept(server);
            let client = connector.connect(name, client);
            let (server, client) = tokio::join!(server, client);
            server.is_ok() && client.is_ok()
        })
    }

    #[test]
    fn a_renewed_certificate_is_served_without_a_restart_and_a_broken_one_is_not() {
        let dir = tempfile::tempdir().expect("temp dir");
        let (cert, key) = (dir.path().join("cert.pem"), dir.path().join("key.pem"));
        let then = SystemTime::now() - Duration::from_secs(3600);
        let old = write(dir.path(), "old.example", then);
        let mut certs = Certs::load(&cert, &key).expect("loaded");
        let start = Instant::now();
        let (first, said) = certs.current(start);
        assert_eq!(said, None);
        assert!(trusted(&first, &old, "old.example"));

        let new = write(dir.path(), "new.example", then + Duration::from_secs(60));
        let (soon, said) = certs.current(start + Duration::from_secs(1));
        assert_eq!(said, None);
        assert!(trusted(&soon, &old, "old.example"), "not looked at yet");
        let (later, said) = certs.current(start + LOOK_EVERY);
        assert!(said.is_some_and(|s| s.contains("renewed certificate")));
        assert!(
            trusted(&later, &new, "new.example"),
            "the renewal is served"
        );
        assert!(!trusted(&later, &old, "old.example"), "the old one no more");

        std::fs::write(&key, "not a key").expect("written");
        touch(&key, then + Duration::from_secs(120));
        let (kept, said) = certs.current(start + 2 * LOOK_EVERY);
        assert!(
            trusted(&kept, &new, "new.example"),
            "the last good one goes on"
        );
        let said = said.expect("the refusal is said");
        assert!(said.contains("key.pem"), "{said}");
        let (_, again) = certs.current(start + 3 * LOOK_EVERY);
        assert_eq!(again, None, "said once");
    }
}
