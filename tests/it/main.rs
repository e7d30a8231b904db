//! Every integration test in one binary: one link instead of one per file
//! (80 of them when they were merged), and one pool of test threads, so the
//! slow statistical tests run beside the others rather than one binary
//! after another.
//! Each former `tests/<name>.rs` is the module `<name>` here; the shared
//! helpers below are compiled once and reached as `crate::<helper>`.

#[path = "../common/bin.rs"]
mod bin;
#[path = "../brute/mod.rs"]
mod brute;
#[path = "../common/bsd_cave_model.rs"]
mod bsd_cave_model;
#[path = "../common/mod.rs"]
mod common;
#[path = "../ui/driver.rs"]
mod driver;
#[path = "../ui/honest.rs"]
mod honest;
#[path = "../common/pcg.rs"]
mod pcg;
#[path = "../common/records.rs"]
mod records;
#[path = "../common/stats.rs"]
mod stats;
#[path = "../common/transcript.rs"]
mod transcript;

mod app_keys;
mod arrow_astray;
mod bsd_cave;
mod bsd_cli;
mod bsd_model;
mod bsd_rules;
mod calibration;
mod cave_cli;
mod caves_format;
mod classic_faithful;
mod classic_knobs_model;
mod classic_odds;
mod classic_odds_props;
mod classic_props;
mod classic_rules;
mod classic_smart;
mod cli;
mod config;
mod config_edit;
mod conformance;
mod e2e_pty;
mod golden;
mod grand_theft_map;
mod grand_theft_model;
mod grand_theft_odds;
mod grand_theft_props;
mod grand_theft_rules;
mod grand_theft_screens;
mod grenade_cli;
mod grenade_model;
mod grenade_odds;
mod grenade_props;
mod grenade_rules;
mod hidden_front;
mod hidden_plain;
mod hidden_props;
mod hidden_rules;
mod hidden_seats;
mod hidden_setup;
mod hints_leak;
mod hints_plain;
mod hints_screens;
mod honest_screens;
mod labyrinth_cli;
mod labyrinth_explorers;
mod labyrinth_format;
mod labyrinth_front;
mod labyrinth_legend;
mod labyrinth_plain_odds;
mod labyrinth_rules;
mod labyrinth_run;
mod labyrinth_smart;
mod labyrinth_starts;
mod layer_walk;
mod layers;
mod look;
mod look_hidden;
mod look_labyrinth;
mod map;
mod map_props;
mod map_reveal;
mod map_truth;
mod marks;
mod marks_seats;
mod messages;
mod modes;
mod mouse;
mod oracle;
mod plain_lines;
mod plain_prompts;
mod random_caves;
mod readme_examples;
mod record_app;
mod record_checks;
mod record_cli;
mod record_cli_checks;
mod record_dump;
mod record_files;
mod record_fuzz;
mod record_golden;
mod record_many;
mod record_resume;
mod record_roundtrip;
mod record_screens;
mod robust_files;
mod scores_concurrency;
mod screen_feedback;
mod server_paths;
mod settings;
mod sim_model;
mod smart_bots;
mod turn_count;
mod ui_snapshots;
mod whole_names;
