### gametree's messages in English: the default and the source of every message.
### One section an area; ids start with the section's name where they can.
### docs/languages.md: how to add a language.

## common
## Shared by every area: notation and the words many messages use.

lang-name = English
# A window of alpha-beta: the interval of values still of interest.
common-window = [{ $alpha }, { $beta }]
common-io-not-found = no such file or directory
common-io-permission-denied = permission denied
common-io-is-a-directory = it is a directory
common-io-not-a-directory = a part of the path is not a directory
common-io-storage-full = no space left on the device
common-io-invalid-data = not valid UTF-8 text
common-file-symlink = a symbolic link, which is not followed here
common-file-directory = a directory, not a regular file
common-file-fifo = a FIFO (named pipe), not a regular file
common-file-device = a device, not a regular file
common-file-socket = a socket, not a regular file
common-file-irregular = not a regular file
common-file-too-large = larger than the { $max } bytes read at most

# -- end of common --


## figure
## Figures: titles, legends, the win-score legend, "pruned", width warnings (src/render/model, src/render/backend).

# The figure's title (SVG, TikZ, Typst, forest, PNG, the comments of Beamer's source): game — algorithm, result.
figure-title = { $game } — { $algorithm }: { $result }
figure-title-depth = { $game } — { $algorithm }, depth { $depth }: { $result }
# A replay's title until its last step (Beamer's frame, the step figures, the HTML report): the search in words.
figure-neutral-title-depth = { $search }, depth { $depth }
# What the search found, after the title: the root's value (MAX's view) and the best move.
figure-result = value { $value }
figure-result-best = value { $value }, best move { $best }
figure-result-mcts = move played { $best } (N = { $n }, Q = { $q } for MAX)
figure-result-mcts-none = no move to play
# The searches in words, for titles.
figure-search-minimax = Minimax search
figure-search-negamax = Negamax search
figure-search-alphabeta = Alpha-beta search
figure-search-alphabeta-soft = Fail-soft alpha-beta search
figure-search-pvs = Principal variation search
figure-search-alphabeta-tt = Alpha-beta search with memory
figure-search-mtdf = MTD(f) search
figure-search-test = Null-window test
figure-search-expectiminimax = Expectiminimax search
figure-search-star1 = Star1 search
figure-search-star2 = Star2 search
figure-search-mcts = Monte Carlo tree search
# The win-score legend below a figure (Kühr's scoring: a won game ±MAX, a win n plies away ±(MAX − n)); $parts are the two sentences below, joined with "; ".
figure-win-legend = Win scores: { $parts }.
figure-win-values-max = { $max } − n: MAX wins in n plies ({ $max }: has won), −({ $max } − n): loses in n plies
figure-win-values-side = { $max } − n: the side to move wins in n plies ({ $max }: has won), −({ $max } − n): loses in n plies
figure-win-windows = beyond ±{ $max }, a window's bound, widened one a ply (Kühr's dal)
# The legend of --label book (Kühr's labels); $parts are the sentences below, joined with "; ".
figure-book-legend = Kühr's labels: { $parts }.
figure-book-triples = α | value | β of each call, the value as fail-hard alpha-beta returns it (= α: at most α; = β: at least β)
figure-book-bare = a bare number is what a node's search returned from the children it searched
figure-book-cut = ≥ or ≤, a bound: the node was cut off
figure-book-root = no number at the root: Kühr's root procedure returns only the move
# Plain scoring's legend (--scoring plain, --utilities W,D,L) where a finished game is drawn.
figure-utilities = Finished games: { $win } MAX has won, { $draw } a draw, { $loss } MAX has lost (plain scoring, MAX's utilities).
figure-utilities-negated = Finished games: { $win } MAX has won, { $draw } a draw, { $loss } MAX has lost (plain scoring, MAX's utilities; at MIN's nodes their negation, MIN's view).
# The marks on the edges into a PVS move searched twice, and a Star2 probe ("2 (re-search)", "B (probe)").
figure-scout = scout
figure-re-search = re-search
figure-probe = probe
# The mark for children left out by --max-children.
figure-more = +{ $count } more
# Hover text of a hidden pruned move's stub (SVG, DOT).
figure-moves-pruned = { $count ->
    [one] { $count } move pruned
   *[other] { $count } moves pruned
}
# DOT's hover text of an undrawn subtree's triangle and of the --max-children mark.
figure-subtree-not-drawn = subtree not drawn
figure-children-not-drawn = children not drawn
# The text tree (--format text): the root's name when it has none, the chance node's side, the marks after a node.
figure-text-root = root
figure-text-chance = CHANCE
figure-text-leaf = leaf
figure-text-terminal = terminal
figure-text-pruned = pruned
figure-text-cutoff = cut-off
figure-text-quiescence = quiescence
figure-text-tt-miss = tt miss
figure-text-tt-hit = tt hit
figure-text-tt-narrowed = tt narrowed
figure-text-tt-cutoff = tt cut-off
figure-text-stored-exact = stored exact
figure-text-stored-lower = stored lower
figure-text-stored-upper = stored upper

# The games' names in the figure's title (a game of Python's or another keeps its own).
figure-game-tree = tree
figure-desc-intro = The tree as drawn, { $n ->
    [one] one node
   *[other] { $n } nodes
}, in the order the search visited them.
figure-desc-node = { $name }: { $what }.
figure-desc-root = The root
figure-desc-named-move = { $name } (move { $mv })
figure-desc-max = MAX node
figure-desc-min = MIN node
figure-desc-chance = chance node
figure-desc-leaf = leaf
figure-desc-terminal = finished game
figure-desc-pruned = pruned, never searched
figure-desc-not-yet = not reached yet
figure-desc-open = being searched
figure-desc-value = value { $value }
figure-desc-upper = value at most { $value } (an upper bound)
figure-desc-lower = value at least { $value } (a lower bound)
figure-desc-label = shown as { $label }
figure-desc-cutoff = cut-off: { $n ->
    [one] one move pruned
   *[other] { $n } moves pruned
}
figure-desc-pv = on the principal variation
figure-desc-correct = the answer marked correct
figure-desc-wrong = the answer marked wrong or missing
figure-desc-more = more nodes below it, not drawn
figure-desc-cutoff-only = cut-off
figure-desc-blank = left blank, to be filled in
figure-game-chess = chess
figure-game-connect4 = connect4
figure-game-czech = czech
figure-game-english = english
figure-game-kalah = kalah
figure-game-nim = nim
figure-game-tictactoe = tictactoe

# Size checks (src/render/model/fit.rs). The options ($depth, $draw_depth, $hide, $html, $max_drawn, $steps, $svg, $scale, $max_children) are written as the caller names them (--draw-depth, --pruned hide).
# A figure over its node limit, and why the limit ($why: one of figure-why-* or the option --max-drawn).
figure-too-many = the { $format } figure would draw { $drawn } nodes, more than { $limit } ({ $why }); draw less with { $depth }, { $draw_depth } or { $hide }, or use { $html } for a big tree, or raise { $max_drawn }
figure-why-tikz = about the most pdflatex can typeset
figure-why-beamer = every overlay typesets the whole tree again
figure-why-beamer-boards = a board counts as a node: every overlay typesets the tree and its boards again
figure-why-figure = beyond that no label is readable
# A Beamer figure over its limit; $counts is figure-nodes…, $remedies figure-less… (with figure-or-hide).
figure-beamer-too-many = the beamer figure would draw { $counts }, more than { $limit } ({ $why }); { $remedies }, or write the steps as files with { $steps } { $svg }, or raise { $max_drawn }
figure-nodes = { $n } nodes
figure-nodes-boards = { $n } nodes and { $boards } boards
figure-nodes-their-boards = { $n } nodes and their boards
figure-less-depth = draw less with { $draw_depth } ({ $nodes })
figure-less = draw less with { $depth } or { $draw_depth }
figure-or-hide = { $before } or { $hide } ({ $nodes })
# A PNG or a PDF page too big to make; $remedies are options with the size they give ("--draw-depth 3 (1,234 px)").
figure-png-too-big = the PNG would be { $w } × { $h } px ({ $millions } million pixels), more than the { $max } million gametree draws; draw less: { $remedies }, or a smaller { $scale } (now { $now })
figure-pdf-too-big = the PDF page would be { $w } × { $h } pt, larger than the 14,400 pt (200 in) viewers open; draw less: { $remedies }
# The warning of a figure too wide for a slide.
figure-too-wide = warning: the figure is { $w } px wide, too wide for a slide: fitted to a 16:9 slide's text width its labels would be { $label } pt, under { $readable } pt (at most { $max } px); draw less: { $remedies }
figure-nothing-fits = no { $draw_depth }, { $max_children } or { $hide } fits it; draw it with { $html }, which pans and zooms

# Monte Carlo tree search (-a mcts): the legend of W/N labels and visit-wide edges, the text tree's last line, a --max-children mark with its children's visits, the report's node panel (three lines apart by "; ").
figure-mcts-legend = W/N on a node: the total reward W of its playouts, from MAX's view, over its N visits (Q = W/N, the mean reward); thicker edges were visited more.
figure-mcts-text-legend = N: visits; W: total reward of the playouts, from MAX's view; Q = W/N: the mean reward.
figure-mcts-more = +{ $count } more, N = { $visits }
figure-mcts-panel = N = { $n } visits; W = { $w }, the total reward from MAX's view; Q = W/N = { $q }, the mean reward
# -- end of figure --


## steps
## Step captions, the step figures and the HTML replay/report (src/render/model/steps.rs, svg_steps, html, templates/report.*).

# --- Step captions (src/render/model/steps.rs): --steps figures, Beamer overlays, the report's replay.
# Above a step figure: "Step 9 of 16: Cut-off at C: …".
steps-step = Step { $k } of { $n }: { $caption }
# The root of the tree where no name of its own names it ("Leave root: value 3.").
steps-root = root
# A node's name where it does not spell the moves that lead there: "1.2 (after b3 a3)".
steps-node-after = { $name } (after { $way })
# A window whose bounds have a decimal comma (2,1): the bounds apart by a semicolon, not a comma.
steps-window-decimal = [{ $alpha }; { $beta }]
# The search enters an interior node; $window is common-window ("[3, ∞]").
steps-enter-window = Enter { $name } with window { $window }.
# The same without a window (minimax).
steps-enter = Enter { $name }.
# PVS searches a move again with the full window after its null-window scout failed high.
steps-re-search = Re-search { $name } with window { $window }: its null-window scout { $scout } returned { $got }.
# A leaf gets its value; $bound is steps-bound-lower/-upper or nothing.
steps-evaluate-leaf = Evaluate { $name } (leaf): value { $value }{ $bound }.
# A finished game (terminal position) gets its value.
steps-evaluate-terminal = Evaluate { $name } (finished game): value { $value }{ $bound }.
# Appended to a value that is only a bound (note the leading comma).
steps-bound-lower = , a lower bound
steps-bound-upper = , an upper bound
# The node's move loop stops: $why (a reason, below, or "α = 3 ≥ β = 2"), $pruned (steps-pruned-…).
steps-cutoff = Cut-off at { $name }: { $why }, so { $pruned }.
# Reasons of a cut-off.
steps-cut-table = the transposition table's bound settles it
steps-cut-probe = Star2 probes it with its first move only, for a bound
steps-cut-best = its move worth { $value } cannot be bettered
# The pruned children, by name ("C.2 and C.3 are never searched"); $n how many.
steps-pruned-names = { $list } { $n ->
    [one] is
   *[other] are
} never searched
# The pruned children by their moves ("the moves b3 and c3 are never searched").
steps-pruned-moves = the { $n ->
    [one] move
   *[other] moves
} { $list } { $n ->
    [one] is
   *[other] are
} never searched
# The last two items of a list: "C.2, C.3 and C.4" ($init is "C.2, C.3").
steps-list-and = { $init } and { $last }
# The search leaves a node with its value; $rule is " (fail-hard returns α = 3)" or nothing.
steps-leave = Leave { $name }: value { $value }{ $bound }{ $rule }.
# A node the transposition table settled.
steps-leave-table = Leave { $name }: value { $value }{ $bound }, from the transposition table's entry.
# What alpha-beta returns when the value is a bound (also in check's explanations).
steps-fail-hard-alpha = fail-hard returns α = { $alpha }
steps-fail-hard-beta = fail-hard returns β = { $beta }
steps-fail-soft = fail-soft returns the best value found, { $best }
# A chance node's cut-off (Star1/Star2): the weighted sum of its outcomes against the window.
steps-chance-at-most = its value is at most { $value } ≤ α = { $alpha }{ $counted }
steps-chance-at-least = its value is at least { $value } ≥ β = { $beta }{ $counted }
steps-chance-outside = its value is already outside its window
steps-counted-leaf-bound = (the outcomes not searched counted at the leaves' bound { $bound })
steps-counted-bounds = (the outcomes not searched counted at their bounds)

# --- The HTML report (templates/report.html, report.js).
steps-report-language = Language
steps-report-replay = Replay
steps-report-first = First step (Home)
steps-report-prev = Previous step (←)
steps-report-play-title = Play / pause (space)
steps-report-play = play
steps-report-pause = pause
steps-report-next = Next step (→)
steps-report-last = Last step (End)
steps-report-slider = Step
steps-report-zoom-in = Zoom in
steps-report-zoom-out = Zoom out
steps-report-fit-title = Fit the drawn (expanded) tree to the window
steps-report-fit = Fit
steps-report-pv-title = Show and centre the principal variation
# The button's short name of the principal variation.
steps-report-pv = PV
steps-report-expand-title = Show the next level of hidden nodes
steps-report-expand = Expand level
steps-report-values = Values
steps-report-values-title = Whose view values and windows are shown from
steps-report-view-max = MAX's view
steps-report-view-stm = side to move
steps-report-labels = Labels
steps-report-labels-title = What the nodes show
steps-report-label-value = value (≥ / ≤ for a bound)
steps-report-label-window = window [α, β]
steps-report-label-triple = α | value | β
steps-report-tree = Search tree
steps-report-panel = The step, the position and the legend
steps-report-position = Position
steps-report-search = Search
steps-report-tree-words = The tree, node by node
steps-report-legend = Legend
# The replay's counter, before the caption.
steps-report-step = step { $k } of { $n }
steps-report-reading = reading the recording…
steps-report-wait = The replay starts once the whole recording ({ $n } nodes) has been read.
# The summary panel.
steps-report-game = Game
steps-report-algorithm = Algorithm
steps-report-evaluation = Evaluation
steps-report-depth = Depth
steps-report-to-the-end = to the end
steps-report-value = Value
steps-report-value-max = { $value } (MAX's view)
steps-report-best-move = Best move
steps-report-none = none
steps-report-pv-long = Principal variation
steps-report-visited = Visited
steps-report-leaves = Leaves evaluated
steps-report-terminals = Finished games
steps-report-cutoffs = Cut-offs
steps-report-pruned = Pruned moves
steps-report-recorded = Recorded nodes
steps-report-values-shown = Values shown
steps-report-from-max = from MAX's view
steps-report-from-stm = from the side to move's view
steps-report-later = told at the last step
steps-report-showing = Showing { $shown } of { $total } recorded nodes.
steps-report-showing-hidden = Showing { $shown } of { $total } recorded nodes; { $hidden } are hidden below the nodes marked +k (click one to expand it, or use Expand level).
steps-report-click = Click a node to collapse or expand it; hover to see its position.
steps-report-reading-whole = Reading the whole recording: the hidden nodes and the replay follow in a moment.
# A collapsed node's badge's tooltip, and the mark of children not drawn.
steps-report-below = { $n } nodes below, hidden: click to expand
steps-report-more = +{ $n } more children
# The legend.
steps-report-legend-max = MAX node (box, blue): side to move at the root
steps-report-legend-min = MIN node (ellipse, green)
steps-report-legend-chance = chance node (circle, amber): the children's values weighted by the probabilities on the edges
steps-report-legend-leaf = leaf valued by the evaluation (red)
steps-report-legend-terminal = finished game (double outline)
steps-report-legend-pruned = pruned: generated, never searched (grey, dashed)
steps-report-legend-chosen = the chosen move (red edge)
steps-report-legend-pv = principal variation (bold)
steps-report-legend-current = replay: the node being searched
steps-report-legend-open = replay: open node, value so far (≥ / ≤)
steps-report-legend-notyet = replay: not visited yet
# A node's description (tooltip and the position panel), parts joined by "; ".
steps-report-node-max = MAX node, ply { $ply }
steps-report-node-min = MIN node, ply { $ply }
steps-report-node-chance = CHANCE node, ply { $ply }
steps-report-move = move { $move }
steps-report-probability = probability { $p }
steps-report-never = pruned: never searched
steps-report-window = window { $window }
steps-report-node-value = value { $value }
steps-report-node-lower = value { $value } (lower bound)
steps-report-node-upper = value { $value } (upper bound)
steps-report-valued = valued by the evaluation
steps-report-terminal = finished game
steps-report-cut-here = cut-off here
# The search's marks on a node.
steps-report-mark-group = group node: the searches below are of the root position
steps-report-mark-pass = MTD(f) pass { $n }
steps-report-mark-iteration = iteration { $n }
steps-report-mark-research = re-search after the scout failed high
steps-report-mark-quiescence = quiescence search
steps-report-mark-probing = Star2 probe: the first move only, for a bound; searched in full later
steps-report-mark-probe-miss = table probe: miss
steps-report-mark-probe-hit = table probe: hit
steps-report-mark-probe-narrowed = table probe: narrowed the window
steps-report-mark-probe-cutoff = table probe: settled the node
steps-report-mark-stored-exact = stored exact value
steps-report-mark-stored-lower = stored lower bound
steps-report-mark-stored-upper = stored upper bound
# PVS's marks on an edge, after the move: "b3 (scout)".
steps-report-scout = scout
steps-report-re-search = re-search

# --- Monte Carlo tree search (src/render/model/mcts_steps.rs): each iteration's four phases as steps.
# "Iteration 3, selection: select D: …"; $phase is one of the four below.
steps-mcts-caption = Iteration { $k }, { $phase }: { $text }
steps-mcts-selection = selection
steps-mcts-expansion = expansion
steps-mcts-simulation = simulation
steps-mcts-backpropagation = backpropagation
# A node whose name does not spell its move: "1.2 (move b2)".
steps-mcts-node-move = { $name } (move { $move })
# Selection goes to the child of largest UCB1 = Q + C·√(ln N(parent) / N(child)); $rank is steps-mcts-largest or -only, $view says whose Q.
steps-mcts-select = select { $name }: UCB1 = { $q } + { $c }·√(ln { $parent } / { $n }) = { $ucb }, { $rank } ({ $view })
steps-mcts-largest = the largest of { $others }
steps-mcts-largest-tie = the largest of { $others } (a tie goes to the first in move order)
steps-mcts-only = the only child of { $at } in the tree
# One other candidate with its UCB1: "B 1.12".
steps-mcts-candidate = { $name } { $ucb }
steps-mcts-view-max = Q = W/N, MAX to move at { $at }
steps-mcts-view-min = Q = −W/N, MIN to move at { $at }
# At a chance node the outcome is drawn by its probability.
steps-mcts-sample = at chance node { $at } the outcome { $name } is sampled (probability { $p })
# The path is the root alone: it still has moves not in the tree.
steps-mcts-stay = { $name } still has moves not in the tree, so selection stops there
steps-mcts-expand = expand { $at }: add { $name } (N = 0, W = 0)
steps-mcts-expand-leaf = { $name } is a leaf: nothing to expand
steps-mcts-expand-terminal = { $name } is a finished game: nothing to expand
# A game's playout: random moves from the node to the end (or the depth limit).
steps-mcts-playout = playout from { $name }: { $plies ->
        [one] { $plies } random ply
       *[other] { $plies } random plies
    }, result { $result } ({ $meaning })
steps-mcts-game-over = the game is over at { $name }: result { $result } ({ $meaning })
steps-mcts-max-wins = MAX wins
steps-mcts-min-wins = MIN wins
steps-mcts-draw = a draw
steps-mcts-eval-max = the evaluation favours MAX
steps-mcts-eval-min = the evaluation favours MIN
steps-mcts-eval-even = the evaluation is even
# An explicit tree's playout: random moves down to a leaf, whose value is the result.
steps-mcts-playout-tree = playout from { $name }: { $plies ->
        [one] { $plies } random move
       *[other] { $plies } random moves
    } to a leaf of value { $result }
steps-mcts-leaf-value = { $name } is a leaf: its value { $result } is the result
# $nodes "A, B and C"; $updates the steps-mcts-update of each, by semicolons.
steps-mcts-backup = N and W updated on { $nodes }: { $updates }
steps-mcts-update = N({ $name }) { $n0 }→{ $n1 }, W({ $name }) { $w0 }→{ $w1 }
# Below the step figures.
steps-mcts-legend = Nodes show W/N: the total reward W (MAX's view) over the visits N.

# -- end of steps --


## check
## check: verdicts, reasons, explanations, the check report and the practice page (src/homework/check, explain, output, practice, templates/check.html, practice.*).

# check's mistakes (text report, JSON "why"/verdict, CSV verdict, HTML report, practice page).
check-wrong-value = wrong value (expected { $expected }, got { $got })
check-wrong-window = wrong window (expected { $expected }, got { $got })
check-pruned-but-searched = pruned but should be searched
check-searched-but-pruned = searched but should be pruned
check-missing = missing
# $expected and $found: what the line should have and has at that column.
check-bad-line = bad line (column { $column }: expected { $expected }, found { $found })
# A mistake with its explanation.
check-mistake-why = { $what }: { $why }
# A node's status.
check-correct = correct
check-not-counted = correct, not asked about (counts for nothing)
check-missing-expected = missing (expected { $expected })
# The other conventions an answer is right under; several joined by check-or.
check-right-under = right under { $conventions }
check-or = { $first } or { $second }
# The verdict on one answer file.
check-all-correct = all { $n } nodes asked about correct
check-verdict = { $correct } of { $asked } nodes asked about correct{ $others } ({ $percent }%): { $mistakes }
check-others-wrong = { $n ->
    [one] 1 other line wrong
   *[other] { $n } other lines wrong
}
check-count-wrong-value = { $n ->
    [one] 1 wrong value
   *[other] { $n } wrong values
}
check-count-wrong-window = { $n ->
    [one] 1 wrong window
   *[other] { $n } wrong windows
}
check-count-pruned-but-searched = { $n } pruned but should be searched
check-count-searched-but-pruned = { $n } searched but should be pruned
check-count-missing = { $n } missing
check-count-bad-line = { $n ->
    [one] 1 bad line
   *[other] { $n } bad lines
}
# A second answer to a node: a bad line's expected / found.
check-one-answer = one answer per node ({ $node } is answered on line { $line })
check-second-answer = a second answer { $node }
check-no-answer = { $file }: expected answer lines (`A = 3`, `C.2 pruned`; docs/homework.md), found none: the file is empty or holds only comments and blank lines
check-cannot-read = cannot read { $file }: { $error }
check-answer-too-large = { $file }: expected an answer file of at most { $mib } MiB, found a larger file
# The conventions in words (hints "right under …").
check-minimax = minimax
check-fail-hard-alphabeta = fail-hard alpha-beta
check-fail-soft-alphabeta = fail-soft alpha-beta
check-cut-ge = cut-offs at α ≥ β
check-cut-gt = cut-offs only at α > β
check-view-max = values from MAX's view
check-view-side = values from the side to move's view
# Why the right answer is right (explanations of mistakes).
check-why-at = α = { $alpha } { $op } β = { $beta } at { $node } after { $child }
check-why-wins-in-one = { $child } wins in one ply at { $node }, and nothing beats that
check-why-pruned = pruned because { $cut }
check-why-pruned-inside = inside { $top }, pruned because { $cut }
check-why-minimax-searches = minimax searches every node
check-why-first-child = the first child of { $node } is always searched
check-why-root-searched = the root is always searched
check-why-searched = searched because { $at }
check-why-searched-tie = searched because { $at }, and { $option } cuts only when α > β
check-why-no-windows = minimax has no windows
check-why-root-window = the root is searched with { $window }
check-why-window-after = { $parent }'s window after { $child }
check-why-window-on-entry = { $parent }'s window on entry
check-why-window = { $node } is searched with { $from }{ $farther }
check-why-window-negated = { $node } is searched with { $from }, { $window }, negated and swapped{ $farther }
check-why-farther = , win scores moved one ply farther
check-why-leaf = a leaf's value is given in the tree
check-why-failed-high = { $how ->
    [cut] { $node } is cut off
   *[closes] { $node }'s window closes
} after { $child } (α = { $alpha } ≥ β = { $beta })
check-why-no-child-rose = no child of { $node } rose above α = { $alpha }
check-why-no-child-fell = no child of { $node } fell below β = { $beta }
check-why-bound = { $reason }, so its value is only { $bound ->
    [upper] an upper
   *[lower] a lower
} bound, and { $rule }{ $asked }
check-why-written = , written `{ $answer }` ({ $option })
check-why-negamax = { $node } takes the greatest of its children's values negated ({ $list })
check-why-max = { $node } is a MAX node: the greatest of its children's values ({ $list })
check-why-min = { $node } is a MIN node: the least of its children's values ({ $list })
check-why-chance = { $node } is a chance node: its children's values weighted by their probabilities and summed ({ $list })
# The text report and the CSV.
check-line = line { $line }
check-error = error: { $error }
# check's HTML report.
check-html-title = gametree check: { $tree }
check-html-marked = Marked against { $algorithm ->
    [alphabeta] alpha-beta
   *[minimax] minimax
} ({ $convention }, cut at α { $op } β, { $view }, bounds { $bounds ->
    [required] required
    [accepted] accepted
   *[refused] not accepted
}).
check-html-node = node
check-html-line = line
check-html-answer = answer
check-html-mistake = mistake
check-html-first = First mistake, step { $step } of { $steps }: { $caption } The answer departs here, at { $node }{ $answer }: { $text }
check-html-replay = Replay to this step
check-html-replay-title = Replay of the search

# What a bad answer line should have had (check-bad-line's $expected, $found).
check-expect-range = a value between -{ $limit } and { $limit }
check-expect-fraction = a value (an integer, a fraction such as `13/6` or a decimal such as `2.1`)
check-expect-integer = a value (an integer)
check-expect-window-bound = a window bound: an integer, `-inf` or `inf`
check-expect-node = a node (a label such as `C` or a path such as `C.2`)
check-expect-rel = `=`, `<=` or `>=`
check-expect-claim = `=`, `<=`, `>=` and a value, or `pruned`
check-expect-end-of-line = the end of the line (or a `#` comment)
check-expect-bound = { $bound }: an integer, `-inf` or `inf`
check-expect-comma = `,` between α and β
check-expect-close = `]` closing the window
check-found-end-of-line = the end of the line

# The practice page (templates/practice.*): its header, controls and marks.
check-practice-language = Language
check-practice-convention = Convention:
check-practice-how = How to fill it in
# The arguments are keys and examples the page shows as keys: 3, <=3, >=9, ≤, ≥.
check-practice-how-values = In every box write the node's value: { $three }, or a bound { $le } / { $ge } ({ $lesym } and { $gesym } work too) where the node's value is only a bound. Leaves carry their values already.
check-practice-how-prune = Click the scissors on an edge (or press { $enter } on it) to mark that branch pruned; click again to undo. Everything below a pruned edge is never searched.
check-practice-how-windows = Tick { $windows } to write the α–β window a node is entered with as well.
check-practice-how-keys = { $tab } moves to the next box or edge, the arrow keys from node to node ({ $down } first child, { $up } parent, { $left }/{ $right } siblings), { $enter } in a box to the next one.
# $check, $first, $download: the buttons' names; $command: gametree check.
check-practice-how-check = { $check } marks every node; { $first } replays the search up to where your answer departs from it; { $download } saves it for { $command }. Your work is kept in this browser.
check-practice-check = Check
check-practice-first = Show the first mistake
check-practice-solution = Show the solution
check-practice-clear = Clear
check-practice-download = Download my answer
check-practice-windows = Windows
check-practice-exercise = Exercise { $n }
# $player: max, min or chance.
check-practice-value-of = Value of { $node } ({ $player })
check-practice-bound-of = { $bound } of { $node }
check-practice-prune-edge = Prune the edge to { $node }
check-practice-bad-box = bad line (expected a value such as 3, <=3 or >=3 and a window of integers, -inf or inf; found { $found })
# $others: ", " and check-others-wrong, or nothing.
check-practice-score = { $correct } of { $asked } nodes asked about correct{ $others }
check-practice-score-percent = { $score } ({ $percent }%)
check-practice-score-head = { $score }:
check-practice-all-correct = All { $n } nodes asked about correct.
check-practice-total = Total: { $correct } of { $total } ({ $percent }%) in { $done } of { $exercises ->
    [one] { $exercises } exercise
   *[other] { $exercises } exercises
} checked
check-practice-replay-title = Replay of the search: { $title }
check-practice-no-mistake = No mistake: your answer is the search's, step for step.
check-practice-nothing-yet = Nothing to replay yet: fill in some nodes.
check-practice-you-wrote = (you wrote { $answer })
# $wrote: a space and check-practice-you-wrote, or nothing.
check-practice-where = { $node }{ $wrote }: { $text }
check-practice-first-at = Step { $step } of { $steps } is where your answer departs from the search, at { $where }
check-practice-first-step = Step { $step } of { $steps }: { $caption } Your answer departs here, at { $where }
# The conventions as the page (and the learning platforms' questions) state them.
check-practice-conv-chance = expectiminimax (AIMA §5.5), values from MAX's view, written exactly (2.1 or 13/6)
check-practice-conv-view-max = values and windows from MAX's view
check-practice-conv-view-side = values and windows from the view of the side to move (negamax)
check-practice-conv-minimax = minimax (every node searched, values exact), { $view }
check-practice-conv-soft = fail-soft (a node whose search fails returns the best value it found)
check-practice-conv-hard = fail-hard (a node whose search fails returns its window's bound)
check-practice-conv-bounds-accept = a value that is only a bound written ≤ 3 / ≥ 3 or = 3
check-practice-conv-bounds-require = a value that is only a bound must be written ≤ 3 / ≥ 3
check-practice-conv-bounds-reject = every value written = 3, bounds too
check-practice-conv-alphabeta = alpha-beta left to right, { $fail }, cut-off at { $cut }, { $view }, { $bounds }
# Titles of exercise's practice pages.
check-practice-exercise-title = Exercise { $n } (seed { $seed })
check-practice-title = { $chance ->
    [yes] Expectiminimax
   *[no] Alpha-beta
} practice (seed { $seed })
check-practice-title-many = { $chance ->
    [yes] Expectiminimax
   *[no] Alpha-beta
} practice: { $count } exercises

check-practice-title-file = Practice: { $file }
check-practice-title-depth = Practice: { $file } to depth { $depth }

check-expect-json-either = either `"pruned": true` or a value
check-found-json-both = both
check-expect-json-value = a `value` (or `"pruned": true`)
check-found-json-neither = neither
check-expect-json-bound = a `bound` of `=`, `<=` or `>=`
check-expect-json-window-bound = a window bound

# check --algorithm mcts (src/homework/mcts_mark.rs): Monte Carlo tree search answers.
check-mcts-all-correct = all { $n } answers right
check-mcts-verdict = { $right } of { $asked } answers right{ $others } ({ $percent }%)
check-mcts-not-utf8 = the answer is not UTF-8 text
check-mcts-bad-line = cannot read this line (expected `path: A B …`, `expand: NODE` or `NODE N=… W=…`)
check-mcts-step = step { $n }
check-mcts-expand = expand
check-mcts-wrong-step = { $got } has UCB1 { $got_ucb } but { $expected } has { $expected_ucb } (Q { $q } + { $bonus }): selection takes the largest for { $side }
check-mcts-not-child = { $got } is not a child of { $parent } in the tree
check-mcts-goes-on = selection does not stop at { $node }: all its moves are in the tree, so it goes on to { $expected } (UCB1 { $ucb })
check-mcts-after-wrong = follows a wrong step: selection goes from { $parent } to { $expected }
check-mcts-stops = selection stops at { $node }: it has a move not yet in the tree ({ $untried })
check-mcts-stops-leaf = selection stops at { $node }: it is a leaf
check-mcts-wrong-expand = expansion adds the first move of { $node } not yet in the tree (generation order): { $expected }
check-mcts-no-expand = nothing is expanded: selection ends at { $node }, a leaf, whose value is the playout's result
check-mcts-wrong-n = expected { $expected } ({ $before } + 1): backpropagation adds one visit to every node on the path
check-mcts-wrong-w = expected { $expected } ({ $before } + { $playout }): backpropagation adds the playout's result (MAX's view) to every node on the path
check-mcts-off-path = { $node } is not on the path: its N and W stay { $n } and { $w }
check-mcts-unknown = no node { $node } in the tree
check-mcts-twice = { $node } is answered twice
method-minimax-only = { $o0 } is a convention of minimax and alpha-beta, not of { $o1 }
method-mcts-only = { $o0 } is for { $o1 } only (Monte Carlo tree search)
method-chance = the tree has chance nodes: answers are marked by expectiminimax; give { $o0 } or leave { $o1 } out
method-contradicts-file = { $o0 } contradicts `{ $setting }` of the exercise file, which it was made with: leave it out to mark by the file, or give { $o1 } to mark by it
method-over-file = marked with { $o0 }, not by `{ $setting }` of the exercise file ({ $o1 })
check-mcts-html-settings = marked against iteration { $k } + 1 of UCT with C = { $c } and seed { $seed }
# The MCTS practice page (src/homework/mcts_practice.rs, templates/practice_mcts.*).
check-mcts-practice-title = Monte Carlo tree search practice (seed { $seed })
check-mcts-practice-title-many = Monte Carlo tree search practice: { $count ->
    [one] { $count } exercise
   *[other] { $count } exercises
}
check-mcts-practice-how = How to answer
check-mcts-practice-how-path = Click the nodes of the selection's path in the tree, from the root down, or type their names (A B C.2); ⌫ removes the last one.
check-mcts-practice-how-expand = Write the node expansion adds (none when the path ends at a leaf), or tick “{ $pick }” and click it.
check-mcts-practice-how-stats = Fill in N and W after backpropagation for every node of the path and the node expanded; lines about other nodes go in the box below them.
check-mcts-practice-how-check = { $check } marks your answer as gametree check does and then shows the solution; { $download } saves it as a file for gametree check.
check-mcts-practice-path = Path
check-mcts-practice-back = Remove the last node of the path
check-mcts-practice-expand = Node expanded
check-mcts-practice-pick = clicks choose the node expanded
check-mcts-practice-stats = N and W after backpropagation
check-mcts-practice-node = Node
check-mcts-practice-other = Other lines
check-mcts-practice-answer = Your answer as gametree check reads it:
check-mcts-practice-empty = (nothing written yet)
check-mcts-practice-tree = Download the tree
check-mcts-practice-solution = Solution: iteration { $next }
# -- end of check --


## exercise
## Exercise sheets, instructions, Moodle/QTI/PrairieLearn question texts and feedback (src/homework/exercise, sheet, lms).

# The blank sheet's title (SVG, TikZ, HTML, PNG, PDF) of an alpha-beta exercise; $seed its seed.
exercise-title-alphabeta = Alpha-beta exercise (seed { $seed })
# The blank sheet's title of an expectiminimax exercise (--chance).
exercise-title-chance = Expectiminimax exercise (seed { $seed })
# How to fill in an alpha-beta sheet, above the tree.
exercise-help-alphabeta = Work alpha-beta left to right, fail-hard (a node whose search fails returns its window's bound, written ≤ or ≥), cutting off at α ≥ β. MAX nodes are boxes, MIN nodes ellipses; the left margin names each level. The root is A; inner nodes are labelled A, B, … in visit order, on the edge above them; a leaf is named by its parent and its place, e.g. C.2 is C's second child. In each box write α | value | β, values from MAX's view, and cross out the edges of pruned branches.
# How to fill in an expectiminimax sheet (--chance), above the tree.
exercise-help-chance = Work expectiminimax (AIMA §5.5): a MAX node takes the greatest of its children's values, a MIN node the least, a chance node (circle) the sum of its children's values times the probabilities on their edges. MAX nodes are boxes, MIN nodes ellipses; the left margin names each level. The root is A; inner nodes are labelled A, B, … in visit order, on the edge above them; a leaf is named by its parent and its place, e.g. C.2 is C's second child. In each node write its value, from MAX's view, exactly (2.1 or 13/6).
# The sheet's left margin: the name of a level of chance nodes (MAX and MIN stay MAX and MIN). Short, capitals.
exercise-level-chance = CHANCE
# The position file's comment (each line becomes a `# ` line; keep the line breaks short): an alpha-beta exercise.
exercise-position-alphabeta =
    An alpha-beta exercise. The root is A; inner nodes are labelled A, B, … in visit
    order; a leaf is named by its parent and its place: C.2 is C's second child.
    Answer format and marking: docs/homework.md (gametree check).
# The position file's comment of an expectiminimax exercise (--chance).
exercise-position-chance =
    An expectiminimax exercise: a chance node writes each child's probability
    before it.
    The root is A; inner nodes are labelled A, B, … in visit
    order; a leaf is named by its parent and its place: C.2 is C's second child.
    Answer format and marking: docs/homework.md (gametree check).
# Moodle: the question bank's category (its name in the course's question bank; no `/`); $seed the course seed.
exercise-category = gametree alpha-beta (course seed { $seed })
# Moodle: the description of the question bank's category; $conventions says how to work the trees.
exercise-bank-info = Game-tree exercises made by gametree, one per student ({ $conventions }).
# Moodle and QTI: a question's name; $id the student's id, $seed the variant's seed.
exercise-question-name = Alpha-beta, variant { $id } (seed { $seed })
# Moodle: what to fill in ($values is exercise-moodle-value or -value-chance, $none the choice exercise-choice-none in italics).
exercise-moodle-instructions = For every inner node choose how its value is known — exactly (=), as an upper bound (≤) or a lower bound (≥) — and { $values } (0 for a node the search never reaches); then tick the children whose branches its search cuts off ({ $none } if it cuts off none).
# Moodle: $values of exercise-moodle-instructions, a tree without chance nodes.
exercise-moodle-value = write the value from MAX's view
# Moodle: $values of exercise-moodle-instructions, a tree with chance nodes.
exercise-moodle-value-chance = write the value from MAX's view to two decimals
# Moodle: the table's column headers: the node, how its value is known (=, ≤, ≥), its value, the children cut off below it.
exercise-column-node = Node
exercise-column-known = Known
exercise-column-value = Value
exercise-column-cut = Cut off below it
# Moodle and QTI: the choice for a node the search never reaches (beside =, ≤, ≥).
exercise-choice-not-searched = not searched
# Moodle and QTI: the choice "no child is cut off".
exercise-choice-none = none
# Moodle: the general feedback's heading above the model answer.
exercise-model-answer = The model answer (gametree check's format):
# Moodle and QTI: the tree picture's alternative text.
exercise-figure-alt = The tree of the exercise: the root A at the top, inner nodes named on the edges above them, leaves with their values
# QTI: what to fill in.
exercise-qti-instructions = For every inner node choose how its value is known — exactly (=), as an upper bound (≤) or a lower bound (≥), or not searched — and write the value from MAX's view; then choose the children whose branches its search cuts off (none if it cuts off none).
# QTI: the prompt of the choice of the children node $node cuts off.
exercise-qti-cut-prompt = Children of { $node } whose branches its search cuts off:
# PrairieLearn: the question's title (info.json).
exercise-pl-title = Alpha-beta by hand
# PrairieLearn: the question's first line; $conventions how to work the tree.
exercise-pl-work = Work alpha-beta by hand on this tree: { $conventions }.
# PrairieLearn: how to write the answers; $value, $le, $ge, $pruned, $leaves are the answer format's own spellings (3, <=3, >=3, pruned, C.2, C.3) and stay as they are.
exercise-pl-instructions = For every inner node write its value as { $value }, or where its value is only a bound { $le } or { $ge }; write { $pruned } for an inner node the search never reaches and leave a node below a pruned one empty. Then list the pruned leaves ({ $leaves }: C's second and third child).
# PrairieLearn: the hint inside a node's box (3, <=3, >=3 and pruned are the answer format's own words).
exercise-pl-placeholder = 3, <=3, >=3 or pruned
# PrairieLearn: the label of the box for the pruned leaves.
exercise-pl-pruned-leaves = Pruned leaves
# PrairieLearn feedback: the kinds of mistake `check` finds, at a box.
exercise-pl-wrong-value = wrong value
exercise-pl-wrong-window = wrong window
exercise-pl-pruned-but-searched = pruned but searched
exercise-pl-searched-but-pruned = searched but pruned
exercise-pl-missing = missing
# PrairieLearn feedback: after a missing answer's kind ($what); $expected the model answer.
exercise-pl-missing-expected = { $what } (expected { $expected })
# PrairieLearn feedback: after a wrong answer's kind ($what); $expected the model answer, $got the student's.
exercise-pl-expected-got = { $what } (expected { $expected }, got { $got })
# PrairieLearn feedback: a box's text `check` cannot read.
exercise-pl-unreadable = cannot be read: expected { $expected }, found { $found }
# PrairieLearn feedback: an entry of the pruned-leaves box that names no leaf.
exercise-pl-no-leaf = no leaf of the tree (a leaf is named by its parent and its place: C.2)
# The gradebook (check --key): the feedback of a student no answer file names.
exercise-gradebook-no-submission = no submission (no answer file names this student)
# The gradebook: a student several answer files name; $files lists them.
exercise-gradebook-several = several answer files name this student: { $files }
# The gradebook: after the verdict, the first mistake; $node its node, $why check's reason.
exercise-gradebook-first-mistake = First mistake: { $node }: { $why }

# Standard error, `exercise` without --seed: the seed drawn ($seed) and how to make the exercise again.
exercise-note-seed = seed: { $seed } (give --seed { $seed } to make this exercise again)
# Standard error: an exercise made from seed $seed at attempt $attempt, with $cutoffs cut-offs, $deep of them deep.
exercise-note-made = exercise: seed { $seed }, attempt { $attempt }, { $cutoffs } cut-offs ({ $deep } deep)
# Standard error: $count variants made (--format key) from the course seed $seed.
exercise-note-variants = exercise: { $count } variants from course seed { $seed }
# Standard error: a Moodle or QTI bank of $count variants; $size its size, $each a variant's (780 KB, 3.4 MB).
exercise-note-bank = exercise: { $count } variants from course seed { $seed }, { $size } ({ $each } a variant)
# Standard error: a Moodle bank over 2 MB made with --no-png; $part students a part.
exercise-note-too-large = note: the bank is larger than 2 MB, PHP's stock upload limit (upload_max_filesize), which a Moodle may keep: make it in parts of at most { $part } students (a roster each), or have the limit raised
# Standard error: a Moodle bank over 2 MB with its PNG pictures; $part students a part.
exercise-note-too-large-png = note: the bank is larger than 2 MB, PHP's stock upload limit (upload_max_filesize), which a Moodle may keep: give --no-png, make it in parts of at most { $part } students (a roster each), or have the limit raised
# Standard error: the PrairieLearn question's directory $dir.
exercise-note-prairielearn = exercise: a PrairieLearn question in { $dir }

# check --key: an answer file's name that holds student $id (in backquotes; $bare without) only inside a longer word.
exercise-unmatched-inside-word = { $id } is in the name inside a longer word; name the file so that the id stands alone, as in `hw2-{ $bare }.txt`
# check --key: an answer file's name that holds no student's id; $id the key's first student, for the example.
exercise-unmatched-no-id = a file's name must hold its writer's id as a word, as in `hw2-{ $id }.txt`
# check --key: a key without students.
exercise-unmatched-empty-key = the key lists no student
# check --key: an answer file's name that holds the students $ids only inside longer words.
exercise-unmatched-inside-words = { $ids } are in the name inside longer words; name the file so that one id stands alone
# check --key: answer file $file names no student; $hint says why.
exercise-unmatched-names-none = { $file }: names no student of the key ({ $hint })
# check --key: answer file $file names several students, $ids.
exercise-unmatched-names-several = { $file }: names several students ({ $ids })
# check --key, the text report: an answer file marked for no one; $what says why.
exercise-class-unmatched = unmatched: { $what }

# exercise --algorithm mcts (src/homework/mcts.rs): Monte Carlo tree search exercises.
exercise-mcts-iterations = { $o0 } must be 1 to { $max } for an MCTS exercise
exercise-mcts-why = no tree's next selection compared visited children without a tie; try another seed or more iterations
exercise-mcts-title = Monte Carlo tree search exercise (seed { $seed })
exercise-mcts-legend = Each node in the search tree shows W/N: its total reward and visits (MAX's view; at a leaf W = N · its value); a dash: not in the search tree yet; a leaf not in it: its value.
exercise-mcts-question =
    The tree after { $k } { $k ->
        [one] iteration
       *[other] iterations
    } of MCTS (UCT, C = { $c }). Iteration { $next }: which path does selection take, which node does it expand, and what are N and W of every node on the path after backpropagation, when the playout ends with { $playout }?
exercise-mcts-solution =
    The tree after { $k } { $k ->
        [one] iteration
       *[other] iterations
    }: W/N on every node.
exercise-mcts-position = A Monte Carlo tree search exercise. The root is A; inner nodes are labelled A, B, … in visit
    order; a leaf is named by its parent and its place: C.2 is C's second child.
    Answer format (docs/homework.md): `path: A B …`, `expand: NODE`, `NODE N=… W=…`.
    Marking: { $check } (with this file and the answer)
exercise-mcts-note-made = exercise: seed { $seed }, attempt { $attempt }, the next selection's path { $path }
exercise-mcts-bank-info = Monte Carlo tree search exercises made by gametree, one per student (UCT; the next iteration's path, expansion, and N and W after backpropagation).
exercise-mcts-column-answer = Answer
exercise-mcts-moodle-step = selection goes from { $parent } to { $expected }: the child of the largest UCB1 for the side to move
exercise-mcts-path-node = node { $n } of the path
exercise-mcts-expanded-node = the node expanded
exercise-mcts-moodle-instructions = Write each step of the selection as the node it goes to (B, C.2, …), the node expanded (none when selection ends at a leaf), and N and W of the nodes of the path, root first, then of the node expanded.
exercise-mcts-question-name = MCTS, variant { $id } (seed { $seed })
exercise-mcts-pl-title = Monte Carlo tree search: the next iteration
exercise-mcts-pl-instructions = Write the path selection takes from the root, as { $path }; the node expansion adds, or { $none }; and N and W of every node on the path and of the node expanded after backpropagation, as { $stats }.
exercise-mcts-pl-path = selection path
exercise-mcts-pl-stats = N and W after backpropagation
exercise-mcts-no-chance = { $o0 } makes exercises without chance nodes: not with { $o1 } or { $o2 }
# -- end of exercise --


## summary
## search/solve/perft/compare/play summaries and tables (src/cli, src/solve, src/compare, src/play).

# gametree search's summary line on standard error (src/render/backend/text.rs):
# "value 3, best move B, 11 nodes visited, …, 0.188 ms". $counts are the counts below
# joined with ", "; $extra the optional parts, each after ", ".
summary-search = value { $value }, best move { $best }, { $counts }{ $extra }, { $ms } ms
# The best move when there is none.
summary-no-move = none
summary-visited = { $n ->
    [one] { $n } node visited
   *[other] { $n } nodes visited
}
summary-leaves = { $n ->
    [one] { $n } leaf evaluated
   *[other] { $n } leaves evaluated
}
# Terminal nodes: positions where the game is over.
summary-terminals = { $n ->
    [one] { $n } terminal
   *[other] { $n } terminals
}
summary-cutoffs = { $n ->
    [one] { $n } cut-off
   *[other] { $n } cut-offs
}
summary-pruned = { $n ->
    [one] { $n } move pruned
   *[other] { $n } moves pruned
}
# The null-window test's answer: is the value at least $k?
summary-test-yes = test: value ≥ { $k }? yes
summary-test-no = test: value ≥ { $k }? no
# Evaluations clamped into the win threshold (win scoring).
summary-clamped = { $n ->
    [one] { $n } evaluation
   *[other] { $n } evaluations
} clamped to ±{ $t }
summary-cut-gt = cut-offs only at α > β
summary-researches = { $n ->
    [one] { $n } re-search
   *[other] { $n } re-searches
}
summary-tt = { $probes } TT probes ({ $hits } hits)
# MTD(f)'s null-window passes.
summary-passes = { $n ->
    [one] { $n } pass
   *[other] { $n } passes
}
summary-iterations = { $n ->
    [one] { $n } iteration
   *[other] { $n } iterations
}
# The root value under plain scoring (win/loss utilities) and under win scoring.
summary-value-max-wins = { $value } (MAX wins)
summary-value-min-wins = { $value } (MIN wins)
summary-value-draw = { $value } (a draw)
summary-value-max-wins-in = { $value } (MAX wins in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
})
summary-value-min-wins-in = { $value } (MIN wins in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
})
# The games' side names (solve's verdict, play's prompt).
summary-side-white = white
summary-side-black = black
summary-side-red = red
summary-side-yellow = yellow
summary-side-south = south
summary-side-north = north
summary-side-first = first player
summary-side-second = second player
# gametree solve (src/solve/mod.rs): "x to move: a win in 5 plies (value 96)".
summary-solve-verdict = { $who } to move: { $verdict }{ $cut }
summary-solve-win-in = a win in { $plies } plies (value { $value })
summary-solve-loss-in = a loss in { $plies } plies (value { $value })
summary-solve-win = win (value { $value })
summary-solve-loss = loss (value { $value })
summary-solve-draw = draw (value { $value })
summary-solve-unknown-value = unknown (value { $value })
# Kalah: the final margin in stones; $line is summary-solve-main-line-plies or empty.
summary-solve-margin-win = a win, final margin { $margin } stones with best play{ $line }
summary-solve-margin-loss = a loss, final margin { $margin } stones with best play{ $line }
summary-solve-margin-draw = a draw, final margin { $margin } stones with best play{ $line }
summary-solve-main-line-plies = ; main line { $plies } plies
summary-solve-unknown-margin = unknown: the final margin lies between { $lo } and { $hi } ({ $why })
summary-solve-unknown = unknown: no forced win or loss within { $plies } plies ({ $why })
# Why a solve stopped; $limit is an option (--time-limit, --max-nodes).
summary-solve-stopped = { $limit } stopped the solver: raise it to go on
summary-solve-ply-limit = a line went { $plies } plies deep without the game ending: the game may not end
summary-solve-cancelled = the solver was cancelled
summary-solve-by-ply-limit = the ply limit
summary-solve-by-cancellation = a cancellation
summary-solve-cut-short = (the main line was cut short by { $nodes } or { $time })
summary-solve-work = { $nodes } nodes in { $secs } s ({ $total } in all, table { $used } of { $cap } entries); strategy tree { $tree } nodes
summary-solve-no-endgame = ; no endgame database: { $why }
summary-solve-endgame = ; endgame database to { $stones } stones in play ({ $entries } placements, { $read } classes read, { $built } built, { $secs } s{ $notes })
summary-solve-endgame-unsaved = not cached: { $why }
summary-solve-endgame-untrusted = the cache not used: { $why }
summary-solve-endgame-corrupt = { $n } corrupt cache files built again
summary-solve-endgame-stopped = { $limit } stopped its building at { $stones } stones
# gametree solve's text output: the main line, or why there is none.
summary-solve-main-line = main line: { $line }
summary-solve-line-unknown = unknown ({ $by } stopped the solver first)
summary-solve-line-none = none (the game is over)
# solve's progress line on a terminal.
summary-solve-building = building the endgame database: { $stones } of { $of } stones in play, { $secs } s
summary-solve-reading = reading the endgame database: { $stones } of { $of } stones in play, { $secs } s
summary-solve-progress = { $nodes } positions searched, table { $full } % full, { $secs } s{ $limit }
summary-solve-progress-limit = of the { $secs } s time limit
# gametree perft's note on standard error: "tic-tac-toe perft 9: 255168 leaf positions in 0.012 s, 21.3 M leaves/s".
summary-perft = { $game } perft { $depth }: { $total } leaf positions in { $secs } s{ $rate }
summary-leaves-per-second = { $rate } leaves/s
# perft's progress bar on a terminal.
summary-perft-subtrees = subtrees
summary-perft-eta = eta

# gametree compare (src/compare): the tables' headings (text, Markdown, LaTeX, HTML;
# the CSV header stays the --columns names).
summary-compare-column-algorithm = algorithm
summary-compare-column-order = order
summary-compare-column-value = value
summary-compare-column-best = best
summary-compare-column-nodes = nodes
summary-compare-column-leaves = leaves
summary-compare-column-terminals = terminals
summary-compare-column-cutoffs = cut-offs
summary-compare-column-tt-probes = TT probes
summary-compare-column-tt-hits = TT hits
summary-compare-column-researches = re-searches
summary-compare-column-passes = passes
summary-compare-column-time = time ms
summary-compare-column-nodes-per-second = nodes/s
summary-compare-column-vs-baseline = % minimax
# The marks after a row's ordering: "natural (baseline)", "best (oracle)".
summary-compare-mark-baseline = baseline
summary-compare-mark-oracle = oracle
# The line under the title: "tree, depth 4".
summary-compare-depth = depth { $depth }
summary-compare-depth-to-end = depth to the end
# The notes under the table.
summary-compare-disagree = THE ALGORITHMS DISAGREE ON THE ROOT VALUE.
summary-compare-baseline-note = (baseline) plain minimax in the natural order, searched once: { $nodes } nodes{ $column }.
summary-compare-baseline-column = ; % minimax is each row's nodes as a percentage of these
summary-compare-baseline-stopped = The minimax baseline stopped at its limit of { $limit } nodes (the smaller of --max-nodes and { $nodes }): it has no row and % minimax is empty.
summary-compare-oracle-note = (oracle) best and worst order each node's children by their true values, found by extra searches that are neither counted nor recorded: their node counts show what the perfect (or the worst) ordering achieves.{ $timing }
summary-compare-oracle-timing = Their time and nodes/s would include those searches, so they are left empty (—).
summary-compare-unordered-one = { $name } visits every node whatever the ordering: one row, in the natural order.
summary-compare-unordered-many = { $names } visit every node whatever the ordering: one row each, in the natural order.
# Joins the last two algorithms' names: "minimax and negamax".
summary-compare-and = and
# $b and $d are "b = 3" and "d = 4" (math in LaTeX), $formula the formula.
summary-compare-knuth-moore = uniform tree { $b }, { $d }: Knuth–Moore minimal tree { $m } leaves ({ $formula })
# Parts of the note on iterative deepening, joined by "; "; the first letter is capitalised.
summary-compare-iterative = iterative deepening to depth { $depth }: the alpha-beta and MTD(f) rows search depths 1 to { $depth } and count every iteration's nodes
summary-compare-guess-then = MTD(f)'s first guess { $guess }, then each iteration's value
summary-compare-guess = MTD(f)'s first guess { $guess }
summary-compare-guess-each = MTD(f)'s first guess each iteration's value
# Markdown: the charts' image, or the comment when there is none.
summary-compare-chart-alt = Nodes visited by each row, and nodes per ply on a log scale
summary-compare-chart-comment = The charts are written only with -o FILE.md, as FILE-chart.svg beside it.
# The charts (SVG, the HTML page).
summary-compare-nodes-visited = Nodes visited
summary-compare-nodes-per-ply = Nodes per ply (log scale)
summary-compare-chart-nodes = nodes
summary-compare-chart-ply = ply
summary-compare-bars-title = Nodes visited by each row
summary-compare-plies-title = Nodes per ply, log scale
summary-compare-branching = Effective branching factor per ply
summary-compare-branching-row = row
# Standard error when the algorithms disagree, then one line a row ending in its value.
summary-compare-disagreement = ERROR: the algorithms disagree on the root value:
summary-compare-disagreement-value = value { $value }

# gametree play (src/play): the prompt ("x to move> "), the engine's moves, the
# commands' answers and the result. The game record keeps its English result.
summary-play-prompt = { $side } to move
summary-play-engine = { $side } (engine) plays { $mv }   value { $value }, { $nodes } nodes, { $ms } ms
summary-play-chance = chance: { $outcome } (probability { $p }, drawn with seed { $seed })
summary-play-node = node { $label }
summary-play-legal-moves = legal moves: { $moves }
summary-play-help = type a move, or: ? (legal moves), hint, undo, tree [FILE], save FILE, quit
summary-play-hint = hint: { $mv } (value { $value })
summary-play-no-hint = no hint: { $why }
summary-play-save-needs-file = save needs a file name: save FILE
summary-play-illegal = { $mv } is not a legal move here; type ? for the legal moves
summary-play-nothing-to-undo = nothing to undo
summary-play-undone = undone
summary-play-no-tree = the engine has not searched yet
summary-play-wrote-tree = wrote the last search tree ({ $nodes } nodes) to { $path }
summary-play-saved = saved the game record to { $path }
summary-play-cannot-write = cannot write { $path }: { $why }
summary-play-line-ignored = standard input, line { $line }: { $why }; the line is ignored
summary-play-game-over = game over: { $result }
summary-play-wins = { $side } wins
summary-play-draw = draw
summary-play-leaf = leaf reached: value { $value } for MAX
summary-play-move-limit = draw by the move limit ({ $plies } plies)
summary-play-stopped = stopped
summary-play-unfinished = unfinished (input ended)
summary-play-abandoned = abandoned

# gametree check (src/cli/check.rs): an answer file's error, and the students without one.
summary-error = error: { $error }
summary-check-not-submitted = { $n ->
    [one] note: { $n } student of the key has no answer file among those given (the gradebook, --format csv, has a row for everyone)
   *[other] note: { $n } students of the key have no answer file among those given (the gradebook, --format csv, has a row for everyone)
}
# gametree man: each page written.
summary-wrote = wrote { $path }
# Monte Carlo tree search (issue 42). gametree search -a mcts's summary line: $best is
# the move played (most visits), $n its visits, $q its mean reward W/N from MAX's view.
summary-mcts-search = { $iterations ->
        [one] { $iterations } iteration
       *[other] { $iterations } iterations
    }, move played { $best } (N = { $n }, Q = { $q } for MAX), tree of { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    }, seed { $seed }, C = { $c }, { $ms } ms
summary-mcts-search-no-move = { $iterations ->
        [one] { $iterations } iteration
       *[other] { $iterations } iterations
    }, no move to play, tree of { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    }, seed { $seed }, C = { $c }, { $ms } ms
# gametree compare with mcts: its flags' errors.
summary-mcts-bad-iterations = { $o0 }: { $found } is not a count of iterations: expected counts of at least 1, or A..B (the decades A, 10·A, … up to B)
summary-mcts-iterations-twice = { $o0 }: { $n } iterations given twice
summary-mcts-bad-seeds = { $o0 }: { $found } is not a range of seeds: expected A..B (A to B − 1), A..=B or one seed
# gametree compare's Monte Carlo table: the lines above it.
summary-mcts-playout-random = random playouts to the end
summary-mcts-playout-eval = playouts to the depth limit, scored by the evaluation's sign
summary-mcts-compare-heading = Monte Carlo tree search (UCT, C = { $c }, { $playout }), one run per seed { $seeds } ({ $runs ->
        [one] { $runs } run
       *[other] { $runs } runs
    } per row):
summary-mcts-compare-optimal = minimax-optimal moves ({ $reference }, value { $value } for MAX): { $moves }
summary-mcts-compare-no-moves = the root has no move to compare (a finished game, a leaf or a chance node)
summary-mcts-column-iterations = iterations
summary-mcts-column-runs = runs
summary-mcts-column-optimal = optimal
summary-mcts-column-share = share optimal
summary-mcts-column-most-frequent = most frequent move
summary-mcts-chart-title = Runs playing a minimax-optimal move
summary-mcts-chart-share = share of runs
summary-mcts-chart-iterations = iterations per run (log scale)

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# `play --depth 0`: { $o0 } is the option and its value.
errors-cmd-play-depth-zero = { $o0 } leaves the engine no move to choose; give 1 or more
# `play --max-nodes 0`.
errors-cmd-play-nodes-zero = { $o0 } leaves the engine no node to search; give 1 or more
# `play` with a test algorithm (a yes/no search); { $o0 } is `--algorithm NAME`.
errors-cmd-play-cannot-play = { $o0 } answers whether a value is at least K; it chooses no move, so it cannot play: give alphabeta, pvs, mtdf or another search
errors-cmd-play-mcts = { $o0 } does not play games yet (search a position with it instead): give alphabeta, pvs, mtdf or another search
# `solve --depth`: solve searches to the end.
errors-cmd-solve-depth = --depth does not apply to solve: it searches to the end of the game
# `solve --endgame N` above the largest endgame table.
errors-cmd-solve-endgame = --endgame: at most { $max } stones in play
# `exercise --no-png` outside a question bank.
errors-cmd-no-png = --no-png leaves the PNG fallback out of a question bank: only with --format moodle or qti
# `exercise --force` outside --format prairielearn.
errors-cmd-force = --force replaces edited files of a question directory: only with --format prairielearn
# `exercise --roster` with a format that is not a class's.
errors-cmd-roster-format = --roster makes a variant per student: give --format key, moodle or qti
# `exercise --count` with a format that takes one exercise.
errors-cmd-count-format = --count puts several exercises on one practice page (--format practice), or makes numbered variants (--format key, moodle, qti)
# `exercise --count` above 50 on a practice page.
errors-cmd-count-max = --count: at most 50 exercises on one practice page
# The roster file cannot be read; $reason is the operating system's (English).
errors-cmd-roster-read = { $path }: cannot read the roster: { $reason }
# `exercise --format prairielearn` without -o DIR.
errors-cmd-prairielearn-output = --format prairielearn writes a question directory: give -o DIR (in the course's questions/)
# An exercise's depth of 0; { $o0 } is the depth option.
errors-cmd-spec-depth = { $o0 } must be at least 1
# An exercise's branching out of range.
errors-cmd-spec-branching = { $o0 } must be a number ≥ 1 or a range LO..HI with 1 ≤ LO ≤ HI, found { $lo }..{ $hi }
# A deep cut-off asked of a tree less than 4 plies deep; { $o1 } is `--depth 4`, { $o2 } the depth given.
errors-cmd-spec-deep-depth = { $o0 } needs { $o1 } or more: a deep cut-off happens at a node 3 plies below the node whose bound it uses, and that node needs children; found { $o2 }
# A deep cut-off asked with chance nodes.
errors-cmd-spec-deep-chance = { $o0 } is about alpha-beta; an exercise with { $o1 } is worked by expectiminimax
# An exercise's value range LO..HI with LO > HI.
errors-cmd-spec-values = { $o0 } must be a range LO..HI with LO ≤ HI, found { $lo }..{ $hi }
# An exercise tree too large for a sheet; { $o0 } is the depth given, { $o1 } the branching option.
errors-cmd-spec-too-big = { $o0 } with { $o1 } up to { $hi } allows { $nodes } nodes; at most { $max } fit on an exercise sheet
# More cut-offs asked than the tree has places for.
errors-cmd-spec-cutoffs = { $o0 } cannot be met: a tree of { $o1 } and { $o2 } up to { $hi } has { $places } inner nodes below the root with a move to cut, and a cut-off needs one
# A value range of one value with cut-offs asked.
errors-cmd-spec-one-value = { $o0 } makes every leaf worth { $v }: every cut-off is then a tie α = β, which would give the exercise two right answers; give at least two values
# The exercise generator gave up; $why is the reason, { $o0 } the value range option.
errors-cmd-unsatisfiable = no tree met the constraints in { $attempts } attempts ({ $why }); ask for fewer cut-offs, a deeper or wider tree, or a wider { $o0 } range

# `exercise --solution` with a class's format (key, moodle, qti, prairielearn).
errors-cmd-solution-class = { $o0 } draws one solved tree; the key holds every variant's model answer
# `exercise --solution` with --format practice; the page's button shows the solution.
errors-cmd-solution-practice = { $o0 } does not apply to a practice page: its "Show the solution" button shows it
# `exercise --solution` with --format tree or answer; { $o1 } is `--format svg`, { $o2 } `--format answer`.
errors-cmd-solution-text = { $o0 } draws the solved tree ({ $o1 }, tikz, html, png or pdf); the solution as text is { $o2 }
# Why the exercise generator gave up (errors-cmd-unsatisfiable's $why): too few cut-offs.
errors-cmd-why-cutoffs = too few cut-offs
# Why the generator gave up: no deep cut-off.
errors-cmd-why-deep = no deep cut-off
# Why the generator gave up: a tie decided a cut-off.
errors-cmd-why-tie = a tie α = β decided a cut-off
# The reason the generator met most often; $why is one of errors-cmd-why-….
errors-cmd-why-most-often = most often: { $why }
# A value of --branching that is not N or LO..HI.
errors-cmd-parse-branching = expected N or LO..HI, found `{ $found }`
# A value of --values that is not LO..HI within the limit.
errors-cmd-parse-values = expected LO..HI with values between -{ $max } and { $max }, found `{ $found }`
# A roster (CSV) without a header line; $found is the CSV reader's reason (English).
errors-cmd-roster-header = expected a CSV header line, found { $found }
# A roster without a column of ids; $names are the column names looked for, $headers the file's.
errors-cmd-roster-column = expected a column of student ids named one of: { $names }; found { $headers }
# The end of a long list of a roster's headers.
errors-cmd-roster-more = { $list } and { $n } more
# A roster line that is not CSV; $found is the CSV reader's reason (English).
errors-cmd-roster-line = expected a CSV line, found { $found }
# A roster line without an id.
errors-cmd-roster-empty-id = expected a student id in column `{ $column }`, found nothing
# A roster id too long or with control characters.
errors-cmd-roster-long-id = expected a student id of at most 100 printable characters
# A roster id a spreadsheet would run as a formula.
errors-cmd-roster-formula = expected a student id that does not start with =, +, -, @ (a spreadsheet opening the gradebook would run it as a formula), found { $id }; take another id column (`Username`, `Email address`)
# A student twice in a roster.
errors-cmd-roster-twice = expected each student once; `{ $id }` is on line { $first } too
# A roster too long.
errors-cmd-roster-max = expected at most { $max } students
# A roster without students.
errors-cmd-roster-none = expected at least one student
# `check --feedback` for a file that is not a class's key.
errors-cmd-check-feedback = --feedback writes each student's feedback when FILE is a class's key (gametree exercise --format key)
# `check` given a game's position; $game is the game's name.
errors-cmd-check-not-tree = gametree check marks explicit trees (`game: tree`); { $file } is a { $game } position
# `check` of a tree with chance nodes under alpha-beta.
errors-cmd-play-stdin = play reads the moves from standard input: give the position as a file, not `-`
errors-cmd-check-stdin-twice = only one of FILE and --answer can be standard input (`-`)
# `check` of a class's key in a format other than text or csv.
errors-cmd-check-class-format = a class is reported as text or as the gradebook (--format csv), not { $format }; --feedback DIR writes each student's HTML
# `check --feedback DIR` where a feedback file would overwrite an input.
errors-cmd-check-feedback-input = --feedback { $dir }: { $path } is an input file; refusing to overwrite it (give another directory)
# `search --format practice` with an algorithm the page cannot follow.
errors-cmd-practice-algorithm = a practice page follows alphabeta (fail-hard), alphabeta-soft or minimax, as students work them by hand; not --algorithm { $name }
# A PNG or PDF to a terminal.
errors-cmd-binary-terminal = --format { $format } is a binary image: give -o FILE or redirect standard output
# `exercise --format prairielearn -o DIR` where DIR holds an edited file.
errors-cmd-prairielearn-overwrite = -o { $dir }: { $path } is there and is not what this command writes (edited, or made with other options); refusing to replace it (give --force to replace it, or another directory)
# `solve` of an explicit tree.
errors-cmd-solve-explicit = explicit trees have no finished games to solve: their value is what `gametree search` computes
# A time limit that is not a positive number of seconds or 0.
errors-cmd-solve-time-limit = { $o0 } must be a positive number of seconds, or 0 for no limit
# `compare` of star1 or star2 without leaf bounds; { $o0 } is `--leaf-bounds L..U`.
errors-cmd-compare-stars = star1 and star2 need { $o0 }, bounds on every leaf value (Ballard 1983)
# `compare --leaf-bounds` without star1 or star2.
errors-cmd-compare-leaf-bounds = { $o0 } applies only to star1 and star2
# `compare --iterative` without a depth; { $o1 } is `--depth N`.
errors-cmd-compare-iterative = { $o0 } needs { $o1 }: iterative deepening searches depths 1 to N
# `compare --guess` without mtdf; { $o1 } is the algorithms option.
errors-cmd-compare-guess = { $o0 } is MTD(f)'s first guess: give mtdf in { $o1 }
errors-cmd-compare-unknown-column = unknown column `{ $name }` in { $o0 }; expected some of: { $names }, or all
errors-cmd-compare-column-twice = column `{ $name }` given twice in { $o0 }
errors-cmd-compare-unknown-algorithm = unknown algorithm `{ $name }`; expected some of: { $names }
errors-cmd-compare-not-comparable = `{ $name }` answers a yes/no question, not the value: it cannot be compared
errors-cmd-compare-algorithm-twice = algorithm `{ $name }` given twice in { $o0 }
errors-cmd-compare-ordering-twice = ordering `{ $name }` given twice in { $o0 }
errors-cmd-compare-iterative-none = { $o0 } applies to { $can }, none of which is in { $o1 }
errors-cmd-compare-baseline-off = the vs-baseline column needs the minimax baseline, which { $o0 } turns off: drop vs-baseline from { $o1 } or give { $o2 }
errors-cmd-compare-chance-baseline = { " " }(in { $o0 }; { $o1 } drops the minimax baseline)
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
# Monte Carlo tree search's kept iterations past the node limit; $iterations_option and $max_nodes_option are --iterations and --max-nodes.
errors-mcts-log-limit = the iterations of Monte Carlo tree search would visit more than { $max } nodes in all (the node limit, which bounds the iterations kept for a replay or JSON); give fewer { $iterations_option } or raise { $max_nodes_option }
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
# A replay (--format html, --format beamer, --steps) of more Monte Carlo iterations than it shows; { $o0 } is the output, { $o1 } `--iterations` at the most, { $o2 } `--format json`.
errors-mcts-replay-limit = { $o0 } replays each iteration of Monte Carlo tree search phase by phase, at most { $max } iterations (every one adds its steps to a page or document that a browser or LaTeX holds whole), not { $n }: give { $o1 } or fewer, or write { $o2 } (every iteration, without a replay) or a figure of the tree
# A replay or JSON of a Monte Carlo recording that kept only the number of its iterations; { $o0 } is the output.
errors-mcts-no-iterations = { $o0 } needs every iteration of Monte Carlo tree search, and this recording keeps only their number: search again for this output
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
errors-setting = a setting `name=value`
errors-setting-once = each setting once: `{ $name }` again
errors-setting-number = a whole number ≥ 0
errors-exercise-setting = a setting of the exercise: { $names }
errors-exercise-value = { $name }: { $expected }
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
errors-exploration = { $found } is not an exploration constant: expected a number ≥ 0 such as 1.41, or sqrt2
errors-mcts-iterations = { $o0 } must be at least 1
errors-mcts-eval-needs-depth = { $o0 } needs a depth limit: give { $o1 }
errors-mcts-has-no-use = { $o0 } does not apply to { $o1 }, which builds its tree by playouts
errors-mcts-time-limit = { $found } is not a time limit: expected a positive number of seconds
errors-setup-json-mcts-exploration = an exploration constant ≥ 0 in "mcts"
errors-setup-json-mcts-playout = "random" or "eval" as the playout in "mcts"
errors-setup-json-mcts-select = "uct" as the selection rule in "mcts"
errors-setup-json-mcts-header = an "mcts" object exactly when the algorithm is "mcts"
errors-setup-json-mcts-none = none
errors-setup-json-mcts-path = iteration { $k } of "mcts" to go from the root (0) from parent to child, and to expand a child of its last node
errors-setup-json-mcts-sums = node { $i } to have the visits and total its iterations add up to: N = { $n }, W = { $w }
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

# Plain scoring whose utilities leave too little room for the evaluation at a depth limit ($o0 the depth option, $o1 the utilities option with wider values).
errors-setup-evaluation-outranks-win = plain scoring values a win { $win } and a loss { $loss }, but the evaluation returns values up to ±{ $bound } at the depth limit, so a heuristic value could outrank a won game: search to the end of the game (no { $o0 }), or give { $o1 } or wider
# A win score outside 1..limit ($o0 the win-score option).
errors-setup-win-score-range = { $o0 } must be between 1 and { $limit }, found { $found }
# A win score whose derived threshold is below the evaluation's largest value ($o0 the win score, $o1 the threshold option, $o2 plain scoring).
errors-setup-win-score-threshold-below = { $o0 } leaves a threshold of { $threshold }, below { $bound }, the largest value the evaluation returns; give { $o1 } to clamp evaluations to it, or { $o2 } for a win worth the same at any distance
# A win threshold not below the win score ($o0 the threshold option, $o1 the win-score option).
errors-setup-win-threshold-not-less = { $o0 } ({ $threshold }) must be less than { $o1 } ({ $max })
# Too few units between the win score and the threshold ($o0 win score, $o1 threshold, $o2 plain scoring).
errors-setup-win-score-gap = { $o0 } ({ $max }) must exceed { $o1 } ({ $threshold }) by at least { $gap }, the longest line this search can reach, so that wins at different distances keep different scores ({ $o2 } scores a win the same at any distance)
# --utilities W,D,L with the wrong number of parts ($n parts found in $text).
errors-setup-utilities-count = expected three whole numbers W,D,L (MAX's win, draw and loss, e.g. 2,1,0), found { $n } in `{ $text }`
# --utilities with a part that is not a whole number ($what: win, draw or loss).
errors-setup-utilities-not-number = expected three whole numbers W,D,L (e.g. 2,1,0); the { $what ->
        [win] win
        [draw] draw
       *[loss] loss
    } `{ $text }` is not one
# Utilities too large.
errors-setup-utilities-range = each utility must lie between -{ $limit } and { $limit }, found { $found }
# Utilities not in the order win > draw > loss.
errors-setup-utilities-order = expected a win worth more than a draw and a draw more than a loss (W > D > L, e.g. 2,1,0), found { $found }
# Kalah's --pits/--stones ($o0, $o1) with a position file of a game under way.
errors-setup-kalah-under-way = { $o0 } and { $o1 } set up Kalah's start position, but the position file holds a game under way (stones in a store, or pits that differ): leave out the file's `south:` and `north:` lines or the options
# Kalah's --pits out of range ($o0 the option with its value).
errors-setup-kalah-pits-range = { $o0 } is out of range: a side has 1 to 16 pits
# Kalah's --stones ($o0 with its value) making too many stones.
errors-setup-kalah-too-many-stones = { $o0 } with { $pits } pits a side makes { $total } stones; at most 3200 in all (2 × pits × stones)
# Kalah's --pits with the file's stones a pit making too many stones.
errors-setup-kalah-too-many-file-stones = the position file's { $stones } stones a pit with { $pits } pits a side makes { $total } stones; at most 3200 in all (2 × pits × stones)
# --order with an unknown name.
errors-setup-order-unknown = unknown move ordering `{ $name }`; expected natural, best, worst, or a comma-separated list of eval, tt, killer, history
# --order naming a criterion twice.
errors-setup-order-twice = move ordering `{ $name }` given twice
# --background with a value that is none of paper, none, #rrggbb.
errors-setup-background = expected `paper`, `none` or a colour `#rrggbb`, found `{ $found }`
# --lang with an unknown code ($codes: the known codes).
errors-setup-lang-unknown = unknown language `{ $code }` (expected one of { $codes })
# JSON recordings (`render FILE.json`): what a node must be; the frame is `expected …, found …`.
errors-setup-json-id = node id { $i } (nodes in visit order)
errors-setup-json-parent-for = a parent for node { $i }
errors-setup-json-parent-smaller = a parent id smaller than { $id }
errors-setup-json-parent-among = a parent among the ancestors of node { $id } (nodes in visit order)
errors-setup-json-ply-parent = ply { $ply } (its parent's plus one)
errors-setup-json-root-parent = no parent at the root (node 0)
# Found: the root has a parent.
errors-setup-json-a-parent = a parent
errors-setup-json-max-ply = a ply of at most { $max } (the deepest any search goes)
# Found: a node's ply.
errors-setup-json-ply = ply { $ply }
errors-setup-json-move-name = a move's name for a node below the root
errors-setup-json-moves-differ = moves that differ between siblings (but for a re-search or a probe)
# Found: a move name given twice among siblings.
errors-setup-json-second = a second { $name }
errors-setup-json-scout-only = a "scout" on a re-search only
errors-setup-json-research-after-scout = a re-search right after its scout, a searched sibling for the same move
# Found: a re-search with no scout before it.
errors-setup-json-research-without = a re-search without one
errors-setup-json-scout-previous = "scout": { $id } (the previous sibling)
errors-setup-json-no-probability = no probability on a move that is not a chance node's
errors-setup-json-window = a window [α, β] with α ≤ β
errors-setup-json-value-for = a value for searched node { $i }
# A child under a leaf or a finished game ($kind: leaf or terminal).
errors-setup-json-no-child = no child of node { $p }, which is a { $kind ->
        [leaf] leaf
       *[terminal] finished game
    }
# Found: a node.
errors-setup-json-node = node { $i }
errors-setup-json-children = children of an inner node (a node without them is a "leaf")
# Found: an inner node without children.
errors-setup-json-node-none = node { $i } with none
errors-setup-json-scale = "scale": a whole number from 1 to { $limit }
errors-setup-json-win-score-or-utilities = "win_score" (win-distance scoring) or "utilities" (plain scoring)
# Found: both of them.
errors-setup-json-both = both
errors-setup-json-utilities = "utilities" as `--utilities` takes them (win > draw > loss)
# Found: the recording's utilities.
errors-setup-json-utilities-found = win { $win }, draw { $draw }, loss { $loss }
errors-setup-json-pv = a "principal_variation" of moves from the root through searched children
# Found: the move of the principal variation where it leaves the searched children.
errors-setup-json-pv-found = { $name }, which no searched child of the line so far is
# --eval naming an evaluation the game does not have ($names: the game's).
errors-setup-unknown-evaluation = unknown evaluation `{ $name }` for { $game }; expected one of: { $names }
# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# The playground page (templates/playground.html): its title and header.
pages-title = gametree playground
pages-tagline = Game-tree search in your browser: nothing to install, nothing sent anywhere. gametree { $version }.
pages-loading = Loading the engine… (If this stays, the browser or the site blocks the page's scripts: download the page and open it from your disk.)
# The language switch's label.
pages-language = Language
pages-tabs = What to do
# The tab and the fieldset's legend (a noun); pages-search-run is the button.
pages-search = Search
pages-practise = Practise
pages-compare = Compare
pages-position = Position
pages-example = Example
# The position's hint: "a position file, our bracket tree [A: …], or a Python list [[3, 12, 8], …]".
pages-position-hint-tree = a position file, our bracket tree
pages-position-hint-list = , or a Python list
# The search's options.
pages-algorithm = Algorithm
pages-depth = Depth
pages-depth-placeholder = to the end
pages-order = Order
pages-cut-off-at = Cut off at
pages-iterative = Iterative deepening
pages-quiescence = Quiescence
pages-more-search = More search options
pages-eval = Evaluation
pages-eval-placeholder = the game's first
pages-max-nodes = Max nodes
pages-tt-size = TT size
pages-guess = Guess (mtdf)
pages-test-value = Test value (test)
pages-leaf-bounds = Leaf bounds (star1/2)
pages-mcts-iterations = Iterations (mcts)
pages-mcts-exploration = Exploration C (mcts)
pages-mcts-seed = Seed (mcts)
pages-mcts-playout = Playout (mcts)
pages-mcts-playout-random = random moves to the end
pages-mcts-playout-eval = random moves to the depth, then the evaluation
pages-win-score = Win score
pages-win-threshold = Win threshold
# The figure's options; the choices' values stay the command line's.
pages-figure = Figure
pages-labels = Labels
pages-label-value = value
pages-label-window = window
pages-label-triple = triple
pages-label-book = book (as Kühr prints)
pages-values-from = Values from
pages-view-max = MAX's view
pages-view-side = side to move
pages-style = Style
pages-pruned = Pruned
pages-pruned-show = show
pages-pruned-empty = empty
pages-pruned-hide = hide
pages-more-figure = More figure options
pages-direction = Direction
pages-direction-down = down
pages-direction-right = right
pages-edge-labels = Edge labels
pages-edge-auto = auto
pages-edge-always = always
pages-edge-never = never
pages-draw-depth = Draw depth
pages-max-children = Max children
pages-figure-title = Title
pages-background = Background
pages-max-drawn = Max drawn
pages-names = Names
pages-boards = Boards
# The search panel's buttons.
pages-search-run = Search
pages-stop = Stop
pages-copy-link = Copy link
pages-figure-label = The searched tree
pages-download = Download:
pages-download-json = JSON recording
pages-download-text = Text
pages-download-position = Position file
pages-replay = Step-by-step replay
# The practice panel.
pages-exercise = Exercise
pages-branching = Branching
pages-branching-placeholder = 3 or 2..4
pages-leaf-values = Leaf values
pages-root = Root
pages-convention = Convention
pages-deep-cutoff = A deep cut-off
pages-chance = Chance nodes
pages-seed = Seed
pages-seed-placeholder = random
pages-new-exercise = New exercise
pages-next = Next (seed + 1)
pages-sheet-label = The exercise's tree
pages-answer = Your answer
# The answer's hint: "one node a line: B = 3, a bound C <= 2, D.2 pruned; a window after it [3, inf] (docs/homework.md)".
pages-answer-hint-node = one node a line:
pages-answer-hint-bound = , a bound
pages-answer-hint-window = ; a window after it
pages-check = Check
pages-first-mistake = Replay to my first mistake (shows the answers)
pages-show-answer = Show the model answer
pages-download-answer = Download my answer
pages-download-exercise = Download the position
# The marks' table: its columns.
pages-node = Node
pages-mark = Mark
pages-why = Why
pages-marked-label = Your answer on the tree
pages-first-frame = Your answer marked, and the search replayed to your first mistake
# The compare panel.
pages-algorithms = Algorithms
pages-orders = Orders
pages-columns = Columns
pages-columns-placeholder = default
pages-compare-run = Compare
# The footer: "Made by gametree playground. The JavaScript API is window.gametree (docs/browser.md)."
pages-footer-made = Made by
pages-footer-api = . The JavaScript API is
# What the page's script writes (templates/playground.js).
pages-worker-refused = the browser would not run the engine's Web Worker here (the site may forbid workers with a Content-Security-Policy); download the page and open it from your disk
pages-engine-failed = the engine failed: { $why }
pages-engine-crashed = the engine stopped ({ $why }); it has been restarted
pages-cancelled = stopped
pages-no-engine = this browser cannot run the engine (it needs WebAssembly and DecompressionStream: a browser from 2023 or later)
pages-engine-not-started = The engine could not start: { $why }
# An error's place in words, then what is wrong.
pages-error-at = { $file }, line { $line }, column { $column }: { $what }
pages-valid = ✓ a { $game } position
pages-searching = Searching…
# $nodes as written in the language (1,024); $count the same number, for the plural.
pages-searching-nodes = Searching… about { $nodes } nodes, { $seconds } s
pages-stopped = Stopped.
pages-png-failed = the PNG could not be made
pages-svg-failed = the SVG could not be drawn
pages-exercise-status = Exercise with seed { $seed }: fill in every inner node; write pruned leaves and subtrees as pruned.
pages-mark-right = ✓ right
pages-mark-wrong = ✗ wrong
pages-mark-missing = ✗ missing
pages-mark-unreadable = ✗ unreadable
pages-no-answer = no answer for this node
pages-line = line { $line }
pages-bad-line = line { $line }: expected { $expected }, found { $found }
pages-bad-line-column = line { $line }, column { $column }: expected { $expected }, found { $found }
pages-comparing = Comparing…
pages-link-copied = Link copied.
pages-link-in-bar = The link is in the address bar.
# A form's field outside the page's own limits (src/playground.rs, docs/security.md),
# typed or brought by a link; $min and $max written as the language writes numbers.
pages-over-limit = `{ $option }` is at most { $max } in this page, not { $value }.
pages-under-limit = `{ $option }` is at least { $min }, not { $value }.
pages-not-whole = `{ $option }` is a whole number, not { $value }.
# A link's value that the page's field cannot take (a choice it does not offer, text in a number field).
pages-link-not-taken = The link's `{ $option }` is not one this page offers: { $value }.
pages-link-not-run = The link was not run:
# A figure larger than the page shows (src/playground.rs): $size and $max in MB.
pages-figure-too-large = The figure is { $size } MB of SVG, more than the { $max } MB this page shows (putting it in would hold the page up for seconds): download it, or draw fewer nodes or no boards (`draw-depth`, `max-children`, `pruned: hide`, `boards`).
# window.gametree: a whole number past 2^53, which a JavaScript number rounds.
pages-unsafe-number = `{ $option }`: { $value } is not exact: JavaScript's numbers round whole numbers past 2⁵³; give it as a string ("18446744073709551615") or a BigInt (18446744073709551615n)
# The browser's module (web/src): the page asked to redraw before any search.
pages-nothing-searched = nothing has been searched yet

# The Python package (python/src/errors.rs): an option's value that is not one of its words.
pages-python-unknown-choice = unknown { $what } `{ $value }`; expected one of: { $choices }
# The Python package: a panic in the Rust work.
pages-python-internal-error = internal error (a bug in gametree; please report it): { $what }

pages-answer-hint-mcts = the selection's path, the node expanded, and N and W of every node on the path after backpropagation:
pages-exercise-status-mcts = Exercise with seed { $seed }: answer the question above the tree — the selection's path, the node expanded, and N and W along the path.
# -- end of pages --
