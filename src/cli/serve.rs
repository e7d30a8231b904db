//! `wumpus serve`: the flags made into the server's options.

use super::{ServeArgs, fail};
use crate::config::Config;
use std::process::ExitCode;

pub fn serve(config: &Config, args: &ServeArgs, seed: Option<u64>) -> ExitCode {
    let data = match &args.data {
        Some(dir) => dir.clone(),
        None => match crate::record::DataDir::locate() {
            Ok(dir) => dir.root().join("server"),
            Err(e) => return fail(&e.to_string()),
        },
    };
    if let Some(name) = &args.release {
        return match crate::serve::release(&data, name) {
            Ok(Some(aside)) => {
                println!(
                    "wumpus serve: the name {name:?} is free; its key file was moved to {}",
                    aside.display()
                );
                ExitCode::SUCCESS
            }
            Ok(None) => {
                println!(
                    "wumpus serve: the name {name:?} has no key file here: it is free already"
                );
                ExitCode::SUCCESS
            }
            Err(why) => fail(&why),
        };
    }
    // A flag wins over the config's `[serve]` table.
    let from = &config.serve;
    let idle_minutes = args.idle_minutes.unwrap_or(from.idle_minutes);
    let keep_seat_minutes = args.keep_seat_minutes.unwrap_or(from.keep_seat_minutes);
    let bot_pace_ms = args.bot_pace_ms.unwrap_or(from.bot_pace_ms);
    let web = args.web.or(from.web);
    if args.no_ssh && web.is_none() {
        return fail("--no-ssh leaves nothing to serve: add --web (or [serve] web)");
    }
    let options = crate::serve::Options {
        listen: args.listen.unwrap_or(from.listen),
        ssh: !args.no_ssh,
        web,
        tls: args.tls_cert.clone().zip(args.tls_key.clone()),
        data,
        host_key: args.host_key.clone(),
        keys: args.keys.clone(),
        limits: crate::serve::Limits {
            max_connections: args.max_connections.unwrap_or(from.max_connections) as usize,
            per_address_per_minute: args
                .per_address_per_minute
                .unwrap_or(from.per_address_per_minute)
                as usize,
            idle: std::time::Duration::from_secs(u64::from(idle_minutes) * 60),
            keep_seat: std::time::Duration::from_secs(u64::from(keep_seat_minutes) * 60),
            bot_pace: std::time::Duration::from_millis(u64::from(bot_pace_ms)),
            per_address_open: args.per_address_open.unwrap_or(from.per_address_open) as usize,
            login_tries_per_minute: args
                .login_tries_per_minute
                .unwrap_or(from.login_tries_per_minute)
                as usize,
            max_handshakes: args.max_handshakes.unwrap_or(from.max_handshakes) as usize,
            handshake: std::time::Duration::from_secs(u64::from(
                args.handshake_seconds.unwrap_or(from.handshake_seconds),
            )),
        },
        seed,
    };
    match crate::serve::run(config, &options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&e),
    }
}
