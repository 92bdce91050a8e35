//! Exams at scale: a different exercise for every student, reproducible from the
//! course's seed and the student's id ([`seed_for`]), of any kind of exercise
//! ([`crate::homework::kind::Kind`]): a key listing each student's seed, tree and
//! model answer ([`key`]), written for the learning platforms ([`moodle`]: Moodle
//! XML, [`qti`]: QTI 2.1, [`prairielearn`]: a PrairieLearn question that draws its
//! variants itself), and a class's answers marked each against its own variant
//! ([`mark`]). What each kind asks on a platform is its own: [`alphabeta`] and
//! [`mcts`].

pub mod alphabeta;
pub mod key;
pub mod mark;
pub mod mcts;
pub mod moodle;
pub mod prairielearn;
pub mod qti;

use super::exercise::Sheet;
use super::kind::{Kind, Made};
use super::output::SheetFormat;
use crate::params::Naming;

/// One student's variant.
pub struct Variant {
    /// The student's id (from the roster, or `1`, `2`, … for `--count`).
    pub id: String,
    /// The exercise, made from the seed of the student ([`seed_for`]).
    pub exercise: Box<dyn Made>,
}

/// The seed of student `id`'s exercise in the course whose seed is `course`: FNV-1a
/// (64 bits) of the course seed's 8 little-endian bytes followed by the id's UTF-8
/// bytes. Fixed here, so that a student's exercise is the same on every machine and
/// version, and a lecturer can make one student's again with `--seed`.
pub fn seed_for(course: u64, id: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in course.to_le_bytes().iter().chain(id.as_bytes()) {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The column headers taken as a roster's id column, in order of preference (any case):
/// a plain `id`, Moodle's participants export (`ID number`, `Username`, `Email
/// address`), Canvas's gradebook (`SIS User ID`, `SIS Login ID`, `ID`), others'.
pub const ID_COLUMNS: [&str; 9] = [
    "id",
    "student id",
    "id number",
    "idnumber",
    "username",
    "sis user id",
    "sis login id",
    "email address",
    "email",
];

/// The most students a roster may list.
pub const MAX_ROSTER: usize = 10_000;

/// A roster's headers for a message: each quoted and shortened to 30 characters
/// ([`crate::game::file::quote`]), at most [`crate::record::LISTED_LABELS`] of them.
fn listed_headers(headers: &[String]) -> String {
    let limit = crate::record::LISTED_LABELS;
    let mut s = headers
        .iter()
        .take(limit)
        .map(|h| crate::game::file::quote(h))
        .collect::<Vec<_>>()
        .join(", ");
    if headers.len() > limit {
        s = crate::tr!(
            "errors-cmd-roster-more",
            list = s,
            n = (headers.len() - limit).to_string()
        );
    }
    s
}

/// A roster error at `name:line`.
fn roster_error(name: &str, line: u64, what: String) -> crate::Error {
    crate::Error::with_kind(
        crate::ErrorKind::Parse,
        format!("{name}:{line}: {what}").into(),
    )
}

/// The students' ids from a roster (CSV with a header line; `name` names it in
/// messages): the first column whose header is one of [`ID_COLUMNS`].
///
/// # Errors
/// [`crate::Error::Usage`] naming the file, the line and what is wrong: no id column,
/// an empty or repeated id, a line that is not CSV, more than [`MAX_ROSTER`] students.
pub fn roster_ids(csv_bytes: &[u8], name: &str) -> Result<Vec<String>, crate::Error> {
    let bad = |line: u64, what: String| roster_error(name, line, what);
    let text = csv_bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(csv_bytes);
    let mut reader = csv::ReaderBuilder::new().flexible(true).from_reader(text);
    let headers = reader
        .headers()
        .map_err(|e| {
            bad(
                1,
                crate::tr!("errors-cmd-roster-header", found = e.to_string()),
            )
        })?
        .clone();
    let lower: Vec<String> = headers.iter().map(|h| h.trim().to_lowercase()).collect();
    let column = ID_COLUMNS
        .iter()
        .find_map(|c| lower.iter().position(|h| h == c))
        .ok_or_else(|| {
            bad(
                1,
                crate::tr!(
                    "errors-cmd-roster-column",
                    names = ID_COLUMNS.join(", "),
                    headers = listed_headers(&lower)
                ),
            )
        })?;
    let mut ids = Vec::new();
    let mut seen = rustc_hash::FxHashMap::default();
    // The reader skips blank lines and counts only the lines it reads, and a record's
    // position is where its reading began, before the blank lines: its line is the
    // first line with text from there.
    let line_at = |p: &csv::Position| {
        let mut end = usize::try_from(p.byte())
            .unwrap_or(usize::MAX)
            .min(text.len());
        while end < text.len() && matches!(text[end], b'\n' | b'\r') {
            end += 1;
        }
        text[..end].iter().filter(|&&b| b == b'\n').count() as u64 + 1
    };
    for (i, record) in reader.records().enumerate() {
        let after = i as u64 + 2;
        let record = record.map_err(|e| {
            let line = e.position().map_or(after, line_at);
            bad(
                line,
                crate::tr!("errors-cmd-roster-line", found = e.to_string()),
            )
        })?;
        let line = record.position().map_or(after, line_at);
        // Blank lines, and Canvas's `Points Possible` line under its header.
        if record.iter().all(|f| f.trim().is_empty())
            || record.get(0).is_some_and(|f| f.trim() == "Points Possible")
        {
            continue;
        }
        let id = checked_id(&record, column, &headers, line, text, name)?;
        if let Some(first) = seen.insert(id.clone(), line) {
            return Err(bad(
                line,
                crate::tr!(
                    "errors-cmd-roster-twice",
                    id = &id,
                    first = first.to_string()
                ),
            ));
        }
        ids.push(id);
        if ids.len() > MAX_ROSTER {
            return Err(bad(
                line,
                crate::tr!("errors-cmd-roster-max", max = MAX_ROSTER.to_string()),
            ));
        }
    }
    if ids.is_empty() {
        return Err(bad(2, crate::tr!("errors-cmd-roster-none")));
    }
    Ok(ids)
}

/// The id of a roster's `record` (CSV line `line`) in its id `column`, checked: not
/// empty, at most 100 printable characters, nothing a spreadsheet takes for a formula.
///
/// # Errors
/// [`crate::Error::Usage`] naming the roster `name`, the line (and for a formula the
/// column) and what is wrong.
fn checked_id(
    record: &csv::StringRecord,
    column: usize,
    headers: &csv::StringRecord,
    line: u64,
    text: &[u8],
    name: &str,
) -> Result<String, crate::Error> {
    let bad = |line: u64, what: String| roster_error(name, line, what);
    let id = record.get(column).unwrap_or("").trim().to_string();
    if id.is_empty() {
        return Err(bad(
            line,
            crate::tr!(
                "errors-cmd-roster-empty-id",
                column = headers.get(column).unwrap_or("")
            ),
        ));
    }
    // Printable: no control or bidi formatting character (an LMS id has none, and
    // U+202E would make the gradebook's line read backwards).
    if id.chars().count() > 100 || id.chars().any(crate::render::escape::terminal::unsafe_char) {
        return Err(bad(line, crate::tr!("errors-cmd-roster-long-id")));
    }
    // The gradebook writes ids as they are, for the LMS to match them: one a
    // spreadsheet would take for a formula is refused here, with where it is.
    if crate::render::escape::csv::guard(&id) != id.as_str() {
        let (at_line, col) = record
            .position()
            .map_or((line, 1), |p| field_start(text, p.byte(), p.line(), column));
        return Err(crate::Error::with_kind(
            crate::ErrorKind::Parse,
            format!(
                "{name}:{at_line}:{col}: {}",
                crate::tr!(
                    "errors-cmd-roster-formula",
                    id = crate::game::file::quote(&id).to_string()
                )
            )
            .into(),
        ));
    }
    Ok(id)
}

/// The students' ids from the roster file `path` ([`roster_ids`]), read whole (at
/// most 16 MiB; `-`: standard input).
///
/// # Errors
/// [`crate::ErrorKind::Io`] for a file that cannot be read; [`roster_ids`]'s.
pub fn roster_file(path: &std::path::Path) -> Result<Vec<String>, crate::Error> {
    let name = path.display().to_string();
    let bytes = crate::game::file::read_regular(path, 16 << 20).map_err(|e| {
        crate::Error::with_kind(
            crate::ErrorKind::Io,
            crate::tr!(
                "errors-cmd-roster-read",
                path = name.clone(),
                reason = e.to_string()
            )
            .into(),
        )
    })?;
    roster_ids(&bytes, &name)
}

/// Where field `field` (counted from 0) of the CSV record that starts at byte `start`
/// of `text`, on line `line`, begins its text: its line and its column (in characters,
/// from 1), past its opening quote and the spaces the id is trimmed of.
fn field_start(text: &[u8], start: u64, line: u64, field: usize) -> (u64, u64) {
    let start = usize::try_from(start).unwrap_or(usize::MAX).min(text.len());
    let rest = String::from_utf8_lossy(&text[start..]);
    let mut chars = rest.chars().peekable();
    let (mut line, mut col, mut quoted, mut at) = (line, 1, false, 0);
    while at < field {
        match chars.next() {
            None => break,
            Some('"') => quoted = !quoted,
            Some(',') if !quoted => at += 1,
            Some('\n') => {
                line += 1;
                col = 0;
            }
            Some(_) => {}
        }
        col += 1;
    }
    if chars.next_if_eq(&'"').is_some() {
        col += 1;
    }
    while chars.next_if(|&c| c != '\n' && c.is_whitespace()).is_some() {
        col += 1;
    }
    (line, col)
}

/// File names for `ids`, one each and no two the same even where case does not count
/// (macOS, Windows): the id's ASCII letters, digits, `-`, `_` and `.` (others `_`, so
/// that no id leads out of a directory). Where two ids come out the same after
/// lowercasing (`müller` and `mäller`, `Ada` and `ada`), each of those is followed by
/// `-` and 8 hex digits of its id's FNV-1a hash, and by `-2`, `-3`, … should that name
/// be taken too (by another id's plain name, say `a_b-1a2b3c4d`, or by a repeated id):
/// a name another id keeps is never given again.
pub fn file_names(ids: &[String]) -> Vec<String> {
    use std::collections::{HashMap, HashSet};
    let plain: Vec<String> = ids.iter().map(|id| moodle::file_name(id)).collect();
    let mut count: HashMap<String, usize> = HashMap::new();
    for p in &plain {
        *count.entry(p.to_ascii_lowercase()).or_default() += 1;
    }
    let alone = |p: &String| count[&p.to_ascii_lowercase()] == 1;
    // The names kept as they are come first, so that no made name takes one.
    let mut taken: HashSet<String> = plain
        .iter()
        .filter(|p| alone(p))
        .map(|p| p.to_ascii_lowercase())
        .collect();
    plain
        .iter()
        .zip(ids)
        .map(|(p, id)| {
            if alone(p) {
                return p.clone();
            }
            let hashed = format!("{p}-{:08x}", seed_for(0, id) as u32);
            let mut name = hashed.clone();
            let mut n = 1;
            while taken.contains(&name.to_ascii_lowercase()) {
                n += 1;
                name = format!("{hashed}-{n}");
            }
            taken.insert(name.to_ascii_lowercase());
            name
        })
        .collect()
}

/// The ids of `count` anonymous variants: `1`, `2`, …
pub fn numbered(count: u32) -> Vec<String> {
    (1..=count).map(|i| i.to_string()).collect()
}

/// Each student's variant of `kind` in the course `course`: student `id`'s exercise
/// made from [`seed_for`]`(course, id)`.
///
/// # Errors
/// The exercise generator's (constraints no tree meets).
pub fn variants(
    kind: &dyn Kind,
    course: u64,
    ids: &[String],
) -> Result<Vec<Variant>, crate::Error> {
    ids.iter()
        .map(|id| {
            Ok(Variant {
                id: id.clone(),
                exercise: kind.generate(seed_for(course, id))?,
            })
        })
        .collect()
}

/// A class's variants of `kind` as `sheet` ([`Sheet::Moodle`], [`Sheet::Qti`]; any
/// other sheet is the key), for the course seed `course`, the position files' comments
/// said by `naming`; the banks' pictures are SVG with a grayscale PNG fallback, or
/// with `png` false the SVG alone (`gametree exercise --no-png`).
///
/// # Errors
/// The search's; a figure that cannot be drawn.
pub fn class_sheet(
    kind: &dyn Kind,
    sheet: Sheet,
    course: u64,
    variants: &[Variant],
    naming: &Naming,
    png: bool,
) -> Result<Vec<u8>, crate::Error> {
    Ok(match sheet {
        Sheet::Moodle => moodle::bank(kind, course, variants, naming, png)?.into_bytes(),
        Sheet::Qti => qti::package(variants, naming, png)?,
        _ => {
            let mut s = serde_json::to_string_pretty(&key::json(kind, course, variants, naming)?)
                .unwrap_or_default();
            s.push('\n');
            s.into_bytes()
        }
    })
}

/// PHP's stock `upload_max_filesize`, 2 MB (2 MiB), which many Moodle servers keep.
pub const MOODLE_UPLOAD: usize = 2 << 20;

/// What the command line notes of a class's `sheet` written: `count` variants from the
/// course seed `course` (a bank's `size` in bytes and a variant's share of it), and a
/// Moodle bank too large for [`MOODLE_UPLOAD`] with how to make it in parts (`png`:
/// the bank has PNG fallbacks, which `--no-png` leaves out).
pub fn class_notes(sheet: Sheet, course: u64, count: usize, size: usize, png: bool) -> Vec<String> {
    let seed = course.to_string();
    let mut notes = vec![match sheet {
        Sheet::Moodle | Sheet::Qti => crate::tr!(
            "exercise-note-bank",
            count = count,
            seed = seed,
            size = size_text(size),
            each = size_text(size.div_ceil(count.max(1)))
        ),
        _ => crate::tr!("exercise-note-variants", count = count, seed = seed),
    }];
    if sheet == Sheet::Moodle && size > MOODLE_UPLOAD {
        // About as many variants as fit under the limit, a part of the roster each.
        let part = MOODLE_UPLOAD / size.div_ceil(count.max(1)).max(1);
        notes.push(if png {
            crate::tr!("exercise-note-too-large-png", part = part)
        } else {
            crate::tr!("exercise-note-too-large", part = part)
        });
    }
    notes
}

/// A file size in words: `780 KB`, `3.4 MB` (powers of 1,000, rounded up to the KB).
fn size_text(bytes: usize) -> String {
    let kb = bytes.div_ceil(1000);
    if kb < 1000 {
        format!("{kb} KB")
    } else {
        format!("{} MB", crate::lang::decimal(bytes as f64 / 1e6, 1))
    }
}

/// An exercise's blank sheet as SVG and, with `png`, for platforms that show no SVG,
/// as a grayscale PNG at one pixel per SVG pixel
/// ([`crate::render::png::gray_from_svg`]: a question bank holds hundreds, and a
/// colour PNG made a Moodle bank about 260 KB a student).
///
/// # Errors
/// The search's, and a PNG too large to make.
pub fn figures(ex: &dyn Made, png: bool) -> Result<(Vec<u8>, Option<Vec<u8>>), crate::Error> {
    let svg = ex.sheet(SheetFormat::Svg, false)?;
    if !png {
        return Ok((svg, None));
    }
    let png = crate::render::png::gray_from_svg(&String::from_utf8_lossy(&svg), 1.0).map_err(
        |source| crate::Error::Write {
            path: "-".into(),
            source,
        },
    )?;
    Ok((svg, Some(png)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_student_s_seed_is_fixed_forever() {
        // FNV-1a of the bytes 07 00 … 00 'a' 'd' 'a': a change here changes every
        // student's exercise.
        assert_eq!(seed_for(7, "ada"), seed_for(7, "ada"));
        assert_ne!(seed_for(7, "ada"), seed_for(8, "ada"));
        assert_ne!(seed_for(7, "ada"), seed_for(7, "ben"));
        assert_eq!(seed_for(7, "ada"), 0xc878f1cf22dc32);
    }

    #[test]
    fn file_names_are_different_and_stay_in_their_directory() {
        let ids: Vec<String> = ["müller", "mäller", "../../x", "ada"]
            .map(String::from)
            .to_vec();
        let names = file_names(&ids);
        assert_eq!(names[2], ".._.._x");
        assert_eq!(names[3], "ada");
        assert!(names[0].starts_with("m_ller-") && names[1].starts_with("m_ller-"));
        assert_ne!(names[0], names[1]);
    }

    #[test]
    fn file_names_differ_without_case_whatever_the_ids() {
        // `a b` and `a_b` both come out `a_b`; each gets its hash, one of which is a
        // third student's id; `Ada` and `ada` are one name where case does not count.
        let hashed = format!("a_b-{:08x}", seed_for(0, "a b") as u32);
        let ids: Vec<String> = ["a b", "a_b", &hashed, "Ada", "ada", "ada", "b"]
            .map(String::from)
            .to_vec();
        let names = file_names(&ids);
        let folded: std::collections::HashSet<String> =
            names.iter().map(|n| n.to_lowercase()).collect();
        assert_eq!(folded.len(), ids.len(), "{names:?}");
        assert_eq!(names[2], hashed, "an id no other shares keeps its name");
        assert_eq!(names[6], "b");
        assert_eq!(names[0], format!("{hashed}-2"));
        assert!(names[3].starts_with("Ada-") && names[4].starts_with("ada-"));
    }

    #[test]
    fn ids_a_spreadsheet_would_run_are_refused_where_they_are() {
        let e = roster_ids(b"name,id\nada,ada\n\nben , =1+1\n", "f.csv")
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("f.csv:4:7: expected a student id that does not start with"),
            "{e}"
        );
        for id in ["-1", "+1", "@x", "\"=a,b\""] {
            let csv = format!("id\n{id}\n");
            assert!(roster_ids(csv.as_bytes(), "f.csv").is_err(), "{id}");
        }
        assert_eq!(
            roster_ids(b"id\na-1\n1\nx@y.org\n", "f.csv").unwrap(),
            ["a-1", "1", "x@y.org"]
        );
    }

    #[test]
    fn roster_errors_name_the_line_after_blank_lines() {
        let e = roster_ids(b"id\n\n\ns1\n\ns1\n", "r.csv")
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("r.csv:6: ") && e.contains("on line 4 too"),
            "{e}"
        );
        let e = roster_ids(b"id,name\n\ns1,a\n,b\n", "r.csv")
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("r.csv:4: "), "{e}");
    }

    #[test]
    fn rosters_from_moodle_canvas_and_plain_csv() {
        let moodle =
            "First name,Last name,ID number,Email address\nAda,L,s1001,ada@x\nBen,K,s1002,ben@x\n";
        assert_eq!(
            roster_ids(moodle.as_bytes(), "r.csv").unwrap(),
            ["s1001", "s1002"]
        );
        let canvas = "\u{feff}Student,ID,SIS User ID,SIS Login ID,Section\n    Points Possible,,,,\nLovelace Ada,17,A1,ada,S1\n";
        // `ID` (Canvas's own) comes before `SIS User ID`; its `Points Possible` line
        // is no student.
        assert_eq!(roster_ids(canvas.as_bytes(), "c.csv").unwrap(), ["17"]);
        assert_eq!(
            roster_ids(b"id\nada\n\nben\n", "p.csv").unwrap(),
            ["ada", "ben"]
        );
        let e = roster_ids(b"name\nada\n", "n.csv").unwrap_err().to_string();
        assert!(
            e.starts_with("n.csv:1: expected a column of student ids"),
            "{e}"
        );
        let e = roster_ids(b"id\nada\nada\n", "d.csv")
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "d.csv:3: expected each student once; `ada` is on line 2 too"
        );
    }
}
