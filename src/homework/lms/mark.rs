//! Marking a class (`gametree check KEY.json --answer 'answers/*.txt'`): each answer
//! file is matched to a student by the id in its name and marked against that
//! student's variant; the gradebook (a CSV Moodle's grade import takes: id, score,
//! feedback) has a row for every student of the key, and one who submitted nothing, or
//! something that cannot be read, gets a row saying so. The text report, the feedback
//! files and the exit code follow the files given: re-marking one student's file says
//! nothing of the others.

use super::KEY_SCHEMA;
use crate::homework::output::{self, Outcome};
use crate::homework::{answer, check, solve, Bounds, Conventions};
use crate::params::Naming;
use crate::record::{NodeNames, Perspective};
use crate::render::escape::csv;
use crate::search::CutRule;

/// An answer file's name and its bytes, or why they cannot be read.
pub type Answer = (String, Result<Vec<u8>, String>);

/// One student's variant as the key gives it.
#[derive(Clone, Debug, serde::Deserialize)]
struct KeyVariant {
    id: String,
    position: String,
}

#[derive(Clone, Debug, serde::Deserialize)]
struct KeyConventions {
    algorithm: String,
    convention: String,
    prune_on: String,
    values: String,
    bounds: String,
}

#[derive(Clone, Debug, serde::Deserialize)]
struct Key {
    schema: String,
    conventions: KeyConventions,
    variants: Vec<KeyVariant>,
}

/// Whether `bytes` look like a key (JSON whose `schema` is [`KEY_SCHEMA`]) rather than
/// a position file.
pub fn is_key(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(4096)];
    head.trim_ascii_start().starts_with(b"{")
        && head
            .windows(KEY_SCHEMA.len())
            .any(|w| w == KEY_SCHEMA.as_bytes())
}

/// One student's row of the marking.
pub struct Row {
    /// The student's id.
    pub id: String,
    /// The answer file matched to the student, if any.
    pub file: Option<String>,
    /// Whether any answer file given names the student (one, or several: an error).
    pub submitted: bool,
    /// The marking, or why there is none (`no submission`, a reading error).
    pub result: Result<check::Marking, String>,
    /// The student's tree's recording under the key's conventions, for the HTML.
    rec: crate::record::Recording,
}

/// A class marked.
pub struct Class {
    /// A row per student of the key, in its order.
    pub rows: Vec<Row>,
    /// Answer files that name no student, or several.
    pub unmatched: Vec<String>,
    conv: Conventions,
}

/// The key's conventions.
fn conventions(k: &KeyConventions, name: &str) -> Result<Conventions, crate::Error> {
    let bad = |what: &str, v: &str| {
        crate::Error::with_kind(
            crate::ErrorKind::Parse,
            format!("{name}: expected a key's conventions, found {what} `{v}`").into(),
        )
    };
    Ok(Conventions {
        alphabeta: match k.algorithm.as_str() {
            "alphabeta" => true,
            "minimax" => false,
            v => return Err(bad("algorithm", v)),
        },
        soft: match k.convention.as_str() {
            "fail-soft" => true,
            "fail-hard" => false,
            v => return Err(bad("convention", v)),
        },
        cut: match k.prune_on.as_str() {
            "ge" => CutRule::Ge,
            "gt" => CutRule::Gt,
            v => return Err(bad("prune_on", v)),
        },
        values: match k.values.as_str() {
            "max" => Perspective::Max,
            "side-to-move" => Perspective::SideToMove,
            v => return Err(bad("values", v)),
        },
        bounds: match k.bounds.as_str() {
            "accept" => Bounds::Accept,
            "require" => Bounds::Require,
            "reject" => Bounds::Reject,
            v => return Err(bad("bounds", v)),
        },
    })
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
pub fn by_student(answers: Vec<Answer>, ids: &[String]) -> (Vec<Vec<Answer>>, Vec<String>) {
    let mut files: Vec<Vec<Answer>> = vec![Vec::new(); ids.len()];
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

/// Student `id`'s answer file (`mine`, [`by_student`]) marked by `mark` (the file's
/// name and bytes): none is "no submission"; several are none marked, and the reason
/// goes to `unmatched` too. Returns the file marked and its marking, or why none.
pub fn mark_one<M>(
    id: &str,
    mut mine: Vec<Answer>,
    unmatched: &mut Vec<String>,
    mark: impl FnOnce(&str, Vec<u8>) -> Result<M, String>,
) -> (Option<String>, Result<M, String>) {
    match mine.len() {
        0 => (None, Err(crate::tr!("exercise-gradebook-no-submission"))),
        1 => {
            let (file, bytes) = mine.remove(0);
            let result = bytes.and_then(|b| mark(&file, b));
            (Some(file), result)
        }
        _ => {
            let all: Vec<&str> = mine.iter().map(|(f, _)| f.as_str()).collect();
            let why = crate::tr!("exercise-gradebook-several", files = all.join(", "));
            unmatched.push(format!("{id}: {why}"));
            (None, Err(why))
        }
    }
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

/// What `gametree check KEY.json` reports of a class marked, whatever the key's
/// algorithm: alpha-beta's [`Class`] or MCTS's ([`super::mcts_key::MctsClass`]).
pub trait ClassMarking {
    /// The gradebook: `id,score,feedback`, a row per student of the key.
    fn gradebook(&self, naming: &Naming) -> String;
    /// The text report: a line per student an answer file given names, then the
    /// files that name no one.
    fn text(&self, naming: &Naming) -> String;
    /// Per student whose answer file was given: the file name stem, the text report
    /// and the HTML report.
    fn feedback(&self, naming: &Naming) -> Vec<(String, String, String)>;
    /// Answer files that name no student, or several.
    fn unmatched(&self) -> &[String];
    /// The students of the key no answer file given names.
    fn not_submitted(&self) -> usize;
    /// The errors of the answer files matched to a student.
    fn errors(&self) -> Vec<&str>;
    /// 2 for a file not matched, read or holding no answer; 0 when every answer given
    /// is fully correct; 1 otherwise.
    fn exit_code(&self) -> u8;
}

impl ClassMarking for Class {
    fn gradebook(&self, naming: &Naming) -> String {
        Class::gradebook(self, naming)
    }
    fn text(&self, naming: &Naming) -> String {
        Class::text(self, naming)
    }
    fn feedback(&self, naming: &Naming) -> Vec<(String, String, String)> {
        Class::feedback(self, naming)
    }
    fn unmatched(&self) -> &[String] {
        &self.unmatched
    }
    fn not_submitted(&self) -> usize {
        Class::not_submitted(self)
    }
    fn errors(&self) -> Vec<&str> {
        Class::errors(self)
    }
    fn exit_code(&self) -> u8 {
        Class::exit_code(self)
    }
}

/// Marks `answers` (file names and their bytes, or why they cannot be read) against
/// the key `key` (its bytes; `name` names it): each file against the variant of the
/// student its name holds ([`student_of`]).
///
/// # Errors
/// [`crate::Error::Usage`] for a key that is not one (with what is wrong), a variant
/// whose tree cannot be read; the search's.
pub fn mark_class(
    key: &[u8],
    name: &str,
    answers: Vec<Answer>,
    naming: &Naming,
) -> Result<Class, crate::Error> {
    let key: Key = serde_json::from_slice(key).map_err(|e| {
        crate::Error::with_kind(
            crate::ErrorKind::Parse,
            format!(
                "{name}:{}:{}: expected a gametree key (gametree exercise --format key), found {e}",
                e.line(),
                e.column()
            )
            .into(),
        )
    })?;
    if key.schema != KEY_SCHEMA {
        return Err(crate::Error::with_kind(
            crate::ErrorKind::Parse,
            format!(
                "{name}: expected a key of schema {KEY_SCHEMA}, found `{}`",
                key.schema
            )
            .into(),
        ));
    }
    let conv = conventions(&key.conventions, name)?;
    let ids: Vec<String> = key.variants.iter().map(|v| v.id.clone()).collect();
    let (files, mut unmatched) = by_student(answers, &ids);
    let mut rows = Vec::new();
    for (v, mine) in key.variants.iter().zip(files) {
        let tree = match crate::games::load(v.position.as_bytes()) {
            Ok(crate::games::Loaded::Tree(t)) => t,
            _ => {
                return Err(crate::Error::with_kind(
                    crate::ErrorKind::Parse,
                    format!("{name}: the variant of `{}` holds no tree", v.id).into(),
                ))
            }
        };
        let rec = solve(&tree, conv.algorithm(), conv.cut)?;
        let names = NodeNames::new(&rec);
        let ctx = check::Context::new(&rec, &names, conv, Some(&tree)).with_naming(*naming);
        let submitted = !mine.is_empty();
        let (file, result) = mark_one(&v.id, mine, &mut unmatched, |file, bytes| {
            let mut marker = check::Marker::new(&ctx);
            answer::parse_each(&bytes, |item| marker.add(item))
                .map_err(|err| format!("{file}:{err}"))?;
            if marker.lines() == 0 {
                return Err(check::no_answer(file));
            }
            Ok(marker.finish())
        });
        drop(ctx);
        rows.push(Row {
            id: v.id.clone(),
            file,
            submitted,
            result,
            rec,
        });
    }
    Ok(Class {
        rows,
        unmatched,
        conv,
    })
}

impl Class {
    /// The gradebook: `id,score,feedback`, a row per student (score in per cent, empty
    /// for a student without a marking, whose feedback says why), written by
    /// [`gradebook_csv`].
    pub fn gradebook(&self, naming: &Naming) -> String {
        let records = self.rows.iter().map(|r| {
            let (score, feedback) = match &r.result {
                Ok(m) => {
                    let first = super::super::practice::first_mistake(&r.rec, m, &self.conv)
                        .map(|f| {
                            let first = crate::tr!(
                                "exercise-gradebook-first-mistake",
                                node = f.node.as_str(),
                                why = f.text.as_str()
                            );
                            format!(" {first}")
                        })
                        .unwrap_or_default();
                    (
                        format!("{:.1}", m.percent()),
                        format!("{}.{first}", m.verdict(naming)),
                    )
                }
                Err(e) => (String::new(), e.clone()),
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
            let what = match &r.result {
                Ok(m) => m.verdict(naming),
                Err(e) => e.clone(),
            };
            (r.id.as_str(), r.file.as_deref(), what)
        });
        class_text(lines, &self.unmatched)
    }

    /// Each student's feedback whose answer file was given (re-marking one student
    /// leaves the others' feedback as it is): the file name stem (`ID`,
    /// [`super::file_names`] of all the key's ids), the text report and the HTML report
    /// (`gametree check`'s, with the first mistake and its replay).
    pub fn feedback(&self, naming: &Naming) -> Vec<(String, String, String)> {
        let ids: Vec<String> = self.rows.iter().map(|r| r.id.clone()).collect();
        let stems = super::file_names(&ids);
        self.rows
            .iter()
            .zip(stems)
            .filter(|(r, _)| r.submitted)
            .map(|(r, stem)| {
                let outcome = [Outcome {
                    file: r.file.clone().unwrap_or_else(|| r.id.clone()),
                    result: r.result.clone(),
                }];
                (
                    stem,
                    output::text(&outcome, naming),
                    output::html(&r.rec, &r.id, &self.conv, &outcome, naming),
                )
            })
            .collect()
    }

    /// The students of the key no answer file given names.
    pub fn not_submitted(&self) -> usize {
        self.rows.iter().filter(|r| !r.submitted).count()
    }

    /// The errors of the answer files matched to a student: a file that cannot be read,
    /// or holds no answer at all (`FILE:LINE:COL: …`).
    pub fn errors(&self) -> Vec<&str> {
        self.rows
            .iter()
            .filter(|r| r.file.is_some())
            .filter_map(|r| r.result.as_ref().err().map(String::as_str))
            .collect()
    }

    /// The exit code, following the files given (students without one do not count):
    /// 2 when an answer file could not be matched or read or holds no answer, 0 when
    /// every answer given is fully correct, 1 otherwise.
    pub fn exit_code(&self) -> u8 {
        let given = || self.rows.iter().filter(|r| r.submitted);
        if given().any(|r| r.result.is_err()) || !self.unmatched.is_empty() {
            2
        } else if given().all(|r| r.result.as_ref().is_ok_and(check::Marking::all_correct)) {
            0
        } else {
            1
        }
    }
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
