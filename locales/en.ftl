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
