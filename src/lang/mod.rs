//! The languages of everything a student or a lecturer reads: figures' legends and
//! captions, step captions, `check`'s verdicts and reasons, exercise sheets, the pages,
//! the summaries and the error messages.
//!
//! Messages live in [Project Fluent](https://projectfluent.org) files, one a language
//! (`locales/en.ftl`, `cs.ftl`, `sk.ftl`, `de.ftl`, `ru.ftl`), embedded in the binary
//! and formatted by the `fluent-bundle` crate, which chooses Czech, Slovak and Russian
//! plural forms by CLDR (1 uzel, 2 uzly, 5 uzlů). English is the default and the
//! source of every message; the terms are the seeds' own
//! (`../shared/reference/glossary.md`: tah, ohodnocení, ⟨α, β⟩ in Czech).
//!
//! The language of a message is [`current`]: the calling thread's [`scope`] if one is
//! open (the Python package's `lang=`, the browser's requests), else the process's
//! default ([`set_default`]: the command line's `--lang` or its locale), else English.
//! The pages format the same messages in JavaScript from [`js_catalog`].
//! docs/languages.md says how to add a language and what is still English.

mod catalog;
mod js;

pub use catalog::{has, message, message_ids, Arg};
pub use js::js_catalog;

/// The messages naming a game: this prefix and the game's name in the recording
/// (`figure-game-kalah`), one for every game of the registry (`games::game_names`;
/// tests/it/languages holds the two together). `render::game_name` asks for them.
pub const GAME_NAME_PREFIX: &str = "figure-game-";

use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

/// A language gametree speaks.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English, the default and the source of every message.
    #[default]
    En,
    /// Czech (Kühr 2011, the Olomouc lecture slides).
    Cs,
    /// Slovak (the MTD(f) thesis, the tic-tac-toe solver).
    Sk,
    /// German (no seed: the terms of German university courses).
    De,
    /// Russian (the Kalah assignment).
    Ru,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Cs, Lang::Sk, Lang::De, Lang::Ru];

    /// The ISO 639-1 code: `en`, `cs`, `sk`, `de`, `ru` (HTML's `lang` attribute, the
    /// `--lang` flag's value, the `.ftl` file's name).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Cs => "cs",
            Lang::Sk => "sk",
            Lang::De => "de",
            Lang::Ru => "ru",
        }
    }

    /// The language's own name (`čeština`), for a language switch: the message
    /// `lang-name` of its own file.
    pub fn name(self) -> String {
        catalog::format_in(self, "lang-name", &[]).unwrap_or_else(|| self.code().to_owned())
    }

    /// The language of code `code` (`cs`, case-insensitive), `None` for any other.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code))
    }

    /// The language of a POSIX locale name (`cs_CZ.UTF-8`, `de_AT@euro`, `ru`):
    /// its language part if gametree speaks it; English for `C`, `POSIX` and every
    /// other language.
    pub fn from_locale(locale: &str) -> Lang {
        let code = locale
            .split(['_', '.', '@', '-'])
            .next()
            .unwrap_or_default();
        Lang::from_code(code).unwrap_or_default()
    }

    /// The language of the environment as POSIX orders it: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty ([`Lang::from_locale`]);
    /// English when none is.
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty())
            .map_or(Lang::En, |v| Lang::from_locale(&v))
    }

    /// Whether the language writes a decimal comma (`0,58`): all but English.
    pub fn decimal_comma(self) -> bool {
        self != Lang::En
    }

    fn index(self) -> u8 {
        self as u8
    }

    fn from_index(i: u8) -> Lang {
        Lang::ALL[usize::from(i).min(Lang::ALL.len() - 1)]
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

impl std::str::FromStr for Lang {
    type Err = String;

    /// # Errors
    /// A message naming the languages for any other code.
    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::from_code(s).ok_or_else(|| {
            let codes: Vec<_> = Lang::ALL.iter().map(|l| l.code()).collect();
            crate::tr!(
                "errors-setup-lang-unknown",
                code = s,
                codes = codes.join(", ")
            )
        })
    }
}

static DEFAULT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static SCOPED: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Sets the process's language, used by every thread without a [`scope`]: the
/// command line calls it once with `--lang` or the locale's language.
pub fn set_default(lang: Lang) {
    DEFAULT.store(lang.index(), Ordering::Relaxed);
}

/// The language messages are written in now: the calling thread's innermost open
/// [`scope`], else the process's default ([`set_default`]), else English.
pub fn current() -> Lang {
    SCOPED
        .with(Cell::get)
        .unwrap_or_else(|| Lang::from_index(DEFAULT.load(Ordering::Relaxed)))
}

/// Writes this thread's messages in `lang` until the returned guard is dropped
/// (scopes nest; the guard restores the language before it). The Python package's
/// `lang=` and the browser's requests use it.
#[must_use = "the language holds only while the guard lives"]
pub fn scope(lang: Lang) -> Scope {
    let before = SCOPED.with(|s| s.replace(Some(lang)));
    Scope { before }
}

/// Runs `f` with this thread's messages in `lang` ([`scope`]).
pub fn with<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    let _scope = scope(lang);
    f()
}

/// The guard of a [`scope`]: restores the thread's language before it when dropped.
#[derive(Debug)]
pub struct Scope {
    before: Option<Lang>,
}

impl Drop for Scope {
    fn drop(&mut self) {
        SCOPED.with(|s| s.set(self.before));
    }
}

/// `x` with `places` decimals in the [`current`] language's notation: `0.58` in
/// English, `0,58` in the others. For text a student reads only: machine formats
/// (JSON, CSV, position files) always write a decimal point.
pub fn decimal(x: f64, places: usize) -> String {
    let s = format!("{x:.places$}");
    if current().decimal_comma() {
        s.replace('.', ",")
    } else {
        s
    }
}

/// The operating system's reason for a failed read or write in the [`current`]
/// language: the common kinds (no such file, permission denied, a directory, no space
/// left, not valid UTF-8) in words of the catalogue (`common-io-…`), any other as the
/// system says it (`(os error N)` and all).
pub fn io_reason(e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    let id = match e.kind() {
        K::NotFound => "common-io-not-found",
        K::PermissionDenied => "common-io-permission-denied",
        K::IsADirectory => "common-io-is-a-directory",
        K::NotADirectory => "common-io-not-a-directory",
        K::StorageFull => "common-io-storage-full",
        K::InvalidData => "common-io-invalid-data",
        _ => return e.to_string(),
    };
    message(id, &[])
}

/// A window of alpha-beta in the [`current`] language's notation: `[3, ∞]` in
/// English, `⟨3, ∞⟩` in Czech and Slovak (the seeds' interval). `alpha` and `beta`
/// as already written (`-∞`, `3`, `≥6`).
pub fn window(alpha: impl std::fmt::Display, beta: impl std::fmt::Display) -> String {
    tr!(
        "common-window",
        alpha = alpha.to_string(),
        beta = beta.to_string()
    )
}

/// The message `id` in the [`current`] language with named arguments: `tr!("…")`,
/// `tr!("…", n = 3, name = "B")`. Numbers (integers for plurals) and strings are
/// arguments; a missing message falls back to English, then to `id` itself (tests
/// fail on both: `lang::catalog` tests).
#[macro_export]
macro_rules! tr {
    ($id:literal) => {
        $crate::lang::message($id, &[])
    };
    ($id:literal, $($key:ident = $value:expr),+ $(,)?) => {
        $crate::lang::message(
            $id,
            &[$((stringify!($key), $crate::lang::Arg::from($value))),+],
        )
    };
}
pub use tr;

#[cfg(test)]
mod tests;
