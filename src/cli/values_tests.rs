//! The command line offers every choice the library lists (src/cli/values.rs).

use super::*;
use clap::ValueEnum;

/// The names of the values `T` offers on the command line, in order.
fn names<T: ValueEnum>() -> Vec<String> {
    T::value_variants()
        .iter()
        .filter_map(|v| v.to_possible_value())
        .map(|p| p.get_name().to_string())
        .collect()
}

/// Asserts, for each library enum, that the command line offers every value of its
/// `EVERY` list by its `name()`, in that order.
macro_rules! offers_every {
    ($($t:ident),* $(,)?) => {$(
        assert_eq!(
            names::<$t>(),
            $t::EVERY.iter().map(|v| v.name().to_string()).collect::<Vec<_>>(),
            stringify!($t)
        );
    )*};
}

/// The command line offers every choice the library lists, in its order.
#[test]
fn every_library_choice_is_a_value() {
    offers_every!(
        Algorithm,
        CutRule,
        Scoring,
        Perspective,
        Format,
        LabelKind,
        Style,
        Direction,
        PrunedView,
        EdgeLabels,
        Engine,
        CompareFormat,
        Baseline,
        CheckAlgorithm,
        Convention,
        CheckFormat,
        RootSide,
        Sheet,
    );
}
