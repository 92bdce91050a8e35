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
