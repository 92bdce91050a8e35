//! Where the work runs: on a thread of its own with the command line's stack while
//! the caller waits with the GIL released and looks for signals ([`off_thread`]), or on
//! the caller's thread for quick work ([`no_panic`]); either way a panic is a
//! `GametreeError`.

use crate::errors::{bad, panicked, raise};
use pyo3::prelude::*;
use std::sync::mpsc::{sync_channel, RecvTimeoutError};
use std::time::Duration;

/// The stack of the thread the work runs on, in bytes (address space reserved, not
/// memory used): the command line's (src/main.rs), which the depth limits are made
/// for — the searches, perft and the renderers recurse once per ply.
const STACK: usize = 256 << 20;

/// How long the calling thread waits for the work, the GIL released, before it looks
/// for signals (Ctrl-C) again.
const SLICE: Duration = Duration::from_millis(50);

/// Runs `work` on a thread of its own with a [`STACK`]-byte stack, whatever the stack
/// of the calling thread, while the calling thread waits with the GIL released: other
/// Python threads run meanwhile, and every [`SLICE`] the caller takes the GIL back to
/// run Python's signal handlers. An exception they raise (`KeyboardInterrupt` on
/// Ctrl-C) cancels the work (`gametree::cancel`: searches, perft and the solvers stop
/// at their next check), waits for it to stop and is raised. A panic in the work is a
/// `GametreeError`, never pyo3's `PanicException`. Work that calls Python (games
/// written in Python) attaches to the interpreter on its thread. The work's messages
/// are in the caller's language ([`gametree::lang::current`]).
pub(crate) fn off_thread<T: Send>(
    py: Python<'_>,
    work: impl FnOnce() -> PyResult<T> + Send,
) -> PyResult<T> {
    let cancel = gametree::cancel::Cancel::new();
    // The caller's language (`lang=`) holds on the work's thread too.
    let lang = gametree::lang::current();
    let (tx, rx) = sync_channel(1);
    std::thread::scope(|scope| {
        let flag = cancel.clone();
        let spawned = std::thread::Builder::new()
            .name("gametree".into())
            .stack_size(STACK)
            .spawn_scoped(scope, move || {
                let _on = flag.install();
                let _lang = gametree::lang::scope(lang);
                let done = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work));
                // The receiver waits until the work is done.
                let _ = tx.send(done);
            });
        if let Err(e) = spawned {
            return Err(bad(format!("cannot start a thread for the work: {e}")));
        }
        let mut rx = rx;
        let mut interrupted: Option<PyErr> = None;
        let done = loop {
            let (back, got) = py.detach(move || {
                let got = rx.recv_timeout(SLICE);
                (rx, got)
            });
            rx = back;
            match got {
                Ok(done) => break done,
                Err(RecvTimeoutError::Timeout) if interrupted.is_none() => {
                    if let Err(e) = py.check_signals() {
                        cancel.cancel();
                        interrupted = Some(e);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    break Ok(Err(raise(
                        None,
                        "internal error: the work stopped without a result".into(),
                        None,
                    )))
                }
            }
        };
        if let Some(e) = interrupted {
            return Err(e);
        }
        done.unwrap_or_else(|panic| Err(panicked(panic)))
    })
}

/// Runs `work` on this thread, a panic in it made a `GametreeError` (pyo3 would raise
/// `PanicException`, which `except Exception` does not catch).
pub(crate) fn no_panic<T>(work: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(work))
        .unwrap_or_else(|p| Err(panicked(p)))
}
