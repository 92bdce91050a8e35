//! `gametree check`.

use super::method::{given, MethodArgs};
use crate::games::Loaded;
use crate::homework::{self, CheckFormat, Conventions};
use crate::record::Perspective;
use crate::Error;
use clap::{ArgMatches, Args};
use std::path::PathBuf;

/// Mark students' hand-worked trees against the search.
#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The exercise: a position file with `game: tree` (`-`: standard input). An
    /// exercise file from `gametree exercise` carries the method and settings it was
    /// made with (its `exercise:` line): the answers are marked by them.
    file: PathBuf,
    /// Answer files (text or JSON, docs/homework.md); several, or a quoted glob such
    /// as 'answers/*.txt' (`-`: standard input).
    #[arg(long, value_name = "ANSWER", num_args = 1.., required = true)]
    answer: Vec<String>,
    #[command(flatten)]
    method: MethodArgs,
    /// Whose view values and windows are written in.
    #[arg(long, value_enum, default_value_t = Conventions::default().values, alias = "view")]
    values: Perspective,
    /// With --algorithm mcts: the exercise's seed (the search's) [default: 0].
    #[arg(long, value_name = "S")]
    seed: Option<u64>,
    /// Mark by the flags given where they contradict the exercise file's settings
    /// (its `exercise:` line), and say so; without it such a flag is refused.
    #[arg(long)]
    force: bool,
    /// Output format.
    #[arg(short, long, value_enum, default_value_t = CheckFormat::Text)]
    format: CheckFormat,
    /// Write to PATH instead of standard output (`-`: standard output).
    #[arg(short, long, value_name = "PATH")]
    output: Option<PathBuf>,
    /// With a key (gametree exercise --format key) for FILE: write each student's
    /// feedback into DIR, as ID.txt and ID.html.
    #[arg(long, value_name = "DIR")]
    feedback: Option<PathBuf>,
}

/// Runs `gametree check`; exit 0 all correct, 1 mistakes, 2 bad input. `m`: the
/// subcommand's matches (which flags were given).
pub fn run(a: &CheckArgs, m: &ArgMatches) -> Result<u8, Error> {
    // -o must not overwrite the tree or a student's answer.
    let stdin = crate::game::file::is_stdio;
    if stdin(&a.file) && a.answer.iter().any(|f| stdin(std::path::Path::new(f))) {
        return Err(Error::usage(
            crate::tr!("errors-cmd-check-stdin-twice").into(),
        ));
    }
    let answers = homework::answer_files(&a.answer)?;
    let mut inputs = vec![a.file.as_path()];
    inputs.extend(answers.iter().map(PathBuf::as_path));
    crate::render::check_output(a.output.as_deref(), &inputs)?;
    let head = crate::game::file::read_regular(&a.file, 64 << 20).unwrap_or_default();
    if homework::lms::key::is_key(&head) {
        return class(a, &head, &answers);
    }
    if a.feedback.is_some() {
        return Err(Error::usage(crate::tr!("errors-cmd-check-feedback").into()));
    }
    let tree = match crate::games::load_file(&a.file)? {
        Loaded::Tree(t) => t,
        other => {
            return Err(Error::with_kind(
                crate::ErrorKind::Unsupported,
                crate::tr!(
                    "errors-cmd-check-not-tree",
                    file = a.file.display().to_string(),
                    game = other.game_name()
                )
                .into(),
            ))
        }
    };
    let values = given(m, "values").then_some(a.values);
    let asked = a.method.choice(m, values, a.seed);
    let name = a.file.display().to_string();
    let (method, notes) = homework::Method::for_tree(&tree, &name, &asked, a.force)?;
    for n in &notes {
        super::note!("{}", n.render(&super::FLAGS));
    }
    let report = homework::kinds::check(&tree, &name, &a.answer, &method, a.format, &super::FLAGS)?;
    for e in &report.errors {
        super::note!("{}", crate::tr!("summary-error", error = e.to_string()));
    }
    crate::render::write_to(a.output.as_deref(), |out| {
        out.write_all(report.text.as_bytes())
    })?;
    Ok(report.exit_code)
}

/// `gametree check KEY.json --answer …`: each answer against the variant of the
/// student its file names, by the key's method; the text report or the gradebook
/// (`--format csv`), and with `--feedback DIR` each student's feedback.
fn class(a: &CheckArgs, key: &[u8], answers: &[PathBuf]) -> Result<u8, Error> {
    let sources = answers
        .iter()
        .map(|f| (f.display().to_string(), homework::read_answer(f)))
        .collect();
    let name = a.file.display().to_string();
    let class = homework::kinds::mark_class(key, &name, sources, &super::FLAGS)?;
    let text = match a.format {
        CheckFormat::Text => class.text(&super::FLAGS),
        CheckFormat::Csv => class.gradebook(&super::FLAGS),
        other => {
            return Err(Error::with_kind(
                crate::ErrorKind::Unsupported,
                crate::tr!("errors-cmd-check-class-format", format = other.name()).into(),
            ))
        }
    };
    if let Some(dir) = &a.feedback {
        std::fs::create_dir_all(dir).map_err(|source| Error::Write {
            path: dir.clone(),
            source,
        })?;
        let files = class.feedback(&super::FLAGS);
        // No feedback file may overwrite the key or a student's answer.
        let mut inputs = vec![a.file.as_path()];
        inputs.extend(answers.iter().map(PathBuf::as_path));
        for (stem, _, _) in &files {
            for ext in ["txt", "html"] {
                let path = dir.join(format!("{stem}.{ext}"));
                if inputs
                    .iter()
                    .any(|i| same_file::is_same_file(&path, i).unwrap_or(false))
                {
                    return Err(Error::with_kind(
                        crate::ErrorKind::Overwrite,
                        crate::tr!(
                            "errors-cmd-check-feedback-input",
                            dir = dir.display().to_string(),
                            path = path.display().to_string()
                        )
                        .into(),
                    ));
                }
            }
        }
        // Each file is a new one renamed over the name: a link of that name (to a file
        // outside DIR) is replaced, never written through.
        for (stem, txt, html) in files {
            for (ext, body) in [("txt", txt), ("html", html)] {
                let path = dir.join(format!("{stem}.{ext}"));
                crate::render::write_replacing(&path, body.as_bytes())?;
            }
        }
    }
    for e in class.errors(&super::FLAGS) {
        super::note!("{}", crate::tr!("summary-error", error = e.to_string()));
    }
    for u in class.unmatched() {
        super::note!("{}", crate::tr!("summary-error", error = u.to_string()));
    }
    match class.not_submitted() {
        0 => {}
        n => super::note!("{}", crate::tr!("summary-check-not-submitted", n = n)),
    }
    crate::render::write_to(a.output.as_deref(), |out| out.write_all(text.as_bytes()))?;
    Ok(class.exit_code(&super::FLAGS))
}
