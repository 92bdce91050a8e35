### gametree's messages in English: the default and the source of every message.
### One section an area; ids start with the section's name where they can.
### docs/languages.md: how to add a language.

## common
## Shared by every area: notation and the words many messages use.

lang-name = English
# A window of alpha-beta: the interval of values still of interest.
common-window = [{ $alpha }, { $beta }]

# -- end of common --


## figure
## Figures: titles, legends, the win-score legend, "pruned", width warnings (src/render/model, src/render/backend).

# -- end of figure --


## steps
## Step captions, the step figures and the HTML replay/report (src/render/model/steps.rs, svg_steps, html, templates/report.*).

# -- end of steps --


## check
## check: verdicts, reasons, explanations, the check report and the practice page (src/homework/check, explain, output, practice, templates/check.html, practice.*).

# -- end of check --


## exercise
## Exercise sheets, instructions, Moodle/QTI/PrairieLearn question texts and feedback (src/homework/exercise, sheet, lms).

# -- end of exercise --


## summary
## search/solve/perft/compare/play summaries and tables (src/cli, src/solve, src/compare, src/play).

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# The word before every error of the command line: `error: …` (src/main.rs).
errors-prefix = error
# A malformed file: `FILE:LINE:COL: expected …, found …` (the place is written before it).
errors-expected-found = expected { $expected }, found { $found }
# A file that cannot be read; $reason is the operating system's (English).
errors-cannot-read = cannot read { $path }: { $reason }
# An output that cannot be written.
errors-cannot-write = cannot write { $path }: { $reason }
# The node limit of a search to a depth; $depth_option and $max_nodes_option are the options (--depth, --max-nodes).
errors-node-limit-depth = the search to depth { $depth } would visit more than { $max } nodes (the node limit); give a smaller { $depth_option } or raise { $max_nodes_option }
# The node limit of a search to the end of the game.
errors-node-limit-end = the search to the end of the game would visit more than { $max } nodes (the node limit); give a { $depth_option } limit or raise { $max_nodes_option }
# A line longer than the deepest ply any search goes.
errors-ply-limit = the search reached { $plies } plies deep; give a { $depth_option } limit
# Star1 or Star2 met a leaf outside the leaf bounds; $bounds_option is `--leaf-bounds L..U`.
errors-outside-bounds = a leaf value { $value } lies outside { $bounds_option }; Star1 and Star2 need bounds on every leaf
# The time limit of `solve`.
errors-time-limit = the time limit was reached; raise { $time_limit_option }
# The transposition table's memory could not be had.
errors-table-memory = cannot allocate a transposition table of { $entries } entries; lower { $tt_size_option }
# Another thread or Ctrl-C cancelled the work.
errors-cancelled = the work was cancelled
# --steps in another format: { $o1 } is `--format svg`, { $o2 } the format given.
errors-steps-format = { $o0 } writes SVG or PNG files: give { $o1 } or png, not { $o2 }
# --steps with --output.
errors-steps-output = { $o0 } writes its files into its directory: leave out { $o1 }
# --steps where one output is rendered.
errors-steps-directory = { $o0 } writes files into a directory: render each step to its own file
# --scale out of range.
errors-scale = { $o0 } must be between 0.1 and { $max }, found { $found }
# --boards in a format without pictures.
errors-boards-format = { $o0 } draws positions in svg, tikz, png, pdf and beamer, not in { $format }
# --boards for a recording without boards; { $o1 } and { $o2 } are `--boards` and `--format json`.
errors-no-boards = { $o0 }: this { $game } recording has no boards to draw: the game has no board picture (explicit trees), or the json was saved without them (search it again with { $o1 } and { $o2 })
# A board row of the wrong length; $cells is `squares` or `cells` (Connect Four).
errors-grid-row = a row of { $width } { $cells }
# A board with the wrong number of rows; $shape says how the rows run (errors-shape-…).
errors-grid-rows = { $height } rows of { $width } { $cells } ({ $shape })
# How many rows a board has.
errors-grid-found-rows =
    { $n ->
        [one] 1 row
       *[other] { $n } rows
    }
# Connect Four's rows: the top row first.
errors-shape-top-row = the top row first
# Draughts' rows: rank 8 first.
errors-shape-rank-8 = rank 8 first
# Tic-tac-toe's rows: rank 3 first.
errors-shape-rank-3 = rank 3 first
# Found: an empty value.
errors-nothing = nothing
# A value that must be on one line.
errors-on-one-line = { $what } on one line
# Found: a value that goes on to a second line.
errors-second-line = a second line { $text }
# A malformed key.
errors-key = a key (lower-case letters, digits and `-`) before `:`
# A key given twice.
errors-key-once = each key once (`{ $key }:` is already given on line { $line })
# Found: the key again.
errors-key-again = a second `{ $key }:`
# Text before the first key.
errors-key-value = `key: value` (for example `game: tree`)
# A missing key; $what says what it gives.
errors-key-line = a `{ $key }:` line giving { $what }
# Found: the end of the file.
errors-end-of-file = end of file
# An unknown key: the keys the game knows.
errors-one-of-keys = one of the keys { $keys }
# Found: an unknown key.
errors-unknown-key = unknown key `{ $key }`
# A file that is not UTF-8.
errors-utf8 = UTF-8 text
# Found: a byte that is not UTF-8.
errors-not-utf8 = a byte that is not UTF-8
# A JSON recording given where a position file belongs.
errors-position-file = a position file (docs/position-files.md)
# Found: a JSON recording.
errors-json-recording = a JSON recording: draw it with `gametree render FILE`
# The `game:` line is missing; $names lists the games.
errors-the-game = the game ({ $names })
# One of a list of words.
errors-one-of = one of { $names }
# An unknown game.
errors-a-game = a game: one of { $names }
# After an unknown game: a game by another name; $what names it (English).
errors-did-you-mean-what = ; did you mean `game: { $game }` ({ $what })?
# After an unknown game: a game spelled nearly so.
errors-did-you-mean = ; did you mean `game: { $game }`?
# A build without explicit trees.
errors-explicit-tree = an explicit tree
# Found: a build without explicit trees.
errors-no-explicit-trees = a build without explicit trees
# Found: how many marks (discs) each side has.
errors-alternation-counts = { $na } { $a } and { $nb } { $b }
# The counts do not alternate.
errors-alternation-first = a possible position: { $a } moves first, so { $a } has as many { $marks } as { $b } or one more
# Both sides have a line.
errors-alternation-ends = a possible position: the game ends at the first { $line }
# Found: a line for both sides.
errors-alternation-both = { $line } for both { $a } and { $b }
# The first side has a line but did not move last.
errors-alternation-one-more =
    a possible position: { $a } has { $line }, so { $a } moved last and has one { $marks ->
        [discs] disc
       *[other] mark
    } more than { $b }
# The second side has a line but did not move last.
errors-alternation-as-many = a possible position: { $b } has { $line }, so { $b } moved last and has as many { $marks } as { $a }
# Connect Four's first side, in the messages above.
errors-red = red
# Connect Four's second side.
errors-yellow = yellow
# Tic-tac-toe's `to-move:`.
errors-x-or-o = `x` or `o`
# Tic-tac-toe: `to-move: o` on the empty board.
errors-x-first = `x`, who moves first on the empty board
# A tic-tac-toe square.
errors-tictactoe-cell = `x`, `o` or `.` (an empty square)
# Tic-tac-toe: the side to move the board implies.
errors-tictactoe-to-move = `to-move: { $side }` ({ $nx } x and { $no } o on the board)
# Nim's `to-move:`.
errors-first-or-second = `first` or `second`
# Nim's `heaps:`.
errors-heap-sizes = heap sizes from 0 to { $max }, separated by spaces
# Nim: too many heaps.
errors-at-most-heaps = at most { $n } heaps
# Connect Four's `moves:`.
errors-column-1-7 = a column from 1 to 7
# Connect Four: a move after a full board.
errors-board-full = no more moves: the board is full
# Connect Four: a move after four in a row.
errors-game-ended-four = no more moves: the game ended with four in a row
# Found: a move as written in the file.
errors-move = move `{ $text }`
# Connect Four: a move into a full column.
errors-column-not-full = a column that is not full
# Found: a full column.
errors-column-full = column { $column }, which holds { $n } discs
# A Connect Four cell.
errors-connect4-cell = `r` (red), `y` (yellow) or `.` (an empty cell)
# Connect Four: a floating disc.
errors-disc-resting = a disc resting on the bottom or on another disc
# Found: a floating disc.
errors-disc-above-empty = a disc above an empty cell in column { $column }
# Connect Four: two fours one move cannot make.
errors-fours-share = fours in a row that share the last disc played (one move ends the game)
# Found: two separate fours.
errors-fours-apart = two fours in a row apart
# A tree's `root:`.
errors-max-or-min = `max` or `min`
# The missing `tree:` line gives…
errors-the-tree = the tree, e.g. `tree: [[3 12 8] [2 4 6]]`
# A control or bidi character in a tree.
errors-no-hidden-chars = a label or value without control or bidirectional formatting characters
# Found: a control character ($code is U+0007).
errors-control-char = { $code }, a control character
# Found: a bidirectional formatting character.
errors-bidi-char = { $code }, a bidirectional formatting character
# The end of a tree's text.
errors-end-of-tree = the end of the tree
# Found: text after the root's `]`.
errors-root-closed = { $text } (the root is already closed)
# A chance tree with a win score.
errors-no-win-score-chance = no `win-score:` line in a tree with chance nodes (expectations of win-distance scores mean nothing)
# Found: a `win-score:` line.
errors-a-win-score-line = a `win-score:` line
# A chance tree whose expected values would not stay exact.
errors-chance-exact = a chance tree whose expected values stay exact: the largest leaf ({ $largest }) times the common denominator of the probabilities must be at most { $limit }
# Found: denominators too large.
errors-larger-denominators-hint = larger denominators (use fewer decimal places or simpler fractions)
# Found: denominators too large.
errors-larger-denominators = larger denominators
# Probabilities whose common denominator overflows.
errors-denominator-64 = probabilities whose common denominator fits in 64 bits
# A tree's `win-score:` (Kühr's MAX).
errors-win-score = a win score (Kühr's MAX) from 1 to { $limit }
# `win-threshold:` without `win-score:`.
errors-win-score-with-threshold = a `win-score:` line (Kühr's MAX) with `win-threshold:`
# Found: `win-threshold:` alone.
errors-threshold-alone = `win-threshold:` alone
# A tree's `win-threshold:` (Kühr's MNOHO).
errors-win-threshold = a win threshold (Kühr's MNOHO) from 0 to { $high }, below `win-score: { $max }`
# A win threshold too close to the win score.
errors-win-threshold-height = a win threshold of at most { $high } (`win-score: { $max }` minus the tree's height, { $gap } plies, so that wins at different distances keep different scores)
# A leaf beyond the win threshold.
errors-leaf-within-threshold = a leaf value from -{ $t } to { $t } (`win-threshold: { $t }`, Kühr's MNOHO: scores beyond it are wins and losses)
# A win score too small for the tree.
errors-win-score-height = a win score of at least { $low } (the largest leaf value, { $largest }, plus the tree's height, { $gap } plies), or a `win-threshold:` line
# A `win`/`loss` leaf without a win score.
errors-win-score-finished = a `win-score:` line (Kühr's MAX) for a finished game: `win` scores MAX, `loss` -MAX
# Found: a finished game without a win score.
errors-no-win-score-line = { $text } and no `win-score:` line
# Where a tree's node belongs.
errors-leaf-or-label = a leaf value (an integer), `[` or a label `NAME:`
# A leaf value out of range.
errors-leaf-between = a leaf value between -{ $limit } and { $limit }
# A tree nested too deep.
errors-tree-depth = a tree at most { $n } levels deep
# Found: deeper nesting.
errors-deeper-nesting = deeper nesting
# A node labelled twice.
errors-one-label = one label per node
# Found: a second label.
errors-second-label = a second label { $text }
# A `[` never closed.
errors-closing-bracket = `]` closing the `[` of line { $line } column { $column }
# Two siblings with one label.
errors-distinct-labels = labels that differ between siblings (a move is named by its label)
# Found: a second child with the label.
errors-second-child-label = a second child labelled { $text }
# An empty `[]`.
errors-one-child = a node with at least one child (a leaf is written as its value)
# A chance node whose probabilities do not sum to 1.
errors-sum-to-one = a chance node whose probabilities sum to exactly 1
# Found: the sum of the probabilities.
errors-a-sum-of = a sum of { $sum }
# A chance node's child without its probability.
errors-probability-first = a chance node's child written with its probability first, such as `1/2: [3 5]` or `0.25: 7`
# A malformed probability.
errors-probability = a probability: a fraction such as `1/3`, a decimal such as `0.25` (at most 6 places) or `1`
# A probability `1/0`.
errors-probability-den-0 = a probability whose denominator is not 0
# A probability with a huge denominator.
errors-probability-den-max = a probability whose denominator is at most 1000000
# A probability 0.
errors-probability-above-0 = a probability above 0 (leave out a branch that cannot happen)
# A probability above 1.
errors-probability-at-most-1 = a probability of at most 1
# A choice of words: `a`, `b` or `c` ($rest is the list before the last).
errors-either = { $rest } or { $last }
# Found: the end of the line.
errors-end-of-line = the end of the line
# Kalah's `pits:`.
errors-kalah-pits = the number of pits a side (1 to 16)
# Kalah's `pits:`.
errors-kalah-pits-number = the number of pits a side, a whole number from 1 to 16
# Kalah's `stones:`.
errors-kalah-stones = the stones a pit at the start
# Kalah: too many stones.
errors-kalah-at-most-product = at most { $max } stones in all (2 × pits × stones)
# Kalah: too many stones on the board.
errors-kalah-at-most = at most { $max } stones in all
# Found: a number of stones.
errors-kalah-n-stones = { $n } stones
# Found: the stones on the board.
errors-kalah-on-board = { $n } stones on the board
# Kalah: one side's line without the other.
errors-kalah-both-sides = both `south:` and `north:` lines (the `{ $other }:` line is missing)
# Found: only one side's line.
errors-kalah-only = only `{ $key }:`
# Kalah: `stones:` does not match the board.
errors-kalah-stones-match = `stones: { $st }` to match the board: 2 × { $p } pits × { $st } = { $want } stones in all
# Kalah: a stone count too large; $what says which.
errors-kalah-count-max = { $what }: a whole number from 0 to { $max }
# Kalah: not a stone count.
errors-kalah-count = { $what }: a stone count (a whole number ≥ 0)
# Kalah's `south:`/`north:` line.
errors-kalah-side-line = `{ $key }:` pit counts, `|` and the store
# Kalah: a side line without its store.
errors-kalah-store-after = `| STORE` after the pits (for example `4 4 4 4 4 4 | 0`)
# Kalah: nothing after `|`.
errors-kalah-store-stones = the store's stones after `|`
# Kalah: more than one number after `|`.
errors-kalah-one-store = one store count after `|`
# Kalah: the wrong number of pits in a line.
errors-kalah-pit-counts-before = { $n } pit counts before `|`
# Kalah: a line with no pits or more than 16.
errors-kalah-1-16-before = 1 to 16 pit counts before `|`
# Found: the pits a line has.
errors-kalah-pit-counts = { $n } pit counts
# Draughts: both `fen:` and `board:`.
errors-fen-or-board = either `fen:` or `board:`, not both
# Found: `board:` after `fen:`.
errors-board-after-fen = `board:` after a `fen:` on line { $line }
# Draughts: `to-move:` with `fen:`.
errors-no-to-move-with-fen = no `to-move:` with `fen:` (the FEN names the side to move first)
# Draughts' `fen:`.
errors-draughts-fen = a FEN such as `W:W21,22:B1,2`
# Draughts' `to-move:`.
errors-white-or-black = `white` or `black`
# Draughts: `to-move:` without a board.
errors-to-move-with-board = `to-move:` only together with `board:`
# Found: `to-move:` without a board.
errors-to-move-without-board = `to-move:` without a board
# English checkers' `variant:`.
errors-draughts-variant = `standard` or `single-jump` (a capture takes one piece and ends the move)
# Draughts: a square given twice.
errors-square-once = each square at most once
# Found: a square again.
errors-second-time = { $text } a second time
# Draughts: a man on its crowning rank.
errors-man-on-crowning-rank = no { $colour } man on rank { $rank } (a man there is crowned: write a king)
# Found: a man on a square.
errors-a-man = a man { $text }
# Draughts: more than 12 pieces of a colour.
errors-draughts-max-pieces = at most { $max } { $colour } pieces
# Found: a 13th piece.
errors-13th-piece = a 13th piece { $text }
# A draughts FEN without three fields.
errors-draughts-fen-fields = a FEN of three fields `TURN:W…:B…` separated by `:`
# Found: a FEN's number of fields.
errors-n-fields =
    { $n ->
        [one] { $n } field
       *[other] { $n } fields
    }
# A draughts FEN's turn.
errors-draughts-turn = the side to move `W` or `B` at the start of the FEN
# A draughts FEN's piece list.
errors-piece-list = a piece list starting with its colour `W` or `B`
# Found: an empty FEN field.
errors-empty-field = an empty field
# Draughts FEN: a colour's list twice.
errors-one-list-each = one list for each colour (the { $colour } list is already given)
# Found: a second list of a colour.
errors-second-list = a second { $colour } list
# Draughts FEN: a range of squares.
errors-square-range = a range of square numbers `N-M` with 1 ≤ N ≤ M ≤ 32
# Draughts FEN: a piece on a light square.
errors-piece-dark-square = a piece on a dark square (a1, c1, …, h8)
# Found: a piece on a light square.
errors-on-light-square = { $text } on a light square
# Czech draughts FEN: a piece.
errors-piece-czech = a piece: `K` for a king, then a square number 1–32 or a dark square such as `c1`
# English checkers FEN: a piece.
errors-piece-english = a piece: `K` for a king, then a square number 1–32
# A draughts diagram's square.
errors-draughts-cell = `.` (empty), `w`, `b` (men) or `W`, `B` (kings)
# Draughts diagram: a piece on a light square.
errors-pieces-dark-only = pieces on dark squares only (a1, c1, …, h8)
# Found: a piece on a named light square.
errors-on-the-light-square = { $text } on the light square { $square }
# Chess's `fen:`.
errors-a-fen = a FEN
# A chess FEN with more than six fields.
errors-fen-end = the end of the FEN (six fields)
# A chess FEN's first field.
errors-fen-placement = the placement (ranks 8 to 1 separated by `/`, pieces `KQRBNP`/`kqrbnp`, digits for empty squares)
# A chess FEN's second field.
errors-fen-side = the side to move (`w` or `b`)
# A chess FEN's third field.
errors-fen-castling = the castling rights (`-` or some of `KQkq`)
# A chess FEN's fourth field.
errors-fen-en-passant = the en passant square (`-` or a square on rank 3 or 6)
# A chess FEN's fifth field.
errors-fen-halfmove = the halfmove clock (a number)
# A chess FEN's sixth field.
errors-fen-move-number = the move number (a number from 1)
# A chess FEN's halfmove clock out of range.
errors-fen-halfmove-range = the halfmove clock (a whole number up to 4294967295)
# A chess FEN's move number out of range.
errors-fen-move-number-range = the move number (a whole number from 1 to 4294967295)
# An illegal chess position; the reason after it is the chess library's (English).
errors-legal-position = a legal position
# Chess: too many pieces of a side.
errors-chess-max-pieces = at most { $max } pieces of each side
# Found: White's pieces.
errors-chess-white-pieces = { $n } white pieces
# Found: Black's pieces.
errors-chess-black-pieces = { $n } black pieces
# Options that are not a JSON object; $found is the JSON given.
errors-options-object = the options of { $command } are an object such as { "{" }"depth": 3{ "}" }, not { $found }
# Options that are not JSON; $reason is the JSON reader's (English).
errors-options-json = the options of { $command }: { $reason }
# An option's value of the wrong sort.
errors-option-expected = `{ $name }`: expected { $what }, found { $found }
# An option's value: a whole number.
errors-whole-number-in-range = a whole number in its range
# An option's value: a number.
errors-a-number = a number
# An option's value: a switch.
errors-true-or-false = true or false
# An option's value: text.
errors-text = text
# An unknown option of a request.
errors-no-such-option = { $command } has no option `{ $option }`; its options are { $options }
# A list: `a, b and c` ($rest is the list before the last).
errors-and-list = { $rest } and { $last }
# A transposition table of no entries.
errors-tt-size = { $o0 } must be at least 1
# Star1/Star2 without leaf bounds.
errors-needs-leaf-bounds = { $o0 } needs { $o1 }, bounds on every leaf value (Ballard 1983)
# Leaf bounds for another algorithm.
errors-leaf-bounds-only = { $o0 } applies only to { $o1 } and star2
# --prune-on with Star1/Star2.
errors-prune-on-star = { $o0 } does not apply to { $name }: it cuts off at α ≥ β (and at chance nodes by Ballard's bounds)
# --prune-on with an algorithm that prunes nothing.
errors-prune-on-no-pruning = { $o0 } applies to the alpha-beta algorithms; { $name } prunes nothing
# --prune-on gt with a null-window algorithm.
errors-prune-on-gt = { $o0 } is a convention of alpha-beta worked by hand (alphabeta, alphabeta-soft); { $name } searches with null windows [β − 1, β] and needs its cut-offs at α ≥ β
# The null-window test without its test value.
errors-needs-test-value = { $o0 } needs { $o1 }: it answers whether the value is at least K
# An option of one algorithm given to another.
errors-applies-only-to = { $o0 } applies only to { $o1 }
# Iterative deepening with an algorithm that has none.
errors-iterative-works-with = { $o0 } works with { $names }, not { $name }
# Iterative deepening without a depth.
errors-iterative-needs-depth = { $o0 } needs { $o1 }, the last iteration's depth
# An algorithm that cannot search chance nodes.
errors-no-chance = { $o0 } cannot search a tree with chance nodes; use { $names }
# A malformed --leaf-bounds.
errors-leaf-bounds-format = expected L..U, two whole numbers with L < U (e.g. -10..10), found `{ $found }`
# --utilities with distance scoring.
errors-utilities-distance = { $o0 } gives plain scoring's values; { $o1 } scores a win with { $o2 } and its distance
# --win-threshold with plain scoring.
errors-threshold-plain = { $o0 } does not apply to plain scoring: it never shifts a win by its distance
# --utilities with --win-score.
errors-utilities-and-win-score = { $o0 } and { $o1 } both set the value of a win: give one
# --depth for an explicit tree.
errors-depth-explicit = { $o0 } does not apply to explicit trees: they are always searched to their leaves
# --scoring for an explicit tree.
errors-scoring-explicit = { $o0 } and { $o1 } do not apply to explicit trees: their leaves carry the values
# --win-score for an explicit tree.
errors-win-score-explicit = { $o0 } and { $o1 } do not apply to explicit trees: give `win-score:` and `win-threshold:` lines in the position file
# No position file and no Kalah set-up.
errors-give-position = give a position file, or { $o0 } and { $o1 } for Kalah
# --pits/--stones with another game.
errors-pits-stones-kalah = { $o0 } and { $o1 } set up Kalah; the position file is `game: { $game }`
# A file that is not a JSON recording; the JSON reader's reason after it stays English.
errors-recording = a gametree/1 JSON recording
# A position file given where a recording belongs.
errors-recording-hint = a gametree/1 JSON recording (`gametree search FILE -f json` writes one)
# Found: a position file.
errors-recording-position-file = a position file: search it with `gametree search FILE`
# A recording larger than the node limit; $option is --max-nodes.
errors-recording-max-nodes = at most { $max } nodes (raise { $option } to render a bigger recording)
# Found: a number of nodes.
errors-n-nodes = { $n } nodes
# Stats that do not count the recorded nodes.
errors-recording-stats = "stats" that count the recorded nodes: { $stats }
# A recording's field with an unknown value ($key is `game` or `algorithm`).
errors-json-one-of = "{ $key }": one of { $names }
# A recording whose perspective is not its algorithm's.
errors-recording-perspective = "perspective": "{ $perspective }" (the one { $algorithm } records)
# A recording without nodes.
errors-recording-root = at least one node (the root)
# A recorded score out of range.
errors-recording-score = a score: an integer from -{ $max } to { $max }, or "inf" or "-inf"
# The output file is an input file; { $o0 } is --output.
errors-overwrite-input = the output { $output } is the input file { $input }; refusing to overwrite it (give another { $o0 })

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
