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

# The figure's title (SVG, TikZ, Typst, forest, PNG, the comments of Beamer's source): game — algorithm, result.
figure-title = { $game } — { $algorithm }: { $result }
figure-title-depth = { $game } — { $algorithm }, depth { $depth }: { $result }
# A replay's title until its last step (Beamer's frame, the step figures, the HTML report): the search in words.
figure-neutral-title-depth = { $search }, depth { $depth }
# What the search found, after the title: the root's value (MAX's view) and the best move.
figure-result = value { $value }
figure-result-best = value { $value }, best move { $best }
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

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
