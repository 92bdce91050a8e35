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
