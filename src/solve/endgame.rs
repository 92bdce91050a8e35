//! Endgame databases: the exact value of every placement with few stones in play, for
//! games with a score that number their placements ([`Position::material_rules`];
//! Kalah), as the Kalah solvers used them (Irving, Donkers & Uiterwijk 2000, §4).
//!
//! A database holds, for every number of stones in play `n` up to its size and every
//! placement of them ([`Position::material_index`]), the margin the side to move makes from
//! the stones still in play with best play by both sides: the final score difference
//! minus the points already banked (Kalah: the final store difference minus today's),
//! one signed byte each. Banked points do not change how the game goes on
//! ([`Position::score_split`]), so one value serves every position with that placement.
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
//! [`Position::material_rules`] (`kalah-6-standard`) and `N` the stones in play: a
//! header (`gametree endgame database v1`, the rules, `N`, the number of placements) and
//! then one byte per placement. The directory is [`cache_dir`]. A file that does not
//! match is rebuilt; a cache that cannot be written is only a lost speed-up.

use crate::game::{Position, Score};
use std::io::Write;
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
}

impl Endgame {
    /// The largest class (stones in play) the database holds.
    pub fn stones(&self) -> u32 {
        self.classes.len() as u32 - 1
    }

    /// The rules name ([`Position::material_rules`]) the database is for.
    pub fn rules(&self) -> &str {
        &self.rules
    }

    /// Placements held in all.
    pub fn entries(&self) -> u64 {
        self.classes.iter().map(|c| c.len() as u64).sum()
    }

    /// The margin the side to move makes from the stones still in play of `pos`, with
    /// best play; `None` when `pos` has more stones in play than the database holds.
    /// Add the banked points ([`Position::score_split`]) for the final margin.
    pub fn margin<P: Position>(&self, pos: &P) -> Option<Score> {
        let class = self.classes.get(pos.material_stones() as usize)?;
        class
            .get(pos.material_index() as usize)
            .map(|&v| Score::from(v))
    }

    /// The largest class whose database, with all smaller classes, has at most
    /// `entries` placements under the rules of `pos` (capped at [`MAX_STONES`]); `None`
    /// if `pos` has no numbering or not even the empty class fits.
    pub fn stones_within<P: Position>(pos: &P, entries: u64) -> Option<u32> {
        pos.material_rules()?;
        let mut total = 0u64;
        let mut best = None;
        for n in 0..=MAX_STONES {
            let c = pos.material_count(n);
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
    /// # Errors
    /// A message if `template` has no numbering ([`Position::material_rules`]) or
    /// `stones` exceeds [`MAX_STONES`] or the numbering's range.
    pub fn load_or_build<P: Position>(
        template: &P,
        stones: u32,
        cache: Option<&Path>,
        mut progress: impl FnMut(u32, bool),
    ) -> Result<(Endgame, Origin), String> {
        let rules = template
            .material_rules()
            .ok_or("this game has no endgame databases")?;
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
        for n in 0..=stones {
            let count = template.material_count(n);
            if count == 0 || count > isize::MAX as u64 / 2 {
                return Err(format!("{n} stones in play are too many to number"));
            }
            let file = cache.map(|dir| class_file(dir, &db.rules, n));
            if let Some(class) = file
                .as_deref()
                .and_then(|f| read_class(f, &db.rules, n, count))
            {
                progress(n, false);
                db.classes.push(class);
                origin.loaded += 1;
                continue;
            }
            progress(n, true);
            let class = db.build_class(template, n, count);
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
    fn build_class<P: Position>(&self, template: &P, n: u32, count: u64) -> Vec<i8> {
        let mut class = vec![UNKNOWN; count as usize];
        let mut moves = Vec::new();
        for index in 0..count {
            if class[index as usize] == UNKNOWN {
                self.value(template, n, index, &mut class, &mut moves);
            }
        }
        class
    }

    /// The value of placement `index` of class `n` (the class being built is `class`),
    /// computing successors in the same class first (depth-first; they carry stones
    /// towards the stores, so the recursion ends).
    fn value<P: Position>(
        &self,
        template: &P,
        n: u32,
        index: u64,
        class: &mut [i8],
        spare: &mut Vec<Vec<P::Move>>,
    ) -> i8 {
        let pos = template.material_placement(n, index);
        let v = if pos.outcome().is_some() {
            // Nothing banked: the final margin is what the placement leaves.
            pos.score_range().map_or(0, |r| r.0)
        } else {
            let mut moves = spare.pop().unwrap_or_default();
            moves.clear();
            pos.legal_moves(&mut moves);
            let mut best = Score::MIN;
            for &mv in &moves {
                let child = pos.play(mv);
                // The child's final margin from its side to move's view.
                let total = if child.outcome().is_some() {
                    child.score_range().map_or(0, |r| r.0)
                } else {
                    let (cn, ci) = (child.material_stones(), child.material_index());
                    let banked = child.score_split().map_or(0, |s| s.1);
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

fn header(rules: &str, n: u32, count: u64) -> String {
    format!("gametree endgame database v1\nrules: {rules}\nstones: {n}\nplacements: {count}\n\n")
}

/// The class in `file` if it is exactly what it should be: the header, `count` bytes,
/// every value a margin of at most `n` stones.
fn read_class(file: &Path, rules: &str, n: u32, count: u64) -> Option<Vec<i8>> {
    let bytes = std::fs::read(file).ok()?;
    let head = header(rules, n, count);
    let body = bytes.strip_prefix(head.as_bytes())?;
    if body.len() as u64 != count {
        return None;
    }
    let limit = n as i32;
    let values: Vec<i8> = body.iter().map(|&b| b as i8).collect();
    values
        .iter()
        .all(|&v| (-limit..=limit).contains(&(v as i32)))
        .then_some(values)
}

/// Writes the class through a temporary file renamed into place, so that a reader
/// never sees half a file.
fn write_class(file: &Path, rules: &str, n: u32, class: &[i8]) -> std::io::Result<()> {
    let dir = file.parent().expect("a class file is inside the cache");
    std::fs::create_dir_all(dir)?;
    // Unique per process and per call: threads of one process may write the same class.
    static CALLS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = dir.join(format!("{n}.egdb.{}-{call}.tmp", std::process::id()));
    {
        let mut w = std::io::BufWriter::new(std::fs::File::create(&tmp)?);
        w.write_all(header(rules, n, class.len() as u64).as_bytes())?;
        let bytes: Vec<u8> = class.iter().map(|&v| v as u8).collect();
        w.write_all(&bytes)?;
        w.flush()?;
    }
    std::fs::rename(&tmp, file)
}
