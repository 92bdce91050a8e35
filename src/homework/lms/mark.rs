//! Marking a class (`gametree check KEY.json --answer 'answers/*.txt'`), whatever the
//! kind of its exercises: each answer file is matched to a student by the id in its
//! name and marked against that student's variant by the variant's kind
//! ([`crate::homework::kind::Made::mark_student`]); the gradebook (a CSV Moodle's
//! grade import takes: id, score, feedback) has a row for every student of the key,
//! and one who submitted nothing, or something that cannot be read, gets a row saying
//! so. The text report, the feedback files and the exit code follow the files given:
//! re-marking one student's file says nothing of the others.

use super::key::Key;
use crate::homework::answer_files::Submission;
use crate::homework::kind::{Kind, Marked, Summary};
use crate::params::Naming;
use crate::render::escape::csv;

/// One student's row of the marking.
struct Row {
    /// The student's id.
    id: String,
    /// The answer file matched to the student, if any.
    file: Option<String>,
    /// Whether any answer file given names the student (one, or several: an error).
    submitted: bool,
    /// The marking, or why there is none (`no submission`, a reading error).
    marked: Box<dyn Marked>,
}

/// A class marked.
pub struct Class {
    /// A row per student of the key, in its order.
    rows: Vec<Row>,
    /// Answer files that name no student, or several.
    unmatched: Vec<String>,
}

/// The file's name without its directory and an answer's extension (`.txt`, `.json`,
/// any case): `ada.l` is the id `ada.l`, `ada@x.org.txt` the id `ada@x.org`.
fn stem_of(file: &str) -> String {
    let name = std::path::Path::new(file)
        .file_name()
        .map_or(file.to_string(), |s| s.to_string_lossy().into_owned());
    let lower = name.to_ascii_lowercase();
    [".txt", ".json"]
        .iter()
        .find(|e| lower.ends_with(*e))
        .map_or(name.clone(), |e| name[..name.len() - e.len()].to_string())
}

/// The ids of `ids` that `stem` holds as a word (between characters that are not
/// letters or digits, or the ends), compared as they are or, with `fold`, lowercased;
/// an id inside a longer one found there does not count.
fn ids_in<'a>(stem: &str, ids: &'a [String], fold: bool) -> Vec<&'a str> {
    let f = |s: &str| {
        if fold {
            s.to_lowercase()
        } else {
            s.to_string()
        }
    };
    let stem = f(stem);
    let word = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric());
    let mut found: Vec<(&str, String)> = ids
        .iter()
        .map(|id| (id.as_str(), f(id)))
        .filter(|(_, id)| {
            !id.is_empty()
                && stem.match_indices(id.as_str()).any(|(at, _)| {
                    word(stem[..at].chars().next_back())
                        && word(stem[at + id.len()..].chars().next())
                })
        })
        .collect();
    // `ada` in `ada.l_answer` is part of the longer id `ada.l` found there too.
    let all: Vec<String> = found.iter().map(|(_, s)| s.clone()).collect();
    found.retain(|(_, s)| {
        !all.iter()
            .any(|t| t.len() > s.len() && t.contains(s.as_str()))
    });
    found.into_iter().map(|(id, _)| id).collect()
}

/// The student of `ids` whose id the file name `file` holds as a word (between
/// characters that are not letters or digits, or the ends; an id inside a longer one
/// found there does not count): as the id is written, or else whatever the case
/// (`HW2-S1001.TXT` is `s1001`'s); `Err` with the candidates when several fit.
pub fn student_of<'a>(file: &str, ids: &'a [String]) -> Result<Option<&'a str>, Vec<&'a str>> {
    let stem = stem_of(file);
    let mut found = ids_in(&stem, ids, false);
    if found.is_empty() {
        found = ids_in(&stem, ids, true);
    }
    match found.as_slice() {
        [] => Ok(None),
        [one] => Ok(Some(one)),
        _ => Err(found),
    }
}

/// The answer files of each student of `ids` (in `ids`' order), each file given to the
/// student its name holds ([`student_of`]), and why each of the others is no one's:
/// it names no student ([`names_no_student`]) or several. A class's key (alpha-beta's
/// and Monte Carlo tree search's) marks each file against its student's variant.
pub fn by_student(answers: Vec<Submission>, ids: &[String]) -> (Vec<Vec<Submission>>, Vec<String>) {
    let mut files: Vec<Vec<Submission>> = vec![Vec::new(); ids.len()];
    let mut unmatched = Vec::new();
    for (file, bytes) in answers {
        match student_of(&file, ids) {
            Ok(Some(id)) => {
                let i = ids.iter().position(|x| x == id).unwrap_or(0);
                files[i].push((file, bytes));
            }
            Ok(None) => unmatched.push(names_no_student(&file, ids)),
            Err(several) => unmatched.push(crate::tr!(
                "exercise-unmatched-names-several",
                file = file.as_str(),
                ids = several.join(", ")
            )),
        }
    }
    (files, unmatched)
}

/// Why the file name `file` names no student of `ids`, with a hint: the ids it holds
/// inside longer words (`hw2s1001.txt`), or what the key's ids look like.
pub fn names_no_student(file: &str, ids: &[String]) -> String {
    let stem = stem_of(file).to_lowercase();
    let inside: Vec<String> = ids
        .iter()
        .filter(|id| !id.is_empty() && stem.contains(&id.to_lowercase()))
        .take(3)
        .map(|id| format!("`{id}`"))
        .collect();
    let hint = match (inside.as_slice(), ids.first()) {
        ([one], _) => crate::tr!(
            "exercise-unmatched-inside-word",
            id = one.as_str(),
            bare = one.trim_matches('`')
        ),
        ([], Some(id)) => crate::tr!("exercise-unmatched-no-id", id = id.as_str()),
        ([], None) => crate::tr!("exercise-unmatched-empty-key"),
        (several, _) => crate::tr!("exercise-unmatched-inside-words", ids = several.join(", ")),
    };
    crate::tr!("exercise-unmatched-names-none", file = file, hint = hint)
}

/// Marks `answers` (file names and their bytes, or why they cannot be read) against
/// the key `key` (read from `name`) of `kind`'s exercises: each file against the
/// variant of the student its name holds ([`student_of`]), options in the reasons
/// named by `naming`.
///
/// # Errors
/// [`crate::ErrorKind::Parse`] for a variant whose tree cannot be read; the method's
/// settings out of range and the search's.
pub fn mark_class(
    kind: &dyn Kind,
    key: Key,
    name: &str,
    answers: Vec<Submission>,
    naming: &Naming,
) -> Result<Class, crate::Error> {
    let ids: Vec<String> = key.variants.iter().map(|v| v.id.clone()).collect();
    let (files, mut unmatched) = by_student(answers, &ids);
    let mut rows = Vec::new();
    for (v, mine) in key.variants.into_iter().zip(files) {
        let Ok(crate::games::Loaded::Tree(tree)) = crate::games::load(v.position.as_bytes()) else {
            return Err(crate::Error::with_kind(
                crate::ErrorKind::Parse,
                format!("{name}: the variant of `{}` holds no tree", v.id).into(),
            ));
        };
        let exercise = kind.exercise_of(&tree, v.seed)?;
        let submitted = !mine.is_empty();
        let (file, bytes) = one_file(&v.id, mine, &mut unmatched);
        let marked = exercise.mark_student(file.as_deref().unwrap_or(&v.id), bytes, naming)?;
        rows.push(Row {
            id: v.id,
            file,
            submitted,
            marked,
        });
    }
    Ok(Class { rows, unmatched })
}

/// Student `id`'s answer file (`mine`, [`by_student`]): none is "no submission";
/// several are none marked, and the reason goes to `unmatched` too. Returns the file
/// and its bytes, or why there are none.
fn one_file(
    id: &str,
    mut mine: Vec<Submission>,
    unmatched: &mut Vec<String>,
) -> (Option<String>, Result<Vec<u8>, String>) {
    match mine.len() {
        0 => (None, Err(crate::tr!("exercise-gradebook-no-submission"))),
        1 => {
            let (file, bytes) = mine.remove(0);
            (Some(file), bytes)
        }
        _ => {
            let all: Vec<&str> = mine.iter().map(|(f, _)| f.as_str()).collect();
            let why = crate::tr!("exercise-gradebook-several", files = all.join(", "));
            unmatched.push(format!("{id}: {why}"));
            (None, Err(why))
        }
    }
}

impl Class {
    /// The gradebook: `id,score,feedback`, a row per student (score in per cent, empty
    /// for a student without a marking, whose feedback says why: the verdict, then the
    /// first mistake with its reason), written by `gradebook_csv`.
    pub fn gradebook(&self, naming: &Naming) -> String {
        let records = self.rows.iter().map(|r| {
            let (score, feedback) = match r.marked.summary(naming) {
                Ok(Summary {
                    percent,
                    verdict,
                    first,
                    ..
                }) => {
                    let first = first.map_or(String::new(), |(node, why)| {
                        let first = crate::tr!(
                            "exercise-gradebook-first-mistake",
                            node = node.as_str(),
                            why = why.as_str()
                        );
                        format!(" {first}")
                    });
                    (format!("{percent:.1}"), format!("{verdict}.{first}"))
                }
                Err(e) => (String::new(), e),
            };
            (r.id.as_str(), score, feedback)
        });
        gradebook_csv(records)
    }

    /// The text report: a line per student an answer file given names, then the answer
    /// files that name no one. The students without one are in the gradebook
    /// ([`Class::gradebook`]; [`Class::not_submitted`] counts them).
    pub fn text(&self, naming: &Naming) -> String {
        let lines = self.rows.iter().filter(|r| r.submitted).map(|r| {
            let what = match r.marked.summary(naming) {
                Ok(s) => s.verdict,
                Err(e) => e,
            };
            (r.id.as_str(), r.file.as_deref(), what)
        });
        class_text(lines, &self.unmatched)
    }

    /// Each student's feedback whose answer file was given (re-marking one student
    /// leaves the others' feedback as it is): the file name stem (`ID`,
    /// [`super::file_names`] of all the key's ids), the text report and the HTML report
    /// (`gametree check`'s, by the kind's method).
    pub fn feedback(&self, naming: &Naming) -> Vec<(String, String, String)> {
        let ids: Vec<String> = self.rows.iter().map(|r| r.id.clone()).collect();
        let stems = super::file_names(&ids);
        self.rows
            .iter()
            .zip(stems)
            .filter(|(r, _)| r.submitted)
            .map(|(r, stem)| {
                let file = r.file.clone().unwrap_or_else(|| r.id.clone());
                let (text, html) = r.marked.reports(&file, &r.id, naming);
                (stem, text, html)
            })
            .collect()
    }

    /// Answer files that name no student, or several.
    pub fn unmatched(&self) -> &[String] {
        &self.unmatched
    }

    /// The students of the key no answer file given names.
    pub fn not_submitted(&self) -> usize {
        self.rows.iter().filter(|r| !r.submitted).count()
    }

    /// The errors of the answer files matched to a student: a file that cannot be read,
    /// or holds no answer at all (`FILE:LINE:COL: …`).
    pub fn errors(&self, naming: &Naming) -> Vec<String> {
        self.rows
            .iter()
            .filter(|r| r.file.is_some())
            .filter_map(|r| r.marked.summary(naming).err())
            .collect()
    }

    /// The exit code, following the files given (students without one do not count):
    /// 2 when an answer file could not be matched or read or holds no answer, 0 when
    /// every answer given is fully correct, 1 otherwise.
    pub fn exit_code(&self, naming: &Naming) -> u8 {
        let given: Vec<Result<Summary, String>> = self
            .rows
            .iter()
            .filter(|r| r.submitted)
            .map(|r| r.marked.summary(naming))
            .collect();
        if given.iter().any(Result::is_err) || !self.unmatched.is_empty() {
            2
        } else if given
            .iter()
            .all(|s| s.as_ref().is_ok_and(|s| s.all_correct))
        {
            0
        } else {
            1
        }
    }
}

/// The gradebook's CSV, `id,score,feedback`, of `rows` (id, score in per cent or
/// empty, feedback), whatever the key's algorithm. The id and the feedback are text
/// for a terminal and a spreadsheet alike (docs/security.md): control and bidi
/// formatting characters become U+FFFD ([`crate::render::escape::terminal::text`], as
/// in the text report), and a cell that a spreadsheet would run gets a leading `'`
/// ([`csv::guard`]). A roster's ids need neither (`lms::roster_ids` refuses those that
/// would), so the LMS matches them exactly; an id from a key edited by hand may.
pub(crate) fn gradebook_csv<'a>(rows: impl Iterator<Item = (&'a str, String, String)>) -> String {
    use crate::render::escape::terminal::text as term;
    let records = rows.map(|(id, score, feedback)| {
        csv::Record::new()
            .text(&term(id))
            .number(&score)
            .text(&term(&feedback))
    });
    csv::to_string(&["id", "score", "feedback"], records)
}

/// A class's text report, the one layout of alpha-beta's and MCTS's: a line per
/// student who gave an answer (`id (file): verdict`), then a line per answer file
/// that names no one. Safe for a terminal.
pub(crate) fn class_text<'a>(
    submitted: impl Iterator<Item = (&'a str, Option<&'a str>, String)>,
    unmatched: &[String],
) -> String {
    use crate::render::escape::terminal::text as term;
    let mut s = String::new();
    for (id, file, what) in submitted {
        let file = file.map_or(String::new(), |f| format!(" ({})", term(f)));
        s.push_str(&format!("{}{file}: {}\n", term(id), term(&what)));
    }
    for u in unmatched {
        let line = crate::tr!("exercise-class-unmatched", what = term(u));
        s.push_str(&format!("{line}\n"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_matched_to_the_student_its_name_holds() {
        let ids: Vec<String> = ["s1", "s10", "ada", "ada.l"].map(String::from).to_vec();
        assert_eq!(student_of("answers/s10.txt", &ids), Ok(Some("s10")));
        assert_eq!(student_of("hw3-s1-final.txt", &ids), Ok(Some("s1")));
        assert_eq!(student_of("s100.txt", &ids), Ok(None));
        assert_eq!(student_of("ada.l_answer.txt", &ids), Ok(Some("ada.l")));
        assert_eq!(student_of("ada_and_s1.txt", &ids), Err(vec!["s1", "ada"]));
        assert_eq!(student_of("dir/ada.l", &ids), Ok(Some("ada.l")));
        // Whatever the case, when no id is written as it is.
        assert_eq!(student_of("HW3-S10.TXT", &ids), Ok(Some("s10")));
        assert_eq!(student_of("Ada.L.json", &ids), Ok(Some("ada.l")));
        let cased: Vec<String> = ["Ada", "ada", "Ben"].map(String::from).to_vec();
        assert_eq!(student_of("Ada.txt", &cased), Ok(Some("Ada")));
        assert_eq!(student_of("ben.txt", &cased), Ok(Some("Ben")));
        assert_eq!(student_of("ADA.txt", &cased), Err(vec!["Ada", "ada"]));
    }

    #[test]
    fn a_file_naming_no_student_gets_a_hint() {
        let ids: Vec<String> = ["s1001", "s1002"].map(String::from).to_vec();
        assert_eq!(
            names_no_student("a/hw2s1002.txt", &ids),
            "a/hw2s1002.txt: names no student of the key (`s1002` is in the name inside a longer word; name the file so that the id stands alone, as in `hw2-s1002.txt`)"
        );
        assert!(names_no_student("x.txt", &ids).ends_with("as in `hw2-s1001.txt`)"));
    }
}
