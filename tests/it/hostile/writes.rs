//! Interrupted writes (issue 51, item 4): a file gametree writes is written beside its
//! name and renamed over it when complete, so that a full disk, a file-size limit or
//! Ctrl-C in the middle of a write leaves the old file as it was and no partial file
//! under the real name (docs/security.md).

use crate::common::gametree;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::Command;

const OLD: &str = "the old file, which must survive\n";

/// A search whose JSON (about 3 MB) is far beyond the file-size limit below.
fn big_search(out: &Path) -> Command {
    let mut cmd = gametree();
    cmd.args(["search", "examples/tictactoe-empty.pos", "-a", "minimax"])
        .args(["--depth", "5", "-f", "json", "-o"])
        .arg(out);
    cmd
}

/// The names in `dir` other than `keep`.
fn others(dir: &Path, keep: &str) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n != keep)
        .collect()
}

/// Limits the files the child writes to `bytes` (RLIMIT_FSIZE); with `ignore` the
/// signal SIGXFSZ is ignored, so a write past the limit fails with EFBIG as on a full
/// disk, else the signal ends the process in the middle of its write.
fn limit_file_size(cmd: &mut Command, bytes: u64, ignore: bool) {
    // SAFETY: setrlimit and signal are async-signal-safe and touch no memory of the
    // parent; this runs in the child between fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            let lim = libc::rlimit {
                rlim_cur: bytes,
                rlim_max: bytes,
            };
            if libc::setrlimit(libc::RLIMIT_FSIZE, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            if ignore {
                libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            }
            Ok(())
        });
    }
}

#[test]
fn a_full_disk_keeps_the_old_file_and_leaves_no_partial_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("tree.json");
    std::fs::write(&out, OLD).unwrap();
    let mut cmd = big_search(&out);
    limit_file_size(&mut cmd, 64 * 1024, true);
    let o = cmd.output().unwrap();
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("tree.json"),
        "the error names the file: {stderr}"
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), OLD);
    assert_eq!(others(dir.path(), "tree.json"), Vec::<String>::new());
}

#[test]
fn a_write_killed_midway_keeps_the_old_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("tree.json");
    std::fs::write(&out, OLD).unwrap();
    let mut cmd = big_search(&out);
    limit_file_size(&mut cmd, 64 * 1024, false);
    let o = cmd.output().unwrap();
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(o.status.signal(), Some(libc::SIGXFSZ), "{o:?}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), OLD);
}

#[test]
fn ctrl_c_during_a_write_keeps_the_old_file_and_removes_the_new_one() {
    use std::os::unix::process::ExitStatusExt;
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("tree.json");
    std::fs::write(&out, OLD).unwrap();
    // Depth 6: a 12 MB file, written over a good part of a second in a debug build.
    let mut child = gametree()
        .args(["search", "examples/tictactoe-empty.pos", "-a", "minimax"])
        .args(["--depth", "6", "-f", "json", "-o"])
        .arg(&out)
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + crate::common::HANG;
    let writing = loop {
        let started = others(dir.path(), "tree.json")
            .iter()
            .any(|n| std::fs::metadata(dir.path().join(n)).is_ok_and(|m| m.len() > 0));
        if started || std::time::Instant::now() > deadline {
            break started;
        }
        if child.try_wait().unwrap().is_some() {
            break false;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    };
    assert!(writing, "the new file was never seen being written");
    // SAFETY: a signal to our own child.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    let status = child.wait().unwrap();
    assert_eq!(status.signal(), Some(libc::SIGINT), "{status:?}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), OLD);
    assert_eq!(others(dir.path(), "tree.json"), Vec::<String>::new());
}

#[test]
fn a_file_replaced_keeps_its_permissions_and_a_device_is_written_through() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("fig.svg");
    std::fs::write(&out, OLD).unwrap();
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o640)).unwrap();
    let run = |path: &Path| {
        let o = gametree()
            .args(["search", "examples/aima-fig-5-2.pos", "-f", "svg", "-o"])
            .arg(path)
            .output()
            .unwrap();
        assert!(o.status.success(), "{o:?}");
    };
    run(&out);
    let meta = std::fs::metadata(&out).unwrap();
    assert_eq!(meta.permissions().mode() & 0o777, 0o640);
    assert!(std::fs::read_to_string(&out).unwrap().starts_with("<svg"));
    // /dev/null stays the device it is (a rename would have replaced it).
    run(Path::new("/dev/null"));
    use std::os::unix::fs::FileTypeExt;
    assert!(std::fs::metadata("/dev/null")
        .unwrap()
        .file_type()
        .is_char_device());
}
