//! Where output goes: every command's writes to a file or standard output
//! ([`write_to`]), a file replaced rather than written through ([`write_replacing`]),
//! and the refusal to overwrite an input ([`check_output`]).

use std::io::{self, Write};

/// Writes through `f` to the file `path` (buffered), or to standard output when `path`
/// is `None`: the one place every command's output goes through.
///
/// # Errors
/// [`crate::Error::Write`] naming the file (`-` for standard output) when creating,
/// writing or flushing fails.
pub fn write_to(
    path: Option<&std::path::Path>,
    f: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), crate::Error> {
    let err = |p: &std::path::Path| {
        let p = p.to_path_buf();
        move |source| crate::Error::Write { path: p, source }
    };
    match path {
        Some(p) => {
            let file = std::fs::File::create(p).map_err(err(p))?;
            let mut w = io::BufWriter::with_capacity(1 << 16, file);
            f(&mut w).and_then(|()| w.flush()).map_err(err(p))
        }
        None => {
            let stdout = io::stdout();
            let mut w = io::BufWriter::with_capacity(1 << 16, stdout.lock());
            let dash = std::path::Path::new("-");
            f(&mut w).and_then(|()| w.flush()).map_err(err(dash))
        }
    }
}

/// Writes `bytes` to `path` by a new file renamed over it: a file, a symbolic link or a
/// hard link already at `path` is replaced, never written through, so that no file the
/// name points to (an input linked in, another user's file) is overwritten. The new
/// file is made with `create_new` beside `path` under a name no other writer uses
/// (the process, a counter and the time), so that it is ours alone.
///
/// # Errors
/// [`crate::Error::Write`] naming `path` when the file cannot be made, written or
/// renamed.
pub fn write_replacing(path: &std::path::Path, bytes: &[u8]) -> Result<(), crate::Error> {
    let err = |source| crate::Error::Write {
        path: path.to_path_buf(),
        source,
    };
    let tmp = new_file_beside(path).map_err(err)?;
    let written = (|| {
        let mut f = std::fs::OpenOptions::new().append(true).open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_data().ok();
        std::fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written.map_err(err)
}

/// Makes a new, empty file beside `path` (in its directory) with `create_new` and
/// returns its path: `.NAME.PID-COUNT-NANOS.tmp`, tried again under another name if
/// one exists.
///
/// # Errors
/// The operating system's, but for a name already taken.
pub fn new_file_beside(path: &std::path::Path) -> io::Result<std::path::PathBuf> {
    use std::sync::atomic::{AtomicU64, Ordering};
    static CALLS: AtomicU64 = AtomicU64::new(0);
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    loop {
        let nanos = web_time::SystemTime::now()
            .duration_since(web_time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let tmp = dir.join(format!(
            ".{name}.{}-{}-{nanos}.tmp",
            std::process::id(),
            CALLS.fetch_add(1, Ordering::Relaxed)
        ));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
        {
            Ok(_) => return Ok(tmp),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
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
    let Some(out) = output else { return Ok(()) };
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
