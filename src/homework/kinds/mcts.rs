//! Monte Carlo tree search exercises (`gametree exercise --algorithm mcts`): the
//! [`Kind`] whose exercise is a random explicit tree searched by UCT for `k`
//! iterations, asking the next iteration's path, expansion and `N`, `W`
//! ([`crate::homework::mcts`]), marked by [`crate::homework::mcts_mark`]. Sources:
//! Kocsis & Szepesvári 2006 (UCT); Browne et al. 2012; AIMA 4th ed. §5.4.

use crate::games::tree::Tree;
use crate::homework::answer_files::Submission;
use crate::homework::exercise::{ExerciseError, Spec};
use crate::homework::kind::{
    AnswerBox, BoxMarks, Cloze, Kind, Made, Marked, QtiItem, Question, Summary,
};
use crate::homework::mcts::{self, MctsExercise, MctsSpec};
use crate::homework::mcts_mark::{self, Context, Marking};
use crate::homework::report::{CheckFormat, CheckReport};
use crate::homework::sheet::SheetFormat;
use crate::homework::{lms, mcts_practice, MctsSettings};
use crate::params::Naming;
use crate::record::NodeNames;
use crate::render::escape;
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// Monte Carlo tree search exercises of the tree options and settings `spec`.
pub struct Mcts {
    spec: MctsSpec,
}

impl Mcts {
    /// The kind of `tree`'s trees searched by the settings `s` (their seed is each
    /// exercise's own).
    ///
    /// # Errors
    /// [`crate::Error::Usage`] for chance nodes or a deep cut-off asked: an MCTS
    /// exercise's tree has neither.
    pub fn new(tree: &Spec, s: &MctsSettings) -> Result<Mcts, crate::Error> {
        if tree.chance || tree.deep_cutoff {
            return Err(crate::Error::usage(crate::tr_message!(
                "exercise-mcts-no-chance",
                [Algorithm = "mcts", Chance, DeepCutoff]
            )));
        }
        Ok(Mcts {
            spec: MctsSpec {
                tree: tree.clone(),
                ..s.spec()
            },
        })
    }
}

impl Kind for Mcts {
    fn generate(&self, seed: u64) -> Result<Box<dyn Made>, ExerciseError> {
        Ok(Box::new(MctsMade(mcts::generate(&self.spec, seed)?)))
    }

    fn exercise_of(&self, tree: &Tree, seed: u64) -> Result<Box<dyn Made>, crate::Error> {
        mcts::check_iterations(self.spec.iterations)?;
        Ok(Box::new(MctsMade(MctsExercise::of(
            tree, &self.spec, seed,
        )?)))
    }

    fn bank_category(&self, course: u64) -> String {
        format!("gametree-mcts-{course}")
    }

    fn bank_info(&self) -> String {
        format!(
            "<p>{}</p>",
            escape::html::text(&crate::tr!("exercise-mcts-bank-info"))
        )
    }

    fn key_conventions(&self) -> Value {
        json!({
            "algorithm": "mcts",
            "iterations": self.spec.iterations,
            "exploration": self.spec.exploration.get(),
        })
    }

    fn prairielearn(&self) -> Question {
        Question {
            title: crate::tr!("exercise-mcts-pl-title"),
            tags: vec!["gametree", "mcts"],
            uuid_salt: 0x6d63_7473,
            instructions: crate::tr!(
                "exercise-mcts-pl-instructions",
                path = escape::html::code("A B C.2"),
                none = escape::html::code("none"),
                stats = escape::html::code("A N=9 W=23; B N=4 W=-2")
            ),
            // The method's keywords are the key's conventions.
            options: self.spec.tree.python_options(self.key_conventions()),
        }
    }

    fn practice_page(
        &self,
        exercises: Vec<Value>,
        seeds: &[u64],
        _naming: &Naming,
    ) -> Result<String, crate::Error> {
        Ok(mcts_practice::page_of(
            exercises,
            &mcts_practice::title(seeds),
        ))
    }
}

/// One Monte Carlo tree search exercise.
struct MctsMade(MctsExercise);

impl Made for MctsMade {
    fn seed(&self) -> u64 {
        self.0.seed
    }

    /// The path the next selection takes, which is the answer: none on a student's
    /// page.
    fn note(&self, student: bool) -> Option<String> {
        if student {
            return None;
        }
        let names = NodeNames::new(&self.0.rec);
        let path: Vec<String> = self.0.key().path.iter().map(|&n| names.name(n)).collect();
        Some(crate::tr!(
            "exercise-mcts-note-made",
            seed = self.0.seed.to_string(),
            attempt = self.0.attempt,
            path = path.join(" ")
        ))
    }

    fn position_text(&self, naming: &Naming) -> String {
        self.0.position_text(naming)
    }

    fn model_answer(&self) -> Result<String, crate::Error> {
        Ok(self.0.model_answer())
    }

    fn question(&self) -> String {
        self.0.question()
    }

    fn sheet(&self, format: SheetFormat, solution: bool) -> Result<Vec<u8>, crate::Error> {
        mcts::sheet(&self.0, format, solution)
    }

    fn sheet_text(&self) -> Result<String, crate::Error> {
        mcts::sheet_text(&self.0)
    }

    fn question_name(&self, id: &str) -> String {
        crate::tr!(
            "exercise-mcts-question-name",
            id = id,
            seed = self.0.seed.to_string()
        )
    }

    fn moodle(&self, _naming: &Naming) -> Result<Cloze, crate::Error> {
        lms::mcts::moodle(&self.0)
    }

    fn qti(&self, picture: &str, _naming: &Naming) -> Result<QtiItem, crate::Error> {
        lms::mcts::qti(&self.0, (picture, &self.sheet_text()?))
    }

    fn practice_data(&self, index: usize, naming: &Naming) -> Result<Value, crate::Error> {
        mcts_practice::exercise_data(index, &self.0, naming)
    }

    fn boxes(&self) -> Result<Vec<AnswerBox>, crate::Error> {
        Ok(lms::mcts::boxes(&self.0))
    }

    fn check_boxes(
        &self,
        answers: &BTreeMap<String, String>,
        _naming: &Naming,
    ) -> Result<BoxMarks, crate::Error> {
        lms::mcts::check_boxes(&self.0, answers)
    }

    fn check(
        &self,
        tree_name: &str,
        sources: Vec<Submission>,
        format: CheckFormat,
        _naming: &Naming,
        _files: bool,
    ) -> Result<CheckReport, crate::Error> {
        mcts_mark::report(tree_name, &self.0, sources, format)
    }

    fn marked_figure(
        &self,
        _name: &str,
        _answer: &[u8],
        _naming: &Naming,
    ) -> Result<Option<String>, crate::Error> {
        Ok(None)
    }

    fn mark_student(
        self: Box<Self>,
        file: &str,
        bytes: Result<Vec<u8>, String>,
        _naming: &Naming,
    ) -> Result<Box<dyn Marked>, crate::Error> {
        let full = mcts::full_tree(&self.0.tree)?;
        let result = {
            let ctx = Context::new(&self.0, &full);
            bytes.and_then(|b| {
                let answer = mcts_mark::parse(&b).map_err(|e| format!("{file}: {e}"))?;
                Ok(mcts_mark::mark(&ctx, &answer))
            })
        };
        Ok(Box::new(MarkedAnswer {
            exercise: self.0,
            result,
        }))
    }
}

/// A student's answer to a Monte Carlo tree search exercise marked: the exercise (for
/// the feedback's figure), and the marking or why there is none.
struct MarkedAnswer {
    exercise: MctsExercise,
    result: Result<Marking, String>,
}

impl Marked for MarkedAnswer {
    fn summary(&self, _naming: &Naming) -> Result<Summary, String> {
        let m = self.result.as_ref().map_err(String::clone)?;
        Ok(Summary {
            percent: m.percent(),
            all_correct: m.all_correct(),
            verdict: m.verdict(),
            first: m
                .items
                .iter()
                .find(|i| !i.correct)
                .map(|i| (i.what.clone(), i.why.clone())),
        })
    }

    fn reports(&self, file: &str, id: &str, _naming: &Naming) -> (String, String) {
        let outcome = [(file.to_string(), self.result.clone())];
        let html = mcts_mark::html(id, &self.exercise, &outcome).unwrap_or_default();
        (mcts_mark::text(&outcome), html)
    }
}
