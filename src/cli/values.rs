//! The library's choices as the command line's values: each enum's names come from
//! the library (`name()`), their help lines and aliases are the command line's own.

use crate::compare::{Baseline, Format as CompareFormat};
use crate::game::Scoring;
use crate::homework::exercise::{RootSide, Sheet};
use crate::homework::{CheckAlgorithm, CheckFormat, Convention};
use crate::play::Engine;
use crate::record::Perspective;
use crate::render::{Direction, EdgeLabels, Format, LabelKind, PrunedView, Style};
use crate::search::mcts::{Playout, Selection};
use crate::search::{Algorithm, CutRule};
use clap::builder::PossibleValue;

/// Implements [`clap::ValueEnum`] for a library enum: every variant listed with its help
/// line (`Variant => "help"`, then `alias "name"` for another name it takes); a variant
/// listed first as `skip Variant;` is no value of the command line. The match is exhaustive,
/// so a new variant cannot be forgotten.
macro_rules! value_enum {
    ($t:ident { skip $s:ident; $($v:ident => $help:literal $(alias $alias:literal)?),* $(,)? }) => {
        value_enum!(@impl $t [$s] $($v => $help $(alias $alias)?),*);
    };
    ($t:ident { $($v:ident => $help:literal $(alias $alias:literal)?),* $(,)? }) => {
        value_enum!(@impl $t [] $($v => $help $(alias $alias)?),*);
    };
    (@impl $t:ident [$($s:ident)?] $($v:ident => $help:literal $(alias $alias:literal)?),*) => {
        impl clap::ValueEnum for $t {
            fn value_variants<'a>() -> &'a [Self] {
                &[$($t::$v),*]
            }

            fn to_possible_value(&self) -> Option<PossibleValue> {
                match self {
                    $($t::$v => Some(PossibleValue::new($t::$v.name()).help($help)$(.alias($alias))?),)*
                    $($t::$s => None,)?
                }
            }
        }
    };
}

value_enum!(Algorithm {
    Minimax => "Plain minimax, MAX/MIN form (AIMA): values from MAX's view",
    Negamax => "Negamax with win-distance scoring (Kühr 2011, Alg. 2.2/2.3)",
    AlphaBeta => "Fail-hard alpha-beta, negamax form (Kühr 2011, Alg. 3.2/3.3)",
    AlphaBetaSoft => "Fail-soft alpha-beta: returns the best value found, not the bound",
    Pvs => "Principal variation search / NegaScout (Reinefeld 1983)",
    AlphaBetaTt => "AlphaBetaWithMemory: alpha-beta with a transposition table (Plaat et al. 1996)",
    Mtdf => "MTD(f): null-window passes with memory from --guess (Plaat et al. 1996)",
    Test => "The null-window test: is the value ≥ --test-value? (Plaat et al. 1996)",
    Expectiminimax => "Expectiminimax for trees with chance nodes (Michie 1966; AIMA §5.5)",
    Star1 => "Star1: alpha-beta with cut-offs at chance nodes from --leaf-bounds (Ballard 1983)",
    Star2 => "Star2: Star1 with a probing phase at chance nodes (Ballard 1983)",
    Mcts => "Monte Carlo tree search with UCT: --iterations, --exploration, --seed (Kocsis & Szepesvári 2006)",
});

value_enum!(Playout {
    Random => "Random moves to the end of the game",
    Eval => "Random moves to --depth, then the evaluation's sign",
});

value_enum!(Selection {
    Uct => "UCB1 applied to trees (Kocsis & Szepesvári 2006)",
});

value_enum!(Scoring {
    Distance => "Kühr's win distance: a win is ±--win-score, a nearer win scores higher (the default)",
    Plain => "Win, draw, loss as +1/0/−1 from MAX's view (AIMA), or --utilities W,D,L",
});

value_enum!(CutRule {
    Ge => "Cut off when α ≥ β (the usual rule)",
    Gt => "Cut off only when α > β (a tie goes on searching)",
});

value_enum!(Perspective {
    Max => "MAX's view at every node (minimax textbooks)",
    SideToMove => "The view of the side to move at the node (negamax textbooks, Kühr Fig. 8)",
});

value_enum!(Format {
    Text => "Indented tree, one node a line",
    Json => "The gametree/1 JSON recording (docs/json.md)",
    Dot => "Graphviz DOT (render with `dot -Tsvg`)",
    Svg => "A standalone SVG figure, no script (for slides)",
    Tikz => "LaTeX/TikZ, compilable with pdflatex, includable in Beamer",
    Html => "A self-contained interactive HTML report (zoom, replay, boards)",
    Beamer => "A Beamer frame that reveals the search one step per overlay (pdflatex)",
    Png => "The SVG figure as a PNG image (for slides; --scale sets the resolution)",
    Pdf => "The SVG figure as a vector PDF (for LaTeX's \\includegraphics)",
    Typst => "A Typst file of the figure (typst compile, or #import into a document)",
    Forest => "LaTeX forest: the tree in bracket syntax to edit by hand (pdflatex)",
    Practice => "A practice page: the searched tree (to a small depth) to fill in by hand in a browser, every node marked",
});

value_enum!(LabelKind {
    skip Blank;
    Value => "The node's value, with ≥ or ≤ where it is only a bound" alias "bound",
    Window => "The α–β window on entry: [α, β]",
    Triple => "α | value | β, as in Kühr's Fig. 18 (≥ or ≤ where the value is a bound)",
    Book => "As Kühr's figures print them: bare numbers (his alpha-beta as α | value | β), ≥ or ≤ only at a cut-off node; a legend says so",
});

value_enum!(Style {
    Color => "Kühr's colours: MAX blue boxes, MIN green ellipses, leaves red",
    Mono => "Black and white for print and exams: the same shapes, leaves light grey",
    Aima => "AIMA Fig. 5.2: MAX ▲, MIN ▼ triangles, leaves bare numbers, black and white",
    Dark => "For dark slides: color's shapes, light lines and text on a dark grey paper",
});

value_enum!(Direction {
    Down => "The root at the top, children below, left to right",
    Right => "The root at the left, children to its right, top to bottom",
});

value_enum!(PrunedView {
    Show => "Grey and dashed with a cut mark on the edge; explicit trees' leaves keep their values",
    Empty => "As show, but empty grey outlines (Kühr's Fig. 18)",
    Hide => "Left out, a stub with a cut mark where they were",
});

value_enum!(EdgeLabels {
    Auto => "Games: every move; explicit trees: only edges into named nodes (none with --names)",
    Always => "Every edge, explicit trees' 1, 2, 3 too",
    Never => "No edge labels",
});

value_enum!(Engine {
    First => "The engine has the first move (the side to move in the file)",
    Second => "The engine answers",
    Both => "Engine against engine",
    None => "Two people at one keyboard",
});

value_enum!(CompareFormat {
    Text => "An aligned table, then the notes",
    Json => "A JSON object with every field of every row (docs/compare.md), whatever `--columns` says",
    Csv => "Comma-separated values: the columns' names, then one line per row",
    Html => "A self-contained HTML page: the table, the notes and two inline SVG charts",
    Markdown => "A GitHub Markdown table and the notes; with `-o FILE.md` the charts too, as the SVG image FILE-chart.svg beside it",
    Latex => "A LaTeX document (booktabs table and the notes) for pdflatex",
});

value_enum!(Baseline {
    None => "No baseline: no extra search, no vs-baseline column",
    Minimax => "Plain minimax, natural order: searched once, shown as one row",
});

value_enum!(CheckAlgorithm {
    Alphabeta => "Alpha-beta, left to right (the --convention, --prune-on options apply)",
    Minimax => "Minimax: every node searched, values exact, no windows (with --values side-to-move: negamax)",
    Expectiminimax => "Expectiminimax (AIMA 3rd ed., §5.5) for trees with chance nodes: minimax whose chance nodes take the probability-weighted mean of their children (values may be written `2.1` or `13/6`); on trees without chance nodes, minimax",
    Mcts => "Monte Carlo tree search (UCT): the next iteration's selection path, expansion, and N and W along the path after backpropagation (--iterations, --seed, --exploration)",
});

value_enum!(Convention {
    FailHard => "A node that fails returns the bound of its window (Kühr's Alg. 3.2; what `gametree search` draws)",
    FailSoft => "A node returns the best value it found (AIMA's figures: `C <= 2`)",
});

value_enum!(CheckFormat {
    Text => "Per answer file a verdict and one line per node",
    Json => "Everything, machine-readable",
    Csv => "One row per answer file",
    Html => "The trees with the mistakes marked and the expected answers beside them",
});

value_enum!(RootSide {
    Max => "MAX moves at the root",
    Min => "MIN moves at the root",
});

value_enum!(Sheet {
    Tree => "The position file (`game: tree`), for `gametree search` and `gametree check`",
    Answer => "The model answer in the answer format of `gametree check`",
    Svg => "A standalone SVG sheet",
    Tikz => "A standalone LaTeX/TikZ sheet",
    Html => "An HTML sheet (with --solution: the interactive report)",
    Png => "The SVG sheet as a PNG image (twice the SVG's pixels), for slides",
    Pdf => "The SVG sheet as a one-page vector PDF, to print or hand out",
    Practice => "A practice page: the student fills the tree in and has every node marked (--count N exercises in one page)",
    Key => "The key of a class's variants (--roster or --count): per student the seed, the tree and the model answer (JSON)",
    Moodle => "A Moodle XML question bank: one Cloze question per student's variant (--roster or --count), in one category",
    Qti => "An IMS QTI 2.1 content package (zip; Canvas, ILIAS, OpenOLAT): one item per student's variant (--roster or --count)",
    Prairielearn => "A PrairieLearn question directory (-o DIR): a variant per student drawn by generate(), every node marked by grade() (the gametree Python package)",
});

#[cfg(test)]
#[path = "values_tests.rs"]
mod tests;
