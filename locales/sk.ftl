### gametree's messages in Slovak: the terms of the MTD(f) thesis and the tic-tac-toe solver (glossary.md).
### One section an area; ids start with the section's name where they can.
### docs/languages.md: how to add a language.

## common
## Shared by every area: notation and the words many messages use.

lang-name = slovenčina
# The MTD(f) thesis writes the window ⟨α, β⟩.
common-window = ⟨{ $alpha }, { $beta }⟩

# -- end of common --


## figure
## Figures: titles, legends, the win-score legend, "pruned", width warnings (src/render/model, src/render/backend).

# The figure's title: game — algorithm, result.
figure-title = { $game } — { $algorithm }: { $result }
figure-title-depth = { $game } — { $algorithm }, hĺbka { $depth }: { $result }
# A replay's title until its last step.
figure-neutral-title-depth = { $search }, hĺbka { $depth }
# What the search found: the root's value and the best move.
figure-result = hodnota { $value }
figure-result-best = hodnota { $value }, najlepší ťah { $best }
# The searches in words, for titles.
figure-search-minimax = Prehľadávanie minimax
figure-search-negamax = Prehľadávanie negamax
figure-search-alphabeta = Alfa-beta orezávanie
figure-search-alphabeta-soft = Alfa-beta orezávanie (fail-soft)
figure-search-pvs = Prehľadávanie hlavnej varianty
figure-search-alphabeta-tt = Alfa-beta orezávanie s pamäťou
figure-search-mtdf = Prehľadávanie MTD(f)
figure-search-test = Test s nulovým oknom
figure-search-expectiminimax = Prehľadávanie expectiminimax
figure-search-star1 = Prehľadávanie Star1
figure-search-star2 = Prehľadávanie Star2
# The win-score legend below a figure (Kühr: MAX, MAX − n).
figure-win-legend = Hodnoty výhier: { $parts }.
figure-win-values-max = { $max } − n: MAX vyhrá o n ťahov ({ $max }: vyhral), −({ $max } − n): prehrá o n ťahov
figure-win-values-side = { $max } − n: hráč na ťahu vyhrá o n ťahov ({ $max }: vyhral), −({ $max } − n): prehrá o n ťahov
figure-win-windows = za ±{ $max }: hranica okna, rozširovaná o 1 s každým ťahom (Kührovo dal)
# The legend of --label book (Kühr's labels).
figure-book-legend = Popisy podľa Kühra: { $parts }.
figure-book-triples = α | hodnota | β každého volania, hodnota tak, ako ju vracia alfa-beta fail-hard (= α: najviac α; = β: najmenej β)
figure-book-bare = samotné číslo je to, čo prehľadávanie uzla vrátilo z prehľadaných potomkov
figure-book-cut = ≥ alebo ≤, hranica: v uzle nastal rez
figure-book-root = v koreni žiadne číslo: Kührova procedúra pre koreň vracia iba ťah
# Plain scoring's legend where a finished game is drawn.
figure-utilities = Skončené hry: { $win } MAX vyhral, { $draw } remíza, { $loss } MAX prehral (jednoduché bodovanie, hodnoty z pohľadu hráča MAX).
figure-utilities-negated = Skončené hry: { $win } MAX vyhral, { $draw } remíza, { $loss } MAX prehral (jednoduché bodovanie, hodnoty z pohľadu hráča MAX; v uzloch MIN opačné, z pohľadu hráča MIN).
# Marks on the edges of a PVS move searched twice, and of a Star2 probe.
figure-scout = prieskum
figure-re-search = opakovanie
figure-probe = sonda
# The mark for children left out by --max-children.
figure-more = +{ $count } ďalších
# Hover text of a hidden pruned move's stub.
figure-moves-pruned = { $count ->
    [one] { $count } orezaný ťah
    [few] { $count } orezané ťahy
    [many] { $count } orezaného ťahu
   *[other] { $count } orezaných ťahov
}
figure-subtree-not-drawn = podstrom nevykreslený
figure-children-not-drawn = potomkovia nevykreslení
# The text tree (--format text).
figure-text-root = koreň
figure-text-chance = NÁHODA
figure-text-leaf = list
figure-text-terminal = koniec hry
figure-text-pruned = orezaný
figure-text-cutoff = rez
figure-text-quiescence = pokojné prehľadávanie
figure-text-tt-miss = TT: nenájdené
figure-text-tt-hit = TT: nájdené
figure-text-tt-narrowed = TT: zúžené
figure-text-tt-cutoff = TT: rez
figure-text-stored-exact = uložené presne
figure-text-stored-lower = uložená dolná hranica
figure-text-stored-upper = uložená horná hranica

# The games' names in the figure's title (a game of Python's or another keeps its own).
figure-game-tree = strom
figure-game-chess = šach
figure-game-connect4 = štyri v rade
figure-game-czech = česká dáma
figure-game-english = anglická dáma
figure-game-kalah = kalah
figure-game-nim = nim
figure-game-tictactoe = piškvorky

# Size checks (src/render/model/fit.rs); the options are written as the caller names them.
figure-too-many = obrázok { $format } by mal { $drawn ->
    [one] { $drawn } uzol
    [few] { $drawn } uzly
   *[other] { $drawn } uzlov
}, viac než { $limit } ({ $why }); kreslite menej pomocou { $depth }, { $draw_depth } alebo { $hide }, pre veľký strom použite { $html }, alebo zvýšte { $max_drawn }
figure-why-tikz = zhruba najviac, čo pdflatex vysadí
figure-why-beamer = každé prekrytie sadzá celý strom znova
figure-why-beamer-boards = doska sa počíta ako uzol: každé prekrytie sadzá strom aj jeho dosky znova
figure-why-figure = nad tento počet už žiadny popis nie je čitateľný
figure-beamer-too-many = obrázok beamer by mal { $counts }, viac než { $limit } ({ $why }); { $remedies }, alebo zapíšte kroky do súborov pomocou { $steps } { $svg }, alebo zvýšte { $max_drawn }
figure-nodes = { $n ->
    [one] { $n } uzol
    [few] { $n } uzly
   *[other] { $n } uzlov
}
figure-nodes-boards = { $n ->
    [one] { $n } uzol
    [few] { $n } uzly
   *[other] { $n } uzlov
} a { $boards ->
    [one] { $boards } dosku
    [few] { $boards } dosky
   *[other] { $boards } dosiek
}
figure-nodes-their-boards = { $n ->
    [one] { $n } uzol
    [few] { $n } uzly
   *[other] { $n } uzlov
} a ich dosky
figure-less-depth = kreslite menej pomocou { $draw_depth } ({ $nodes })
figure-less = kreslite menej pomocou { $depth } alebo { $draw_depth }
figure-or-hide = { $before } alebo { $hide } ({ $nodes })
figure-png-too-big = PNG by mal { $w } × { $h } px ({ $millions } miliónov pixelov), viac než { $max } miliónov, ktoré gametree kreslí; kreslite menej: { $remedies }, alebo menší { $scale } (teraz { $now })
figure-pdf-too-big = strana PDF by mala { $w } × { $h } pt, viac než 14 400 pt (200 palcov), ktoré prehliadače otvoria; kreslite menej: { $remedies }
figure-too-wide = upozornenie: obrázok je široký { $w } px, priveľa na snímku: zmenšený na šírku textu snímky 16:9 by mal popisy { $label } pt, menej než { $readable } pt (najviac { $max } px); kreslite menej: { $remedies }
figure-nothing-fits = nezmestí sa so žiadnym { $draw_depth }, { $max_children } ani { $hide }; nakreslite ho pomocou { $html }, ktorý vie posun a priblíženie

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
