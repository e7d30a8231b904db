//! Plain mode played from a string: what it printed, as text.

use wumpus::plain::Io;

/// Runs `run` with `input` as the typed lines and returns the output.
pub fn transcript(input: &str, run: impl FnOnce(&mut Io<'_>)) -> String {
    let mut input = input.as_bytes();
    let mut out: Vec<u8> = Vec::new();
    let mut io = Io {
        input: &mut input,
        out: &mut out,
        echo: false,
    };
    run(&mut io);
    String::from_utf8_lossy(&out).into_owned()
}
