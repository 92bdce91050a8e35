//! The exercise seam: one [`Kind`] of exercise (alpha-beta and its minimax family,
//! Monte Carlo tree search) and the exercises it makes ([`Made`]), as mdBook's
//! `Renderer` is one seam for every output: a kind makes an exercise from a seed
//! ([`Kind::generate`]) or takes an exercise file's tree ([`Kind::exercise_of`]), and
//! an exercise says everything the front ends and the writers ask of it — its position
//! file, model answer, sheet, question, the items of a Moodle and a QTI question, its
//! practice page data, its PrairieLearn boxes, and how answers to it are marked.
//!
//! The command line, the browser's requests and Python choose the kind once
//! ([`super::kinds::of`], from a [`super::Method`] and the tree's [`super::exercise::Spec`]); the
//! writers of a class's files (the key, the Moodle bank, the QTI package, the
//! PrairieLearn question, the gradebook) take any kind. The two kinds are
//! `kinds/alphabeta.rs` and `kinds/mcts.rs`; a third is one more file there and one
//! line in [`super::kinds::of`] (docs/architecture.md, "Where new things go").

use super::answer_files::Submission;
use super::exercise::{ExerciseError, Sheet};
use super::output::SheetFormat;
use super::report::{CheckFormat, CheckReport};
use crate::games::tree::Tree;
use crate::params::Naming;
use std::collections::BTreeMap;

/// One kind of exercise, with the options its exercises are made by (the tree's
/// [`super::exercise::Spec`] and the method's settings).
pub trait Kind {
    /// Makes the exercise of `seed`: the same seed and options give the same exercise
    /// on every machine.
    ///
    /// # Errors
    /// Options that contradict each other, or no tree met them in the attempts allowed.
    fn generate(&self, seed: u64) -> Result<Box<dyn Made>, ExerciseError>;

    /// The exercise of `tree`, an exercise file's (or a key's variant's), made from
    /// `seed` (the seed of its search where it has one: Monte Carlo tree search's), as
    /// `gametree check` marks answers to it.
    ///
    /// # Errors
    /// The method's settings out of range, the search's limits.
    fn exercise_of(&self, tree: &Tree, seed: u64) -> Result<Box<dyn Made>, crate::Error>;

    /// The Moodle category a class's bank of these exercises goes in, for the course
    /// seed `course` (under the course's top category).
    fn bank_category(&self, course: u64) -> String;

    /// The bank's description, HTML, in the current language.
    fn bank_info(&self) -> String;

    /// The `conventions` of a class's key ([`super::lms::key`]): the method its answers
    /// are marked by, as the key has always written it.
    fn key_conventions(&self) -> serde_json::Value;

    /// The PrairieLearn question of these exercises, in the current language.
    fn prairielearn(&self) -> Question;

    /// The practice page of the exercises of `seeds`, given each one's
    /// [`Made::practice_data`] (in order), in the current language.
    ///
    /// # Errors
    /// The page's own (a tree too large to fill in).
    fn practice_page(
        &self,
        exercises: Vec<serde_json::Value>,
        seeds: &[u64],
        naming: &Naming,
    ) -> Result<String, crate::Error>;

    /// The practice page of `exercises` (made by this kind), the position files'
    /// comments said by `naming`.
    ///
    /// # Errors
    /// The searches'; a tree too large to fill in.
    fn practice(
        &self,
        exercises: &[Box<dyn Made>],
        naming: &Naming,
    ) -> Result<String, crate::Error> {
        let data = exercises
            .iter()
            .enumerate()
            .map(|(i, ex)| ex.practice_data(i, naming))
            .collect::<Result<Vec<_>, _>>()?;
        let seeds: Vec<u64> = exercises.iter().map(|ex| ex.seed()).collect();
        self.practice_page(data, &seeds, naming)
    }
}

/// One exercise of a [`Kind`]: made from a seed, or an exercise file's tree.
pub trait Made {
    /// The seed it was made from.
    fn seed(&self) -> u64;

    /// The note the command line writes on standard error when it made the exercise
    /// (the seed, the attempt, what it asks); `None` where the note would give the
    /// answer away and the output is a `student`'s (a practice page).
    fn note(&self, student: bool) -> Option<String>;

    /// The position file (`gametree exercise --format tree`), with the `exercise:`
    /// line of its method and the commands that make and mark it, said by `naming`.
    fn position_text(&self, naming: &Naming) -> String;

    /// The model answer in `gametree check`'s answer format (docs/homework.md).
    ///
    /// # Errors
    /// The search's limits.
    fn model_answer(&self) -> Result<String, crate::Error>;

    /// What the exercise asks, in words, in the current language: the words above the
    /// tree of a PrairieLearn question.
    fn question(&self) -> String;

    /// The sheet in `format`: the blank sheet, or with `solution` the solved one.
    ///
    /// # Errors
    /// The search's; a PNG or PDF that cannot be made of the SVG.
    fn sheet(&self, format: SheetFormat, solution: bool) -> Result<Vec<u8>, crate::Error>;

    /// The blank sheet's tree in words, in the current language: the `<desc>` of its
    /// SVG ([`crate::render::model::describe()`], the same figure), the text alternative
    /// of the picture in a Moodle or QTI item, from which a student who cannot see it can
    /// answer (every node, every leaf's value, the boxes left blank).
    ///
    /// # Errors
    /// The search's.
    fn sheet_text(&self) -> Result<String, crate::Error>;

    /// The name of the question of student `id`'s variant in a Moodle bank or a QTI
    /// package, in the current language.
    fn question_name(&self, id: &str) -> String;

    /// The Moodle question's text around its picture: HTML, the fields in Moodle's
    /// Cloze syntax.
    ///
    /// # Errors
    /// The search's.
    fn moodle(&self, naming: &Naming) -> Result<Cloze, crate::Error>;

    /// The QTI 2.1 item's parts, showing the picture `picture` (a path in the package).
    ///
    /// # Errors
    /// The search's.
    fn qti(&self, picture: &str, naming: &Naming) -> Result<QtiItem, crate::Error>;

    /// What the practice page knows of the exercise, the page's `index`th (from 0).
    ///
    /// # Errors
    /// The search's; a tree too large to fill in.
    fn practice_data(
        &self,
        index: usize,
        naming: &Naming,
    ) -> Result<serde_json::Value, crate::Error>;

    /// The boxes a PrairieLearn question of the exercise asks to fill in, with their
    /// correct answers.
    ///
    /// # Errors
    /// The search's.
    fn boxes(&self) -> Result<Vec<AnswerBox>, crate::Error>;

    /// The boxes filled in (`answers`: each box's name and text; a box left out is
    /// empty) marked as `gametree check` marks the answer they make: each box's score
    /// and `check`'s reasons.
    ///
    /// # Errors
    /// The search's.
    fn check_boxes(
        &self,
        answers: &BTreeMap<String, String>,
        naming: &Naming,
    ) -> Result<BoxMarks, crate::Error>;

    /// Marks each answer of `sources` and writes the report in `format`, the exercise
    /// named `tree_name`; with `files`, an answer file without a single answer line is
    /// no answer.
    ///
    /// # Errors
    /// The search's. An answer that cannot be read is in [`CheckReport::errors`].
    fn check(
        &self,
        tree_name: &str,
        sources: Vec<Submission>,
        format: CheckFormat,
        naming: &Naming,
        files: bool,
    ) -> Result<CheckReport, crate::Error>;

    /// The tree marked by one answer (`name` names it), as `check --format html`
    /// draws it: SVG; `None` for a kind whose report draws no marked tree.
    ///
    /// # Errors
    /// [`crate::Error::Parse`] for an answer that cannot be read; the search's.
    fn marked_figure(
        &self,
        name: &str,
        answer: &[u8],
        naming: &Naming,
    ) -> Result<Option<String>, crate::Error>;

    /// A student's answer marked for a class ([`super::lms::mark`]): the answer file
    /// `file` and its bytes, or why there are none (no file, several, unreadable).
    ///
    /// # Errors
    /// The search's.
    fn mark_student(
        self: Box<Self>,
        file: &str,
        bytes: Result<Vec<u8>, String>,
        naming: &Naming,
    ) -> Result<Box<dyn Marked>, crate::Error>;

    /// The bytes of `sheet`: the position file, the model answer or a figure (with
    /// `solution`, the solved one); the sheets of several exercises (a practice page, a
    /// class's files) are written from the kind.
    ///
    /// # Errors
    /// [`Sheet::check_solution`]'s, the search's; [`crate::ErrorKind::Unsupported`] for
    /// a sheet of several exercises.
    fn write(
        &self,
        sheet: Sheet,
        solution: bool,
        naming: &Naming,
    ) -> Result<Vec<u8>, crate::Error> {
        sheet.check_solution(solution)?;
        let figure = |format| self.sheet(format, solution);
        Ok(match sheet {
            Sheet::Tree => self.position_text(naming).into_bytes(),
            Sheet::Answer => self.model_answer()?.into_bytes(),
            Sheet::Svg => figure(SheetFormat::Svg)?,
            Sheet::Tikz => figure(SheetFormat::Tikz)?,
            Sheet::Html => figure(SheetFormat::Html)?,
            Sheet::Png => figure(SheetFormat::Png)?,
            Sheet::Pdf => figure(SheetFormat::Pdf)?,
            Sheet::Practice | Sheet::Key | Sheet::Moodle | Sheet::Qti | Sheet::Prairielearn => {
                return Err(crate::Error::with_kind(
                    crate::ErrorKind::Unsupported,
                    format!(
                        "--format {} is written for a class or a page, not one exercise",
                        sheet.name()
                    )
                    .into(),
                ))
            }
        })
    }
}

/// A student's answer marked for a class's gradebook and feedback, or why it could not
/// be.
pub trait Marked {
    /// The marking in numbers and words, or why there is none.
    fn summary(&self, naming: &Naming) -> Result<Summary, String>;

    /// The student's feedback: `check`'s text report and HTML report of the answer,
    /// the file shown as `file`, the HTML titled by the student's `id`.
    fn reports(&self, file: &str, id: &str, naming: &Naming) -> (String, String);
}

/// A marking in numbers and words, for the gradebook.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// The score, 0 to 100.
    pub percent: f64,
    /// Whether every answer is right.
    pub all_correct: bool,
    /// The verdict in the current language.
    pub verdict: String,
    /// The first mistake: where (a node, an item) and what is wrong there.
    pub first: Option<(String, String)>,
}

/// A Moodle Cloze question's text ([`Made::moodle`]): HTML.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cloze {
    /// Before the picture: how to work the tree.
    pub intro: String,
    /// After the picture: the fields (a table).
    pub fields: String,
}

/// A QTI 2.1 `assessmentItem`'s parts ([`Made::qti`]), each question adding to all
/// four.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct QtiItem {
    /// The `responseDeclaration`s, with the correct responses.
    pub declarations: String,
    /// The `itemBody`: the text, the picture and the interactions.
    pub body: String,
    /// The `responseProcessing` rules: a point per right field, else its feedback.
    pub processing: String,
    /// The `modalFeedback`s.
    pub feedback: String,
    /// The points to be had (`MAXSCORE`).
    pub max: u32,
}

/// A PrairieLearn question of a kind's exercises ([`Kind::prairielearn`]): what
/// `info.json` and `question.html` say and how `server.py` draws each variant.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    /// The title, in the current language.
    pub title: String,
    /// The tags (`gametree` and the kind's).
    pub tags: Vec<&'static str>,
    /// Mixed into the course seed for the question's UUID, so that each kind's
    /// question of one course seed is another question to PrairieLearn.
    pub uuid_salt: u64,
    /// How to write the answers: HTML, in the current language.
    pub instructions: String,
    /// The keywords of the Python package's `gametree.exercise` that make each variant
    /// (its seed aside).
    pub options: serde_json::Value,
}

/// A box to fill in ([`Made::boxes`]).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct AnswerBox {
    /// Its name (PrairieLearn's `answers-name`).
    pub name: String,
    /// Its label, in the current language.
    pub label: String,
    /// Its width in characters.
    pub size: u32,
    /// The hint inside it (the answer format's spelling).
    pub placeholder: String,
    /// The correct answer.
    pub correct: String,
}

/// One box marked ([`Made::check_boxes`]).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct BoxMark {
    /// The box's name.
    pub name: String,
    /// The share of its items right, 0 to 1 (1 for a box with nothing to mark).
    pub score: f64,
    /// Its weight in the question's score.
    pub weight: u32,
    /// `check`'s reasons for what is wrong, joined by `; `.
    pub feedback: String,
}

/// The boxes of an exercise marked ([`Made::check_boxes`]).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct BoxMarks {
    /// Every box, in the order of [`Made::boxes`].
    pub boxes: Vec<BoxMark>,
    /// The whole answer's score, 0 to 1: `check`'s right answers over those asked.
    pub score: f64,
    /// `check`'s verdict.
    pub verdict: String,
}

impl BoxMark {
    /// The box `name` of the items marked `marks` (1 right, 0 wrong), its reasons, and
    /// its weight.
    pub fn new(name: &str, marks: &[f64], reasons: &[String], weight: u32) -> BoxMark {
        BoxMark {
            name: name.to_string(),
            score: if marks.is_empty() {
                1.0
            } else {
                marks.iter().sum::<f64>() / marks.len() as f64
            },
            weight,
            feedback: reasons.join("; "),
        }
    }
}
