//! How an exercise is solved and its answers marked: [`Method`], chosen once by
//! [`Method::choose`] from what the caller asked ([`Choice`]: the command line's flags,
//! a request's options, Python's keywords) and from the exercise file's own `exercise:`
//! line ([`Choice::from_file`]), which every file `gametree exercise` writes carries
//! ([`Method::file_line`]). Every rule about the method lives here: the defaults, an
//! exercise with chance nodes marked by expectiminimax, options of Monte Carlo tree
//! search refused for the minimax family and the reverse, alpha-beta refused on chance
//! nodes, and a flag that contradicts the file refused unless forced.

use super::{Bounds, CheckAlgorithm, Convention, Conventions};
use crate::game::file::{quote, ParseError, Setting};
use crate::params::{slot, Message, Param, Part};
use crate::record::Perspective;
use crate::search::mcts::Exploration;
use crate::search::CutRule;

/// The settings of a Monte Carlo tree search exercise (UCT; Kocsis & Szepesvári 2006):
/// the iterations searched before the question, UCB1's `C` and the search's seed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MctsSettings {
    /// Iterations searched before the question (`k`; the question is iteration k + 1).
    pub iterations: u64,
    /// UCB1's exploration constant `C`.
    pub exploration: Exploration,
    /// The seed of the search's playouts (an exercise's own seed, which also drew its
    /// tree).
    pub seed: u64,
}

impl MctsSettings {
    /// The exercise options of these settings over the default tree (marking needs
    /// only the iterations and `C`: the tree is the file's).
    pub fn spec(&self) -> super::mcts::MctsSpec {
        super::mcts::MctsSpec {
            iterations: self.iterations,
            exploration: self.exploration,
            ..super::mcts::MctsSpec::default()
        }
    }
}

impl Default for MctsSettings {
    /// [`super::mcts::DEFAULT_ITERATIONS`] iterations, `C = √2`, seed 0.
    fn default() -> Self {
        MctsSettings {
            iterations: super::mcts::DEFAULT_ITERATIONS,
            exploration: Exploration::default(),
            seed: 0,
        }
    }
}

/// How an exercise is solved and its answers marked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Method {
    /// Minimax, alpha-beta (fail-hard or fail-soft) or, on a tree with chance nodes,
    /// expectiminimax: every node's value (and window) marked under these conventions
    /// ([`super::check`]).
    Minimax(Conventions),
    /// Monte Carlo tree search: the next iteration's path, expansion and `N`/`W`
    /// marked ([`super::mcts_mark`]).
    Mcts(MctsSettings),
}

impl Default for Method {
    /// Fail-hard alpha-beta, cut-offs at α ≥ β, values from MAX's view, bounds written
    /// either way ([`Conventions::default`]).
    fn default() -> Self {
        Method::Minimax(Conventions::default())
    }
}

/// The method as asked: each setting given, or `None` — left to the exercise file and
/// then to the default. The command line's flags, a browser request's options and
/// Python's keywords each make one; an exercise file's `exercise:` line is one too
/// ([`Choice::from_file`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    /// `algorithm`: alphabeta, minimax, expectiminimax or mcts.
    pub algorithm: Option<CheckAlgorithm>,
    /// `convention`: fail-hard or fail-soft (alpha-beta).
    pub convention: Option<Convention>,
    /// `prune-on`: cut-offs at α ≥ β or only at α > β (alpha-beta).
    pub prune_on: Option<CutRule>,
    /// `view`: whose view values and windows are written in.
    pub view: Option<Perspective>,
    /// `accept-bounds`: a bound answer (`C <= 3`) counts at a node whose value is only
    /// a bound.
    pub accept_bounds: Option<bool>,
    /// `require-bounds`: such a value must be written as a bound.
    pub require_bounds: Option<bool>,
    /// `iterations` (MCTS).
    pub iterations: Option<u64>,
    /// `exploration`, UCB1's `C` (MCTS).
    pub exploration: Option<Exploration>,
    /// `seed` of the search (MCTS).
    pub seed: Option<u64>,
}

/// Which methods a setting belongs to.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Family {
    /// Every method (`algorithm`).
    Any,
    /// Minimax, alpha-beta and expectiminimax.
    Minimax,
    /// Monte Carlo tree search.
    Mcts,
}

/// One setting of a [`Choice`]: its option, its name in an `exercise:` line (the
/// command line's long name, without `--`), its family, and its value as written.
struct Entry {
    param: Param,
    name: &'static str,
    family: Family,
    value: Option<String>,
}

/// `yes` or `no`.
fn yes_no(b: bool) -> String {
    if b { "yes" } else { "no" }.to_string()
}

impl Choice {
    /// Every setting in the order an `exercise:` line writes them.
    fn entries(&self) -> [Entry; 9] {
        let e = |param, name, family, value| Entry {
            param,
            name,
            family,
            value,
        };
        use Family::{Any, Mcts, Minimax};
        [
            e(
                Param::Algorithm,
                "algorithm",
                Any,
                self.algorithm.map(|a| a.name().into()),
            ),
            e(
                Param::Convention,
                "convention",
                Minimax,
                self.convention.map(|c| c.name().into()),
            ),
            e(
                Param::PruneOn,
                "prune-on",
                Minimax,
                self.prune_on.map(|c| c.name().into()),
            ),
            e(
                Param::View,
                "view",
                Minimax,
                self.view.map(|v| v.name().into()),
            ),
            e(
                Param::AcceptBounds,
                "accept-bounds",
                Minimax,
                self.accept_bounds.map(yes_no),
            ),
            e(
                Param::RequireBounds,
                "require-bounds",
                Minimax,
                self.require_bounds.map(yes_no),
            ),
            e(
                Param::Iterations,
                "iterations",
                Mcts,
                self.iterations.map(|n| n.to_string()),
            ),
            e(
                Param::Exploration,
                "exploration",
                Mcts,
                self.exploration.map(file_c),
            ),
            e(Param::Seed, "seed", Mcts, self.seed.map(|s| s.to_string())),
        ]
    }

    /// Sets the setting named `name` (an `exercise:` line's word) from its text.
    ///
    /// # Errors
    /// What was expected, for an unknown name or a value that is not one of it.
    fn set(&mut self, name: &str, value: &str) -> Result<(), (bool, String)> {
        let word = |names: &[&str]| (false, names.join(", "));
        let bad_value = |expected: String| (false, expected);
        fn pick<T: Copy>(
            value: &str,
            every: &[T],
            name: fn(T) -> &'static str,
        ) -> Result<T, (bool, String)> {
            every
                .iter()
                .copied()
                .find(|&v| name(v) == value)
                .ok_or_else(|| {
                    (
                        false,
                        every
                            .iter()
                            .map(|&v| name(v))
                            .collect::<Vec<_>>()
                            .join(", "),
                    )
                })
        }
        let yes = |v: &str| match v {
            "yes" => Ok(true),
            "no" => Ok(false),
            _ => Err(word(&["yes", "no"])),
        };
        let number = |v: &str| {
            v.parse::<u64>()
                .map_err(|_| bad_value(crate::tr!("errors-setting-number")))
        };
        match name {
            "algorithm" => {
                self.algorithm = Some(pick(value, &CheckAlgorithm::EVERY, CheckAlgorithm::name)?)
            }
            "convention" => {
                self.convention = Some(pick(value, &Convention::EVERY, Convention::name)?)
            }
            "prune-on" => self.prune_on = Some(pick(value, &CutRule::EVERY, CutRule::name)?),
            "view" => self.view = Some(pick(value, &Perspective::EVERY, Perspective::name)?),
            "accept-bounds" => self.accept_bounds = Some(yes(value)?),
            "require-bounds" => self.require_bounds = Some(yes(value)?),
            "iterations" => self.iterations = Some(number(value)?),
            "seed" => self.seed = Some(number(value)?),
            "exploration" => self.exploration = Some(Exploration::parse(value).map_err(bad_value)?),
            _ => return Err((true, String::new())),
        }
        Ok(())
    }

    /// The choice an exercise file's `exercise:` line records
    /// ([`crate::games::tree::Tree::exercise_settings`]); `None` for a file without
    /// one (made before the line existed, or by hand), which is marked as the caller
    /// asks, as before.
    ///
    /// # Errors
    /// An unknown setting or a value it cannot take, at its place in the file.
    pub fn from_file(settings: &[Setting]) -> Result<Option<Choice>, ParseError> {
        if settings.is_empty() {
            return Ok(None);
        }
        let mut c = Choice::default();
        for s in settings {
            if let Err((unknown, expected)) = c.set(&s.name, &s.value) {
                let names: Vec<&str> = c.entries().iter().map(|e| e.name).collect();
                return Err(if unknown {
                    ParseError::new(
                        s.name_loc,
                        crate::tr!("errors-exercise-setting", names = names.join(", ")),
                        quote(&s.name),
                    )
                } else {
                    ParseError::new(
                        s.value_loc,
                        crate::tr!(
                            "errors-exercise-value",
                            name = s.name.clone(),
                            expected = expected
                        ),
                        quote(&s.value),
                    )
                });
            }
        }
        Ok(Some(c))
    }

    /// The settings given, as `(option, value)` pairs (an `exercise:` line's or a
    /// command's words).
    fn given(&self) -> Vec<(Param, &'static str, String)> {
        self.entries()
            .into_iter()
            .filter_map(|e| e.value.map(|v| (e.param, e.name, v)))
            .collect()
    }
}

/// `C` as an `exercise:` line writes it: `sqrt2` or the shortest decimal.
fn file_c(c: Exploration) -> String {
    if c == Exploration::SQRT_2 {
        "sqrt2".to_string()
    } else {
        c.get().to_string()
    }
}

/// A message of catalogue entry `id` whose `{ $o0 }`, `{ $o1 }`, … are `parts`, said
/// by the caller's naming; `args` are its other arguments.
fn said(id: &str, parts: Vec<Part>, args: &[(&str, String)]) -> Message {
    let mut all: Vec<(&str, crate::lang::Arg)> = args
        .iter()
        .map(|(k, v)| (*k, crate::lang::Arg::from(v.as_str())))
        .collect();
    let names = ["o0", "o1", "o2"];
    for (i, name) in names.iter().enumerate().take(parts.len()) {
        all.push((name, crate::lang::Arg::from(slot(i))));
    }
    Message::spliced(&crate::lang::message(id, &all), &parts)
}

impl Method {
    /// The method of `asked` over `file` (an exercise file's `exercise:` line, if it
    /// has one), for a tree with chance nodes or not, and the notes to show (a flag
    /// used over the file's with `force`). The one place the rules live:
    ///
    /// - a setting left out is the file's, else the default: alpha-beta fail-hard, α ≥
    ///   β, MAX's view, bounds accepted; expectiminimax on a tree with chance nodes;
    ///   for MCTS [`MctsSettings::default`];
    /// - a setting asked that contradicts the file is refused, naming both, unless
    ///   `force` (then it is used, and a note says so; the file's settings of another
    ///   method are then dropped);
    /// - MCTS's settings are refused for the minimax family, and the minimax family's
    ///   conventions for MCTS;
    /// - alpha-beta is refused on a tree with chance nodes (expectiminimax marks it);
    /// - `require-bounds` is refused with `accept-bounds = no`.
    ///
    /// # Errors
    /// The refusals above, each naming the options in the caller's words:
    /// [`crate::ErrorKind::Unsupported`] for alpha-beta on chance nodes,
    /// [`crate::ErrorKind::Usage`] for the others.
    pub fn choose(
        asked: &Choice,
        file: Option<&Choice>,
        chance: bool,
        force: bool,
    ) -> Result<(Method, Vec<Message>), crate::Error> {
        let (merged, notes) = merge(asked, file, force)?;
        let algorithm = merged.algorithm.unwrap_or(if chance {
            CheckAlgorithm::Expectiminimax
        } else {
            CheckAlgorithm::Alphabeta
        });
        let mcts = algorithm == CheckAlgorithm::Mcts;
        // Only what the caller asked is refused: the file's settings of another method
        // were dropped by `merge`.
        let wrong = if mcts { Family::Minimax } else { Family::Mcts };
        if let Some(e) = asked
            .entries()
            .into_iter()
            .find(|e| e.family == wrong && e.value.is_some())
        {
            let (id, value) = match mcts {
                true => ("method-minimax-only", "mcts"),
                false => ("method-mcts-only", "mcts"),
            };
            let parts = vec![
                Part::Param(e.param),
                Part::Setting(Param::Algorithm, value.into()),
            ];
            return Err(crate::Error::usage(said(id, parts, &[])));
        }
        if mcts {
            let d = MctsSettings::default();
            let settings = MctsSettings {
                iterations: merged.iterations.unwrap_or(d.iterations),
                exploration: merged.exploration.unwrap_or(d.exploration),
                seed: merged.seed.unwrap_or(d.seed),
            };
            return Ok((Method::Mcts(settings), notes));
        }
        if chance && algorithm == CheckAlgorithm::Alphabeta {
            let parts = vec![
                Part::Setting(Param::Algorithm, "expectiminimax".into()),
                Part::Param(Param::Algorithm),
            ];
            return Err(crate::Error::with_kind(
                crate::ErrorKind::Unsupported,
                said("method-chance", parts, &[]),
            ));
        }
        let d = Conventions::default();
        let bounds = Bounds::from_flags(
            merged.require_bounds.unwrap_or(false),
            merged.accept_bounds.unwrap_or(true),
        )
        .map_err(crate::Error::usage)?;
        let conv = Conventions::new(
            algorithm,
            merged.convention.unwrap_or(if d.soft {
                Convention::FailSoft
            } else {
                Convention::FailHard
            }),
            merged.prune_on.unwrap_or(d.cut),
            merged.view.unwrap_or(d.values),
            bounds,
        );
        Ok((Method::Minimax(conv), notes))
    }

    /// The method answers to the explicit tree `tree` (read from `name`) are marked
    /// by: [`Method::choose`] over the tree file's `exercise:` line, if it has one.
    ///
    /// # Errors
    /// [`crate::Error::Parse`] for a bad `exercise:` line (at its place in `name`);
    /// [`Method::choose`]'s refusals.
    pub fn for_tree(
        tree: &crate::games::tree::Tree,
        name: &str,
        asked: &Choice,
        force: bool,
    ) -> Result<(Method, Vec<Message>), crate::Error> {
        let file =
            Choice::from_file(tree.exercise_settings()).map_err(|err| crate::Error::Parse {
                path: name.into(),
                err,
            })?;
        let chance = crate::game::Position::has_chance(&tree.root());
        Method::choose(asked, file.as_ref(), chance, force)
    }

    /// The seed of the exercise's search: Monte Carlo tree search's (its playouts');
    /// 0 for the minimax family, whose search draws nothing.
    pub fn seed(&self) -> u64 {
        match self {
            Method::Minimax(_) => 0,
            Method::Mcts(s) => s.seed,
        }
    }

    /// The method as a [`Choice`] with every setting given: what an exercise file's
    /// `exercise:` line records. `chance`: the tree has chance nodes (the minimax
    /// family's algorithm is then `expectiminimax`).
    pub fn choice(&self, chance: bool) -> Choice {
        match *self {
            Method::Minimax(c) => Choice {
                algorithm: Some(match (c.alphabeta, chance) {
                    (true, _) => CheckAlgorithm::Alphabeta,
                    (false, true) => CheckAlgorithm::Expectiminimax,
                    (false, false) => CheckAlgorithm::Minimax,
                }),
                convention: Some(if c.soft {
                    Convention::FailSoft
                } else {
                    Convention::FailHard
                }),
                prune_on: Some(c.cut),
                view: Some(c.values),
                accept_bounds: Some(c.bounds != Bounds::Reject),
                require_bounds: Some(c.bounds == Bounds::Require),
                ..Choice::default()
            },
            Method::Mcts(s) => Choice {
                algorithm: Some(CheckAlgorithm::Mcts),
                iterations: Some(s.iterations),
                exploration: Some(s.exploration),
                seed: Some(s.seed),
                ..Choice::default()
            },
        }
    }

    /// The `exercise:` line an exercise file carries (docs/position-files.md):
    /// `exercise: algorithm=alphabeta convention=fail-hard prune-on=ge view=max
    /// accept-bounds=yes require-bounds=no`, or `exercise: algorithm=mcts iterations=8
    /// exploration=sqrt2 seed=3`, with a line feed.
    pub fn file_line(&self, chance: bool) -> String {
        let words: Vec<String> = self
            .choice(chance)
            .given()
            .into_iter()
            .map(|(_, name, v)| format!("{name}={v}"))
            .collect();
        format!("exercise: {}\n", words.join(" "))
    }

    /// The method's settings as `(option, value)` pairs, every one given, a switch
    /// (`require_bounds`) without a value and only when on: the words of the command
    /// that makes the exercise again (`--algorithm alphabeta --convention fail-hard
    /// …`), said by the caller's naming. MCTS's seed is the exercise's own and is
    /// left out.
    pub fn settings(&self, chance: bool) -> Vec<(Param, Option<String>)> {
        self.choice(chance)
            .given()
            .into_iter()
            .filter_map(|(p, _, v)| match p {
                Param::Seed => None,
                Param::RequireBounds => (v == "yes").then_some((p, None)),
                _ => Some((p, Some(v))),
            })
            .collect()
    }
}

/// `asked` over `file`: each setting asked, else the file's; a contradiction refused
/// unless `force`, and then noted. With `force` and another algorithm asked, the
/// file's settings of the other method are dropped.
fn merge(
    asked: &Choice,
    file: Option<&Choice>,
    force: bool,
) -> Result<(Choice, Vec<Message>), crate::Error> {
    let Some(file) = file else {
        return Ok((asked.clone(), Vec::new()));
    };
    let mut notes = Vec::new();
    let mut merged = file.clone();
    for (a, f) in asked.entries().into_iter().zip(file.entries()) {
        let (Some(av), Some(fv)) = (&a.value, &f.value) else {
            continue;
        };
        if av == fv {
            continue;
        }
        let parts = vec![
            Part::Setting(a.param, av.clone()),
            Part::Param(Param::Force),
        ];
        let args = [("setting", format!("{}={fv}", f.name))];
        if !force {
            return Err(crate::Error::usage(said(
                "method-contradicts-file",
                parts,
                &args,
            )));
        }
        notes.push(said("method-over-file", parts, &args));
    }
    merged.algorithm = asked.algorithm.or(file.algorithm);
    if asked.algorithm.is_some() && asked.algorithm != file.algorithm {
        // Another algorithm forced: the file's settings of the other method do not
        // apply to it.
        let to_mcts = asked.algorithm == Some(CheckAlgorithm::Mcts);
        let from_mcts = file.algorithm == Some(CheckAlgorithm::Mcts);
        if to_mcts != from_mcts {
            merged = Choice {
                algorithm: merged.algorithm,
                ..Choice::default()
            };
        }
    }
    merged.convention = asked.convention.or(merged.convention);
    merged.prune_on = asked.prune_on.or(merged.prune_on);
    merged.view = asked.view.or(merged.view);
    merged.accept_bounds = asked.accept_bounds.or(merged.accept_bounds);
    merged.require_bounds = asked.require_bounds.or(merged.require_bounds);
    merged.iterations = asked.iterations.or(merged.iterations);
    merged.exploration = asked.exploration.or(merged.exploration);
    merged.seed = asked.seed.or(merged.seed);
    Ok((merged, notes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::file::PositionFile;

    fn file_choice(line: &str) -> Choice {
        let f = PositionFile::parse(&format!("exercise: {line}\n")).unwrap();
        let mut f = f;
        let e = f.take("exercise").unwrap();
        Choice::from_file(&e.value.settings().unwrap())
            .unwrap()
            .unwrap()
    }

    #[test]
    fn a_method_reads_back_from_its_line() {
        let methods = [
            Method::default(),
            Method::Minimax(Conventions {
                alphabeta: false,
                ..Conventions::default()
            }),
            Method::Minimax(Conventions {
                soft: true,
                cut: CutRule::Gt,
                values: Perspective::SideToMove,
                bounds: Bounds::Require,
                ..Conventions::default()
            }),
            Method::Mcts(MctsSettings {
                iterations: 12,
                exploration: Exploration::new(0.5).unwrap(),
                seed: u64::MAX,
            }),
        ];
        for m in methods {
            for chance in [false, true] {
                if chance && matches!(m, Method::Minimax(c) if c.alphabeta) {
                    continue; // alpha-beta is no method for chance nodes
                }
                let line = m.file_line(chance);
                let c = file_choice(line.trim_start_matches("exercise: "));
                let (back, notes) = Method::choose(&Choice::default(), Some(&c), chance, false)
                    .unwrap_or_else(|e| panic!("{line}: {e}"));
                assert_eq!(back, m, "{line}");
                assert!(notes.is_empty());
            }
        }
    }

    #[test]
    fn the_rules_hold_for_every_front_end() {
        let none = Choice::default();
        // Defaults: alpha-beta; expectiminimax on chance trees.
        assert_eq!(
            Method::choose(&none, None, false, false).unwrap().0,
            Method::default()
        );
        let (m, _) = Method::choose(&none, None, true, false).unwrap();
        assert!(matches!(m, Method::Minimax(c) if !c.alphabeta));
        // Alpha-beta asked on chance nodes is refused, naming expectiminimax.
        let ab = Choice {
            algorithm: Some(CheckAlgorithm::Alphabeta),
            ..Choice::default()
        };
        let e = Method::choose(&ab, None, true, false)
            .unwrap_err()
            .to_string();
        assert!(e.contains("`algorithm = expectiminimax`"), "{e}");
        // MCTS's settings for alpha-beta, and conventions for MCTS, are refused.
        let iters = Choice {
            iterations: Some(9),
            ..Choice::default()
        };
        let e = Method::choose(&iters, None, false, false)
            .unwrap_err()
            .to_string();
        assert!(e.contains("`iterations`"), "{e}");
        let soft_mcts = Choice {
            algorithm: Some(CheckAlgorithm::Mcts),
            convention: Some(Convention::FailSoft),
            ..Choice::default()
        };
        let e = Method::choose(&soft_mcts, None, false, false)
            .unwrap_err()
            .to_string();
        assert!(e.contains("`convention`"), "{e}");
    }

    #[test]
    fn the_file_decides_what_is_left_out_and_a_contradiction_needs_force() {
        let file = file_choice("algorithm=alphabeta convention=fail-soft prune-on=gt view=max");
        let (m, _) = Method::choose(&Choice::default(), Some(&file), false, false).unwrap();
        let Method::Minimax(c) = m else { panic!() };
        assert!(c.soft && c.cut == CutRule::Gt);
        let ge = Choice {
            prune_on: Some(CutRule::Ge),
            ..Choice::default()
        };
        let e = Method::choose(&ge, Some(&file), false, false)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("`prune_on = ge`") && e.contains("prune-on=gt"),
            "{e}"
        );
        assert!(e.contains("`force`"), "{e}");
        let (m, notes) = Method::choose(&ge, Some(&file), false, true).unwrap();
        assert!(matches!(m, Method::Minimax(c) if c.cut == CutRule::Ge && c.soft));
        assert_eq!(notes.len(), 1);
        // The same value again is no contradiction.
        let gt = Choice {
            prune_on: Some(CutRule::Gt),
            ..Choice::default()
        };
        assert!(Method::choose(&gt, Some(&file), false, false).is_ok());
        // MCTS forced over an alpha-beta file drops the file's conventions.
        let mcts = Choice {
            algorithm: Some(CheckAlgorithm::Mcts),
            ..Choice::default()
        };
        let (m, _) = Method::choose(&mcts, Some(&file), false, true).unwrap();
        assert_eq!(m, Method::Mcts(MctsSettings::default()));
    }

    #[test]
    fn a_bad_line_is_located() {
        let mut f = PositionFile::parse("exercise: algorithm=alphabeta prune-on=ne\n").unwrap();
        let e = f.take("exercise").unwrap();
        let err = Choice::from_file(&e.value.settings().unwrap()).unwrap_err();
        assert_eq!((err.loc.line, err.loc.col), (1, 40));
        assert!(err.expected.contains("ge, gt"), "{}", err.expected);
        let mut f = PositionFile::parse("exercise: algorithm=alphabeta colour=red\n").unwrap();
        let e = f.take("exercise").unwrap();
        let err = Choice::from_file(&e.value.settings().unwrap()).unwrap_err();
        assert_eq!((err.loc.line, err.loc.col), (1, 31));
    }
}
