//! The files `gametree exercise` writes: an exercise as each [`Sheet`], a class's
//! variants as a key or a learning platform's bank, and the practice page. Apart from
//! the exercises themselves ([`super::exercise`]), which the sheets' writers read.

use super::exercise::{Exercise, Sheet, Spec};
use super::output::{self, SheetFormat};
use super::{lms, practice, Conventions};
use crate::params::Naming;

impl Sheet {
    /// The bytes of `sheet` for exercise `ex`, made by `spec` from `seed`: the blank
    /// sheet, or with `solution` the solved tree (figures only), under the conventions
    /// `conv`; the position file's comment says how to make it again, naming the
    /// options as `naming` does.
    ///
    /// # Errors
    /// [`Sheet::check_solution`]'s, the search's, and [`crate::Error::Usage`] for
    /// [`Sheet::Prairielearn`] (a directory: [`super::lms::prairielearn::files`]).
    pub fn write(
        self,
        ex: &Exercise,
        spec: &Spec,
        seed: u64,
        solution: bool,
        conv: &Conventions,
        naming: &Naming,
    ) -> Result<Vec<u8>, crate::Error> {
        self.check_solution(solution)?;
        Ok(match self {
            Sheet::Tree => output::position_file(ex, spec, seed, conv, naming).into_bytes(),
            Sheet::Answer => output::model_answer(ex, conv)?.into_bytes(),
            Sheet::Svg => output::sheet(ex, SheetFormat::Svg, solution, conv)?,
            Sheet::Tikz => output::sheet(ex, SheetFormat::Tikz, solution, conv)?,
            Sheet::Html => output::sheet(ex, SheetFormat::Html, solution, conv)?,
            Sheet::Png => output::sheet(ex, SheetFormat::Png, solution, conv)?,
            Sheet::Pdf => output::sheet(ex, SheetFormat::Pdf, solution, conv)?,
            Sheet::Practice => practice_page(&[(ex, seed)], spec, conv, naming)?.into_bytes(),
            Sheet::Prairielearn => {
                return Err(crate::Error::with_kind(crate::ErrorKind::Unsupported,
                    "a PrairieLearn question is a directory of files (lms::prairielearn::files), not one output".into(),
                ))
            }
            Sheet::Key | Sheet::Moodle | Sheet::Qti => {
                let v = lms::Variant::new("1", seed, ex.clone(), spec, conv, naming)?;
                class_sheet(self, seed, &[v], conv, naming, true)?
            }
        })
    }
}

/// A class's variants as `sheet` ([`Sheet::Key`], [`Sheet::Moodle`] or [`Sheet::Qti`];
/// any other sheet is the key), for the course seed `course`; the banks' pictures are
/// SVG with a grayscale PNG fallback, or with `png` false the SVG alone
/// (`gametree exercise --no-png`).
///
/// # Errors
/// The search's; a figure that cannot be drawn.
pub fn class_sheet(
    sheet: Sheet,
    course: u64,
    variants: &[lms::Variant],
    conv: &Conventions,
    naming: &Naming,
    png: bool,
) -> Result<Vec<u8>, crate::Error> {
    Ok(match sheet {
        Sheet::Moodle => lms::moodle::bank(
            variants,
            conv,
            &crate::tr!("exercise-category", seed = course.to_string()),
            naming,
            png,
        )?
        .into_bytes(),
        Sheet::Qti => lms::qti::package(variants, conv, naming, png)?,
        _ => {
            let mut s = serde_json::to_string_pretty(&lms::key_json(course, conv, variants))
                .unwrap_or_default();
            s.push('\n');
            s.into_bytes()
        }
    })
}

/// The practice page of `exercises` (each with its seed), made by `spec`, under the
/// conventions `conv` ([`super::practice::page`]); the position files' comments say
/// how to make each again, naming the options as `naming` does.
///
/// # Errors
/// [`super::practice::page`]'s.
pub fn practice_page(
    exercises: &[(&Exercise, u64)],
    spec: &Spec,
    conv: &Conventions,
    naming: &Naming,
) -> Result<String, crate::Error> {
    let items: Vec<practice::Item> = exercises
        .iter()
        .enumerate()
        .map(|(i, &(ex, seed))| practice::Item {
            title: crate::tr!("check-practice-exercise-title", n = i + 1, seed = seed),
            tree: ex.tree.clone(),
            position: output::position_file(ex, spec, seed, conv, naming),
            seed: Some(seed),
        })
        .collect();
    let chance = if spec.chance { "yes" } else { "no" };
    let title = match exercises {
        [(_, seed)] => crate::tr!("check-practice-title", chance = chance, seed = *seed),
        _ => crate::tr!(
            "check-practice-title-many",
            chance = chance,
            count = exercises.len()
        ),
    };
    practice::page(&items, conv, &title, naming)
}
