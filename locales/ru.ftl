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
