//! Homework and exams on explicit trees: [`exercise`] generates alpha-beta exercises,
//! [`check`] marks students' hand-worked trees against a recording of the search.
//!
//! Both name nodes the same way ([`crate::record::NodeNames`]): a node with a label by its label (`C`),
//! any other node by the nearest labelled ancestor and the 1-based child indices below
//! it (`C.2`: C's second child), or, with no labelled ancestor, by the indices from the
//! root (`1.2`); the root by its label or `root`. Generated exercises label every inner
//! node `A`, `B`, … in visit order and leave the leaves unlabelled. Docs:
//! docs/homework.md.

pub mod answer;
pub mod answer_files;
pub mod check;
pub mod conventions;
pub mod exercise;
pub mod explain;
pub mod kind;
pub mod kinds;
pub mod lms;
pub mod mcts;
pub mod mcts_mark;
pub mod mcts_practice;
pub mod method;
pub mod output;
pub mod practice;
pub mod report;
pub mod sheet;
pub mod solving;

pub use answer_files::{answer_files, read_answer, MAX_ANSWER_BYTES};
pub use check::MistakeKind;
pub(crate) use conventions::view_words;
pub use conventions::{Alternative, Bounds, CheckAlgorithm, Convention, Conventions, Hint};
pub use method::{Choice, MctsSettings, Method};
pub use report::{check_answer_figure, check_answer_text, check_answers, CheckFormat, CheckReport};
pub use solving::{bound_text, record, shown, solve};
