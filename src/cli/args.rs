//! What every subcommand shares: the flags' names for the library's messages
//! ([`FLAGS`]), `yes`/`no` values, the progress bar. The option groups shared by
//! several subcommands, each a clap mirror of a library options struct that makes it,
//! have files of their own: `setup_args.rs` ([`crate::games::Setup`],
//! [`crate::search::Tuning`]), `output_args.rs` ([`crate::render::Target`]) and
//! `choices_args.rs` ([`crate::compare::Choices`]).

use crate::params::{Naming, Param};
use clap::ValueEnum;
use std::io::IsTerminal;

/// The library's options named as the command line's flags: `--test-value`,
/// `--algorithm test`, `-o`, and `gametree exercise --seed 7 …`.
pub const FLAGS: Naming = Naming {
    param: |p| flag(p).into_owned(),
    setting: |p, v| format!("{} {v}", flag(p)),
    command: |c, settings| format!("gametree {c} {}", settings.join(" ")),
};

/// The flag of parameter `p`: `--` and its name in kebab case, but `-o` for the
/// output file and `--values` for an exercise's value range.
pub fn flag(p: Param) -> std::borrow::Cow<'static, str> {
    match p {
        Param::Output => "-o".into(),
        p => format!("--{}", p.name().replace('_', "-")).into(),
    }
}

/// Yes or no, as a flag's value (`--accept-bounds no`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum YesNo {
    /// Yes.
    Yes,
    /// No.
    No,
}

/// How bounds must be written, from `--require-bounds` and `--accept-bounds`.
///
/// # Errors
/// [`crate::Error::Usage`] for both `--require-bounds` and `--accept-bounds no`.
pub fn bounds(require: bool, accept: YesNo) -> Result<crate::homework::Bounds, crate::Error> {
    crate::homework::Bounds::from_flags(require, accept == YesNo::Yes).map_err(crate::Error::usage)
}

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

#[cfg(test)]
mod tests {
    use super::*;

    /// Every parameter the library names is a flag of some subcommand.
    #[test]
    fn every_param_is_a_flag() {
        use clap::CommandFactory;
        let cli = super::super::Cli::command();
        let mut flags = std::collections::HashSet::new();
        for sub in cli.get_subcommands() {
            for arg in sub.get_arguments() {
                if let Some(l) = arg.get_long() {
                    flags.insert(format!("--{l}"));
                }
                if let Some(s) = arg.get_short() {
                    flags.insert(format!("-{s}"));
                }
            }
        }
        for &p in Param::ALL {
            assert!(flags.contains(flag(p).as_ref()), "{p:?}: {}", flag(p));
        }
    }
}
