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

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
