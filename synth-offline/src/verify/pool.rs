//! A tiny work queue over std threads: items are taken in order by whichever thread is free
//! (Z3 contexts are thread-local, so each worker builds its own terms), and results are handed
//! to the caller's thread as they complete.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

/// Runs `work` on every item with `threads` workers; `done(index, result)` runs on the calling
/// thread in completion order.
pub fn run<T: Sync, R: Send>(items: &[T], threads: usize, work: impl Fn(&T) -> R + Sync, mut done: impl FnMut(usize, R)) {
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel();
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            let tx = tx.clone();
            let (next, work) = (&next, &work);
            s.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(i) else { break };
                if tx.send((i, work(item))).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        for (i, r) in rx {
            done(i, r);
        }
    });
}
