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
pages-title = gametree-Spielwiese
pages-tagline = Spielbaumsuche im Browser: nichts zu installieren, nichts wird irgendwohin gesendet. gametree { $version }.
pages-loading = Die Rechenmaschine wird geladen… (Bleibt dieser Text stehen, blockiert der Browser oder die Website die Skripte der Seite: Laden Sie die Seite herunter und öffnen Sie sie von Ihrer Festplatte.)
# The language switch's label.
pages-language = Sprache
pages-tabs = Was tun
# The tab and the fieldset's legend (a noun); pages-search-run is the button.
pages-search = Suche
pages-practise = Üben
pages-compare = Vergleich
pages-position = Stellung
pages-example = Beispiel
# The position's hint: "a position file, our bracket tree [A: …], or a Python list [[3, 12, 8], …]".
pages-position-hint-tree = eine Stellungsdatei, unser Baum in Klammern
pages-position-hint-list = , oder eine Python-Liste
# The search's options.
pages-algorithm = Algorithmus
pages-depth = Tiefe
pages-depth-placeholder = bis zum Ende
pages-order = Zugreihenfolge
pages-cut-off-at = Schnitt bei
pages-iterative = Iterative Vertiefung
pages-quiescence = Ruhesuche
pages-more-search = Weitere Suchoptionen
pages-eval = Bewertungsfunktion
pages-eval-placeholder = die erste des Spiels
pages-max-nodes = Höchstens Knoten
pages-tt-size = Größe der Transpositionstabelle
pages-guess = Schätzung (mtdf)
pages-test-value = Testwert (test)
pages-leaf-bounds = Schranken der Blattwerte (star1/2)
pages-win-score = Wert eines Sieges
pages-win-threshold = Siegesschwelle
# The figure's options; the choices' values stay the command line's.
pages-figure = Abbildung
pages-labels = Beschriftung
pages-label-value = Wert
pages-label-window = Fenster
pages-label-triple = Tripel
pages-label-book = wie im Buch (wie Kühr druckt)
pages-values-from = Werte aus Sicht von
pages-view-max = MAX
pages-view-side = Spieler am Zug
pages-style = Stil
pages-pruned = Abgeschnittenes
pages-pruned-show = zeigen
pages-pruned-empty = leer
pages-pruned-hide = verbergen
pages-more-figure = Weitere Optionen der Abbildung
pages-direction = Richtung
pages-direction-down = nach unten
pages-direction-right = nach rechts
pages-edge-labels = Kantenbeschriftung
pages-edge-auto = automatisch
pages-edge-always = immer
pages-edge-never = nie
pages-draw-depth = Zeichentiefe
pages-max-children = Höchstens Kinder
pages-figure-title = Titel
pages-background = Hintergrund
pages-max-drawn = Höchstens gezeichnete Knoten
pages-names = Knotennamen
pages-boards = Spielbretter
# The search panel's buttons.
pages-search-run = Suchen
pages-stop = Anhalten
pages-copy-link = Link kopieren
pages-figure-label = Der durchsuchte Baum
pages-download = Herunterladen:
pages-download-json = JSON-Aufzeichnung
pages-download-text = Text
pages-download-position = Stellungsdatei
pages-replay = Schritt-für-Schritt-Wiedergabe
# The practice panel.
pages-exercise = Aufgabe
pages-branching = Verzweigung
pages-branching-placeholder = 3 oder 2..4
pages-leaf-values = Blattwerte
pages-root = Wurzel
pages-convention = Konvention
pages-deep-cutoff = Ein tiefer Schnitt
pages-chance = Zufallsknoten
pages-seed = Startwert
pages-seed-placeholder = zufällig
pages-new-exercise = Neue Aufgabe
pages-next = Nächste (Startwert + 1)
pages-sheet-label = Der Baum der Aufgabe
pages-answer = Ihre Antwort
# The answer's hint: "one node a line: B = 3, a bound C <= 2, D.2 pruned; a window after it [3, inf] (docs/homework.md)".
pages-answer-hint-node = ein Knoten pro Zeile:
pages-answer-hint-bound = , eine Schranke
pages-answer-hint-window = ; danach ein Fenster
pages-check = Prüfen
pages-first-mistake = Bis zu meinem ersten Fehler wiedergeben (zeigt die Antworten)
pages-show-answer = Musterlösung zeigen
pages-download-answer = Meine Antwort herunterladen
pages-download-exercise = Die Stellung herunterladen
# The marks' table: its columns.
pages-node = Knoten
pages-mark = Bewertung
pages-why = Warum
pages-marked-label = Ihre Antwort im Baum
pages-first-frame = Ihre bewertete Antwort und die Suche bis zu Ihrem ersten Fehler wiedergegeben
# The compare panel.
pages-algorithms = Algorithmen
pages-orders = Zugreihenfolgen
pages-columns = Spalten
pages-columns-placeholder = Standard
pages-compare-run = Vergleichen
# The footer: "Made by gametree playground. The JavaScript API is window.gametree (docs/browser.md)."
pages-footer-made = Erstellt von
pages-footer-api = . Die JavaScript-Schnittstelle ist
# What the page's script writes (templates/playground.js).
pages-worker-refused = der Browser führt den Web Worker der Rechenmaschine hier nicht aus (die Website verbietet Worker vielleicht mit einer Content-Security-Policy); laden Sie die Seite herunter und öffnen Sie sie von Ihrer Festplatte
pages-engine-failed = die Rechenmaschine ist gescheitert: { $why }
pages-engine-crashed = die Rechenmaschine ist stehen geblieben ({ $why }); sie wurde neu gestartet
pages-cancelled = angehalten
pages-no-engine = dieser Browser kann die Rechenmaschine nicht ausführen (sie braucht WebAssembly und DecompressionStream: einen Browser von 2023 oder neuer)
pages-engine-not-started = Die Rechenmaschine konnte nicht starten: { $why }
# An error's place in words, then what is wrong.
pages-error-at = { $file }, Zeile { $line }, Spalte { $column }: { $what }
pages-valid = ✓ eine Stellung des Spiels { $game }
pages-searching = Suche läuft…
# $nodes as written in the language (1,024); $count the same number, for the plural.
pages-searching-nodes = Suche läuft… etwa { $nodes } { $count ->
        [one] Knoten
       *[other] Knoten
    }, { $seconds } s
pages-stopped = Angehalten.
pages-png-failed = das PNG konnte nicht erstellt werden
pages-svg-failed = das SVG konnte nicht gezeichnet werden
pages-exercise-status = Aufgabe mit Startwert { $seed }: Füllen Sie jeden inneren Knoten aus; schreiben Sie abgeschnittene Blätter und Teilbäume als pruned.
pages-mark-right = ✓ richtig
pages-mark-wrong = ✗ falsch
pages-mark-missing = ✗ fehlt
pages-mark-unreadable = ✗ unlesbar
pages-no-answer = keine Antwort für diesen Knoten
pages-line = Zeile { $line }
pages-bad-line = Zeile { $line }: erwartet { $expected }, gefunden { $found }
pages-bad-line-column = Zeile { $line }, Spalte { $column }: erwartet { $expected }, gefunden { $found }
pages-comparing = Vergleich läuft…
pages-link-copied = Link kopiert.
pages-link-in-bar = Der Link steht in der Adressleiste.
# The browser's module (web/src): the page asked to redraw before any search.
pages-nothing-searched = es wurde noch nichts durchsucht

# The Python package (python/src/errors.rs): an option's value that is not one of its words.
pages-python-unknown-choice = unbekannter Wert `{ $value }` für { $what }; erwartet wird einer von: { $choices }
# The Python package: a panic in the Rust work.
pages-python-internal-error = interner Fehler (ein Fehler in gametree; bitte melden Sie ihn): { $what }

# -- end of pages --
