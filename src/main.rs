//! The `gametree` command: parses arguments, runs [`gametree::cli::run`], maps errors to
//! exit codes. 0: success; 1: the command's own "no" (`compare`: the algorithms
//! disagree; `check`: some answer is wrong); 2: bad input, bad usage or a search limit
//! (every [`gametree::Error`]). A closed standard output ends the program quietly.

use std::process::ExitCode;

fn main() -> ExitCode {
    match gametree::cli::run(std::env::args_os()) {
        Ok(code) => ExitCode::from(code),
        Err(e) if e.is_broken_pipe() => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
