//! PrairieLearn (`gametree exercise --format prairielearn -o DIR`): a question
//! directory — `info.json`, `question.html`, `server.py` — whose `generate()` draws
//! each student's tree from PrairieLearn's variant seed and whose `grade()` marks
//! every box with `gametree check`, through the `gametree` Python package
//! (docs/python.md). `python/tests/test_prairielearn.py` runs both in plain Python.
//!
//! The texts the question shows are written in the current language: the question's
//! HTML and the feedback's words in `server.py` (`texts`), and `server.py` asks the
//! package for its sheet and marks in the same language (its `lang=`).

//! PrairieLearn (`gametree exercise --format prairielearn -o DIR`): a question
//! directory — `info.json`, `question.html`, `server.py` — whose `generate()` draws
//! each student's exercise from PrairieLearn's variant seed and whose `grade()` marks
//! every box with `gametree check`, through the `gametree` Python package
//! (docs/python.md). The directory is the same for every kind of exercise
//! ([`crate::homework::kind::Kind::prairielearn`]): one grader, `server.py`, asks the
//! package which boxes an exercise has and their correct answers (`Exercise.boxes`,
//! [`crate::homework::kind::Made::boxes`]) and to mark them (`check_boxes`,
//! [`crate::homework::kind::Made::check_boxes`]), so that all it knows of the kind is
//! the options that make each variant. `python/tests/test_prairielearn.py` runs it in
//! plain Python for both kinds.
//!
//! The texts the question shows are written in the current language: the question's
//! HTML, and `server.py` asks the package for its sheet, boxes and marks in the same
//! language (its `lang=`).

use crate::homework::kind::Kind;
use serde_json::json;

/// The files of the question directory of `kind`'s exercises, for the course seed
/// `course`: name and contents.
pub fn files(kind: &dyn Kind, course: u64) -> Vec<(&'static str, String)> {
    let q = kind.prairielearn();
    let lang = crate::lang::current();
    let lang_option = if lang == crate::lang::Lang::En {
        json!({})
    } else {
        json!({ "lang": lang.code() })
    };
    let server = include_str!("../../../templates/prairielearn/server.py")
        .replace("__LANG__", &lang_option.to_string())
        .replace("__OPTIONS__", &q.options.to_string());
    let question = include_str!("../../../templates/prairielearn/question.html")
        .replace("__INSTRUCTIONS__", &q.instructions);
    let info = json!({
        "uuid": uuid(course ^ q.uuid_salt),
        "title": q.title,
        "topic": "Game-tree search",
        "tags": q.tags,
        "type": "v3",
    });
    vec![
        ("info.json", format!("{:#}\n", info)),
        ("question.html", question),
        ("server.py", server),
    ]
}

/// Writes the question directory `dir` of `files` ([`files`]), making it if need be.
/// A file of the directory is replaced only when it is what these `files` hold (made
/// again with the same options) or with `force`: an edited `server.py`, or a question
/// made with other options, is the lecturer's work. Every file is checked before any
/// is written, and each is a new one renamed over its name: a link there is replaced,
/// never written through.
///
/// # Errors
/// [`crate::ErrorKind::Overwrite`] naming a file that differs (without `force`);
/// [`crate::Error::Read`], [`crate::Error::Write`] for the directory and its files.
pub fn write(
    dir: &std::path::Path,
    files: &[(&'static str, String)],
    force: bool,
) -> Result<(), crate::Error> {
    std::fs::create_dir_all(dir).map_err(|source| crate::Error::Write {
        path: dir.to_path_buf(),
        source,
    })?;
    let mut write = Vec::new();
    for (name, body) in files {
        let path = dir.join(name);
        match std::fs::symlink_metadata(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => write.push((path, body)),
            Err(source) => return Err(crate::Error::Read { path, source }),
            Ok(_) if force => write.push((path, body)),
            Ok(meta) => {
                let same = meta.file_type().is_file()
                    && crate::game::file::read_regular(&path, 64 << 20)
                        .is_ok_and(|old| old == body.as_bytes());
                if !same {
                    return Err(crate::Error::with_kind(
                        crate::ErrorKind::Overwrite,
                        crate::tr!(
                            "errors-cmd-prairielearn-overwrite",
                            dir = dir.display().to_string(),
                            path = path.display().to_string()
                        )
                        .into(),
                    ));
                }
            }
        }
    }
    for (path, body) in write {
        crate::render::write_replacing(&path, body.as_bytes())?;
    }
    Ok(())
}

/// The question's UUID, made from the course seed (the same seed, the same question
/// to PrairieLearn): a version-4-shaped UUID of FNV-1a hashes of the seed.
fn uuid(course: u64) -> String {
    let a = super::seed_for(course, "prairielearn-uuid-a");
    let b = super::seed_for(course, "prairielearn-uuid-b");
    let hex = format!("{a:016x}{b:016x}");
    format!(
        "{}-{}-4{}-{}{}-{}",
        &hex[0..8],
        &hex[8..12],
        &hex[13..16],
        ["8", "9", "a", "b"][(b >> 62) as usize],
        &hex[17..20],
        &hex[20..32]
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_uuid_is_fixed_by_the_seed_and_well_formed() {
        let u = super::uuid(7);
        assert_eq!(u, super::uuid(7));
        assert_ne!(u, super::uuid(8));
        let parts: Vec<usize> = u.split('-').map(str::len).collect();
        assert_eq!(parts, [8, 4, 4, 4, 12]);
        assert_eq!(&u[14..15], "4");
    }
}
