//! The `gametree` command: parses arguments, runs [`gametree::cli::run`], maps errors to
//! exit codes (0 success, 2 bad input or usage).

use std::process::ExitCode;

fn main() -> ExitCode {
    match gametree::cli::run(std::env::args_os()) {
        Ok(code) => ExitCode::from(code),
        Err(e) if e.is_broken_pipe() => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(e.exit_code() as u8)
        }
    }
}
