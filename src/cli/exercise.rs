//! `gametree exercise`.

use super::method::{given, MethodArgs};
use crate::game::Score;
use crate::homework::exercise::{self, RootSide, Sheet, Spec};
use crate::homework::{Conventions, MctsSettings, Method};
use crate::record::Perspective;
use crate::Error;
use clap::{ArgMatches, Args};
use std::path::PathBuf;

/// Make a random alpha-beta exercise (an explicit tree), reproducible from --seed.
#[derive(Args, Debug)]
pub struct ExerciseArgs {
    /// Plies from the root to the leaves.
    #[arg(long, value_name = "N", default_value_t = 3)]
    depth: u32,
    /// Children per inner node: N, or a range LO..HI drawn uniformly.
    #[arg(long, value_name = "N|LO..HI", default_value = "3", value_parser = Spec::parse_branching)]
    branching: (u32, u32),
    /// Leaf values, drawn uniformly from LO..HI (inclusive).
    #[arg(long, value_name = "LO..HI", default_value = "-20..20", allow_hyphen_values = true, value_parser = Spec::parse_values)]
    values: (Score, Score),
    /// Who moves at the root.
    #[arg(long, value_enum, default_value_t = RootSide::Max)]
    root: RootSide,
    /// The seed; the same seed and options give the same exercise on every machine.
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// At least N cut-offs under left-to-right alpha-beta.
    #[arg(long, value_name = "N", default_value_t = 1)]
    min_cutoffs: u32,
    /// At least one deep cut-off: one whose bound comes from a grandparent or higher.
    #[arg(long)]
    deep_cutoff: bool,
    /// Chance nodes at every other level (MAX, CHANCE, MIN, CHANCE, …; AIMA Fig. 5.11),
    /// with probabilities on their edges: an expectiminimax exercise (--min-cutoffs
    /// does not apply).
    #[arg(long)]
    chance: bool,
    /// What to write.
    #[arg(short, long, value_enum, default_value_t = Sheet::Tree)]
    format: Sheet,
    /// A class's roster (CSV with a header; the id column is `id`, Moodle's `ID
    /// number`, `Username` or `Email address`, Canvas's `ID`, …): one variant per
    /// student, from --seed (the course's) and the student's id (--format key, moodle, qti).
    #[arg(long, value_name = "CSV")]
    roster: Option<PathBuf>,
    /// Exercises in one practice page (--format practice), seeds --seed, --seed + 1, …;
    /// or anonymous variants numbered 1 to N (--format key, moodle, qti).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    count: u32,
    #[command(flatten)]
    method: MethodArgs,
    /// Whose view values and windows are written in (as `gametree check --values`).
    #[arg(long, value_enum, default_value_t = Conventions::default().values)]
    view: Perspective,
    /// Draw the solved tree (values, windows, pruned branches) instead of the blank sheet.
    #[arg(long)]
    solution: bool,
    /// Write to PATH instead of standard output (`-`: standard output).
    #[arg(short, long, value_name = "PATH")]
    output: Option<PathBuf>,
    /// With --format prairielearn: replace files in the question directory that differ
    /// from what this command writes (edited by hand, or made with other options).
    #[arg(long)]
    force: bool,
    /// With --format moodle or qti: no PNG fallback beside each tree's SVG (a much
    /// smaller bank, for platforms and browsers that all show SVG).
    #[arg(long)]
    no_png: bool,
}

/// Runs `gametree exercise`; without `--seed` one is drawn and printed on standard
/// error. `m`: the subcommand's matches (which flags were given).
pub fn run(a: &ExerciseArgs, m: &ArgMatches) -> Result<(), Error> {
    let seed = a.seed.unwrap_or_else(|| {
        let s = exercise::seed_from_clock();
        super::note!("{}", crate::tr!("exercise-note-seed", seed = s.to_string()));
        s
    });
    let spec = Spec {
        depth: a.depth,
        branching: a.branching,
        values: a.values,
        root: a.root,
        min_cutoffs: a.min_cutoffs,
        deep_cutoff: a.deep_cutoff,
        chance: a.chance,
    };
    a.format.check_solution(a.solution)?;
    let view = given(m, "view").then_some(a.view);
    let asked = a.method.choice(m, view, None);
    let conv = match Method::choose(&asked, None, a.chance, false)?.0 {
        Method::Mcts(s) => return mcts(a, seed, spec, &s),
        Method::Minimax(conv) => conv,
    };
    if a.no_png && !matches!(a.format, Sheet::Moodle | Sheet::Qti) {
        return Err(Error::usage(crate::tr!("errors-cmd-no-png").into()));
    }
    if a.format == Sheet::Prairielearn {
        return prairielearn(a, seed, &spec, &conv);
    }
    if a.force {
        return Err(Error::usage(crate::tr!("errors-cmd-force").into()));
    }
    if matches!(a.format, Sheet::Key | Sheet::Moodle | Sheet::Qti) {
        return class(a, seed, &spec, &conv);
    }
    if a.roster.is_some() {
        return Err(Error::usage(crate::tr!("errors-cmd-roster-format").into()));
    }
    if a.count > 1 && a.format != Sheet::Practice {
        return Err(Error::usage(crate::tr!("errors-cmd-count-format").into()));
    }
    if a.count > 50 {
        return Err(Error::with_kind(
            crate::ErrorKind::BadOption,
            crate::tr!("errors-cmd-count-max").into(),
        ));
    }
    let mut made = Vec::new();
    for s in (0..u64::from(a.count)).map(|i| seed.wrapping_add(i)) {
        let ex = exercise::generate(&spec, s)?;
        super::note!(
            "{}",
            crate::tr!(
                "exercise-note-made",
                seed = s.to_string(),
                attempt = ex.attempt,
                cutoffs = ex.cutoffs,
                deep = ex.deep_cutoffs
            )
        );
        made.push((ex, s));
    }
    let bytes = match a.format {
        Sheet::Practice => {
            let all: Vec<_> = made.iter().map(|(ex, s)| (ex, *s)).collect();
            crate::homework::files::practice_page(&all, &spec, &conv, &super::FLAGS)
                .map(String::into_bytes)
        }
        sheet => sheet.write(&made[0].0, &spec, seed, a.solution, &conv, &super::FLAGS),
    }
    .map_err(|e| at_output(e, a.output.as_deref()))?;
    crate::render::write_to(a.output.as_deref(), |out| out.write_all(&bytes))?;
    Ok(())
}

/// `--algorithm mcts`: a Monte Carlo tree search exercise ([`crate::homework::mcts`]).
fn mcts(a: &ExerciseArgs, seed: u64, tree: Spec, s: &MctsSettings) -> Result<(), Error> {
    use crate::homework::mcts::{self, MctsSpec};
    use crate::homework::output::SheetFormat;
    let bank = matches!(a.format, Sheet::Moodle | Sheet::Qti | Sheet::Key);
    let practice = a.format == Sheet::Practice;
    if a.chance || a.deep_cutoff || (!bank && (a.roster.is_some() || (a.count > 1 && !practice))) {
        return Err(Error::usage(crate::tr!("exercise-mcts-options").into()));
    }
    let spec = MctsSpec { tree, ..s.spec() };
    if bank {
        let inputs: Vec<&std::path::Path> = a.roster.iter().map(PathBuf::as_path).collect();
        crate::render::check_output(a.output.as_deref(), &inputs)?;
        let ids = roster(a)?;
        let bytes = if a.format == Sheet::Key {
            let key = crate::homework::lms::mcts_key::key_json(seed, &spec, &ids, &super::FLAGS)?;
            let mut s = serde_json::to_string_pretty(&key).unwrap_or_default();
            s.push('\n');
            Ok(s.into_bytes())
        } else if a.format == Sheet::Qti {
            crate::homework::lms::mcts::qti_package(seed, &ids, &spec, !a.no_png)
        } else {
            let category = format!("gametree-mcts-{seed}");
            crate::homework::lms::mcts::moodle_bank(seed, &ids, &spec, &category, !a.no_png)
                .map(String::into_bytes)
        }
        .map_err(|e| at_output(e, a.output.as_deref()))?;
        crate::render::write_to(a.output.as_deref(), |out| out.write_all(&bytes))?;
        let note = crate::tr!(
            "exercise-note-variants",
            count = ids.len(),
            seed = seed.to_string()
        );
        super::note!("{note}");
        return Ok(());
    }
    if a.format == Sheet::Prairielearn {
        // The question draws its trees itself: check once that the options make one.
        mcts::generate(&spec, seed)?;
        let files = crate::homework::lms::prairielearn::mcts_files(&spec, seed);
        return question_dir(a, files);
    }
    if practice {
        return mcts_practice(a, seed, &spec);
    }
    let ex = mcts::generate(&spec, seed)?;
    let names = crate::record::NodeNames::new(&ex.rec);
    let path: Vec<String> = ex.key().path.iter().map(|&n| names.name(n)).collect();
    super::note!(
        "{}",
        crate::tr!(
            "exercise-mcts-note-made",
            seed = seed.to_string(),
            attempt = ex.attempt,
            path = path.join(" ")
        )
    );
    let bytes = match a.format {
        Sheet::Tree => ex.position_text(&super::FLAGS).into_bytes(),
        Sheet::Answer => ex.model_answer().into_bytes(),
        Sheet::Svg => mcts::sheet(&ex, SheetFormat::Svg, a.solution)?,
        Sheet::Tikz => mcts::sheet(&ex, SheetFormat::Tikz, a.solution)?,
        Sheet::Html => mcts::sheet(&ex, SheetFormat::Html, a.solution)?,
        Sheet::Png => mcts::sheet(&ex, SheetFormat::Png, a.solution)?,
        Sheet::Pdf => mcts::sheet(&ex, SheetFormat::Pdf, a.solution)?,
        other => {
            return Err(Error::with_kind(
                crate::ErrorKind::Unsupported,
                crate::tr!("exercise-mcts-format", format = other.name()).into(),
            ))
        }
    };
    crate::render::write_to(a.output.as_deref(), |out| out.write_all(&bytes))?;
    Ok(())
}

/// `--algorithm mcts --format practice`: the practice page of `--count` exercises,
/// seeds `seed`, `seed + 1`, … ([`crate::homework::mcts_practice`]).
fn mcts_practice(
    a: &ExerciseArgs,
    seed: u64,
    spec: &crate::homework::mcts::MctsSpec,
) -> Result<(), Error> {
    use crate::homework::{mcts, mcts_practice};
    if a.count > 50 {
        return Err(Error::with_kind(
            crate::ErrorKind::BadOption,
            crate::tr!("errors-cmd-count-max").into(),
        ));
    }
    let seeds: Vec<u64> = (0..u64::from(a.count))
        .map(|i| seed.wrapping_add(i))
        .collect();
    // No note of the path, as other formats give it: a student makes this page.
    let made = seeds
        .iter()
        .map(|&s| mcts::generate(spec, s))
        .collect::<Result<Vec<_>, _>>()?;
    let title = mcts_practice::title(&seeds);
    let page = mcts_practice::page(&made, &title, &super::FLAGS)
        .map_err(|e| at_output(e, a.output.as_deref()))?;
    crate::render::write_to(a.output.as_deref(), |out| out.write_all(page.as_bytes()))?;
    Ok(())
}

/// `--format key|moodle`: a variant per student of the roster (or per number up to
/// `--count`), each from the course seed and the student's id.
fn class(a: &ExerciseArgs, course: u64, spec: &Spec, conv: &Conventions) -> Result<(), Error> {
    use crate::homework::lms;
    // -o must not overwrite the roster it was given.
    let inputs: Vec<&std::path::Path> = a.roster.iter().map(PathBuf::as_path).collect();
    crate::render::check_output(a.output.as_deref(), &inputs)?;
    let ids = roster(a)?;
    let variants = lms::variants(spec, course, &ids, conv, &super::FLAGS)?;
    let bytes = crate::homework::files::class_sheet(
        a.format,
        course,
        &variants,
        conv,
        &super::FLAGS,
        !a.no_png,
    )
    .map_err(|e| at_output(e, a.output.as_deref()))?;
    crate::render::write_to(a.output.as_deref(), |out| out.write_all(&bytes))?;
    let count = variants.len();
    let seed = course.to_string();
    let note = match a.format {
        Sheet::Moodle | Sheet::Qti => crate::tr!(
            "exercise-note-bank",
            count = count,
            seed = seed,
            size = size_text(bytes.len()),
            each = size_text(bytes.len().div_ceil(count.max(1)))
        ),
        _ => crate::tr!("exercise-note-variants", count = count, seed = seed),
    };
    super::note!("{note}");
    if a.format == Sheet::Moodle && bytes.len() > MOODLE_UPLOAD {
        // About as many variants as fit under the limit, a part of the roster each.
        let part = MOODLE_UPLOAD / bytes.len().div_ceil(variants.len().max(1)).max(1);
        let note = if a.no_png {
            crate::tr!("exercise-note-too-large", part = part)
        } else {
            crate::tr!("exercise-note-too-large-png", part = part)
        };
        super::note!("{note}");
    }
    Ok(())
}

/// The ids of `--roster` (its id column), or `1` to `--count` without one.
fn roster(a: &ExerciseArgs) -> Result<Vec<String>, Error> {
    use crate::homework::lms;
    Ok(match &a.roster {
        Some(path) => {
            let bytes = crate::game::file::read_regular(path, 16 << 20).map_err(|e| {
                Error::with_kind(
                    crate::ErrorKind::Io,
                    crate::tr!(
                        "errors-cmd-roster-read",
                        path = path.display().to_string(),
                        reason = e.to_string()
                    )
                    .into(),
                )
            })?;
            lms::roster_ids(&bytes, &path.display().to_string())?
        }
        None => lms::numbered(a.count),
    })
}

/// PHP's stock `upload_max_filesize`, 2 MB (2 MiB), which many Moodle servers keep.
const MOODLE_UPLOAD: usize = 2 << 20;

/// A file size in words: `780 KB`, `3.4 MB` (powers of 1,000, rounded up to the KB).
fn size_text(bytes: usize) -> String {
    let kb = bytes.div_ceil(1000);
    if kb < 1000 {
        format!("{kb} KB")
    } else {
        format!("{} MB", crate::lang::decimal(bytes as f64 / 1e6, 1))
    }
}

/// `--format prairielearn -o DIR`: the question directory.
fn prairielearn(
    a: &ExerciseArgs,
    course: u64,
    spec: &Spec,
    conv: &Conventions,
) -> Result<(), Error> {
    if a.output.is_none() {
        return Err(Error::usage(
            crate::tr!("errors-cmd-prairielearn-output").into(),
        ));
    }
    // The question draws its trees itself: check once that the options can make one.
    exercise::generate(spec, course)?;
    let files = crate::homework::lms::prairielearn::files(spec, course, conv);
    question_dir(a, files)
}

/// Writes the PrairieLearn question directory `-o DIR` of `files`.
fn question_dir(a: &ExerciseArgs, files: Vec<(&'static str, String)>) -> Result<(), Error> {
    let Some(dir) = &a.output else {
        return Err(Error::usage(
            crate::tr!("errors-cmd-prairielearn-output").into(),
        ));
    };
    std::fs::create_dir_all(dir).map_err(|source| Error::Write {
        path: dir.clone(),
        source,
    })?;
    // A file of the directory is replaced only when it is what this command writes
    // (made again with the same options) or with --force: an edited `server.py`, or a
    // question made with other options, is the lecturer's work. Every file is checked
    // before any is written.
    let mut write = Vec::new();
    for (name, body) in &files {
        let path = dir.join(name);
        match std::fs::symlink_metadata(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => write.push((path, body)),
            Err(source) => return Err(Error::Read { path, source }),
            Ok(_) if a.force => write.push((path, body)),
            Ok(meta) => {
                let same = meta.file_type().is_file()
                    && crate::game::file::read_regular(&path, 64 << 20)
                        .is_ok_and(|old| old == body.as_bytes());
                if !same {
                    return Err(Error::with_kind(
                        crate::ErrorKind::Overwrite,
                        crate::tr!(
                            "errors-cmd-prairielearn-overwrite",
                            dir = dir.display().to_string(),
                            path = path.display().to_string()
                        )
                        .into(),
                    ));
                }
            }
        }
    }
    // Each file is a new one renamed over its name: a link there is replaced, never
    // written through.
    for (path, body) in write {
        crate::render::write_replacing(&path, body.as_bytes())?;
    }
    super::note!(
        "{}",
        crate::tr!(
            "exercise-note-prairielearn",
            dir = dir.display().to_string()
        )
    );
    Ok(())
}

/// An error in making the output names `-` (the library does not know the file); with
/// `-o PATH` it names PATH, the file that was not written.
fn at_output(e: Error, output: Option<&std::path::Path>) -> Error {
    match (e, output) {
        (Error::Write { path, source }, Some(out)) if path.as_os_str() == "-" => Error::Write {
            path: out.to_path_buf(),
            source,
        },
        (e, _) => e,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_in_making_the_output_names_the_output_file() {
        let made = || Error::Write {
            path: "-".into(),
            source: std::io::Error::other("invalid Zip archive"),
        };
        let out = std::path::Path::new("bank.zip");
        assert_eq!(
            at_output(made(), Some(out)).to_string(),
            "cannot write bank.zip: invalid Zip archive"
        );
        assert_eq!(
            at_output(made(), None).to_string(),
            "cannot write -: invalid Zip archive"
        );
    }
}
