### gametree's messages in Russian: the terms of the Kalah assignment (glossary.md).
### One section an area; ids start with the section's name where they can.
### docs/languages.md: how to add a language.

## common
## Shared by every area: notation and the words many messages use.

lang-name = русский
common-window = [{ $alpha }, { $beta }]
common-io-not-found = нет такого файла или каталога
common-io-permission-denied = доступ запрещён
common-io-is-a-directory = это каталог
common-io-not-a-directory = часть пути не является каталогом
common-io-storage-full = на устройстве нет места
common-io-invalid-data = это не текст в UTF-8
common-file-symlink = символическая ссылка, по которой здесь не переходят
common-file-directory = каталог, а не обычный файл
common-file-fifo = FIFO (именованный канал), а не обычный файл
common-file-device = устройство, а не обычный файл
common-file-socket = сокет, а не обычный файл
common-file-irregular = не обычный файл
common-file-too-large = больше { $max } байт, читаемых самое большее

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
figure-result-mcts = сыгранный ход { $best } (N = { $n }, Q = { $q } для MAX)
figure-result-mcts-none = нет хода
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
figure-search-mcts = Поиск по дереву методом Монте-Карло
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
figure-desc-intro = Дерево, как оно нарисовано: { $n ->
    [one] { $n } узел
    [few] { $n } узла
   *[many] { $n } узлов
}, в порядке, в котором их посетил поиск.
figure-desc-node = { $name }: { $what }.
figure-desc-root = Корень
figure-desc-named-move = { $name } (ход { $mv })
figure-desc-max = узел MAX
figure-desc-min = узел MIN
figure-desc-chance = узел случая
figure-desc-leaf = лист
figure-desc-terminal = законченная игра
figure-desc-pruned = отсечён, не просматривался
figure-desc-not-yet = ещё не достигнут
figure-desc-open = просматривается
figure-desc-value = оценка { $value }
figure-desc-upper = оценка не больше { $value } (верхняя граница)
figure-desc-lower = оценка не меньше { $value } (нижняя граница)
figure-desc-label = показано { $label }
figure-desc-cutoff = отсечение: { $n ->
    [one] { $n } ход отсечён
    [few] { $n } хода отсечены
   *[many] { $n } ходов отсечены
}
figure-desc-pv = на главном варианте
figure-desc-correct = ответ отмечен как верный
figure-desc-wrong = ответ отмечен как неверный или отсутствующий
figure-desc-more = под ним ещё узлы, не нарисованные
figure-desc-cutoff-only = отсечение
figure-desc-blank = пусто, заполнить
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

# Monte Carlo tree search (-a mcts): the legend of W/N labels and visit-wide edges, the text tree's last line, a --max-children mark with its children's visits, the report's node panel (three lines apart by "; ").
figure-mcts-legend = W/N у узла: суммарная награда W его симуляций с точки зрения MAX за N посещений (Q = W/N, средняя награда); более толстые рёбра посещались чаще.
figure-mcts-text-legend = N: число посещений; W: суммарная награда симуляций с точки зрения MAX; Q = W/N: средняя награда.
figure-mcts-more = +{ $count } ещё, N = { $visits }
figure-mcts-panel = N = { $n } (число посещений); W = { $w }, суммарная награда с точки зрения MAX; Q = W/N = { $q }, средняя награда
# -- end of figure --


## steps
## Step captions, the step figures and the HTML replay/report (src/render/model/steps.rs, svg_steps, html, templates/report.*).

steps-step = Шаг { $k } из { $n }: { $caption }
steps-root = корень
steps-node-after = { $name } (после { $way })
steps-window-decimal = [{ $alpha }; { $beta }]
steps-enter-window = { $root ->
    [yes] Вход в корень с окном { $window }.
   *[no] Вход в узел { $name } с окном { $window }.
}
steps-enter = { $root ->
    [yes] Вход в корень.
   *[no] Вход в узел { $name }.
}
steps-re-search = Повторный поиск в узле { $name } с окном { $window }: его проверка с нулевым окном { $scout } вернула { $got }.
steps-evaluate-leaf = Оценка листа { $name }: { $value }{ $bound }.
steps-evaluate-terminal = Оценка конечной позиции { $name }: { $value }{ $bound }.
steps-bound-lower = , нижняя граница
steps-bound-upper = , верхняя граница
steps-cutoff = { $root ->
    [yes] Отсечение в корне: { $why }, поэтому { $pruned }.
   *[no] Отсечение в узле { $name }: { $why }, поэтому { $pruned }.
}
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
steps-leave = { $root ->
    [yes] Выход из корня: оценка { $value }{ $bound }{ $rule }.
   *[no] Выход из узла { $name }: оценка { $value }{ $bound }{ $rule }.
}
steps-leave-table = { $root ->
    [yes] Выход из корня: оценка { $value }{ $bound }, из записи таблицы транспозиций.
   *[no] Выход из узла { $name }: оценка { $value }{ $bound }, из записи таблицы транспозиций.
}
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
steps-report-panel = Шаг, позиция и легенда
steps-report-position = Позиция
steps-report-search = Поиск
steps-report-tree-words = Дерево, узел за узлом
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

# --- Monte Carlo tree search (src/render/model/mcts_steps.rs): each iteration's four phases as steps.
steps-mcts-caption = Итерация { $k }, { $phase }: { $text }
steps-mcts-selection = выбор
steps-mcts-expansion = расширение
steps-mcts-simulation = симуляция
steps-mcts-backpropagation = обратное распространение
steps-mcts-node-move = { $name } (ход { $move })
steps-mcts-select = выбран узел { $name }: UCB1 = { $q } + { $c }·√(ln { $parent } / { $n }) = { $ucb }, { $rank } ({ $view })
steps-mcts-largest = наибольшее среди { $others }
steps-mcts-largest-tie = наибольшее среди { $others } (при равенстве выбирается первый по порядку ход)
steps-mcts-only = единственный потомок узла { $at } в дереве
steps-mcts-candidate = { $name } { $ucb }
steps-mcts-view-max = Q = W/N, в узле { $at } ходит MAX
steps-mcts-view-min = Q = −W/N, в узле { $at } ходит MIN
steps-mcts-sample = в узле случая { $at } выпал исход { $name } (вероятность { $p })
steps-mcts-stay = у узла { $name } ещё есть ходы вне дерева, поэтому выбор останавливается здесь
steps-mcts-expand = расширение узла { $at }: добавлен узел { $name } (N = 0, W = 0)
steps-mcts-expand-leaf = узел { $name } — лист: расширять нечего
steps-mcts-expand-terminal = узел { $name } — конец игры: расширять нечего
steps-mcts-playout = разыгрывание из узла { $name }: { $plies ->
        [one] { $plies } случайный полуход
        [few] { $plies } случайных полухода
       *[other] { $plies } случайных полуходов
    }, результат { $result } ({ $meaning })
steps-mcts-game-over = в узле { $name } игра окончена: результат { $result } ({ $meaning })
steps-mcts-max-wins = выигрывает MAX
steps-mcts-min-wins = выигрывает MIN
steps-mcts-draw = ничья
steps-mcts-eval-max = оценка в пользу MAX
steps-mcts-eval-min = оценка в пользу MIN
steps-mcts-eval-even = оценка равная
steps-mcts-playout-tree = разыгрывание из узла { $name }: { $plies ->
        [one] { $plies } случайный ход
        [few] { $plies } случайных хода
       *[other] { $plies } случайных ходов
    } до листа со значением { $result }
steps-mcts-leaf-value = узел { $name } — лист: его значение { $result } и есть результат
steps-mcts-backup = N и W обновлены в узлах { $nodes }: { $updates }
steps-mcts-update = N({ $name }) { $n0 }→{ $n1 }, W({ $name }) { $w0 }→{ $w1 }
steps-mcts-legend = Узлы показывают W/N: суммарную награду W (с точки зрения MAX) и число посещений N.

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
check-html-title = Проверка ответов: { $tree }
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

# check --algorithm mcts (src/homework/mcts_mark.rs): Monte Carlo tree search answers.
check-mcts-all-correct = все ответы верны ({ $n })
check-mcts-verdict = верно { $right } из { $asked }{ $others } ({ $percent } %)
check-mcts-not-utf8 = ответ — не текст в UTF-8
check-mcts-bad-line = не удаётся прочитать строку (ожидалось `path: A B …`, `expand: УЗЕЛ` или `УЗЕЛ N=… W=…`)
check-mcts-step = шаг { $n }
check-mcts-expand = расширение
check-mcts-wrong-step = у { $got } UCB1 { $got_ucb }, а у { $expected } { $expected_ucb } (Q { $q } + { $bonus }): выбор берёт наибольшее значение для { $side }
check-mcts-not-child = { $got } — не потомок { $parent } в дереве
check-mcts-goes-on = выбор не останавливается в { $node }: все его ходы уже в дереве, поэтому он идёт дальше в { $expected } (UCB1 { $ucb })
check-mcts-after-wrong = после неверного шага: выбор идёт из { $parent } в { $expected }
check-mcts-stops = выбор останавливается в { $node }: у него есть ход, которого ещё нет в дереве ({ $untried })
check-mcts-stops-leaf = выбор останавливается в { $node }: это лист
check-mcts-wrong-expand = расширение добавляет первый ход { $node }, которого ещё нет в дереве (в порядке генерации): { $expected }
check-mcts-no-expand = ничего не расширяется: выбор заканчивается в листе { $node }, его значение и есть результат симуляции
check-mcts-wrong-n = ожидалось { $expected } ({ $before } + 1): обратное распространение добавляет одно посещение каждому узлу пути
check-mcts-wrong-w = ожидалось { $expected } ({ $before } + { $playout }): обратное распространение прибавляет результат симуляции (с точки зрения MAX) каждому узлу пути
check-mcts-off-path = { $node } не на пути: его N и W остаются { $n } и { $w }
check-mcts-unknown = в дереве нет узла { $node }
check-mcts-twice = на { $node } ответ дан дважды
method-minimax-only = { $o0 } — соглашение минимакса и альфа-бета, а не { $o1 }
method-mcts-only = { $o0 } — только для { $o1 } (поиск по дереву методом Монте-Карло)
method-chance = в дереве есть случайные узлы: ответы проверяются методом expectiminimax; укажите { $o0 } или уберите { $o1 }
method-contradicts-file = { $o0 } противоречит настройке `{ $setting }`, с которой создан файл задачи: уберите его, чтобы проверять по файлу, или укажите { $o1 }, чтобы проверять по нему
method-over-file = проверено с { $o0 }, а не по `{ $setting }` из файла задачи ({ $o1 })
check-mcts-html-settings = проверено по итерации { $k } + 1 алгоритма UCT с C = { $c } и зерном { $seed }
# Страница упражнений по MCTS (src/homework/mcts_practice.rs, templates/practice_mcts.*).
check-mcts-practice-title = Упражнение по поиску по дереву методом Монте-Карло (зерно { $seed })
check-mcts-practice-title-many = Упражнения по поиску по дереву методом Монте-Карло: { $count ->
    [one] { $count } задача
    [few] { $count } задачи
   *[other] { $count } задач
}
check-mcts-practice-how = Как отвечать
check-mcts-practice-how-path = Щёлкайте по узлам пути выбора в дереве от корня вниз или введите их имена (A B C.2); ⌫ удаляет последний.
check-mcts-practice-how-expand = Введите узел, который добавляет расширение (none, если путь заканчивается в листе), или отметьте «{ $pick }» и щёлкните по нему.
check-mcts-practice-how-stats = Заполните N и W после обратного распространения для каждого узла пути и для добавленного узла; строки о других узлах пишите в поле под таблицей.
check-mcts-practice-how-check = «{ $check }» оценивает ответ так же, как gametree check, и затем показывает решение; «{ $download }» сохраняет его в файл для gametree check.
check-mcts-practice-path = Путь
check-mcts-practice-back = Удалить последний узел пути
check-mcts-practice-expand = Добавленный узел
check-mcts-practice-pick = щелчок выбирает добавленный узел
check-mcts-practice-stats = N и W после обратного распространения
check-mcts-practice-node = Узел
check-mcts-practice-other = Другие строки
check-mcts-practice-answer = Ваш ответ в том виде, в каком его читает gametree check:
check-mcts-practice-empty = (пока ничего не написано)
check-mcts-practice-tree = Скачать дерево
check-mcts-practice-solution = Решение: итерация { $next }
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

# exercise --algorithm mcts (src/homework/mcts.rs): Monte Carlo tree search exercises.
exercise-mcts-iterations = для задачи на MCTS { $o0 } должно быть от 1 до { $max }
exercise-mcts-why = ни в одном дереве следующий выбор не сравнил посещённых потомков без ничьей; попробуйте другое зерно или больше итераций
exercise-mcts-title = Задача на поиск по дереву методом Монте-Карло (зерно { $seed })
exercise-mcts-legend = Каждый узел дерева поиска показывает W/N: суммарную награду и число посещений (с точки зрения MAX; в листе W = N · его значение); прочерк: узла ещё нет в дереве поиска; лист вне его: его значение.
exercise-mcts-question =
    Дерево после { $k } { $k ->
        [one] итерации
       *[other] итераций
    } MCTS (UCT, C = { $c }). Итерация { $next }: по какому пути пойдёт выбор, какой узел он расширит и какими будут N и W каждого узла пути после обратного распространения, если симуляция закончится результатом { $playout }?
exercise-mcts-solution =
    Дерево после { $k } { $k ->
        [one] итерации
       *[other] итераций
    }: W/N в каждом узле.
exercise-mcts-position = Задача на поиск по дереву методом Монте-Карло. Корень — A; внутренние узлы помечены A, B, … в порядке
    посещения; лист называется по родителю и своему месту: C.2 — второй потомок C.
    Формат ответа (docs/homework.md): `path: A B …`, `expand: УЗЕЛ`, `УЗЕЛ N=… W=…`.
    Проверка: { $check } (с этим файлом и ответом)
exercise-mcts-note-made = задача: зерно { $seed }, попытка { $attempt }, путь следующего выбора { $path }
exercise-mcts-bank-info = Задачи на поиск по дереву методом Монте-Карло, созданные gametree, по одной на студента (UCT; путь следующей итерации, расширение, N и W после обратного распространения).
exercise-mcts-column-answer = Ответ
exercise-mcts-moodle-step = выбор идёт из { $parent } в { $expected }: в потомка с наибольшим UCB1 для стороны, делающей ход
exercise-mcts-path-node = узел { $n } пути
exercise-mcts-expanded-node = расширенный узел
exercise-mcts-moodle-instructions = Запишите каждый шаг выбора как узел, в который он ведёт (B, C.2, …), расширенный узел (none, если выбор заканчивается в листе) и N и W узлов пути начиная с корня, затем расширенного узла.
exercise-mcts-question-name = MCTS, вариант { $id } (зерно { $seed })
exercise-mcts-pl-title = Поиск по дереву методом Монте-Карло: следующая итерация
exercise-mcts-pl-instructions = Запишите путь, который выбор проходит от корня, как { $path }; узел, который добавляет расширение, или { $none }; и N и W каждого узла на пути и расширенного узла после обратного распространения, как { $stats }.
exercise-mcts-pl-path = путь выбора
exercise-mcts-pl-stats = N и W после обратного распространения
exercise-mcts-no-chance = { $o0 } делает задачи без узлов случая: не с { $o1 } или { $o2 }
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
# Monte Carlo tree search (issue 42). gametree search -a mcts's summary line: $best is
# the move played (most visits), $n its visits, $q its mean reward W/N from MAX's view.
summary-mcts-search = { $iterations ->
        [one] { $iterations } итерация
        [few] { $iterations } итерации
       *[many] { $iterations } итераций
    }, сыгранный ход { $best } (N = { $n }, Q = { $q } для MAX), дерево из { $nodes ->
        [one] { $nodes } узла
       *[many] { $nodes } узлов
    }, зерно { $seed }, C = { $c }, { $ms } мс
summary-mcts-search-no-move = { $iterations ->
        [one] { $iterations } итерация
        [few] { $iterations } итерации
       *[many] { $iterations } итераций
    }, нет хода, дерево из { $nodes ->
        [one] { $nodes } узла
       *[many] { $nodes } узлов
    }, зерно { $seed }, C = { $c }, { $ms } мс
# gametree compare with mcts: its flags' errors.
summary-mcts-bad-iterations = { $o0 }: { $found } — не число итераций: ожидаются числа не меньше 1 или A..B (порядки A, 10·A, … до B)
summary-mcts-iterations-twice = { $o0 }: { $n } итераций указано дважды
summary-mcts-bad-seeds = { $o0 }: { $found } — не диапазон зёрен: ожидается A..B (от A до B − 1), A..=B или одно зерно
# gametree compare's Monte Carlo table: the lines above it.
summary-mcts-playout-random = случайные симуляции до конца игры
summary-mcts-playout-eval = симуляции до предела глубины, оцениваемые по знаку оценки
summary-mcts-compare-heading = Поиск по дереву Монте-Карло (UCT, C = { $c }, { $playout }), один запуск на зерно { $seeds } ({ $runs ->
        [one] { $runs } запуск
        [few] { $runs } запуска
       *[many] { $runs } запусков
    } на строку):
summary-mcts-compare-optimal = оптимальные по минимаксу ходы ({ $reference }, значение { $value } для MAX): { $moves }
summary-mcts-compare-no-moves = у корня нет хода для сравнения (законченная игра, лист или узел случая)
summary-mcts-column-iterations = итерации
summary-mcts-column-runs = запуски
summary-mcts-column-optimal = оптимальных
summary-mcts-column-share = доля оптимальных
summary-mcts-column-most-frequent = самый частый ход
summary-mcts-chart-title = Запуски, играющие оптимальный по минимаксу ход
summary-mcts-chart-share = доля запусков
summary-mcts-chart-iterations = итераций на запуск (логарифмическая шкала)

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# `play --depth 0`: { $o0 } is the option and its value.
errors-cmd-play-depth-zero = { $o0 } не оставляет программе ни одного хода на выбор; укажите 1 или больше
# `play --max-nodes 0`.
errors-cmd-play-nodes-zero = { $o0 } не оставляет программе ни одного узла для поиска; укажите 1 или больше
# `play` with a test algorithm (a yes/no search); { $o0 } is `--algorithm NAME`.
errors-cmd-play-cannot-play = { $o0 } отвечает, не меньше ли оценка K; он не выбирает ход и поэтому не может играть: укажите alphabeta, pvs, mtdf или другой поиск
errors-cmd-play-mcts = { $o0 } пока не играет партии (используйте его для поиска в позиции): укажите alphabeta, pvs, mtdf или другой поиск
# `solve --depth`: solve searches to the end.
errors-cmd-solve-depth = --depth не относится к solve: он ищет до конца игры
# `solve --endgame N` above the largest endgame table.
errors-cmd-solve-endgame = --endgame: не больше { $max } камней в игре
# `exercise --no-png` outside a question bank.
errors-cmd-no-png = --no-png убирает запасной PNG из банка вопросов: только с --format moodle или qti
# `exercise --force` outside --format prairielearn.
errors-cmd-force = --force заменяет изменённые файлы каталога вопроса: только с --format prairielearn
# `exercise --roster` with a format that is not a class's.
errors-cmd-roster-format = --roster создаёт вариант для каждого студента: укажите --format key, moodle или qti
# `exercise --count` with a format that takes one exercise.
errors-cmd-count-format = --count помещает несколько упражнений на одну страницу для тренировки (--format practice) или создаёт пронумерованные варианты (--format key, moodle, qti)
# `exercise --count` above 50 on a practice page.
errors-cmd-count-max = --count: не больше 50 упражнений на одной странице для тренировки
# The roster file cannot be read; $reason is the operating system's (English).
errors-cmd-roster-read = { $path }: не удаётся прочитать список студентов: { $reason }
# `exercise --format prairielearn` without -o DIR.
errors-cmd-prairielearn-output = --format prairielearn пишет каталог вопроса: укажите -o КАТАЛОГ (в папке questions/ курса)
# An exercise's depth of 0; { $o0 } is the depth option.
errors-cmd-spec-depth = { $o0 } должно быть не меньше 1
# An exercise's branching out of range.
errors-cmd-spec-branching = { $o0 } должно быть числом ≥ 1 или диапазоном LO..HI с 1 ≤ LO ≤ HI; найдено: { $lo }..{ $hi }
# A deep cut-off asked of a tree less than 4 plies deep; { $o1 } is `--depth 4`, { $o2 } the depth given.
errors-cmd-spec-deep-depth = { $o0 } требует { $o1 } или больше: глубокое отсечение происходит в узле на 3 полухода ниже узла, чью границу оно использует, и у этого узла должны быть потомки; найдено: { $o2 }
# A deep cut-off asked with chance nodes.
errors-cmd-spec-deep-chance = { $o0 } относится к альфа-бета; упражнение с { $o1 } решается методом expectiminimax
# An exercise's value range LO..HI with LO > HI.
errors-cmd-spec-values = { $o0 } должно быть диапазоном LO..HI с LO ≤ HI; найдено: { $lo }..{ $hi }
# An exercise tree too large for a sheet; { $o0 } is the depth given, { $o1 } the branching option.
errors-cmd-spec-too-big = { $o0 } с { $o1 } до { $hi } допускает { $nodes } узлов; на лист упражнения помещается не больше { $max }
# More cut-offs asked than the tree has places for.
errors-cmd-spec-cutoffs = { $o0 } невыполнимо: в дереве с { $o1 } и { $o2 } до { $hi } есть { $places } внутренних узлов ниже корня с ходом, который можно отсечь, а каждому отсечению нужен такой узел
# A value range of one value with cut-offs asked.
errors-cmd-spec-one-value = { $o0 } даёт каждому листу оценку { $v }: каждое отсечение тогда — равенство α = β, и у упражнения было бы два правильных ответа; укажите хотя бы две оценки
# The exercise generator gave up; $why is the reason, { $o0 } the value range option.
errors-cmd-unsatisfiable = ни одно дерево не удовлетворило условиям за { $attempts } попыток ({ $why }); попросите меньше отсечений, более глубокое или широкое дерево или более широкий диапазон { $o0 }

# `exercise --solution` with a class's format (key, moodle, qti, prairielearn).
errors-cmd-solution-class = { $o0 } рисует одно решённое дерево; ключ содержит образцовый ответ каждого варианта
# `exercise --solution` with --format practice; the page's button shows the solution.
errors-cmd-solution-practice = { $o0 } не относится к странице для тренировки: решение показывает её кнопка «Показать решение»
# `exercise --solution` with --format tree or answer; { $o1 } is `--format svg`, { $o2 } `--format answer`.
errors-cmd-solution-text = { $o0 } рисует решённое дерево ({ $o1 }, tikz, html, png или pdf); решение в виде текста даёт { $o2 }
# Why the exercise generator gave up (errors-cmd-unsatisfiable's $why): too few cut-offs.
errors-cmd-why-cutoffs = слишком мало отсечений
# Why the generator gave up: no deep cut-off.
errors-cmd-why-deep = нет глубокого отсечения
# Why the generator gave up: a tie decided a cut-off.
errors-cmd-why-tie = отсечение решило равенство α = β
# The reason the generator met most often; $why is one of errors-cmd-why-….
errors-cmd-why-most-often = чаще всего: { $why }
# A value of --branching that is not N or LO..HI.
errors-cmd-parse-branching = ожидалось N или LO..HI; найдено: `{ $found }`
# A value of --values that is not LO..HI within the limit.
errors-cmd-parse-values = ожидалось LO..HI со значениями от -{ $max } до { $max }; найдено: `{ $found }`
# A roster (CSV) without a header line; $found is the CSV reader's reason (English).
errors-cmd-roster-header = ожидалась строка заголовка CSV; найдено: { $found }
# A roster without a column of ids; $names are the column names looked for, $headers the file's.
errors-cmd-roster-column = ожидался столбец идентификаторов студентов с одним из названий: { $names }; найдено: { $headers }
# The end of a long list of a roster's headers.
errors-cmd-roster-more = { $list } и ещё { $n }
# A roster line that is not CSV; $found is the CSV reader's reason (English).
errors-cmd-roster-line = ожидалась строка CSV; найдено: { $found }
# A roster line without an id.
errors-cmd-roster-empty-id = ожидался идентификатор студента в столбце `{ $column }`; ничего не найдено
# A roster id too long or with control characters.
errors-cmd-roster-long-id = ожидался идентификатор студента не длиннее 100 печатных символов
# A roster id a spreadsheet would run as a formula.
errors-cmd-roster-formula = ожидался идентификатор студента, не начинающийся с =, +, -, @ (электронная таблица, открыв ведомость, выполнила бы его как формулу); найдено: { $id }; возьмите другой столбец идентификаторов (`Username`, `Email address`)
# A student twice in a roster.
errors-cmd-roster-twice = ожидался каждый студент один раз; `{ $id }` есть и в строке { $first }
# A roster too long.
errors-cmd-roster-max = ожидалось не больше { $max } студентов
# A roster without students.
errors-cmd-roster-none = ожидался хотя бы один студент
# `check --feedback` for a file that is not a class's key.
errors-cmd-check-feedback = --feedback пишет отзыв каждому студенту, когда FILE — ключ группы (gametree exercise --format key)
# `check` given a game's position; $game is the game's name.
errors-cmd-check-not-tree = gametree check проверяет явные деревья (`game: tree`); { $file } — позиция игры { $game }
# `check` of a tree with chance nodes under alpha-beta.
errors-cmd-play-stdin = play читает ходы со стандартного ввода: укажите позицию файлом, а не `-`
errors-cmd-check-stdin-twice = стандартным вводом (`-`) может быть только одно из FILE и --answer
# `check` of a class's key in a format other than text or csv.
errors-cmd-check-class-format = группа выводится текстом или ведомостью (--format csv), а не { $format }; --feedback КАТАЛОГ пишет HTML каждого студента
# `check --feedback DIR` where a feedback file would overwrite an input.
errors-cmd-check-feedback-input = --feedback { $dir }: { $path } — входной файл; не перезаписываю его (укажите другой каталог)
# `search --format practice` with an algorithm the page cannot follow.
errors-cmd-practice-algorithm = страница для тренировки следует alphabeta (fail-hard), alphabeta-soft или minimax, как студенты считают вручную; не --algorithm { $name }
# A PNG or PDF to a terminal.
errors-cmd-binary-terminal = --format { $format } — двоичное изображение: укажите -o ФАЙЛ или перенаправьте стандартный вывод
# `exercise --format prairielearn -o DIR` where DIR holds an edited file.
errors-cmd-prairielearn-overwrite = -o { $dir }: { $path } уже есть и не совпадает с тем, что пишет эта команда (изменён или создан с другими параметрами); не заменяю его (укажите --force, чтобы заменить, или другой каталог)
# `solve` of an explicit tree.
errors-cmd-solve-explicit = у явных деревьев нет законченных партий для решения: их оценку вычисляет `gametree search`
# A time limit that is not a positive number of seconds or 0.
errors-cmd-solve-time-limit = { $o0 } должно быть положительным числом секунд или 0 без ограничения
# `compare` of star1 or star2 without leaf bounds; { $o0 } is `--leaf-bounds L..U`.
errors-cmd-compare-stars = star1 и star2 требуют { $o0 }, границы каждой оценки листа (Ballard 1983)
# `compare --leaf-bounds` without star1 or star2.
errors-cmd-compare-leaf-bounds = { $o0 } относится только к star1 и star2
# `compare --iterative` without a depth; { $o1 } is `--depth N`.
errors-cmd-compare-iterative = { $o0 } требует { $o1 }: итеративное углубление ищет на глубинах от 1 до N
# `compare --guess` without mtdf; { $o1 } is the algorithms option.
errors-cmd-compare-guess = { $o0 } — первое приближение MTD(f): укажите mtdf в { $o1 }
errors-cmd-compare-unknown-column = неизвестный столбец `{ $name }` в { $o0 }; ожидались некоторые из: { $names } или all
errors-cmd-compare-column-twice = столбец `{ $name }` указан в { $o0 } дважды
errors-cmd-compare-unknown-algorithm = неизвестный алгоритм `{ $name }`; ожидались некоторые из: { $names }
errors-cmd-compare-not-comparable = `{ $name }` отвечает на вопрос «да/нет», а не оценкой: его нельзя сравнивать
errors-cmd-compare-algorithm-twice = алгоритм `{ $name }` указан в { $o0 } дважды
errors-cmd-compare-ordering-twice = порядок ходов `{ $name }` указан в { $o0 } дважды
errors-cmd-compare-iterative-none = { $o0 } относится к { $can }, но ни одного из них нет в { $o1 }
errors-cmd-compare-baseline-off = столбцу vs-baseline нужна база minimax, которую { $o0 } отключает: уберите vs-baseline из { $o1 } или укажите { $o2 }
errors-cmd-compare-chance-baseline = { " " }(в { $o0 }; { $o1 } убирает базу minimax)
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
# Monte Carlo tree search's kept iterations past the node limit; $iterations_option and $max_nodes_option are --iterations and --max-nodes.
errors-mcts-log-limit =
    итерации поиска по дереву методом Монте-Карло посетили бы в сумме больше { $max } { $n ->
        [one] узла
       *[other] узлов
    } (предел узлов, который ограничивает итерации, хранимые для воспроизведения или JSON); задайте меньшее значение { $iterations_option } или увеличьте { $max_nodes_option }
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
# A replay (--format html, --format beamer, --steps) of more Monte Carlo iterations than it shows; { $o0 } is the output, { $o1 } `--iterations` at the most, { $o2 } `--format json`.
errors-mcts-replay-limit = { $o0 } воспроизводит каждую итерацию поиска по дереву методом Монте-Карло по фазам, не больше { $max } итераций (каждая добавляет свои шаги в страницу или документ, который браузер или LaTeX держит целиком), а не { $n }: задайте { $o1 } или меньше либо запишите { $o2 } (все итерации, без воспроизведения) или рисунок дерева
# A replay or JSON of a Monte Carlo recording that kept only the number of its iterations; { $o0 } is the output.
errors-mcts-no-iterations = { $o0 } нужны все итерации поиска по дереву методом Монте-Карло, а эта запись хранит только их число: выполните поиск заново для этого вывода
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
errors-setting = настройка `имя=значение`
errors-setting-once = каждая настройка один раз: `{ $name }` повторно
errors-setting-number = целое число ≥ 0
errors-exercise-setting = настройка задачи: { $names }
errors-exercise-value = { $name }: { $expected }
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
errors-exploration = { $found } — не константа исследования: ожидается число ≥ 0, например 1.41, или sqrt2
errors-mcts-iterations = { $o0 } должно быть не меньше 1
errors-mcts-eval-needs-depth = { $o0 } требует ограничения глубины: укажите { $o1 }
errors-mcts-has-no-use = { $o0 } не относится к { $o1 }, который строит дерево симуляциями
errors-mcts-time-limit = { $found } — не ограничение времени: ожидается положительное число секунд
errors-setup-json-mcts-exploration = константа исследования ≥ 0 в "mcts"
errors-setup-json-mcts-playout = "random" или "eval" как симуляция в "mcts"
errors-setup-json-mcts-select = "uct" как правило выбора в "mcts"
errors-setup-json-mcts-header = объект "mcts" тогда и только тогда, когда алгоритм — "mcts"
errors-setup-json-mcts-none = нет
errors-setup-json-mcts-path = итерация { $k } в "mcts" должна идти от корня (0) от родителя к потомку и раскрывать потомка своего последнего узла
errors-setup-json-mcts-sums = у узла { $i } число посещений и сумма, которые дают его итерации: N = { $n }, W = { $w }
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

# Plain scoring whose utilities leave too little room for the evaluation at a depth limit ($o0 the depth option, $o1 the utilities option with wider values).
errors-setup-evaluation-outranks-win = простой подсчёт оценивает выигрыш в { $win } и проигрыш в { $loss }, но оценочная функция на границе глубины возвращает значения до ±{ $bound }, так что эвристическая оценка может превзойти выигранную партию: ищите до конца игры (без { $o0 }) или задайте { $o1 } или шире
# A win score outside 1..limit ($o0 the win-score option).
errors-setup-win-score-range = { $o0 } должно быть от 1 до { $limit }, задано: { $found }
# A win score whose derived threshold is below the evaluation's largest value ($o0 the win score, $o1 the threshold option, $o2 plain scoring).
errors-setup-win-score-threshold-below = { $o0 } даёт порог { $threshold }, меньший { $bound } — наибольшего значения оценочной функции; задайте { $o1 }, чтобы ограничить им оценки, или { $o2 }, чтобы выигрыш стоил одинаково на любом расстоянии
# A win threshold not below the win score ($o0 the threshold option, $o1 the win-score option).
errors-setup-win-threshold-not-less = { $o0 } ({ $threshold }) должно быть меньше { $o1 } ({ $max })
# Too few units between the win score and the threshold ($o0 win score, $o1 threshold, $o2 plain scoring).
errors-setup-win-score-gap = { $o0 } ({ $max }) должно превышать { $o1 } ({ $threshold }) не меньше чем на { $gap } — длину самого длинного варианта, которого может достичь этот поиск, чтобы выигрыши на разных расстояниях получали разные оценки ({ $o2 } оценивает выигрыш одинаково на любом расстоянии)
# --utilities W,D,L with the wrong number of parts ($n parts found in $text).
errors-setup-utilities-count = ожидалось: три целых числа W,D,L (выигрыш, ничья и проигрыш MAX, например 2,1,0); получено: { $n } в `{ $text }`
# --utilities with a part that is not a whole number ($what: win, draw or loss).
errors-setup-utilities-not-number = ожидалось: три целых числа W,D,L (например 2,1,0); { $what ->
        [win] выигрыш
        [draw] ничья
       *[loss] проигрыш
    } `{ $text }` — не целое число
# Utilities too large.
errors-setup-utilities-range = каждая полезность должна лежать между -{ $limit } и { $limit }, задано: { $found }
# Utilities not in the order win > draw > loss.
errors-setup-utilities-order = ожидалось: выигрыш ценнее ничьей, а ничья ценнее проигрыша (W > D > L, например 2,1,0); задано: { $found }
# Kalah's --pits/--stones ($o0, $o1) with a position file of a game under way.
errors-setup-kalah-under-way = { $o0 } и { $o1 } задают начальную позицию калаха, но файл позиции содержит начатую партию (камни в калахе или разное число камней в лунках): уберите из файла строки `south:` и `north:` или эти параметры
# Kalah's --pits out of range ($o0 the option with its value).
errors-setup-kalah-pits-range = { $o0 } вне допустимого диапазона: у стороны от 1 до 16 лунок
# Kalah's --stones ($o0 with its value) making too many stones.
errors-setup-kalah-too-many-stones = { $o0 } при { $pits } { $pits ->
        [one] лунке
       *[other] лунках
    } на сторону даёт { $total } { $total ->
        [one] камень
        [few] камня
        [many] камней
       *[other] камня
    }; всего не более 3200 (2 × лунки × камни)
# Kalah's --pits with the file's stones a pit making too many stones.
errors-setup-kalah-too-many-file-stones = { $stones } { $stones ->
        [one] камень
        [few] камня
        [many] камней
       *[other] камня
    } на лунку из файла позиции при { $pits } { $pits ->
        [one] лунке
       *[other] лунках
    } на сторону дают { $total } { $total ->
        [one] камень
        [few] камня
        [many] камней
       *[other] камня
    }; всего не более 3200 (2 × лунки × камни)
# --order with an unknown name.
errors-setup-order-unknown = неизвестный порядок ходов `{ $name }`; ожидалось: natural, best, worst или список через запятую из eval, tt, killer, history
# --order naming a criterion twice.
errors-setup-order-twice = порядок ходов `{ $name }` задан дважды
# --background with a value that is none of paper, none, #rrggbb.
errors-setup-background = ожидалось: `paper`, `none` или цвет `#rrggbb`; получено: `{ $found }`
# --lang with an unknown code ($codes: the known codes).
errors-setup-lang-unknown = неизвестный язык `{ $code }` (ожидался один из: { $codes })
# JSON recordings (`render FILE.json`): what a node must be; the frame is `expected …, found …`.
errors-setup-json-id = id узла { $i } (узлы в порядке обхода)
errors-setup-json-parent-for = родитель узла { $i }
errors-setup-json-parent-smaller = id родителя меньше { $id }
errors-setup-json-parent-among = родитель среди предков узла { $id } (узлы в порядке обхода)
errors-setup-json-ply-parent = глубина { $ply } (на один больше, чем у родителя)
errors-setup-json-root-parent = корень (узел 0) без родителя
# Found: the root has a parent.
errors-setup-json-a-parent = родитель
errors-setup-json-max-ply = глубина не более { $max } (глубже не заходит никакой поиск)
# Found: a node's ply.
errors-setup-json-ply = глубина { $ply }
errors-setup-json-move-name = название хода у узла ниже корня
errors-setup-json-moves-differ = разные ходы у братьев (кроме повторного поиска или пробы)
# Found: a move name given twice among siblings.
errors-setup-json-second = повторно { $name }
errors-setup-json-scout-only = "scout" только у повторного поиска
errors-setup-json-research-after-scout = повторный поиск сразу после своей разведки — обследованного брата с тем же ходом
# Found: a re-search with no scout before it.
errors-setup-json-research-without = повторный поиск без неё
errors-setup-json-scout-previous = "scout": { $id } (предыдущий брат)
errors-setup-json-no-probability = никакой вероятности у хода, который не выходит из узла случая
errors-setup-json-window = окно [α, β] с α ≤ β
errors-setup-json-value-for = оценка обследованного узла { $i }
# A child under a leaf or a finished game ($kind: leaf or terminal).
errors-setup-json-no-child = никаких потомков у узла { $p }, который { $kind ->
        [leaf] является листом
       *[terminal] является оконченной партией
    }
# Found: a node.
errors-setup-json-node = узел { $i }
errors-setup-json-children = потомки внутреннего узла (узел без них — это "leaf")
# Found: an inner node without children.
errors-setup-json-node-none = узел { $i } без них
errors-setup-json-scale = "scale": целое число от 1 до { $limit }
errors-setup-json-win-score-or-utilities = "win_score" (подсчёт по расстоянию до выигрыша) или "utilities" (простой подсчёт)
# Found: both of them.
errors-setup-json-both = оба
errors-setup-json-utilities = "utilities" в том виде, в каком их принимает `--utilities` (выигрыш > ничья > проигрыш)
# Found: the recording's utilities.
errors-setup-json-utilities-found = выигрыш { $win }, ничья { $draw }, проигрыш { $loss }
errors-setup-json-pv = "principal_variation" из ходов от корня через обследованных потомков
# Found: the move of the principal variation where it leaves the searched children.
errors-setup-json-pv-found = { $name }, который не является обследованным потомком варианта до сих пор
# --eval naming an evaluation the game does not have ($names: the game's).
errors-setup-unknown-evaluation = неизвестная оценочная функция `{ $name }` для { $game }; ожидалась одна из: { $names }
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
pages-mcts-iterations = Итерации (mcts)
pages-mcts-exploration = Константа исследования C (mcts)
pages-mcts-seed = Зерно (mcts)
pages-mcts-playout = Симуляция (mcts)
pages-mcts-playout-random = случайные ходы до конца игры
pages-mcts-playout-eval = случайные ходы до глубины, затем оценка
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
pages-over-limit = `{ $option }` на этой странице не больше { $max }, а не { $value }.
pages-under-limit = `{ $option }` не меньше { $min }, а не { $value }.
pages-not-whole = `{ $option }` — целое число, а не { $value }.
pages-link-not-taken = Значения `{ $option }` из ссылки на этой странице нет: { $value }.
pages-link-not-run = Ссылка не была выполнена:
pages-figure-too-large = Рисунок занимает { $size } МБ SVG, больше { $max } МБ, которые показывает эта страница (вставка остановила бы страницу на секунды): скачайте его или рисуйте меньше узлов либо без досок (`draw-depth`, `max-children`, `pruned: hide`, `boards`).
pages-unsafe-number = `{ $option }`: { $value } неточно: числа JavaScript округляют целые числа больше 2⁵³; передайте его строкой ("18446744073709551615") или как BigInt (18446744073709551615n)
# The browser's module (web/src): the page asked to redraw before any search.
pages-nothing-searched = ещё ничего не искали

# The Python package (python/src/errors.rs): an option's value that is not one of its words.
pages-python-unknown-choice = неизвестное значение `{ $value }` параметра { $what }; ожидается одно из: { $choices }
# The Python package: a panic in the Rust work.
pages-python-internal-error = внутренняя ошибка (ошибка в gametree; пожалуйста, сообщите о ней): { $what }

pages-answer-hint-mcts = путь выбора, расширенный узел и N и W каждого узла на пути после обратного распространения:
pages-exercise-status-mcts = Задача с зерном { $seed }: ответьте на вопрос над деревом — путь выбора, расширенный узел и N и W вдоль пути.
# -- end of pages --
