//! The Grand Theft play screen as text, at the smallest size and a large
//! one: after a kidnapping chain, and with a charge armed.

use crate::driver;

use driver::*;

/// Seed 19 of the book's variant: street 1 from the start leads to node 8
/// (lights), whose street 1 leads to a gang at node 2, which drops the
/// player on another gang at 12, which drops them at 28.
const SEED: u64 = 19;
const SIZES: [(u16, u16); 2] = [(80, 24), (160, 48)];

fn snap(name: &str, keys: &str) {
    for (w, h) in SIZES {
        let mut app = variant_app("grand-theft", SEED);
        type_text(&mut app, keys);
        insta::assert_snapshot!(format!("{name}_{w}x{h}"), render(&mut app, w, h));
    }
}

#[test]
fn play_after_a_kidnapping() {
    snap("grand_theft_kidnapped", "11");
}

#[test]
fn play_with_a_charge_armed() {
    snap("grand_theft_charging", "11c");
}
