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
steps-report-position = Position
steps-report-search = Search
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
