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

# gametree search: die Zusammenfassung (src/render/backend/text.rs).
summary-search = Wert { $value }, bester Zug { $best }, { $counts }{ $extra }, { $ms } ms
summary-no-move = keiner
summary-visited = { $n } Knoten besucht
summary-leaves = { $n ->
    [one] { $n } Blatt bewertet
   *[other] { $n } Blätter bewertet
}
summary-terminals = { $n ->
    [one] { $n } Endknoten
   *[other] { $n } Endknoten
}
summary-cutoffs = { $n ->
    [one] { $n } Schnitt
   *[other] { $n } Schnitte
}
summary-pruned = { $n ->
    [one] { $n } Zug abgeschnitten
   *[other] { $n } Züge abgeschnitten
}
summary-test-yes = Test: Wert ≥ { $k }? ja
summary-test-no = Test: Wert ≥ { $k }? nein
summary-clamped = { $n ->
    [one] { $n } Bewertung
   *[other] { $n } Bewertungen
} auf ±{ $t } begrenzt
summary-cut-gt = Schnitte nur bei α > β
summary-researches = { $n ->
    [one] { $n } Neusuche
   *[other] { $n } Neusuchen
}
summary-tt = { $probes ->
    [one] { $probes } Abfrage
   *[other] { $probes } Abfragen
} der Transpositionstabelle ({ $hits } Treffer)
summary-passes = { $n ->
    [one] { $n } Durchlauf
   *[other] { $n } Durchläufe
}
summary-iterations = { $n ->
    [one] { $n } Iteration
   *[other] { $n } Iterationen
}
summary-value-max-wins = { $value } (MAX gewinnt)
summary-value-min-wins = { $value } (MIN gewinnt)
summary-value-draw = { $value } (Remis)
summary-value-max-wins-in = { $value } (MAX gewinnt in { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzügen
})
summary-value-min-wins-in = { $value } (MIN gewinnt in { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzügen
})
summary-side-white = Weiß
summary-side-black = Schwarz
summary-side-red = Rot
summary-side-yellow = Gelb
summary-side-south = Süd
summary-side-north = Nord
summary-side-first = erster Spieler
summary-side-second = zweiter Spieler
# gametree solve (src/solve/mod.rs).
summary-solve-verdict = { $who } am Zug: { $verdict }{ $cut }
summary-solve-win-in = Sieg in { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzügen
} (Wert { $value })
summary-solve-loss-in = Niederlage in { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzügen
} (Wert { $value })
summary-solve-win = Sieg (Wert { $value })
summary-solve-loss = Niederlage (Wert { $value })
summary-solve-draw = Remis (Wert { $value })
summary-solve-unknown-value = unbekannt (Wert { $value })
summary-solve-margin-win = Sieg, Endstand { $margin } Steine bei bestem Spiel{ $line }
summary-solve-margin-loss = Niederlage, Endstand { $margin } Steine bei bestem Spiel{ $line }
summary-solve-margin-draw = Remis, Endstand { $margin } Steine bei bestem Spiel{ $line }
summary-solve-main-line-plies = ; Hauptvariante { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzüge
}
summary-solve-unknown-margin = unbekannt: der Endstand liegt zwischen { $lo } und { $hi } ({ $why })
summary-solve-unknown = unbekannt: kein erzwungener Sieg und keine erzwungene Niederlage innerhalb von { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzügen
} ({ $why })
summary-solve-stopped = { $limit } hat den Löser angehalten: erhöhen Sie den Wert, um fortzufahren
summary-solve-ply-limit = eine Variante wurde { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzüge
} tief, ohne dass die Partie endete: das Spiel endet womöglich nie
summary-solve-cancelled = der Löser wurde abgebrochen
summary-solve-by-ply-limit = die Halbzuggrenze
summary-solve-by-cancellation = ein Abbruch
summary-solve-cut-short = (die Hauptvariante wurde durch { $nodes } oder { $time } gekürzt)
summary-solve-work = { $nodes } Knoten in { $secs } s (insgesamt { $total }, Tabelle { $used } von { $cap } Einträgen belegt); Strategiebaum { $tree } Knoten
summary-solve-no-endgame = ; keine Endspieldatenbank: { $why }
summary-solve-endgame = ; Endspieldatenbank bis { $stones } Steine im Spiel ({ $entries } Stellungen, { $read } Klassen gelesen, { $built } erzeugt, { $secs } s{ $notes })
summary-solve-endgame-unsaved = nicht zwischengespeichert: { $why }
summary-solve-endgame-untrusted = Zwischenspeicher nicht verwendet: { $why }
summary-solve-endgame-corrupt = { $n } beschädigte Zwischenspeicherdateien neu erzeugt
summary-solve-endgame-stopped = { $limit } hat ihren Aufbau bei { $stones } Steinen angehalten
summary-solve-main-line = Hauptvariante: { $line }
summary-solve-line-unknown = unbekannt ({ $by } hat den Löser vorher angehalten)
summary-solve-line-none = keine (die Partie ist zu Ende)
summary-solve-building = Endspieldatenbank wird erzeugt: { $stones } von { $of } Steinen im Spiel, { $secs } s
summary-solve-reading = Endspieldatenbank wird gelesen: { $stones } von { $of } Steinen im Spiel, { $secs } s
summary-solve-progress = { $nodes } Stellungen durchsucht, Tabelle zu { $full } % voll, { $secs } s{ $limit }
summary-solve-progress-limit = von { $secs } s Zeitlimit
# gametree perft.
summary-perft = { $game } perft { $depth }: { $total } Blattstellungen in { $secs } s{ $rate }
summary-leaves-per-second = { $rate } Blätter/s
summary-perft-subtrees = Teilbäume
summary-perft-eta = noch

# gametree compare (src/compare): Tabellenköpfe.
summary-compare-column-algorithm = Algorithmus
summary-compare-column-order = Zugordnung
summary-compare-column-value = Wert
summary-compare-column-best = bester Zug
summary-compare-column-nodes = Knoten
summary-compare-column-leaves = Blätter
summary-compare-column-terminals = Endknoten
summary-compare-column-cutoffs = Schnitte
summary-compare-column-tt-probes = TT-Abfragen
summary-compare-column-tt-hits = TT-Treffer
summary-compare-column-researches = Neusuchen
summary-compare-column-passes = Durchläufe
summary-compare-column-time = Zeit ms
summary-compare-column-nodes-per-second = Knoten/s
summary-compare-column-vs-baseline = % Minimax
summary-compare-mark-baseline = Referenz
summary-compare-mark-oracle = Orakel
summary-compare-depth = Tiefe { $depth }
summary-compare-depth-to-end = Tiefe bis zum Ende
summary-compare-disagree = DIE ALGORITHMEN SIND SICH ÜBER DEN WERT DER WURZEL UNEINIG.
summary-compare-baseline-note = (Referenz) einfaches Minimax in natürlicher Zugordnung, einmal durchsucht: { $nodes } Knoten{ $column }.
summary-compare-baseline-column = ; % Minimax sind die Knoten jeder Zeile in Prozent davon
summary-compare-baseline-stopped = Die Minimax-Referenz hielt an ihrer Grenze von { $limit } Knoten an (der kleinere Wert von --max-nodes und { $nodes }): sie hat keine Zeile, und % Minimax bleibt leer.
summary-compare-oracle-note = (Orakel) best und worst ordnen die Kinder jedes Knotens nach ihren wahren Werten, ermittelt durch zusätzliche Suchen, die weder gezählt noch aufgezeichnet werden: ihre Knotenzahlen zeigen, was die perfekte (oder die schlechteste) Zugordnung erreicht.{ $timing }
summary-compare-oracle-timing = Ihre Zeit und Knoten/s enthielten diese Suchen, deshalb bleiben sie leer (—).
summary-compare-unordered-one = { $name } besucht jeden Knoten, gleich in welcher Zugordnung: eine Zeile, in natürlicher Zugordnung.
summary-compare-unordered-many = { $names } besuchen jeden Knoten, gleich in welcher Zugordnung: je eine Zeile, in natürlicher Zugordnung.
summary-compare-and = und
summary-compare-knuth-moore = gleichmäßiger Baum { $b }, { $d }: minimaler Baum nach Knuth–Moore { $m ->
    [one] { $m } Blatt
   *[other] { $m } Blätter
} ({ $formula })
summary-compare-iterative = iterative Vertiefung bis Tiefe { $depth }: die Zeilen von Alpha-Beta und MTD(f) durchsuchen die Tiefen 1 bis { $depth } und zählen die Knoten aller Iterationen
summary-compare-guess-then = erste Schätzung von MTD(f) { $guess }, danach der Wert jeder Iteration
summary-compare-guess = erste Schätzung von MTD(f) { $guess }
summary-compare-guess-each = erste Schätzung von MTD(f) ist der Wert jeder Iteration
summary-compare-chart-alt = Besuchte Knoten jeder Zeile und Knoten je Halbzug in logarithmischer Skala
summary-compare-chart-comment = Die Diagramme werden nur mit -o DATEI.md geschrieben, als DATEI-chart.svg daneben.
summary-compare-nodes-visited = Besuchte Knoten
summary-compare-nodes-per-ply = Knoten je Halbzug (logarithmische Skala)
summary-compare-chart-nodes = Knoten
summary-compare-chart-ply = Halbzug
summary-compare-bars-title = Besuchte Knoten jeder Zeile
summary-compare-plies-title = Knoten je Halbzug, logarithmische Skala
summary-compare-branching = Effektiver Verzweigungsfaktor je Halbzug
summary-compare-branching-row = Zeile
summary-compare-disagreement = FEHLER: die Algorithmen sind sich über den Wert der Wurzel uneinig:
summary-compare-disagreement-value = Wert { $value }

# gametree play (src/play).
summary-play-prompt = { $side } am Zug
summary-play-engine = { $side } (Computer) spielt { $mv }   Wert { $value }, { $nodes } Knoten, { $ms } ms
summary-play-chance = Zufall: { $outcome } (Wahrscheinlichkeit { $p }, gezogen mit Startwert { $seed })
summary-play-node = Knoten { $label }
summary-play-legal-moves = erlaubte Züge: { $moves }
summary-play-help = Zug eingeben, oder: ? (erlaubte Züge), hint (Tipp), undo (zurück), tree [DATEI] (Suchbaum), save DATEI (speichern), quit (beenden)
summary-play-hint = Tipp: { $mv } (Wert { $value })
summary-play-no-hint = kein Tipp: { $why }
summary-play-save-needs-file = save braucht einen Dateinamen: save DATEI
summary-play-illegal = { $mv } ist hier kein erlaubter Zug; ? zeigt die erlaubten Züge
summary-play-nothing-to-undo = nichts zurückzunehmen
summary-play-undone = zurückgenommen
summary-play-no-tree = der Computer hat noch nicht gesucht
summary-play-wrote-tree = letzten Suchbaum ({ $nodes } Knoten) nach { $path } geschrieben
summary-play-saved = Partie nach { $path } gespeichert
summary-play-cannot-write = { $path } kann nicht geschrieben werden: { $why }
summary-play-line-ignored = Standardeingabe, Zeile { $line }: { $why }; die Zeile wird übergangen
summary-play-game-over = Partie beendet: { $result }
summary-play-wins = { $side } gewinnt
summary-play-draw = Remis
summary-play-leaf = Blatt erreicht: Wert { $value } für MAX
summary-play-move-limit = Remis durch die Zuggrenze ({ $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzüge
})
summary-play-stopped = angehalten
summary-play-unfinished = nicht beendet (Eingabe zu Ende)
summary-play-abandoned = aufgegeben

# Hinweise auf der Standardfehlerausgabe: gametree exercise, check, man.
summary-exercise-seed = Startwert: { $seed } (--seed { $seed } erzeugt diese Aufgabe wieder)
summary-exercise-made = Aufgabe: Startwert { $seed }, Versuch { $attempt }, { $cutoffs ->
    [one] { $cutoffs } Schnitt
   *[other] { $cutoffs } Schnitte
} ({ $deep } tief)
summary-exercise-size = { $size } ({ $each } je Variante)
summary-exercise-variants = Aufgabe: { $n ->
    [one] { $n } Variante
   *[other] { $n } Varianten
} aus dem Kurs-Startwert { $course }{ $size }
summary-exercise-no-png = --no-png angeben
summary-exercise-moodle-limit = Hinweis: die Fragensammlung ist größer als 2 MB, die Standard-Upload-Grenze von PHP (upload_max_filesize), die ein Moodle behalten haben kann: { $png }in Teilen von höchstens { $part } Studierenden erzeugen (je eine Liste) oder die Grenze erhöhen lassen
summary-exercise-prairielearn = Aufgabe: eine PrairieLearn-Frage in { $dir }
summary-error = Fehler: { $error }
summary-check-not-submitted = { $n ->
    [one] Hinweis: { $n } Studierende(r) des Schlüssels hat keine Antwortdatei unter den angegebenen (die Notenliste, --format csv, hat eine Zeile für alle)
   *[other] Hinweis: { $n } Studierende des Schlüssels haben keine Antwortdatei unter den angegebenen (die Notenliste, --format csv, hat eine Zeile für alle)
}
summary-wrote = { $path } geschrieben

# The practice page's title (gametree search -f practice, src/cli/search.rs).
summary-practice-title = Übung: { $name }
summary-practice-title-depth = Übung: { $name } bis Tiefe { $depth }

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
