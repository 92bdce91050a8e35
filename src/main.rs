//! The `gametree` command: parses arguments, runs [`gametree::cli::run`], maps errors to
//! exit codes. 0: success; 1: the command's own "no" (`compare`: the algorithms
//! disagree; `check`: some answer is wrong); 2: bad input, bad usage or a search limit
//! (every [`gametree::Error`]). A closed standard output ends the program quietly.
//!
//! The command runs on a thread with a [`STACK`]-byte stack: the searches, the perft
//! count and the renderers recurse once per ply, and the depth limits
//! ([`gametree::game::MAX_PLY`], the position files' tree depth) are set so that this
//! stack holds them with a wide margin in debug builds too.

use std::process::ExitCode;

/// The stack of the thread that runs the command, in bytes (address space reserved,
/// not memory used).
const STACK: usize = 256 << 20;

fn main() -> ExitCode {
    remove_pending_files_on_interrupt();
    let run = || gametree::cli::run(std::env::args_os());
    let result = match std::thread::Builder::new().stack_size(STACK).spawn(run) {
        Ok(thread) => thread
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
        Err(_) => run(),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) if e.is_broken_pipe() => ExitCode::SUCCESS,
        Err(e) => {
            let prefix = gametree::tr!("errors-prefix");
            gametree::cli::diagnose(&format!("{prefix}: {}", gametree::cli::describe(&e)));
            ExitCode::from(2)
        }
    }
}

/// On Ctrl-C (SIGINT) removes the new files being written
/// ([`gametree::render::output::pending_files`]: the old files keep their names and
/// content), then ends the process by SIGINT's default action, as if unhandled, so a
/// calling shell sees the interrupt.
fn remove_pending_files_on_interrupt() {
    let _ = ctrlc::set_handler(|| {
        for path in gametree::render::output::pending_files() {
            let _ = std::fs::remove_file(path);
        }
        // SAFETY: resetting a signal's action and raising it are async-signal-safe and
        // touch no memory of ours; this runs on ctrlc's own thread, not in a handler.
        unsafe {
            libc::signal(libc::SIGINT, libc::SIG_DFL);
            libc::raise(libc::SIGINT);
        }
        std::process::exit(130);
    });
}
