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

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
