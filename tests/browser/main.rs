//! The pages gametree writes, in headless Debian Chromium driven through chromedriver
//! (WebDriver): the HTML report (report.rs), the practice page (practice.rs), the MCTS practice page (mcts_practice.rs), every page kind under axe-core's WCAG 2.1 A/AA rules (accessibility.rs), and the
//! pages' JavaScript twins of Rust code compared with Rust (twins.rs), the report's
//! tree in words walked by keyboard (tree_view.rs). A test
//! binary of its own, apart from tests/it, because it needs `chromium` and
//! `chromium-driver` (scripts/test installs them). Screenshots go to `target/browser/`.

#[path = "../common/mod.rs"]
mod common;
mod harness;

mod accessibility;
mod languages;
mod mcts_practice;
mod mcts_steps;
mod playground;
mod practice;
mod report;
mod tree_view;
mod twins;
