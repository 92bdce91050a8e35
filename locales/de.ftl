### gametree's messages in German: the terms of German university courses (Russell/Norvig, German edition).
### One section an area; ids start with the section's name where they can.
### docs/languages.md: how to add a language.

## common
## Shared by every area: notation and the words many messages use.

lang-name = Deutsch
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

exercise-title-alphabeta = Alpha-Beta-Aufgabe (Startwert { $seed })
exercise-title-chance = Expectiminimax-Aufgabe (Startwert { $seed })
exercise-help-alphabeta = Führen Sie die Alpha-Beta-Suche von links nach rechts durch, fail-hard (ein Knoten, dessen Suche fehlschlägt, gibt die Schranke seines Fensters zurück, geschrieben ≤ oder ≥), mit Schnitt bei α ≥ β. MAX-Knoten sind Rechtecke, MIN-Knoten Ellipsen; der linke Rand benennt jede Ebene. Die Wurzel ist A; innere Knoten heißen A, B, … in Besuchsreihenfolge, auf der Kante über ihnen; ein Blatt wird nach seinem Elternknoten und seiner Stelle benannt, z. B. ist C.2 das zweite Kind von C. Schreiben Sie in jedes Feld α | Wert | β, Werte aus der Sicht von MAX, und streichen Sie die Kanten abgeschnittener Zweige durch.
exercise-help-chance = Führen Sie Expectiminimax durch (AIMA §5.5): ein MAX-Knoten nimmt den größten Wert seiner Kinder, ein MIN-Knoten den kleinsten, ein Zufallsknoten (Kreis) die Summe der Werte seiner Kinder, jeweils mit der Wahrscheinlichkeit auf ihrer Kante multipliziert. MAX-Knoten sind Rechtecke, MIN-Knoten Ellipsen; der linke Rand benennt jede Ebene. Die Wurzel ist A; innere Knoten heißen A, B, … in Besuchsreihenfolge, auf der Kante über ihnen; ein Blatt wird nach seinem Elternknoten und seiner Stelle benannt, z. B. ist C.2 das zweite Kind von C. Schreiben Sie in jeden Knoten seinen Wert aus der Sicht von MAX, exakt (2,1 oder 13/6).
exercise-level-chance = ZUFALL
exercise-position-alphabeta =
    Eine Alpha-Beta-Aufgabe. Die Wurzel ist A; innere Knoten heißen A, B, … in
    Besuchsreihenfolge; ein Blatt heißt nach Elternknoten und Stelle: C.2 ist
    das zweite Kind von C.
    Antwortformat und Bewertung: docs/homework.md (gametree check).
exercise-position-chance =
    Eine Expectiminimax-Aufgabe: ein Zufallsknoten schreibt vor jedes Kind
    dessen Wahrscheinlichkeit.
    Die Wurzel ist A; innere Knoten heißen A, B, … in
    Besuchsreihenfolge; ein Blatt heißt nach Elternknoten und Stelle: C.2 ist
    das zweite Kind von C.
    Antwortformat und Bewertung: docs/homework.md (gametree check).
exercise-category = gametree Alpha-Beta (Startwert des Kurses { $seed })
exercise-bank-info = Spielbaum-Aufgaben von gametree, eine pro Studierenden ({ $conventions }).
exercise-question-name = Alpha-Beta, Variante { $id } (Startwert { $seed })
exercise-moodle-instructions = Wählen Sie für jeden inneren Knoten, wie sein Wert bekannt ist — exakt (=), als obere Schranke (≤) oder als untere Schranke (≥) — und { $values } (0 für einen Knoten, den die Suche nie erreicht); kreuzen Sie dann die Kinder an, deren Zweige seine Suche abschneidet ({ $none }, wenn sie keinen abschneidet).
exercise-moodle-value = schreiben Sie den Wert aus der Sicht von MAX
exercise-moodle-value-chance = schreiben Sie den Wert aus der Sicht von MAX auf zwei Nachkommastellen
exercise-column-node = Knoten
exercise-column-known = Bekannt als
exercise-column-value = Wert
exercise-column-cut = Darunter abgeschnitten
exercise-choice-not-searched = nicht durchsucht
exercise-choice-none = keines
exercise-model-answer = Die Musterlösung (im Format von gametree check):
exercise-figure-alt = Der Baum der Aufgabe: oben die Wurzel A, innere Knoten auf den Kanten über ihnen benannt, Blätter mit ihren Werten
exercise-qti-instructions = Wählen Sie für jeden inneren Knoten, wie sein Wert bekannt ist — exakt (=), als obere Schranke (≤), als untere Schranke (≥) oder nicht durchsucht — und schreiben Sie den Wert aus der Sicht von MAX; wählen Sie dann die Kinder, deren Zweige seine Suche abschneidet (keines, wenn sie keinen abschneidet).
exercise-qti-cut-prompt = Kinder von { $node }, deren Zweige seine Suche abschneidet:
exercise-pl-title = Alpha-Beta von Hand
exercise-pl-work = Führen Sie auf diesem Baum Alpha-Beta von Hand durch: { $conventions }.
exercise-pl-instructions = Schreiben Sie für jeden inneren Knoten seinen Wert als { $value } oder, wo sein Wert nur eine Schranke ist, { $le } oder { $ge }; schreiben Sie { $pruned } für einen inneren Knoten, den die Suche nie erreicht, und lassen Sie Knoten unter einem abgeschnittenen leer. Listen Sie dann die abgeschnittenen Blätter auf ({ $leaves }: das zweite und dritte Kind von C).
exercise-pl-placeholder = 3, <=3, >=3 oder pruned
exercise-pl-pruned-leaves = Abgeschnittene Blätter
exercise-pl-wrong-value = falscher Wert
exercise-pl-wrong-window = falsches Fenster
exercise-pl-pruned-but-searched = abgeschnitten, wird aber durchsucht
exercise-pl-searched-but-pruned = durchsucht, ist aber abgeschnitten
exercise-pl-missing = fehlt
exercise-pl-missing-expected = { $what } (richtig: { $expected })
exercise-pl-expected-got = { $what } (richtig: { $expected }, geschrieben: { $got })
exercise-pl-unreadable = nicht lesbar: erwartet { $expected }, gefunden { $found }
exercise-pl-no-leaf = kein Blatt des Baums (ein Blatt heißt nach Elternknoten und Stelle: C.2)
exercise-gradebook-no-submission = keine Abgabe (keine Antwortdatei nennt diese Person)
exercise-gradebook-several = mehrere Antwortdateien nennen diese Person: { $files }
exercise-gradebook-first-mistake = Erster Fehler: { $node }: { $why }

exercise-note-seed = Startwert: { $seed } (mit --seed { $seed } entsteht diese Aufgabe wieder)
exercise-note-made = exercise: Startwert { $seed }, Versuch { $attempt }, { $cutoffs } { $cutoffs ->
        [one] Schnitt
       *[other] Schnitte
    } (davon { $deep } tief)
exercise-note-variants = exercise: { $count } { $count ->
        [one] Variante
       *[other] Varianten
    } aus dem Startwert des Kurses { $seed }
exercise-note-bank = exercise: { $count } { $count ->
        [one] Variante
       *[other] Varianten
    } aus dem Startwert des Kurses { $seed }, { $size } ({ $each } je Variante)
exercise-note-too-large = Hinweis: die Sammlung ist größer als 2 MB, die Standard-Upload-Grenze von PHP (upload_max_filesize), die ein Moodle behalten kann: erstellen Sie sie in Teilen von höchstens { $part } Studierenden (je eine Teilnehmerliste) oder lassen Sie die Grenze anheben
exercise-note-too-large-png = Hinweis: die Sammlung ist größer als 2 MB, die Standard-Upload-Grenze von PHP (upload_max_filesize), die ein Moodle behalten kann: geben Sie --no-png an, erstellen Sie sie in Teilen von höchstens { $part } Studierenden (je eine Teilnehmerliste) oder lassen Sie die Grenze anheben
exercise-note-prairielearn = exercise: eine PrairieLearn-Frage in { $dir }

exercise-unmatched-inside-word = { $id } steht im Namen nur innerhalb eines längeren Wortes; benennen Sie die Datei so, dass die Kennung allein steht, etwa `hw2-{ $bare }.txt`
exercise-unmatched-no-id = der Name einer Datei muss die Kennung ihres Verfassers als eigenes Wort enthalten, etwa `hw2-{ $id }.txt`
exercise-unmatched-empty-key = der Schlüssel nennt keine Studierenden
exercise-unmatched-inside-words = { $ids } stehen im Namen nur innerhalb längerer Wörter; benennen Sie die Datei so, dass eine Kennung allein steht
exercise-unmatched-names-none = { $file }: nennt keine Person des Schlüssels ({ $hint })
exercise-unmatched-names-several = { $file }: nennt mehrere Personen ({ $ids })
exercise-class-unmatched = nicht zugeordnet: { $what }

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
