//! Endgame databases: the exact value of every placement with few stones in play, for
//! games with a score that number their placements ([`Scored::material`];
//! Kalah), as the Kalah solvers used them (Irving, Donkers & Uiterwijk 2000, §4).
//!
//! A database holds, for every number of stones in play `n` up to its size and every
//! placement of them ([`crate::game::Material::index`]), the margin the side to move makes from
//! the stones still in play with best play by both sides: the final score difference
//! minus the points already banked (Kalah: the final store difference minus today's),
//! one signed byte each. Banked points do not change how the game goes on
//! ([`Scored::score_split`]), so one value serves every position with that placement.
//!
//! **Building.** Classes are built in order of the stones in play, so that every move
//! that banks stones leads into a class built before. Moves that keep the stones in
//! play leave them in the same class, and they only carry stones towards their owners'
//! stores, so the class has no cycles: a placement's value is computed from its
//! successors by a depth-first search with the class's array as memory. This is the
//! retrograde order of the Kalah databases: no position is valued before all its
//! successors.
//!
//! **On disk.** Each class is cached as one file, `DIR/RULES/N.egdb`, where `RULES` is
//! [`Scored::material`] (`kalah-6-standard`) and `N` the stones in play: a
//! header (`gametree endgame database v1`, the rules, `N`, the number of placements) and
//! then one byte per placement. The directory is [`cache_dir`]. A file that does not
//! match is rebuilt; a cache that cannot be written is only a lost speed-up.

use crate::game::{Score, Scored};
use std::path::{Path, PathBuf};

/// The value of a placement not computed yet (never stored in a finished class).
const UNKNOWN: i8 = i8::MIN;

/// The most stones in play a database may cover: its values, margins of at most that
/// many stones either way, must fit in a signed byte.
pub const MAX_STONES: u32 = 120;

/// The default size of a database in placements (one byte each): 2^25, 32 MiB. For
/// Kalah with 6 pits that covers up to 16 stones in play (30,421,755 placements); with 4
/// pits, the whole of Kalah(4,3).
pub const DEFAULT_ENTRIES: u64 = 1 << 25;

/// An endgame database: for every class of stones in play up to [`Endgame::stones`],
/// the margin of every placement (side to move's view).
#[derive(Clone, Debug)]
pub struct Endgame {
    rules: String,
    /// `classes[n][index]`: the margin the side to move makes from the `n` stones in
    /// play of placement `index`.
    classes: Vec<Vec<i8>>,
}

/// Where the databases were found and what building them took.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Origin {
    /// Classes read from the cache.
    pub loaded: u32,
    /// Classes built now.
    pub built: u32,
    /// Classes built but not written to the cache (it could not be written), with why.
    pub unsaved: Option<String>,
    /// Why the cache was not used at all (a directory others may write), if so.
    pub untrusted: Option<String>,
    /// Class files of the cache that were corrupt (a wrong checksum, or values that do
    /// not follow from their successors) and were built again.
    pub corrupt: u32,
    /// The class at which the time limit stopped the building: the database holds
    /// the classes below it.
    pub stopped: Option<u32>,
}

impl Endgame {
    /// The largest class (stones in play) the database holds.
    pub fn stones(&self) -> u32 {
        self.classes.len() as u32 - 1
    }

    /// The rules name ([`Scored::material`]) the database is for.
    pub fn rules(&self) -> &str {
        &self.rules
    }

    /// Placements held in all.
    pub fn entries(&self) -> u64 {
        self.classes.iter().map(|c| c.len() as u64).sum()
    }

    /// The margin the side to move makes from the stones still in play of `pos`, with
    /// best play; `None` when `pos` has more stones in play than the database holds.
    /// Add the banked points ([`Scored::score_split`]) for the final margin.
    pub fn margin<P: Scored>(&self, pos: &P) -> Option<Score> {
        let class = self.classes.get(stones_of(pos) as usize)?;
        class.get(index_of(pos) as usize).map(|&v| Score::from(v))
    }

    /// The largest class whose database, with all smaller classes, has at most
    /// `entries` placements under the rules of `pos` (capped at [`MAX_STONES`]); `None`
    /// if `pos` has no numbering or not even the empty class fits.
    pub fn stones_within<P: Scored>(pos: &P, entries: u64) -> Option<u32> {
        pos.material()?;
        let mut total = 0u64;
        let mut best = None;
        for n in 0..=MAX_STONES {
            let c = count_of(pos, n);
            if c == 0 {
                break;
            }
            total = total.saturating_add(c);
            if total > entries {
                break;
            }
            best = Some(n);
        }
        best
    }

    /// The database of classes `0..=stones` for the rules of `template`, read from
    /// `cache` where it holds them and built (and written there) where not; `progress`
    /// is told each class as it is started, and whether it is built (`true`) or read.
    ///
    /// The cache is not trusted: a directory others may write is not used
    /// ([`check_cache_dir`]); a class file is read only if it is a regular file (no
    /// link followed) with the right header, size and checksum, and if 4,096 of its
    /// values, spread over the class, follow from their successors as building would
    /// make them; otherwise it is built again. At `deadline` the building stops, and the
    /// database holds the classes finished before ([`Origin::stopped`]).
    ///
    /// # Errors
    /// A message if `template` has no numbering ([`Scored::material`]) or
    /// `stones` exceeds [`MAX_STONES`] or the numbering's range.
    pub fn load_or_build<P: Scored>(
        template: &P,
        stones: u32,
        cache: Option<&Path>,
        deadline: Option<web_time::Instant>,
        mut progress: impl FnMut(u32, bool),
    ) -> Result<(Endgame, Origin), String> {
        let rules = template
            .material()
            .ok_or("this game has no endgame databases")?
            .rules();
        if stones > MAX_STONES {
            return Err(format!(
                "endgame databases hold at most {MAX_STONES} stones in play"
            ));
        }
        let mut db = Endgame {
            rules,
            classes: Vec::new(),
        };
        let mut origin = Origin::default();
        let cache = match cache.map(check_cache_dir) {
            Some(Err(why)) => {
                origin.untrusted = Some(why);
                None
            }
            _ => cache,
        };
        for n in 0..=stones {
            let count = count_of(template, n);
            if count == 0 || count > isize::MAX as u64 / 2 {
                return Err(format!("{n} stones in play are too many to number"));
            }
            let file = cache.map(|dir| class_file(dir, &db.rules, n));
            let read = file
                .as_deref()
                .and_then(|f| read_class(f, &db.rules, n, count));
            let present = file.as_deref().is_some_and(|f| f.exists());
            match read {
                Some(class) if db.consistent(template, n, &class) => {
                    progress(n, false);
                    db.classes.push(class);
                    origin.loaded += 1;
                    continue;
                }
                _ if present => origin.corrupt += 1,
                _ => {}
            }
            progress(n, true);
            let Some(class) = db.build_class(template, n, count, deadline) else {
                origin.stopped = Some(n);
                break;
            };
            if let Some(f) = &file {
                if let Err(e) = write_class(f, &db.rules, n, &class) {
                    origin.unsaved = Some(format!("{}: {e}", f.display()));
                }
            }
            db.classes.push(class);
            origin.built += 1;
        }
        Ok((db, origin))
    }

    /// Values every placement of `n` stones in play; the classes below are done.
    /// `None` if `deadline` passes first or the work is cancelled ([`crate::cancel`]).
    fn build_class<P: Scored>(
        &self,
        template: &P,
        n: u32,
        count: u64,
        deadline: Option<web_time::Instant>,
    ) -> Option<Vec<i8>> {
        let mut class = vec![UNKNOWN; count as usize];
        let mut moves = Vec::new();
        for index in 0..count {
            if index & 0xffff == 0
                && (crate::cancel::requested()
                    || deadline.is_some_and(|d| web_time::Instant::now() >= d))
            {
                return None;
            }
            if class[index as usize] == UNKNOWN {
                self.value(template, n, index, &mut class, &mut moves);
            }
        }
        Some(class)
    }

    /// Whether [`CHECKED`] values of `class` (class `n`, read from the cache), spread
    /// evenly over it, are what building would make of their successors: each set
    /// unknown in a copy and computed again from the rest. A file whose values were
    /// changed (negated, shifted, shuffled) fails this though its checksum was made
    /// again.
    fn consistent<P: Scored>(&self, template: &P, n: u32, class: &[i8]) -> bool {
        let count = class.len() as u64;
        let step = (count / CHECKED).max(1);
        let mut scratch = class.to_vec();
        let mut moves = Vec::new();
        (0..count).step_by(step as usize).all(|index| {
            let stored = scratch[index as usize];
            scratch[index as usize] = UNKNOWN;
            self.value(template, n, index, &mut scratch, &mut moves) == stored
        })
    }

    /// The value of placement `index` of class `n` (the class being built is `class`),
    /// computing successors in the same class first (depth-first; they carry stones
    /// towards the stores, so the recursion ends).
    fn value<P: Scored>(
        &self,
        template: &P,
        n: u32,
        index: u64,
        class: &mut [i8],
        spare: &mut Vec<Vec<P::Move>>,
    ) -> i8 {
        let pos = template
            .material()
            .map_or_else(|| template.clone(), |m| m.placement(n, index));
        let v = if pos.outcome().is_some() {
            // Nothing banked: the final margin is what the placement leaves.
            pos.score_range().0
        } else {
            let mut moves = spare.pop().unwrap_or_default();
            moves.clear();
            pos.legal_moves(&mut moves);
            let mut best = Score::MIN;
            for &mv in &moves {
                let child = pos.play(mv);
                // The child's final margin from its side to move's view.
                let total = if child.outcome().is_some() {
                    child.score_range().0
                } else {
                    let (cn, ci) = (stones_of(&child), index_of(&child));
                    let banked = child.score_split().1;
                    let rest = if cn < n {
                        self.classes[cn as usize][ci as usize]
                    } else {
                        match class[ci as usize] {
                            UNKNOWN => self.value(template, n, ci, class, spare),
                            v => v,
                        }
                    };
                    banked + Score::from(rest)
                };
                let v = if child.side_to_move() == pos.side_to_move() {
                    total
                } else {
                    -total
                };
                best = best.max(v);
            }
            spare.push(moves);
            best
        };
        let v = v as i8;
        class[index as usize] = v;
        v
    }
}

/// The endgame cache directory: `$GAMETREE_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/gametree`, else `$HOME/.cache/gametree`; `None` if none is set.
pub fn cache_dir() -> Option<PathBuf> {
    let var = |name| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(d) = var("GAMETREE_CACHE_DIR") {
        return Some(PathBuf::from(d));
    }
    if let Some(d) = var("XDG_CACHE_HOME") {
        return Some(PathBuf::from(d).join("gametree"));
    }
    var("HOME").map(|h| PathBuf::from(h).join(".cache").join("gametree"))
}

fn class_file(dir: &Path, rules: &str, n: u32) -> PathBuf {
    dir.join(rules).join(format!("{n}.egdb"))
}

fn header(rules: &str, n: u32, count: u64, checksum: u32) -> String {
    format!(
        "gametree endgame database v2\nrules: {rules}\nstones: {n}\nplacements: {count}\ncrc32: {checksum:08x}\n\n"
    )
}

/// How many placements of a class read from the cache are checked against their
/// successors ([`Endgame::consistent`]).
const CHECKED: u64 = 4_096;

/// The class in `file` if it is exactly what it should be: a regular file (no link is
/// followed, no FIFO or device read), the header with the rules, `n`, `count` and the
/// CRC-32 of the values, `count` values each a margin of at most `n` stones.
fn read_class(file: &Path, rules: &str, n: u32, count: u64) -> Option<Vec<i8>> {
    use std::io::Read as _;
    let f = crate::game::file::open_regular(file, false).ok()?;
    // Exactly the header and the values: nothing longer is read.
    let head_len = header(rules, n, count, 0).len() as u64;
    let mut bytes = Vec::new();
    f.take(head_len + count + 1).read_to_end(&mut bytes).ok()?;
    if bytes.len() as u64 != head_len + count {
        return None;
    }
    let (head, body) = bytes.split_at(head_len as usize);
    if head != header(rules, n, count, crc32fast::hash(body)).as_bytes() {
        return None;
    }
    let limit = n as i32;
    let values: Vec<i8> = body.iter().map(|&b| b as i8).collect();
    values
        .iter()
        .all(|&v| (-limit..=limit).contains(&(v as i32)))
        .then_some(values)
}

/// Writes the class through a new file renamed into place ([`crate::render::write_replacing`]):
/// a reader never sees half a file, and no link of the class's name is written
/// through.
fn write_class(file: &Path, rules: &str, n: u32, class: &[i8]) -> std::io::Result<()> {
    let dir = file.parent().unwrap_or(Path::new("."));
    make_private_dir(dir)?;
    let body: Vec<u8> = class.iter().map(|&v| v as u8).collect();
    let mut bytes = header(rules, n, class.len() as u64, crc32fast::hash(&body)).into_bytes();
    bytes.extend_from_slice(&body);
    crate::render::write_replacing(file, &bytes).map_err(|e| match e {
        crate::Error::Write { source, .. } => source,
        other => std::io::Error::other(other.to_string()),
    })
}

/// Creates `dir` and its missing parents readable and writable by their owner only.
#[cfg(unix)]
fn make_private_dir(dir: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::DirBuilderExt;
    std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(dir)
}

/// Creates `dir` and its missing parents (no owner-only mode where there is no Unix).
#[cfg(not(unix))]
fn make_private_dir(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)
}

/// Whether the cache directory `dir` may be trusted: if it exists, it is a directory
/// (not a link) owned by this user that no one else may write. A directory others may
/// write (`/tmp` itself, a shared folder) could hold their files and links under the
/// classes' names; it is refused, with the reason.
///
/// # Errors
/// Why `dir` is not used.
#[cfg(unix)]
pub fn check_cache_dir(dir: &Path) -> Result<(), String> {
    use std::os::unix::fs::MetadataExt;
    let meta = match std::fs::symlink_metadata(dir) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(format!("{}: {e}", dir.display())),
    };
    if !meta.file_type().is_dir() {
        return Err(format!(
            "{} is not a directory (a link is not followed to one)",
            dir.display()
        ));
    }
    // SAFETY: geteuid has no preconditions and cannot fail.
    let me = unsafe { libc::geteuid() };
    if meta.uid() != me {
        return Err(format!("{} belongs to another user", dir.display()));
    }
    if meta.mode() & 0o022 != 0 {
        return Err(format!(
            "{} may be written by others (mode {:o}); make it yours alone (chmod go-w)",
            dir.display(),
            meta.mode() & 0o777
        ));
    }
    Ok(())
}

/// [`check_cache_dir`] where there is no Unix: `dir`, if it exists, must be a
/// directory and not a link (owners and modes are not known there).
///
/// # Errors
/// Why `dir` is not used.
#[cfg(not(unix))]
pub fn check_cache_dir(dir: &Path) -> Result<(), String> {
    match std::fs::symlink_metadata(dir) {
        Ok(m) if m.file_type().is_dir() => Ok(()),
        Ok(_) => Err(format!(
            "{} is not a directory (a link is not followed to one)",
            dir.display()
        )),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(format!("{}: {e}", dir.display())),
    }
}

/// The stones in play of `pos` ([`crate::game::Material::stones`]; 0 without a
/// numbering).
fn stones_of<P: Scored>(pos: &P) -> u32 {
    pos.material().map_or(0, |m| m.stones())
}

/// The index of the placement `pos` ([`crate::game::Material::index`]; 0 without a
/// numbering).
fn index_of<P: Scored>(pos: &P) -> u64 {
    pos.material().map_or(0, |m| m.index())
}

/// How many placements `stones` stones in play have under the rules of `pos`
/// ([`crate::game::Material::count`]; 0 without a numbering).
fn count_of<P: Scored>(pos: &P, stones: u32) -> u64 {
    pos.material().map_or(0, |m| m.count(stones))
}
