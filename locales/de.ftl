### gametree's messages in German: the terms of German university courses (Russell/Norvig, German edition).
### One section an area; ids start with the section's name where they can.
### docs/languages.md: how to add a language.

## common
## Shared by every area: notation and the words many messages use.

lang-name = Deutsch
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
errors-prefix = Fehler
# A malformed file: `FILE:LINE:COL: expected …, found …` (the place is written before it).
errors-expected-found = erwartet: { $expected }; gefunden: { $found }
# A file that cannot be read; $reason is the operating system's (English).
errors-cannot-read = { $path } kann nicht gelesen werden: { $reason }
# An output that cannot be written.
errors-cannot-write = { $path } kann nicht geschrieben werden: { $reason }
# The node limit of a search to a depth; $depth_option and $max_nodes_option are the options (--depth, --max-nodes).
errors-node-limit-depth = die Suche bis Tiefe { $depth } würde mehr als { $max } Knoten besuchen (die Knotengrenze); wählen Sie einen kleineren Wert für { $depth_option } oder erhöhen Sie { $max_nodes_option }
# The node limit of a search to the end of the game.
errors-node-limit-end = die Suche bis zum Spielende würde mehr als { $max } Knoten besuchen (die Knotengrenze); begrenzen Sie die Tiefe mit { $depth_option } oder erhöhen Sie { $max_nodes_option }
# A line longer than the deepest ply any search goes.
errors-ply-limit = die Suche erreichte eine Tiefe von { $plies } Halbzügen; begrenzen Sie die Tiefe mit { $depth_option }
# Star1 or Star2 met a leaf outside the leaf bounds; $bounds_option is `--leaf-bounds L..U`.
errors-outside-bounds = ein Blattwert { $value } liegt außerhalb von { $bounds_option }; Star1 und Star2 brauchen Schranken für jedes Blatt
# The time limit of `solve`.
errors-time-limit = das Zeitlimit wurde erreicht; erhöhen Sie { $time_limit_option }
# The transposition table's memory could not be had.
errors-table-memory = eine Transpositionstabelle mit { $entries } Einträgen kann nicht angelegt werden; verringern Sie { $tt_size_option }
# Another thread or Ctrl-C cancelled the work.
errors-cancelled = die Arbeit wurde abgebrochen
# --steps in another format: { $o1 } is `--format svg`, { $o2 } the format given.
errors-steps-format = { $o0 } schreibt SVG- oder PNG-Dateien: geben Sie { $o1 } oder png an, nicht { $o2 }
# --steps with --output.
errors-steps-output = { $o0 } schreibt seine Dateien in sein Verzeichnis: lassen Sie { $o1 } weg
# --steps where one output is rendered.
errors-steps-directory = { $o0 } schreibt Dateien in ein Verzeichnis: zeichnen Sie jeden Schritt in eine eigene Datei
# --scale out of range.
errors-scale = { $o0 } muss zwischen 0.1 und { $max } liegen; gefunden: { $found }
# --boards in a format without pictures.
errors-boards-format = { $o0 } zeichnet Stellungen in svg, tikz, png, pdf und beamer, nicht in { $format }
# --boards for a recording without boards; { $o1 } and { $o2 } are `--boards` and `--format json`.
errors-no-boards = { $o0 }: diese Aufzeichnung von { $game } hat keine Bretter zum Zeichnen: das Spiel hat kein Brettbild (explizite Bäume), oder das json wurde ohne sie gespeichert (durchsuchen Sie es erneut mit { $o1 } und { $o2 })
# A board row of the wrong length; $cells is `squares` or `cells` (Connect Four).
errors-grid-row =
    eine Reihe mit { $width } { $cells ->
        [cells] Zellen
       *[other] Feldern
    }
# A board with the wrong number of rows; $shape says how the rows run (errors-shape-…).
errors-grid-rows =
    { $height } Reihen mit je { $width } { $cells ->
        [cells] Zellen
       *[other] Feldern
    } ({ $shape })
# How many rows a board has.
errors-grid-found-rows =
    { $n ->
        [one] 1 Reihe
       *[other] { $n } Reihen
    }
# Connect Four's rows: the top row first.
errors-shape-top-row = die oberste Reihe zuerst
# Draughts' rows: rank 8 first.
errors-shape-rank-8 = Reihe 8 zuerst
# Tic-tac-toe's rows: rank 3 first.
errors-shape-rank-3 = Reihe 3 zuerst
# Found: an empty value.
errors-nothing = nichts
# A value that must be on one line.
errors-on-one-line = { $what } in einer Zeile
# Found: a value that goes on to a second line.
errors-second-line = eine zweite Zeile { $text }
# A malformed key.
errors-key = ein Schlüssel (Kleinbuchstaben, Ziffern und `-`) vor `:`
# A key given twice.
errors-key-once = jeden Schlüssel einmal (`{ $key }:` steht schon in Zeile { $line })
# Found: the key again.
errors-key-again = ein zweites `{ $key }:`
# Text before the first key.
errors-key-value = `Schlüssel: Wert` (zum Beispiel `game: tree`)
# A missing key; $what says what it gives.
errors-key-line = eine Zeile `{ $key }:` für { $what }
# Found: the end of the file.
errors-end-of-file = Dateiende
# An unknown key: the keys the game knows.
errors-one-of-keys = einer der Schlüssel { $keys }
# Found: an unknown key.
errors-unknown-key = unbekannter Schlüssel `{ $key }`
# A file that is not UTF-8.
errors-utf8 = UTF-8-Text
# Found: a byte that is not UTF-8.
errors-not-utf8 = ein Byte, das kein UTF-8 ist
# A JSON recording given where a position file belongs.
errors-position-file = eine Stellungsdatei (docs/position-files.md)
# Found: a JSON recording.
errors-json-recording = eine JSON-Aufzeichnung: zeichnen Sie sie mit `gametree render FILE`
# The `game:` line is missing; $names lists the games.
errors-the-game = das Spiel ({ $names })
# One of a list of words.
errors-one-of = eines von { $names }
# An unknown game.
errors-a-game = ein Spiel: eines von { $names }
# After an unknown game: a game by another name; $what names it (English).
errors-did-you-mean-what = ; meinten Sie `game: { $game }` ({ $what })?
# After an unknown game: a game spelled nearly so.
errors-did-you-mean = ; meinten Sie `game: { $game }`?
# A build without explicit trees.
errors-explicit-tree = ein expliziter Baum
# Found: a build without explicit trees.
errors-no-explicit-trees = ein Build ohne explizite Bäume
# Found: how many marks (discs) each side has.
errors-alternation-counts = { $a }: { $na }, { $b }: { $nb }
# The counts do not alternate.
errors-alternation-first =
    mögliche Stellung: { $a } zieht zuerst, also hat { $a } gleich viele { $marks ->
        [discs] Steine
       *[other] Zeichen
    } wie { $b } oder { $marks ->
        [discs] einen
       *[other] eines
    } mehr
# Both sides have a line.
errors-alternation-ends =
    mögliche Stellung: das Spiel endet mit der ersten { $marks ->
        [discs] Viererreihe
       *[other] Dreierreihe
    }
# Found: a line for both sides.
errors-alternation-both =
    { $marks ->
        [discs] Viererreihe
       *[other] Dreierreihe
    } für beide Seiten ({ $a } und { $b })
# The first side has a line but did not move last.
errors-alternation-one-more =
    mögliche Stellung: { $a } hat eine { $marks ->
        [discs] Viererreihe
       *[other] Dreierreihe
    }, also zog { $a } zuletzt und hat { $marks ->
        [discs] einen Stein
       *[other] ein Zeichen
    } mehr als { $b }
# The second side has a line but did not move last.
errors-alternation-as-many =
    mögliche Stellung: { $b } hat eine { $marks ->
        [discs] Viererreihe
       *[other] Dreierreihe
    }, also zog { $b } zuletzt und hat gleich viele { $marks ->
        [discs] Steine
       *[other] Zeichen
    } wie { $a }
# Connect Four's first side, in the messages above.
errors-red = Rot
# Connect Four's second side.
errors-yellow = Gelb
# Tic-tac-toe's `to-move:`.
errors-x-or-o = `x` oder `o`
# Tic-tac-toe: `to-move: o` on the empty board.
errors-x-first = `x`, der auf dem leeren Brett zuerst zieht
# A tic-tac-toe square.
errors-tictactoe-cell = `x`, `o` oder `.` (ein leeres Feld)
# Tic-tac-toe: the side to move the board implies.
errors-tictactoe-to-move = `to-move: { $side }` (auf dem Brett x: { $nx }, o: { $no })
# Nim's `to-move:`.
errors-first-or-second = `first` oder `second`
# Nim's `heaps:`.
errors-heap-sizes = Haufengrößen von 0 bis { $max }, durch Leerzeichen getrennt
# Nim: too many heaps.
errors-at-most-heaps = höchstens { $n } Haufen
# Connect Four's `moves:`.
errors-column-1-7 = eine Spalte von 1 bis 7
# Connect Four: a move after a full board.
errors-board-full = kein Zug mehr: das Brett ist voll
# Connect Four: a move after four in a row.
errors-game-ended-four = kein Zug mehr: das Spiel endete mit einer Viererreihe
# Found: a move as written in the file.
errors-move = Zug `{ $text }`
# Connect Four: a move into a full column.
errors-column-not-full = eine Spalte, die nicht voll ist
# Found: a full column.
errors-column-full = Spalte { $column }, die { $n } Steine enthält
# A Connect Four cell.
errors-connect4-cell = `r` (Rot), `y` (Gelb) oder `.` (eine leere Zelle)
# Connect Four: a floating disc.
errors-disc-resting = ein Stein, der auf dem Boden oder auf einem anderen Stein liegt
# Found: a floating disc.
errors-disc-above-empty = ein Stein über einer leeren Zelle in Spalte { $column }
# Connect Four: two fours one move cannot make.
errors-fours-share = Viererreihen, die den zuletzt gesetzten Stein teilen (ein Zug beendet das Spiel)
# Found: two separate fours.
errors-fours-apart = zwei getrennte Viererreihen
# A tree's `root:`.
errors-max-or-min = `max` oder `min`
# The missing `tree:` line gives…
errors-the-tree = den Baum, z. B. `tree: [[3 12 8] [2 4 6]]`
# A control or bidi character in a tree.
errors-no-hidden-chars = eine Beschriftung oder ein Wert ohne Steuer- oder Richtungsformatierungszeichen
# Found: a control character ($code is U+0007).
errors-control-char = { $code }, ein Steuerzeichen
# Found: a bidirectional formatting character.
errors-bidi-char = { $code }, ein Richtungsformatierungszeichen
# The end of a tree's text.
errors-end-of-tree = das Ende des Baums
# Found: text after the root's `]`.
errors-root-closed = { $text } (die Wurzel ist schon geschlossen)
# A chance tree with a win score.
errors-no-win-score-chance = keine Zeile `win-score:` in einem Baum mit Zufallsknoten (Erwartungswerte von Gewinnabstandswerten sind sinnlos)
# Found: a `win-score:` line.
errors-a-win-score-line = eine Zeile `win-score:`
# A chance tree whose expected values would not stay exact.
errors-chance-exact = ein Zufallsbaum, dessen Erwartungswerte exakt bleiben: das größte Blatt ({ $largest }) mal der gemeinsame Nenner der Wahrscheinlichkeiten darf höchstens { $limit } sein
# Found: denominators too large.
errors-larger-denominators-hint = größere Nenner (verwenden Sie weniger Nachkommastellen oder einfachere Brüche)
# Found: denominators too large.
errors-larger-denominators = größere Nenner
# Probabilities whose common denominator overflows.
errors-denominator-64 = Wahrscheinlichkeiten, deren gemeinsamer Nenner in 64 Bit passt
# A tree's `win-score:` (Kühr's MAX).
errors-win-score = ein Gewinnwert (Kührs MAX) von 1 bis { $limit }
# `win-threshold:` without `win-score:`.
errors-win-score-with-threshold = eine Zeile `win-score:` (Kührs MAX) zusammen mit `win-threshold:`
# Found: `win-threshold:` alone.
errors-threshold-alone = `win-threshold:` allein
# A tree's `win-threshold:` (Kühr's MNOHO).
errors-win-threshold = eine Gewinnschwelle (Kührs MNOHO) von 0 bis { $high }, unter `win-score: { $max }`
# A win threshold too close to the win score.
errors-win-threshold-height = eine Gewinnschwelle von höchstens { $high } (`win-score: { $max }` minus die Höhe des Baums, { $gap } Halbzüge, damit Gewinne in verschiedener Entfernung verschiedene Werte behalten)
# A leaf beyond the win threshold.
errors-leaf-within-threshold = ein Blattwert von -{ $t } bis { $t } (`win-threshold: { $t }`, Kührs MNOHO: Werte darüber hinaus sind Siege und Niederlagen)
# A win score too small for the tree.
errors-win-score-height = ein Gewinnwert von mindestens { $low } (der größte Blattwert, { $largest }, plus die Höhe des Baums, { $gap } Halbzüge) oder eine Zeile `win-threshold:`
# A `win`/`loss` leaf without a win score.
errors-win-score-finished = eine Zeile `win-score:` (Kührs MAX) für ein beendetes Spiel: `win` zählt MAX, `loss` -MAX
# Found: a finished game without a win score.
errors-no-win-score-line = { $text } ohne Zeile `win-score:`
# Where a tree's node belongs.
errors-leaf-or-label = ein Blattwert (eine ganze Zahl), `[` oder eine Beschriftung `NAME:`
# A leaf value out of range.
errors-leaf-between = ein Blattwert zwischen -{ $limit } und { $limit }
# A tree nested too deep.
errors-tree-depth = ein Baum mit höchstens { $n } Ebenen
# Found: deeper nesting.
errors-deeper-nesting = tiefere Verschachtelung
# A node labelled twice.
errors-one-label = eine Beschriftung je Knoten
# Found: a second label.
errors-second-label = eine zweite Beschriftung { $text }
# A `[` never closed.
errors-closing-bracket = `]`, die die `[` aus Zeile { $line }, Spalte { $column } schließt
# Two siblings with one label.
errors-distinct-labels = Beschriftungen, die sich unter Geschwistern unterscheiden (ein Zug heißt wie seine Beschriftung)
# Found: a second child with the label.
errors-second-child-label = ein zweites Kind mit der Beschriftung { $text }
# An empty `[]`.
errors-one-child = ein Knoten mit mindestens einem Kind (ein Blatt schreibt man als seinen Wert)
# A chance node whose probabilities do not sum to 1.
errors-sum-to-one = ein Zufallsknoten, dessen Wahrscheinlichkeiten sich genau zu 1 summieren
# Found: the sum of the probabilities.
errors-a-sum-of = eine Summe von { $sum }
# A chance node's child without its probability.
errors-probability-first = ein Kind eines Zufallsknotens mit vorangestellter Wahrscheinlichkeit, etwa `1/2: [3 5]` oder `0.25: 7`
# A malformed probability.
errors-probability = eine Wahrscheinlichkeit: ein Bruch wie `1/3`, eine Dezimalzahl wie `0.25` (höchstens 6 Stellen) oder `1`
# A probability `1/0`.
errors-probability-den-0 = eine Wahrscheinlichkeit, deren Nenner nicht 0 ist
# A probability with a huge denominator.
errors-probability-den-max = eine Wahrscheinlichkeit, deren Nenner höchstens 1000000 ist
# A probability 0.
errors-probability-above-0 = eine Wahrscheinlichkeit über 0 (lassen Sie einen Zweig weg, der nicht eintreten kann)
# A probability above 1.
errors-probability-at-most-1 = eine Wahrscheinlichkeit von höchstens 1
# A choice of words: `a`, `b` or `c` ($rest is the list before the last).
errors-either = { $rest } oder { $last }
# Found: the end of the line.
errors-end-of-line = das Zeilenende
# Kalah's `pits:`.
errors-kalah-pits = die Zahl der Mulden je Seite (1 bis 16)
# Kalah's `pits:`.
errors-kalah-pits-number = die Zahl der Mulden je Seite, eine ganze Zahl von 1 bis 16
# Kalah's `stones:`.
errors-kalah-stones = die Steine je Mulde zu Beginn
# Kalah: too many stones.
errors-kalah-at-most-product = höchstens { $max } Steine insgesamt (2 × Mulden × Steine)
# Kalah: too many stones on the board.
errors-kalah-at-most = höchstens { $max } Steine insgesamt
# Found: a number of stones.
errors-kalah-n-stones =
    { $n } { $n ->
        [one] Stein
       *[other] Steine
    }
# Found: the stones on the board.
errors-kalah-on-board =
    { $n } { $n ->
        [one] Stein
       *[other] Steine
    } auf dem Brett
# Kalah: one side's line without the other.
errors-kalah-both-sides = beide Zeilen `south:` und `north:` (die Zeile `{ $other }:` fehlt)
# Found: only one side's line.
errors-kalah-only = nur `{ $key }:`
# Kalah: `stones:` does not match the board.
errors-kalah-stones-match = `stones: { $st }` passend zum Brett: 2 × { $p } Mulden × { $st } = { $want } Steine insgesamt
# Kalah: a stone count too large; $what says which.
errors-kalah-count-max = { $what }: eine ganze Zahl von 0 bis { $max }
# Kalah: not a stone count.
errors-kalah-count = { $what }: eine Steinzahl (eine ganze Zahl ≥ 0)
# Kalah's `south:`/`north:` line.
errors-kalah-side-line = `{ $key }:` Steine je Mulde, `|` und der Kalah
# Kalah: a side line without its store.
errors-kalah-store-after = `| KALAH` nach den Mulden (zum Beispiel `4 4 4 4 4 4 | 0`)
# Kalah: nothing after `|`.
errors-kalah-store-stones = die Steine des Kalahs nach `|`
# Kalah: more than one number after `|`.
errors-kalah-one-store = eine Steinzahl des Kalahs nach `|`
# Kalah: the wrong number of pits in a line.
errors-kalah-pit-counts-before = { $n } Muldenzahlen vor `|`
# Kalah: a line with no pits or more than 16.
errors-kalah-1-16-before = 1 bis 16 Muldenzahlen vor `|`
# Found: the pits a line has.
errors-kalah-pit-counts = { $n } Muldenzahlen
# Draughts: both `fen:` and `board:`.
errors-fen-or-board = entweder `fen:` oder `board:`, nicht beides
# Found: `board:` after `fen:`.
errors-board-after-fen = `board:` nach einem `fen:` in Zeile { $line }
# Draughts: `to-move:` with `fen:`.
errors-no-to-move-with-fen = kein `to-move:` zusammen mit `fen:` (die FEN nennt den Spieler am Zug zuerst)
# Draughts' `fen:`.
errors-draughts-fen = eine FEN wie `W:W21,22:B1,2`
# Draughts' `to-move:`.
errors-white-or-black = `white` oder `black`
# Draughts: `to-move:` without a board.
errors-to-move-with-board = `to-move:` nur zusammen mit `board:`
# Found: `to-move:` without a board.
errors-to-move-without-board = `to-move:` ohne Brett
# English checkers' `variant:`.
errors-draughts-variant = `standard` oder `single-jump` (ein Schlag nimmt einen Stein und beendet den Zug)
# Draughts: a square given twice.
errors-square-once = jedes Feld höchstens einmal
# Found: a square again.
errors-second-time = { $text } ein zweites Mal
# Draughts: a man on its crowning rank.
errors-man-on-crowning-rank =
    kein { $colour ->
        [white] weißer
       *[black] schwarzer
    } Stein auf Reihe { $rank } (ein Stein dort wird zur Dame: schreiben Sie eine Dame)
# Found: a man on a square.
errors-a-man = ein Stein { $text }
# Draughts: more than 12 pieces of a colour.
errors-draughts-max-pieces =
    höchstens { $max } { $colour ->
        [white] weiße
       *[black] schwarze
    } Steine
# Found: a 13th piece.
errors-13th-piece = ein 13. Stein { $text }
# A draughts FEN without three fields.
errors-draughts-fen-fields = eine FEN aus drei Feldern `TURN:W…:B…`, getrennt durch `:`
# Found: a FEN's number of fields.
errors-n-fields =
    { $n } { $n ->
        [one] Feld
       *[other] Felder
    }
# A draughts FEN's turn.
errors-draughts-turn = der Spieler am Zug `W` oder `B` am Anfang der FEN
# A draughts FEN's piece list.
errors-piece-list = eine Steinliste, die mit ihrer Farbe `W` oder `B` beginnt
# Found: an empty FEN field.
errors-empty-field = ein leeres Feld
# Draughts FEN: a colour's list twice.
errors-one-list-each =
    eine Liste je Farbe (die { $colour ->
        [white] weiße
       *[black] schwarze
    } Liste steht schon da)
# Found: a second list of a colour.
errors-second-list =
    eine zweite { $colour ->
        [white] weiße
       *[black] schwarze
    } Liste
# Draughts FEN: a range of squares.
errors-square-range = ein Bereich von Feldnummern `N-M` mit 1 ≤ N ≤ M ≤ 32
# Draughts FEN: a piece on a light square.
errors-piece-dark-square = ein Stein auf einem dunklen Feld (a1, c1, …, h8)
# Found: a piece on a light square.
errors-on-light-square = { $text } auf einem hellen Feld
# Czech draughts FEN: a piece.
errors-piece-czech = ein Stein: `K` für eine Dame, dann eine Feldnummer 1–32 oder ein dunkles Feld wie `c1`
# English checkers FEN: a piece.
errors-piece-english = ein Stein: `K` für eine Dame, dann eine Feldnummer 1–32
# A draughts diagram's square.
errors-draughts-cell = `.` (leer), `w`, `b` (Steine) oder `W`, `B` (Damen)
# Draughts diagram: a piece on a light square.
errors-pieces-dark-only = Steine nur auf dunklen Feldern (a1, c1, …, h8)
# Found: a piece on a named light square.
errors-on-the-light-square = { $text } auf dem hellen Feld { $square }
# Chess's `fen:`.
errors-a-fen = eine FEN
# A chess FEN with more than six fields.
errors-fen-end = das Ende der FEN (sechs Felder)
# A chess FEN's first field.
errors-fen-placement = die Aufstellung (Reihen 8 bis 1 getrennt durch `/`, Figuren `KQRBNP`/`kqrbnp`, Ziffern für leere Felder)
# A chess FEN's second field.
errors-fen-side = der Spieler am Zug (`w` oder `b`)
# A chess FEN's third field.
errors-fen-castling = die Rochaderechte (`-` oder einige von `KQkq`)
# A chess FEN's fourth field.
errors-fen-en-passant = das En-passant-Feld (`-` oder ein Feld auf Reihe 3 oder 6)
# A chess FEN's fifth field.
errors-fen-halfmove = der Halbzugzähler (eine Zahl)
# A chess FEN's sixth field.
errors-fen-move-number = die Zugnummer (eine Zahl ab 1)
# A chess FEN's halfmove clock out of range.
errors-fen-halfmove-range = der Halbzugzähler (eine ganze Zahl bis 4294967295)
# A chess FEN's move number out of range.
errors-fen-move-number-range = die Zugnummer (eine ganze Zahl von 1 bis 4294967295)
# An illegal chess position; the reason after it is the chess library's (English).
errors-legal-position = eine legale Stellung
# Chess: too many pieces of a side.
errors-chess-max-pieces = höchstens { $max } Figuren je Seite
# Found: White's pieces.
errors-chess-white-pieces = { $n } weiße Figuren
# Found: Black's pieces.
errors-chess-black-pieces = { $n } schwarze Figuren
# Options that are not a JSON object; $found is the JSON given.
errors-options-object = die Optionen von { $command } sind ein Objekt wie { "{" }"depth": 3{ "}" }, nicht { $found }
# Options that are not JSON; $reason is the JSON reader's (English).
errors-options-json = die Optionen von { $command }: { $reason }
# An option's value of the wrong sort.
errors-option-expected = `{ $name }`: erwartet: { $what }; gefunden: { $found }
# An option's value: a whole number.
errors-whole-number-in-range = eine ganze Zahl in ihrem Bereich
# An option's value: a number.
errors-a-number = eine Zahl
# An option's value: a switch.
errors-true-or-false = true oder false
# An option's value: text.
errors-text = Text
# An unknown option of a request.
errors-no-such-option = { $command } hat keine Option `{ $option }`; seine Optionen sind { $options }
# A list: `a, b and c` ($rest is the list before the last).
errors-and-list = { $rest } und { $last }
# A transposition table of no entries.
errors-tt-size = { $o0 } muss mindestens 1 sein
# Star1/Star2 without leaf bounds.
errors-needs-leaf-bounds = { $o0 } braucht { $o1 }, Schranken für jeden Blattwert (Ballard 1983)
# Leaf bounds for another algorithm.
errors-leaf-bounds-only = { $o0 } gilt nur für { $o1 } und star2
# --prune-on with Star1/Star2.
errors-prune-on-star = { $o0 } gilt nicht für { $name }: es schneidet bei α ≥ β ab (und an Zufallsknoten nach Ballards Schranken)
# --prune-on with an algorithm that prunes nothing.
errors-prune-on-no-pruning = { $o0 } gilt für die Alpha-Beta-Algorithmen; { $name } schneidet nichts ab
# --prune-on gt with a null-window algorithm.
errors-prune-on-gt = { $o0 } ist eine Konvention der von Hand gerechneten Alpha-Beta-Suche (alphabeta, alphabeta-soft); { $name } sucht mit Nullfenstern [β − 1, β] und braucht seine Schnitte bei α ≥ β
# The null-window test without its test value.
errors-needs-test-value = { $o0 } braucht { $o1 }: es beantwortet, ob der Wert mindestens K ist
# An option of one algorithm given to another.
errors-applies-only-to = { $o0 } gilt nur für { $o1 }
# Iterative deepening with an algorithm that has none.
errors-iterative-works-with = { $o0 } funktioniert mit { $names }, nicht mit { $name }
# Iterative deepening without a depth.
errors-iterative-needs-depth = { $o0 } braucht { $o1 }, die Tiefe der letzten Iteration
# An algorithm that cannot search chance nodes.
errors-no-chance = { $o0 } kann keinen Baum mit Zufallsknoten durchsuchen; verwenden Sie { $names }
# A malformed --leaf-bounds.
errors-leaf-bounds-format = erwartet: L..U, zwei ganze Zahlen mit L < U (z. B. -10..10); gefunden: `{ $found }`
# --utilities with distance scoring.
errors-utilities-distance = { $o0 } gibt die Werte der einfachen Bewertung; { $o1 } bewertet einen Sieg mit { $o2 } und seinem Abstand
# --win-threshold with plain scoring.
errors-threshold-plain = { $o0 } gilt nicht für die einfache Bewertung: sie verschiebt einen Sieg nie nach seinem Abstand
# --utilities with --win-score.
errors-utilities-and-win-score = { $o0 } und { $o1 } setzen beide den Wert eines Sieges: geben Sie eines an
# --depth for an explicit tree.
errors-depth-explicit = { $o0 } gilt nicht für explizite Bäume: sie werden immer bis zu ihren Blättern durchsucht
# --scoring for an explicit tree.
errors-scoring-explicit = { $o0 } und { $o1 } gelten nicht für explizite Bäume: ihre Blätter tragen die Werte
# --win-score for an explicit tree.
errors-win-score-explicit = { $o0 } und { $o1 } gelten nicht für explizite Bäume: geben Sie Zeilen `win-score:` und `win-threshold:` in der Stellungsdatei an
# No position file and no Kalah set-up.
errors-give-position = geben Sie eine Stellungsdatei an oder { $o0 } und { $o1 } für Kalah
# --pits/--stones with another game.
errors-pits-stones-kalah = { $o0 } und { $o1 } richten Kalah ein; die Stellungsdatei ist `game: { $game }`
# A file that is not a JSON recording; the JSON reader's reason after it stays English.
errors-recording = eine JSON-Aufzeichnung gametree/1
# A position file given where a recording belongs.
errors-recording-hint = eine JSON-Aufzeichnung gametree/1 (`gametree search FILE -f json` schreibt eine)
# Found: a position file.
errors-recording-position-file = eine Stellungsdatei: durchsuchen Sie sie mit `gametree search FILE`
# A recording larger than the node limit; $option is --max-nodes.
errors-recording-max-nodes = höchstens { $max } Knoten (erhöhen Sie { $option } für eine größere Aufzeichnung)
# Found: a number of nodes.
errors-n-nodes = { $n } Knoten
# Stats that do not count the recorded nodes.
errors-recording-stats = "stats", die die aufgezeichneten Knoten zählen: { $stats }
# A recording's field with an unknown value ($key is `game` or `algorithm`).
errors-json-one-of = "{ $key }": eines von { $names }
# A recording whose perspective is not its algorithm's.
errors-recording-perspective = "perspective": "{ $perspective }" (die, die { $algorithm } aufzeichnet)
# A recording without nodes.
errors-recording-root = mindestens ein Knoten (die Wurzel)
# A recorded score out of range.
errors-recording-score = ein Wert: eine ganze Zahl von -{ $max } bis { $max } oder "inf" oder "-inf"
# The output file is an input file; { $o0 } is --output.
errors-overwrite-input = die Ausgabe { $output } ist die Eingabedatei { $input }; sie wird nicht überschrieben (geben Sie ein anderes { $o0 } an)

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
