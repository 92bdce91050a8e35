### gametree's messages in Czech: the terms of Kühr 2011 and the Olomouc slides (glossary.md).
### One section an area; ids start with the section's name where they can.
### docs/languages.md: how to add a language.

## common
## Shared by every area: notation and the words many messages use.

lang-name = čeština
# Kühr and the Olomouc slides write the interval ⟨α, β⟩.
common-window = ⟨{ $alpha }, { $beta }⟩

# -- end of common --


## figure
## Figures: titles, legends, the win-score legend, "pruned", width warnings (src/render/model, src/render/backend).

# The figure's title: game — algorithm, result.
figure-title = { $game } — { $algorithm }: { $result }
figure-title-depth = { $game } — { $algorithm }, hloubka { $depth }: { $result }
# A replay's title until its last step.
figure-neutral-title-depth = { $search }, hloubka { $depth }
# What the search found: the root's value and the best move.
figure-result = hodnota { $value }
figure-result-best = hodnota { $value }, nejlepší tah { $best }
# The searches in words, for titles.
figure-search-minimax = Prohledávání minimax
figure-search-negamax = Prohledávání negamax
figure-search-alphabeta = Alfa-beta prořezávání
figure-search-alphabeta-soft = Alfa-beta prořezávání (fail-soft)
figure-search-pvs = Prohledávání hlavní varianty
figure-search-alphabeta-tt = Alfa-beta prořezávání s pamětí
figure-search-mtdf = Prohledávání MTD(f)
figure-search-test = Test s nulovým oknem
figure-search-expectiminimax = Prohledávání expectiminimax
figure-search-star1 = Prohledávání Star1
figure-search-star2 = Prohledávání Star2
# The win-score legend below a figure (Kühr: MAX, MAX − n).
figure-win-legend = Hodnoty výher: { $parts }.
figure-win-values-max = { $max } − n: MAX vyhraje za n tahů ({ $max }: vyhrál), −({ $max } − n): prohraje za n tahů
figure-win-values-side = { $max } − n: hráč na tahu vyhraje za n tahů ({ $max }: vyhrál), −({ $max } − n): prohraje za n tahů
figure-win-windows = za ±{ $max }: mez okna, rozšiřovaná o 1 s každým tahem (Kührovo dal)
# The legend of --label book (Kühr's labels).
figure-book-legend = Popisky podle Kühra: { $parts }.
figure-book-triples = α | hodnota | β každého volání, hodnota tak, jak ji vrací alfa-beta fail-hard (= α: nejvýše α; = β: alespoň β)
figure-book-bare = samotné číslo je to, co prohledávání uzlu vrátilo z prohledaných potomků
figure-book-cut = ≥ nebo ≤, mez: v uzlu nastal řez
figure-book-root = v kořeni žádné číslo: Kührova procedura pro kořen vrací jen tah
# Plain scoring's legend where a finished game is drawn.
figure-utilities = Skončené hry: { $win } MAX vyhrál, { $draw } remíza, { $loss } MAX prohrál (prosté bodování, hodnoty z pohledu hráče MAX).
figure-utilities-negated = Skončené hry: { $win } MAX vyhrál, { $draw } remíza, { $loss } MAX prohrál (prosté bodování, hodnoty z pohledu hráče MAX; v uzlech MIN opačné, z pohledu hráče MIN).
# Marks on the edges of a PVS move searched twice, and of a Star2 probe.
figure-scout = průzkum
figure-re-search = opakování
figure-probe = sonda
# The mark for children left out by --max-children.
figure-more = +{ $count } dalších
# Hover text of a hidden pruned move's stub.
figure-moves-pruned = { $count ->
    [one] { $count } ořezaný tah
    [few] { $count } ořezané tahy
    [many] { $count } ořezaného tahu
   *[other] { $count } ořezaných tahů
}
figure-subtree-not-drawn = podstrom nevykreslen
figure-children-not-drawn = potomci nevykresleni
# The text tree (--format text).
figure-text-root = kořen
figure-text-chance = NÁHODA
figure-text-leaf = list
figure-text-terminal = konec hry
figure-text-pruned = ořezaný
figure-text-cutoff = řez
figure-text-quiescence = uklidnění
figure-text-tt-miss = TT: nenalezeno
figure-text-tt-hit = TT: nalezeno
figure-text-tt-narrowed = TT: zúženo
figure-text-tt-cutoff = TT: řez
figure-text-stored-exact = uloženo přesně
figure-text-stored-lower = uložena dolní mez
figure-text-stored-upper = uložena horní mez

# The games' names in the figure's title (a game of Python's or another keeps its own).
figure-game-tree = strom
figure-game-chess = šachy
figure-game-connect4 = čtyři v řadě
figure-game-czech = české dámy
figure-game-english = anglická dáma
figure-game-kalah = kalah
figure-game-nim = nim
figure-game-tictactoe = piškvorky

# Size checks (src/render/model/fit.rs); the options are written as the caller names them.
figure-too-many = obrázek { $format } by měl { $drawn ->
    [one] { $drawn } uzel
    [few] { $drawn } uzly
   *[other] { $drawn } uzlů
}, víc než { $limit } ({ $why }); kreslete méně pomocí { $depth }, { $draw_depth } nebo { $hide }, pro velký strom použijte { $html }, nebo zvyšte { $max_drawn }
figure-why-tikz = zhruba nejvíc, co pdflatex vysází
figure-why-beamer = každý překryv sází celý strom znovu
figure-why-beamer-boards = deska se počítá jako uzel: každý překryv sází strom i jeho desky znovu
figure-why-figure = nad tento počet už žádný popisek není čitelný
figure-beamer-too-many = obrázek beamer by měl { $counts }, víc než { $limit } ({ $why }); { $remedies }, nebo zapište kroky do souborů pomocí { $steps } { $svg }, nebo zvyšte { $max_drawn }
figure-nodes = { $n ->
    [one] { $n } uzel
    [few] { $n } uzly
   *[other] { $n } uzlů
}
figure-nodes-boards = { $n ->
    [one] { $n } uzel
    [few] { $n } uzly
   *[other] { $n } uzlů
} a { $boards ->
    [one] { $boards } desku
    [few] { $boards } desky
   *[other] { $boards } desek
}
figure-nodes-their-boards = { $n ->
    [one] { $n } uzel
    [few] { $n } uzly
   *[other] { $n } uzlů
} a jejich desky
figure-less-depth = kreslete méně pomocí { $draw_depth } ({ $nodes })
figure-less = kreslete méně pomocí { $depth } nebo { $draw_depth }
figure-or-hide = { $before } nebo { $hide } ({ $nodes })
figure-png-too-big = PNG by měl { $w } × { $h } px ({ $millions } milionů pixelů), víc než { $max } milionů, které gametree kreslí; kreslete méně: { $remedies }, nebo menší { $scale } (teď { $now })
figure-pdf-too-big = stránka PDF by měla { $w } × { $h } pt, víc než 14 400 pt (200 palců), které prohlížeče otevřou; kreslete méně: { $remedies }
figure-too-wide = varování: obrázek je široký { $w } px, příliš na snímek: zmenšený na šířku textu snímku 16:9 by měl popisky { $label } pt, méně než { $readable } pt (nejvýš { $max } px); kreslete méně: { $remedies }
figure-nothing-fits = nevejde se s žádným { $draw_depth }, { $max_children } ani { $hide }; nakreslete ho pomocí { $html }, který umí posun a přiblížení

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
