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

steps-step = Шаг { $k } из { $n }: { $caption }
steps-root = корень
steps-node-after = { $name } (после { $way })
steps-window-decimal = [{ $alpha }; { $beta }]
steps-enter-window = Вход в узел { $name } с окном { $window }.
steps-enter = Вход в узел { $name }.
steps-re-search = Повторный поиск в узле { $name } с окном { $window }: его проверка с нулевым окном { $scout } вернула { $got }.
steps-evaluate-leaf = Оценка листа { $name }: { $value }{ $bound }.
steps-evaluate-terminal = Оценка конечной позиции { $name }: { $value }{ $bound }.
steps-bound-lower = , нижняя граница
steps-bound-upper = , верхняя граница
steps-cutoff = Отсечение в узле { $name }: { $why }, поэтому { $pruned }.
steps-cut-table = граница из таблицы транспозиций решает его
steps-cut-probe = Star2 проверяет его только первым ходом, ради границы
steps-cut-best = его ход с оценкой { $value } нельзя улучшить
steps-pruned-names = { $list } никогда не { $n ->
    [one] просматривается
   *[other] просматриваются
}
steps-pruned-moves = { $n ->
    [one] ход
   *[other] ходы
} { $list } никогда не { $n ->
    [one] просматривается
   *[other] просматриваются
}
steps-list-and = { $init } и { $last }
steps-leave = Выход из узла { $name }: оценка { $value }{ $bound }{ $rule }.
steps-leave-table = Выход из узла { $name }: оценка { $value }{ $bound }, из записи таблицы транспозиций.
steps-fail-hard-alpha = вариант fail-hard возвращает α = { $alpha }
steps-fail-hard-beta = вариант fail-hard возвращает β = { $beta }
steps-fail-soft = вариант fail-soft возвращает лучшую найденную оценку, { $best }
steps-chance-at-most = его оценка не больше { $value } ≤ α = { $alpha }{ $counted }
steps-chance-at-least = его оценка не меньше { $value } ≥ β = { $beta }{ $counted }
steps-chance-outside = его оценка уже вне его окна
steps-counted-leaf-bound = (непросмотренные исходы учтены по границе листьев { $bound })
steps-counted-bounds = (непросмотренные исходы учтены по своим границам)

steps-report-language = Язык
steps-report-replay = Воспроизведение
steps-report-first = Первый шаг (Home)
steps-report-prev = Предыдущий шаг (←)
steps-report-play-title = Воспроизвести / пауза (пробел)
steps-report-play = пуск
steps-report-pause = пауза
steps-report-next = Следующий шаг (→)
steps-report-last = Последний шаг (End)
steps-report-slider = Шаг
steps-report-zoom-in = Увеличить
steps-report-zoom-out = Уменьшить
steps-report-fit-title = Вписать нарисованное (раскрытое) дерево в окно
steps-report-fit = Вписать
steps-report-pv-title = Показать и отцентрировать главный вариант
steps-report-pv = ГВ
steps-report-expand-title = Показать следующий уровень скрытых узлов
steps-report-expand = Раскрыть уровень
steps-report-values = Оценки
steps-report-values-title = С чьей точки зрения показаны оценки и окна
steps-report-view-max = точка зрения MAX
steps-report-view-stm = игрок, делающий ход
steps-report-labels = Подписи
steps-report-labels-title = Что показывают узлы
steps-report-label-value = оценка (≥ / ≤ для границы)
steps-report-label-window = окно [α, β]
steps-report-label-triple = α | оценка | β
steps-report-tree = Дерево поиска
steps-report-position = Позиция
steps-report-search = Поиск
steps-report-legend = Легенда
steps-report-step = шаг { $k } из { $n }
steps-report-reading = чтение записи…
steps-report-wait = Воспроизведение начнётся, когда вся запись ({ $n } { $n ->
    [one] узел
    [few] узла
   *[other] узлов
}) будет прочитана.
steps-report-game = Игра
steps-report-algorithm = Алгоритм
steps-report-evaluation = Оценочная функция
steps-report-depth = Глубина
steps-report-to-the-end = до конца
steps-report-value = Оценка
steps-report-value-max = { $value } (точка зрения MAX)
steps-report-best-move = Лучший ход
steps-report-none = нет
steps-report-pv-long = Главный вариант
steps-report-visited = Посещено
steps-report-leaves = Оценено листьев
steps-report-terminals = Законченных игр
steps-report-cutoffs = Отсечения
steps-report-pruned = Отсечённые ходы
steps-report-recorded = Записано узлов
steps-report-values-shown = Оценки показаны
steps-report-from-max = с точки зрения MAX
steps-report-from-stm = с точки зрения игрока, делающего ход
steps-report-later = станет известно на последнем шаге
steps-report-showing = Показано { $shown } из { $total } записанных узлов.
steps-report-showing-hidden = Показано { $shown } из { $total } записанных узлов; скрыто под узлами с пометкой +k: { $hidden } (щёлкните по одному, чтобы раскрыть его, или используйте «Раскрыть уровень»).
steps-report-click = Щелчок по узлу сворачивает или раскрывает его; наведите курсор, чтобы увидеть его позицию.
steps-report-reading-whole = Читается вся запись: скрытые узлы и воспроизведение появятся через мгновение.
steps-report-below = скрытых узлов ниже: { $n }; щёлкните, чтобы раскрыть
steps-report-more = ещё потомков: +{ $n }
steps-report-legend-max = узел MAX (прямоугольник, синий): игрок, делающий ход в корне
steps-report-legend-min = узел MIN (эллипс, зелёный)
steps-report-legend-chance = узел случая (круг, янтарный): оценки потомков, взвешенные вероятностями на рёбрах
steps-report-legend-leaf = лист, оценённый оценочной функцией (красный)
steps-report-legend-terminal = законченная игра (двойной контур)
steps-report-legend-pruned = отсечённый: порождён, но не просмотрен (серый, пунктир)
steps-report-legend-chosen = выбранный ход (красное ребро)
steps-report-legend-pv = главный вариант (жирный)
steps-report-legend-current = воспроизведение: узел, который сейчас просматривается
steps-report-legend-open = воспроизведение: открытый узел, предварительная оценка (≥ / ≤)
steps-report-legend-notyet = воспроизведение: ещё не посещён
steps-report-node-max = узел MAX, глубина { $ply }
steps-report-node-min = узел MIN, глубина { $ply }
steps-report-node-chance = узел случая, глубина { $ply }
steps-report-move = ход { $move }
steps-report-probability = вероятность { $p }
steps-report-never = отсечённый: не просмотрен
steps-report-window = окно { $window }
steps-report-node-value = оценка { $value }
steps-report-node-lower = оценка { $value } (нижняя граница)
steps-report-node-upper = оценка { $value } (верхняя граница)
steps-report-valued = оценён оценочной функцией
steps-report-terminal = законченная игра
steps-report-cut-here = здесь отсечение
steps-report-mark-group = групповой узел: поиски ниже начинаются с корневой позиции
steps-report-mark-pass = проход MTD(f) { $n }
steps-report-mark-iteration = итерация { $n }
steps-report-mark-research = повторный поиск после того, как проверка дала оценку выше окна
steps-report-mark-quiescence = поиск успокоения
steps-report-mark-probing = проба Star2: только первый ход, ради границы; позже просмотрен полностью
steps-report-mark-probe-miss = запрос к таблице: промах
steps-report-mark-probe-hit = запрос к таблице: попадание
steps-report-mark-probe-narrowed = запрос к таблице: сузил окно
steps-report-mark-probe-cutoff = запрос к таблице: решил узел
steps-report-mark-stored-exact = сохранена точная оценка
steps-report-mark-stored-lower = сохранена нижняя граница
steps-report-mark-stored-upper = сохранена верхняя граница
steps-report-scout = проверка
steps-report-re-search = повторный поиск

# -- end of steps --


## check
## check: verdicts, reasons, explanations, the check report and the practice page (src/homework/check, explain, output, practice, templates/check.html, practice.*).

check-wrong-value = неверная оценка (ожидалось { $expected }, написано { $got })
check-wrong-window = неверное окно (ожидалось { $expected }, написано { $got })
check-pruned-but-searched = отсечён, но должен быть просмотрен
check-searched-but-pruned = просмотрен, но должен быть отсечён
check-missing = нет ответа
check-bad-line = ошибочная строка (столбец { $column }: ожидалось { $expected }, найдено { $found })
check-mistake-why = { $what }: { $why }
check-correct = верно
check-not-counted = верно, но не спрашивалось (не засчитывается)
check-missing-expected = нет ответа (ожидалось { $expected })
check-right-under = верно при соглашении: { $conventions }
check-or = { $first } или { $second }
check-all-correct = все спрашиваемые узлы верны ({ $n } из { $n })
check-verdict = верно { $correct } из { $asked ->
    [one] { $asked } спрашиваемого узла
   *[other] { $asked } спрашиваемых узлов
}{ $others } ({ $percent } %): { $mistakes }
check-others-wrong = { $n ->
    [one] ещё { $n } строка неверна
    [few] ещё { $n } строки неверны
   *[other] ещё { $n } строк неверны
}
check-count-wrong-value = { $n ->
    [one] { $n } неверная оценка
    [few] { $n } неверные оценки
   *[other] { $n } неверных оценок
}
check-count-wrong-window = { $n ->
    [one] { $n } неверное окно
    [few] { $n } неверных окна
   *[other] { $n } неверных окон
}
check-count-pruned-but-searched = { $n ->
    [one] { $n } узел отсечён, но должен быть просмотрен
    [few] { $n } узла отсечены, но должны быть просмотрены
   *[other] { $n } узлов отсечены, но должны быть просмотрены
}
check-count-searched-but-pruned = { $n ->
    [one] { $n } узел просмотрен, но должен быть отсечён
    [few] { $n } узла просмотрены, но должны быть отсечены
   *[other] { $n } узлов просмотрены, но должны быть отсечены
}
check-count-missing = { $n ->
    [one] { $n } узел без ответа
    [few] { $n } узла без ответа
   *[other] { $n } узлов без ответа
}
check-count-bad-line = { $n ->
    [one] { $n } ошибочная строка
    [few] { $n } ошибочные строки
   *[other] { $n } ошибочных строк
}
check-one-answer = один ответ на узел (на { $node } уже есть ответ в строке { $line })
check-second-answer = второй ответ { $node }
check-no-answer = { $file }: ожидались строки ответа (`A = 3`, `C.2 pruned`; docs/homework.md), не найдено ни одной: файл пуст или содержит только комментарии и пустые строки
check-cannot-read = не удаётся прочитать { $file }: { $error }
check-answer-too-large = { $file }: ожидался файл ответа не больше { $mib } МиБ, найден файл больше
check-minimax = минимакс
check-fail-hard-alphabeta = альфа-бета fail-hard
check-fail-soft-alphabeta = альфа-бета fail-soft
check-cut-ge = отсечение при α ≥ β
check-cut-gt = отсечение только при α > β
check-view-max = оценки с точки зрения MAX
check-view-side = оценки с точки зрения игрока, делающего ход
check-why-at = α = { $alpha } { $op } β = { $beta } в узле { $node } после { $child }
check-why-wins-in-one = { $child } выигрывает в узле { $node } за один ход, и лучше этого ничего нет
check-why-pruned = отсечён, потому что { $cut }
check-why-pruned-inside = лежит под узлом { $top }, который отсечён, потому что { $cut }
check-why-minimax-searches = минимакс просматривает все узлы
check-why-first-child = первый потомок узла { $node } просматривается всегда
check-why-root-searched = корень просматривается всегда
check-why-searched = просмотрен, потому что { $at }
check-why-searched-tie = просмотрен, потому что { $at }, а при { $option } отсечение только при α > β
check-why-no-windows = у минимакса нет окон
check-why-root-window = корень просматривается с окном { $window }
check-why-window-after = окном узла { $parent } после { $child }
check-why-window-on-entry = окном узла { $parent } при входе
check-why-window = { $node } просматривается с { $from }{ $farther }
check-why-window-negated = { $node } просматривается с { $from }, { $window }, с обращёнными знаками и переставленными границами{ $farther }
check-why-farther = , оценки выигрыша сдвинуты на ход дальше
check-why-leaf = оценка листа задана в дереве
check-why-failed-high = { $how ->
    [cut] в узле { $node } происходит отсечение
   *[closes] окно узла { $node } закрывается
} после { $child } (α = { $alpha } ≥ β = { $beta })
check-why-no-child-rose = ни один потомок узла { $node } не поднялся выше α = { $alpha }
check-why-no-child-fell = ни один потомок узла { $node } не опустился ниже β = { $beta }
check-why-bound = { $reason }, поэтому его оценка — лишь { $bound ->
    [upper] верхняя
   *[lower] нижняя
} граница, и { $rule }{ $asked }
check-why-written = , записывается `{ $answer }` ({ $option })
check-why-negamax = { $node } берёт наибольшую из оценок потомков с обратным знаком ({ $list })
check-why-max = { $node } — узел MAX: наибольшая из оценок потомков ({ $list })
check-why-min = { $node } — узел MIN: наименьшая из оценок потомков ({ $list })
check-why-chance = { $node } — случайный узел: оценки потомков, взвешенные их вероятностями и сложенные ({ $list })
check-line = строка { $line }
check-error = ошибка: { $error }
check-html-title = gametree check: { $tree }
check-html-marked = Проверено по { $algorithm ->
    [alphabeta] алгоритму альфа-бета
   *[minimax] алгоритму минимакс
} ({ $convention }, отсечение при α { $op } β, { $view }, границы { $bounds ->
    [required] обязательны
    [accepted] допускаются
   *[refused] не допускаются
}).
check-html-node = узел
check-html-line = строка
check-html-answer = ответ
check-html-mistake = ошибка
check-html-first = Первая ошибка, шаг { $step } из { $steps }: { $caption } Здесь ответ расходится с поиском, в узле { $node }{ $answer }: { $text }
check-html-replay = Воспроизвести до этого шага
check-html-replay-title = Воспроизведение поиска

check-expect-range = оценка от -{ $limit } до { $limit }
check-expect-fraction = оценка (целое число, дробь вроде `13/6` или десятичное число вроде `2.1`)
check-expect-integer = оценка (целое число)
check-expect-window-bound = граница окна: целое число, `-inf` или `inf`
check-expect-node = узел (метка вроде `C` или путь вроде `C.2`)
check-expect-rel = `=`, `<=` или `>=`
check-expect-claim = `=`, `<=`, `>=` и оценка, или `pruned`
check-expect-end-of-line = конец строки (или комментарий `#`)
check-expect-bound = { $bound }: целое число, `-inf` или `inf`
check-expect-comma = `,` между α и β
check-expect-close = `]`, закрывающая окно
check-found-end-of-line = конец строки

check-practice-language = Язык
check-practice-convention = Соглашение:
check-practice-how = Как заполнять
check-practice-how-values = В каждое поле впишите оценку узла: { $three }, или границу { $le } / { $ge } (можно и { $lesym } и { $gesym }) там, где оценка узла — лишь граница. У листьев оценки уже даны.
check-practice-how-prune = Нажмите на ножницы на ребре (или { $enter } на нём), чтобы отметить ветвь как отсечённую; нажмите ещё раз, чтобы отменить. Ниже отсечённого ребра ничего не просматривается.
check-practice-how-windows = Отметьте { $windows }, чтобы вписать и окно [α, β], с которым поиск входит в узел.
check-practice-how-keys = { $tab } переходит к следующему полю или ребру, стрелки — от узла к узлу ({ $down } первый потомок, { $up } родитель, { $left }/{ $right } соседние узлы), { $enter } в поле — к следующему полю.
check-practice-how-check = { $check } проверяет все узлы; { $first } воспроизводит поиск до места, где ваш ответ расходится с ним; { $download } сохраняет ответ для { $command }. Ваша работа хранится в этом браузере.
check-practice-check = Проверить
check-practice-first = Показать первую ошибку
check-practice-solution = Показать решение
check-practice-clear = Очистить
check-practice-download = Скачать мой ответ
check-practice-windows = Окна
check-practice-exercise = Задача { $n }
check-practice-value-of = Оценка узла { $node } ({ $player })
check-practice-bound-of = { $bound } узла { $node }
check-practice-prune-edge = Отсечь ребро к узлу { $node }
check-practice-bad-box = ошибочная строка (ожидалась оценка вроде 3, <=3 или >=3 и окно из целых чисел, -inf или inf; найдено { $found })
check-practice-score = верно { $correct } из { $asked ->
    [one] { $asked } спрашиваемого узла
   *[other] { $asked } спрашиваемых узлов
}{ $others }
check-practice-score-percent = { $score } ({ $percent } %)
check-practice-score-head = { $score }:
check-practice-all-correct = Все спрашиваемые узлы верны ({ $n } из { $n }).
check-practice-total = Итого: { $correct } из { $total } ({ $percent } %), проверено задач: { $done } из { $exercises }
check-practice-replay-title = Воспроизведение поиска: { $title }
check-practice-no-mistake = Ошибок нет: ваш ответ шаг за шагом совпадает с поиском.
check-practice-nothing-yet = Воспроизводить пока нечего: заполните какие-нибудь узлы.
check-practice-you-wrote = (вы написали { $answer })
check-practice-where = { $node }{ $wrote }: { $text }
check-practice-first-at = На шаге { $step } из { $steps } ваш ответ расходится с поиском, в узле { $where }
check-practice-first-step = Шаг { $step } из { $steps }: { $caption } Здесь ваш ответ расходится с поиском, в узле { $where }
check-practice-conv-chance = expectiminimax (AIMA §5.5), оценки с точки зрения MAX, записанные точно (2.1 или 13/6)
check-practice-conv-view-max = оценки и окна с точки зрения MAX
check-practice-conv-view-side = оценки и окна с точки зрения игрока, делающего ход (негамакс)
check-practice-conv-minimax = минимакс (просматривается каждый узел, оценки точные), { $view }
check-practice-conv-soft = fail-soft (узел, поиск в котором не удался, возвращает лучшую найденную оценку)
check-practice-conv-hard = fail-hard (узел, поиск в котором не удался, возвращает границу своего окна)
check-practice-conv-bounds-accept = оценка, которая лишь граница, записывается ≤ 3 / ≥ 3 или = 3
check-practice-conv-bounds-require = оценка, которая лишь граница, должна записываться ≤ 3 / ≥ 3
check-practice-conv-bounds-reject = каждая оценка записывается = 3, и границы тоже
check-practice-conv-alphabeta = альфа-бета слева направо, { $fail }, отсечение при { $cut }, { $view }, { $bounds }
check-practice-exercise-title = Задача { $n } (зерно { $seed })
check-practice-title = Упражнение по { $chance ->
    [yes] expectiminimax
   *[no] альфа-бета
} (зерно { $seed })
check-practice-title-many = Упражнение по { $chance ->
    [yes] expectiminimax
   *[no] альфа-бета
}: { $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[other] { $count } задач
}

check-practice-title-file = Упражнение: { $file }
check-practice-title-depth = Упражнение: { $file } до глубины { $depth }

check-expect-json-either = либо `"pruned": true`, либо оценка
check-found-json-both = и то и другое
check-expect-json-value = `value` (или `"pruned": true`)
check-found-json-neither = ни того ни другого
check-expect-json-bound = `bound`, равный `=`, `<=` или `>=`
check-expect-json-window-bound = граница окна

# -- end of check --


## exercise
## Exercise sheets, instructions, Moodle/QTI/PrairieLearn question texts and feedback (src/homework/exercise, sheet, lms).

exercise-title-alphabeta = Задача на альфа-бета отсечение (зерно { $seed })
exercise-title-chance = Задача на expectiminimax (зерно { $seed })
exercise-help-alphabeta = Выполните альфа-бета поиск слева направо, вариант fail-hard (узел, поиск в котором не удался, возвращает границу своего окна, записанную как ≤ или ≥), с отсечением при α ≥ β. Узлы MAX — прямоугольники, узлы MIN — эллипсы; на левом поле подписан каждый уровень. Корень — A; внутренние узлы обозначены A, B, … в порядке обхода, на ребре над ними; лист называется по родителю и своему месту, например C.2 — второй потомок C. В каждой клетке запишите α | оценка | β, оценки с точки зрения MAX, и зачеркните рёбра отсечённых ветвей.
exercise-help-chance = Выполните expectiminimax (AIMA §5.5): узел MAX берёт наибольшую из оценок своих потомков, узел MIN — наименьшую, узел случая (круг) — сумму оценок потомков, умноженных на вероятности на их рёбрах. Узлы MAX — прямоугольники, узлы MIN — эллипсы; на левом поле подписан каждый уровень. Корень — A; внутренние узлы обозначены A, B, … в порядке обхода, на ребре над ними; лист называется по родителю и своему месту, например C.2 — второй потомок C. В каждом узле запишите его оценку с точки зрения MAX, точно (2,1 или 13/6).
exercise-level-chance = СЛУЧАЙ
exercise-position-alphabeta =
    Задача на альфа-бета. Корень — A; внутренние узлы обозначены A, B, … в порядке
    обхода; лист называется по родителю и месту: C.2 — второй потомок C.
    Формат ответа и проверка: docs/homework.md (gametree check).
exercise-position-chance =
    Задача на expectiminimax: узел случая пишет перед каждым потомком его
    вероятность.
    Корень — A; внутренние узлы обозначены A, B, … в порядке
    обхода; лист называется по родителю и месту: C.2 — второй потомок C.
    Формат ответа и проверка: docs/homework.md (gametree check).
exercise-category = gametree альфа-бета (зерно курса { $seed })
exercise-bank-info = Задачи на деревья игры, созданные gametree, по одной на студента ({ $conventions }).
exercise-question-name = Альфа-бета, вариант { $id } (зерно { $seed })
exercise-moodle-instructions = Для каждого внутреннего узла выберите, как известна его оценка — точно (=), как верхняя граница (≤) или как нижняя граница (≥), — и { $values } (0 для узла, до которого поиск не доходит); затем отметьте потомков, чьи ветви отсекает его поиск ({ $none }, если он ничего не отсекает).
exercise-moodle-value = запишите оценку с точки зрения MAX
exercise-moodle-value-chance = запишите оценку с точки зрения MAX с двумя знаками после запятой
exercise-column-node = Узел
exercise-column-known = Как известна
exercise-column-value = Оценка
exercise-column-cut = Отсечено под ним
exercise-choice-not-searched = не просмотрен
exercise-choice-none = нет
exercise-model-answer = Образцовый ответ (в формате gametree check):
exercise-figure-alt = Дерево задачи: корень A вверху, внутренние узлы подписаны на рёбрах над ними, листья со своими оценками
exercise-qti-instructions = Для каждого внутреннего узла выберите, как известна его оценка — точно (=), как верхняя граница (≤), как нижняя граница (≥) или не просмотрен, — и запишите оценку с точки зрения MAX; затем выберите потомков, чьи ветви отсекает его поиск (нет, если он ничего не отсекает).
exercise-qti-cut-prompt = Потомки узла { $node }, чьи ветви отсекает его поиск:
exercise-pl-title = Альфа-бета вручную
exercise-pl-work = Выполните альфа-бета поиск на этом дереве вручную: { $conventions }.
exercise-pl-instructions = Для каждого внутреннего узла запишите его оценку в виде { $value } или, если оценка — лишь граница, { $le } или { $ge }; для внутреннего узла, до которого поиск не доходит, запишите { $pruned }, а узлы под отсечённым оставьте пустыми. Затем перечислите отсечённые листья ({ $leaves }: второй и третий потомки C).
exercise-pl-placeholder = 3, <=3, >=3 или pruned
exercise-pl-pruned-leaves = Отсечённые листья
exercise-pl-wrong-value = неверная оценка
exercise-pl-wrong-window = неверное окно
exercise-pl-pruned-but-searched = отсечён, но просматривается
exercise-pl-searched-but-pruned = просмотрен, но отсечён
exercise-pl-missing = нет ответа
exercise-pl-missing-expected = { $what } (верно: { $expected })
exercise-pl-expected-got = { $what } (верно: { $expected }, записано: { $got })
exercise-pl-unreadable = не читается: ожидалось { $expected }, найдено { $found }
exercise-pl-no-leaf = такого листа в дереве нет (лист называется по родителю и месту: C.2)
exercise-gradebook-no-submission = ответ не сдан (ни один файл ответа не называет этого студента)
exercise-gradebook-several = этого студента называют несколько файлов ответов: { $files }
exercise-gradebook-first-mistake = Первая ошибка: { $node }: { $why }

exercise-note-seed = зерно: { $seed } (с --seed { $seed } эта задача получится снова)
exercise-note-made = exercise: зерно { $seed }, попытка { $attempt }, { $cutoffs } { $cutoffs ->
        [one] отсечение
        [few] отсечения
       *[other] отсечений
    } (глубоких: { $deep })
exercise-note-variants = exercise: { $count } { $count ->
        [one] вариант
        [few] варианта
       *[other] вариантов
    } из зерна курса { $seed }
exercise-note-bank = exercise: { $count } { $count ->
        [one] вариант
        [few] варианта
       *[other] вариантов
    } из зерна курса { $seed }, { $size } ({ $each } на вариант)
exercise-note-too-large = примечание: банк больше 2 МБ, стандартного предела загрузки PHP (upload_max_filesize), который может стоять в Moodle: создайте его частями не более чем по { $part } студентов (каждую по своему списку) или попросите поднять предел
exercise-note-too-large-png = примечание: банк больше 2 МБ, стандартного предела загрузки PHP (upload_max_filesize), который может стоять в Moodle: укажите --no-png, создайте его частями не более чем по { $part } студентов (каждую по своему списку) или попросите поднять предел
exercise-note-prairielearn = exercise: вопрос PrairieLearn в { $dir }

exercise-unmatched-inside-word = { $id } есть в имени только внутри более длинного слова; назовите файл так, чтобы идентификатор стоял отдельно, например `hw2-{ $bare }.txt`
exercise-unmatched-no-id = имя файла должно содержать идентификатор автора отдельным словом, например `hw2-{ $id }.txt`
exercise-unmatched-empty-key = в ключе нет ни одного студента
exercise-unmatched-inside-words = { $ids } есть в имени только внутри более длинных слов; назовите файл так, чтобы один идентификатор стоял отдельно
exercise-unmatched-names-none = { $file }: не называет ни одного студента из ключа ({ $hint })
exercise-unmatched-names-several = { $file }: называет нескольких студентов ({ $ids })
exercise-class-unmatched = не сопоставлено: { $what }

# -- end of exercise --


## summary
## search/solve/perft/compare/play summaries and tables (src/cli, src/solve, src/compare, src/play).

# gametree search: итоговая строка (src/render/backend/text.rs).
summary-search = оценка { $value }, лучший ход { $best }, { $counts }{ $extra }, { $ms } мс
summary-no-move = нет
summary-visited = { $n ->
    [one] { $n } посещённый узел
    [few] { $n } посещённых узла
   *[many] { $n } посещённых узлов
}
summary-leaves = { $n ->
    [one] { $n } оценённый лист
    [few] { $n } оценённых листа
   *[many] { $n } оценённых листьев
}
summary-terminals = { $n ->
    [one] { $n } конечный узел
    [few] { $n } конечных узла
   *[many] { $n } конечных узлов
}
summary-cutoffs = { $n ->
    [one] { $n } отсечение
    [few] { $n } отсечения
   *[many] { $n } отсечений
}
summary-pruned = { $n ->
    [one] { $n } отсечённый ход
    [few] { $n } отсечённых хода
   *[many] { $n } отсечённых ходов
}
summary-test-yes = проверка: оценка ≥ { $k }? да
summary-test-no = проверка: оценка ≥ { $k }? нет
summary-clamped = { $n ->
    [one] { $n } оценка ограничена
    [few] { $n } оценки ограничены
   *[many] { $n } оценок ограничены
} до ±{ $t }
summary-cut-gt = отсечения только при α > β
summary-researches = { $n ->
    [one] { $n } повторный поиск
    [few] { $n } повторных поиска
   *[many] { $n } повторных поисков
}
summary-tt = { $probes ->
    [one] { $probes } обращение
    [few] { $probes } обращения
   *[many] { $probes } обращений
} к таблице транспозиций ({ $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
   *[many] { $hits } попаданий
})
summary-passes = { $n ->
    [one] { $n } проход
    [few] { $n } прохода
   *[many] { $n } проходов
}
summary-iterations = { $n ->
    [one] { $n } итерация
    [few] { $n } итерации
   *[many] { $n } итераций
}
summary-value-max-wins = { $value } (выигрывает MAX)
summary-value-min-wins = { $value } (выигрывает MIN)
summary-value-draw = { $value } (ничья)
summary-value-max-wins-in = { $value } (MAX выигрывает за { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
})
summary-value-min-wins-in = { $value } (MIN выигрывает за { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
})
summary-side-white = белые
summary-side-black = чёрные
summary-side-red = красные
summary-side-yellow = жёлтые
summary-side-south = юг
summary-side-north = север
summary-side-first = первый игрок
summary-side-second = второй игрок
# gametree solve (src/solve/mod.rs).
summary-solve-verdict = очередь хода: { $who } — { $verdict }{ $cut }
summary-solve-win-in = выигрыш за { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
} (оценка { $value })
summary-solve-loss-in = проигрыш за { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
} (оценка { $value })
summary-solve-win = выигрыш (оценка { $value })
summary-solve-loss = проигрыш (оценка { $value })
summary-solve-draw = ничья (оценка { $value })
summary-solve-unknown-value = неизвестно (оценка { $value })
summary-solve-margin-win = выигрыш, итоговая разница в камнях { $margin } при лучшей игре{ $line }
summary-solve-margin-loss = проигрыш, итоговая разница в камнях { $margin } при лучшей игре{ $line }
summary-solve-margin-draw = ничья, итоговая разница в камнях { $margin } при лучшей игре{ $line }
summary-solve-main-line-plies = ; главный вариант { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
}
summary-solve-unknown-margin = неизвестно: итоговая разница лежит между { $lo } и { $hi } ({ $why })
summary-solve-unknown = неизвестно: нет форсированного выигрыша или проигрыша в пределах { $plies ->
    [one] { $plies } полухода
   *[many] { $plies } полуходов
} ({ $why })
summary-solve-stopped = { $limit } остановил решатель: увеличьте его, чтобы продолжить
summary-solve-ply-limit = вариант достиг глубины { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
}, а игра не закончилась: возможно, игра бесконечна
summary-solve-cancelled = решатель был прерван
summary-solve-by-ply-limit = предел числа полуходов
summary-solve-by-cancellation = прерывание
summary-solve-cut-short = (главный вариант обрезан из-за { $nodes } или { $time })
summary-solve-work = { $nodes ->
    [one] { $nodes } узел
    [few] { $nodes } узла
   *[many] { $nodes } узлов
} за { $secs } с (всего { $total }, таблица: занято { $used } из { $cap } записей); дерево стратегии: { $tree ->
    [one] { $tree } узел
    [few] { $tree } узла
   *[many] { $tree } узлов
}
summary-solve-no-endgame = ; без базы эндшпилей: { $why }
summary-solve-endgame = ; база эндшпилей до { $stones } камней в игре ({ $entries } расстановок, классов прочитано: { $read }, построено: { $built }, { $secs } с{ $notes })
summary-solve-endgame-unsaved = не сохранено в кэш: { $why }
summary-solve-endgame-untrusted = кэш не использован: { $why }
summary-solve-endgame-corrupt = повреждённых файлов кэша построено заново: { $n }
summary-solve-endgame-stopped = { $limit } остановил её построение на { $stones } камнях
summary-solve-main-line = главный вариант: { $line }
summary-solve-line-unknown = неизвестен ({ $by } раньше остановил решатель)
summary-solve-line-none = нет (игра окончена)
summary-solve-building = построение базы эндшпилей: { $stones } из { $of } камней в игре, { $secs } с
summary-solve-reading = чтение базы эндшпилей: { $stones } из { $of } камней в игре, { $secs } с
summary-solve-progress = просмотрено позиций: { $nodes }, таблица заполнена на { $full } %, { $secs } с{ $limit }
summary-solve-progress-limit = из { $secs } с лимита времени
# gametree perft.
summary-perft = { $game } perft { $depth }: { $total ->
    [one] { $total } позиция-лист
    [few] { $total } позиции-листа
   *[many] { $total } позиций-листьев
} за { $secs } с{ $rate }
summary-leaves-per-second = { $rate } листьев/с
summary-perft-subtrees = поддеревьев
summary-perft-eta = осталось

# gametree compare (src/compare): заголовки таблиц.
summary-compare-column-algorithm = алгоритм
summary-compare-column-order = упорядочение
summary-compare-column-value = оценка
summary-compare-column-best = лучший ход
summary-compare-column-nodes = узлы
summary-compare-column-leaves = листья
summary-compare-column-terminals = конечные узлы
summary-compare-column-cutoffs = отсечения
summary-compare-column-tt-probes = обращения к ТТ
summary-compare-column-tt-hits = попадания в ТТ
summary-compare-column-researches = повторные поиски
summary-compare-column-passes = проходы
summary-compare-column-time = время, мс
summary-compare-column-nodes-per-second = узлов/с
summary-compare-column-vs-baseline = % минимакса
summary-compare-mark-baseline = эталон
summary-compare-mark-oracle = оракул
summary-compare-depth = глубина { $depth }
summary-compare-depth-to-end = глубина до конца игры
summary-compare-disagree = АЛГОРИТМЫ РАСХОДЯТСЯ В ОЦЕНКЕ КОРНЯ.
summary-compare-baseline-note = (эталон) простой минимакс в естественном порядке, выполнен один раз: { $nodes ->
    [one] { $nodes } узел
    [few] { $nodes } узла
   *[many] { $nodes } узлов
}{ $column }.
summary-compare-baseline-column = ; % минимакса — число узлов каждой строки в процентах от этого числа
summary-compare-baseline-stopped = Эталонный минимакс остановился на своём пределе в { $limit } узлов (меньшее из --max-nodes и { $nodes }): у него нет строки, и столбец % минимакса пуст.
summary-compare-oracle-note = (оракул) упорядочения best и worst сортируют потомков каждого узла по их истинным оценкам, найденным дополнительными поисками, которые не учитываются и не записываются: их числа узлов показывают, чего достигает идеальное (или худшее) упорядочение.{ $timing }
summary-compare-oracle-timing = Их время и узлов/с включали бы эти поиски, поэтому они оставлены пустыми (—).
summary-compare-unordered-one = { $name } посещает каждый узел при любом упорядочении: одна строка, в естественном порядке.
summary-compare-unordered-many = { $names } посещают каждый узел при любом упорядочении: по одной строке, в естественном порядке.
summary-compare-and = и
summary-compare-knuth-moore = однородное дерево { $b }, { $d }: минимальное дерево Кнута–Мура — { $m ->
    [one] { $m } лист
    [few] { $m } листа
   *[many] { $m } листьев
} ({ $formula })
summary-compare-iterative = итеративное углубление до глубины { $depth }: строки альфа-бета и MTD(f) перебирают глубины от 1 до { $depth } и учитывают узлы всех итераций
summary-compare-guess-then = первое приближение MTD(f) { $guess }, затем оценка каждой итерации
summary-compare-guess = первое приближение MTD(f) { $guess }
summary-compare-guess-each = первое приближение MTD(f) — оценка каждой итерации
summary-compare-chart-alt = Узлы, посещённые каждой строкой, и узлы по полуходам в логарифмическом масштабе
summary-compare-chart-comment = Графики записываются только с -o ФАЙЛ.md, как ФАЙЛ-chart.svg рядом с ним.
summary-compare-nodes-visited = Посещённые узлы
summary-compare-nodes-per-ply = Узлы по полуходам (логарифмический масштаб)
summary-compare-chart-nodes = узлы
summary-compare-chart-ply = полуход
summary-compare-bars-title = Узлы, посещённые каждой строкой
summary-compare-plies-title = Узлы по полуходам, логарифмический масштаб
summary-compare-branching = Эффективный коэффициент ветвления по полуходам
summary-compare-branching-row = строка
summary-compare-disagreement = ОШИБКА: алгоритмы расходятся в оценке корня:
summary-compare-disagreement-value = оценка { $value }

# gametree play (src/play).
summary-play-prompt = ходит { $side }
summary-play-engine = { $side } (компьютер) ходит { $mv }   оценка { $value }, { $nodes ->
    [one] { $nodes } узел
    [few] { $nodes } узла
   *[many] { $nodes } узлов
}, { $ms } мс
summary-play-chance = случай: { $outcome } (вероятность { $p }, выбрано с зерном { $seed })
summary-play-node = узел { $label }
summary-play-legal-moves = допустимые ходы: { $moves }
summary-play-help = введите ход или: ? (допустимые ходы), hint (подсказка), undo (отмена), tree [ФАЙЛ] (дерево), save ФАЙЛ (сохранить), quit (выход)
summary-play-hint = подсказка: { $mv } (оценка { $value })
summary-play-no-hint = подсказки нет: { $why }
summary-play-save-needs-file = save требует имя файла: save ФАЙЛ
summary-play-illegal = { $mv } — здесь недопустимый ход; введите ?, чтобы увидеть допустимые ходы
summary-play-nothing-to-undo = нечего отменять
summary-play-undone = отменено
summary-play-no-tree = компьютер ещё не выполнял поиск
summary-play-wrote-tree = последнее дерево поиска ({ $nodes ->
    [one] { $nodes } узел
    [few] { $nodes } узла
   *[many] { $nodes } узлов
}) записано в { $path }
summary-play-saved = запись партии сохранена в { $path }
summary-play-cannot-write = не удаётся записать { $path }: { $why }
summary-play-line-ignored = стандартный ввод, строка { $line }: { $why }; строка пропущена
summary-play-game-over = игра окончена: { $result }
summary-play-wins = выигрывает { $side }
summary-play-draw = ничья
summary-play-leaf = достигнут лист: оценка { $value } для MAX
summary-play-move-limit = ничья по пределу числа ходов ({ $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
})
summary-play-stopped = остановлено
summary-play-unfinished = не окончено (ввод закончился)
summary-play-abandoned = прервано

# Сообщения в стандартный поток ошибок: gametree check, man.
summary-error = ошибка: { $error }
summary-check-not-submitted = { $n ->
    [one] примечание: у { $n } студента из ключа нет файла ответа среди указанных (ведомость, --format csv, содержит строку для каждого)
   *[many] примечание: у { $n } студентов из ключа нет файла ответа среди указанных (ведомость, --format csv, содержит строку для каждого)
}
summary-wrote = записано: { $path }


# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# The playground page (templates/playground.html): its title and header.
pages-title = gametree: песочница
pages-tagline = Поиск по дереву игры в вашем браузере: ничего не нужно устанавливать, ничего никуда не отправляется. gametree { $version }.
pages-loading = Загружается вычислительное ядро… (Если эта надпись не исчезает, браузер или сайт блокирует скрипты страницы: скачайте страницу и откройте её со своего диска.)
# The language switch's label.
pages-language = Язык
pages-tabs = Что делать
# The tab and the fieldset's legend (a noun); pages-search-run is the button.
pages-search = Поиск
pages-practise = Упражнения
pages-compare = Сравнение
pages-position = Позиция
pages-example = Пример
# The position's hint: "a position file, our bracket tree [A: …], or a Python list [[3, 12, 8], …]".
pages-position-hint-tree = файл позиции, наше дерево в скобках
pages-position-hint-list = {" "}или список Python
# The search's options.
pages-algorithm = Алгоритм
pages-depth = Глубина
pages-depth-placeholder = до конца
pages-order = Порядок ходов
pages-cut-off-at = Отсечение при
pages-iterative = Итеративное углубление
pages-quiescence = Поиск успокоения
pages-more-search = Другие параметры поиска
pages-eval = Оценочная функция
pages-eval-placeholder = первая функция игры
pages-max-nodes = Не более узлов
pages-tt-size = Размер таблицы транспозиций
pages-guess = Предположение (mtdf)
pages-test-value = Проверяемое значение (test)
pages-leaf-bounds = Границы оценок листьев (star1/2)
pages-win-score = Оценка выигрыша
pages-win-threshold = Порог выигрыша
# The figure's options; the choices' values stay the command line's.
pages-figure = Рисунок
pages-labels = Подписи
pages-label-value = оценка
pages-label-window = окно
pages-label-triple = тройка
pages-label-book = как в книге (как печатает Кюр)
pages-values-from = Оценки с точки зрения
pages-view-max = MAX
pages-view-side = игрока, делающего ход
pages-style = Стиль
pages-pruned = Отсечённое
pages-pruned-show = показать
pages-pruned-empty = пустым
pages-pruned-hide = скрыть
pages-more-figure = Другие параметры рисунка
pages-direction = Направление
pages-direction-down = вниз
pages-direction-right = вправо
pages-edge-labels = Подписи рёбер
pages-edge-auto = автоматически
pages-edge-always = всегда
pages-edge-never = никогда
pages-draw-depth = Глубина рисунка
pages-max-children = Не более потомков
pages-figure-title = Заголовок
pages-background = Фон
pages-max-drawn = Не более нарисованных узлов
pages-names = Имена узлов
pages-boards = Доски
# The search panel's buttons.
pages-search-run = Искать
pages-stop = Остановить
pages-copy-link = Копировать ссылку
pages-figure-label = Просмотренное дерево
pages-download = Скачать:
pages-download-json = запись JSON
pages-download-text = Текст
pages-download-position = Файл позиции
pages-replay = Пошаговое воспроизведение
# The practice panel.
pages-exercise = Задача
pages-branching = Ветвление
pages-branching-placeholder = 3 или 2..4
pages-leaf-values = Оценки листьев
pages-root = Корень
pages-convention = Соглашение
pages-deep-cutoff = Глубокое отсечение
pages-chance = Случайные узлы
pages-seed = Зерно
pages-seed-placeholder = случайное
pages-new-exercise = Новая задача
pages-next = Следующая (зерно + 1)
pages-sheet-label = Дерево задачи
pages-answer = Ваш ответ
# The answer's hint: "one node a line: B = 3, a bound C <= 2, D.2 pruned; a window after it [3, inf] (docs/homework.md)".
pages-answer-hint-node = один узел в строке:
pages-answer-hint-bound = , граница
pages-answer-hint-window = ; после него окно
pages-check = Проверить
pages-first-mistake = Воспроизвести до моей первой ошибки (показывает ответы)
pages-show-answer = Показать образцовый ответ
pages-download-answer = Скачать мой ответ
pages-download-exercise = Скачать позицию
# The marks' table: its columns.
pages-node = Узел
pages-mark = Оценка ответа
pages-why = Почему
pages-marked-label = Ваш ответ на дереве
pages-first-frame = Ваш проверенный ответ и поиск, воспроизведённый до вашей первой ошибки
# The compare panel.
pages-algorithms = Алгоритмы
pages-orders = Порядки ходов
pages-columns = Столбцы
pages-columns-placeholder = по умолчанию
pages-compare-run = Сравнить
# The footer: "Made by gametree playground. The JavaScript API is window.gametree (docs/browser.md)."
pages-footer-made = Создано командой
pages-footer-api = . Интерфейс JavaScript —
# What the page's script writes (templates/playground.js).
pages-worker-refused = браузер не запускает здесь Web Worker вычислительного ядра (возможно, сайт запрещает их заголовком Content-Security-Policy); скачайте страницу и откройте её со своего диска
pages-engine-failed = сбой вычислительного ядра: { $why }
pages-engine-crashed = вычислительное ядро остановилось ({ $why }); оно перезапущено
pages-cancelled = остановлено
pages-no-engine = этот браузер не может запустить вычислительное ядро (нужны WebAssembly и DecompressionStream: браузер 2023 года или новее)
pages-engine-not-started = Вычислительное ядро не запустилось: { $why }
# An error's place in words, then what is wrong.
pages-error-at = { $file }, строка { $line }, столбец { $column }: { $what }
pages-valid = ✓ позиция игры { $game }
pages-searching = Идёт поиск…
# $nodes as written in the language (1,024); $count the same number, for the plural.
pages-searching-nodes = Идёт поиск… около { $nodes } { $count ->
        [one] узла
       *[other] узлов
    }, { $seconds } с
pages-stopped = Остановлено.
pages-png-failed = не удалось создать PNG
pages-svg-failed = не удалось нарисовать SVG
pages-exercise-status = Задача с зерном { $seed }: заполните каждый внутренний узел; отсечённые листья и поддеревья запишите как pruned.
pages-mark-right = ✓ верно
pages-mark-wrong = ✗ неверно
pages-mark-missing = ✗ нет ответа
pages-mark-unreadable = ✗ не читается
pages-no-answer = нет ответа для этого узла
pages-line = строка { $line }
pages-bad-line = строка { $line }: ожидалось { $expected }, найдено { $found }
pages-bad-line-column = строка { $line }, столбец { $column }: ожидалось { $expected }, найдено { $found }
pages-comparing = Идёт сравнение…
pages-link-copied = Ссылка скопирована.
pages-link-in-bar = Ссылка в адресной строке.
# The browser's module (web/src): the page asked to redraw before any search.
pages-nothing-searched = ещё ничего не искали

# The Python package (python/src/errors.rs): an option's value that is not one of its words.
pages-python-unknown-choice = неизвестное значение `{ $value }` параметра { $what }; ожидается одно из: { $choices }
# The Python package: a panic in the Rust work.
pages-python-internal-error = внутренняя ошибка (ошибка в gametree; пожалуйста, сообщите о ней): { $what }

# -- end of pages --
