#[path = "ui/driver.rs"]
mod driver;
use driver::*;
use wumpus::engine::game::{Game, Seat};
use wumpus::engine::grand_theft::GrandTheft;
use wumpus::engine::Dice;

#[test]
fn look() {
    let w: u16 = std::env::var("W").ok().and_then(|s| s.parse().ok()).unwrap_or(80);
    let h: u16 = std::env::var("H").ok().and_then(|s| s.parse().ok()).unwrap_or(24);
    let steps: u32 = std::env::var("STEPS").ok().and_then(|s| s.parse().ok()).unwrap_or(20);
    let variant = std::env::var("V").unwrap_or("grand-theft".into());
    for seed in 0..400u64 {
        // find a seed where the bot (never walking a known roadblock) lasts
        let rules = match &variants().iter().find(|v| v.id == variant).unwrap().rules {
            wumpus::engine::AnyRules::GrandTheft(r) => r.clone(),
            _ => panic!(),
        };
        let mut g = GrandTheft::new(rules, seed);
        let mut dice = Dice::side_stream(seed, 4);
        let mut keys = String::new();
        for _ in 0..steps {
            let v = g.view(Seat(0));
            let near = v.neighbours_here();
            let i = dice.below(near.len() as u32) as usize;
            if i >= 9 { break; }
            keys.push(char::from(b'1' + i as u8));
            let mut ev = Vec::new();
            g.apply(&wumpus::engine::grand_theft::Command::Walk(near[i]), &mut ev).unwrap();
            if g.is_over() { break; }
        }
        if g.is_over() || keys.len() < steps as usize { continue; }
        let mut app = variant_app(&variant, seed);
        type_text(&mut app, &keys);
        println!("seed {seed} keys {keys}\n{}", render(&mut app, w, h));
        return;
    }
}

#[test]
fn find_gang() {
    let rules = match &variants().iter().find(|v| v.id == "grand-theft").unwrap().rules {
        wumpus::engine::AnyRules::GrandTheft(r) => r.clone(),
        _ => panic!(),
    };
    let mut found = 0;
    for seed in 0..300u64 {
        let g = GrandTheft::new(rules.clone(), seed);
        let r = g.reveal();
        let v = g.view(Seat(0));
        for (i, &m) in v.neighbours_here().iter().enumerate() {
            let s = r.city().street(v.here(), m).unwrap();
            if s.cops || r.wumpus() == m { continue; }
            for (j, &k) in r.city().neighbours(m).iter().enumerate() {
                let s2 = r.city().street(m, k).unwrap();
                if !s2.cops && r.gangs().contains(&k) && r.wumpus() != k && j < 9 {
                    println!("seed {seed}: keys {}{} via {} gang at {} ; wumpus {}", i + 1, j + 1, m.0 + 1, k.0 + 1, r.wumpus().0 + 1);
                    found += 1;
                }
            }
        }
        if found > 4 { break; }
    }
}
