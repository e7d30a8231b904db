//! The one thread that checks and makes password hashes. argon2 takes
//! 19 MiB and a few milliseconds of a core a hash, on purpose: on one
//! thread of its own a flood of logins holds one core and one hash's
//! memory at most, reused hash after hash. (On the runtime's blocking
//! threads each hash's memory stayed in the allocator, 19 MiB more a
//! registration: measured with benches/web_load.rs.)

use std::sync::mpsc::{Sender, channel};
use tokio::sync::oneshot;

type Job = Box<dyn FnOnce() + Send>;

pub struct Hasher {
    jobs: std::sync::Mutex<Sender<Job>>,
}

impl Hasher {
    pub fn start() -> Hasher {
        let (jobs, queue) = channel::<Job>();
        let _ = std::thread::Builder::new()
            .name("wumpus-serve-hasher".into())
            .spawn(move || {
                for job in queue {
                    job();
                }
            });
        Hasher {
            jobs: std::sync::Mutex::new(jobs),
        }
    }

    /// `work`'s answer, done on the hashing thread; `None` if that thread
    /// is gone.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Option<T> {
        let (answer, answered) = oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = answer.send(work());
        });
        let sent = (self.jobs.lock())
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .send(job);
        sent.ok()?;
        answered.await.ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_is_done_in_turn_and_answered() {
        let hasher = Hasher::start();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .expect("a runtime");
        let (a, b) = runtime.block_on(async {
            let a = hasher.run(|| std::thread::current().name().map(str::to_string));
            let b = hasher.run(|| 2 + 2);
            (a.await, b.await)
        });
        assert_eq!(a.flatten().as_deref(), Some("wumpus-serve-hasher"));
        assert_eq!(b, Some(4));
    }
}
