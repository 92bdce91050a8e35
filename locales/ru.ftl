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

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
