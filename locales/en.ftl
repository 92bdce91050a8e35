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
