//! `gametree playground`.

use crate::Error;
use clap::Args;
use std::path::PathBuf;

/// Write the playground: one self-contained HTML page that runs gametree in the browser.
#[derive(Args, Debug)]
pub struct PlaygroundArgs {
    /// Write the page to PATH instead of standard output (`-`: standard output).
    #[arg(short, long, value_name = "PATH")]
    pub(super) output: Option<PathBuf>,
}

/// Runs `gametree playground`: the page ([`crate::playground::page`]) to the file or
/// standard output.
pub fn run(a: &PlaygroundArgs) -> Result<(), Error> {
    let page = crate::playground::page()?;
    crate::render::write_to(a.output.as_deref(), |out| out.write_all(page.as_bytes()))
}
