//! A player's ways in, as their settings screen sets them (`WaysIn`): a
//! web password kept in the accounts' store, an SSH key claimed as the
//! first key to come claims a name (`players`) and kept by fingerprint in
//! the store. The screen belongs to the player already logged in by one
//! way, so it may add the other.

use super::accounts::{Accounts, fingerprint};
use super::players::{Players, Refusal};
use crate::app::settings::WaysIn;
use russh::keys::ssh_key::PublicKey;
use std::sync::Arc;

pub struct ServerWaysIn {
    pub name: String,
    pub accounts: Arc<Accounts>,
    pub players: Arc<Players>,
}

impl WaysIn for ServerWaysIn {
    fn has_password(&self) -> bool {
        matches!(self.accounts.has(&self.name), Ok(Some(_)))
    }

    fn key(&self) -> Option<String> {
        self.accounts
            .key_of(&self.name)
            .ok()
            .flatten()
            .map(|(_, print)| print)
    }

    fn set_password(&self, password: &str) -> Result<String, String> {
        self.accounts.set_password(&self.name, password)?;
        Ok(format!(
            "Your web password is set: log in as {} on the server's web page (any page logged in before must log in again).",
            self.name
        ))
    }

    fn add_key(&self, typed: &str) -> Result<String, String> {
        // A line of `authorized_keys` may carry options before the key.
        let line = typed.trim();
        let from = line
            .find("ssh-")
            .or_else(|| line.find("ecdsa-"))
            .unwrap_or(0);
        let key = PublicKey::from_openssh(&line[from..]).map_err(
            |_| "that is not an SSH public key (a line such as ssh-ed25519 AAAA… you@host)",
        )?;
        let bare = PublicKey::new(key.key_data().clone(), "")
            .to_openssh()
            .map_err(|e| format!("the key could not be read ({e})"))?;
        let print = fingerprint(&bare)?;
        match self.accounts.key_of(&self.name)? {
            Some((_, kept)) if kept == print => {
                return Ok(format!("The key {print} is yours already."));
            }
            Some(_) => {
                return Err(
                    "your name has an SSH key already (the server's operator can release it)"
                        .into(),
                );
            }
            None => {}
        }
        self.players
            .admit(&self.name, &bare)
            .map_err(|why| match why {
                Refusal::Claimed(_) => {
                    "your name has an SSH key already (the server's operator can release it)".into()
                }
                other => other.to_string(),
            })?;
        self.accounts.note_key(&self.name, &bare)?;
        Ok(format!(
            "Your SSH key {print} is set: `ssh {}@` this server comes in as you.",
            self.name
        ))
    }
}
