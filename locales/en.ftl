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
# The browser's module (web/src): the page asked to redraw before any search.
pages-nothing-searched = nothing has been searched yet

# The Python package (python/src/errors.rs): an option's value that is not one of its words.
pages-python-unknown-choice = unknown { $what } `{ $value }`; expected one of: { $choices }
# The Python package: a panic in the Rust work.
pages-python-internal-error = internal error (a bug in gametree; please report it): { $what }

# -- end of pages --
