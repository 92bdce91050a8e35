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
