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

check-wrong-value = falscher Wert (erwartet { $expected }, angegeben { $got })
check-wrong-window = falsches Fenster (erwartet { $expected }, angegeben { $got })
check-pruned-but-searched = abgeschnitten, müsste aber durchsucht werden
check-searched-but-pruned = durchsucht, müsste aber abgeschnitten werden
check-missing = fehlt
check-bad-line = fehlerhafte Zeile (Spalte { $column }: erwartet { $expected }, gefunden { $found })
check-mistake-why = { $what }: { $why }
check-correct = richtig
check-not-counted = richtig, aber nicht gefragt (zählt nicht)
check-missing-expected = fehlt (erwartet { $expected })
check-right-under = richtig bei { $conventions }
check-or = { $first } oder { $second }
check-all-correct = { $n ->
    [one] der eine gefragte Knoten richtig
   *[other] alle { $n } gefragten Knoten richtig
}
check-verdict = { $correct } von { $asked } gefragten Knoten richtig{ $others } ({ $percent } %): { $mistakes }
check-others-wrong = { $n ->
    [one] 1 weitere Zeile falsch
   *[other] { $n } weitere Zeilen falsch
}
check-count-wrong-value = { $n ->
    [one] 1 falscher Wert
   *[other] { $n } falsche Werte
}
check-count-wrong-window = { $n ->
    [one] 1 falsches Fenster
   *[other] { $n } falsche Fenster
}
check-count-pruned-but-searched = { $n } abgeschnitten statt durchsucht
check-count-searched-but-pruned = { $n } durchsucht statt abgeschnitten
check-count-missing = { $n } fehlend
check-count-bad-line = { $n ->
    [one] 1 fehlerhafte Zeile
   *[other] { $n } fehlerhafte Zeilen
}
check-one-answer = eine Antwort je Knoten ({ $node } ist schon in Zeile { $line } beantwortet)
check-second-answer = eine zweite Antwort { $node }
check-no-answer = { $file }: Antwortzeilen erwartet (`A = 3`, `C.2 pruned`; docs/homework.md), keine gefunden: die Datei ist leer oder enthält nur Kommentare und Leerzeilen
check-cannot-read = { $file } kann nicht gelesen werden: { $error }
check-answer-too-large = { $file }: Antwortdatei von höchstens { $mib } MiB erwartet, größere Datei gefunden
check-minimax = Minimax
check-fail-hard-alphabeta = Fail-hard-Alpha-Beta
check-fail-soft-alphabeta = Fail-soft-Alpha-Beta
check-cut-ge = Schnitt bei α ≥ β
check-cut-gt = Schnitt nur bei α > β
check-view-max = Werte aus Sicht von MAX
check-view-side = Werte aus Sicht des Spielers am Zug
check-why-at = α = { $alpha } { $op } β = { $beta } bei { $node } nach { $child }
check-why-wins-in-one = { $child } gewinnt bei { $node } in einem Halbzug, und nichts ist besser
check-why-pruned = abgeschnitten, weil { $cut }
check-why-pruned-inside = liegt unter { $top }, das abgeschnitten ist, weil { $cut }
check-why-minimax-searches = Minimax durchsucht jeden Knoten
check-why-first-child = das erste Kind von { $node } wird immer durchsucht
check-why-root-searched = die Wurzel wird immer durchsucht
check-why-searched = durchsucht, weil { $at }
check-why-searched-tie = durchsucht, weil { $at }, und { $option } nur bei α > β schneidet
check-why-no-windows = Minimax hat keine Fenster
check-why-root-window = die Wurzel wird mit { $window } durchsucht
check-why-window-after = dem Fenster von { $parent } nach { $child }
check-why-window-on-entry = dem Fenster von { $parent } beim Eintritt
check-why-window = { $node } wird mit { $from } durchsucht{ $farther }
check-why-window-negated = { $node } wird mit { $from }, { $window }, negiert und vertauscht, durchsucht{ $farther }
check-why-farther = , Gewinnwerte einen Halbzug weiter verschoben
check-why-leaf = der Wert eines Blatts ist im Baum gegeben
check-why-failed-high = { $how ->
    [cut] bei { $node } gibt es einen Schnitt
   *[closes] das Fenster von { $node } schließt sich
} nach { $child } (α = { $alpha } ≥ β = { $beta })
check-why-no-child-rose = kein Kind von { $node } stieg über α = { $alpha }
check-why-no-child-fell = kein Kind von { $node } fiel unter β = { $beta }
check-why-bound = { $reason }, daher ist sein Wert nur eine { $bound ->
    [upper] obere
   *[lower] untere
} Schranke, und { $rule }{ $asked }
check-why-written = , geschrieben `{ $answer }` ({ $option })
check-why-negamax = { $node } nimmt den größten der negierten Werte seiner Kinder ({ $list })
check-why-max = { $node } ist ein MAX-Knoten: der größte Wert seiner Kinder ({ $list })
check-why-min = { $node } ist ein MIN-Knoten: der kleinste Wert seiner Kinder ({ $list })
check-why-chance = { $node } ist ein Zufallsknoten: die Werte seiner Kinder, mit ihren Wahrscheinlichkeiten gewichtet und summiert ({ $list })
check-line = Zeile { $line }
check-error = Fehler: { $error }
check-html-title = gametree check: { $tree }
check-html-marked = Bewertet nach { $algorithm ->
    [alphabeta] Alpha-Beta
   *[minimax] Minimax
} ({ $convention }, Schnitt bei α { $op } β, { $view }, Schranken { $bounds ->
    [required] verlangt
    [accepted] akzeptiert
   *[refused] nicht akzeptiert
}).
check-html-node = Knoten
check-html-line = Zeile
check-html-answer = Antwort
check-html-mistake = Fehler
check-html-first = Erster Fehler, Schritt { $step } von { $steps }: { $caption } Hier weicht die Antwort ab, bei { $node }{ $answer }: { $text }
check-html-replay = Bis zu diesem Schritt abspielen
check-html-replay-title = Wiedergabe der Suche

check-expect-range = ein Wert zwischen -{ $limit } und { $limit }
check-expect-fraction = ein Wert (eine ganze Zahl, ein Bruch wie `13/6` oder eine Dezimalzahl wie `2.1`)
check-expect-integer = ein Wert (eine ganze Zahl)
check-expect-window-bound = eine Fenstergrenze: eine ganze Zahl, `-inf` oder `inf`
check-expect-node = ein Knoten (eine Bezeichnung wie `C` oder ein Pfad wie `C.2`)
check-expect-rel = `=`, `<=` oder `>=`
check-expect-claim = `=`, `<=`, `>=` und ein Wert, oder `pruned`
check-expect-end-of-line = das Zeilenende (oder ein `#`-Kommentar)
check-expect-bound = { $bound }: eine ganze Zahl, `-inf` oder `inf`
check-expect-comma = `,` zwischen α und β
check-expect-close = `]`, das das Fenster schließt
check-found-end-of-line = das Zeilenende

check-practice-language = Sprache
check-practice-convention = Konvention:
check-practice-how = So füllen Sie es aus
check-practice-how-values = Schreiben Sie in jedes Feld den Wert des Knotens: { $three }, oder eine Schranke { $le } / { $ge } ({ $lesym } und { $gesym } gehen auch), wo der Wert des Knotens nur eine Schranke ist. Blätter haben ihre Werte schon.
check-practice-how-prune = Klicken Sie auf die Schere an einer Kante (oder drücken Sie dort { $enter }), um den Zweig als abgeschnitten zu markieren; ein weiterer Klick macht es rückgängig. Unter einer abgeschnittenen Kante wird nichts durchsucht.
check-practice-how-windows = Kreuzen Sie { $windows } an, um auch das Fenster [α, β] zu schreiben, mit dem ein Knoten betreten wird.
check-practice-how-keys = { $tab } springt zum nächsten Feld oder zur nächsten Kante, die Pfeiltasten von Knoten zu Knoten ({ $down } erstes Kind, { $up } Elternknoten, { $left }/{ $right } Geschwister), { $enter } in einem Feld zum nächsten.
check-practice-how-check = { $check } bewertet jeden Knoten; { $first } spielt die Suche bis dorthin ab, wo Ihre Antwort von ihr abweicht; { $download } speichert sie für { $command }. Ihre Arbeit bleibt in diesem Browser gespeichert.
check-practice-check = Prüfen
check-practice-first = Ersten Fehler zeigen
check-practice-solution = Lösung zeigen
check-practice-clear = Leeren
check-practice-download = Meine Antwort herunterladen
check-practice-windows = Fenster
check-practice-exercise = Aufgabe { $n }
check-practice-value-of = Wert von { $node } ({ $player })
check-practice-bound-of = { $bound } von { $node }
check-practice-prune-edge = Die Kante zu { $node } abschneiden
check-practice-bad-box = fehlerhafte Zeile (erwartet ein Wert wie 3, <=3 oder >=3 und ein Fenster aus ganzen Zahlen, -inf oder inf; gefunden { $found })
check-practice-score = { $correct } von { $asked } gefragten Knoten richtig{ $others }
check-practice-score-percent = { $score } ({ $percent } %)
check-practice-score-head = { $score }:
check-practice-all-correct = { $n ->
    [one] Der eine gefragte Knoten ist richtig.
   *[other] Alle { $n } gefragten Knoten richtig.
}
check-practice-total = Gesamt: { $correct } von { $total } ({ $percent } %) in { $done } von { $exercises ->
    [one] { $exercises } Aufgabe
   *[other] { $exercises } Aufgaben
} geprüft
check-practice-replay-title = Wiedergabe der Suche: { $title }
check-practice-no-mistake = Kein Fehler: Ihre Antwort ist Schritt für Schritt die der Suche.
check-practice-nothing-yet = Noch nichts abzuspielen: füllen Sie einige Knoten aus.
check-practice-you-wrote = (Sie schrieben { $answer })
check-practice-where = { $node }{ $wrote }: { $text }
check-practice-first-at = In Schritt { $step } von { $steps } weicht Ihre Antwort von der Suche ab, bei { $where }
check-practice-first-step = Schritt { $step } von { $steps }: { $caption } Hier weicht Ihre Antwort ab, bei { $where }
check-practice-conv-chance = Expectiminimax (AIMA §5.5), Werte aus Sicht von MAX, exakt geschrieben (2.1 oder 13/6)
check-practice-conv-view-max = Werte und Fenster aus Sicht von MAX
check-practice-conv-view-side = Werte und Fenster aus Sicht des Spielers am Zug (Negamax)
check-practice-conv-minimax = Minimax (jeder Knoten wird durchsucht, Werte exakt), { $view }
check-practice-conv-soft = Fail-soft (ein Knoten, dessen Suche fehlschlägt, gibt den besten gefundenen Wert zurück)
check-practice-conv-hard = Fail-hard (ein Knoten, dessen Suche fehlschlägt, gibt die Schranke seines Fensters zurück)
check-practice-conv-bounds-accept = ein Wert, der nur eine Schranke ist, geschrieben als ≤ 3 / ≥ 3 oder = 3
check-practice-conv-bounds-require = ein Wert, der nur eine Schranke ist, muss als ≤ 3 / ≥ 3 geschrieben werden
check-practice-conv-bounds-reject = jeder Wert geschrieben als = 3, auch Schranken
check-practice-conv-alphabeta = Alpha-Beta von links nach rechts, { $fail }, Schnitt bei { $cut }, { $view }, { $bounds }
check-practice-exercise-title = Aufgabe { $n } (Seed { $seed })
check-practice-title = { $chance ->
    [yes] Expectiminimax
   *[no] Alpha-Beta
}-Übung (Seed { $seed })
check-practice-title-many = { $chance ->
    [yes] Expectiminimax
   *[no] Alpha-Beta
}-Übung: { $count } Aufgaben

check-practice-title-file = Übung: { $file }
check-practice-title-depth = Übung: { $file } bis Tiefe { $depth }

check-expect-json-either = entweder `"pruned": true` oder ein Wert
check-found-json-both = beides
check-expect-json-value = ein `value` (oder `"pruned": true`)
check-found-json-neither = keins von beiden
check-expect-json-bound = ein `bound` von `=`, `<=` oder `>=`
check-expect-json-window-bound = eine Fenstergrenze

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
