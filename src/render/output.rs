//! Where output goes: every command's writes to a file or standard output
//! ([`write_to`]), each file written whole or not at all ([`write_file`]), and the
//! refusal to overwrite an input ([`check_output`]).

use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Writes through `f` to the file `path` ([`write_file`]), or to standard output when
/// `path` is `None` or `-` (buffered): the one place every command's output goes
/// through.
///
/// # Errors
/// [`crate::Error::Write`] naming the file (`-` for standard output) when creating,
/// writing, flushing or renaming fails.
pub fn write_to(
    path: Option<&Path>,
    f: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), crate::Error> {
    match path {
        Some(p) if !crate::game::file::is_stdio(p) => write_file(p, f),
        _ => {
            let stdout = io::stdout();
            let mut w = io::BufWriter::with_capacity(1 << 16, stdout.lock());
            f(&mut w)
                .and_then(|()| w.flush())
                .map_err(|source| crate::Error::Write {
                    path: PathBuf::from("-"),
                    source,
                })
        }
    }
}

/// Writes the file `path` whole or not at all: through `f` into a new file beside it
/// (`.NAME.XXXXXX.tmp`, made with `create_new` by the `tempfile` crate), flushed to
/// the disk and then renamed over `path`. Whatever stops the writing — an error of
/// `f`, a full disk, Ctrl-C (the command line removes the new file,
/// [`pending_files`]) — leaves the file that was at `path` as it was, and no partial
/// file ever carries its name.
///
/// A file, a symbolic link or a hard link at `path` is replaced, never written
/// through, so that no file the name points to (an input linked in, another user's
/// file) is overwritten (docs/security.md). A file replaced keeps its permissions; a
/// new one gets `0666` less the umask, as any file a program creates. What is not a
/// file nor a directory — a device such as `/dev/null` or `/dev/stdout`, a FIFO — is
/// written through: it holds nothing to keep, and a rename would replace the device
/// itself.
///
/// # Errors
/// [`crate::Error::Write`] naming `path` when the new file cannot be made, written or
/// renamed (the new file is removed then).
pub fn write_file(
    path: &Path,
    f: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), crate::Error> {
    write_whole(path, f, true)
}

/// [`write_file`]; with `through` false, whatever is at `path` (a FIFO, a link to a
/// device) is replaced too, never opened.
fn write_whole(
    path: &Path,
    f: impl FnOnce(&mut dyn Write) -> io::Result<()>,
    through: bool,
) -> Result<(), crate::Error> {
    let err = |source| crate::Error::Write {
        path: path.to_path_buf(),
        source,
    };
    if through && std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
        let file = std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(err)?;
        let mut w = io::BufWriter::with_capacity(1 << 16, file);
        return f(&mut w).and_then(|()| w.flush()).map_err(err);
    }
    let tmp = new_file_beside(path).map_err(err)?;
    let _pending = Pending::register(tmp.path());
    let written = (|| {
        let mut w = io::BufWriter::with_capacity(1 << 16, tmp.as_file());
        f(&mut w)?;
        w.flush()?;
        drop(w);
        tmp.as_file().sync_data()
    })();
    written.map_err(err)?;
    tmp.persist(path).map(drop).map_err(|e| err(e.error))
}

/// Writes `bytes` to `path` whole or not at all, as [`write_file`] does, but replacing
/// whatever is at `path` — also a FIFO, a device or a link to one, which is never
/// opened: for the files gametree names itself (step files, the endgame cache,
/// feedback files, a PrairieLearn question's), where nothing but a file belongs.
///
/// # Errors
/// [`crate::Error::Write`] naming `path`.
pub fn write_replacing(path: &Path, bytes: &[u8]) -> Result<(), crate::Error> {
    write_whole(path, |w| w.write_all(bytes), false)
}

/// A new, empty file beside `path` (in its directory), ours alone (`create_new` under
/// a random name `.NAME.XXXXXX.tmp`), with the permissions of the regular file at
/// `path` if there is one, else `0666` less the umask; removed when dropped unless
/// persisted.
///
/// # Errors
/// The operating system's.
pub fn new_file_beside(path: &Path) -> io::Result<tempfile::NamedTempFile> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // Asked for at creation, so the umask applies, as to any new file.
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let tmp = builder.tempfile_in(dir)?;
    if let Ok(m) = std::fs::symlink_metadata(path) {
        if m.is_file() {
            tmp.as_file().set_permissions(m.permissions())?;
        }
    }
    Ok(tmp)
}

/// The new files being written now ([`write_file`]), for a handler of Ctrl-C to remove
/// before the process ends: a process killed by a signal runs no destructors.
pub fn pending_files() -> Vec<PathBuf> {
    PENDING
        .lock()
        .map(|p| p.clone())
        .unwrap_or_else(|e| e.into_inner().clone())
}

static PENDING: std::sync::Mutex<Vec<PathBuf>> = std::sync::Mutex::new(Vec::new());

/// A new file in [`PENDING`] while it is written.
struct Pending(PathBuf);

impl Pending {
    fn register(path: &Path) -> Pending {
        let mut p = PENDING.lock().unwrap_or_else(|e| e.into_inner());
        p.push(path.to_path_buf());
        Pending(path.to_path_buf())
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        let mut p = PENDING.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(i) = p.iter().position(|q| *q == self.0) {
            p.swap_remove(i);
        }
    }
}

/// `e` naming the output file `output` where it names `-`: the library makes an
/// output (a zip, a PNG) without knowing the file it goes to, and names `-`; with `-o
/// PATH` the error names PATH, the file that was not written. Any other error, or no
/// `output`, is as it was.
pub fn at_output(e: crate::Error, output: Option<&Path>) -> crate::Error {
    match (e, output) {
        (crate::Error::Write { path, source }, Some(out)) if path.as_os_str() == "-" => {
            crate::Error::Write {
                path: out.to_path_buf(),
                source,
            }
        }
        (e, _) => e,
    }
}

/// Refuses an output path that is one of the command's input files, also through a
/// symbolic or hard link (compared by device and inode with the `same-file` crate):
/// `-o` must never overwrite the position or the student's answer it was given.
///
/// # Errors
/// [`crate::Error::Usage`] naming both paths.
pub fn check_output(
    output: Option<&std::path::Path>,
    inputs: &[&std::path::Path],
) -> Result<(), crate::Error> {
    let Some(out) = output.filter(|o| !crate::game::file::is_stdio(o)) else {
        return Ok(());
    };
    match inputs
        .iter()
        .find(|input| same_file::is_same_file(out, input).unwrap_or(false))
    {
        None => Ok(()),
        Some(input) => Err(crate::Error::with_kind(
            crate::ErrorKind::Overwrite,
            crate::tr_message!(
                "errors-overwrite-input",
                [Output],
                output = out.display().to_string(),
                input = input.display().to_string()
            ),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_in_making_the_output_names_the_output_file() {
        let made = || crate::Error::Write {
            path: "-".into(),
            source: std::io::Error::other("invalid Zip archive"),
        };
        let out = Path::new("bank.zip");
        assert_eq!(
            at_output(made(), Some(out)).to_string(),
            "cannot write bank.zip: invalid Zip archive"
        );
        assert_eq!(
            at_output(made(), None).to_string(),
            "cannot write -: invalid Zip archive"
        );
    }
}
