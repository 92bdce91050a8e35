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

steps-step = Schritt { $k } von { $n }: { $caption }
steps-root = Wurzel
steps-node-after = { $name } (nach { $way })
steps-window-decimal = [{ $alpha }; { $beta }]
steps-enter-window = Betrete { $name } mit Fenster { $window }.
steps-enter = Betrete { $name }.
steps-re-search = Neue Suche in { $name } mit Fenster { $window }: sein Nullfenster-Test { $scout } lieferte { $got }.
steps-evaluate-leaf = Bewerte { $name } (Blatt): Wert { $value }{ $bound }.
steps-evaluate-terminal = Bewerte { $name } (beendetes Spiel): Wert { $value }{ $bound }.
steps-bound-lower = , eine untere Schranke
steps-bound-upper = , eine obere Schranke
steps-cutoff = Schnitt bei { $name }: { $why }, also { $pruned }.
steps-cut-table = die Schranke der Transpositionstabelle entscheidet ihn
steps-cut-probe = Star2 prüft ihn nur mit seinem ersten Zug, für eine Schranke
steps-cut-best = sein Zug mit Wert { $value } ist nicht zu übertreffen
steps-pruned-names = { $list } { $n ->
    [one] wird
   *[other] werden
} nie durchsucht
steps-pruned-moves = { $n ->
    [one] der Zug
   *[other] die Züge
} { $list } { $n ->
    [one] wird
   *[other] werden
} nie durchsucht
steps-list-and = { $init } und { $last }
steps-leave = Verlasse { $name }: Wert { $value }{ $bound }{ $rule }.
steps-leave-table = Verlasse { $name }: Wert { $value }{ $bound }, aus dem Eintrag der Transpositionstabelle.
steps-fail-hard-alpha = Fail-Hard liefert α = { $alpha }
steps-fail-hard-beta = Fail-Hard liefert β = { $beta }
steps-fail-soft = Fail-Soft liefert den besten gefundenen Wert, { $best }
steps-chance-at-most = sein Wert ist höchstens { $value } ≤ α = { $alpha }{ $counted }
steps-chance-at-least = sein Wert ist mindestens { $value } ≥ β = { $beta }{ $counted }
steps-chance-outside = sein Wert liegt schon außerhalb seines Fensters
steps-counted-leaf-bound = (die nicht durchsuchten Ausgänge mit der Schranke der Blätter { $bound } gezählt)
steps-counted-bounds = (die nicht durchsuchten Ausgänge mit ihren Schranken gezählt)

steps-report-language = Sprache
steps-report-replay = Wiedergabe
steps-report-first = Erster Schritt (Pos1)
steps-report-prev = Vorheriger Schritt (←)
steps-report-play-title = Abspielen / Pause (Leertaste)
steps-report-play = abspielen
steps-report-pause = Pause
steps-report-next = Nächster Schritt (→)
steps-report-last = Letzter Schritt (Ende)
steps-report-slider = Schritt
steps-report-zoom-in = Vergrößern
steps-report-zoom-out = Verkleinern
steps-report-fit-title = Den gezeichneten (aufgeklappten) Baum ins Fenster einpassen
steps-report-fit = Einpassen
steps-report-pv-title = Die Hauptvariante zeigen und zentrieren
steps-report-pv = HV
steps-report-expand-title = Die nächste Ebene verborgener Knoten zeigen
steps-report-expand = Ebene aufklappen
steps-report-values = Werte
steps-report-values-title = Aus wessen Sicht Werte und Fenster gezeigt werden
steps-report-view-max = Sicht von MAX
steps-report-view-stm = Spieler am Zug
steps-report-labels = Beschriftung
steps-report-labels-title = Was die Knoten zeigen
steps-report-label-value = Wert (≥ / ≤ für eine Schranke)
steps-report-label-window = Fenster [α, β]
steps-report-label-triple = α | Wert | β
steps-report-tree = Suchbaum
steps-report-position = Stellung
steps-report-search = Suche
steps-report-legend = Legende
steps-report-step = Schritt { $k } von { $n }
steps-report-reading = lese die Aufzeichnung…
steps-report-wait = Die Wiedergabe beginnt, sobald die ganze Aufzeichnung ({ $n } Knoten) gelesen ist.
steps-report-game = Spiel
steps-report-algorithm = Algorithmus
steps-report-evaluation = Bewertung
steps-report-depth = Tiefe
steps-report-to-the-end = bis zum Ende
steps-report-value = Wert
steps-report-value-max = { $value } (Sicht von MAX)
steps-report-best-move = Bester Zug
steps-report-none = keiner
steps-report-pv-long = Hauptvariante
steps-report-visited = Besucht
steps-report-leaves = Bewertete Blätter
steps-report-terminals = Beendete Spiele
steps-report-cutoffs = Schnitte
steps-report-pruned = Abgeschnittene Züge
steps-report-recorded = Aufgezeichnete Knoten
steps-report-values-shown = Gezeigte Werte
steps-report-from-max = aus Sicht von MAX
steps-report-from-stm = aus Sicht des Spielers am Zug
steps-report-later = wird im letzten Schritt verraten
steps-report-showing = { $shown } von { $total } aufgezeichneten Knoten gezeigt.
steps-report-showing-hidden = { $shown } von { $total } aufgezeichneten Knoten gezeigt; { $hidden } sind unter den mit +k markierten Knoten verborgen (einen anklicken, um ihn aufzuklappen, oder Ebene aufklappen verwenden).
steps-report-click = Einen Knoten anklicken, um ihn zu- oder aufzuklappen; darüberfahren, um seine Stellung zu sehen.
steps-report-reading-whole = Die ganze Aufzeichnung wird gelesen: die verborgenen Knoten und die Wiedergabe folgen gleich.
steps-report-below = { $n } Knoten darunter, verborgen: zum Aufklappen anklicken
steps-report-more = { $n ->
    [one] +{ $n } weiteres Kind
   *[other] +{ $n } weitere Kinder
}
steps-report-legend-max = MAX-Knoten (Rechteck, blau): Spieler am Zug in der Wurzel
steps-report-legend-min = MIN-Knoten (Ellipse, grün)
steps-report-legend-chance = Zufallsknoten (Kreis, bernsteinfarben): die Werte der Kinder, gewichtet mit den Wahrscheinlichkeiten an den Kanten
steps-report-legend-leaf = Blatt, von der Bewertungsfunktion bewertet (rot)
steps-report-legend-terminal = beendetes Spiel (doppelter Rand)
steps-report-legend-pruned = abgeschnitten: erzeugt, nie durchsucht (grau, gestrichelt)
steps-report-legend-chosen = der gewählte Zug (rote Kante)
steps-report-legend-pv = Hauptvariante (fett)
steps-report-legend-current = Wiedergabe: der gerade durchsuchte Knoten
steps-report-legend-open = Wiedergabe: offener Knoten, bisheriger Wert (≥ / ≤)
steps-report-legend-notyet = Wiedergabe: noch nicht besucht
steps-report-node-max = MAX-Knoten, Tiefe { $ply }
steps-report-node-min = MIN-Knoten, Tiefe { $ply }
steps-report-node-chance = Zufallsknoten, Tiefe { $ply }
steps-report-move = Zug { $move }
steps-report-probability = Wahrscheinlichkeit { $p }
steps-report-never = abgeschnitten: nie durchsucht
steps-report-window = Fenster { $window }
steps-report-node-value = Wert { $value }
steps-report-node-lower = Wert { $value } (untere Schranke)
steps-report-node-upper = Wert { $value } (obere Schranke)
steps-report-valued = von der Bewertungsfunktion bewertet
steps-report-terminal = beendetes Spiel
steps-report-cut-here = hier ein Schnitt
steps-report-mark-group = Gruppenknoten: die Suchen darunter gehen von der Wurzelstellung aus
steps-report-mark-pass = MTD(f)-Durchlauf { $n }
steps-report-mark-iteration = Iteration { $n }
steps-report-mark-research = neue Suche, nachdem der Test über dem Fenster endete
steps-report-mark-quiescence = Ruhesuche
steps-report-mark-probing = Star2-Probe: nur der erste Zug, für eine Schranke; später ganz durchsucht
steps-report-mark-probe-miss = Tabellenabfrage: kein Treffer
steps-report-mark-probe-hit = Tabellenabfrage: Treffer
steps-report-mark-probe-narrowed = Tabellenabfrage: engte das Fenster ein
steps-report-mark-probe-cutoff = Tabellenabfrage: entschied den Knoten
steps-report-mark-stored-exact = exakter Wert gespeichert
steps-report-mark-stored-lower = untere Schranke gespeichert
steps-report-mark-stored-upper = obere Schranke gespeichert
steps-report-scout = Test
steps-report-re-search = neue Suche

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
