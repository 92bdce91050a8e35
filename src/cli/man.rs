//! `gametree man`.

use crate::Error;
use clap::Args;
use std::path::{Path, PathBuf};

/// Write the manual pages (roff, section 1) into a directory.
#[derive(Args, Debug)]
pub struct ManArgs {
    /// The directory; created if missing, and existing pages in it are replaced.
    dir: PathBuf,
}

/// Runs `gametree man`: writes `gametree.1` for `cmd` (the whole command line) and
/// `gametree-SUBCOMMAND.1` for each of its subcommands into the directory, naming
/// each file written on standard error.
///
/// # Errors
/// [`Error::Write`] naming the directory or the page that could not be written.
pub fn run(a: &ManArgs, cmd: clap::Command) -> Result<(), Error> {
    let write_err = |path: &Path| {
        let path = path.to_path_buf();
        move |source| Error::Write { path, source }
    };
    std::fs::create_dir_all(&a.dir).map_err(write_err(&a.dir))?;
    // The pages document the subcommands themselves; `help` has none of its own.
    let mut cmd = cmd.disable_help_subcommand(true);
    cmd.build(); // names each subcommand `gametree-NAME`, its page's title and file
                 // Every page's footer names the program and its version (a subcommand has none).
    let source = format!("gametree {}", cmd.get_version().unwrap_or_default());
    let subcommands = cmd.get_subcommands().filter(|s| !s.is_hide_set());
    for page in std::iter::once(&cmd).chain(subcommands) {
        let man = clap_mangen::Man::new(page.clone()).source(&source);
        let path = a.dir.join(man.get_filename());
        let mut roff = Vec::new();
        man.render(&mut roff).map_err(write_err(&path))?;
        crate::render::write_replacing(&path, &roff)?;
        super::note!(
            "{}",
            crate::tr!("summary-wrote", path = path.display().to_string())
        );
    }
    Ok(())
}
