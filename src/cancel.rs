//! Stopping long work from another thread: one mechanism for the searches, `perft` and
//! the solvers.
//!
//! A [`Cancel`] is a flag shared between threads. The thread that does the work
//! installs it ([`Cancel::install`]) for as long as the work runs; another thread
//! raises it ([`Cancel::cancel`]). The work checks [`requested`] where it already
//! checks its limits — a search every 1,024 nodes next to its node limit, the solvers
//! where they look at the clock, `perft` once per subtree of two plies and between the
//! root's subtrees, an endgame database every 65,536 placements — and stops with
//! [`crate::search::Stop::Cancelled`] (the solvers: an unknown result stopped by it).
//! Without an installed flag [`requested`] is `false`, so nothing changes for a caller
//! that never cancels; while no thread has one installed a check is one atomic load,
//! else a thread-local read and an atomic load.
//!
//! The Python package uses it: the work runs on a thread of its own while the caller
//! waits with the interpreter's lock released, and a `KeyboardInterrupt` (Ctrl-C)
//! raises the flag (docs/python.md).

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

/// How many flags are installed on all threads: while none is, [`requested`] reads
/// nothing else.
static INSTALLED: AtomicUsize = AtomicUsize::new(0);

/// A cancellation flag: raised once by any thread, seen by the work of every thread it
/// is installed on.
#[derive(Clone, Debug, Default)]
pub struct Cancel(Arc<AtomicBool>);

thread_local! {
    /// The flag installed on this thread, if any.
    static CURRENT: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
    /// The watcher installed on this thread, if any ([`watch`]).
    static WATCHER: RefCell<Option<Box<dyn FnMut() -> bool>>> = const { RefCell::new(None) };
}

impl Cancel {
    /// A flag not raised.
    pub fn new() -> Self {
        Cancel::default()
    }

    /// Raises the flag: the work that watches it stops at its next check.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the flag was raised.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// Installs the flag on the calling thread until the returned guard is dropped (the
    /// flag installed before comes back then).
    pub fn install(&self) -> Installed {
        let previous = CURRENT.with(|c| c.borrow_mut().replace(Arc::clone(&self.0)));
        INSTALLED.fetch_add(1, Ordering::Relaxed);
        Installed { previous }
    }
}

/// Keeps a [`Cancel`] installed on its thread while it lives ([`Cancel::install`]).
#[must_use = "the flag is installed only while the guard lives"]
#[derive(Debug)]
pub struct Installed {
    previous: Option<Arc<AtomicBool>>,
}

impl Drop for Installed {
    fn drop(&mut self) {
        let previous = self.previous.take();
        CURRENT.with(|c| *c.borrow_mut() = previous);
        INSTALLED.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Whether the flag installed on this thread was raised, or the watcher installed on
/// it ([`watch`]) says to stop (`false` when neither is installed).
#[inline]
pub fn requested() -> bool {
    INSTALLED.load(Ordering::Relaxed) != 0 && (raised() || watched())
}

/// Whether this thread's flag was raised.
fn raised() -> bool {
    CURRENT.with(|c| {
        c.borrow()
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
    })
}

/// Whether this thread's watcher, called now, says to stop.
fn watched() -> bool {
    WATCHER.with(|w| match w.try_borrow_mut() {
        Ok(mut w) => w.as_mut().is_some_and(|f| f()),
        // A watcher that itself searches: its own checks do not call it again.
        Err(_) => false,
    })
}

/// Installs `watcher` on the calling thread until the returned guard is dropped: the
/// work calls it at each of its checks (a search every 1,024 nodes, perft per
/// subtree of two plies, …) and stops when it returns `true`. The browser's module
/// reports progress from it, where no second thread can raise a flag. Calls are cheap
/// to count, not to time: a watcher should read a clock only every so many calls.
pub fn watch(watcher: impl FnMut() -> bool + 'static) -> Watching {
    let previous = WATCHER.with(|w| w.borrow_mut().replace(Box::new(watcher)));
    INSTALLED.fetch_add(1, Ordering::Relaxed);
    Watching { previous }
}

/// Keeps a watcher installed on its thread while it lives ([`watch`]).
#[must_use = "the watcher is installed only while the guard lives"]
pub struct Watching {
    previous: Option<Box<dyn FnMut() -> bool>>,
}

impl std::fmt::Debug for Watching {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Watching")
    }
}

impl Drop for Watching {
    fn drop(&mut self) {
        let previous = self.previous.take();
        WATCHER.with(|w| *w.borrow_mut() = previous);
        INSTALLED.fetch_sub(1, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flag_is_seen_only_where_it_is_installed_and_while_it_is() {
        assert!(!requested());
        let flag = Cancel::new();
        flag.cancel();
        assert!(!requested(), "not installed on this thread");
        {
            let _on = flag.install();
            assert!(requested());
            let other = Cancel::new();
            {
                let _inner = other.install();
                assert!(!requested(), "the innermost flag counts");
            }
            assert!(requested(), "the outer flag is back");
        }
        assert!(!requested());
        let raised = flag.clone();
        let seen = std::thread::spawn(move || {
            let _on = raised.install();
            requested()
        });
        assert!(seen.join().unwrap());
    }

    #[test]
    fn a_watcher_is_called_at_each_check_and_stops_the_work_when_it_says_so() {
        let calls = std::rc::Rc::new(std::cell::Cell::new(0));
        let counted = calls.clone();
        {
            let _on = watch(move || {
                counted.set(counted.get() + 1);
                counted.get() >= 3
            });
            assert!(!requested());
            assert!(!requested());
            assert!(requested(), "the third call says stop");
        }
        assert!(!requested(), "gone with its guard");
        assert_eq!(calls.get(), 3);
    }
}
