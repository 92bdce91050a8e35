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

# The figure's title: game — algorithm, result.
figure-title = { $game } — { $algorithm }: { $result }
figure-title-depth = { $game } — { $algorithm }, Tiefe { $depth }: { $result }
# A replay's title until its last step.
figure-neutral-title-depth = { $search }, Tiefe { $depth }
# What the search found: the root's value and the best move.
figure-result = Wert { $value }
figure-result-best = Wert { $value }, bester Zug { $best }
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

# -- end of pages --
