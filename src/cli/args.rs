//! Options shared by several subcommands.

use std::io::IsTerminal;

/// A progress bar on standard error when it is a terminal, hidden otherwise.
pub fn progress_bar(len: u64, template: &str) -> indicatif::ProgressBar {
    let bar = if std::io::stderr().is_terminal() {
        indicatif::ProgressBar::new(len)
    } else {
        indicatif::ProgressBar::hidden()
    };
    bar.set_style(
        indicatif::ProgressStyle::with_template(template).expect("a valid progress template"),
    );
    bar
}
