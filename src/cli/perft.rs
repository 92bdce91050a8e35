//! `gametree perft`.

use crate::game::perft::divide;
use crate::game::{Evaluator, Position, WinScore};
use crate::games::{GameJob, Setup};
use crate::Error;
use clap::Args;
use std::path::PathBuf;
use std::time::Instant;

/// Count the leaf positions of the legal-move tree (perft), to test move generators.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// The position file (format: docs/position-files.md).
    file: PathBuf,
    /// The depth in plies.
    #[arg(short, long, value_name = "N")]
    depth: u32,
    /// List the count below each root move, in generation order.
    #[arg(long)]
    divide: bool,
}

/// Runs `gametree perft`: the division (with `--divide`) and the total on standard
/// output, the time and rate on standard error, a progress bar on a terminal.
pub fn run(a: &PerftArgs) -> Result<(), Error> {
    super::args::load_file(&a.file)?.run(&Setup::default(), Job(a))
}

struct Job<'a>(&'a PerftArgs);

impl GameJob for Job<'_> {
    type Output = ();

    fn run<P: Position, E: Evaluator<P>>(self, root: &P, _: &E, _: WinScore) -> Result<(), Error> {
        let a = self.0;
        let start = Instant::now();
        let (lines, total) = if a.depth == 0 {
            (Vec::new(), 1)
        } else {
            let bar = super::args::progress_bar(
                0,
                "perft {wide_bar} {pos}/{len} subtrees, {elapsed} (eta {eta})",
            );
            let d = divide(root, a.depth, |done, len| {
                bar.set_length(len);
                bar.set_position(done);
            });
            bar.finish_and_clear();
            let lines: Vec<String> = d
                .moves
                .iter()
                .map(|&(m, n)| format!("{}: {n}", root.move_text(m)))
                .collect();
            (lines, d.total)
        };
        let elapsed = start.elapsed();
        crate::render::write_to(None, |out| {
            if a.divide {
                for l in &lines {
                    writeln!(out, "{l}")?;
                }
            }
            writeln!(out, "perft {}: {total}", a.depth)
        })?;
        let secs = elapsed.as_secs_f64();
        let rate = if secs > 0.0 {
            format!(
                ", {} leaves/s",
                crate::render::text::si(total as f64 / secs)
            )
        } else {
            String::new()
        };
        eprintln!(
            "{} perft {}: {total} leaf positions in {:.3} s{rate}",
            root.game_name(),
            a.depth,
            secs
        );
        Ok(())
    }
}
