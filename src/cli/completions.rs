//! `gametree completions`.

use crate::Error;
use clap::Args;
use clap_complete::Shell;

/// Print the shell completion script for `gametree`.
#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// The shell the script is for.
    #[arg(value_enum)]
    shell: Shell,
}

/// Runs `gametree completions`: the completion script of `cmd` (the whole command line,
/// under the name `gametree`) for the chosen shell, on standard output.
pub fn run(a: &CompletionsArgs, mut cmd: clap::Command) -> Result<(), Error> {
    // clap_complete panics when its writer fails; a Vec cannot, and a closed standard
    // output then ends the program quietly through write_to's error like every command.
    let mut script = Vec::new();
    clap_complete::generate(a.shell, &mut cmd, "gametree", &mut script);
    crate::render::write_to(None, |out| out.write_all(&script))
}
