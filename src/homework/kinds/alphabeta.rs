//! Alpha-beta exercises (and minimax's, and expectiminimax's on a tree with chance
//! nodes): the [`Kind`] of `gametree exercise` without `--algorithm mcts`. A random
//! explicit tree ([`exercise::generate`]) whose every node is worked by hand — a value
//! or bound, the window on entry, the pruned edges — under the [`Conventions`] it is
//! marked by ([`super::super::check`]).

use crate::games::tree::Tree;
use crate::homework::answer_files::Submission;
use crate::homework::exercise::{self, ExerciseError, Spec};
use crate::homework::kind::{
    AnswerBox, BoxMarks, Cloze, Kind, Made, Marked, QtiItem, Question, Summary,
};
use crate::homework::output::{self, Outcome};
use crate::homework::practice::{self, conventions_text};
use crate::homework::report::{self, CheckFormat, CheckReport};
use crate::homework::sheet::SheetFormat;
use crate::homework::{check, lms, solve, Bounds, Conventions};
use crate::params::Naming;
use crate::record::{NodeNames, Recording};
use crate::render::escape;
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// Alpha-beta exercises of the tree options `spec`, marked under `conv`.
pub struct AlphaBeta {
    spec: Spec,
    conv: Conventions,
}

impl AlphaBeta {
    /// The kind of `spec`'s trees marked under `conv`.
    pub fn new(spec: &Spec, conv: Conventions) -> AlphaBeta {
        AlphaBeta {
            spec: spec.clone(),
            conv,
        }
    }

    /// Whether the exercises have chance nodes: with `--chance`, every tree deeper
    /// than one ply.
    fn chance(&self) -> bool {
        self.spec.chance && self.spec.depth >= 2
    }

    fn made(&self, ex: exercise::Exercise) -> Box<dyn Made> {
        Box::new(AlphaBetaExercise {
            ex,
            spec: self.spec.clone(),
            conv: self.conv,
        })
    }
}

impl Kind for AlphaBeta {
    fn generate(&self, seed: u64) -> Result<Box<dyn Made>, ExerciseError> {
        Ok(self.made(exercise::generate(&self.spec, seed)?))
    }

    fn exercise_of(&self, tree: &Tree, seed: u64) -> Result<Box<dyn Made>, crate::Error> {
        Ok(self.made(exercise::Exercise {
            seed,
            attempt: 1,
            position: String::new(),
            tree: tree.clone(),
            cutoffs: 0,
            deep_cutoffs: 0,
        }))
    }

    fn bank_category(&self, course: u64) -> String {
        crate::tr!("exercise-category", seed = course.to_string())
    }

    fn bank_info(&self) -> String {
        let conventions = escape::html::text(&conventions_text(&self.conv, self.chance()));
        format!(
            "<p>{}</p>",
            crate::tr!("exercise-bank-info", conventions = conventions)
        )
    }

    fn key_conventions(&self) -> Value {
        let c = &self.conv;
        json!({
            "algorithm": if c.alphabeta { "alphabeta" } else { "minimax" },
            "convention": if c.soft { "fail-soft" } else { "fail-hard" },
            "prune_on": c.cut.name(),
            "values": c.values.name(),
            "bounds": match c.bounds {
                Bounds::Accept => "accept",
                Bounds::Require => "require",
                Bounds::Reject => "reject",
            },
        })
    }

    fn prairielearn(&self) -> Question {
        let (s, c) = (&self.spec, &self.conv);
        let algorithm = match (s.chance, c.alphabeta) {
            (true, _) => "expectiminimax",
            (false, true) => "alphabeta",
            (false, false) => "minimax",
        };
        Question {
            title: crate::tr!("exercise-pl-title"),
            tags: vec!["gametree", "alpha-beta"],
            uuid_salt: 0,
            instructions: crate::tr!(
                "exercise-pl-instructions",
                value = escape::html::code("3"),
                le = escape::html::code("<=3"),
                ge = escape::html::code(">=3"),
                pruned = escape::html::code("pruned"),
                leaves = escape::html::code("C.2, C.3")
            ),
            options: s.python_options(json!({
                "min_cutoffs": s.min_cutoffs,
                "deep_cutoff": s.deep_cutoff,
                "chance": s.chance,
                "algorithm": algorithm,
                "convention": if c.soft { "fail-soft" } else { "fail-hard" },
                "prune_on": c.cut.name(),
                "view": c.values.name(),
                "accept_bounds": c.bounds != Bounds::Reject,
                "require_bounds": c.bounds == Bounds::Require,
            })),
        }
    }

    fn practice_page(
        &self,
        exercises: Vec<Value>,
        seeds: &[u64],
        _naming: &Naming,
    ) -> Result<String, crate::Error> {
        let chance = if self.spec.chance { "yes" } else { "no" };
        let title = match seeds {
            [seed] => crate::tr!("check-practice-title", chance = chance, seed = *seed),
            _ => crate::tr!(
                "check-practice-title-many",
                chance = chance,
                count = seeds.len()
            ),
        };
        Ok(practice::page_of(
            exercises,
            &self.conv,
            self.chance(),
            &title,
        ))
    }
}

/// One alpha-beta exercise: its tree, the options it was made by, the conventions it
/// is marked under.
struct AlphaBetaExercise {
    ex: exercise::Exercise,
    spec: Spec,
    conv: Conventions,
}

impl AlphaBetaExercise {
    fn tree(&self) -> &Tree {
        &self.ex.tree
    }
}

impl Made for AlphaBetaExercise {
    fn seed(&self) -> u64 {
        self.ex.seed
    }

    fn note(&self, _student: bool) -> Option<String> {
        Some(crate::tr!(
            "exercise-note-made",
            seed = self.ex.seed.to_string(),
            attempt = self.ex.attempt,
            cutoffs = self.ex.cutoffs,
            deep = self.ex.deep_cutoffs
        ))
    }

    fn position_text(&self, naming: &Naming) -> String {
        output::position_file(&self.ex, &self.spec, self.ex.seed, &self.conv, naming)
    }

    fn model_answer(&self) -> Result<String, crate::Error> {
        Ok(output::model_answer(&self.ex, &self.conv)?)
    }

    fn question(&self) -> String {
        let chance = crate::game::Position::has_chance(&self.tree().root());
        crate::tr!(
            "exercise-pl-work",
            conventions = conventions_text(&self.conv, chance)
        )
    }

    fn sheet(&self, format: SheetFormat, solution: bool) -> Result<Vec<u8>, crate::Error> {
        output::sheet(&self.ex, format, solution, &self.conv)
    }

    fn sheet_text(&self) -> Result<String, crate::Error> {
        output::sheet_text(&self.ex)
    }

    fn question_name(&self, id: &str) -> String {
        crate::tr!(
            "exercise-question-name",
            id = id,
            seed = self.ex.seed.to_string()
        )
    }

    fn moodle(&self, naming: &Naming) -> Result<Cloze, crate::Error> {
        lms::alphabeta::moodle(self.tree(), &self.conv, naming)
    }

    fn qti(&self, picture: &str, naming: &Naming) -> Result<QtiItem, crate::Error> {
        lms::alphabeta::qti(
            self.tree(),
            &self.conv,
            naming,
            (picture, &self.sheet_text()?),
        )
    }

    fn practice_data(&self, index: usize, naming: &Naming) -> Result<Value, crate::Error> {
        let item = practice::Item {
            title: crate::tr!(
                "check-practice-exercise-title",
                n = index + 1,
                seed = self.ex.seed
            ),
            tree: self.tree().clone(),
            position: self.position_text(naming),
            seed: Some(self.ex.seed),
        };
        practice::exercise_data(&item, &self.conv, naming)
    }

    fn boxes(&self) -> Result<Vec<AnswerBox>, crate::Error> {
        lms::alphabeta::boxes(self.tree(), &self.conv)
    }

    fn check_boxes(
        &self,
        answers: &BTreeMap<String, String>,
        naming: &Naming,
    ) -> Result<BoxMarks, crate::Error> {
        lms::alphabeta::check_boxes(self.tree(), &self.conv, answers, naming)
    }

    fn check(
        &self,
        tree_name: &str,
        sources: Vec<Submission>,
        format: CheckFormat,
        naming: &Naming,
        files: bool,
    ) -> Result<CheckReport, crate::Error> {
        report::check_sources(
            self.tree(),
            tree_name,
            sources,
            &self.conv,
            format,
            naming,
            files,
        )
    }

    fn marked_figure(
        &self,
        name: &str,
        answer: &[u8],
        naming: &Naming,
    ) -> Result<Option<String>, crate::Error> {
        report::check_answer_figure(self.tree(), name, answer, &self.conv, naming).map(Some)
    }

    fn mark_student(
        self: Box<Self>,
        file: &str,
        bytes: Result<Vec<u8>, String>,
        naming: &Naming,
    ) -> Result<Box<dyn Marked>, crate::Error> {
        let conv = self.conv;
        let rec = solve(self.tree(), conv.algorithm(), conv.cut)?;
        let result = {
            let names = NodeNames::new(&rec);
            let ctx =
                check::Context::new(&rec, &names, conv, Some(self.tree())).with_naming(*naming);
            bytes.and_then(|bytes| report::mark_bytes(&ctx, file, &bytes, true))
        };
        Ok(Box::new(MarkedAnswer { rec, conv, result }))
    }
}

/// A student's answer to an alpha-beta exercise marked: the tree's recording under
/// the conventions (for the feedback's replay), and the marking or why there is none.
struct MarkedAnswer {
    rec: Recording,
    conv: Conventions,
    result: Result<check::Marking, String>,
}

impl Marked for MarkedAnswer {
    fn summary(&self, naming: &Naming) -> Result<Summary, String> {
        let m = self.result.as_ref().map_err(String::clone)?;
        Ok(Summary {
            percent: m.percent(),
            all_correct: m.all_correct(),
            verdict: m.verdict(naming),
            first: practice::first_mistake(&self.rec, m, &self.conv).map(|f| (f.node, f.text)),
        })
    }

    fn reports(&self, file: &str, id: &str, naming: &Naming) -> (String, String) {
        let outcome = [Outcome {
            file: file.to_string(),
            result: self.result.clone(),
        }];
        (
            output::text(&outcome, naming),
            output::html(&self.rec, id, &self.conv, &outcome, naming),
        )
    }
}
