//! The answer files `gametree check` reads: glob patterns expanded, each file read
//! with a bound on its size and never waited on.

use crate::message;

/// The answer files named by `patterns`: each a path, or, when it holds a glob
/// character (`*`, `?`, `[`) and names no existing file as it is, a pattern expanded in
/// sorted order. A file that exists is taken as it is, so that file names the shell
/// expanded (`--answer answers/*` unquoted) are never read as patterns: a student's
/// `a[b].txt` must neither stop the run (`a[` is no pattern) nor stand for `ab.txt`.
///
/// # Errors
/// [`crate::Error::Usage`] for a bad glob pattern or one that matches no file; the
/// pattern in the message is made safe for a terminal.
pub fn answer_files(patterns: &[String]) -> Result<Vec<std::path::PathBuf>, crate::Error> {
    let mut files = Vec::new();
    for p in patterns {
        if !p.contains(['*', '?', '[']) || std::path::Path::new(p).is_file() {
            files.push(std::path::PathBuf::from(p));
            continue;
        }
        let shown = crate::render::escape::terminal::text(p);
        let paths = glob::glob(p).map_err(|e| {
            crate::Error::with_kind(
                crate::ErrorKind::BadOption,
                message!(
                    [Answer = format!("`{shown}`")],
                    (format!(": bad glob pattern: {e}"))
                ),
            )
        })?;
        // Every match is a submission: one that is not a regular file (a FIFO, a
        // device, a dangling link) is reported as a row that cannot be read, not
        // skipped. Directories are not submissions.
        let mut found: Vec<std::path::PathBuf> = paths
            .filter_map(Result::ok)
            .filter(|f| !f.is_dir())
            .collect();
        if found.is_empty() {
            return Err(crate::Error::with_kind(
                crate::ErrorKind::Io,
                message!([Answer = format!("`{shown}`")], ": no file matches"),
            ));
        }
        found.sort();
        files.extend(found);
    }
    Ok(files)
}

/// The largest answer file `check` reads: 64 MiB. A hand-worked answer is a few
/// kilobytes; this leaves room for an answer about every node of the largest tree
/// `check` searches, and bounds what one file can take.
pub const MAX_ANSWER_BYTES: u64 = 64 << 20;

/// The bytes of the answer file `f` (`-`: standard input), or the message why there
/// are none: it cannot be read, it is not a regular file (a FIFO, a device: never
/// waited on nor read without end), or it is larger than [`MAX_ANSWER_BYTES`] (no more
/// than that is read).
pub fn read_answer(f: &std::path::Path) -> Result<Vec<u8>, String> {
    use std::io::Read as _;
    let cannot = |e: std::io::Error| {
        crate::tr!(
            "check-cannot-read",
            file = f.display().to_string(),
            error = e.to_string()
        )
    };
    let mut bytes = Vec::new();
    if crate::game::file::is_stdio(f) {
        bytes = crate::game::file::read_regular(f, MAX_ANSWER_BYTES + 1).map_err(cannot)?;
    } else {
        crate::game::file::open_regular(f, true)
            .and_then(|file| file.take(MAX_ANSWER_BYTES + 1).read_to_end(&mut bytes))
            .map_err(cannot)?;
    }
    if bytes.len() as u64 > MAX_ANSWER_BYTES {
        return Err(crate::tr!(
            "check-answer-too-large",
            file = f.display().to_string(),
            mib = MAX_ANSWER_BYTES >> 20
        ));
    }
    Ok(bytes)
}

/// An answer file's name and its bytes, or why they cannot be read.
pub type Submission = (String, Result<Vec<u8>, String>);

/// The answer files named by `patterns` ([`answer_files`]), each read
/// ([`read_answer`]).
///
/// # Errors
/// [`answer_files`]'s; a file that cannot be read is a [`Submission`] saying why.
pub fn submissions(patterns: &[String]) -> Result<Vec<Submission>, crate::Error> {
    Ok(answer_files(patterns)?
        .iter()
        .map(|f| (f.display().to_string(), read_answer(f)))
        .collect())
}
