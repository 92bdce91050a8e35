//! The words the library uses for its options: a [`Message`] (an error, a warning, a
//! hint, the settings that make an exercise again) is text whose option names are
//! [`Param`]s, so that each caller says them its own way — the library's own
//! (`` `test_value` ``, the field's name), the command line's flags (`--test-value`,
//! `crate::cli::FLAGS`), a Python keyword. [`Naming`] is that way. This module depends
//! on no other.

use std::fmt;

/// Declares [`Param`] with one line per option: its variant and its name.
macro_rules! params {
    ($($group:literal: $($v:ident => $name:literal),+;)*) => {
        /// An option of the library, by the name of the field that holds it
        /// (`test_value` of [`crate::search::Tuning`]): what a [`Message`] names when
        /// it says which option is wrong or which to change. The command line maps each
        /// to its flag.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum Param {
            $($(
                #[doc = concat!("`", $name, "` (", $group, ").")]
                $v,
            )+)*
        }

        impl Param {
            /// Every parameter, in declaration order.
            pub const ALL: &'static [Param] = &[$($(Param::$v),+),*];

            /// The name of the field that holds it, snake case (`test_value`); the
            /// exercise's leaf-value range is `values`, as its field.
            pub const fn name(self) -> &'static str {
                match self {
                    $($(Param::$v => $name,)+)*
                }
            }
        }
    };
}

params! {
    "the search and the game: `games::Setup`, `search::Tuning`":
        Algorithm => "algorithm", Depth => "depth", MaxNodes => "max_nodes",
        WinScore => "win_score", WinThreshold => "win_threshold", Scoring => "scoring",
        Utilities => "utilities", Eval => "eval",
        Order => "order", TtSize => "tt_size", Guess => "guess", TestValue => "test_value",
        PruneOn => "prune_on", Iterative => "iterative", LeafBounds => "leaf_bounds",
        Iterations => "iterations", Exploration => "exploration", Playout => "playout",
        Select => "select", Quiescence => "quiescence";
    "drawing: `render::Target`, `render::RenderOptions`":
        Format => "format", Output => "output", Label => "label", Values => "values",
        Style => "style", Background => "background", Direction => "direction", Pruned => "pruned",
        DrawDepth => "draw_depth", MaxChildren => "max_children", Names => "names",
        EdgeLabels => "edge_labels", Title => "title", MaxDrawn => "max_drawn",
        Scale => "scale", Boards => "boards", Steps => "steps";
    "`compare::Choices`":
        Algorithms => "algorithms", Orders => "orders", Columns => "columns",
        Baseline => "baseline", Seeds => "seeds";
    "`check` and `exercise`":
        Answer => "answer", Convention => "convention", RequireBounds => "require_bounds",
        AcceptBounds => "accept_bounds", Solution => "solution", Seed => "seed",
        Branching => "branching", ValueRange => "values", Root => "root",
        MinCutoffs => "min_cutoffs", DeepCutoff => "deep_cutoff", Chance => "chance",
        View => "view", Force => "force";
    "`solve` and `play`":
        TimeLimit => "time_limit", Endgame => "endgame", Engine => "engine",
        Pits => "pits", Stones => "stones";
}

/// How a caller names the library's options in messages: a [`Param`] alone, and a
/// param set to a value.
#[derive(Copy, Clone)]
pub struct Naming {
    /// A parameter alone (`` `test_value` ``, `--test-value`).
    pub param: fn(Param) -> String,
    /// A parameter with its value (`` `algorithm = test` ``, `--algorithm test`).
    pub setting: fn(Param, &str) -> String,
    /// A command (`exercise`) with its settings, each said as above (a parameter
    /// alone is a switch that is on): what makes an output again (`gametree exercise
    /// --seed 7 …`).
    pub command: fn(&str, &[String]) -> String,
}

impl Naming {
    /// The library's own words: the field's name in backticks, `` `depth` `` and
    /// `` `depth = 3` ``.
    pub const LIBRARY: Naming = Naming {
        param: |p| format!("`{}`", p.name()),
        setting: |p, v| format!("`{} = {v}`", p.name()),
        command: |c, settings| format!("{c} with {}", settings.join(" ")),
    };
}

impl fmt::Debug for Naming {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Naming")
    }
}

/// One piece of a [`Message`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// Words as they are.
    Text(String),
    /// An option, named by the caller's [`Naming`].
    Param(Param),
    /// An option and its value (`--algorithm test`).
    Setting(Param, String),
}

/// Text for the user whose options are [`Param`]s, said in the caller's words by
/// [`Message::render`]; `Display` says them in the library's ([`Naming::LIBRARY`]).
/// Built with [`message!`](crate::message).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Message(pub Vec<Part>);

impl Message {
    /// A message of plain words.
    pub fn text(s: impl Into<String>) -> Message {
        Message(vec![Part::Text(s.into())])
    }

    /// The message with every option named by `naming`.
    pub fn render(&self, naming: &Naming) -> String {
        let mut out = String::new();
        for part in &self.0 {
            match part {
                Part::Text(s) => out.push_str(s),
                Part::Param(p) => out.push_str(&(naming.param)(*p)),
                Part::Setting(p, v) => out.push_str(&(naming.setting)(*p, v)),
            }
        }
        out
    }

    /// A message from `text`, a translated sentence (`crate::tr!`) whose option names
    /// were given as [`slot`]s: each `slot(i)` becomes `parts[i]`, so that the caller's
    /// [`Naming`] still says the options. Text between the slots stays as it is.
    pub fn spliced(text: &str, parts: &[Part]) -> Message {
        let mut out = Vec::new();
        let mut rest = text;
        while let Some(start) = rest.find(SLOT_OPEN) {
            let after = &rest[start + SLOT_OPEN.len_utf8()..];
            let Some(end) = after.find(SLOT_CLOSE) else {
                break;
            };
            let Some(part) = after[..end]
                .parse::<usize>()
                .ok()
                .and_then(|i| parts.get(i))
            else {
                break;
            };
            if start > 0 {
                out.push(Part::Text(rest[..start].to_string()));
            }
            out.push(part.clone());
            rest = &after[end + SLOT_CLOSE.len_utf8()..];
        }
        if !rest.is_empty() {
            out.push(Part::Text(rest.to_string()));
        }
        Message(out)
    }

    /// This message followed by `more`.
    pub fn then(mut self, more: Message) -> Message {
        self.0.extend(more.0);
        self
    }

    /// The parameters it names, in order.
    pub fn params(&self) -> impl Iterator<Item = Param> + '_ {
        self.0.iter().filter_map(|p| match p {
            Part::Param(p) | Part::Setting(p, _) => Some(*p),
            Part::Text(_) => None,
        })
    }
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(&Naming::LIBRARY))
    }
}

impl From<String> for Message {
    fn from(s: String) -> Message {
        Message::text(s)
    }
}

impl From<&str> for Message {
    fn from(s: &str) -> Message {
        Message::text(s)
    }
}

/// Builds a [`Message`] from pieces: a string literal, `(expr)` for any `Display`
/// value, `[Param]` for an option, `[Param = expr]` for an option and its value.
///
/// ```
/// use gametree::{message, params::Naming};
/// let p = message!([Algorithm = "test"], " needs ", [TestValue], " K");
/// assert_eq!(p.to_string(), "`algorithm = test` needs `test_value` K");
/// ```
#[macro_export]
macro_rules! message {
    ($($part:tt),* $(,)?) => {
        $crate::params::Message(::std::vec![$($crate::message!(@part $part)),*])
    };
    (@part [$p:ident = $v:expr]) => {
        $crate::params::Part::Setting($crate::params::Param::$p, ($v).to_string())
    };
    (@part [$p:ident]) => {
        $crate::params::Part::Param($crate::params::Param::$p)
    };
    (@part ($e:expr)) => {
        $crate::params::Part::Text(($e).to_string())
    };
    (@part $s:literal) => {
        $crate::params::Part::Text(::std::string::String::from($s))
    };
}

const SLOT_OPEN: char = '\u{1}';
const SLOT_CLOSE: char = '\u{2}';

/// The place of the `i`-th option in a translated sentence: an argument of the message
/// that [`Message::spliced`] replaces by the option, named the caller's way.
pub fn slot(i: usize) -> String {
    format!("{SLOT_OPEN}{i}{SLOT_CLOSE}")
}

/// `n` with thousands separated by commas, for messages: `64,552`.
pub fn thousands(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_param_is_listed_once_and_names_differ_but_for_values() {
        let mut names: Vec<&str> = Param::ALL.iter().map(|p| p.name()).collect();
        let n = names.len();
        names.sort_unstable();
        names.dedup();
        // `values`: the view of a figure and the exercise's leaf-value range.
        assert_eq!(names.len(), n - 1);
    }

    #[test]
    fn a_message_says_options_in_the_callers_words() {
        let p = message!([Iterative], " needs ", [Depth = "N"], ", not ", (3 + 4));
        assert_eq!(p.to_string(), "`iterative` needs `depth = N`, not 7");
        let flags = Naming {
            param: |p| format!("--{}", p.name().replace('_', "-")),
            setting: |p, v| format!("--{} {v}", p.name().replace('_', "-")),
            command: |c, s| format!("gametree {c} {}", s.join(" ")),
        };
        assert_eq!(p.render(&flags), "--iterative needs --depth N, not 7");
    }

    #[test]
    fn a_spliced_message_puts_the_options_in_their_slots() {
        let text = format!("raise {} or lower {}.", slot(1), slot(0));
        let m = Message::spliced(
            &text,
            &[
                Part::Param(Param::Depth),
                Part::Setting(Param::Algorithm, "pvs".into()),
            ],
        );
        assert_eq!(m.to_string(), "raise `algorithm = pvs` or lower `depth`.");
        assert_eq!(
            m.params().collect::<Vec<_>>(),
            [Param::Algorithm, Param::Depth]
        );
        assert_eq!(Message::spliced("plain", &[]).to_string(), "plain");
    }
}
