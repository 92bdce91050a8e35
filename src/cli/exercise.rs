//! `gametree exercise`.

use super::method::{given, MethodArgs};
use crate::game::Score;
use crate::homework::exercise::{self, RootSide, Sheet, Spec};
use crate::homework::kind::{Kind, Made};
use crate::homework::{kinds, lms, Conventions, Method};
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
/// error. `m`: the subcommand's matches (which flags were given). The method chosen
/// makes the kind of exercise ([`kinds::of`]), the one choice; every format is then
/// the kind's. An output the library could not make names `-o PATH`
/// ([`crate::render::output::at_output`]).
pub fn run(a: &ExerciseArgs, m: &ArgMatches) -> Result<(), Error> {
    exercise(a, m).map_err(|e| crate::render::output::at_output(e, a.output.as_deref()))
}

fn exercise(a: &ExerciseArgs, m: &ArgMatches) -> Result<(), Error> {
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
    let (method, _) = Method::choose(&asked, None, a.chance, false)?;
    let kind = kinds::of(&method, &spec)?;
    check_flags(a)?;
    let bytes = match a.format {
        Sheet::Prairielearn => return prairielearn(a, seed, &*kind),
        f if f.is_class() => return class(a, seed, &*kind),
        Sheet::Practice => practice(a, seed, &*kind)?,
        sheet => made(&*kind, seed, false)?.write(sheet, a.solution, &super::FLAGS)?,
    };
    crate::render::write_to(a.output.as_deref(), |out| out.write_all(&bytes))?;
    Ok(())
}

/// Refuses the flags of another format: `--no-png` (a bank's), `--force` (a question
/// directory's), `--roster` and `--count` (a class's, and a practice page's count).
fn check_flags(a: &ExerciseArgs) -> Result<(), Error> {
    let (f, class) = (a.format, a.format.is_class());
    let refused = if a.no_png && !matches!(f, Sheet::Moodle | Sheet::Qti) {
        "errors-cmd-no-png"
    } else if a.force && f != Sheet::Prairielearn {
        "errors-cmd-force"
    } else if a.roster.is_some() && !class {
        "errors-cmd-roster-format"
    } else if a.count > 1 && !class && f != Sheet::Practice {
        "errors-cmd-count-format"
    } else if a.count > 50 && f == Sheet::Practice {
        return Err(Error::with_kind(
            crate::ErrorKind::BadOption,
            crate::tr!("errors-cmd-count-max").into(),
        ));
    } else {
        return Ok(());
    };
    Err(Error::usage(crate::lang::message(refused, &[]).into()))
}

/// `--format practice`: the page of `--count` exercises, seeds `seed`, `seed + 1`, …
fn practice(a: &ExerciseArgs, seed: u64, kind: &dyn Kind) -> Result<Vec<u8>, Error> {
    let seeds = (0..u64::from(a.count)).map(|i| seed.wrapping_add(i));
    let all = seeds
        .map(|s| made(kind, s, true))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(kind.practice(&all, &super::FLAGS)?.into_bytes())
}

/// The exercise of `seed`, its note written (for a `student`'s page, none that names
/// the answer).
fn made(kind: &dyn Kind, seed: u64, student: bool) -> Result<Box<dyn Made>, Error> {
    let ex = kind.generate(seed)?;
    if let Some(note) = ex.note(student) {
        super::note!("{note}");
    }
    Ok(ex)
}

/// `--format key|moodle|qti`: a variant per student of the roster (or per number up to
/// `--count`), each from the course seed and the student's id.
fn class(a: &ExerciseArgs, course: u64, kind: &dyn Kind) -> Result<(), Error> {
    // -o must not overwrite the roster it was given.
    let inputs: Vec<&std::path::Path> = a.roster.iter().map(PathBuf::as_path).collect();
    crate::render::check_output(a.output.as_deref(), &inputs)?;
    let ids = match &a.roster {
        Some(path) => lms::roster_file(path)?,
        None => lms::numbered(a.count),
    };
    let variants = lms::variants(kind, course, &ids)?;
    let png = !a.no_png;
    let bytes = lms::class_sheet(kind, a.format, course, &variants, &super::FLAGS, png)?;
    crate::render::write_to(a.output.as_deref(), |out| out.write_all(&bytes))?;
    for note in lms::class_notes(a.format, course, variants.len(), bytes.len(), png) {
        super::note!("{note}");
    }
    Ok(())
}

/// `--format prairielearn -o DIR`: the question directory, which draws its trees
/// itself (the options are checked once by making the course seed's).
fn prairielearn(a: &ExerciseArgs, course: u64, kind: &dyn Kind) -> Result<(), Error> {
    let Some(dir) = &a.output else {
        return Err(Error::usage(
            crate::tr!("errors-cmd-prairielearn-output").into(),
        ));
    };
    kind.generate(course)?;
    lms::prairielearn::write(dir, &lms::prairielearn::files(kind, course), a.force)?;
    let dir = dir.display().to_string();
    super::note!("{}", crate::tr!("exercise-note-prairielearn", dir = dir));
    Ok(())
}
