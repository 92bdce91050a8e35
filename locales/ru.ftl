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

# The figure's title: game — algorithm, result.
figure-title = { $game } — { $algorithm }: { $result }
figure-title-depth = { $game } — { $algorithm }, глубина { $depth }: { $result }
# A replay's title until its last step.
figure-neutral-title-depth = { $search }, глубина { $depth }
# What the search found: the root's value and the best move.
figure-result = оценка { $value }
figure-result-best = оценка { $value }, лучший ход { $best }
# The searches in words, for titles.
figure-search-minimax = Поиск минимакс
figure-search-negamax = Поиск негамакс
figure-search-alphabeta = Альфа-бета поиск
figure-search-alphabeta-soft = Альфа-бета поиск (fail-soft)
figure-search-pvs = Поиск главного варианта
figure-search-alphabeta-tt = Альфа-бета поиск с памятью
figure-search-mtdf = Поиск MTD(f)
figure-search-test = Проверка с нулевым окном
figure-search-expectiminimax = Поиск expectiminimax
figure-search-star1 = Поиск Star1
figure-search-star2 = Поиск Star2
# The win-score legend below a figure (Kühr: MAX, MAX − n).
figure-win-legend = Оценки выигрыша: { $parts }.
figure-win-values-max = { $max } − n: MAX выигрывает через n полуходов ({ $max }: выиграл), −({ $max } − n): проигрывает через n полуходов
figure-win-values-side = { $max } − n: игрок, делающий ход, выигрывает через n полуходов ({ $max }: выиграл), −({ $max } − n): проигрывает через n полуходов
figure-win-windows = за пределами ±{ $max }: граница окна, расширяемая на единицу за полуход (dal у Кюра)
# The legend of --label book (Kühr's labels).
figure-book-legend = Метки Кюра: { $parts }.
figure-book-triples = α | оценка | β каждого вызова, оценка в том виде, в каком её возвращает альфа-бета fail-hard (= α: не больше α; = β: не меньше β)
figure-book-bare = число без знака — то, что поиск в узле вернул по просмотренным потомкам
figure-book-cut = ≥ или ≤, граница: в узле произошло отсечение
figure-book-root = в корне нет числа: корневая процедура Кюра возвращает только ход
# Plain scoring's legend where a finished game is drawn.
figure-utilities = Законченные партии: { $win } MAX выиграл, { $draw } ничья, { $loss } MAX проиграл (простой подсчёт, оценки с точки зрения MAX).
figure-utilities-negated = Законченные партии: { $win } MAX выиграл, { $draw } ничья, { $loss } MAX проиграл (простой подсчёт, оценки с точки зрения MAX; в узлах MIN — противоположные, с точки зрения MIN).
# Marks on the edges of a PVS move searched twice, and of a Star2 probe.
figure-scout = разведка
figure-re-search = повтор
figure-probe = проба
# The mark for children left out by --max-children.
figure-more = +{ $count } ещё
# Hover text of a hidden pruned move's stub.
figure-moves-pruned = { $count ->
    [one] { $count } отсечённый ход
    [few] { $count } отсечённых хода
    [many] { $count } отсечённых ходов
   *[other] { $count } отсечённого хода
}
figure-subtree-not-drawn = поддерево не показано
figure-children-not-drawn = потомки не показаны
# The text tree (--format text).
figure-text-root = корень
figure-text-chance = СЛУЧАЙ
figure-text-leaf = лист
figure-text-terminal = конец игры
figure-text-pruned = отсечён
figure-text-cutoff = отсечение
figure-text-quiescence = успокоение
figure-text-tt-miss = ТТ: промах
figure-text-tt-hit = ТТ: попадание
figure-text-tt-narrowed = ТТ: сужено
figure-text-tt-cutoff = ТТ: отсечение
figure-text-stored-exact = сохранено: точно
figure-text-stored-lower = сохранена нижняя граница
figure-text-stored-upper = сохранена верхняя граница

# The games' names in the figure's title (a game of Python's or another keeps its own).
figure-game-tree = дерево
figure-game-chess = шахматы
figure-game-connect4 = четыре в ряд
figure-game-czech = чешские шашки
figure-game-english = английские шашки
figure-game-kalah = калах
figure-game-nim = ним
figure-game-tictactoe = крестики-нолики

# Size checks (src/render/model/fit.rs); the options are written as the caller names them.
figure-too-many = рисунок { $format } содержал бы { $drawn ->
    [one] { $drawn } узел
    [few] { $drawn } узла
   *[other] { $drawn } узлов
}, больше { $limit } ({ $why }); рисуйте меньше с { $depth }, { $draw_depth } или { $hide }, для большого дерева используйте { $html }, или увеличьте { $max_drawn }
figure-why-tikz = примерно предел того, что может набрать pdflatex
figure-why-beamer = каждый оверлей заново набирает всё дерево
figure-why-beamer-boards = доска считается узлом: каждый оверлей заново набирает дерево и его доски
figure-why-figure = дальше ни одна метка не читается
figure-beamer-too-many = рисунок beamer содержал бы { $counts }, больше { $limit } ({ $why }); { $remedies }, или запишите шаги в файлы с { $steps } { $svg }, или увеличьте { $max_drawn }
figure-nodes = { $n ->
    [one] { $n } узел
    [few] { $n } узла
   *[other] { $n } узлов
}
figure-nodes-boards = { $n ->
    [one] { $n } узел
    [few] { $n } узла
   *[other] { $n } узлов
} и { $boards ->
    [one] { $boards } доску
    [few] { $boards } доски
   *[other] { $boards } досок
}
figure-nodes-their-boards = { $n ->
    [one] { $n } узел
    [few] { $n } узла
   *[other] { $n } узлов
} и их доски
figure-less-depth = рисуйте меньше с { $draw_depth } ({ $nodes })
figure-less = рисуйте меньше с { $depth } или { $draw_depth }
figure-or-hide = { $before } или { $hide } ({ $nodes })
figure-png-too-big = PNG был бы { $w } × { $h } px ({ $millions } млн пикселей), больше { $max } млн, которые рисует gametree; рисуйте меньше: { $remedies }, или уменьшите { $scale } (сейчас { $now })
figure-pdf-too-big = страница PDF была бы { $w } × { $h } pt, больше 14 400 pt (200 дюймов), которые открывают программы просмотра; рисуйте меньше: { $remedies }
figure-too-wide = предупреждение: рисунок шириной { $w } px, слишком широк для слайда: при ширине текста слайда 16:9 его метки были бы { $label } pt, меньше { $readable } pt (не больше { $max } px); рисуйте меньше: { $remedies }
figure-nothing-fits = ни { $draw_depth }, ни { $max_children }, ни { $hide } не помогают; нарисуйте его с { $html }, где можно двигать и масштабировать

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
