### gametree's messages in Slovak: the terms of the MTD(f) thesis and the tic-tac-toe solver (glossary.md).
### One section an area; ids start with the section's name where they can.
### docs/languages.md: how to add a language.

## common
## Shared by every area: notation and the words many messages use.

lang-name = slovenčina
# The MTD(f) thesis writes the window ⟨α, β⟩.
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
errors-expected-found = očakávané: { $expected }; nájdené: { $found }
# A file that cannot be read; $reason is the operating system's (English).
errors-cannot-read = nedá sa prečítať { $path }: { $reason }
# An output that cannot be written.
errors-cannot-write = nedá sa zapísať { $path }: { $reason }
# The node limit of a search to a depth; $depth_option and $max_nodes_option are the options (--depth, --max-nodes).
errors-node-limit-depth =
    prehľadávanie do hĺbky { $depth } potrebuje navštíviť viac ako { $max } { $n ->
        [one] uzol
        [few] uzly
       *[other] uzlov
    } (limit uzlov); zadajte menšiu hodnotu { $depth_option } alebo zvýšte { $max_nodes_option }
# The node limit of a search to the end of the game.
errors-node-limit-end =
    prehľadávanie až do konca hry potrebuje navštíviť viac ako { $max } { $n ->
        [one] uzol
        [few] uzly
       *[other] uzlov
    } (limit uzlov); obmedzte hĺbku pomocou { $depth_option } alebo zvýšte { $max_nodes_option }
# A line longer than the deepest ply any search goes.
errors-ply-limit =
    prehľadávanie dosiahlo hĺbku { $plies } { $plies ->
        [one] ťahu
       *[other] ťahov
    }; obmedzte hĺbku pomocou { $depth_option }
# Star1 or Star2 met a leaf outside the leaf bounds; $bounds_option is `--leaf-bounds L..U`.
errors-outside-bounds = hodnota listu { $value } leží mimo { $bounds_option }; Star1 a Star2 potrebujú hranice pre každý list
# The time limit of `solve`.
errors-time-limit = bol dosiahnutý časový limit; zvýšte { $time_limit_option }
# The transposition table's memory could not be had.
errors-table-memory = nedá sa alokovať transpozičná tabuľka s { $entries } položkami; znížte { $tt_size_option }
# Another thread or Ctrl-C cancelled the work.
errors-cancelled = práca bola zrušená
# --steps in another format: { $o1 } is `--format svg`, { $o2 } the format given.
errors-steps-format = { $o0 } zapisuje súbory SVG alebo PNG: zadajte { $o1 } alebo png, nie { $o2 }
# --steps with --output.
errors-steps-output = { $o0 } zapisuje súbory do svojho adresára: vynechajte { $o1 }
# --steps where one output is rendered.
errors-steps-directory = { $o0 } zapisuje súbory do adresára: vykreslite každý krok do vlastného súboru
# --scale out of range.
errors-scale = { $o0 } musí byť medzi 0.1 a { $max }; nájdené: { $found }
# --boards in a format without pictures.
errors-boards-format = { $o0 } kreslí pozície vo formátoch svg, tikz, png, pdf a beamer, nie vo formáte { $format }
# --boards for a recording without boards; { $o1 } and { $o2 } are `--boards` and `--format json`.
errors-no-boards = { $o0 }: tento záznam hry { $game } nemá žiadne dosky na kreslenie: hra nemá obrázok dosky (explicitné stromy), alebo bol json uložený bez nich (prehľadajte ju znova s { $o1 } a { $o2 })
# A board row of the wrong length; $cells is `squares` or `cells` (Connect Four).
errors-grid-row =
    riadok s { $width } { $cells ->
        [cells] bunkami
       *[other] políčkami
    }
# A board with the wrong number of rows; $shape says how the rows run (errors-shape-…).
errors-grid-rows =
    { $height } { $height ->
        [one] riadok
        [few] riadky
       *[other] riadkov
    } s { $width } { $cells ->
        [cells] bunkami
       *[other] políčkami
    } ({ $shape })
# How many rows a board has.
errors-grid-found-rows =
    { $n ->
        [one] 1 riadok
        [few] { $n } riadky
       *[other] { $n } riadkov
    }
# Connect Four's rows: the top row first.
errors-shape-top-row = horný riadok prvý
# Draughts' rows: rank 8 first.
errors-shape-rank-8 = prvý je 8. rad
# Tic-tac-toe's rows: rank 3 first.
errors-shape-rank-3 = prvý je 3. rad
# Found: an empty value.
errors-nothing = nič
# A value that must be on one line.
errors-on-one-line = { $what } na jednom riadku
# Found: a value that goes on to a second line.
errors-second-line = druhý riadok { $text }
# A malformed key.
errors-key = kľúč (malé písmená, číslice a `-`) pred `:`
# A key given twice.
errors-key-once = každý kľúč raz (`{ $key }:` už je na riadku { $line })
# Found: the key again.
errors-key-again = druhý `{ $key }:`
# Text before the first key.
errors-key-value = `kľúč: hodnota` (napríklad `game: tree`)
# A missing key; $what says what it gives.
errors-key-line = riadok `{ $key }:` udávajúci { $what }
# Found: the end of the file.
errors-end-of-file = koniec súboru
# An unknown key: the keys the game knows.
errors-one-of-keys = jeden z kľúčov { $keys }
# Found: an unknown key.
errors-unknown-key = neznámy kľúč `{ $key }`
# A file that is not UTF-8.
errors-utf8 = text v UTF-8
# Found: a byte that is not UTF-8.
errors-not-utf8 = bajt, ktorý nie je UTF-8
# A JSON recording given where a position file belongs.
errors-position-file = súbor s pozíciou (docs/position-files.md)
# Found: a JSON recording.
errors-json-recording = záznam JSON: nakreslite ho pomocou `gametree render FILE`
# The `game:` line is missing; $names lists the games.
errors-the-game = hru ({ $names })
# One of a list of words.
errors-one-of = jedno z: { $names }
# An unknown game.
errors-a-game = hra: jedna z { $names }
# After an unknown game: a game by another name; $what names it (English).
errors-did-you-mean-what = ; mysleli ste `game: { $game }` ({ $what })?
# After an unknown game: a game spelled nearly so.
errors-did-you-mean = ; mysleli ste `game: { $game }`?
# A build without explicit trees.
errors-explicit-tree = explicitný strom
# Found: a build without explicit trees.
errors-no-explicit-trees = zostavenie bez explicitných stromov
# Found: how many marks (discs) each side has.
errors-alternation-counts = { $a }: { $na }, { $b }: { $nb }
# The counts do not alternate.
errors-alternation-first =
    možná pozícia: začína { $a }, takže { $a } má rovnako { $marks ->
        [discs] žetónov
       *[other] značiek
    } ako { $b }, alebo o { $marks ->
        [discs] jeden
       *[other] jednu
    } viac
# Both sides have a line.
errors-alternation-ends =
    možná pozícia: hra sa končí prvou { $marks ->
        [discs] štvoricou
       *[other] trojicou
    } v rade
# Found: a line for both sides.
errors-alternation-both =
    { $marks ->
        [discs] štvorica
       *[other] trojica
    } v rade pre obe strany ({ $a } aj { $b })
# The first side has a line but did not move last.
errors-alternation-one-more =
    možná pozícia: { $a } má { $marks ->
        [discs] štvoricu
       *[other] trojicu
    } v rade, takže { $a } ťahal posledný a má o { $marks ->
        [discs] jeden žetón
       *[other] jednu značku
    } viac ako { $b }
# The second side has a line but did not move last.
errors-alternation-as-many =
    možná pozícia: { $b } má { $marks ->
        [discs] štvoricu
       *[other] trojicu
    } v rade, takže { $b } ťahal posledný a má rovnako { $marks ->
        [discs] žetónov
       *[other] značiek
    } ako { $a }
# Connect Four's first side, in the messages above.
errors-red = červený
# Connect Four's second side.
errors-yellow = žltý
# Tic-tac-toe's `to-move:`.
errors-x-or-o = `x` alebo `o`
# Tic-tac-toe: `to-move: o` on the empty board.
errors-x-first = `x`, ktorý na prázdnej doske ťahá prvý
# A tic-tac-toe square.
errors-tictactoe-cell = `x`, `o` alebo `.` (prázdne políčko)
# Tic-tac-toe: the side to move the board implies.
errors-tictactoe-to-move = `to-move: { $side }` (na doske je x: { $nx }, o: { $no })
# Nim's `to-move:`.
errors-first-or-second = `first` alebo `second`
# Nim's `heaps:`.
errors-heap-sizes = veľkosti kôpok od 0 do { $max } oddelené medzerami
# Nim: too many heaps.
errors-at-most-heaps =
    najviac { $n } { $n ->
        [one] kôpka
        [few] kôpky
       *[other] kôpok
    }
# Connect Four's `moves:`.
errors-column-1-7 = stĺpec od 1 do 7
# Connect Four: a move after a full board.
errors-board-full = žiadny ďalší ťah: doska je plná
# Connect Four: a move after four in a row.
errors-game-ended-four = žiadny ďalší ťah: hra sa skončila štvoricou v rade
# Found: a move as written in the file.
errors-move = ťah `{ $text }`
# Connect Four: a move into a full column.
errors-column-not-full = stĺpec, ktorý nie je plný
# Found: a full column.
errors-column-full = stĺpec { $column }, v ktorom je { $n } žetónov
# A Connect Four cell.
errors-connect4-cell = `r` (červený), `y` (žltý) alebo `.` (prázdna bunka)
# Connect Four: a floating disc.
errors-disc-resting = žetón ležiaci na dne alebo na inom žetóne
# Found: a floating disc.
errors-disc-above-empty = žetón nad prázdnou bunkou v stĺpci { $column }
# Connect Four: two fours one move cannot make.
errors-fours-share = štvorice v rade so spoločným posledným žetónom (jeden ťah hru ukončí)
# Found: two separate fours.
errors-fours-apart = dve oddelené štvorice v rade
# A tree's `root:`.
errors-max-or-min = `max` alebo `min`
# The missing `tree:` line gives…
errors-the-tree = strom, napr. `tree: [[3 12 8] [2 4 6]]`
# A control or bidi character in a tree.
errors-no-hidden-chars = popis alebo hodnota bez riadiacich znakov a znakov na formátovanie smeru textu
# Found: a control character ($code is U+0007).
errors-control-char = { $code }, riadiaci znak
# Found: a bidirectional formatting character.
errors-bidi-char = { $code }, znak na formátovanie smeru textu
# The end of a tree's text.
errors-end-of-tree = koniec stromu
# Found: text after the root's `]`.
errors-root-closed = { $text } (koreň je už uzavretý)
# A chance tree with a win score.
errors-no-win-score-chance = žiadny riadok `win-score:` v strome s náhodnými uzlami (stredné hodnoty skóre podľa vzdialenosti výhry nemajú zmysel)
# Found: a `win-score:` line.
errors-a-win-score-line = riadok `win-score:`
# A chance tree whose expected values would not stay exact.
errors-chance-exact = strom s náhodou, ktorého stredné hodnoty zostanú presné: najväčší list ({ $largest }) krát spoločný menovateľ pravdepodobností smie byť najviac { $limit }
# Found: denominators too large.
errors-larger-denominators-hint = väčšie menovatele (použite menej desatinných miest alebo jednoduchšie zlomky)
# Found: denominators too large.
errors-larger-denominators = väčšie menovatele
# Probabilities whose common denominator overflows.
errors-denominator-64 = pravdepodobnosti, ktorých spoločný menovateľ sa zmestí do 64 bitov
# A tree's `win-score:` (Kühr's MAX).
errors-win-score = skóre výhry (MAX u Kühra) od 1 do { $limit }
# `win-threshold:` without `win-score:`.
errors-win-score-with-threshold = riadok `win-score:` (MAX u Kühra) spolu s `win-threshold:`
# Found: `win-threshold:` alone.
errors-threshold-alone = samotný `win-threshold:`
# A tree's `win-threshold:` (Kühr's MNOHO).
errors-win-threshold = prah výhry (MNOHO u Kühra) od 0 do { $high }, pod `win-score: { $max }`
# A win threshold too close to the win score.
errors-win-threshold-height =
    prah výhry najviac { $high } (`win-score: { $max }` mínus výška stromu, { $gap } { $gap ->
        [one] ťah
        [few] ťahy
       *[other] ťahov
    }, aby výhry v rôznej vzdialenosti mali rôzne skóre)
# A leaf beyond the win threshold.
errors-leaf-within-threshold = hodnota listu od -{ $t } do { $t } (`win-threshold: { $t }`, MNOHO u Kühra: skóre za ním sú výhry a prehry)
# A win score too small for the tree.
errors-win-score-height =
    skóre výhry aspoň { $low } (najväčšia hodnota listu, { $largest }, plus výška stromu, { $gap } { $gap ->
        [one] ťah
        [few] ťahy
       *[other] ťahov
    }), alebo riadok `win-threshold:`
# A `win`/`loss` leaf without a win score.
errors-win-score-finished = riadok `win-score:` (MAX u Kühra) pre skončenú hru: `win` má skóre MAX, `loss` -MAX
# Found: a finished game without a win score.
errors-no-win-score-line = { $text } bez riadku `win-score:`
# Where a tree's node belongs.
errors-leaf-or-label = hodnota listu (celé číslo), `[` alebo popis `NAME:`
# A leaf value out of range.
errors-leaf-between = hodnota listu medzi -{ $limit } a { $limit }
# A tree nested too deep.
errors-tree-depth = strom hlboký najviac { $n } úrovní
# Found: deeper nesting.
errors-deeper-nesting = hlbšie vnorenie
# A node labelled twice.
errors-one-label = jeden popis na uzol
# Found: a second label.
errors-second-label = druhý popis { $text }
# A `[` never closed.
errors-closing-bracket = `]` uzatvárajúca `[` z riadku { $line }, stĺpca { $column }
# Two siblings with one label.
errors-distinct-labels = popisy, ktoré sa medzi súrodencami líšia (ťah sa volá podľa popisu)
# Found: a second child with the label.
errors-second-child-label = druhý potomok s popisom { $text }
# An empty `[]`.
errors-one-child = uzol aspoň s jedným potomkom (list sa píše ako jeho hodnota)
# A chance node whose probabilities do not sum to 1.
errors-sum-to-one = náhodný uzol, ktorého pravdepodobnosti dávajú súčet presne 1
# Found: the sum of the probabilities.
errors-a-sum-of = súčet { $sum }
# A chance node's child without its probability.
errors-probability-first = potomok náhodného uzla zapísaný najprv s pravdepodobnosťou, napr. `1/2: [3 5]` alebo `0.25: 7`
# A malformed probability.
errors-probability = pravdepodobnosť: zlomok ako `1/3`, desatinné číslo ako `0.25` (najviac 6 miest) alebo `1`
# A probability `1/0`.
errors-probability-den-0 = pravdepodobnosť, ktorej menovateľ nie je 0
# A probability with a huge denominator.
errors-probability-den-max = pravdepodobnosť, ktorej menovateľ je najviac 1000000
# A probability 0.
errors-probability-above-0 = pravdepodobnosť väčšia ako 0 (vetvu, ktorá nemôže nastať, vynechajte)
# A probability above 1.
errors-probability-at-most-1 = pravdepodobnosť najviac 1
# A choice of words: `a`, `b` or `c` ($rest is the list before the last).
errors-either = { $rest } alebo { $last }
# Found: the end of the line.
errors-end-of-line = koniec riadku
# Kalah's `pits:`.
errors-kalah-pits = počet jamiek na strane (1 až 16)
# Kalah's `pits:`.
errors-kalah-pits-number = počet jamiek na strane, celé číslo od 1 do 16
# Kalah's `stones:`.
errors-kalah-stones = počet kameňov v jamke na začiatku
# Kalah: too many stones.
errors-kalah-at-most-product = najviac { $max } kameňov spolu (2 × jamky × kamene)
# Kalah: too many stones on the board.
errors-kalah-at-most = najviac { $max } kameňov spolu
# Found: a number of stones.
errors-kalah-n-stones =
    { $n } { $n ->
        [one] kameň
        [few] kamene
       *[other] kameňov
    }
# Found: the stones on the board.
errors-kalah-on-board =
    { $n } { $n ->
        [one] kameň
        [few] kamene
       *[other] kameňov
    } na doske
# Kalah: one side's line without the other.
errors-kalah-both-sides = oba riadky `south:` aj `north:` (chýba riadok `{ $other }:`)
# Found: only one side's line.
errors-kalah-only = len `{ $key }:`
# Kalah: `stones:` does not match the board.
errors-kalah-stones-match = `stones: { $st }` zodpovedajúce doske: 2 × { $p } jamiek × { $st } = spolu { $want } kameňov
# Kalah: a stone count too large; $what says which.
errors-kalah-count-max = { $what }: celé číslo od 0 do { $max }
# Kalah: not a stone count.
errors-kalah-count = { $what }: počet kameňov (celé číslo ≥ 0)
# Kalah's `south:`/`north:` line.
errors-kalah-side-line = `{ $key }:` počty kameňov v jamkách, `|` a kalah
# Kalah: a side line without its store.
errors-kalah-store-after = `| KALAH` za jamkami (napríklad `4 4 4 4 4 4 | 0`)
# Kalah: nothing after `|`.
errors-kalah-store-stones = kamene v kalahu za `|`
# Kalah: more than one number after `|`.
errors-kalah-one-store = jeden počet kameňov v kalahu za `|`
# Kalah: the wrong number of pits in a line.
errors-kalah-pit-counts-before =
    { $n } { $n ->
        [one] počet kameňov v jamke
        [few] počty kameňov v jamkách
       *[other] počtov kameňov v jamkách
    } pred `|`
# Kalah: a line with no pits or more than 16.
errors-kalah-1-16-before = 1 až 16 počtov kameňov v jamkách pred `|`
# Found: the pits a line has.
errors-kalah-pit-counts =
    { $n } { $n ->
        [one] počet kameňov v jamke
        [few] počty kameňov v jamkách
       *[other] počtov kameňov v jamkách
    }
# Draughts: both `fen:` and `board:`.
errors-fen-or-board = buď `fen:`, alebo `board:`, nie oboje
# Found: `board:` after `fen:`.
errors-board-after-fen = `board:` po `fen:` na riadku { $line }
# Draughts: `to-move:` with `fen:`.
errors-no-to-move-with-fen = žiadne `to-move:` spolu s `fen:` (FEN uvádza hráča na ťahu hneď na začiatku)
# Draughts' `fen:`.
errors-draughts-fen = FEN, napríklad `W:W21,22:B1,2`
# Draughts' `to-move:`.
errors-white-or-black = `white` alebo `black`
# Draughts: `to-move:` without a board.
errors-to-move-with-board = `to-move:` len spolu s `board:`
# Found: `to-move:` without a board.
errors-to-move-without-board = `to-move:` bez dosky
# English checkers' `variant:`.
errors-draughts-variant = `standard` alebo `single-jump` (skok berie jeden kameň a ukončí ťah)
# Draughts: a square given twice.
errors-square-once = každé políčko najviac raz
# Found: a square again.
errors-second-time = { $text } druhýkrát
# Draughts: a man on its crowning rank.
errors-man-on-crowning-rank =
    žiadny { $colour ->
        [white] biely
       *[black] čierny
    } kameň na { $rank }. rade (kameň tam sa mení na dámu: zapíšte dámu)
# Found: a man on a square.
errors-a-man = kameň { $text }
# Draughts: more than 12 pieces of a colour.
errors-draughts-max-pieces =
    najviac { $max } { $colour ->
        [white] bielych
       *[black] čiernych
    } kameňov
# Found: a 13th piece.
errors-13th-piece = 13. kameň { $text }
# A draughts FEN without three fields.
errors-draughts-fen-fields = FEN s tromi poľami `TURN:W…:B…` oddelenými `:`
# Found: a FEN's number of fields.
errors-n-fields =
    { $n } { $n ->
        [one] pole
        [few] polia
       *[other] polí
    }
# A draughts FEN's turn.
errors-draughts-turn = hráč na ťahu `W` alebo `B` na začiatku FEN
# A draughts FEN's piece list.
errors-piece-list = zoznam kameňov začínajúci farbou `W` alebo `B`
# Found: an empty FEN field.
errors-empty-field = prázdne pole
# Draughts FEN: a colour's list twice.
errors-one-list-each =
    jeden zoznam pre každú farbu (zoznam { $colour ->
        [white] bielych
       *[black] čiernych
    } už je uvedený)
# Found: a second list of a colour.
errors-second-list =
    druhý zoznam { $colour ->
        [white] bielych
       *[black] čiernych
    }
# Draughts FEN: a range of squares.
errors-square-range = rozsah čísel políčok `N-M`, kde 1 ≤ N ≤ M ≤ 32
# Draughts FEN: a piece on a light square.
errors-piece-dark-square = kameň na tmavom políčku (a1, c1, …, h8)
# Found: a piece on a light square.
errors-on-light-square = { $text } na svetlom políčku
# Czech draughts FEN: a piece.
errors-piece-czech = kameň: `K` pre dámu, potom číslo políčka 1–32 alebo tmavé políčko ako `c1`
# English checkers FEN: a piece.
errors-piece-english = kameň: `K` pre dámu, potom číslo políčka 1–32
# A draughts diagram's square.
errors-draughts-cell = `.` (prázdne), `w`, `b` (kamene) alebo `W`, `B` (dámy)
# Draughts diagram: a piece on a light square.
errors-pieces-dark-only = kamene len na tmavých políčkach (a1, c1, …, h8)
# Found: a piece on a named light square.
errors-on-the-light-square = { $text } na svetlom políčku { $square }
# Chess's `fen:`.
errors-a-fen = FEN
# A chess FEN with more than six fields.
errors-fen-end = koniec FEN (šesť polí)
# A chess FEN's first field.
errors-fen-placement = rozostavenie (rady 8 až 1 oddelené `/`, figúry `KQRBNP`/`kqrbnp`, číslice pre prázdne políčka)
# A chess FEN's second field.
errors-fen-side = strana na ťahu (`w` alebo `b`)
# A chess FEN's third field.
errors-fen-castling = práva na rošádu (`-` alebo niektoré z `KQkq`)
# A chess FEN's fourth field.
errors-fen-en-passant = políčko na braní mimochodom (`-` alebo políčko na 3. či 6. rade)
# A chess FEN's fifth field.
errors-fen-halfmove = počítadlo polťahov (číslo)
# A chess FEN's sixth field.
errors-fen-move-number = číslo ťahu (číslo od 1)
# A chess FEN's halfmove clock out of range.
errors-fen-halfmove-range = počítadlo polťahov (celé číslo najviac 4294967295)
# A chess FEN's move number out of range.
errors-fen-move-number-range = číslo ťahu (celé číslo od 1 do 4294967295)
# An illegal chess position; the reason after it is the chess library's (English).
errors-legal-position = legálna pozícia
# Chess: too many pieces of a side.
errors-chess-max-pieces = najviac { $max } figúr každej strany
# Found: White's pieces.
errors-chess-white-pieces =
    { $n } { $n ->
        [one] biela figúra
        [few] biele figúry
       *[other] bielych figúr
    }
# Found: Black's pieces.
errors-chess-black-pieces =
    { $n } { $n ->
        [one] čierna figúra
        [few] čierne figúry
       *[other] čiernych figúr
    }
# Options that are not a JSON object; $found is the JSON given.
errors-options-object = voľby príkazu { $command } sú objekt ako { "{" }"depth": 3{ "}" }, nie { $found }
# Options that are not JSON; $reason is the JSON reader's (English).
errors-options-json = voľby príkazu { $command }: { $reason }
# An option's value of the wrong sort.
errors-option-expected = `{ $name }`: očakávané: { $what }; nájdené: { $found }
# An option's value: a whole number.
errors-whole-number-in-range = celé číslo v jej rozsahu
# An option's value: a number.
errors-a-number = číslo
# An option's value: a switch.
errors-true-or-false = true alebo false
# An option's value: text.
errors-text = text
# An unknown option of a request.
errors-no-such-option = { $command } nemá voľbu `{ $option }`; jeho voľby sú { $options }
# A list: `a, b and c` ($rest is the list before the last).
errors-and-list = { $rest } a { $last }
# A transposition table of no entries.
errors-tt-size = { $o0 } musí byť aspoň 1
# Star1/Star2 without leaf bounds.
errors-needs-leaf-bounds = { $o0 } potrebuje { $o1 }, hranice každej hodnoty listu (Ballard 1983)
# Leaf bounds for another algorithm.
errors-leaf-bounds-only = { $o0 } platí len pre { $o1 } a star2
# --prune-on with Star1/Star2.
errors-prune-on-star = { $o0 } neplatí pre { $name }: ten robí rez pri α ≥ β (a v náhodných uzloch podľa Ballardových hraníc)
# --prune-on with an algorithm that prunes nothing.
errors-prune-on-no-pruning = { $o0 } platí pre algoritmy alfa-beta; { $name } nič neoreže
# --prune-on gt with a null-window algorithm.
errors-prune-on-gt = { $o0 } je konvencia alfa-beta orezávania počítaného ručne (alphabeta, alphabeta-soft); { $name } prehľadáva s nulovými oknami ⟨β − 1, β⟩ a potrebuje rezy pri α ≥ β
# The null-window test without its test value.
errors-needs-test-value = { $o0 } potrebuje { $o1 }: odpovedá, či je hodnota aspoň K
# An option of one algorithm given to another.
errors-applies-only-to = { $o0 } platí len pre { $o1 }
# Iterative deepening with an algorithm that has none.
errors-iterative-works-with = { $o0 } funguje s { $names }, nie s { $name }
# Iterative deepening without a depth.
errors-iterative-needs-depth = { $o0 } potrebuje { $o1 }, hĺbku poslednej iterácie
# An algorithm that cannot search chance nodes.
errors-no-chance = { $o0 } nevie prehľadať strom s náhodnými uzlami; použite { $names }
# A malformed --leaf-bounds.
errors-leaf-bounds-format = očakávané: L..U, dve celé čísla, L < U (napr. -10..10); nájdené: `{ $found }`
# --utilities with distance scoring.
errors-utilities-distance = { $o0 } udáva hodnoty prostého skóre; { $o1 } hodnotí výhru pomocou { $o2 } a jej vzdialenosti
# --win-threshold with plain scoring.
errors-threshold-plain = { $o0 } neplatí pre prosté skóre: to nikdy neposúva výhru podľa vzdialenosti
# --utilities with --win-score.
errors-utilities-and-win-score = { $o0 } aj { $o1 } obe určujú hodnotu výhry: zadajte len jedno
# --depth for an explicit tree.
errors-depth-explicit = { $o0 } neplatí pre explicitné stromy: tie sa vždy prehľadávajú až po listy
# --scoring for an explicit tree.
errors-scoring-explicit = { $o0 } a { $o1 } neplatia pre explicitné stromy: hodnoty nesú ich listy
# --win-score for an explicit tree.
errors-win-score-explicit = { $o0 } a { $o1 } neplatia pre explicitné stromy: zadajte riadky `win-score:` a `win-threshold:` v súbore s pozíciou
# No position file and no Kalah set-up.
errors-give-position = zadajte súbor s pozíciou, alebo { $o0 } a { $o1 } pre Kalah
# --pits/--stones with another game.
errors-pits-stones-kalah = { $o0 } a { $o1 } nastavujú Kalah; súbor s pozíciou je `game: { $game }`
# A file that is not a JSON recording; the JSON reader's reason after it stays English.
errors-recording = záznam gametree/1 vo formáte JSON
# A position file given where a recording belongs.
errors-recording-hint = záznam gametree/1 vo formáte JSON (zapíše ho `gametree search FILE -f json`)
# Found: a position file.
errors-recording-position-file = súbor s pozíciou: prehľadajte ho pomocou `gametree search FILE`
# A recording larger than the node limit; $option is --max-nodes.
errors-recording-max-nodes =
    najviac { $max } { $n ->
        [one] uzol
        [few] uzly
       *[other] uzlov
    } (pre väčší záznam zvýšte { $option })
# Found: a number of nodes.
errors-n-nodes =
    { $n } { $n ->
        [one] uzol
        [few] uzly
       *[other] uzlov
    }
# Stats that do not count the recorded nodes.
errors-recording-stats = "stats", ktoré počítajú zaznamenané uzly: { $stats }
# A recording's field with an unknown value ($key is `game` or `algorithm`).
errors-json-one-of = "{ $key }": jedno z { $names }
# A recording whose perspective is not its algorithm's.
errors-recording-perspective = "perspective": "{ $perspective }" (ten, ktorý zaznamenáva { $algorithm })
# A recording without nodes.
errors-recording-root = aspoň jeden uzol (koreň)
# A recorded score out of range.
errors-recording-score = skóre: celé číslo od -{ $max } do { $max }, alebo "inf" či "-inf"
# The output file is an input file; { $o0 } is --output.
errors-overwrite-input = výstup { $output } je vstupný súbor { $input }; neprepíšem ho (zadajte iný { $o0 })

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
