### gametree's messages in Czech: the terms of Kühr 2011 and the Olomouc slides (glossary.md).
### One section an area; ids start with the section's name where they can.
### docs/languages.md: how to add a language.

## common
## Shared by every area: notation and the words many messages use.

lang-name = čeština
# Kühr and the Olomouc slides write the interval ⟨α, β⟩.
common-window = ⟨{ $alpha }, { $beta }⟩

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
errors-prefix = chyba
# A malformed file: `FILE:LINE:COL: expected …, found …` (the place is written before it).
errors-expected-found = očekáváno: { $expected }; nalezeno: { $found }
# A file that cannot be read; $reason is the operating system's (English).
errors-cannot-read = nelze přečíst { $path }: { $reason }
# An output that cannot be written.
errors-cannot-write = nelze zapsat { $path }: { $reason }
# The node limit of a search to a depth; $depth_option and $max_nodes_option are the options (--depth, --max-nodes).
errors-node-limit-depth =
    prohledávání do hloubky { $depth } potřebuje navštívit více než { $max } { $n ->
        [one] uzel
        [few] uzly
       *[other] uzlů
    } (limit uzlů); zadejte menší hodnotu { $depth_option } nebo zvyšte { $max_nodes_option }
# The node limit of a search to the end of the game.
errors-node-limit-end =
    prohledávání až do konce hry potřebuje navštívit více než { $max } { $n ->
        [one] uzel
        [few] uzly
       *[other] uzlů
    } (limit uzlů); omezte hloubku pomocí { $depth_option } nebo zvyšte { $max_nodes_option }
# A line longer than the deepest ply any search goes.
errors-ply-limit =
    prohledávání dosáhlo hloubky { $plies } { $plies ->
        [one] tahu
       *[other] tahů
    }; omezte hloubku pomocí { $depth_option }
# Star1 or Star2 met a leaf outside the leaf bounds; $bounds_option is `--leaf-bounds L..U`.
errors-outside-bounds = hodnota listu { $value } leží mimo { $bounds_option }; Star1 a Star2 potřebují meze pro každý list
# The time limit of `solve`.
errors-time-limit = byl dosažen časový limit; zvyšte { $time_limit_option }
# The transposition table's memory could not be had.
errors-table-memory = nelze alokovat transpoziční tabulku o { $entries } položkách; snižte { $tt_size_option }
# Another thread or Ctrl-C cancelled the work.
errors-cancelled = práce byla zrušena
# --steps in another format: { $o1 } is `--format svg`, { $o2 } the format given.
errors-steps-format = { $o0 } zapisuje soubory SVG nebo PNG: zadejte { $o1 } nebo png, ne { $o2 }
# --steps with --output.
errors-steps-output = { $o0 } zapisuje soubory do svého adresáře: vynechte { $o1 }
# --steps where one output is rendered.
errors-steps-directory = { $o0 } zapisuje soubory do adresáře: vykreslete každý krok do vlastního souboru
# --scale out of range.
errors-scale = { $o0 } musí být mezi 0.1 a { $max }; nalezeno: { $found }
# --boards in a format without pictures.
errors-boards-format = { $o0 } kreslí pozice ve formátech svg, tikz, png, pdf a beamer, ne ve formátu { $format }
# --boards for a recording without boards; { $o1 } and { $o2 } are `--boards` and `--format json`.
errors-no-boards = { $o0 }: tento záznam hry { $game } nemá žádné desky ke kreslení: hra nemá obrázek desky (explicitní stromy), nebo byl json uložen bez nich (prohledejte ji znovu s { $o1 } a { $o2 })
# A board row of the wrong length; $cells is `squares` or `cells` (Connect Four).
errors-grid-row =
    řádek o { $width } { $cells ->
        [cells] buňkách
       *[other] polích
    }
# A board with the wrong number of rows; $shape says how the rows run (errors-shape-…).
errors-grid-rows =
    { $height } { $height ->
        [one] řádek
        [few] řádky
       *[other] řádků
    } o { $width } { $cells ->
        [cells] buňkách
       *[other] polích
    } ({ $shape })
# How many rows a board has.
errors-grid-found-rows =
    { $n ->
        [one] 1 řádek
        [few] { $n } řádky
       *[other] { $n } řádků
    }
# Connect Four's rows: the top row first.
errors-shape-top-row = horní řádek první
# Draughts' rows: rank 8 first.
errors-shape-rank-8 = první je 8. řada
# Tic-tac-toe's rows: rank 3 first.
errors-shape-rank-3 = první je 3. řada
# Found: an empty value.
errors-nothing = nic
# A value that must be on one line.
errors-on-one-line = { $what } na jednom řádku
# Found: a value that goes on to a second line.
errors-second-line = druhý řádek { $text }
# A malformed key.
errors-key = klíč (malá písmena, číslice a `-`) před `:`
# A key given twice.
errors-key-once = každý klíč jednou (`{ $key }:` už je na řádku { $line })
# Found: the key again.
errors-key-again = druhý `{ $key }:`
# Text before the first key.
errors-key-value = `klíč: hodnota` (například `game: tree`)
# A missing key; $what says what it gives.
errors-key-line = řádek `{ $key }:` udávající { $what }
# Found: the end of the file.
errors-end-of-file = konec souboru
# An unknown key: the keys the game knows.
errors-one-of-keys = jeden z klíčů { $keys }
# Found: an unknown key.
errors-unknown-key = neznámý klíč `{ $key }`
# A file that is not UTF-8.
errors-utf8 = text v UTF-8
# Found: a byte that is not UTF-8.
errors-not-utf8 = bajt, který není UTF-8
# A JSON recording given where a position file belongs.
errors-position-file = soubor s pozicí (docs/position-files.md)
# Found: a JSON recording.
errors-json-recording = záznam JSON: nakreslete ho pomocí `gametree render FILE`
# The `game:` line is missing; $names lists the games.
errors-the-game = hru ({ $names })
# One of a list of words.
errors-one-of = jedno z: { $names }
# An unknown game.
errors-a-game = hra: jedna z { $names }
# After an unknown game: a game by another name; $what names it (English).
errors-did-you-mean-what = ; mysleli jste `game: { $game }` ({ $what })?
# After an unknown game: a game spelled nearly so.
errors-did-you-mean = ; mysleli jste `game: { $game }`?
# A build without explicit trees.
errors-explicit-tree = explicitní strom
# Found: a build without explicit trees.
errors-no-explicit-trees = sestavení bez explicitních stromů
# Found: how many marks (discs) each side has.
errors-alternation-counts = { $a }: { $na }, { $b }: { $nb }
# The counts do not alternate.
errors-alternation-first =
    možná pozice: začíná { $a }, takže { $a } má stejně { $marks ->
        [discs] žetonů
       *[other] značek
    } jako { $b }, nebo o { $marks ->
        [discs] jeden
       *[other] jednu
    } víc
# Both sides have a line.
errors-alternation-ends =
    možná pozice: hra končí první { $marks ->
        [discs] čtveřicí
       *[other] trojicí
    } v řadě
# Found: a line for both sides.
errors-alternation-both =
    { $marks ->
        [discs] čtveřice
       *[other] trojice
    } v řadě pro obě strany ({ $a } i { $b })
# The first side has a line but did not move last.
errors-alternation-one-more =
    možná pozice: { $a } má { $marks ->
        [discs] čtveřici
       *[other] trojici
    } v řadě, takže { $a } táhl poslední a má o { $marks ->
        [discs] jeden žeton
       *[other] jednu značku
    } víc než { $b }
# The second side has a line but did not move last.
errors-alternation-as-many =
    možná pozice: { $b } má { $marks ->
        [discs] čtveřici
       *[other] trojici
    } v řadě, takže { $b } táhl poslední a má stejně { $marks ->
        [discs] žetonů
       *[other] značek
    } jako { $a }
# Connect Four's first side, in the messages above.
errors-red = červený
# Connect Four's second side.
errors-yellow = žlutý
# Tic-tac-toe's `to-move:`.
errors-x-or-o = `x` nebo `o`
# Tic-tac-toe: `to-move: o` on the empty board.
errors-x-first = `x`, který na prázdné desce táhne první
# A tic-tac-toe square.
errors-tictactoe-cell = `x`, `o` nebo `.` (prázdné pole)
# Tic-tac-toe: the side to move the board implies.
errors-tictactoe-to-move = `to-move: { $side }` (na desce je x: { $nx }, o: { $no })
# Nim's `to-move:`.
errors-first-or-second = `first` nebo `second`
# Nim's `heaps:`.
errors-heap-sizes = velikosti hromádek od 0 do { $max } oddělené mezerami
# Nim: too many heaps.
errors-at-most-heaps =
    nejvýše { $n } { $n ->
        [one] hromádka
        [few] hromádky
       *[other] hromádek
    }
# Connect Four's `moves:`.
errors-column-1-7 = sloupec od 1 do 7
# Connect Four: a move after a full board.
errors-board-full = žádný další tah: deska je plná
# Connect Four: a move after four in a row.
errors-game-ended-four = žádný další tah: hra skončila čtveřicí v řadě
# Found: a move as written in the file.
errors-move = tah `{ $text }`
# Connect Four: a move into a full column.
errors-column-not-full = sloupec, který není plný
# Found: a full column.
errors-column-full = sloupec { $column }, v němž je { $n } žetonů
# A Connect Four cell.
errors-connect4-cell = `r` (červený), `y` (žlutý) nebo `.` (prázdná buňka)
# Connect Four: a floating disc.
errors-disc-resting = žeton ležící na dně nebo na jiném žetonu
# Found: a floating disc.
errors-disc-above-empty = žeton nad prázdnou buňkou ve sloupci { $column }
# Connect Four: two fours one move cannot make.
errors-fours-share = čtveřice v řadě se společným posledním žetonem (jeden tah hru ukončí)
# Found: two separate fours.
errors-fours-apart = dvě oddělené čtveřice v řadě
# A tree's `root:`.
errors-max-or-min = `max` nebo `min`
# The missing `tree:` line gives…
errors-the-tree = strom, např. `tree: [[3 12 8] [2 4 6]]`
# A control or bidi character in a tree.
errors-no-hidden-chars = popisek nebo hodnota bez řídicích znaků a znaků pro formátování směru textu
# Found: a control character ($code is U+0007).
errors-control-char = { $code }, řídicí znak
# Found: a bidirectional formatting character.
errors-bidi-char = { $code }, znak pro formátování směru textu
# The end of a tree's text.
errors-end-of-tree = konec stromu
# Found: text after the root's `]`.
errors-root-closed = { $text } (kořen je už uzavřen)
# A chance tree with a win score.
errors-no-win-score-chance = žádný řádek `win-score:` ve stromu s náhodnými uzly (střední hodnoty skóre podle vzdálenosti výhry nemají smysl)
# Found: a `win-score:` line.
errors-a-win-score-line = řádek `win-score:`
# A chance tree whose expected values would not stay exact.
errors-chance-exact = strom s náhodou, jehož střední hodnoty zůstanou přesné: největší list ({ $largest }) krát společný jmenovatel pravděpodobností smí být nejvýše { $limit }
# Found: denominators too large.
errors-larger-denominators-hint = větší jmenovatele (použijte méně desetinných míst nebo jednodušší zlomky)
# Found: denominators too large.
errors-larger-denominators = větší jmenovatele
# Probabilities whose common denominator overflows.
errors-denominator-64 = pravděpodobnosti, jejichž společný jmenovatel se vejde do 64 bitů
# A tree's `win-score:` (Kühr's MAX).
errors-win-score = skóre výhry (MAX u Kühra) od 1 do { $limit }
# `win-threshold:` without `win-score:`.
errors-win-score-with-threshold = řádek `win-score:` (MAX u Kühra) spolu s `win-threshold:`
# Found: `win-threshold:` alone.
errors-threshold-alone = samotný `win-threshold:`
# A tree's `win-threshold:` (Kühr's MNOHO).
errors-win-threshold = práh výhry (MNOHO u Kühra) od 0 do { $high }, pod `win-score: { $max }`
# A win threshold too close to the win score.
errors-win-threshold-height =
    práh výhry nejvýše { $high } (`win-score: { $max }` minus výška stromu, { $gap } { $gap ->
        [one] tah
        [few] tahy
       *[other] tahů
    }, aby výhry v různé vzdálenosti měly různé skóre)
# A leaf beyond the win threshold.
errors-leaf-within-threshold = hodnota listu od -{ $t } do { $t } (`win-threshold: { $t }`, MNOHO u Kühra: skóre za ním jsou výhry a prohry)
# A win score too small for the tree.
errors-win-score-height =
    skóre výhry alespoň { $low } (největší hodnota listu, { $largest }, plus výška stromu, { $gap } { $gap ->
        [one] tah
        [few] tahy
       *[other] tahů
    }), nebo řádek `win-threshold:`
# A `win`/`loss` leaf without a win score.
errors-win-score-finished = řádek `win-score:` (MAX u Kühra) pro skončenou hru: `win` má skóre MAX, `loss` -MAX
# Found: a finished game without a win score.
errors-no-win-score-line = { $text } bez řádku `win-score:`
# Where a tree's node belongs.
errors-leaf-or-label = hodnota listu (celé číslo), `[` nebo popisek `NAME:`
# A leaf value out of range.
errors-leaf-between = hodnota listu mezi -{ $limit } a { $limit }
# A tree nested too deep.
errors-tree-depth = strom hluboký nejvýše { $n } úrovní
# Found: deeper nesting.
errors-deeper-nesting = hlubší vnoření
# A node labelled twice.
errors-one-label = jeden popisek na uzel
# Found: a second label.
errors-second-label = druhý popisek { $text }
# A `[` never closed.
errors-closing-bracket = `]` uzavírající `[` z řádku { $line }, sloupce { $column }
# Two siblings with one label.
errors-distinct-labels = popisky, které se mezi sourozenci liší (tah se jmenuje podle popisku)
# Found: a second child with the label.
errors-second-child-label = druhý potomek s popiskem { $text }
# An empty `[]`.
errors-one-child = uzel s alespoň jedním potomkem (list se píše jako jeho hodnota)
# A chance node whose probabilities do not sum to 1.
errors-sum-to-one = náhodný uzel, jehož pravděpodobnosti dávají součet přesně 1
# Found: the sum of the probabilities.
errors-a-sum-of = součet { $sum }
# A chance node's child without its probability.
errors-probability-first = potomek náhodného uzlu zapsaný nejprve s pravděpodobností, např. `1/2: [3 5]` nebo `0.25: 7`
# A malformed probability.
errors-probability = pravděpodobnost: zlomek jako `1/3`, desetinné číslo jako `0.25` (nejvýše 6 míst) nebo `1`
# A probability `1/0`.
errors-probability-den-0 = pravděpodobnost, jejíž jmenovatel není 0
# A probability with a huge denominator.
errors-probability-den-max = pravděpodobnost, jejíž jmenovatel je nejvýše 1000000
# A probability 0.
errors-probability-above-0 = pravděpodobnost větší než 0 (větev, která nemůže nastat, vynechte)
# A probability above 1.
errors-probability-at-most-1 = pravděpodobnost nejvýše 1
# A choice of words: `a`, `b` or `c` ($rest is the list before the last).
errors-either = { $rest } nebo { $last }
# Found: the end of the line.
errors-end-of-line = konec řádku
# Kalah's `pits:`.
errors-kalah-pits = počet jamek na straně (1 až 16)
# Kalah's `pits:`.
errors-kalah-pits-number = počet jamek na straně, celé číslo od 1 do 16
# Kalah's `stones:`.
errors-kalah-stones = počet kamenů v jamce na začátku
# Kalah: too many stones.
errors-kalah-at-most-product = nejvýše { $max } kamenů celkem (2 × jamky × kameny)
# Kalah: too many stones on the board.
errors-kalah-at-most = nejvýše { $max } kamenů celkem
# Found: a number of stones.
errors-kalah-n-stones =
    { $n } { $n ->
        [one] kámen
        [few] kameny
       *[other] kamenů
    }
# Found: the stones on the board.
errors-kalah-on-board =
    { $n } { $n ->
        [one] kámen
        [few] kameny
       *[other] kamenů
    } na desce
# Kalah: one side's line without the other.
errors-kalah-both-sides = oba řádky `south:` i `north:` (chybí řádek `{ $other }:`)
# Found: only one side's line.
errors-kalah-only = jen `{ $key }:`
# Kalah: `stones:` does not match the board.
errors-kalah-stones-match = `stones: { $st }` odpovídající desce: 2 × { $p } jamek × { $st } = celkem { $want } kamenů
# Kalah: a stone count too large; $what says which.
errors-kalah-count-max = { $what }: celé číslo od 0 do { $max }
# Kalah: not a stone count.
errors-kalah-count = { $what }: počet kamenů (celé číslo ≥ 0)
# Kalah's `south:`/`north:` line.
errors-kalah-side-line = `{ $key }:` počty kamenů v jamkách, `|` a kalah
# Kalah: a side line without its store.
errors-kalah-store-after = `| KALAH` za jamkami (například `4 4 4 4 4 4 | 0`)
# Kalah: nothing after `|`.
errors-kalah-store-stones = kameny v kalahu za `|`
# Kalah: more than one number after `|`.
errors-kalah-one-store = jeden počet kamenů v kalahu za `|`
# Kalah: the wrong number of pits in a line.
errors-kalah-pit-counts-before =
    { $n } { $n ->
        [one] počet kamenů v jamce
        [few] počty kamenů v jamkách
       *[other] počtů kamenů v jamkách
    } před `|`
# Kalah: a line with no pits or more than 16.
errors-kalah-1-16-before = 1 až 16 počtů kamenů v jamkách před `|`
# Found: the pits a line has.
errors-kalah-pit-counts =
    { $n } { $n ->
        [one] počet kamenů v jamce
        [few] počty kamenů v jamkách
       *[other] počtů kamenů v jamkách
    }
# Draughts: both `fen:` and `board:`.
errors-fen-or-board = buď `fen:`, nebo `board:`, ne obojí
# Found: `board:` after `fen:`.
errors-board-after-fen = `board:` po `fen:` na řádku { $line }
# Draughts: `to-move:` with `fen:`.
errors-no-to-move-with-fen = žádné `to-move:` spolu s `fen:` (FEN uvádí hráče na tahu hned na začátku)
# Draughts' `fen:`.
errors-draughts-fen = FEN, například `W:W21,22:B1,2`
# Draughts' `to-move:`.
errors-white-or-black = `white` nebo `black`
# Draughts: `to-move:` without a board.
errors-to-move-with-board = `to-move:` jen spolu s `board:`
# Found: `to-move:` without a board.
errors-to-move-without-board = `to-move:` bez desky
# English checkers' `variant:`.
errors-draughts-variant = `standard` nebo `single-jump` (skok bere jeden kámen a ukončí tah)
# Draughts: a square given twice.
errors-square-once = každé pole nejvýše jednou
# Found: a square again.
errors-second-time = { $text } podruhé
# Draughts: a man on its crowning rank.
errors-man-on-crowning-rank =
    žádný { $colour ->
        [white] bílý
       *[black] černý
    } kámen na { $rank }. řadě (kámen tam se mění v dámu: zapište dámu)
# Found: a man on a square.
errors-a-man = kámen { $text }
# Draughts: more than 12 pieces of a colour.
errors-draughts-max-pieces =
    nejvýše { $max } { $colour ->
        [white] bílých
       *[black] černých
    } kamenů
# Found: a 13th piece.
errors-13th-piece = 13. kámen { $text }
# A draughts FEN without three fields.
errors-draughts-fen-fields = FEN o třech polích `TURN:W…:B…` oddělených `:`
# Found: a FEN's number of fields.
errors-n-fields =
    { $n } { $n ->
        [one] pole
        [few] pole
       *[other] polí
    }
# A draughts FEN's turn.
errors-draughts-turn = hráč na tahu `W` nebo `B` na začátku FEN
# A draughts FEN's piece list.
errors-piece-list = seznam kamenů začínající barvou `W` nebo `B`
# Found: an empty FEN field.
errors-empty-field = prázdné pole
# Draughts FEN: a colour's list twice.
errors-one-list-each =
    jeden seznam pro každou barvu (seznam { $colour ->
        [white] bílých
       *[black] černých
    } už je uveden)
# Found: a second list of a colour.
errors-second-list =
    druhý seznam { $colour ->
        [white] bílých
       *[black] černých
    }
# Draughts FEN: a range of squares.
errors-square-range = rozsah čísel polí `N-M`, kde 1 ≤ N ≤ M ≤ 32
# Draughts FEN: a piece on a light square.
errors-piece-dark-square = kámen na tmavém poli (a1, c1, …, h8)
# Found: a piece on a light square.
errors-on-light-square = { $text } na světlém poli
# Czech draughts FEN: a piece.
errors-piece-czech = kámen: `K` pro dámu, pak číslo pole 1–32 nebo tmavé pole jako `c1`
# English checkers FEN: a piece.
errors-piece-english = kámen: `K` pro dámu, pak číslo pole 1–32
# A draughts diagram's square.
errors-draughts-cell = `.` (prázdné), `w`, `b` (kameny) nebo `W`, `B` (dámy)
# Draughts diagram: a piece on a light square.
errors-pieces-dark-only = kameny jen na tmavých polích (a1, c1, …, h8)
# Found: a piece on a named light square.
errors-on-the-light-square = { $text } na světlém poli { $square }
# Chess's `fen:`.
errors-a-fen = FEN
# A chess FEN with more than six fields.
errors-fen-end = konec FEN (šest polí)
# A chess FEN's first field.
errors-fen-placement = rozestavění (řady 8 až 1 oddělené `/`, figury `KQRBNP`/`kqrbnp`, číslice pro prázdná pole)
# A chess FEN's second field.
errors-fen-side = strana na tahu (`w` nebo `b`)
# A chess FEN's third field.
errors-fen-castling = práva na rošádu (`-` nebo některá z `KQkq`)
# A chess FEN's fourth field.
errors-fen-en-passant = pole pro braní mimochodem (`-` nebo pole na 3. či 6. řadě)
# A chess FEN's fifth field.
errors-fen-halfmove = počítadlo půltahů (číslo)
# A chess FEN's sixth field.
errors-fen-move-number = číslo tahu (číslo od 1)
# A chess FEN's halfmove clock out of range.
errors-fen-halfmove-range = počítadlo půltahů (celé číslo nejvýše 4294967295)
# A chess FEN's move number out of range.
errors-fen-move-number-range = číslo tahu (celé číslo od 1 do 4294967295)
# An illegal chess position; the reason after it is the chess library's (English).
errors-legal-position = legální pozice
# Chess: too many pieces of a side.
errors-chess-max-pieces = nejvýše { $max } figur každé strany
# Found: White's pieces.
errors-chess-white-pieces =
    { $n } { $n ->
        [one] bílá figura
        [few] bílé figury
       *[other] bílých figur
    }
# Found: Black's pieces.
errors-chess-black-pieces =
    { $n } { $n ->
        [one] černá figura
        [few] černé figury
       *[other] černých figur
    }
# Options that are not a JSON object; $found is the JSON given.
errors-options-object = volby příkazu { $command } jsou objekt jako { "{" }"depth": 3{ "}" }, ne { $found }
# Options that are not JSON; $reason is the JSON reader's (English).
errors-options-json = volby příkazu { $command }: { $reason }
# An option's value of the wrong sort.
errors-option-expected = `{ $name }`: očekáváno: { $what }; nalezeno: { $found }
# An option's value: a whole number.
errors-whole-number-in-range = celé číslo v jejím rozsahu
# An option's value: a number.
errors-a-number = číslo
# An option's value: a switch.
errors-true-or-false = true nebo false
# An option's value: text.
errors-text = text
# An unknown option of a request.
errors-no-such-option = { $command } nemá volbu `{ $option }`; jeho volby jsou { $options }
# A list: `a, b and c` ($rest is the list before the last).
errors-and-list = { $rest } a { $last }
# A transposition table of no entries.
errors-tt-size = { $o0 } musí být alespoň 1
# Star1/Star2 without leaf bounds.
errors-needs-leaf-bounds = { $o0 } potřebuje { $o1 }, meze každé hodnoty listu (Ballard 1983)
# Leaf bounds for another algorithm.
errors-leaf-bounds-only = { $o0 } platí jen pro { $o1 } a star2
# --prune-on with Star1/Star2.
errors-prune-on-star = { $o0 } neplatí pro { $name }: ten dělá řez při α ≥ β (a v náhodných uzlech podle Ballardových mezí)
# --prune-on with an algorithm that prunes nothing.
errors-prune-on-no-pruning = { $o0 } platí pro algoritmy alfa-beta; { $name } nic neprořezává
# --prune-on gt with a null-window algorithm.
errors-prune-on-gt = { $o0 } je konvence alfa-beta prořezávání počítaného ručně (alphabeta, alphabeta-soft); { $name } prohledává s nulovými okny ⟨β − 1, β⟩ a potřebuje řezy při α ≥ β
# The null-window test without its test value.
errors-needs-test-value = { $o0 } potřebuje { $o1 }: odpovídá, zda je hodnota alespoň K
# An option of one algorithm given to another.
errors-applies-only-to = { $o0 } platí jen pro { $o1 }
# Iterative deepening with an algorithm that has none.
errors-iterative-works-with = { $o0 } funguje s { $names }, ne s { $name }
# Iterative deepening without a depth.
errors-iterative-needs-depth = { $o0 } potřebuje { $o1 }, hloubku poslední iterace
# An algorithm that cannot search chance nodes.
errors-no-chance = { $o0 } neumí prohledat strom s náhodnými uzly; použijte { $names }
# A malformed --leaf-bounds.
errors-leaf-bounds-format = očekáváno: L..U, dvě celá čísla, L < U (např. -10..10); nalezeno: `{ $found }`
# --utilities with distance scoring.
errors-utilities-distance = { $o0 } udává hodnoty prostého skóre; { $o1 } hodnotí výhru pomocí { $o2 } a její vzdálenosti
# --win-threshold with plain scoring.
errors-threshold-plain = { $o0 } neplatí pro prosté skóre: to nikdy neposouvá výhru podle vzdálenosti
# --utilities with --win-score.
errors-utilities-and-win-score = { $o0 } i { $o1 } obojí určují hodnotu výhry: zadejte jen jedno
# --depth for an explicit tree.
errors-depth-explicit = { $o0 } neplatí pro explicitní stromy: ty se vždy prohledávají až k listům
# --scoring for an explicit tree.
errors-scoring-explicit = { $o0 } a { $o1 } neplatí pro explicitní stromy: hodnoty nesou jejich listy
# --win-score for an explicit tree.
errors-win-score-explicit = { $o0 } a { $o1 } neplatí pro explicitní stromy: zadejte řádky `win-score:` a `win-threshold:` v souboru s pozicí
# No position file and no Kalah set-up.
errors-give-position = zadejte soubor s pozicí, nebo { $o0 } a { $o1 } pro Kalah
# --pits/--stones with another game.
errors-pits-stones-kalah = { $o0 } a { $o1 } nastavují Kalah; soubor s pozicí je `game: { $game }`
# A file that is not a JSON recording; the JSON reader's reason after it stays English.
errors-recording = záznam gametree/1 ve formátu JSON
# A position file given where a recording belongs.
errors-recording-hint = záznam gametree/1 ve formátu JSON (zapíše ho `gametree search FILE -f json`)
# Found: a position file.
errors-recording-position-file = soubor s pozicí: prohledejte ho pomocí `gametree search FILE`
# A recording larger than the node limit; $option is --max-nodes.
errors-recording-max-nodes =
    nejvýše { $max } { $n ->
        [one] uzel
        [few] uzly
       *[other] uzlů
    } (pro větší záznam zvyšte { $option })
# Found: a number of nodes.
errors-n-nodes =
    { $n } { $n ->
        [one] uzel
        [few] uzly
       *[other] uzlů
    }
# Stats that do not count the recorded nodes.
errors-recording-stats = "stats", které počítají zaznamenané uzly: { $stats }
# A recording's field with an unknown value ($key is `game` or `algorithm`).
errors-json-one-of = "{ $key }": jedno z { $names }
# A recording whose perspective is not its algorithm's.
errors-recording-perspective = "perspective": "{ $perspective }" (ten, který zaznamenává { $algorithm })
# A recording without nodes.
errors-recording-root = alespoň jeden uzel (kořen)
# A recorded score out of range.
errors-recording-score = skóre: celé číslo od -{ $max } do { $max }, nebo "inf" či "-inf"
# The output file is an input file; { $o0 } is --output.
errors-overwrite-input = výstup { $output } je vstupní soubor { $input }; nepřepíšu ho (zadejte jiný { $o0 })

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
