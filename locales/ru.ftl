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

# -- end of check --


## exercise
## Exercise sheets, instructions, Moodle/QTI/PrairieLearn question texts and feedback (src/homework/exercise, sheet, lms).

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

# Сообщения в стандартный поток ошибок: gametree exercise, check, man.
summary-exercise-seed = зерно: { $seed } (--seed { $seed } создаст эту задачу снова)
summary-exercise-made = задача: зерно { $seed }, попытка { $attempt }, { $cutoffs ->
    [one] { $cutoffs } отсечение
    [few] { $cutoffs } отсечения
   *[many] { $cutoffs } отсечений
} (глубоких: { $deep })
summary-exercise-size = { $size } ({ $each } на вариант)
summary-exercise-variants = задача: { $n ->
    [one] { $n } вариант
    [few] { $n } варианта
   *[many] { $n } вариантов
} из зерна курса { $course }{ $size }
summary-exercise-no-png = укажите --no-png
summary-exercise-moodle-limit = примечание: банк больше 2 МБ, стандартного предела загрузки PHP (upload_max_filesize), который может быть у Moodle: { $png }создайте его частями не более чем по { $part } студентов (у каждой свой список) или попросите увеличить предел
summary-exercise-prairielearn = задача: вопрос PrairieLearn в { $dir }
summary-error = ошибка: { $error }
summary-check-not-submitted = { $n ->
    [one] примечание: у { $n } студента из ключа нет файла ответа среди указанных (ведомость, --format csv, содержит строку для каждого)
   *[many] примечание: у { $n } студентов из ключа нет файла ответа среди указанных (ведомость, --format csv, содержит строку для каждого)
}
summary-wrote = записано: { $path }

# The practice page's title (gametree search -f practice, src/cli/search.rs).
summary-practice-title = Упражнение: { $name }
summary-practice-title-depth = Упражнение: { $name } до глубины { $depth }

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
