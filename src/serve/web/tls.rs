//! `--tls-cert/--tls-key`: the page served over TLS by the server itself
//! (rustls, with ring), for a host with no proxy in front. Each handshake
//! runs on a task of its own, bounded by the server's handshake time, so
//! a client that stalls one holds up no one else; the finished streams
//! are what axum's listener accepts.

use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, PrivateKeyDer};
use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
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

/// Connections whose handshake is done.
pub struct Listener {
    done: mpsc::Receiver<(TlsStream<TcpStream>, SocketAddr)>,
    local: SocketAddr,
}

impl Listener {
    /// Accepts on `tcp`, shaking hands with `acceptor`, each within
    /// `handshake`.
    pub fn new(
        tcp: TcpListener,
        acceptor: TlsAcceptor,
        handshake: Duration,
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
                let (acceptor, to) = (acceptor.clone(), to.clone());
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
