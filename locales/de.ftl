### gametree's messages in German: the terms of German university courses (Russell/Norvig, German edition).
### One section an area; ids start with the section's name where they can.
### docs/languages.md: how to add a language.

## common
## Shared by every area: notation and the words many messages use.

lang-name = Deutsch
common-window = [{ $alpha }, { $beta }]
common-io-not-found = Datei oder Verzeichnis nicht gefunden
common-io-permission-denied = Zugriff verweigert
common-io-is-a-directory = es ist ein Verzeichnis
common-io-not-a-directory = ein Teil des Pfades ist kein Verzeichnis
common-io-storage-full = kein Platz mehr auf dem Gerät
common-io-invalid-data = kein gültiger UTF-8-Text
common-file-symlink = ein symbolischer Link, dem hier nicht gefolgt wird
common-file-directory = ein Verzeichnis, keine gewöhnliche Datei
common-file-fifo = ein FIFO (benannte Pipe), keine gewöhnliche Datei
common-file-device = ein Gerät, keine gewöhnliche Datei
common-file-socket = ein Socket, keine gewöhnliche Datei
common-file-irregular = keine gewöhnliche Datei
common-file-too-large = größer als die höchstens gelesenen { $max } Bytes

# -- end of common --


## figure
## Figures: titles, legends, the win-score legend, "pruned", width warnings (src/render/model, src/render/backend).

# The figure's title: game — algorithm, result.
figure-title = { $game } — { $algorithm }: { $result }
figure-title-depth = { $game } — { $algorithm }, Tiefe { $depth }: { $result }
# A replay's title until its last step.
figure-neutral-title-depth = { $search }, Tiefe { $depth }
# What the search found: the root's value and the best move.
figure-result = Wert { $value }
figure-result-best = Wert { $value }, bester Zug { $best }
figure-result-mcts = gespielter Zug { $best } (N = { $n }, Q = { $q } für MAX)
figure-result-mcts-none = kein Zug zu spielen
# The searches in words, for titles.
figure-search-minimax = Minimax-Suche
figure-search-negamax = Negamax-Suche
figure-search-alphabeta = Alpha-Beta-Suche
figure-search-alphabeta-soft = Fail-soft-Alpha-Beta-Suche
figure-search-pvs = Hauptvariantensuche
figure-search-alphabeta-tt = Alpha-Beta-Suche mit Gedächtnis
figure-search-mtdf = MTD(f)-Suche
figure-search-test = Nullfenster-Test
figure-search-expectiminimax = Expectiminimax-Suche
figure-search-star1 = Star1-Suche
figure-search-star2 = Star2-Suche
figure-search-mcts = Monte-Carlo-Baumsuche
# The win-score legend below a figure (Kühr: MAX, MAX − n).
figure-win-legend = Gewinnwerte: { $parts }.
figure-win-values-max = { $max } − n: MAX gewinnt in n Halbzügen ({ $max }: hat gewonnen), −({ $max } − n): verliert in n Halbzügen
figure-win-values-side = { $max } − n: der Spieler am Zug gewinnt in n Halbzügen ({ $max }: hat gewonnen), −({ $max } − n): verliert in n Halbzügen
figure-win-windows = jenseits von ±{ $max }: eine Schranke des Fensters, je Halbzug um eins erweitert (Kührs dal)
# The legend of --label book (Kühr's labels).
figure-book-legend = Kührs Beschriftung: { $parts }.
figure-book-triples = α | Wert | β jedes Aufrufs, der Wert, wie ihn Fail-hard-Alpha-Beta zurückgibt (= α: höchstens α; = β: mindestens β)
figure-book-bare = eine bloße Zahl ist, was die Suche eines Knotens aus den durchsuchten Kindern zurückgab
figure-book-cut = ≥ oder ≤, eine Schranke: am Knoten gab es einen Schnitt
figure-book-root = keine Zahl an der Wurzel: Kührs Wurzelprozedur gibt nur den Zug zurück
# Plain scoring's legend where a finished game is drawn.
figure-utilities = Beendete Partien: { $win } MAX hat gewonnen, { $draw } Remis, { $loss } MAX hat verloren (einfache Wertung, Nutzwerte von MAX).
figure-utilities-negated = Beendete Partien: { $win } MAX hat gewonnen, { $draw } Remis, { $loss } MAX hat verloren (einfache Wertung, Nutzwerte von MAX; an den Knoten von MIN negiert, MINs Sicht).
# Marks on the edges of a PVS move searched twice, and of a Star2 probe.
figure-scout = Test
figure-re-search = erneut
figure-probe = Sondierung
# The mark for children left out by --max-children.
figure-more = +{ $count } weitere
# Hover text of a hidden pruned move's stub.
figure-moves-pruned = { $count ->
    [one] { $count } Zug abgeschnitten
   *[other] { $count } Züge abgeschnitten
}
figure-subtree-not-drawn = Teilbaum nicht gezeichnet
figure-children-not-drawn = Kinder nicht gezeichnet
# The text tree (--format text).
figure-text-root = Wurzel
figure-text-chance = ZUFALL
figure-text-leaf = Blatt
figure-text-terminal = Spielende
figure-text-pruned = abgeschnitten
figure-text-cutoff = Schnitt
figure-text-quiescence = Ruhesuche
figure-text-tt-miss = TT: kein Treffer
figure-text-tt-hit = TT: Treffer
figure-text-tt-narrowed = TT: eingeengt
figure-text-tt-cutoff = TT: Schnitt
figure-text-stored-exact = gespeichert: exakt
figure-text-stored-lower = gespeichert: untere Schranke
figure-text-stored-upper = gespeichert: obere Schranke

# The games' names in the figure's title (a game of Python's or another keeps its own).
figure-game-tree = Baum
figure-desc-intro = Der Baum, wie er gezeichnet ist, { $n ->
    [one] ein Knoten
   *[other] { $n } Knoten
}, in der Reihenfolge, in der die Suche sie besucht hat.
figure-desc-node = { $name }: { $what }.
figure-desc-root = Die Wurzel
figure-desc-named-move = { $name } (Zug { $mv })
figure-desc-max = MAX-Knoten
figure-desc-min = MIN-Knoten
figure-desc-chance = Zufallsknoten
figure-desc-leaf = Blatt
figure-desc-terminal = beendete Partie
figure-desc-pruned = abgeschnitten, nie durchsucht
figure-desc-not-yet = noch nicht erreicht
figure-desc-open = wird gerade durchsucht
figure-desc-value = Wert { $value }
figure-desc-upper = Wert höchstens { $value } (eine obere Schranke)
figure-desc-lower = Wert mindestens { $value } (eine untere Schranke)
figure-desc-label = gezeigt als { $label }
figure-desc-cutoff = Schnitt: { $n ->
    [one] ein Zug abgeschnitten
   *[other] { $n } Züge abgeschnitten
}
figure-desc-pv = auf der Hauptvariante
figure-desc-correct = Antwort als richtig markiert
figure-desc-wrong = Antwort als falsch oder fehlend markiert
figure-desc-more = darunter weitere Knoten, nicht gezeichnet
figure-desc-cutoff-only = Schnitt
figure-desc-blank = leer, auszufüllen
figure-game-chess = Schach
figure-game-connect4 = Vier gewinnt
figure-game-czech = tschechische Dame
figure-game-english = englische Dame
figure-game-kalah = Kalah
figure-game-nim = Nim
figure-game-tictactoe = Tic-Tac-Toe

# Size checks (src/render/model/fit.rs); the options are written as the caller names them.
figure-too-many = die { $format }-Grafik hätte { $drawn ->
    [one] { $drawn } Knoten
   *[other] { $drawn } Knoten
}, mehr als { $limit } ({ $why }); zeichnen Sie weniger mit { $depth }, { $draw_depth } oder { $hide }, nehmen Sie { $html } für einen großen Baum, oder erhöhen Sie { $max_drawn }
figure-why-tikz = etwa das Meiste, was pdflatex setzen kann
figure-why-beamer = jede Überlagerung setzt den ganzen Baum neu
figure-why-beamer-boards = ein Brett zählt als Knoten: jede Überlagerung setzt den Baum und seine Bretter neu
figure-why-figure = darüber ist keine Beschriftung mehr lesbar
figure-beamer-too-many = die Beamer-Grafik hätte { $counts }, mehr als { $limit } ({ $why }); { $remedies }, oder schreiben Sie die Schritte als Dateien mit { $steps } { $svg }, oder erhöhen Sie { $max_drawn }
figure-nodes = { $n } Knoten
figure-nodes-boards = { $n } Knoten und { $boards ->
    [one] { $boards } Brett
   *[other] { $boards } Bretter
}
figure-nodes-their-boards = { $n } Knoten und ihre Bretter
figure-less-depth = zeichnen Sie weniger mit { $draw_depth } ({ $nodes })
figure-less = zeichnen Sie weniger mit { $depth } oder { $draw_depth }
figure-or-hide = { $before } oder { $hide } ({ $nodes })
figure-png-too-big = das PNG wäre { $w } × { $h } px groß ({ $millions } Millionen Pixel), mehr als die { $max } Millionen, die gametree zeichnet; zeichnen Sie weniger: { $remedies }, oder ein kleineres { $scale } (jetzt { $now })
figure-pdf-too-big = die PDF-Seite wäre { $w } × { $h } pt groß, größer als die 14.400 pt (200 Zoll), die Betrachter öffnen; zeichnen Sie weniger: { $remedies }
figure-too-wide = Warnung: die Grafik ist { $w } px breit, zu breit für eine Folie: auf die Textbreite einer 16:9-Folie verkleinert wären ihre Beschriftungen { $label } pt, unter { $readable } pt (höchstens { $max } px); zeichnen Sie weniger: { $remedies }
figure-nothing-fits = kein { $draw_depth }, { $max_children } oder { $hide } lässt sie passen; zeichnen Sie sie mit { $html }, das verschieben und zoomen kann

# Monte Carlo tree search (-a mcts): the legend of W/N labels and visit-wide edges, the text tree's last line, a --max-children mark with its children's visits, the report's node panel (three lines apart by "; ").
figure-mcts-legend = W/N an einem Knoten: die Gesamtbelohnung W seiner Playouts aus MAX' Sicht über seine N Besuche (Q = W/N, die mittlere Belohnung); dickere Kanten wurden öfter besucht.
figure-mcts-text-legend = N: Besuche; W: Gesamtbelohnung der Playouts aus MAX' Sicht; Q = W/N: die mittlere Belohnung.
figure-mcts-more = +{ $count } weitere, N = { $visits }
figure-mcts-panel = N = { $n } Besuche; W = { $w }, die Gesamtbelohnung aus MAX' Sicht; Q = W/N = { $q }, die mittlere Belohnung
# -- end of figure --


## steps
## Step captions, the step figures and the HTML replay/report (src/render/model/steps.rs, svg_steps, html, templates/report.*).

steps-step = Schritt { $k } von { $n }: { $caption }
steps-root = Wurzel
steps-node-after = { $name } (nach { $way })
steps-window-decimal = [{ $alpha }; { $beta }]
steps-enter-window = { $root ->
    [yes] Betrete die Wurzel mit Fenster { $window }.
   *[no] Betrete { $name } mit Fenster { $window }.
}
steps-enter = { $root ->
    [yes] Betrete die Wurzel.
   *[no] Betrete { $name }.
}
steps-re-search = Neue Suche in { $name } mit Fenster { $window }: sein Nullfenster-Test { $scout } lieferte { $got }.
steps-evaluate-leaf = Bewerte { $name } (Blatt): Wert { $value }{ $bound }.
steps-evaluate-terminal = Bewerte { $name } (beendetes Spiel): Wert { $value }{ $bound }.
steps-bound-lower = , eine untere Schranke
steps-bound-upper = , eine obere Schranke
steps-cutoff = { $root ->
    [yes] Schnitt an der Wurzel: { $why }, also { $pruned }.
   *[no] Schnitt bei { $name }: { $why }, also { $pruned }.
}
steps-cut-table = die Schranke der Transpositionstabelle entscheidet ihn
steps-cut-probe = Star2 prüft ihn nur mit seinem ersten Zug, für eine Schranke
steps-cut-best = sein Zug mit Wert { $value } ist nicht zu übertreffen
steps-pruned-names = { $n ->
    [one] wird
   *[other] werden
} { $list } nie durchsucht
steps-pruned-moves = { $n ->
    [one] wird der Zug
   *[other] werden die Züge
} { $list } nie durchsucht
steps-list-and = { $init } und { $last }
steps-leave = { $root ->
    [yes] Verlasse die Wurzel: Wert { $value }{ $bound }{ $rule }.
   *[no] Verlasse { $name }: Wert { $value }{ $bound }{ $rule }.
}
steps-leave-table = { $root ->
    [yes] Verlasse die Wurzel: Wert { $value }{ $bound }, aus dem Eintrag der Transpositionstabelle.
   *[no] Verlasse { $name }: Wert { $value }{ $bound }, aus dem Eintrag der Transpositionstabelle.
}
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
steps-report-panel = Der Schritt, die Stellung und die Legende
steps-report-position = Stellung
steps-report-search = Suche
steps-report-tree-words = Der Baum, Knoten für Knoten
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

# --- Monte Carlo tree search (src/render/model/mcts_steps.rs): each iteration's four phases as steps.
steps-mcts-caption = Iteration { $k }, { $phase }: { $text }
steps-mcts-selection = Selektion
steps-mcts-expansion = Expansion
steps-mcts-simulation = Simulation
steps-mcts-backpropagation = Rückpropagierung
steps-mcts-node-move = { $name } (Zug { $move })
steps-mcts-select = wähle { $name }: UCB1 = { $q } + { $c }·√(ln { $parent } / { $n }) = { $ucb }, { $rank } ({ $view })
steps-mcts-largest = der größte Wert vor { $others }
steps-mcts-largest-tie = der größte Wert vor { $others } (bei Gleichstand entscheidet der erste Zug in der Zugreihenfolge)
steps-mcts-only = das einzige Kind des Knotens { $at } im Baum
steps-mcts-candidate = { $name } { $ucb }
steps-mcts-view-max = Q = W/N, am Knoten { $at } zieht MAX
steps-mcts-view-min = Q = −W/N, am Knoten { $at } zieht MIN
steps-mcts-sample = am Zufallsknoten { $at } wird das Ergebnis { $name } gezogen (Wahrscheinlichkeit { $p })
steps-mcts-stay = { $name } hat noch Züge außerhalb des Baums, also endet die Selektion dort
steps-mcts-expand = erweitere den Knoten { $at }: { $name } kommt hinzu (N = 0, W = 0)
steps-mcts-expand-leaf = { $name } ist ein Blatt: nichts zu erweitern
steps-mcts-expand-terminal = { $name } ist ein beendetes Spiel: nichts zu erweitern
steps-mcts-playout = Playout ab { $name }: { $plies ->
        [one] { $plies } zufälliger Halbzug
       *[other] { $plies } zufällige Halbzüge
    }, Ergebnis { $result } ({ $meaning })
steps-mcts-game-over = bei { $name } ist das Spiel zu Ende: Ergebnis { $result } ({ $meaning })
steps-mcts-max-wins = MAX gewinnt
steps-mcts-min-wins = MIN gewinnt
steps-mcts-draw = Remis
steps-mcts-eval-max = die Bewertung spricht für MAX
steps-mcts-eval-min = die Bewertung spricht für MIN
steps-mcts-eval-even = die Bewertung ist ausgeglichen
steps-mcts-playout-tree = Playout ab { $name }: { $plies ->
        [one] { $plies } zufälliger Zug
       *[other] { $plies } zufällige Züge
    } bis zu einem Blatt mit Wert { $result }
steps-mcts-leaf-value = { $name } ist ein Blatt: sein Wert { $result } ist das Ergebnis
steps-mcts-backup = N und W aktualisiert bei { $nodes }: { $updates }
steps-mcts-update = N({ $name }) { $n0 }→{ $n1 }, W({ $name }) { $w0 }→{ $w1 }
steps-mcts-legend = Knoten zeigen W/N: die Summe der Belohnungen W (aus Sicht von MAX) über die Besuche N.

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
check-html-title = Prüfung der Antworten: { $tree }
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

# check --algorithm mcts (src/homework/mcts_mark.rs): Monte Carlo tree search answers.
check-mcts-all-correct = alle { $n } Antworten richtig
check-mcts-verdict = { $right } von { $asked } Antworten richtig{ $others } ({ $percent } %)
check-mcts-not-utf8 = die Antwort ist kein UTF-8-Text
check-mcts-bad-line = diese Zeile ist nicht lesbar (erwartet `path: A B …`, `expand: KNOTEN` oder `KNOTEN N=… W=…`)
check-mcts-step = Schritt { $n }
check-mcts-expand = Expansion
check-mcts-wrong-step = { $got } hat UCB1 { $got_ucb }, aber { $expected } hat { $expected_ucb } (Q { $q } + { $bonus }): die Auswahl nimmt für { $side } den größten Wert
check-mcts-not-child = { $got } ist im Baum kein Kind von { $parent }
check-mcts-goes-on = die Auswahl hält nicht bei { $node }: alle seine Züge sind schon im Baum, also geht sie weiter zu { $expected } (UCB1 { $ucb })
check-mcts-after-wrong = folgt auf einen falschen Schritt: die Auswahl geht von { $parent } zu { $expected }
check-mcts-stops = die Auswahl hält bei { $node }: es hat einen Zug, der noch nicht im Baum ist ({ $untried })
check-mcts-stops-leaf = die Auswahl hält bei { $node }: es ist ein Blatt
check-mcts-wrong-expand = die Expansion fügt den ersten Zug von { $node } hinzu, der noch nicht im Baum ist (in Erzeugungsreihenfolge): { $expected }
check-mcts-no-expand = nichts wird expandiert: die Auswahl endet beim Blatt { $node }, dessen Wert das Ergebnis des Playouts ist
check-mcts-wrong-n = erwartet { $expected } ({ $before } + 1): die Rückpropagierung gibt jedem Knoten auf dem Pfad einen Besuch mehr
check-mcts-wrong-w = erwartet { $expected } ({ $before } + { $playout }): die Rückpropagierung addiert das Ergebnis des Playouts (aus Sicht von MAX) zu jedem Knoten auf dem Pfad
check-mcts-off-path = { $node } liegt nicht auf dem Pfad: N und W bleiben { $n } und { $w }
check-mcts-unknown = kein Knoten { $node } im Baum
check-mcts-twice = { $node } ist zweimal beantwortet
method-minimax-only = { $o0 } ist eine Konvention von Minimax und Alpha-Beta, nicht von { $o1 }
method-mcts-only = { $o0 } gilt nur für { $o1 } (Monte-Carlo-Baumsuche)
method-chance = der Baum hat Zufallsknoten: Antworten werden mit Expectiminimax bewertet; geben Sie { $o0 } an oder lassen Sie { $o1 } weg
method-contradicts-file = { $o0 } widerspricht `{ $setting }` der Aufgabendatei, mit dem sie erstellt wurde: lassen Sie es weg, um nach der Datei zu bewerten, oder geben Sie { $o1 } an, um danach zu bewerten
method-over-file = bewertet mit { $o0 }, nicht nach `{ $setting }` der Aufgabendatei ({ $o1 })
check-mcts-html-settings = bewertet nach Iteration { $k } + 1 von UCT mit C = { $c } und Seed { $seed }
# Die Übungsseite zu MCTS (src/homework/mcts_practice.rs, templates/practice_mcts.*).
check-mcts-practice-title = Übung zur Monte-Carlo-Baumsuche (Startwert { $seed })
check-mcts-practice-title-many = Übung zur Monte-Carlo-Baumsuche: { $count ->
    [one] { $count } Aufgabe
   *[other] { $count } Aufgaben
}
check-mcts-practice-how = So antworten Sie
check-mcts-practice-how-path = Klicken Sie die Knoten des Auswahlpfads im Baum von der Wurzel abwärts an oder tippen Sie ihre Namen (A B C.2); ⌫ entfernt den letzten.
check-mcts-practice-how-expand = Schreiben Sie den Knoten, den die Expansion hinzufügt (none, wenn der Pfad in einem Blatt endet), oder kreuzen Sie „{ $pick }“ an und klicken Sie ihn an.
check-mcts-practice-how-stats = Tragen Sie N und W nach der Rückpropagierung für jeden Knoten des Pfads und den expandierten Knoten ein; Zeilen zu anderen Knoten gehören in das Feld darunter.
check-mcts-practice-how-check = { $check } bewertet Ihre Antwort wie gametree check und zeigt dann die Lösung; { $download } speichert sie als Datei für gametree check.
check-mcts-practice-path = Pfad
check-mcts-practice-back = Den letzten Knoten des Pfads entfernen
check-mcts-practice-expand = Expandierter Knoten
check-mcts-practice-pick = Klicks wählen den expandierten Knoten
check-mcts-practice-stats = N und W nach der Rückpropagierung
check-mcts-practice-node = Knoten
check-mcts-practice-other = Weitere Zeilen
check-mcts-practice-answer = Ihre Antwort, wie gametree check sie liest:
check-mcts-practice-empty = (noch nichts geschrieben)
check-mcts-practice-tree = Baum herunterladen
check-mcts-practice-solution = Lösung: Iteration { $next }
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

# exercise --algorithm mcts (src/homework/mcts.rs): Monte Carlo tree search exercises.
exercise-mcts-iterations = { $o0 } muss für eine MCTS-Aufgabe zwischen 1 und { $max } liegen
exercise-mcts-why = in keinem Baum verglich die nächste Auswahl besuchte Kinder ohne Gleichstand; versuchen Sie einen anderen Startwert oder mehr Iterationen
exercise-mcts-title = Aufgabe zur Monte-Carlo-Baumsuche (Startwert { $seed })
exercise-mcts-legend = Jeder Knoten im Suchbaum zeigt W/N: seine Gesamtbelohnung und seine Besuche (aus Sicht von MAX; an einem Blatt W = N · sein Wert); ein Strich: noch nicht im Suchbaum; ein Blatt außerhalb: sein Wert.
exercise-mcts-question =
    Der Baum nach { $k } { $k ->
        [one] Iteration
       *[other] Iterationen
    } von MCTS (UCT, C = { $c }). Iteration { $next }: welchen Pfad nimmt die Auswahl, welchen Knoten expandiert sie, und wie lauten N und W jedes Knotens auf dem Pfad nach der Rückpropagierung, wenn der Playout mit { $playout } endet?
exercise-mcts-solution =
    Der Baum nach { $k } { $k ->
        [one] Iteration
       *[other] Iterationen
    }: W/N an jedem Knoten.
exercise-mcts-position = Eine Aufgabe zur Monte-Carlo-Baumsuche. Die Wurzel ist A; innere Knoten heißen A, B, … in
    Besuchsreihenfolge; ein Blatt heißt nach seinem Elternknoten und seinem Platz: C.2 ist das zweite Kind von C.
    Antwortformat (docs/homework.md): `path: A B …`, `expand: KNOTEN`, `KNOTEN N=… W=…`.
    Bewertung: { $check } (mit dieser Datei und der Antwort)
exercise-mcts-note-made = Aufgabe: Startwert { $seed }, Versuch { $attempt }, Pfad der nächsten Auswahl { $path }
exercise-mcts-bank-info = Aufgaben zur Monte-Carlo-Baumsuche von gametree, eine pro Studierendem (UCT; Pfad der nächsten Iteration, Expansion sowie N und W nach der Rückpropagierung).
exercise-mcts-column-answer = Antwort
exercise-mcts-moodle-step = die Auswahl geht von { $parent } zu { $expected }: zum Kind mit dem größten UCB1 für die Seite am Zug
exercise-mcts-path-node = Knoten { $n } des Pfads
exercise-mcts-expanded-node = der expandierte Knoten
exercise-mcts-moodle-instructions = Schreiben Sie jeden Schritt der Auswahl als den Knoten, zu dem er geht (B, C.2, …), den expandierten Knoten (none, wenn die Auswahl an einem Blatt endet) und N und W der Knoten des Pfads, die Wurzel zuerst, dann des expandierten Knotens.
exercise-mcts-question-name = MCTS, Variante { $id } (Startwert { $seed })
exercise-mcts-pl-title = Monte-Carlo-Baumsuche: die nächste Iteration
exercise-mcts-pl-instructions = Schreiben Sie den Pfad, den die Auswahl von der Wurzel aus nimmt, als { $path }; den Knoten, den die Expansion hinzufügt, oder { $none }; und N und W jedes Knotens auf dem Pfad und des expandierten Knotens nach der Rückpropagierung, als { $stats }.
exercise-mcts-pl-path = Pfad der Auswahl
exercise-mcts-pl-stats = N und W nach der Rückpropagierung
exercise-mcts-no-chance = { $o0 } macht Aufgaben ohne Zufallsknoten: nicht mit { $o1 } oder { $o2 }
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

# Hinweise auf der Standardfehlerausgabe: gametree check, man.
summary-error = Fehler: { $error }
summary-check-not-submitted = { $n ->
    [one] Hinweis: { $n } Studierende(r) des Schlüssels hat keine Antwortdatei unter den angegebenen (die Notenliste, --format csv, hat eine Zeile für alle)
   *[other] Hinweis: { $n } Studierende des Schlüssels haben keine Antwortdatei unter den angegebenen (die Notenliste, --format csv, hat eine Zeile für alle)
}
summary-wrote = { $path } geschrieben
# Monte Carlo tree search (issue 42). gametree search -a mcts's summary line: $best is
# the move played (most visits), $n its visits, $q its mean reward W/N from MAX's view.
summary-mcts-search = { $iterations ->
        [one] { $iterations } Iteration
       *[other] { $iterations } Iterationen
    }, gespielter Zug { $best } (N = { $n }, Q = { $q } für MAX), Baum mit { $nodes ->
        [one] { $nodes } Knoten
       *[other] { $nodes } Knoten
    }, Seed { $seed }, C = { $c }, { $ms } ms
summary-mcts-search-no-move = { $iterations ->
        [one] { $iterations } Iteration
       *[other] { $iterations } Iterationen
    }, kein Zug zu spielen, Baum mit { $nodes ->
        [one] { $nodes } Knoten
       *[other] { $nodes } Knoten
    }, Seed { $seed }, C = { $c }, { $ms } ms
# gametree compare with mcts: its flags' errors.
summary-mcts-bad-iterations = { $o0 }: { $found } ist keine Anzahl von Iterationen: erwartet werden Anzahlen ab 1 oder A..B (die Zehnerpotenzen A, 10·A, … bis B)
summary-mcts-iterations-twice = { $o0 }: { $n } Iterationen doppelt angegeben
summary-mcts-bad-seeds = { $o0 }: { $found } ist kein Bereich von Seeds: erwartet A..B (A bis B − 1), A..=B oder ein Seed
# gametree compare's Monte Carlo table: the lines above it.
summary-mcts-playout-random = zufällige Playouts bis zum Spielende
summary-mcts-playout-eval = Playouts bis zur Tiefengrenze, gewertet nach dem Vorzeichen der Bewertung
summary-mcts-compare-heading = Monte-Carlo-Baumsuche (UCT, C = { $c }, { $playout }), ein Lauf je Seed { $seeds } ({ $runs ->
        [one] { $runs } Lauf
       *[other] { $runs } Läufe
    } je Zeile):
summary-mcts-compare-optimal = nach Minimax optimale Züge ({ $reference }, Wert { $value } für MAX): { $moves }
summary-mcts-compare-no-moves = die Wurzel hat keinen Zug zum Vergleichen (ein beendetes Spiel, ein Blatt oder ein Zufallsknoten)
summary-mcts-column-iterations = Iterationen
summary-mcts-column-runs = Läufe
summary-mcts-column-optimal = optimal
summary-mcts-column-share = Anteil optimal
summary-mcts-column-most-frequent = häufigster Zug
summary-mcts-chart-title = Läufe, die einen nach Minimax optimalen Zug spielen
summary-mcts-chart-share = Anteil der Läufe
summary-mcts-chart-iterations = Iterationen je Lauf (logarithmische Skala)

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# `play --depth 0`: { $o0 } is the option and its value.
errors-cmd-play-depth-zero = { $o0 } lässt dem Programm keinen Zug zur Wahl; geben Sie 1 oder mehr an
# `play --max-nodes 0`.
errors-cmd-play-nodes-zero = { $o0 } lässt dem Programm keinen Knoten zum Durchsuchen; geben Sie 1 oder mehr an
# `play` with a test algorithm (a yes/no search); { $o0 } is `--algorithm NAME`.
errors-cmd-play-cannot-play = { $o0 } beantwortet, ob ein Wert mindestens K ist; es wählt keinen Zug und kann daher nicht spielen: geben Sie alphabeta, pvs, mtdf oder eine andere Suche an
errors-cmd-play-mcts = { $o0 } spielt noch keine Partien (damit eine Stellung durchsuchen): alphabeta, pvs, mtdf oder eine andere Suche angeben
# `solve --depth`: solve searches to the end.
errors-cmd-solve-depth = --depth gilt nicht für solve: es sucht bis zum Spielende
# `solve --endgame N` above the largest endgame table.
errors-cmd-solve-endgame = --endgame: höchstens { $max } Steine im Spiel
# `exercise --no-png` outside a question bank.
errors-cmd-no-png = --no-png lässt das Ersatz-PNG aus einer Fragensammlung weg: nur mit --format moodle oder qti
# `exercise --force` outside --format prairielearn.
errors-cmd-force = --force ersetzt bearbeitete Dateien eines Fragenverzeichnisses: nur mit --format prairielearn
# `exercise --roster` with a format that is not a class's.
errors-cmd-roster-format = --roster erzeugt eine Variante je Studierendem: geben Sie --format key, moodle oder qti an
# `exercise --count` with a format that takes one exercise.
errors-cmd-count-format = --count setzt mehrere Übungen auf eine Übungsseite (--format practice) oder erzeugt nummerierte Varianten (--format key, moodle, qti)
# `exercise --count` above 50 on a practice page.
errors-cmd-count-max = --count: höchstens 50 Übungen auf einer Übungsseite
# The roster file cannot be read; $reason is the operating system's (English).
errors-cmd-roster-read = { $path }: die Teilnehmerliste kann nicht gelesen werden: { $reason }
# `exercise --format prairielearn` without -o DIR.
errors-cmd-prairielearn-output = --format prairielearn schreibt ein Fragenverzeichnis: geben Sie -o VERZEICHNIS an (im Ordner questions/ des Kurses)
# An exercise's depth of 0; { $o0 } is the depth option.
errors-cmd-spec-depth = { $o0 } muss mindestens 1 sein
# An exercise's branching out of range.
errors-cmd-spec-branching = { $o0 } muss eine Zahl ≥ 1 oder ein Bereich LO..HI mit 1 ≤ LO ≤ HI sein; gefunden: { $lo }..{ $hi }
# A deep cut-off asked of a tree less than 4 plies deep; { $o1 } is `--depth 4`, { $o2 } the depth given.
errors-cmd-spec-deep-depth = { $o0 } braucht { $o1 } oder mehr: ein tiefer Schnitt geschieht an einem Knoten 3 Halbzüge unter dem Knoten, dessen Schranke er nutzt, und dieser Knoten braucht Kinder; gefunden: { $o2 }
# A deep cut-off asked with chance nodes.
errors-cmd-spec-deep-chance = { $o0 } gehört zu Alpha-Beta; eine Übung mit { $o1 } wird mit Expectiminimax gelöst
# An exercise's value range LO..HI with LO > HI.
errors-cmd-spec-values = { $o0 } muss ein Bereich LO..HI mit LO ≤ HI sein; gefunden: { $lo }..{ $hi }
# An exercise tree too large for a sheet; { $o0 } is the depth given, { $o1 } the branching option.
errors-cmd-spec-too-big = { $o0 } mit { $o1 } bis { $hi } erlaubt { $nodes } Knoten; höchstens { $max } passen auf ein Übungsblatt
# More cut-offs asked than the tree has places for.
errors-cmd-spec-cutoffs = { $o0 } ist nicht erfüllbar: ein Baum mit { $o1 } und { $o2 } bis { $hi } hat { $places } innere Knoten unter der Wurzel mit einem Zug, der abgeschnitten werden kann, und jeder Schnitt braucht einen
# A value range of one value with cut-offs asked.
errors-cmd-spec-one-value = { $o0 } gibt jedem Blatt den Wert { $v }: jeder Schnitt ist dann ein Gleichstand α = β, der der Übung zwei richtige Antworten gäbe; geben Sie mindestens zwei Werte an
# The exercise generator gave up; $why is the reason, { $o0 } the value range option.
errors-cmd-unsatisfiable = kein Baum erfüllte die Bedingungen in { $attempts } Versuchen ({ $why }); verlangen Sie weniger Schnitte, einen tieferen oder breiteren Baum oder einen breiteren Bereich { $o0 }

# `exercise --solution` with a class's format (key, moodle, qti, prairielearn).
errors-cmd-solution-class = { $o0 } zeichnet einen gelösten Baum; der Schlüssel enthält die Musterlösung jeder Variante
# `exercise --solution` with --format practice; the page's button shows the solution.
errors-cmd-solution-practice = { $o0 } gilt nicht für eine Übungsseite: ihre Schaltfläche „Lösung zeigen“ zeigt die Lösung
# `exercise --solution` with --format tree or answer; { $o1 } is `--format svg`, { $o2 } `--format answer`.
errors-cmd-solution-text = { $o0 } zeichnet den gelösten Baum ({ $o1 }, tikz, html, png oder pdf); die Lösung als Text gibt { $o2 }
# Why the exercise generator gave up (errors-cmd-unsatisfiable's $why): too few cut-offs.
errors-cmd-why-cutoffs = zu wenige Schnitte
# Why the generator gave up: no deep cut-off.
errors-cmd-why-deep = kein tiefer Schnitt
# Why the generator gave up: a tie decided a cut-off.
errors-cmd-why-tie = ein Gleichstand α = β entschied einen Schnitt
# The reason the generator met most often; $why is one of errors-cmd-why-….
errors-cmd-why-most-often = meistens: { $why }
# A value of --branching that is not N or LO..HI.
errors-cmd-parse-branching = erwartet N oder LO..HI; gefunden: `{ $found }`
# A value of --values that is not LO..HI within the limit.
errors-cmd-parse-values = erwartet LO..HI mit Werten zwischen -{ $max } und { $max }; gefunden: `{ $found }`
# A roster (CSV) without a header line; $found is the CSV reader's reason (English).
errors-cmd-roster-header = erwartet eine CSV-Kopfzeile; gefunden: { $found }
# A roster without a column of ids; $names are the column names looked for, $headers the file's.
errors-cmd-roster-column = erwartet eine Spalte mit Kennungen der Studierenden, benannt als eines von: { $names }; gefunden: { $headers }
# The end of a long list of a roster's headers.
errors-cmd-roster-more = { $list } und { $n } weitere
# A roster line that is not CSV; $found is the CSV reader's reason (English).
errors-cmd-roster-line = erwartet eine CSV-Zeile; gefunden: { $found }
# A roster line without an id.
errors-cmd-roster-empty-id = erwartet eine Kennung in der Spalte `{ $column }`; gefunden: nichts
# A roster id too long or with control characters.
errors-cmd-roster-long-id = erwartet eine Kennung aus höchstens 100 druckbaren Zeichen
# A roster id a spreadsheet would run as a formula.
errors-cmd-roster-formula = erwartet eine Kennung, die nicht mit =, +, -, @ beginnt (eine Tabellenkalkulation, die das Notenbuch öffnet, würde sie als Formel ausführen); gefunden: { $id }; nehmen Sie eine andere Spalte mit Kennungen (`Username`, `Email address`)
# A student twice in a roster.
errors-cmd-roster-twice = erwartet jede Person einmal; `{ $id }` steht auch in Zeile { $first }
# A roster too long.
errors-cmd-roster-max = erwartet höchstens { $max } Studierende
# A roster without students.
errors-cmd-roster-none = erwartet mindestens eine Person
# `check --feedback` for a file that is not a class's key.
errors-cmd-check-feedback = --feedback schreibt die Rückmeldung jeder Person, wenn FILE der Schlüssel einer Klasse ist (gametree exercise --format key)
# `check` given a game's position; $game is the game's name.
errors-cmd-check-not-tree = gametree check bewertet explizite Bäume (`game: tree`); { $file } ist eine Stellung von { $game }
# `check` of a tree with chance nodes under alpha-beta.
errors-cmd-play-stdin = play liest die Züge von der Standardeingabe: geben Sie die Stellung als Datei an, nicht `-`
errors-cmd-check-stdin-twice = nur eines von FILE und --answer kann die Standardeingabe (`-`) sein
# `check` of a class's key in a format other than text or csv.
errors-cmd-check-class-format = eine Klasse wird als Text oder als Notenbuch (--format csv) ausgegeben, nicht als { $format }; --feedback VERZEICHNIS schreibt das HTML jeder Person
# `check --feedback DIR` where a feedback file would overwrite an input.
errors-cmd-check-feedback-input = --feedback { $dir }: { $path } ist eine Eingabedatei; sie wird nicht überschrieben (geben Sie ein anderes Verzeichnis an)
# `search --format practice` with an algorithm the page cannot follow.
errors-cmd-practice-algorithm = eine Übungsseite folgt alphabeta (fail-hard), alphabeta-soft oder minimax, wie Studierende sie von Hand rechnen; nicht --algorithm { $name }
# A PNG or PDF to a terminal.
errors-cmd-binary-terminal = --format { $format } ist ein Binärbild: geben Sie -o DATEI an oder leiten Sie die Standardausgabe um
# `exercise --format prairielearn -o DIR` where DIR holds an edited file.
errors-cmd-prairielearn-overwrite = -o { $dir }: { $path } existiert und ist nicht, was dieser Befehl schreibt (bearbeitet oder mit anderen Optionen erzeugt); sie wird nicht ersetzt (geben Sie --force an, um sie zu ersetzen, oder ein anderes Verzeichnis)
# `solve` of an explicit tree.
errors-cmd-solve-explicit = explizite Bäume haben keine beendeten Partien zu lösen: ihren Wert berechnet `gametree search`
# A time limit that is not a positive number of seconds or 0.
errors-cmd-solve-time-limit = { $o0 } muss eine positive Zahl von Sekunden sein, oder 0 für keine Grenze
# `compare` of star1 or star2 without leaf bounds; { $o0 } is `--leaf-bounds L..U`.
errors-cmd-compare-stars = star1 und star2 brauchen { $o0 }, Schranken für jeden Blattwert (Ballard 1983)
# `compare --leaf-bounds` without star1 or star2.
errors-cmd-compare-leaf-bounds = { $o0 } gilt nur für star1 und star2
# `compare --iterative` without a depth; { $o1 } is `--depth N`.
errors-cmd-compare-iterative = { $o0 } braucht { $o1 }: die iterative Vertiefung durchsucht die Tiefen 1 bis N
# `compare --guess` without mtdf; { $o1 } is the algorithms option.
errors-cmd-compare-guess = { $o0 } ist die erste Schätzung von MTD(f): geben Sie mtdf in { $o1 } an
errors-cmd-compare-unknown-column = unbekannte Spalte `{ $name }` in { $o0 }; erwartet einige von: { $names } oder all
errors-cmd-compare-column-twice = Spalte `{ $name }` zweimal in { $o0 } angegeben
errors-cmd-compare-unknown-algorithm = unbekannter Algorithmus `{ $name }`; erwartet einige von: { $names }
errors-cmd-compare-not-comparable = `{ $name }` beantwortet eine Ja/Nein-Frage, nicht den Wert: er kann nicht verglichen werden
errors-cmd-compare-algorithm-twice = Algorithmus `{ $name }` zweimal in { $o0 } angegeben
errors-cmd-compare-ordering-twice = Zugordnung `{ $name }` zweimal in { $o0 } angegeben
errors-cmd-compare-iterative-none = { $o0 } gilt für { $can }, von denen keiner in { $o1 } steht
errors-cmd-compare-baseline-off = die Spalte vs-baseline braucht die Minimax-Basis, die { $o0 } abschaltet: vs-baseline aus { $o1 } streichen oder { $o2 } angeben
errors-cmd-compare-chance-baseline = { " " }(in { $o0 }; { $o1 } lässt die Minimax-Basis weg)
# The word before every error of the command line: `error: …` (src/main.rs).
errors-prefix = Fehler
# A malformed file: `FILE:LINE:COL: expected …, found …` (the place is written before it).
errors-expected-found = erwartet: { $expected }; gefunden: { $found }
# A file that cannot be read; $reason is the operating system's (English).
errors-cannot-read = { $path } kann nicht gelesen werden: { $reason }
# An output that cannot be written.
errors-cannot-write = { $path } kann nicht geschrieben werden: { $reason }
# The node limit of a search to a depth; $depth_option and $max_nodes_option are the options (--depth, --max-nodes).
errors-node-limit-depth = die Suche bis Tiefe { $depth } würde mehr als { $max } Knoten besuchen (die Knotengrenze); wählen Sie einen kleineren Wert für { $depth_option } oder erhöhen Sie { $max_nodes_option }
# The node limit of a search to the end of the game.
errors-node-limit-end = die Suche bis zum Spielende würde mehr als { $max } Knoten besuchen (die Knotengrenze); begrenzen Sie die Tiefe mit { $depth_option } oder erhöhen Sie { $max_nodes_option }
# Monte Carlo tree search's kept iterations past the node limit; $iterations_option and $max_nodes_option are --iterations and --max-nodes.
errors-mcts-log-limit = die Iterationen der Monte-Carlo-Baumsuche würden insgesamt mehr als { $max } Knoten besuchen (die Knotengrenze, die die für eine Wiedergabe oder JSON aufbewahrten Iterationen begrenzt); wählen Sie einen kleineren Wert für { $iterations_option } oder erhöhen Sie { $max_nodes_option }
# A line longer than the deepest ply any search goes.
errors-ply-limit = die Suche erreichte eine Tiefe von { $plies } Halbzügen; begrenzen Sie die Tiefe mit { $depth_option }
# Star1 or Star2 met a leaf outside the leaf bounds; $bounds_option is `--leaf-bounds L..U`.
errors-outside-bounds = ein Blattwert { $value } liegt außerhalb von { $bounds_option }; Star1 und Star2 brauchen Schranken für jedes Blatt
# The time limit of `solve`.
errors-time-limit = das Zeitlimit wurde erreicht; erhöhen Sie { $time_limit_option }
# The transposition table's memory could not be had.
errors-table-memory = eine Transpositionstabelle mit { $entries } Einträgen kann nicht angelegt werden; verringern Sie { $tt_size_option }
# Another thread or Ctrl-C cancelled the work.
errors-cancelled = die Arbeit wurde abgebrochen
# --steps in another format: { $o1 } is `--format svg`, { $o2 } the format given.
errors-steps-format = { $o0 } schreibt SVG- oder PNG-Dateien: geben Sie { $o1 } oder png an, nicht { $o2 }
# --steps with --output.
errors-steps-output = { $o0 } schreibt seine Dateien in sein Verzeichnis: lassen Sie { $o1 } weg
# --steps where one output is rendered.
errors-steps-directory = { $o0 } schreibt Dateien in ein Verzeichnis: zeichnen Sie jeden Schritt in eine eigene Datei
# A replay (--format html, --format beamer, --steps) of more Monte Carlo iterations than it shows; { $o0 } is the output, { $o1 } `--iterations` at the most, { $o2 } `--format json`.
errors-mcts-replay-limit = { $o0 } spielt jede Iteration der Monte-Carlo-Baumsuche Phase für Phase ab, höchstens { $max } Iterationen (jede fügt ihre Schritte einer Seite oder einem Dokument hinzu, das ein Browser oder LaTeX ganz im Speicher hält), nicht { $n }: wählen Sie { $o1 } oder weniger, oder schreiben Sie { $o2 } (jede Iteration, ohne Wiedergabe) oder eine Abbildung des Baums
# A replay or JSON of a Monte Carlo recording that kept only the number of its iterations; { $o0 } is the output.
errors-mcts-no-iterations = { $o0 } braucht jede Iteration der Monte-Carlo-Baumsuche, und diese Aufzeichnung enthält nur ihre Anzahl: suchen Sie für diese Ausgabe erneut
# --scale out of range.
errors-scale = { $o0 } muss zwischen 0.1 und { $max } liegen; gefunden: { $found }
# --boards in a format without pictures.
errors-boards-format = { $o0 } zeichnet Stellungen in svg, tikz, png, pdf und beamer, nicht in { $format }
# --boards for a recording without boards; { $o1 } and { $o2 } are `--boards` and `--format json`.
errors-no-boards = { $o0 }: diese Aufzeichnung von { $game } hat keine Bretter zum Zeichnen: das Spiel hat kein Brettbild (explizite Bäume), oder das json wurde ohne sie gespeichert (durchsuchen Sie es erneut mit { $o1 } und { $o2 })
# A board row of the wrong length; $cells is `squares` or `cells` (Connect Four).
errors-grid-row =
    eine Reihe mit { $width } { $cells ->
        [cells] Zellen
       *[other] Feldern
    }
# A board with the wrong number of rows; $shape says how the rows run (errors-shape-…).
errors-grid-rows =
    { $height } Reihen mit je { $width } { $cells ->
        [cells] Zellen
       *[other] Feldern
    } ({ $shape })
# How many rows a board has.
errors-grid-found-rows =
    { $n ->
        [one] 1 Reihe
       *[other] { $n } Reihen
    }
# Connect Four's rows: the top row first.
errors-shape-top-row = die oberste Reihe zuerst
# Draughts' rows: rank 8 first.
errors-shape-rank-8 = Reihe 8 zuerst
# Tic-tac-toe's rows: rank 3 first.
errors-shape-rank-3 = Reihe 3 zuerst
# Found: an empty value.
errors-nothing = nichts
# A value that must be on one line.
errors-on-one-line = { $what } in einer Zeile
# Found: a value that goes on to a second line.
errors-second-line = eine zweite Zeile { $text }
# A malformed key.
errors-key = ein Schlüssel (Kleinbuchstaben, Ziffern und `-`) vor `:`
# A key given twice.
errors-key-once = jeden Schlüssel einmal (`{ $key }:` steht schon in Zeile { $line })
# Found: the key again.
errors-key-again = ein zweites `{ $key }:`
# Text before the first key.
errors-key-value = `Schlüssel: Wert` (zum Beispiel `game: tree`)
# A missing key; $what says what it gives.
errors-key-line = eine Zeile `{ $key }:` für { $what }
# Found: the end of the file.
errors-end-of-file = Dateiende
# An unknown key: the keys the game knows.
errors-one-of-keys = einer der Schlüssel { $keys }
# Found: an unknown key.
errors-unknown-key = unbekannter Schlüssel `{ $key }`
# A file that is not UTF-8.
errors-utf8 = UTF-8-Text
# Found: a byte that is not UTF-8.
errors-not-utf8 = ein Byte, das kein UTF-8 ist
# A JSON recording given where a position file belongs.
errors-position-file = eine Stellungsdatei (docs/position-files.md)
# Found: a JSON recording.
errors-json-recording = eine JSON-Aufzeichnung: zeichnen Sie sie mit `gametree render FILE`
# The `game:` line is missing; $names lists the games.
errors-the-game = das Spiel ({ $names })
# One of a list of words.
errors-one-of = eines von { $names }
# An unknown game.
errors-a-game = ein Spiel: eines von { $names }
# After an unknown game: a game by another name; $what names it (English).
errors-did-you-mean-what = ; meinten Sie `game: { $game }` ({ $what })?
# After an unknown game: a game spelled nearly so.
errors-did-you-mean = ; meinten Sie `game: { $game }`?
# A build without explicit trees.
errors-explicit-tree = ein expliziter Baum
# Found: a build without explicit trees.
errors-no-explicit-trees = ein Build ohne explizite Bäume
# Found: how many marks (discs) each side has.
errors-alternation-counts = { $a }: { $na }, { $b }: { $nb }
# The counts do not alternate.
errors-alternation-first =
    mögliche Stellung: { $a } zieht zuerst, also hat { $a } gleich viele { $marks ->
        [discs] Steine
       *[other] Zeichen
    } wie { $b } oder { $marks ->
        [discs] einen
       *[other] eines
    } mehr
# Both sides have a line.
errors-alternation-ends =
    mögliche Stellung: das Spiel endet mit der ersten { $marks ->
        [discs] Viererreihe
       *[other] Dreierreihe
    }
# Found: a line for both sides.
errors-alternation-both =
    { $marks ->
        [discs] Viererreihe
       *[other] Dreierreihe
    } für beide Seiten ({ $a } und { $b })
# The first side has a line but did not move last.
errors-alternation-one-more =
    mögliche Stellung: { $a } hat eine { $marks ->
        [discs] Viererreihe
       *[other] Dreierreihe
    }, also zog { $a } zuletzt und hat { $marks ->
        [discs] einen Stein
       *[other] ein Zeichen
    } mehr als { $b }
# The second side has a line but did not move last.
errors-alternation-as-many =
    mögliche Stellung: { $b } hat eine { $marks ->
        [discs] Viererreihe
       *[other] Dreierreihe
    }, also zog { $b } zuletzt und hat gleich viele { $marks ->
        [discs] Steine
       *[other] Zeichen
    } wie { $a }
# Connect Four's first side, in the messages above.
errors-red = Rot
# Connect Four's second side.
errors-yellow = Gelb
# Tic-tac-toe's `to-move:`.
errors-x-or-o = `x` oder `o`
# Tic-tac-toe: `to-move: o` on the empty board.
errors-x-first = `x`, der auf dem leeren Brett zuerst zieht
# A tic-tac-toe square.
errors-tictactoe-cell = `x`, `o` oder `.` (ein leeres Feld)
# Tic-tac-toe: the side to move the board implies.
errors-tictactoe-to-move = `to-move: { $side }` (auf dem Brett x: { $nx }, o: { $no })
# Nim's `to-move:`.
errors-first-or-second = `first` oder `second`
# Nim's `heaps:`.
errors-heap-sizes = Haufengrößen von 0 bis { $max }, durch Leerzeichen getrennt
# Nim: too many heaps.
errors-at-most-heaps = höchstens { $n } Haufen
# Connect Four's `moves:`.
errors-column-1-7 = eine Spalte von 1 bis 7
# Connect Four: a move after a full board.
errors-board-full = kein Zug mehr: das Brett ist voll
# Connect Four: a move after four in a row.
errors-game-ended-four = kein Zug mehr: das Spiel endete mit einer Viererreihe
# Found: a move as written in the file.
errors-move = Zug `{ $text }`
# Connect Four: a move into a full column.
errors-column-not-full = eine Spalte, die nicht voll ist
# Found: a full column.
errors-column-full = Spalte { $column }, die { $n } Steine enthält
# A Connect Four cell.
errors-connect4-cell = `r` (Rot), `y` (Gelb) oder `.` (eine leere Zelle)
# Connect Four: a floating disc.
errors-disc-resting = ein Stein, der auf dem Boden oder auf einem anderen Stein liegt
# Found: a floating disc.
errors-disc-above-empty = ein Stein über einer leeren Zelle in Spalte { $column }
# Connect Four: two fours one move cannot make.
errors-fours-share = Viererreihen, die den zuletzt gesetzten Stein teilen (ein Zug beendet das Spiel)
# Found: two separate fours.
errors-fours-apart = zwei getrennte Viererreihen
# A tree's `root:`.
errors-max-or-min = `max` oder `min`
errors-setting = eine Einstellung `Name=Wert`
errors-setting-once = jede Einstellung einmal: `{ $name }` ein zweites Mal
errors-setting-number = eine ganze Zahl ≥ 0
errors-exercise-setting = eine Einstellung der Aufgabe: { $names }
errors-exercise-value = { $name }: { $expected }
# The missing `tree:` line gives…
errors-the-tree = den Baum, z. B. `tree: [[3 12 8] [2 4 6]]`
# A control or bidi character in a tree.
errors-no-hidden-chars = eine Beschriftung oder ein Wert ohne Steuer- oder Richtungsformatierungszeichen
# Found: a control character ($code is U+0007).
errors-control-char = { $code }, ein Steuerzeichen
# Found: a bidirectional formatting character.
errors-bidi-char = { $code }, ein Richtungsformatierungszeichen
# The end of a tree's text.
errors-end-of-tree = das Ende des Baums
# Found: text after the root's `]`.
errors-root-closed = { $text } (die Wurzel ist schon geschlossen)
# A chance tree with a win score.
errors-no-win-score-chance = keine Zeile `win-score:` in einem Baum mit Zufallsknoten (Erwartungswerte von Gewinnabstandswerten sind sinnlos)
# Found: a `win-score:` line.
errors-a-win-score-line = eine Zeile `win-score:`
# A chance tree whose expected values would not stay exact.
errors-chance-exact = ein Zufallsbaum, dessen Erwartungswerte exakt bleiben: das größte Blatt ({ $largest }) mal der gemeinsame Nenner der Wahrscheinlichkeiten darf höchstens { $limit } sein
# Found: denominators too large.
errors-larger-denominators-hint = größere Nenner (verwenden Sie weniger Nachkommastellen oder einfachere Brüche)
# Found: denominators too large.
errors-larger-denominators = größere Nenner
# Probabilities whose common denominator overflows.
errors-denominator-64 = Wahrscheinlichkeiten, deren gemeinsamer Nenner in 64 Bit passt
# A tree's `win-score:` (Kühr's MAX).
errors-win-score = ein Gewinnwert (Kührs MAX) von 1 bis { $limit }
# `win-threshold:` without `win-score:`.
errors-win-score-with-threshold = eine Zeile `win-score:` (Kührs MAX) zusammen mit `win-threshold:`
# Found: `win-threshold:` alone.
errors-threshold-alone = `win-threshold:` allein
# A tree's `win-threshold:` (Kühr's MNOHO).
errors-win-threshold = eine Gewinnschwelle (Kührs MNOHO) von 0 bis { $high }, unter `win-score: { $max }`
# A win threshold too close to the win score.
errors-win-threshold-height = eine Gewinnschwelle von höchstens { $high } (`win-score: { $max }` minus die Höhe des Baums, { $gap } Halbzüge, damit Gewinne in verschiedener Entfernung verschiedene Werte behalten)
# A leaf beyond the win threshold.
errors-leaf-within-threshold = ein Blattwert von -{ $t } bis { $t } (`win-threshold: { $t }`, Kührs MNOHO: Werte darüber hinaus sind Siege und Niederlagen)
# A win score too small for the tree.
errors-win-score-height = ein Gewinnwert von mindestens { $low } (der größte Blattwert, { $largest }, plus die Höhe des Baums, { $gap } Halbzüge) oder eine Zeile `win-threshold:`
# A `win`/`loss` leaf without a win score.
errors-win-score-finished = eine Zeile `win-score:` (Kührs MAX) für ein beendetes Spiel: `win` zählt MAX, `loss` -MAX
# Found: a finished game without a win score.
errors-no-win-score-line = { $text } ohne Zeile `win-score:`
# Where a tree's node belongs.
errors-leaf-or-label = ein Blattwert (eine ganze Zahl), `[` oder eine Beschriftung `NAME:`
# A leaf value out of range.
errors-leaf-between = ein Blattwert zwischen -{ $limit } und { $limit }
# A tree nested too deep.
errors-tree-depth = ein Baum mit höchstens { $n } Ebenen
# Found: deeper nesting.
errors-deeper-nesting = tiefere Verschachtelung
# A node labelled twice.
errors-one-label = eine Beschriftung je Knoten
# Found: a second label.
errors-second-label = eine zweite Beschriftung { $text }
# A `[` never closed.
errors-closing-bracket = `]`, die die `[` aus Zeile { $line }, Spalte { $column } schließt
# Two siblings with one label.
errors-distinct-labels = Beschriftungen, die sich unter Geschwistern unterscheiden (ein Zug heißt wie seine Beschriftung)
# Found: a second child with the label.
errors-second-child-label = ein zweites Kind mit der Beschriftung { $text }
# An empty `[]`.
errors-one-child = ein Knoten mit mindestens einem Kind (ein Blatt schreibt man als seinen Wert)
# A chance node whose probabilities do not sum to 1.
errors-sum-to-one = ein Zufallsknoten, dessen Wahrscheinlichkeiten sich genau zu 1 summieren
# Found: the sum of the probabilities.
errors-a-sum-of = eine Summe von { $sum }
# A chance node's child without its probability.
errors-probability-first = ein Kind eines Zufallsknotens mit vorangestellter Wahrscheinlichkeit, etwa `1/2: [3 5]` oder `0.25: 7`
# A malformed probability.
errors-probability = eine Wahrscheinlichkeit: ein Bruch wie `1/3`, eine Dezimalzahl wie `0.25` (höchstens 6 Stellen) oder `1`
# A probability `1/0`.
errors-probability-den-0 = eine Wahrscheinlichkeit, deren Nenner nicht 0 ist
# A probability with a huge denominator.
errors-probability-den-max = eine Wahrscheinlichkeit, deren Nenner höchstens 1000000 ist
# A probability 0.
errors-probability-above-0 = eine Wahrscheinlichkeit über 0 (lassen Sie einen Zweig weg, der nicht eintreten kann)
# A probability above 1.
errors-probability-at-most-1 = eine Wahrscheinlichkeit von höchstens 1
# A choice of words: `a`, `b` or `c` ($rest is the list before the last).
errors-either = { $rest } oder { $last }
# Found: the end of the line.
errors-end-of-line = das Zeilenende
# Kalah's `pits:`.
errors-kalah-pits = die Zahl der Mulden je Seite (1 bis 16)
# Kalah's `pits:`.
errors-kalah-pits-number = die Zahl der Mulden je Seite, eine ganze Zahl von 1 bis 16
# Kalah's `stones:`.
errors-kalah-stones = die Steine je Mulde zu Beginn
# Kalah: too many stones.
errors-kalah-at-most-product = höchstens { $max } Steine insgesamt (2 × Mulden × Steine)
# Kalah: too many stones on the board.
errors-kalah-at-most = höchstens { $max } Steine insgesamt
# Found: a number of stones.
errors-kalah-n-stones =
    { $n } { $n ->
        [one] Stein
       *[other] Steine
    }
# Found: the stones on the board.
errors-kalah-on-board =
    { $n } { $n ->
        [one] Stein
       *[other] Steine
    } auf dem Brett
# Kalah: one side's line without the other.
errors-kalah-both-sides = beide Zeilen `south:` und `north:` (die Zeile `{ $other }:` fehlt)
# Found: only one side's line.
errors-kalah-only = nur `{ $key }:`
# Kalah: `stones:` does not match the board.
errors-kalah-stones-match = `stones: { $st }` passend zum Brett: 2 × { $p } Mulden × { $st } = { $want } Steine insgesamt
# Kalah: a stone count too large; $what says which.
errors-kalah-count-max = { $what }: eine ganze Zahl von 0 bis { $max }
# Kalah: not a stone count.
errors-kalah-count = { $what }: eine Steinzahl (eine ganze Zahl ≥ 0)
# Kalah's `south:`/`north:` line.
errors-kalah-side-line = `{ $key }:` Steine je Mulde, `|` und der Kalah
# Kalah: a side line without its store.
errors-kalah-store-after = `| KALAH` nach den Mulden (zum Beispiel `4 4 4 4 4 4 | 0`)
# Kalah: nothing after `|`.
errors-kalah-store-stones = die Steine des Kalahs nach `|`
# Kalah: more than one number after `|`.
errors-kalah-one-store = eine Steinzahl des Kalahs nach `|`
# Kalah: the wrong number of pits in a line.
errors-kalah-pit-counts-before = { $n } Muldenzahlen vor `|`
# Kalah: a line with no pits or more than 16.
errors-kalah-1-16-before = 1 bis 16 Muldenzahlen vor `|`
# Found: the pits a line has.
errors-kalah-pit-counts = { $n } Muldenzahlen
# Draughts: both `fen:` and `board:`.
errors-fen-or-board = entweder `fen:` oder `board:`, nicht beides
# Found: `board:` after `fen:`.
errors-board-after-fen = `board:` nach einem `fen:` in Zeile { $line }
# Draughts: `to-move:` with `fen:`.
errors-no-to-move-with-fen = kein `to-move:` zusammen mit `fen:` (die FEN nennt den Spieler am Zug zuerst)
# Draughts' `fen:`.
errors-draughts-fen = eine FEN wie `W:W21,22:B1,2`
# Draughts' `to-move:`.
errors-white-or-black = `white` oder `black`
# Draughts: `to-move:` without a board.
errors-to-move-with-board = `to-move:` nur zusammen mit `board:`
# Found: `to-move:` without a board.
errors-to-move-without-board = `to-move:` ohne Brett
# English checkers' `variant:`.
errors-draughts-variant = `standard` oder `single-jump` (ein Schlag nimmt einen Stein und beendet den Zug)
# Draughts: a square given twice.
errors-square-once = jedes Feld höchstens einmal
# Found: a square again.
errors-second-time = { $text } ein zweites Mal
# Draughts: a man on its crowning rank.
errors-man-on-crowning-rank =
    kein { $colour ->
        [white] weißer
       *[black] schwarzer
    } Stein auf Reihe { $rank } (ein Stein dort wird zur Dame: schreiben Sie eine Dame)
# Found: a man on a square.
errors-a-man = ein Stein { $text }
# Draughts: more than 12 pieces of a colour.
errors-draughts-max-pieces =
    höchstens { $max } { $colour ->
        [white] weiße
       *[black] schwarze
    } Steine
# Found: a 13th piece.
errors-13th-piece = ein 13. Stein { $text }
# A draughts FEN without three fields.
errors-draughts-fen-fields = eine FEN aus drei Feldern `TURN:W…:B…`, getrennt durch `:`
# Found: a FEN's number of fields.
errors-n-fields =
    { $n } { $n ->
        [one] Feld
       *[other] Felder
    }
# A draughts FEN's turn.
errors-draughts-turn = der Spieler am Zug `W` oder `B` am Anfang der FEN
# A draughts FEN's piece list.
errors-piece-list = eine Steinliste, die mit ihrer Farbe `W` oder `B` beginnt
# Found: an empty FEN field.
errors-empty-field = ein leeres Feld
# Draughts FEN: a colour's list twice.
errors-one-list-each =
    eine Liste je Farbe (die { $colour ->
        [white] weiße
       *[black] schwarze
    } Liste steht schon da)
# Found: a second list of a colour.
errors-second-list =
    eine zweite { $colour ->
        [white] weiße
       *[black] schwarze
    } Liste
# Draughts FEN: a range of squares.
errors-square-range = ein Bereich von Feldnummern `N-M` mit 1 ≤ N ≤ M ≤ 32
# Draughts FEN: a piece on a light square.
errors-piece-dark-square = ein Stein auf einem dunklen Feld (a1, c1, …, h8)
# Found: a piece on a light square.
errors-on-light-square = { $text } auf einem hellen Feld
# Czech draughts FEN: a piece.
errors-piece-czech = ein Stein: `K` für eine Dame, dann eine Feldnummer 1–32 oder ein dunkles Feld wie `c1`
# English checkers FEN: a piece.
errors-piece-english = ein Stein: `K` für eine Dame, dann eine Feldnummer 1–32
# A draughts diagram's square.
errors-draughts-cell = `.` (leer), `w`, `b` (Steine) oder `W`, `B` (Damen)
# Draughts diagram: a piece on a light square.
errors-pieces-dark-only = Steine nur auf dunklen Feldern (a1, c1, …, h8)
# Found: a piece on a named light square.
errors-on-the-light-square = { $text } auf dem hellen Feld { $square }
# Chess's `fen:`.
errors-a-fen = eine FEN
# A chess FEN with more than six fields.
errors-fen-end = das Ende der FEN (sechs Felder)
# A chess FEN's first field.
errors-fen-placement = die Aufstellung (Reihen 8 bis 1 getrennt durch `/`, Figuren `KQRBNP`/`kqrbnp`, Ziffern für leere Felder)
# A chess FEN's second field.
errors-fen-side = der Spieler am Zug (`w` oder `b`)
# A chess FEN's third field.
errors-fen-castling = die Rochaderechte (`-` oder einige von `KQkq`)
# A chess FEN's fourth field.
errors-fen-en-passant = das En-passant-Feld (`-` oder ein Feld auf Reihe 3 oder 6)
# A chess FEN's fifth field.
errors-fen-halfmove = der Halbzugzähler (eine Zahl)
# A chess FEN's sixth field.
errors-fen-move-number = die Zugnummer (eine Zahl ab 1)
# A chess FEN's halfmove clock out of range.
errors-fen-halfmove-range = der Halbzugzähler (eine ganze Zahl bis 4294967295)
# A chess FEN's move number out of range.
errors-fen-move-number-range = die Zugnummer (eine ganze Zahl von 1 bis 4294967295)
# An illegal chess position; the reason after it is the chess library's (English).
errors-legal-position = eine legale Stellung
# Chess: too many pieces of a side.
errors-chess-max-pieces = höchstens { $max } Figuren je Seite
# Found: White's pieces.
errors-chess-white-pieces = { $n } weiße Figuren
# Found: Black's pieces.
errors-chess-black-pieces = { $n } schwarze Figuren
# Options that are not a JSON object; $found is the JSON given.
errors-options-object = die Optionen von { $command } sind ein Objekt wie { "{" }"depth": 3{ "}" }, nicht { $found }
# Options that are not JSON; $reason is the JSON reader's (English).
errors-options-json = die Optionen von { $command }: { $reason }
# An option's value of the wrong sort.
errors-option-expected = `{ $name }`: erwartet: { $what }; gefunden: { $found }
# An option's value: a whole number.
errors-whole-number-in-range = eine ganze Zahl in ihrem Bereich
# An option's value: a number.
errors-a-number = eine Zahl
# An option's value: a switch.
errors-true-or-false = true oder false
# An option's value: text.
errors-text = Text
# An unknown option of a request.
errors-no-such-option = { $command } hat keine Option `{ $option }`; seine Optionen sind { $options }
# A list: `a, b and c` ($rest is the list before the last).
errors-and-list = { $rest } und { $last }
# A transposition table of no entries.
errors-tt-size = { $o0 } muss mindestens 1 sein
# Star1/Star2 without leaf bounds.
errors-needs-leaf-bounds = { $o0 } braucht { $o1 }, Schranken für jeden Blattwert (Ballard 1983)
# Leaf bounds for another algorithm.
errors-leaf-bounds-only = { $o0 } gilt nur für { $o1 } und star2
# --prune-on with Star1/Star2.
errors-prune-on-star = { $o0 } gilt nicht für { $name }: es schneidet bei α ≥ β ab (und an Zufallsknoten nach Ballards Schranken)
# --prune-on with an algorithm that prunes nothing.
errors-prune-on-no-pruning = { $o0 } gilt für die Alpha-Beta-Algorithmen; { $name } schneidet nichts ab
# --prune-on gt with a null-window algorithm.
errors-prune-on-gt = { $o0 } ist eine Konvention der von Hand gerechneten Alpha-Beta-Suche (alphabeta, alphabeta-soft); { $name } sucht mit Nullfenstern [β − 1, β] und braucht seine Schnitte bei α ≥ β
# The null-window test without its test value.
errors-needs-test-value = { $o0 } braucht { $o1 }: es beantwortet, ob der Wert mindestens K ist
# An option of one algorithm given to another.
errors-applies-only-to = { $o0 } gilt nur für { $o1 }
# Iterative deepening with an algorithm that has none.
errors-iterative-works-with = { $o0 } funktioniert mit { $names }, nicht mit { $name }
# Iterative deepening without a depth.
errors-iterative-needs-depth = { $o0 } braucht { $o1 }, die Tiefe der letzten Iteration
# An algorithm that cannot search chance nodes.
errors-no-chance = { $o0 } kann keinen Baum mit Zufallsknoten durchsuchen; verwenden Sie { $names }
# A malformed --leaf-bounds.
errors-leaf-bounds-format = erwartet: L..U, zwei ganze Zahlen mit L < U (z. B. -10..10); gefunden: `{ $found }`
errors-exploration = { $found } ist keine Explorationskonstante: erwartet eine Zahl ≥ 0 wie 1.41 oder sqrt2
errors-mcts-iterations = { $o0 } muss mindestens 1 sein
errors-mcts-eval-needs-depth = { $o0 } braucht eine Tiefenbegrenzung: { $o1 } angeben
errors-mcts-has-no-use = { $o0 } gilt nicht für { $o1 }, das seinen Baum durch Playouts aufbaut
errors-mcts-time-limit = { $found } ist kein Zeitlimit: erwartet eine positive Anzahl Sekunden
errors-setup-json-mcts-exploration = eine Explorationskonstante ≥ 0 in "mcts"
errors-setup-json-mcts-playout = "random" oder "eval" als Playout in "mcts"
errors-setup-json-mcts-select = "uct" als Auswahlregel in "mcts"
errors-setup-json-mcts-header = ein "mcts"-Objekt genau dann, wenn der Algorithmus "mcts" ist
errors-setup-json-mcts-none = keines
errors-setup-json-mcts-path = dass Iteration { $k } in "mcts" von der Wurzel (0) vom Eltern- zum Kindknoten führt und ein Kind ihres letzten Knotens expandiert
errors-setup-json-mcts-sums = dass Knoten { $i } die Besuche und Summe hat, die seine Iterationen ergeben: N = { $n }, W = { $w }
# --utilities with distance scoring.
errors-utilities-distance = { $o0 } gibt die Werte der einfachen Bewertung; { $o1 } bewertet einen Sieg mit { $o2 } und seinem Abstand
# --win-threshold with plain scoring.
errors-threshold-plain = { $o0 } gilt nicht für die einfache Bewertung: sie verschiebt einen Sieg nie nach seinem Abstand
# --utilities with --win-score.
errors-utilities-and-win-score = { $o0 } und { $o1 } setzen beide den Wert eines Sieges: geben Sie eines an
# --depth for an explicit tree.
errors-depth-explicit = { $o0 } gilt nicht für explizite Bäume: sie werden immer bis zu ihren Blättern durchsucht
# --scoring for an explicit tree.
errors-scoring-explicit = { $o0 } und { $o1 } gelten nicht für explizite Bäume: ihre Blätter tragen die Werte
# --win-score for an explicit tree.
errors-win-score-explicit = { $o0 } und { $o1 } gelten nicht für explizite Bäume: geben Sie Zeilen `win-score:` und `win-threshold:` in der Stellungsdatei an
# No position file and no Kalah set-up.
errors-give-position = geben Sie eine Stellungsdatei an oder { $o0 } und { $o1 } für Kalah
# --pits/--stones with another game.
errors-pits-stones-kalah = { $o0 } und { $o1 } richten Kalah ein; die Stellungsdatei ist `game: { $game }`
# A file that is not a JSON recording; the JSON reader's reason after it stays English.
errors-recording = eine JSON-Aufzeichnung gametree/1
# A position file given where a recording belongs.
errors-recording-hint = eine JSON-Aufzeichnung gametree/1 (`gametree search FILE -f json` schreibt eine)
# Found: a position file.
errors-recording-position-file = eine Stellungsdatei: durchsuchen Sie sie mit `gametree search FILE`
# A recording larger than the node limit; $option is --max-nodes.
errors-recording-max-nodes = höchstens { $max } Knoten (erhöhen Sie { $option } für eine größere Aufzeichnung)
# Found: a number of nodes.
errors-n-nodes = { $n } Knoten
# Stats that do not count the recorded nodes.
errors-recording-stats = "stats", die die aufgezeichneten Knoten zählen: { $stats }
# A recording's field with an unknown value ($key is `game` or `algorithm`).
errors-json-one-of = "{ $key }": eines von { $names }
# A recording whose perspective is not its algorithm's.
errors-recording-perspective = "perspective": "{ $perspective }" (die, die { $algorithm } aufzeichnet)
# A recording without nodes.
errors-recording-root = mindestens ein Knoten (die Wurzel)
# A recorded score out of range.
errors-recording-score = ein Wert: eine ganze Zahl von -{ $max } bis { $max } oder "inf" oder "-inf"
# The output file is an input file; { $o0 } is --output.
errors-overwrite-input = die Ausgabe { $output } ist die Eingabedatei { $input }; sie wird nicht überschrieben (geben Sie ein anderes { $o0 } an)

# Plain scoring whose utilities leave too little room for the evaluation at a depth limit ($o0 the depth option, $o1 the utilities option with wider values).
errors-setup-evaluation-outranks-win = einfache Bewertung gibt einem Sieg { $win } und einer Niederlage { $loss }, aber die Bewertungsfunktion liefert an der Tiefengrenze Werte bis ±{ $bound }, sodass ein heuristischer Wert eine gewonnene Partie übertreffen könnte: suchen Sie bis zum Spielende (ohne { $o0 }) oder geben Sie { $o1 } oder weiter an
# A win score outside 1..limit ($o0 the win-score option).
errors-setup-win-score-range = { $o0 } muss zwischen 1 und { $limit } liegen, gegeben: { $found }
# A win score whose derived threshold is below the evaluation's largest value ($o0 the win score, $o1 the threshold option, $o2 plain scoring).
errors-setup-win-score-threshold-below = { $o0 } ergibt eine Schwelle von { $threshold }, unter { $bound }, dem größten Wert der Bewertungsfunktion; geben Sie { $o1 } an, um die Bewertungen darauf zu begrenzen, oder { $o2 } für einen Sieg, der in jeder Entfernung gleich viel zählt
# A win threshold not below the win score ($o0 the threshold option, $o1 the win-score option).
errors-setup-win-threshold-not-less = { $o0 } ({ $threshold }) muss kleiner sein als { $o1 } ({ $max })
# Too few units between the win score and the threshold ($o0 win score, $o1 threshold, $o2 plain scoring).
errors-setup-win-score-gap = { $o0 } ({ $max }) muss { $o1 } ({ $threshold }) um mindestens { $gap } übersteigen, die längste Zugfolge, die diese Suche erreichen kann, damit Siege in verschiedener Entfernung verschiedene Punktzahlen behalten ({ $o2 } wertet einen Sieg in jeder Entfernung gleich)
# --utilities W,D,L with the wrong number of parts ($n parts found in $text).
errors-setup-utilities-count = erwartet: drei ganze Zahlen W,D,L (Sieg, Remis und Niederlage von MAX, z. B. 2,1,0); gefunden: { $n } in `{ $text }`
# --utilities with a part that is not a whole number ($what: win, draw or loss).
errors-setup-utilities-not-number = erwartet: drei ganze Zahlen W,D,L (z. B. 2,1,0); { $what ->
        [win] der Sieg
        [draw] das Remis
       *[loss] die Niederlage
    } `{ $text }` ist keine
# Utilities too large.
errors-setup-utilities-range = jeder Nutzen muss zwischen -{ $limit } und { $limit } liegen, gegeben: { $found }
# Utilities not in the order win > draw > loss.
errors-setup-utilities-order = erwartet: ein Sieg mehr wert als ein Remis und ein Remis mehr als eine Niederlage (W > D > L, z. B. 2,1,0); gegeben: { $found }
# Kalah's --pits/--stones ($o0, $o1) with a position file of a game under way.
errors-setup-kalah-under-way = { $o0 } und { $o1 } stellen die Startstellung von Kalah ein, aber die Stellungsdatei enthält eine laufende Partie (Steine in einem Speicher oder ungleich gefüllte Mulden): lassen Sie die Zeilen `south:` und `north:` der Datei oder die Optionen weg
# Kalah's --pits out of range ($o0 the option with its value).
errors-setup-kalah-pits-range = { $o0 } liegt außerhalb des Bereichs: eine Seite hat 1 bis 16 Mulden
# Kalah's --stones ($o0 with its value) making too many stones.
errors-setup-kalah-too-many-stones = { $o0 } mit { $pits } { $pits ->
        [one] Mulde
       *[other] Mulden
    } je Seite ergibt { $total } { $total ->
        [one] Stein
       *[other] Steine
    }; höchstens 3200 insgesamt (2 × Mulden × Steine)
# Kalah's --pits with the file's stones a pit making too many stones.
errors-setup-kalah-too-many-file-stones = die { $stones } { $stones ->
        [one] Stein
       *[other] Steine
    } je Mulde aus der Stellungsdatei ergeben mit { $pits } { $pits ->
        [one] Mulde
       *[other] Mulden
    } je Seite { $total } { $total ->
        [one] Stein
       *[other] Steine
    }; höchstens 3200 insgesamt (2 × Mulden × Steine)
# --order with an unknown name.
errors-setup-order-unknown = unbekannte Zugsortierung `{ $name }`; erwartet: natural, best, worst oder eine durch Kommas getrennte Liste aus eval, tt, killer, history
# --order naming a criterion twice.
errors-setup-order-twice = Zugsortierung `{ $name }` doppelt angegeben
# --background with a value that is none of paper, none, #rrggbb.
errors-setup-background = erwartet: `paper`, `none` oder eine Farbe `#rrggbb`; gefunden: `{ $found }`
# --lang with an unknown code ($codes: the known codes).
errors-setup-lang-unknown = unbekannte Sprache `{ $code }` (erwartet: eine von { $codes })
# JSON recordings (`render FILE.json`): what a node must be; the frame is `expected …, found …`.
errors-setup-json-id = Knoten-ID { $i } (Knoten in Besuchsreihenfolge)
errors-setup-json-parent-for = ein Elternknoten für Knoten { $i }
errors-setup-json-parent-smaller = eine Eltern-ID kleiner als { $id }
errors-setup-json-parent-among = ein Elternknoten unter den Vorfahren von Knoten { $id } (Knoten in Besuchsreihenfolge)
errors-setup-json-ply-parent = Halbzug { $ply } (der des Elternknotens plus eins)
errors-setup-json-root-parent = kein Elternknoten an der Wurzel (Knoten 0)
# Found: the root has a parent.
errors-setup-json-a-parent = ein Elternknoten
errors-setup-json-max-ply = höchstens Halbzug { $max } (so tief geht keine Suche)
# Found: a node's ply.
errors-setup-json-ply = Halbzug { $ply }
errors-setup-json-move-name = der Name eines Zuges für einen Knoten unter der Wurzel
errors-setup-json-moves-differ = verschiedene Züge unter Geschwistern (außer bei einer Wiederholungssuche oder einer Probe)
# Found: a move name given twice among siblings.
errors-setup-json-second = ein zweites { $name }
errors-setup-json-scout-only = ein "scout" nur bei einer Wiederholungssuche
errors-setup-json-research-after-scout = eine Wiederholungssuche direkt nach ihrer Erkundung, einem durchsuchten Geschwister mit demselben Zug
# Found: a re-search with no scout before it.
errors-setup-json-research-without = eine Wiederholungssuche ohne sie
errors-setup-json-scout-previous = "scout": { $id } (das vorige Geschwister)
errors-setup-json-no-probability = keine Wahrscheinlichkeit bei einem Zug, der nicht von einem Zufallsknoten ausgeht
errors-setup-json-window = ein Fenster [α, β] mit α ≤ β
errors-setup-json-value-for = ein Wert für den durchsuchten Knoten { $i }
# A child under a leaf or a finished game ($kind: leaf or terminal).
errors-setup-json-no-child = kein Kind von Knoten { $p }, der { $kind ->
        [leaf] ein Blatt
       *[terminal] eine beendete Partie
    } ist
# Found: a node.
errors-setup-json-node = Knoten { $i }
errors-setup-json-children = Kinder eines inneren Knotens (ein Knoten ohne sie ist ein "leaf")
# Found: an inner node without children.
errors-setup-json-node-none = Knoten { $i } ohne sie
errors-setup-json-scale = "scale": eine ganze Zahl von 1 bis { $limit }
errors-setup-json-win-score-or-utilities = "win_score" (Bewertung nach Gewinnentfernung) oder "utilities" (einfache Bewertung)
# Found: both of them.
errors-setup-json-both = beides
errors-setup-json-utilities = "utilities" so, wie `--utilities` sie nimmt (Sieg > Remis > Niederlage)
# Found: the recording's utilities.
errors-setup-json-utilities-found = Sieg { $win }, Remis { $draw }, Niederlage { $loss }
errors-setup-json-pv = eine "principal_variation" aus Zügen von der Wurzel über durchsuchte Kinder
# Found: the move of the principal variation where it leaves the searched children.
errors-setup-json-pv-found = { $name }, das kein durchsuchtes Kind der bisherigen Zugfolge ist
# --eval naming an evaluation the game does not have ($names: the game's).
errors-setup-unknown-evaluation = unbekannte Bewertungsfunktion `{ $name }` für { $game }; erwartet: eine von { $names }
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
pages-mcts-iterations = Iterationen (mcts)
pages-mcts-exploration = Explorationskonstante C (mcts)
pages-mcts-seed = Startwert (mcts)
pages-mcts-playout = Simulation (mcts)
pages-mcts-playout-random = Zufallszüge bis zum Spielende
pages-mcts-playout-eval = Zufallszüge bis zur Tiefe, dann die Bewertung
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
pages-over-limit = `{ $option }` ist auf dieser Seite höchstens { $max }, nicht { $value }.
pages-under-limit = `{ $option }` ist mindestens { $min }, nicht { $value }.
pages-not-whole = `{ $option }` ist eine ganze Zahl, nicht { $value }.
pages-link-not-taken = Den Wert von `{ $option }` aus dem Link bietet diese Seite nicht an: { $value }.
pages-link-not-run = Der Link wurde nicht ausgeführt:
pages-figure-too-large = Die Abbildung hat { $size } MB SVG, mehr als die { $max } MB, die diese Seite zeigt (das Einfügen hielte die Seite sekundenlang an): laden Sie sie herunter oder zeichnen Sie weniger Knoten oder keine Bretter (`draw-depth`, `max-children`, `pruned: hide`, `boards`).
pages-unsafe-number = `{ $option }`: { $value } ist nicht genau: JavaScript rundet ganze Zahlen über 2⁵³; geben Sie sie als Zeichenkette ("18446744073709551615") oder als BigInt (18446744073709551615n) an
# The browser's module (web/src): the page asked to redraw before any search.
pages-nothing-searched = es wurde noch nichts durchsucht

# The Python package (python/src/errors.rs): an option's value that is not one of its words.
pages-python-unknown-choice = unbekannter Wert `{ $value }` für { $what }; erwartet wird einer von: { $choices }
# The Python package: a panic in the Rust work.
pages-python-internal-error = interner Fehler (ein Fehler in gametree; bitte melden Sie ihn): { $what }

pages-answer-hint-mcts = der Pfad der Auswahl, der expandierte Knoten und N und W jedes Knotens auf dem Pfad nach der Rückpropagierung:
pages-exercise-status-mcts = Aufgabe mit Startwert { $seed }: Beantworten Sie die Frage über dem Baum — der Pfad der Auswahl, der expandierte Knoten und N und W entlang des Pfads.
# -- end of pages --
