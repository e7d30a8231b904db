//! The roguelike player's screen (issue 28): every name the game gives is
//! whole where there is room for it, every panel's text stays in its box,
//! and the ending is told in the side panel. Snapshots at the smallest
//! size, a middle one and a large one, with checks that could fail beside
//! each.

use crate::driver;

use driver::*;

const SIZES: [(u16, u16); 3] = [(80, 24), (100, 30), (160, 48)];

/// Seed 7 of `grenade`, keys `1 t 2 3`: a toss, then a fall into the pit;
/// the revealed map names every cave.
fn grenade_fall() -> wumpus::app::App {
    let mut app = variant_app("grenade", 7);
    type_text(&mut app, "1t23");
    app
}

#[test]
fn grenade_names_are_whole_on_a_large_map_and_the_ending_is_in_the_side_panel() {
    for (w, h) in SIZES {
        let mut app = grenade_fall();
        let text = render(&mut app, w, h);
        insta::assert_snapshot!(format!("grenade_fall_{w}x{h}"), text);
        assert!(text.contains("The end"), "{text}");
        assert!(!text.contains("Senses"), "{text}");
        if w >= 160 {
            // Every name of the seed's caves fits whole on this map.
            for name in [
                "Gallimaufry",
                "Rumpus Room",
                "Fountainhead",
                "Shelob's Lair",
                "Lost Caverns of the Wyrm 15",
                "Findledelve",
            ] {
                assert!(text.contains(name), "{name} cut or missing:\n{text}");
            }
            assert!(!text.contains("Lost…"), "{text}");
        }
    }
}

/// Seed 3 of Grand Theft, keys `1 2`: four streets from here and two
/// known streets elsewhere.
#[test]
fn grand_theft_panels_keep_inside_their_boxes_and_no_legend_sits_in_a_border() {
    for (w, h) in SIZES {
        let mut app = variant_app("grand-theft", 3);
        type_text(&mut app, "12");
        let text = render(&mut app, w, h);
        insta::assert_snapshot!(format!("grand_theft_streets_{w}x{h}"), text);
        for row in text.lines() {
            // A border row never carries words (the legend sat in one).
            let border = row.contains('└') || row.contains('┌');
            assert!(
                !(border && row.contains("sirens")),
                "a legend in a border:\n{text}"
            );
            // Every side-panel row is framed: nothing unboxed beside the map.
            assert!(!row.contains(" Exits: "), "unframed exits:\n{text}");
        }
    }
}

/// A classic death at 100x30: the side panel says how the game ended and
/// what was found, the log keeps the last turn, and the keys are said once.
#[test]
fn a_classic_ending_is_told_once_in_its_own_panel() {
    let mut app = game_app(81723);
    play_to_the_end(&mut app);
    let text = render(&mut app, 100, 30);
    insta::assert_snapshot!("classic_ending_100x30", text);
    assert!(text.contains("The end"), "{text}");
    assert!(text.contains("Explored"), "{text}");
    assert!(text.contains("Met"), "{text}");
    assert_eq!(text.matches("same setup").count(), 1, "{text}");
    // The warnings of the last room are not the ending.
    assert!(!text.contains("I smell a Wumpus"), "{text}");
}
