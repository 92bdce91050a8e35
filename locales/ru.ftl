### gametree's messages in Russian: the terms of the Kalah assignment (glossary.md).
### One section an area; ids start with the section's name where they can.
### docs/languages.md: how to add a language.

## common
## Shared by every area: notation and the words many messages use.

lang-name = русский
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
errors-prefix = ошибка
# A malformed file: `FILE:LINE:COL: expected …, found …` (the place is written before it).
errors-expected-found = ожидалось: { $expected }; найдено: { $found }
# A file that cannot be read; $reason is the operating system's (English).
errors-cannot-read = не удаётся прочитать { $path }: { $reason }
# An output that cannot be written.
errors-cannot-write = не удаётся записать { $path }: { $reason }
# The node limit of a search to a depth; $depth_option and $max_nodes_option are the options (--depth, --max-nodes).
errors-node-limit-depth =
    поиск до глубины { $depth } посетил бы больше { $max } { $n ->
        [one] узла
       *[other] узлов
    } (предел узлов); укажите меньшее значение { $depth_option } или увеличьте { $max_nodes_option }
# The node limit of a search to the end of the game.
errors-node-limit-end =
    поиск до конца игры посетил бы больше { $max } { $n ->
        [one] узла
       *[other] узлов
    } (предел узлов); ограничьте глубину с помощью { $depth_option } или увеличьте { $max_nodes_option }
# A line longer than the deepest ply any search goes.
errors-ply-limit =
    поиск достиг глубины { $plies } { $plies ->
        [one] хода
       *[other] ходов
    }; ограничьте глубину с помощью { $depth_option }
# Star1 or Star2 met a leaf outside the leaf bounds; $bounds_option is `--leaf-bounds L..U`.
errors-outside-bounds = оценка листа { $value } лежит вне { $bounds_option }; Star1 и Star2 нужны границы для каждого листа
# The time limit of `solve`.
errors-time-limit = достигнут предел времени; увеличьте { $time_limit_option }
# The transposition table's memory could not be had.
errors-table-memory = не удаётся выделить таблицу транспозиций на { $entries } записей; уменьшите { $tt_size_option }
# Another thread or Ctrl-C cancelled the work.
errors-cancelled = работа отменена
# --steps in another format: { $o1 } is `--format svg`, { $o2 } the format given.
errors-steps-format = { $o0 } пишет файлы SVG или PNG: укажите { $o1 } или png, а не { $o2 }
# --steps with --output.
errors-steps-output = { $o0 } пишет файлы в свой каталог: уберите { $o1 }
# --steps where one output is rendered.
errors-steps-directory = { $o0 } пишет файлы в каталог: рисуйте каждый шаг в свой файл
# --scale out of range.
errors-scale = { $o0 } должно быть от 0.1 до { $max }; найдено: { $found }
# --boards in a format without pictures.
errors-boards-format = { $o0 } рисует позиции в svg, tikz, png, pdf и beamer, но не в { $format }
# --boards for a recording without boards; { $o1 } and { $o2 } are `--boards` and `--format json`.
errors-no-boards = { $o0 }: в этой записи игры { $game } нет досок для рисования: у игры нет изображения доски (явные деревья) или json сохранён без них (выполните поиск снова с { $o1 } и { $o2 })
# A board row of the wrong length; $cells is `squares` or `cells` (Connect Four).
errors-grid-row =
    ряд из { $width } { $cells ->
        [cells] клеток
       *[other] полей
    }
# A board with the wrong number of rows; $shape says how the rows run (errors-shape-…).
errors-grid-rows =
    { $height } { $height ->
        [one] ряд
        [few] ряда
       *[other] рядов
    } из { $width } { $cells ->
        [cells] клеток
       *[other] полей
    } ({ $shape })
# How many rows a board has.
errors-grid-found-rows =
    { $n ->
        [one] { $n } ряд
        [few] { $n } ряда
       *[other] { $n } рядов
    }
# Connect Four's rows: the top row first.
errors-shape-top-row = сначала верхний ряд
# Draughts' rows: rank 8 first.
errors-shape-rank-8 = сначала 8-я горизонталь
# Tic-tac-toe's rows: rank 3 first.
errors-shape-rank-3 = сначала 3-я горизонталь
# Found: an empty value.
errors-nothing = ничего
# A value that must be on one line.
errors-on-one-line = { $what } в одной строке
# Found: a value that goes on to a second line.
errors-second-line = вторая строка { $text }
# A malformed key.
errors-key = ключ (строчные буквы, цифры и `-`) перед `:`
# A key given twice.
errors-key-once = каждый ключ один раз (`{ $key }:` уже есть в строке { $line })
# Found: the key again.
errors-key-again = второй `{ $key }:`
# Text before the first key.
errors-key-value = `ключ: значение` (например, `game: tree`)
# A missing key; $what says what it gives.
errors-key-line = строка `{ $key }:`, задающая { $what }
# Found: the end of the file.
errors-end-of-file = конец файла
# An unknown key: the keys the game knows.
errors-one-of-keys = один из ключей { $keys }
# Found: an unknown key.
errors-unknown-key = неизвестный ключ `{ $key }`
# A file that is not UTF-8.
errors-utf8 = текст в UTF-8
# Found: a byte that is not UTF-8.
errors-not-utf8 = байт, не являющийся UTF-8
# A JSON recording given where a position file belongs.
errors-position-file = файл позиции (docs/position-files.md)
# Found: a JSON recording.
errors-json-recording = запись JSON: нарисуйте её командой `gametree render FILE`
# The `game:` line is missing; $names lists the games.
errors-the-game = игру ({ $names })
# One of a list of words.
errors-one-of = одно из: { $names }
# An unknown game.
errors-a-game = игра: одна из { $names }
# After an unknown game: a game by another name; $what names it (English).
errors-did-you-mean-what = ; возможно, вы имели в виду `game: { $game }` ({ $what })?
# After an unknown game: a game spelled nearly so.
errors-did-you-mean = ; возможно, вы имели в виду `game: { $game }`?
# A build without explicit trees.
errors-explicit-tree = явное дерево
# Found: a build without explicit trees.
errors-no-explicit-trees = сборка без явных деревьев
# Found: how many marks (discs) each side has.
errors-alternation-counts = { $a }: { $na }, { $b }: { $nb }
# The counts do not alternate.
errors-alternation-first =
    возможная позиция: первым ходит игрок { $a }, поэтому у игрока { $a } столько же { $marks ->
        [discs] фишек
       *[other] знаков
    }, сколько у игрока { $b }, или на { $marks ->
        [discs] одну
       *[other] один
    } больше
# Both sides have a line.
errors-alternation-ends =
    возможная позиция: игра заканчивается первой { $marks ->
        [discs] четвёркой
       *[other] тройкой
    } в ряд
# Found: a line for both sides.
errors-alternation-both =
    { $marks ->
        [discs] четвёрка
       *[other] тройка
    } в ряд у обоих игроков ({ $a } и { $b })
# The first side has a line but did not move last.
errors-alternation-one-more =
    возможная позиция: у игрока { $a } { $marks ->
        [discs] четвёрка
       *[other] тройка
    } в ряд, значит, игрок { $a } ходил последним и у него на { $marks ->
        [discs] одну фишку
       *[other] один знак
    } больше, чем у игрока { $b }
# The second side has a line but did not move last.
errors-alternation-as-many =
    возможная позиция: у игрока { $b } { $marks ->
        [discs] четвёрка
       *[other] тройка
    } в ряд, значит, игрок { $b } ходил последним и у него столько же { $marks ->
        [discs] фишек
       *[other] знаков
    }, сколько у игрока { $a }
# Connect Four's first side, in the messages above.
errors-red = красный
# Connect Four's second side.
errors-yellow = жёлтый
# Tic-tac-toe's `to-move:`.
errors-x-or-o = `x` или `o`
# Tic-tac-toe: `to-move: o` on the empty board.
errors-x-first = `x`, который ходит первым на пустой доске
# A tic-tac-toe square.
errors-tictactoe-cell = `x`, `o` или `.` (пустое поле)
# Tic-tac-toe: the side to move the board implies.
errors-tictactoe-to-move = `to-move: { $side }` (на доске x: { $nx }, o: { $no })
# Nim's `to-move:`.
errors-first-or-second = `first` или `second`
# Nim's `heaps:`.
errors-heap-sizes = размеры кучек от 0 до { $max } через пробел
# Nim: too many heaps.
errors-at-most-heaps =
    не больше { $n } { $n ->
        [one] кучки
       *[other] кучек
    }
# Connect Four's `moves:`.
errors-column-1-7 = столбец от 1 до 7
# Connect Four: a move after a full board.
errors-board-full = больше ходов нет: доска заполнена
# Connect Four: a move after four in a row.
errors-game-ended-four = больше ходов нет: игра закончилась четвёркой в ряд
# Found: a move as written in the file.
errors-move = ход `{ $text }`
# Connect Four: a move into a full column.
errors-column-not-full = незаполненный столбец
# Found: a full column.
errors-column-full = столбец { $column }, в котором { $n } фишек
# A Connect Four cell.
errors-connect4-cell = `r` (красный), `y` (жёлтый) или `.` (пустая клетка)
# Connect Four: a floating disc.
errors-disc-resting = фишка, лежащая на дне или на другой фишке
# Found: a floating disc.
errors-disc-above-empty = фишка над пустой клеткой в столбце { $column }
# Connect Four: two fours one move cannot make.
errors-fours-share = четвёрки в ряд с общей последней фишкой (один ход заканчивает игру)
# Found: two separate fours.
errors-fours-apart = две отдельные четвёрки в ряд
# A tree's `root:`.
errors-max-or-min = `max` или `min`
# The missing `tree:` line gives…
errors-the-tree = дерево, например `tree: [[3 12 8] [2 4 6]]`
# A control or bidi character in a tree.
errors-no-hidden-chars = метка или значение без управляющих символов и символов направления текста
# Found: a control character ($code is U+0007).
errors-control-char = { $code }, управляющий символ
# Found: a bidirectional formatting character.
errors-bidi-char = { $code }, символ направления текста
# The end of a tree's text.
errors-end-of-tree = конец дерева
# Found: text after the root's `]`.
errors-root-closed = { $text } (корень уже закрыт)
# A chance tree with a win score.
errors-no-win-score-chance = без строки `win-score:` в дереве со случайными узлами (ожидания оценок по расстоянию до выигрыша не имеют смысла)
# Found: a `win-score:` line.
errors-a-win-score-line = строка `win-score:`
# A chance tree whose expected values would not stay exact.
errors-chance-exact = дерево со случайностью, ожидания которого остаются точными: наибольший лист ({ $largest }), умноженный на общий знаменатель вероятностей, не больше { $limit }
# Found: denominators too large.
errors-larger-denominators-hint = большие знаменатели (используйте меньше знаков после запятой или более простые дроби)
# Found: denominators too large.
errors-larger-denominators = большие знаменатели
# Probabilities whose common denominator overflows.
errors-denominator-64 = вероятности, общий знаменатель которых помещается в 64 бита
# A tree's `win-score:` (Kühr's MAX).
errors-win-score = оценка выигрыша (MAX у Кюра) от 1 до { $limit }
# `win-threshold:` without `win-score:`.
errors-win-score-with-threshold = строка `win-score:` (MAX у Кюра) вместе с `win-threshold:`
# Found: `win-threshold:` alone.
errors-threshold-alone = один `win-threshold:`
# A tree's `win-threshold:` (Kühr's MNOHO).
errors-win-threshold = порог выигрыша (MNOHO у Кюра) от 0 до { $high }, ниже `win-score: { $max }`
# A win threshold too close to the win score.
errors-win-threshold-height =
    порог выигрыша не больше { $high } (`win-score: { $max }` минус высота дерева, { $gap } { $gap ->
        [one] ход
        [few] хода
       *[other] ходов
    }, чтобы выигрыши на разном расстоянии имели разные оценки)
# A leaf beyond the win threshold.
errors-leaf-within-threshold = оценка листа от -{ $t } до { $t } (`win-threshold: { $t }`, MNOHO у Кюра: оценки за ним — выигрыши и проигрыши)
# A win score too small for the tree.
errors-win-score-height =
    оценка выигрыша не меньше { $low } (наибольшая оценка листа, { $largest }, плюс высота дерева, { $gap } { $gap ->
        [one] ход
        [few] хода
       *[other] ходов
    }) или строка `win-threshold:`
# A `win`/`loss` leaf without a win score.
errors-win-score-finished = строка `win-score:` (MAX у Кюра) для законченной игры: `win` оценивается MAX, `loss` -MAX
# Found: a finished game without a win score.
errors-no-win-score-line = { $text } без строки `win-score:`
# Where a tree's node belongs.
errors-leaf-or-label = оценка листа (целое число), `[` или метка `NAME:`
# A leaf value out of range.
errors-leaf-between = оценка листа от -{ $limit } до { $limit }
# A tree nested too deep.
errors-tree-depth = дерево глубиной не больше { $n } уровней
# Found: deeper nesting.
errors-deeper-nesting = более глубокая вложенность
# A node labelled twice.
errors-one-label = одна метка на узел
# Found: a second label.
errors-second-label = вторая метка { $text }
# A `[` never closed.
errors-closing-bracket = `]`, закрывающая `[` из строки { $line }, столбца { $column }
# Two siblings with one label.
errors-distinct-labels = метки, различные у братьев (ход называется по своей метке)
# Found: a second child with the label.
errors-second-child-label = второй потомок с меткой { $text }
# An empty `[]`.
errors-one-child = узел хотя бы с одним потомком (лист записывается своей оценкой)
# A chance node whose probabilities do not sum to 1.
errors-sum-to-one = случайный узел, сумма вероятностей которого ровно 1
# Found: the sum of the probabilities.
errors-a-sum-of = сумма { $sum }
# A chance node's child without its probability.
errors-probability-first = потомок случайного узла, записанный с вероятностью впереди, например `1/2: [3 5]` или `0.25: 7`
# A malformed probability.
errors-probability = вероятность: дробь вроде `1/3`, десятичное число вроде `0.25` (не больше 6 знаков) или `1`
# A probability `1/0`.
errors-probability-den-0 = вероятность с ненулевым знаменателем
# A probability with a huge denominator.
errors-probability-den-max = вероятность со знаменателем не больше 1000000
# A probability 0.
errors-probability-above-0 = вероятность больше 0 (ветвь, которая не может случиться, опустите)
# A probability above 1.
errors-probability-at-most-1 = вероятность не больше 1
# A choice of words: `a`, `b` or `c` ($rest is the list before the last).
errors-either = { $rest } или { $last }
# Found: the end of the line.
errors-end-of-line = конец строки
# Kalah's `pits:`.
errors-kalah-pits = число лунок на стороне (от 1 до 16)
# Kalah's `pits:`.
errors-kalah-pits-number = число лунок на стороне, целое число от 1 до 16
# Kalah's `stones:`.
errors-kalah-stones = число камней в лунке в начале
# Kalah: too many stones.
errors-kalah-at-most-product = не больше { $max } камней всего (2 × лунки × камни)
# Kalah: too many stones on the board.
errors-kalah-at-most = не больше { $max } камней всего
# Found: a number of stones.
errors-kalah-n-stones =
    { $n } { $n ->
        [one] камень
        [few] камня
       *[other] камней
    }
# Found: the stones on the board.
errors-kalah-on-board =
    { $n } { $n ->
        [one] камень
        [few] камня
       *[other] камней
    } на доске
# Kalah: one side's line without the other.
errors-kalah-both-sides = обе строки `south:` и `north:` (нет строки `{ $other }:`)
# Found: only one side's line.
errors-kalah-only = только `{ $key }:`
# Kalah: `stones:` does not match the board.
errors-kalah-stones-match = `stones: { $st }`, соответствующее доске: 2 × { $p } лунок × { $st } = { $want } камней всего
# Kalah: a stone count too large; $what says which.
errors-kalah-count-max = { $what }: целое число от 0 до { $max }
# Kalah: not a stone count.
errors-kalah-count = { $what }: число камней (целое число ≥ 0)
# Kalah's `south:`/`north:` line.
errors-kalah-side-line = `{ $key }:` числа камней в лунках, `|` и калах
# Kalah: a side line without its store.
errors-kalah-store-after = `| КАЛАХ` после лунок (например, `4 4 4 4 4 4 | 0`)
# Kalah: nothing after `|`.
errors-kalah-store-stones = камни калаха после `|`
# Kalah: more than one number after `|`.
errors-kalah-one-store = одно число камней калаха после `|`
# Kalah: the wrong number of pits in a line.
errors-kalah-pit-counts-before =
    { $n } { $n ->
        [one] число камней лунки
        [few] числа камней лунок
       *[other] чисел камней лунок
    } перед `|`
# Kalah: a line with no pits or more than 16.
errors-kalah-1-16-before = от 1 до 16 чисел камней лунок перед `|`
# Found: the pits a line has.
errors-kalah-pit-counts =
    { $n } { $n ->
        [one] число камней лунки
        [few] числа камней лунок
       *[other] чисел камней лунок
    }
# Draughts: both `fen:` and `board:`.
errors-fen-or-board = либо `fen:`, либо `board:`, но не оба
# Found: `board:` after `fen:`.
errors-board-after-fen = `board:` после `fen:` в строке { $line }
# Draughts: `to-move:` with `fen:`.
errors-no-to-move-with-fen = без `to-move:` вместе с `fen:` (FEN сама называет игрока, делающего ход)
# Draughts' `fen:`.
errors-draughts-fen = FEN, например `W:W21,22:B1,2`
# Draughts' `to-move:`.
errors-white-or-black = `white` или `black`
# Draughts: `to-move:` without a board.
errors-to-move-with-board = `to-move:` только вместе с `board:`
# Found: `to-move:` without a board.
errors-to-move-without-board = `to-move:` без доски
# English checkers' `variant:`.
errors-draughts-variant = `standard` или `single-jump` (взятие снимает одну шашку и заканчивает ход)
# Draughts: a square given twice.
errors-square-once = каждое поле не больше одного раза
# Found: a square again.
errors-second-time = { $text } второй раз
# Draughts: a man on its crowning rank.
errors-man-on-crowning-rank =
    никакой { $colour ->
        [white] белой
       *[black] чёрной
    } шашки на { $rank }-й горизонтали (шашка там становится дамкой: запишите дамку)
# Found: a man on a square.
errors-a-man = шашка { $text }
# Draughts: more than 12 pieces of a colour.
errors-draughts-max-pieces =
    не больше { $max } { $colour ->
        [white] белых
       *[black] чёрных
    } шашек
# Found: a 13th piece.
errors-13th-piece = 13-я шашка { $text }
# A draughts FEN without three fields.
errors-draughts-fen-fields = FEN из трёх полей `TURN:W…:B…`, разделённых `:`
# Found: a FEN's number of fields.
errors-n-fields =
    { $n } { $n ->
        [one] поле
        [few] поля
       *[other] полей
    }
# A draughts FEN's turn.
errors-draughts-turn = игрок, делающий ход, `W` или `B` в начале FEN
# A draughts FEN's piece list.
errors-piece-list = список шашек, начинающийся с цвета `W` или `B`
# Found: an empty FEN field.
errors-empty-field = пустое поле
# Draughts FEN: a colour's list twice.
errors-one-list-each =
    один список для каждого цвета (список { $colour ->
        [white] белых
       *[black] чёрных
    } уже задан)
# Found: a second list of a colour.
errors-second-list =
    второй список { $colour ->
        [white] белых
       *[black] чёрных
    }
# Draughts FEN: a range of squares.
errors-square-range = диапазон номеров полей `N-M`, где 1 ≤ N ≤ M ≤ 32
# Draughts FEN: a piece on a light square.
errors-piece-dark-square = шашка на тёмном поле (a1, c1, …, h8)
# Found: a piece on a light square.
errors-on-light-square = { $text } на светлом поле
# Czech draughts FEN: a piece.
errors-piece-czech = шашка: `K` для дамки, затем номер поля 1–32 или тёмное поле вроде `c1`
# English checkers FEN: a piece.
errors-piece-english = шашка: `K` для дамки, затем номер поля 1–32
# A draughts diagram's square.
errors-draughts-cell = `.` (пусто), `w`, `b` (шашки) или `W`, `B` (дамки)
# Draughts diagram: a piece on a light square.
errors-pieces-dark-only = шашки только на тёмных полях (a1, c1, …, h8)
# Found: a piece on a named light square.
errors-on-the-light-square = { $text } на светлом поле { $square }
# Chess's `fen:`.
errors-a-fen = FEN
# A chess FEN with more than six fields.
errors-fen-end = конец FEN (шесть полей)
# A chess FEN's first field.
errors-fen-placement = расстановка (горизонтали с 8-й по 1-ю через `/`, фигуры `KQRBNP`/`kqrbnp`, цифры для пустых полей)
# A chess FEN's second field.
errors-fen-side = сторона, делающая ход (`w` или `b`)
# A chess FEN's third field.
errors-fen-castling = права на рокировку (`-` или часть из `KQkq`)
# A chess FEN's fourth field.
errors-fen-en-passant = поле взятия на проходе (`-` или поле на 3-й или 6-й горизонтали)
# A chess FEN's fifth field.
errors-fen-halfmove = счётчик полуходов (число)
# A chess FEN's sixth field.
errors-fen-move-number = номер хода (число от 1)
# A chess FEN's halfmove clock out of range.
errors-fen-halfmove-range = счётчик полуходов (целое число не больше 4294967295)
# A chess FEN's move number out of range.
errors-fen-move-number-range = номер хода (целое число от 1 до 4294967295)
# An illegal chess position; the reason after it is the chess library's (English).
errors-legal-position = допустимая позиция
# Chess: too many pieces of a side.
errors-chess-max-pieces = не больше { $max } фигур у каждой стороны
# Found: White's pieces.
errors-chess-white-pieces =
    { $n } { $n ->
        [one] белая фигура
        [few] белые фигуры
       *[other] белых фигур
    }
# Found: Black's pieces.
errors-chess-black-pieces =
    { $n } { $n ->
        [one] чёрная фигура
        [few] чёрные фигуры
       *[other] чёрных фигур
    }
# Options that are not a JSON object; $found is the JSON given.
errors-options-object = параметры команды { $command } — объект вида { "{" }"depth": 3{ "}" }, а не { $found }
# Options that are not JSON; $reason is the JSON reader's (English).
errors-options-json = параметры команды { $command }: { $reason }
# An option's value of the wrong sort.
errors-option-expected = `{ $name }`: ожидалось: { $what }; найдено: { $found }
# An option's value: a whole number.
errors-whole-number-in-range = целое число в допустимом диапазоне
# An option's value: a number.
errors-a-number = число
# An option's value: a switch.
errors-true-or-false = true или false
# An option's value: text.
errors-text = текст
# An unknown option of a request.
errors-no-such-option = у { $command } нет параметра `{ $option }`; его параметры: { $options }
# A list: `a, b and c` ($rest is the list before the last).
errors-and-list = { $rest } и { $last }
# A transposition table of no entries.
errors-tt-size = { $o0 } должно быть не меньше 1
# Star1/Star2 without leaf bounds.
errors-needs-leaf-bounds = { $o0 } требует { $o1 }, границы каждой оценки листа (Ballard 1983)
# Leaf bounds for another algorithm.
errors-leaf-bounds-only = { $o0 } применимо только к { $o1 } и star2
# --prune-on with Star1/Star2.
errors-prune-on-star = { $o0 } неприменимо к { $name }: он делает отсечение при α ≥ β (и в случайных узлах по границам Балларда)
# --prune-on with an algorithm that prunes nothing.
errors-prune-on-no-pruning = { $o0 } применимо к алгоритмам альфа-бета; { $name } ничего не отсекает
# --prune-on gt with a null-window algorithm.
errors-prune-on-gt = { $o0 } — соглашение альфа-бета отсечения, выполняемого вручную (alphabeta, alphabeta-soft); { $name } ищет с нулевыми окнами [β − 1, β] и требует отсечений при α ≥ β
# The null-window test without its test value.
errors-needs-test-value = { $o0 } требует { $o1 }: он отвечает, не меньше ли оценка K
# An option of one algorithm given to another.
errors-applies-only-to = { $o0 } применимо только к { $o1 }
# Iterative deepening with an algorithm that has none.
errors-iterative-works-with = { $o0 } работает с { $names }, а не с { $name }
# Iterative deepening without a depth.
errors-iterative-needs-depth = { $o0 } требует { $o1 }, глубину последней итерации
# An algorithm that cannot search chance nodes.
errors-no-chance = { $o0 } не умеет искать в дереве со случайными узлами; используйте { $names }
# A malformed --leaf-bounds.
errors-leaf-bounds-format = ожидалось: L..U, два целых числа, L < U (например, -10..10); найдено: `{ $found }`
# --utilities with distance scoring.
errors-utilities-distance = { $o0 } задаёт оценки простого подсчёта; { $o1 } оценивает выигрыш через { $o2 } и расстояние до него
# --win-threshold with plain scoring.
errors-threshold-plain = { $o0 } неприменимо к простому подсчёту: он никогда не сдвигает выигрыш по расстоянию
# --utilities with --win-score.
errors-utilities-and-win-score = { $o0 } и { $o1 } оба задают оценку выигрыша: укажите одно
# --depth for an explicit tree.
errors-depth-explicit = { $o0 } неприменимо к явным деревьям: они всегда просматриваются до листьев
# --scoring for an explicit tree.
errors-scoring-explicit = { $o0 } и { $o1 } неприменимы к явным деревьям: оценки записаны в их листьях
# --win-score for an explicit tree.
errors-win-score-explicit = { $o0 } и { $o1 } неприменимы к явным деревьям: задайте строки `win-score:` и `win-threshold:` в файле позиции
# No position file and no Kalah set-up.
errors-give-position = укажите файл позиции или { $o0 } и { $o1 } для калаха
# --pits/--stones with another game.
errors-pits-stones-kalah = { $o0 } и { $o1 } задают калах; файл позиции — `game: { $game }`
# A file that is not a JSON recording; the JSON reader's reason after it stays English.
errors-recording = запись gametree/1 в формате JSON
# A position file given where a recording belongs.
errors-recording-hint = запись gametree/1 в формате JSON (её пишет `gametree search FILE -f json`)
# Found: a position file.
errors-recording-position-file = файл позиции: ищите в нём командой `gametree search FILE`
# A recording larger than the node limit; $option is --max-nodes.
errors-recording-max-nodes =
    не больше { $max } { $n ->
        [one] узла
       *[other] узлов
    } (для большей записи увеличьте { $option })
# Found: a number of nodes.
errors-n-nodes =
    { $n } { $n ->
        [one] узел
        [few] узла
       *[other] узлов
    }
# Stats that do not count the recorded nodes.
errors-recording-stats = "stats", считающие записанные узлы: { $stats }
# A recording's field with an unknown value ($key is `game` or `algorithm`).
errors-json-one-of = "{ $key }": одно из { $names }
# A recording whose perspective is not its algorithm's.
errors-recording-perspective = "perspective": "{ $perspective }" (та, что записывает { $algorithm })
# A recording without nodes.
errors-recording-root = хотя бы один узел (корень)
# A recorded score out of range.
errors-recording-score = оценка: целое число от -{ $max } до { $max } или "inf" либо "-inf"
# The output file is an input file; { $o0 } is --output.
errors-overwrite-input = вывод { $output } — это входной файл { $input }; перезаписывать его не буду (укажите другой { $o0 })

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
