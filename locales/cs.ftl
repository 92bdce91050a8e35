### gametree's messages in Czech: the terms of Kühr 2011 and the Olomouc slides (glossary.md).
### One section an area; ids start with the section's name where they can.
### docs/languages.md: how to add a language.

## common
## Shared by every area: notation and the words many messages use.

lang-name = čeština
# Kühr and the Olomouc slides write the interval ⟨α, β⟩.
common-window = ⟨{ $alpha }, { $beta }⟩
common-io-not-found = soubor ani adresář neexistuje
common-io-permission-denied = přístup odepřen
common-io-is-a-directory = je to adresář
common-io-not-a-directory = část cesty není adresář
common-io-storage-full = na zařízení není místo
common-io-invalid-data = není to platný text v UTF-8
common-file-symlink = symbolický odkaz, který se zde nenásleduje
common-file-directory = adresář, ne obyčejný soubor
common-file-fifo = FIFO (pojmenovaná roura), ne obyčejný soubor
common-file-device = zařízení, ne obyčejný soubor
common-file-socket = socket, ne obyčejný soubor
common-file-irregular = není to obyčejný soubor
common-file-too-large = větší než nejvýše čtených { $max } bajtů

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
figure-result-mcts = zahraný tah { $best } (N = { $n }, Q = { $q } pro MAX)
figure-result-mcts-none = žádný tah k zahrání
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
figure-search-mcts = Monte Carlo prohledávání stromu
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
figure-desc-intro = Strom, jak je nakreslen: { $n ->
    [one] jeden uzel
    [few] { $n } uzly
   *[other] { $n } uzlů
}, v pořadí, v jakém je prohledávání navštívilo.
figure-desc-node = { $name }: { $what }.
figure-desc-root = Kořen
figure-desc-named-move = { $name } (tah { $mv })
figure-desc-max = uzel MAX
figure-desc-min = uzel MIN
figure-desc-chance = uzel náhody
figure-desc-leaf = list
figure-desc-terminal = konec hry
figure-desc-pruned = ořezán, nikdy neprohledán
figure-desc-not-yet = ještě nenavštíven
figure-desc-open = právě prohledáván
figure-desc-value = hodnota { $value }
figure-desc-upper = hodnota nejvýše { $value } (horní mez)
figure-desc-lower = hodnota nejméně { $value } (dolní mez)
figure-desc-label = zobrazeno { $label }
figure-desc-cutoff = řez: { $n ->
    [one] jeden tah ořezán
    [few] { $n } tahy ořezány
   *[other] { $n } tahů ořezáno
}
figure-desc-pv = na hlavní variantě
figure-desc-correct = odpověď označena jako správná
figure-desc-wrong = odpověď označena jako chybná nebo chybějící
figure-desc-more = pod ním další uzly, nenakreslené
figure-desc-cutoff-only = řez
figure-desc-blank = prázdné, k doplnění
figure-game-chess = šachy
figure-game-connect4 = čtyři v řadě
figure-game-czech = česká dáma
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

# Monte Carlo tree search (-a mcts): the legend of W/N labels and visit-wide edges, the text tree's last line, a --max-children mark with its children's visits, the report's node panel (three lines apart by "; ").
figure-mcts-legend = W/N u uzlu: celková odměna W jeho simulací z pohledu MAX při N návštěvách (Q = W/N, průměrná odměna); silnější hrany byly navštíveny častěji.
figure-mcts-text-legend = N: počet návštěv; W: celková odměna simulací z pohledu MAX; Q = W/N: průměrná odměna.
figure-mcts-more = +{ $count } dalších, N = { $visits }
figure-mcts-panel = N = { $n } (počet návštěv); W = { $w }, celková odměna z pohledu MAX; Q = W/N = { $q }, průměrná odměna
# -- end of figure --


## steps
## Step captions, the step figures and the HTML replay/report (src/render/model/steps.rs, svg_steps, html, templates/report.*).

steps-step = Krok { $k } z { $n }: { $caption }
steps-root = kořen
steps-node-after = { $name } (po { $way })
steps-window-decimal = ⟨{ $alpha }; { $beta }⟩
steps-enter-window = { $root ->
    [yes] Vstup do kořene s oknem { $window }.
   *[no] Vstup do uzlu { $name } s oknem { $window }.
}
steps-enter = { $root ->
    [yes] Vstup do kořene.
   *[no] Vstup do uzlu { $name }.
}
steps-re-search = Nové prohledání uzlu { $name } s oknem { $window }: jeho průzkum s nulovým oknem { $scout } vrátil { $got }.
steps-evaluate-leaf = Ohodnocení listu { $name }: hodnota { $value }{ $bound }.
steps-evaluate-terminal = Ohodnocení uzlu { $name } (konec hry): hodnota { $value }{ $bound }.
steps-bound-lower = , dolní mez
steps-bound-upper = , horní mez
steps-cutoff = { $root ->
    [yes] Řez v kořeni: { $why }, takže { $pruned }.
   *[no] Řez v uzlu { $name }: { $why }, takže { $pruned }.
}
steps-cut-table = rozhodla ho mez z transpoziční tabulky
steps-cut-probe = Star2 ho zkoumá jen prvním tahem, kvůli mezi
steps-cut-best = jeho tah s hodnotou { $value } nelze překonat
steps-pruned-names = { $list } se nikdy { $n ->
    [one] neprohledá
   *[other] neprohledají
}
steps-pruned-moves = { $n ->
    [one] tah
   *[other] tahy
} { $list } se nikdy { $n ->
    [one] neprohledá
   *[other] neprohledají
}
steps-list-and = { $init } a { $last }
steps-leave = { $root ->
    [yes] Návrat z kořene: hodnota { $value }{ $bound }{ $rule }.
   *[no] Návrat z uzlu { $name }: hodnota { $value }{ $bound }{ $rule }.
}
steps-leave-table = { $root ->
    [yes] Návrat z kořene: hodnota { $value }{ $bound }, ze záznamu transpoziční tabulky.
   *[no] Návrat z uzlu { $name }: hodnota { $value }{ $bound }, ze záznamu transpoziční tabulky.
}
steps-fail-hard-alpha = varianta fail-hard vrací α = { $alpha }
steps-fail-hard-beta = varianta fail-hard vrací β = { $beta }
steps-fail-soft = varianta fail-soft vrací nejlepší nalezenou hodnotu, { $best }
steps-chance-at-most = jeho hodnota je nejvýše { $value } ≤ α = { $alpha }{ $counted }
steps-chance-at-least = jeho hodnota je nejméně { $value } ≥ β = { $beta }{ $counted }
steps-chance-outside = jeho hodnota už leží mimo jeho okno
steps-counted-leaf-bound = (neprohledané výsledky započteny mezí listů { $bound })
steps-counted-bounds = (neprohledané výsledky započteny svými mezemi)

steps-report-language = Jazyk
steps-report-replay = Přehrávání
steps-report-first = První krok (Home)
steps-report-prev = Předchozí krok (←)
steps-report-play-title = Přehrát / pozastavit (mezerník)
steps-report-play = přehrát
steps-report-pause = pauza
steps-report-next = Další krok (→)
steps-report-last = Poslední krok (End)
steps-report-slider = Krok
steps-report-zoom-in = Přiblížit
steps-report-zoom-out = Oddálit
steps-report-fit-title = Přizpůsobit vykreslený (rozbalený) strom oknu
steps-report-fit = Přizpůsobit
steps-report-pv-title = Ukázat a vycentrovat hlavní variantu
steps-report-pv = HV
steps-report-expand-title = Ukázat další úroveň skrytých uzlů
steps-report-expand = Rozbalit úroveň
steps-report-values = Hodnoty
steps-report-values-title = Z čího pohledu se ukazují hodnoty a okna
steps-report-view-max = pohled MAX
steps-report-view-stm = hráč na tahu
steps-report-labels = Popisky
steps-report-labels-title = Co ukazují uzly
steps-report-label-value = hodnota (≥ / ≤ pro mez)
steps-report-label-window = okno ⟨α, β⟩
steps-report-label-triple = α | hodnota | β
steps-report-tree = Strom prohledávání
steps-report-panel = Krok, pozice a legenda
steps-report-position = Pozice
steps-report-search = Prohledávání
steps-report-tree-words = Strom uzel po uzlu
steps-report-legend = Legenda
steps-report-step = krok { $k } z { $n }
steps-report-reading = čtu záznam…
steps-report-wait = Přehrávání začne, až se načte celý záznam ({ $n } { $n ->
    [one] uzel
    [few] uzly
   *[other] uzlů
}).
steps-report-game = Hra
steps-report-algorithm = Algoritmus
steps-report-evaluation = Ohodnocení
steps-report-depth = Hloubka
steps-report-to-the-end = do konce
steps-report-value = Hodnota
steps-report-value-max = { $value } (pohled MAX)
steps-report-best-move = Nejlepší tah
steps-report-none = žádný
steps-report-pv-long = Hlavní varianta
steps-report-visited = Navštíveno
steps-report-leaves = Ohodnocené listy
steps-report-terminals = Skončené hry
steps-report-cutoffs = Řezy
steps-report-pruned = Ořezané tahy
steps-report-recorded = Zaznamenané uzly
steps-report-values-shown = Ukázané hodnoty
steps-report-from-max = z pohledu MAX
steps-report-from-stm = z pohledu hráče na tahu
steps-report-later = řekne se v posledním kroku
steps-report-showing = Zobrazeno { $shown } z { $total } zaznamenaných uzlů.
steps-report-showing-hidden = Zobrazeno { $shown } z { $total } zaznamenaných uzlů; skryté pod uzly označenými +k: { $hidden } (kliknutím na některý ho rozbalíte, nebo použijte Rozbalit úroveň).
steps-report-click = Kliknutím na uzel ho sbalíte nebo rozbalíte; najetím myší uvidíte jeho pozici.
steps-report-reading-whole = Čte se celý záznam: skryté uzly a přehrávání budou za okamžik.
steps-report-below = skryté uzly pod ním: { $n }; kliknutím rozbalíte
steps-report-more = { $n ->
    [one] +{ $n } další potomek
    [few] +{ $n } další potomci
   *[other] +{ $n } dalších potomků
}
steps-report-legend-max = uzel MAX (obdélník, modrý): hráč na tahu v kořeni
steps-report-legend-min = uzel MIN (elipsa, zelený)
steps-report-legend-chance = uzel náhody (kruh, oranžový): hodnoty potomků vážené pravděpodobnostmi na hranách
steps-report-legend-leaf = list ohodnocený ohodnocovací funkcí (červený)
steps-report-legend-terminal = skončená hra (dvojitý obrys)
steps-report-legend-pruned = ořezaný: vygenerovaný, nikdy neprohledaný (šedý, čárkovaný)
steps-report-legend-chosen = zvolený tah (červená hrana)
steps-report-legend-pv = hlavní varianta (tučně)
steps-report-legend-current = přehrávání: právě prohledávaný uzel
steps-report-legend-open = přehrávání: otevřený uzel, dosavadní hodnota (≥ / ≤)
steps-report-legend-notyet = přehrávání: zatím nenavštívený
steps-report-node-max = uzel MAX, hloubka { $ply }
steps-report-node-min = uzel MIN, hloubka { $ply }
steps-report-node-chance = uzel náhody, hloubka { $ply }
steps-report-move = tah { $move }
steps-report-probability = pravděpodobnost { $p }
steps-report-never = ořezaný: nikdy neprohledaný
steps-report-window = okno { $window }
steps-report-node-value = hodnota { $value }
steps-report-node-lower = hodnota { $value } (dolní mez)
steps-report-node-upper = hodnota { $value } (horní mez)
steps-report-valued = ohodnocený ohodnocovací funkcí
steps-report-terminal = skončená hra
steps-report-cut-here = zde řez
steps-report-mark-group = skupinový uzel: prohledávání pod ním vycházejí z kořenové pozice
steps-report-mark-pass = MTD(f) průchod { $n }
steps-report-mark-iteration = iterace { $n }
steps-report-mark-research = nové prohledání poté, co průzkum skončil nad oknem
steps-report-mark-quiescence = uklidnění
steps-report-mark-probing = zkouška Star2: jen první tah, kvůli mezi; později prohledán celý
steps-report-mark-probe-miss = dotaz do tabulky: nenalezeno
steps-report-mark-probe-hit = dotaz do tabulky: nalezeno
steps-report-mark-probe-narrowed = dotaz do tabulky: zúžil okno
steps-report-mark-probe-cutoff = dotaz do tabulky: rozhodl uzel
steps-report-mark-stored-exact = uložena přesná hodnota
steps-report-mark-stored-lower = uložena dolní mez
steps-report-mark-stored-upper = uložena horní mez
steps-report-scout = průzkum
steps-report-re-search = nové prohledání

# --- Monte Carlo tree search (src/render/model/mcts_steps.rs): each iteration's four phases as steps.
steps-mcts-caption = Iterace { $k }, { $phase }: { $text }
steps-mcts-selection = výběr
steps-mcts-expansion = rozšíření
steps-mcts-simulation = simulace
steps-mcts-backpropagation = zpětné šíření
steps-mcts-node-move = { $name } (tah { $move })
steps-mcts-select = vybrán uzel { $name }: UCB1 = { $q } + { $c }·√(ln { $parent } / { $n }) = { $ucb }, { $rank } ({ $view })
steps-mcts-largest = nejvyšší z hodnot { $others }
steps-mcts-largest-tie = nejvyšší z hodnot { $others } (při rovnosti rozhoduje první tah v pořadí)
steps-mcts-only = jediný potomek uzlu { $at } ve stromu
steps-mcts-candidate = { $name } { $ucb }
steps-mcts-view-max = Q = W/N, v uzlu { $at } táhne MAX
steps-mcts-view-min = Q = −W/N, v uzlu { $at } táhne MIN
steps-mcts-sample = v náhodovém uzlu { $at } padl výsledek { $name } (pravděpodobnost { $p })
steps-mcts-stay = uzel { $name } má ještě tahy mimo strom, výběr tedy končí v něm
steps-mcts-expand = rozšíření uzlu { $at }: přidán uzel { $name } (N = 0, W = 0)
steps-mcts-expand-leaf = uzel { $name } je list: není co rozšířit
steps-mcts-expand-terminal = uzel { $name } je konec hry: není co rozšířit
steps-mcts-playout = simulace z uzlu { $name }: { $plies ->
        [one] { $plies } náhodný tah
        [few] { $plies } náhodné tahy
       *[other] { $plies } náhodných tahů
    }, výsledek { $result } ({ $meaning })
steps-mcts-game-over = v uzlu { $name } hra skončila: výsledek { $result } ({ $meaning })
steps-mcts-max-wins = vyhrává MAX
steps-mcts-min-wins = vyhrává MIN
steps-mcts-draw = remíza
steps-mcts-eval-max = ohodnocení je pro MAX
steps-mcts-eval-min = ohodnocení je pro MIN
steps-mcts-eval-even = ohodnocení je vyrovnané
steps-mcts-playout-tree = simulace z uzlu { $name }: { $plies ->
        [one] { $plies } náhodný tah
        [few] { $plies } náhodné tahy
       *[other] { $plies } náhodných tahů
    } do listu s hodnotou { $result }
steps-mcts-leaf-value = uzel { $name } je list: výsledkem je jeho hodnota { $result }
steps-mcts-backup = N a W aktualizovány v uzlech { $nodes }: { $updates }
steps-mcts-update = N({ $name }) { $n0 }→{ $n1 }, W({ $name }) { $w0 }→{ $w1 }
steps-mcts-legend = Uzly ukazují W/N: celkovou odměnu W (z pohledu MAX) a počet návštěv N.

# -- end of steps --


## check
## check: verdicts, reasons, explanations, the check report and the practice page (src/homework/check, explain, output, practice, templates/check.html, practice.*).

check-wrong-value = chybná hodnota (očekáváno { $expected }, zapsáno { $got })
check-wrong-window = chybné okno (očekáváno { $expected }, zapsáno { $got })
check-pruned-but-searched = ořezán, ale má být prohledán
check-searched-but-pruned = prohledán, ale má být ořezán
check-missing = chybí
check-bad-line = chybný řádek (sloupec { $column }: očekáváno { $expected }, nalezeno { $found })
check-mistake-why = { $what }: { $why }
check-correct = správně
check-not-counted = správně, ale nepožadováno (nezapočítává se)
check-missing-expected = chybí (očekáváno { $expected })
check-right-under = správně pro { $conventions }
check-or = { $first } nebo { $second }
check-all-correct = { $n ->
    [one] jediný požadovaný uzel správně
    [few] všechny { $n } požadované uzly správně
   *[other] všech { $n } požadovaných uzlů správně
}
check-verdict = { $correct } z { $asked ->
    [one] { $asked } požadovaného uzlu
   *[other] { $asked } požadovaných uzlů
} správně{ $others } ({ $percent } %): { $mistakes }
check-others-wrong = { $n ->
    [one] 1 další řádek chybně
    [few] { $n } další řádky chybně
   *[other] { $n } dalších řádků chybně
}
check-count-wrong-value = { $n ->
    [one] 1 chybná hodnota
    [few] { $n } chybné hodnoty
   *[other] { $n } chybných hodnot
}
check-count-wrong-window = { $n ->
    [one] 1 chybné okno
    [few] { $n } chybná okna
   *[other] { $n } chybných oken
}
check-count-pruned-but-searched = { $n ->
    [one] 1 uzel ořezán, ale má být prohledán
    [few] { $n } uzly ořezány, ale mají být prohledány
   *[other] { $n } uzlů ořezáno, ale má být prohledáno
}
check-count-searched-but-pruned = { $n ->
    [one] 1 uzel prohledán, ale má být ořezán
    [few] { $n } uzly prohledány, ale mají být ořezány
   *[other] { $n } uzlů prohledáno, ale má být ořezáno
}
check-count-missing = { $n ->
    [one] 1 uzel chybí
    [few] { $n } uzly chybí
   *[other] { $n } uzlů chybí
}
check-count-bad-line = { $n ->
    [one] 1 chybný řádek
    [few] { $n } chybné řádky
   *[other] { $n } chybných řádků
}
check-one-answer = jedna odpověď na uzel ({ $node } má odpověď už na řádku { $line })
check-second-answer = druhá odpověď { $node }
check-no-answer = { $file }: očekávány řádky odpovědi (`A = 3`, `C.2 pruned`; docs/homework.md), nenalezen žádný: soubor je prázdný nebo obsahuje jen komentáře a prázdné řádky
check-cannot-read = nelze přečíst { $file }: { $error }
check-answer-too-large = { $file }: očekáván soubor s odpovědí o nejvýše { $mib } MiB, nalezen větší soubor
check-minimax = minimax
check-fail-hard-alphabeta = fail-hard alfa-beta
check-fail-soft-alphabeta = fail-soft alfa-beta
check-cut-ge = řez při α ≥ β
check-cut-gt = řez jen při α > β
check-view-max = hodnoty z pohledu hráče MAX
check-view-side = hodnoty z pohledu hráče na tahu
check-why-at = α = { $alpha } { $op } β = { $beta } v uzlu { $node } po { $child }
check-why-wins-in-one = { $child } vyhrává v uzlu { $node } jedním tahem a nic to nepřekoná
check-why-pruned = ořezán, protože { $cut }
check-why-pruned-inside = leží pod uzlem { $top }, který je ořezán, protože { $cut }
check-why-minimax-searches = minimax prohledává všechny uzly
check-why-first-child = první potomek uzlu { $node } se prohledává vždy
check-why-root-searched = kořen se prohledává vždy
check-why-searched = prohledán, protože { $at }
check-why-searched-tie = prohledán, protože { $at }, a { $option } řeže jen při α > β
check-why-no-windows = minimax nemá okna
check-why-root-window = kořen se prohledává s oknem { $window }
check-why-window-after = oknem uzlu { $parent } po { $child }
check-why-window-on-entry = oknem uzlu { $parent } při vstupu
check-why-window = { $node } se prohledává s { $from }{ $farther }
check-why-window-negated = { $node } se prohledává s { $from }, { $window }, negovaným a s prohozenými mezemi{ $farther }
check-why-farther = , skóre výhry posunuta o tah dál
check-why-leaf = hodnota listu je dána ve stromu
check-why-failed-high = { $how ->
    [cut] v uzlu { $node } nastal řez
   *[closes] okno uzlu { $node } se uzavřelo
} po { $child } (α = { $alpha } ≥ β = { $beta })
check-why-no-child-rose = žádný potomek uzlu { $node } nepřekročil α = { $alpha }
check-why-no-child-fell = žádný potomek uzlu { $node } neklesl pod β = { $beta }
check-why-bound = { $reason }, takže jeho hodnota je jen { $bound ->
    [upper] horní
   *[lower] dolní
} mez a { $rule }{ $asked }
check-why-written = , zapsaná `{ $answer }` ({ $option })
check-why-negamax = { $node } bere největší z negovaných hodnot svých potomků ({ $list })
check-why-max = { $node } je uzel MAX: největší z hodnot jeho potomků ({ $list })
check-why-min = { $node } je uzel MIN: nejmenší z hodnot jeho potomků ({ $list })
check-why-chance = { $node } je náhodový uzel: hodnoty jeho potomků vážené jejich pravděpodobnostmi a sečtené ({ $list })
check-line = řádek { $line }
check-error = chyba: { $error }
check-html-title = Kontrola odpovědí: { $tree }
check-html-marked = Hodnoceno podle { $algorithm ->
    [alphabeta] algoritmu alfa-beta
   *[minimax] algoritmu minimax
} ({ $convention }, řez při α { $op } β, { $view }, meze { $bounds ->
    [required] vyžadovány
    [accepted] přijímány
   *[refused] nepřijímány
}).
check-html-node = uzel
check-html-line = řádek
check-html-answer = odpověď
check-html-mistake = chyba
check-html-first = První chyba, krok { $step } z { $steps }: { $caption } Zde se odpověď odchyluje, v uzlu { $node }{ $answer }: { $text }
check-html-replay = Přehrát do tohoto kroku
check-html-replay-title = Přehrávání prohledávání

check-expect-range = hodnota mezi -{ $limit } a { $limit }
check-expect-fraction = hodnota (celé číslo, zlomek jako `13/6` nebo desetinné číslo jako `2.1`)
check-expect-integer = hodnota (celé číslo)
check-expect-window-bound = mez okna: celé číslo, `-inf` nebo `inf`
check-expect-node = uzel (označení jako `C` nebo cesta jako `C.2`)
check-expect-rel = `=`, `<=` nebo `>=`
check-expect-claim = `=`, `<=`, `>=` a hodnota, nebo `pruned`
check-expect-end-of-line = konec řádku (nebo komentář `#`)
check-expect-bound = { $bound }: celé číslo, `-inf` nebo `inf`
check-expect-comma = `,` mezi α a β
check-expect-close = `]` uzavírající okno
check-found-end-of-line = konec řádku

check-practice-language = Jazyk
check-practice-convention = Konvence:
check-practice-how = Jak ji vyplnit
check-practice-how-values = Do každého políčka zapište hodnotu uzlu: { $three }, nebo mez { $le } / { $ge } (funguje i { $lesym } a { $gesym }) tam, kde je hodnota uzlu jen mezí. Listy mají hodnoty už zapsané.
check-practice-how-prune = Klepnutím na nůžky na hraně (nebo stiskem { $enter } na ní) označíte větev jako ořezanou; dalším klepnutím to vrátíte. Nic pod ořezanou hranou se neprohledává.
check-practice-how-windows = Zaškrtnutím { $windows } zapíšete také okno ⟨α, β⟩, se kterým se do uzlu vstupuje.
check-practice-how-keys = { $tab } přejde na další políčko nebo hranu, šipky z uzlu na uzel ({ $down } první potomek, { $up } rodič, { $left }/{ $right } sourozenci), { $enter } v políčku na další políčko.
check-practice-how-check = { $check } ohodnotí všechny uzly; { $first } přehraje prohledávání až do místa, kde se od něj vaše odpověď odchyluje; { $download } ji uloží pro { $command }. Vaše práce se uchovává v tomto prohlížeči.
check-practice-check = Zkontrolovat
check-practice-first = Ukázat první chybu
check-practice-solution = Ukázat řešení
check-practice-clear = Vymazat
check-practice-download = Stáhnout odpověď
check-practice-windows = Okna
check-practice-exercise = Úloha { $n }
check-practice-value-of = Hodnota uzlu { $node } ({ $player })
check-practice-bound-of = { $bound } uzlu { $node }
check-practice-prune-edge = Ořezat hranu do uzlu { $node }
check-practice-bad-box = chybný řádek (očekávána hodnota jako 3, <=3 nebo >=3 a okno z celých čísel, -inf nebo inf; nalezeno { $found })
check-practice-score = { $correct } z { $asked ->
    [one] { $asked } požadovaného uzlu
   *[other] { $asked } požadovaných uzlů
} správně{ $others }
check-practice-score-percent = { $score } ({ $percent } %)
check-practice-score-head = { $score }:
check-practice-all-correct = { $n ->
    [one] Jediný požadovaný uzel správně.
    [few] Všechny { $n } požadované uzly správně.
   *[other] Všech { $n } požadovaných uzlů správně.
}
check-practice-total = Celkem: { $correct } z { $total } ({ $percent } %), zkontrolováno { $done } z { $exercises ->
    [one] { $exercises } úlohy
   *[other] { $exercises } úloh
}
check-practice-replay-title = Přehrávání prohledávání: { $title }
check-practice-no-mistake = Žádná chyba: vaše odpověď krok za krokem odpovídá prohledávání.
check-practice-nothing-yet = Zatím není co přehrát: vyplňte nějaké uzly.
check-practice-you-wrote = (zapsali jste { $answer })
check-practice-where = { $node }{ $wrote }: { $text }
check-practice-first-at = V kroku { $step } z { $steps } se vaše odpověď odchyluje od prohledávání, v uzlu { $where }
check-practice-first-step = Krok { $step } z { $steps }: { $caption } Zde se vaše odpověď odchyluje, v uzlu { $where }
check-practice-conv-chance = expectiminimax (AIMA §5.5), hodnoty z pohledu hráče MAX, zapsané přesně (2.1 nebo 13/6)
check-practice-conv-view-max = hodnoty a okna z pohledu hráče MAX
check-practice-conv-view-side = hodnoty a okna z pohledu hráče na tahu (negamax)
check-practice-conv-minimax = minimax (prohledává se každý uzel, hodnoty jsou přesné), { $view }
check-practice-conv-soft = fail-soft (uzel, jehož prohledávání selže, vrací nejlepší nalezenou hodnotu)
check-practice-conv-hard = fail-hard (uzel, jehož prohledávání selže, vrací mez svého okna)
check-practice-conv-bounds-accept = hodnota, která je jen mezí, se zapisuje ≤ 3 / ≥ 3 nebo = 3
check-practice-conv-bounds-require = hodnota, která je jen mezí, se musí zapsat ≤ 3 / ≥ 3
check-practice-conv-bounds-reject = každá hodnota se zapisuje = 3, i meze
check-practice-conv-alphabeta = alfa-beta zleva doprava, { $fail }, řez při { $cut }, { $view }, { $bounds }
check-practice-exercise-title = Úloha { $n } (semínko { $seed })
check-practice-title = Procvičení { $chance ->
    [yes] expectiminimaxu
   *[no] alfa-beta
} (semínko { $seed })
check-practice-title-many = Procvičení { $chance ->
    [yes] expectiminimaxu
   *[no] alfa-beta
}: { $count ->
    [one] { $count } úloha
    [few] { $count } úlohy
   *[other] { $count } úloh
}

check-practice-title-file = Procvičení: { $file }
check-practice-title-depth = Procvičení: { $file } do hloubky { $depth }

check-expect-json-either = buď `"pruned": true`, nebo hodnota
check-found-json-both = obojí
check-expect-json-value = `value` (nebo `"pruned": true`)
check-found-json-neither = ani jedno
check-expect-json-bound = `bound` rovné `=`, `<=` nebo `>=`
check-expect-json-window-bound = mez okna

# check --algorithm mcts (src/homework/mcts_mark.rs): Monte Carlo tree search answers.
check-mcts-all-correct = { $n ->
    [one] jediná odpověď správně
    [few] všechny { $n } odpovědi správně
   *[other] všech { $n } odpovědí správně
}
check-mcts-verdict = { $right } z { $asked } { $asked ->
    [one] odpovědi
   *[other] odpovědí
} správně{ $others } ({ $percent } %)
check-mcts-not-utf8 = odpověď není text v UTF-8
check-mcts-bad-line = tento řádek nelze přečíst (očekáváno `path: A B …`, `expand: UZEL` nebo `UZEL N=… W=…`)
check-mcts-step = krok { $n }
check-mcts-expand = rozšíření
check-mcts-wrong-step = { $got } má UCB1 { $got_ucb }, ale { $expected } má { $expected_ucb } (Q { $q } + { $bonus }): výběr bere největší hodnotu pro { $side }
check-mcts-not-child = { $got } není ve stromu potomkem uzlu { $parent }
check-mcts-goes-on = výběr se v { $node } nezastaví: všechny jeho tahy už jsou ve stromu, takže pokračuje do { $expected } (UCB1 { $ucb })
check-mcts-after-wrong = následuje po chybném kroku: výběr jde z { $parent } do { $expected }
check-mcts-stops = výběr se zastaví v { $node }: má tah, který ještě není ve stromu ({ $untried })
check-mcts-stops-leaf = výběr se zastaví v { $node }: je to list
check-mcts-wrong-expand = rozšíření přidá první tah uzlu { $node }, který ještě není ve stromu (v pořadí generování): { $expected }
check-mcts-no-expand = nic se nerozšiřuje: výběr končí v listu { $node }, jehož hodnota je výsledkem simulace
check-mcts-wrong-n = očekáváno { $expected } ({ $before } + 1): zpětné šíření přidá každému uzlu na cestě jednu návštěvu
check-mcts-wrong-w = očekáváno { $expected } ({ $before } + { $playout }): zpětné šíření přičte výsledek simulace (z pohledu hráče MAX) každému uzlu na cestě
check-mcts-off-path = { $node } není na cestě: jeho N a W zůstávají { $n } a { $w }
check-mcts-unknown = uzel { $node } ve stromu není
check-mcts-twice = uzel { $node } je zodpovězen dvakrát
method-minimax-only = { $o0 } je konvence minimaxu a alfa-beta, ne { $o1 }
method-mcts-only = { $o0 } patří jen k { $o1 } (Monte Carlo prohledávání stromu)
method-chance = strom má náhodové uzly: odpovědi se hodnotí algoritmem expectiminimax; zadejte { $o0 } nebo { $o1 } vynechte
method-contradicts-file = { $o0 } odporuje nastavení `{ $setting }`, se kterým byl soubor úlohy vytvořen: vynechte je, aby se hodnotilo podle souboru, nebo zadejte { $o1 }, aby se hodnotilo podle něj
method-over-file = hodnoceno s { $o0 }, ne podle `{ $setting }` ze souboru úlohy ({ $o1 })
check-mcts-html-settings = opraveno podle iterace { $k } + 1 algoritmu UCT s C = { $c } a semínkem { $seed }
# Stránka k procvičení MCTS (src/homework/mcts_practice.rs, templates/practice_mcts.*).
check-mcts-practice-title = Procvičení prohledávání stromu Monte Carlo (semínko { $seed })
check-mcts-practice-title-many = Procvičení prohledávání stromu Monte Carlo: { $count ->
    [one] { $count } úloha
    [few] { $count } úlohy
   *[other] { $count } úloh
}
check-mcts-practice-how = Jak odpovídat
check-mcts-practice-how-path = Klikejte na uzly cesty výběru ve stromu od kořene dolů, nebo napište jejich jména (A B C.2); ⌫ odebere poslední.
check-mcts-practice-how-expand = Napište uzel, který přidá rozšíření (none, když cesta končí v listu), nebo zaškrtněte „{ $pick }“ a klikněte na něj.
check-mcts-practice-how-stats = Vyplňte N a W po zpětném šíření u každého uzlu cesty a u rozšířeného uzlu; řádky o jiných uzlech patří do pole pod nimi.
check-mcts-practice-how-check = { $check } ohodnotí odpověď tak jako gametree check a pak ukáže řešení; { $download } ji uloží jako soubor pro gametree check.
check-mcts-practice-path = Cesta
check-mcts-practice-back = Odebrat poslední uzel cesty
check-mcts-practice-expand = Rozšířený uzel
check-mcts-practice-pick = kliknutí vybírá rozšířený uzel
check-mcts-practice-stats = N a W po zpětném šíření
check-mcts-practice-node = Uzel
check-mcts-practice-other = Další řádky
check-mcts-practice-answer = Vaše odpověď, jak ji čte gametree check:
check-mcts-practice-empty = (zatím nic nenapsáno)
check-mcts-practice-tree = Stáhnout strom
check-mcts-practice-solution = Řešení: iterace { $next }
# -- end of check --


## exercise
## Exercise sheets, instructions, Moodle/QTI/PrairieLearn question texts and feedback (src/homework/exercise, sheet, lms).

exercise-title-alphabeta = Úloha na alfa-beta prořezávání (semínko { $seed })
exercise-title-chance = Úloha na expectiminimax (semínko { $seed })
exercise-help-alphabeta = Projděte strom algoritmem alfa-beta zleva doprava, ve variantě fail-hard (uzel, jehož prohledávání selže, vrátí mez svého okna, zapsanou ≤ nebo ≥), s řezem při α ≥ β. Uzly MAX jsou obdélníky, uzly MIN elipsy; levý okraj pojmenovává každou úroveň. Kořen je A; vnitřní uzly jsou označeny A, B, … v pořadí návštěvy, na hraně nad nimi; list se jmenuje podle svého rodiče a svého pořadí, např. C.2 je druhý potomek uzlu C. Do každého políčka zapište α | hodnota | β, hodnoty z pohledu hráče MAX, a přeškrtněte hrany ořezaných větví.
exercise-help-chance = Projděte strom algoritmem expectiminimax (AIMA §5.5): uzel MAX má hodnotu největší z hodnot svých potomků, uzel MIN nejmenší, náhodový uzel (kruh) součet hodnot svých potomků násobených pravděpodobnostmi na jejich hranách. Uzly MAX jsou obdélníky, uzly MIN elipsy; levý okraj pojmenovává každou úroveň. Kořen je A; vnitřní uzly jsou označeny A, B, … v pořadí návštěvy, na hraně nad nimi; list se jmenuje podle svého rodiče a svého pořadí, např. C.2 je druhý potomek uzlu C. Do každého uzlu zapište jeho hodnotu z pohledu hráče MAX, přesně (2,1 nebo 13/6).
exercise-level-chance = NÁHODA
exercise-position-alphabeta =
    Úloha na alfa-beta. Kořen je A; vnitřní uzly jsou označeny A, B, … v pořadí
    návštěvy; list se jmenuje podle rodiče a pořadí: C.2 je druhý potomek uzlu C.
    Formát odpovědi a hodnocení: docs/homework.md (gametree check).
exercise-position-chance =
    Úloha na expectiminimax: náhodový uzel píše před každého potomka jeho
    pravděpodobnost.
    Kořen je A; vnitřní uzly jsou označeny A, B, … v pořadí
    návštěvy; list se jmenuje podle rodiče a pořadí: C.2 je druhý potomek uzlu C.
    Formát odpovědi a hodnocení: docs/homework.md (gametree check).
exercise-category = gametree alfa-beta (semínko kurzu { $seed })
exercise-bank-info = Úlohy na herní stromy vytvořené programem gametree, jedna pro každého studenta ({ $conventions }).
exercise-question-name = Alfa-beta, varianta { $id } (semínko { $seed })
exercise-moodle-instructions = U každého vnitřního uzlu zvolte, jak je jeho hodnota známa — přesně (=), jako horní mez (≤) nebo jako dolní mez (≥) — a { $values } (0 u uzlu, kam prohledávání nedojde); potom zaškrtněte potomky, jejichž větve jeho prohledávání ořízne ({ $none }, pokud neořízne žádnou).
exercise-moodle-value = zapište hodnotu z pohledu hráče MAX
exercise-moodle-value-chance = zapište hodnotu z pohledu hráče MAX na dvě desetinná místa
exercise-column-node = Uzel
exercise-column-known = Jak je známa
exercise-column-value = Hodnota
exercise-column-cut = Ořezáno pod ním
exercise-choice-not-searched = neprohledán
exercise-choice-none = žádný
exercise-model-answer = Vzorová odpověď (ve formátu gametree check):
exercise-figure-alt = Strom úlohy: nahoře kořen A, vnitřní uzly pojmenované na hranách nad nimi, listy s hodnotami
exercise-qti-instructions = U každého vnitřního uzlu zvolte, jak je jeho hodnota známa — přesně (=), jako horní mez (≤), jako dolní mez (≥), nebo neprohledán — a zapište hodnotu z pohledu hráče MAX; potom vyberte potomky, jejichž větve jeho prohledávání ořízne (žádný, pokud neořízne žádnou).
exercise-qti-cut-prompt = Potomci uzlu { $node }, jejichž větve jeho prohledávání ořízne:
exercise-pl-title = Alfa-beta ručně
exercise-pl-work = Projděte tento strom ručně algoritmem alfa-beta: { $conventions }.
exercise-pl-instructions = U každého vnitřního uzlu zapište jeho hodnotu jako { $value }, nebo tam, kde je hodnota jen mezí, { $le } nebo { $ge }; u vnitřního uzlu, kam prohledávání nedojde, zapište { $pruned } a uzly pod ořezaným nechte prázdné. Potom vypište ořezané listy ({ $leaves }: druhý a třetí potomek uzlu C).
exercise-pl-placeholder = 3, <=3, >=3 nebo pruned
exercise-pl-pruned-leaves = Ořezané listy
exercise-pl-wrong-value = chybná hodnota
exercise-pl-wrong-window = chybné okno
exercise-pl-pruned-but-searched = ořezán, ale prohledává se
exercise-pl-searched-but-pruned = prohledán, ale je ořezán
exercise-pl-missing = chybí
exercise-pl-missing-expected = { $what } (správně { $expected })
exercise-pl-expected-got = { $what } (správně { $expected }, zapsáno { $got })
exercise-pl-unreadable = nelze přečíst: očekáváno { $expected }, nalezeno { $found }
exercise-pl-no-leaf = takový list ve stromu není (list se jmenuje podle rodiče a pořadí: C.2)
exercise-gradebook-no-submission = nic neodevzdáno (žádný soubor s odpovědí nenese jméno tohoto studenta)
exercise-gradebook-several = jméno tohoto studenta nese více souborů s odpověďmi: { $files }
exercise-gradebook-first-mistake = První chyba: { $node }: { $why }

exercise-note-seed = semínko: { $seed } (s --seed { $seed } vznikne tato úloha znovu)
exercise-note-made = exercise: semínko { $seed }, pokus { $attempt }, { $cutoffs } { $cutoffs ->
        [one] řez
        [few] řezy
       *[other] řezů
    } (z toho { $deep } { $deep ->
        [one] hluboký
        [few] hluboké
       *[other] hlubokých
    })
exercise-note-variants = exercise: { $count } { $count ->
        [one] varianta
        [few] varianty
       *[other] variant
    } ze semínka kurzu { $seed }
exercise-note-bank = exercise: { $count } { $count ->
        [one] varianta
        [few] varianty
       *[other] variant
    } ze semínka kurzu { $seed }, { $size } ({ $each } na variantu)
exercise-note-too-large = poznámka: banka je větší než 2 MB, výchozí limit nahrávání PHP (upload_max_filesize), který Moodle může mít: vytvořte ji po částech nejvýše { $part } { $part ->
        [one] studenta
       *[other] studentů
    } (každou z vlastního seznamu), nebo nechte limit zvýšit
exercise-note-too-large-png = poznámka: banka je větší než 2 MB, výchozí limit nahrávání PHP (upload_max_filesize), který Moodle může mít: zadejte --no-png, vytvořte ji po částech nejvýše { $part } { $part ->
        [one] studenta
       *[other] studentů
    } (každou z vlastního seznamu), nebo nechte limit zvýšit
exercise-note-prairielearn = exercise: otázka pro PrairieLearn v { $dir }

exercise-unmatched-inside-word = { $id } je v názvu jen uvnitř delšího slova; pojmenujte soubor tak, aby id stálo samo, např. `hw2-{ $bare }.txt`
exercise-unmatched-no-id = název souboru musí obsahovat id autora jako samostatné slovo, např. `hw2-{ $id }.txt`
exercise-unmatched-empty-key = klíč neuvádí žádného studenta
exercise-unmatched-inside-words = { $ids } jsou v názvu jen uvnitř delších slov; pojmenujte soubor tak, aby jedno id stálo samo
exercise-unmatched-names-none = { $file }: nenese jméno žádného studenta z klíče ({ $hint })
exercise-unmatched-names-several = { $file }: nese jména více studentů ({ $ids })
exercise-class-unmatched = nepřiřazeno: { $what }

# exercise --algorithm mcts (src/homework/mcts.rs): Monte Carlo tree search exercises.
exercise-mcts-iterations = { $o0 } musí být pro úlohu na MCTS 1 až { $max }
exercise-mcts-why = v žádném stromu další výběr neporovnal navštívené potomky bez shody; zkuste jiné semínko nebo více iterací
exercise-mcts-title = Úloha na prohledávání stromu metodou Monte Carlo (semínko { $seed })
exercise-mcts-legend = Každý uzel prohledávacího stromu ukazuje W/N: celkovou odměnu a počet návštěv (z pohledu hráče MAX; v listu W = N · jeho hodnota); pomlčka: uzel ještě není ve stromu; list mimo strom: jeho hodnota.
exercise-mcts-question =
    Strom po { $k } { $k ->
        [one] iteraci
       *[other] iteracích
    } MCTS (UCT, C = { $c }). Iterace { $next }: kudy povede výběr, který uzel se rozšíří a jaké budou N a W každého uzlu na cestě po zpětném šíření, když simulace skončí výsledkem { $playout }?
exercise-mcts-solution =
    Strom po { $k } { $k ->
        [one] iteraci
       *[other] iteracích
    }: W/N v každém uzlu.
exercise-mcts-position = Úloha na prohledávání stromu metodou Monte Carlo. Kořen je A; vnitřní uzly jsou označeny A, B, … v pořadí
    návštěvy; list se jmenuje podle rodiče a svého pořadí: C.2 je druhý potomek uzlu C.
    Formát odpovědi (docs/homework.md): `path: A B …`, `expand: UZEL`, `UZEL N=… W=…`.
    Hodnocení: { $check } (s tímto souborem a odpovědí)
exercise-mcts-note-made = úloha: semínko { $seed }, pokus { $attempt }, cesta dalšího výběru { $path }
exercise-mcts-bank-info = Úlohy na prohledávání stromu metodou Monte Carlo vytvořené programem gametree, jedna na studenta (UCT; cesta další iterace, rozšíření a N a W po zpětném šíření).
exercise-mcts-column-answer = Odpověď
exercise-mcts-moodle-step = výběr jde z { $parent } do { $expected }: do potomka s největší hodnotou UCB1 pro hráče na tahu
exercise-mcts-path-node = { $n }. uzel cesty
exercise-mcts-expanded-node = rozšířený uzel
exercise-mcts-moodle-instructions = Každý krok výběru zapište jako uzel, do kterého vede (B, C.2, …), dále rozšířený uzel (none, když výběr skončí v listu) a N a W uzlů cesty od kořene, nakonec rozšířeného uzlu.
exercise-mcts-question-name = MCTS, varianta { $id } (semínko { $seed })
exercise-mcts-pl-title = Monte Carlo prohledávání stromu: další iterace
exercise-mcts-pl-instructions = Napište cestu, kterou výběr projde od kořene, jako { $path }; uzel, který rozšíření přidá, nebo { $none }; a N a W každého uzlu na cestě a rozšířeného uzlu po zpětném šíření, jako { $stats }.
exercise-mcts-pl-path = cesta výběru
exercise-mcts-pl-stats = N a W po zpětném šíření
exercise-mcts-no-chance = { $o0 } dělá úlohy bez náhodových uzlů: ne s { $o1 } ani { $o2 }
# -- end of exercise --


## summary
## search/solve/perft/compare/play summaries and tables (src/cli, src/solve, src/compare, src/play).

# gametree search: souhrnný řádek (src/render/backend/text.rs).
summary-search = hodnota { $value }, nejlepší tah { $best }, { $counts }{ $extra }, { $ms } ms
summary-no-move = žádný
summary-visited = { $n ->
    [one] { $n } navštívený uzel
    [few] { $n } navštívené uzly
   *[other] { $n } navštívených uzlů
}
summary-leaves = { $n ->
    [one] { $n } ohodnocený list
    [few] { $n } ohodnocené listy
   *[other] { $n } ohodnocených listů
}
summary-terminals = { $n ->
    [one] { $n } koncový uzel
    [few] { $n } koncové uzly
   *[other] { $n } koncových uzlů
}
summary-cutoffs = { $n ->
    [one] { $n } řez
    [few] { $n } řezy
   *[other] { $n } řezů
}
summary-pruned = { $n ->
    [one] { $n } ořezaný tah
    [few] { $n } ořezané tahy
   *[other] { $n } ořezaných tahů
}
summary-test-yes = test: hodnota ≥ { $k }? ano
summary-test-no = test: hodnota ≥ { $k }? ne
summary-clamped = { $n ->
    [one] { $n } ohodnocení omezeno
    [few] { $n } ohodnocení omezena
   *[other] { $n } ohodnocení omezeno
} na ±{ $t }
summary-cut-gt = řezy jen při α > β
summary-researches = { $n ->
    [one] { $n } opakované prohledání
    [few] { $n } opakovaná prohledání
   *[other] { $n } opakovaných prohledání
}
summary-tt = { $probes ->
    [one] { $probes } dotaz
    [few] { $probes } dotazy
   *[other] { $probes } dotazů
} do transpoziční tabulky ({ $hits ->
    [one] { $hits } úspěšný
    [few] { $hits } úspěšné
   *[other] { $hits } úspěšných
})
summary-passes = { $n ->
    [one] { $n } průchod
    [few] { $n } průchody
   *[other] { $n } průchodů
}
summary-iterations = { $n ->
    [one] { $n } iterace
    [few] { $n } iterace
   *[other] { $n } iterací
}
summary-value-max-wins = { $value } (vyhrává MAX)
summary-value-min-wins = { $value } (vyhrává MIN)
summary-value-draw = { $value } (remíza)
summary-value-max-wins-in = { $value } (MAX vyhraje za { $plies ->
    [one] { $plies } tah
    [few] { $plies } tahy
   *[other] { $plies } tahů
})
summary-value-min-wins-in = { $value } (MIN vyhraje za { $plies ->
    [one] { $plies } tah
    [few] { $plies } tahy
   *[other] { $plies } tahů
})
summary-side-white = bílý
summary-side-black = černý
summary-side-red = červený
summary-side-yellow = žlutý
summary-side-south = jih
summary-side-north = sever
summary-side-first = první hráč
summary-side-second = druhý hráč
# gametree solve (src/solve/mod.rs).
summary-solve-verdict = na tahu { $who }: { $verdict }{ $cut }
summary-solve-win-in = výhra za { $plies ->
    [one] { $plies } tah
    [few] { $plies } tahy
   *[other] { $plies } tahů
} (hodnota { $value })
summary-solve-loss-in = prohra za { $plies ->
    [one] { $plies } tah
    [few] { $plies } tahy
   *[other] { $plies } tahů
} (hodnota { $value })
summary-solve-win = výhra (hodnota { $value })
summary-solve-loss = prohra (hodnota { $value })
summary-solve-draw = remíza (hodnota { $value })
summary-solve-unknown-value = neznámý výsledek (hodnota { $value })
summary-solve-margin-win = výhra, konečný rozdíl v kamenech { $margin } při nejlepší hře{ $line }
summary-solve-margin-loss = prohra, konečný rozdíl v kamenech { $margin } při nejlepší hře{ $line }
summary-solve-margin-draw = remíza, konečný rozdíl v kamenech { $margin } při nejlepší hře{ $line }
summary-solve-main-line-plies = ; hlavní varianta { $plies ->
    [one] { $plies } tah
    [few] { $plies } tahy
   *[other] { $plies } tahů
}
summary-solve-unknown-margin = neznámý výsledek: konečný rozdíl leží mezi { $lo } a { $hi } ({ $why })
summary-solve-unknown = neznámý výsledek: žádná vynucená výhra ani prohra do { $plies ->
    [one] { $plies } tahu
   *[other] { $plies } tahů
} ({ $why })
summary-solve-stopped = { $limit } zastavil řešení: zvyšte jej a pokračujte
summary-solve-ply-limit = jedna varianta dosáhla hloubky { $plies ->
    [one] { $plies } tahu
   *[other] { $plies } tahů
} a hra neskončila: hra možná nemá konec
summary-solve-cancelled = řešení bylo zrušeno
summary-solve-by-ply-limit = limit tahů
summary-solve-by-cancellation = zrušení
summary-solve-cut-short = (hlavní variantu zkrátil { $nodes } nebo { $time })
summary-solve-work = { $nodes ->
    [one] { $nodes } uzel
    [few] { $nodes } uzly
   *[other] { $nodes } uzlů
} za { $secs } s (celkem { $total }, tabulka { $used } z { $cap } položek); strom strategie { $tree ->
    [one] { $tree } uzel
    [few] { $tree } uzly
   *[other] { $tree } uzlů
}
summary-solve-no-endgame = ; bez databáze koncovek: { $why }
summary-solve-endgame = ; databáze koncovek do { $stones } kamenů ve hře ({ $entries } rozestavení, tříd načteno { $read }, vytvořeno { $built }, { $secs } s{ $notes })
summary-solve-endgame-unsaved = neuloženo do mezipaměti: { $why }
summary-solve-endgame-untrusted = mezipaměť nepoužita: { $why }
summary-solve-endgame-corrupt = poškozené soubory mezipaměti vytvořeny znovu: { $n }
summary-solve-endgame-stopped = { $limit } zastavil její tvorbu při { $stones } kamenech
summary-solve-main-line = hlavní varianta: { $line }
summary-solve-line-unknown = neznámá ({ $by } zastavil řešení dříve)
summary-solve-line-none = žádná (hra skončila)
summary-solve-building = vytváření databáze koncovek: { $stones } z { $of } kamenů ve hře, { $secs } s
summary-solve-reading = načítání databáze koncovek: { $stones } z { $of } kamenů ve hře, { $secs } s
summary-solve-progress = prohledané pozice: { $nodes }, tabulka zaplněna na { $full } %, { $secs } s{ $limit }
summary-solve-progress-limit = z časového limitu { $secs } s
# gametree perft.
summary-perft = { $game } perft { $depth }: { $total ->
    [one] { $total } listová pozice
    [few] { $total } listové pozice
   *[other] { $total } listových pozic
} za { $secs } s{ $rate }
summary-leaves-per-second = { $rate } listů/s
summary-perft-subtrees = podstromů
summary-perft-eta = zbývá

# gametree compare (src/compare): záhlaví tabulek.
summary-compare-column-algorithm = algoritmus
summary-compare-column-order = uspořádání
summary-compare-column-value = hodnota
summary-compare-column-best = nejlepší tah
summary-compare-column-nodes = uzly
summary-compare-column-leaves = listy
summary-compare-column-terminals = koncové uzly
summary-compare-column-cutoffs = řezy
summary-compare-column-tt-probes = dotazy do TT
summary-compare-column-tt-hits = zásahy v TT
summary-compare-column-researches = opak. prohledání
summary-compare-column-passes = průchody
summary-compare-column-time = čas ms
summary-compare-column-nodes-per-second = uzly/s
summary-compare-column-vs-baseline = % minimaxu
summary-compare-mark-baseline = základ
summary-compare-mark-oracle = věštec
summary-compare-depth = hloubka { $depth }
summary-compare-depth-to-end = hloubka až do konce
summary-compare-disagree = ALGORITMY SE NESHODUJÍ V HODNOTĚ KOŘENE.
summary-compare-baseline-note = (základ) obyčejný minimax v přirozeném uspořádání, prohledaný jednou: { $nodes ->
    [one] { $nodes } uzel
    [few] { $nodes } uzly
   *[other] { $nodes } uzlů
}{ $column }.
summary-compare-baseline-column = ; % minimaxu je počet uzlů každého řádku v procentech z tohoto počtu
summary-compare-baseline-stopped = Základní minimax se zastavil na svém limitu { $limit } uzlů (menší z --max-nodes a { $nodes }): nemá řádek a sloupec % minimaxu je prázdný.
summary-compare-oracle-note = (věštec) uspořádání best a worst řadí potomky každého uzlu podle jejich skutečných hodnot, zjištěných dalšími prohledáváními, která se nepočítají ani nezaznamenávají: jejich počty uzlů ukazují, čeho dosáhne dokonalé (nebo nejhorší) uspořádání.{ $timing }
summary-compare-oracle-timing = Jejich čas a uzly/s zahrnují i ta prohledávání, proto zůstávají prázdné (—).
summary-compare-unordered-one = { $name } navštíví každý uzel bez ohledu na uspořádání: jeden řádek, v přirozeném uspořádání.
summary-compare-unordered-many = { $names } navštíví každý uzel bez ohledu na uspořádání: po jednom řádku, v přirozeném uspořádání.
summary-compare-and = a
summary-compare-knuth-moore = pravidelný strom { $b }, { $d }: minimální strom podle Knutha–Moora má { $m ->
    [one] { $m } list
    [few] { $m } listy
   *[other] { $m } listů
} ({ $formula })
summary-compare-iterative = iterativní prohlubování do hloubky { $depth }: řádky alfa-beta a MTD(f) prohledávají hloubky 1 až { $depth } a počítají uzly všech iterací
summary-compare-guess-then = první odhad MTD(f) { $guess }, pak hodnota každé iterace
summary-compare-guess = první odhad MTD(f) { $guess }
summary-compare-guess-each = prvním odhadem MTD(f) je hodnota každé iterace
summary-compare-chart-alt = Uzly navštívené v každém řádku a uzly v každém tahu v logaritmickém měřítku
summary-compare-chart-comment = Grafy se zapisují jen s -o SOUBOR.md, jako SOUBOR-chart.svg vedle něj.
summary-compare-nodes-visited = Navštívené uzly
summary-compare-nodes-per-ply = Uzly v jednotlivých půltazích (logaritmické měřítko)
summary-compare-chart-nodes = uzly
summary-compare-chart-ply = tah
summary-compare-bars-title = Uzly navštívené v každém řádku
summary-compare-plies-title = Uzly v jednotlivých půltazích, logaritmické měřítko
summary-compare-branching = Efektivní faktor větvení v jednotlivých půltazích
summary-compare-branching-row = řádek
summary-compare-disagreement = CHYBA: algoritmy se neshodují v hodnotě kořene:
summary-compare-disagreement-value = hodnota { $value }

# gametree play (src/play).
summary-play-prompt = na tahu { $side }
summary-play-engine = { $side } (počítač) hraje { $mv }   hodnota { $value }, { $nodes ->
    [one] { $nodes } uzel
    [few] { $nodes } uzly
   *[other] { $nodes } uzlů
}, { $ms } ms
summary-play-chance = náhoda: { $outcome } (pravděpodobnost { $p }, vylosováno se semínkem { $seed })
summary-play-node = uzel { $label }
summary-play-legal-moves = přípustné tahy: { $moves }
summary-play-help = zadejte tah, nebo: ? (přípustné tahy), hint (nápověda), undo (zpět), tree [SOUBOR] (strom), save SOUBOR (uložit), quit (konec)
summary-play-hint = nápověda: { $mv } (hodnota { $value })
summary-play-no-hint = bez nápovědy: { $why }
summary-play-save-needs-file = save potřebuje jméno souboru: save SOUBOR
summary-play-illegal = { $mv } zde není přípustný tah; zadejte ? pro přípustné tahy
summary-play-nothing-to-undo = není co vrátit
summary-play-undone = vráceno
summary-play-no-tree = počítač ještě neprohledával
summary-play-wrote-tree = poslední strom prohledávání ({ $nodes ->
    [one] { $nodes } uzel
    [few] { $nodes } uzly
   *[other] { $nodes } uzlů
}) zapsán do { $path }
summary-play-saved = záznam partie uložen do { $path }
summary-play-cannot-write = nelze zapsat { $path }: { $why }
summary-play-line-ignored = standardní vstup, řádek { $line }: { $why }; řádek se přeskakuje
summary-play-game-over = konec hry: { $result }
summary-play-wins = vyhrává { $side }
summary-play-draw = remíza
summary-play-leaf = dosažen list: hodnota { $value } pro MAX
summary-play-move-limit = remíza po dosažení limitu tahů ({ $plies ->
    [one] { $plies } tah
    [few] { $plies } tahy
   *[other] { $plies } tahů
})
summary-play-stopped = zastaveno
summary-play-unfinished = nedokončeno (vstup skončil)
summary-play-abandoned = vzdáno

# Poznámky na standardní chybový výstup: gametree check, man.
summary-error = chyba: { $error }
summary-check-not-submitted = { $n ->
    [one] poznámka: { $n } student z klíče nemá mezi zadanými soubory odpověď (hodnocení, --format csv, má řádek pro každého)
    [few] poznámka: { $n } studenti z klíče nemají mezi zadanými soubory odpověď (hodnocení, --format csv, má řádek pro každého)
   *[other] poznámka: { $n } studentů z klíče nemá mezi zadanými soubory odpověď (hodnocení, --format csv, má řádek pro každého)
}
summary-wrote = zapsáno { $path }
# Monte Carlo tree search (issue 42). gametree search -a mcts's summary line: $best is
# the move played (most visits), $n its visits, $q its mean reward W/N from MAX's view.
summary-mcts-search = { $iterations ->
        [one] { $iterations } iterace
        [few] { $iterations } iterace
       *[other] { $iterations } iterací
    }, zahraný tah { $best } (N = { $n }, Q = { $q } pro MAX), strom { $nodes ->
        [one] o { $nodes } uzlu
       *[other] o { $nodes } uzlech
    }, semínko { $seed }, C = { $c }, { $ms } ms
summary-mcts-search-no-move = { $iterations ->
        [one] { $iterations } iterace
        [few] { $iterations } iterace
       *[other] { $iterations } iterací
    }, žádný tah k zahrání, strom { $nodes ->
        [one] o { $nodes } uzlu
       *[other] o { $nodes } uzlech
    }, semínko { $seed }, C = { $c }, { $ms } ms
# gametree compare with mcts: its flags' errors.
summary-mcts-bad-iterations = { $o0 }: { $found } není počet iterací: očekávány počty alespoň 1, nebo A..B (řády A, 10·A, … až do B)
summary-mcts-iterations-twice = { $o0 }: { $n } iterací zadáno dvakrát
summary-mcts-bad-seeds = { $o0 }: { $found } není rozsah semínek: očekáváno A..B (A až B − 1), A..=B nebo jedno semínko
# gametree compare's Monte Carlo table: the lines above it.
summary-mcts-playout-random = náhodné simulace do konce hry
summary-mcts-playout-eval = simulace do hloubkového limitu, hodnocené znaménkem ohodnocení
summary-mcts-compare-heading = Monte Carlo prohledávání stromu (UCT, C = { $c }, { $playout }), jeden běh na semínko { $seeds } ({ $runs ->
        [one] { $runs } běh
        [few] { $runs } běhy
       *[other] { $runs } běhů
    } na řádek):
summary-mcts-compare-optimal = tahy optimální podle minimaxu ({ $reference }, hodnota { $value } pro MAX): { $moves }
summary-mcts-compare-no-moves = kořen nemá žádný tah k porovnání (skončená hra, list nebo uzel náhody)
summary-mcts-column-iterations = iterace
summary-mcts-column-runs = běhy
summary-mcts-column-optimal = optimální
summary-mcts-column-share = podíl optimálních
summary-mcts-column-most-frequent = nejčastější tah
summary-mcts-chart-title = Běhy, které zahrají tah optimální podle minimaxu
summary-mcts-chart-share = podíl běhů
summary-mcts-chart-iterations = iterace na běh (logaritmická škála)

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# `play --depth 0`: { $o0 } is the option and its value.
errors-cmd-play-depth-zero = { $o0 } nenechává programu žádný tah k výběru; zadejte 1 nebo více
# `play --max-nodes 0`.
errors-cmd-play-nodes-zero = { $o0 } nenechává programu žádný uzel k prohledání; zadejte 1 nebo více
# `play` with a test algorithm (a yes/no search); { $o0 } is `--algorithm NAME`.
errors-cmd-play-cannot-play = { $o0 } odpovídá, zda je hodnota alespoň K; nevybírá žádný tah, takže nemůže hrát: zadejte alphabeta, pvs, mtdf nebo jiné prohledávání
errors-cmd-play-mcts = { $o0 } zatím nehraje partie (použijte ho k prohledání pozice): zadejte alphabeta, pvs, mtdf nebo jiné prohledávání
# `solve --depth`: solve searches to the end.
errors-cmd-solve-depth = --depth se na solve nevztahuje: prohledává až do konce hry
# `solve --endgame N` above the largest endgame table.
errors-cmd-solve-endgame = --endgame: nejvýše { $max } kamenů ve hře
# `exercise --no-png` outside a question bank.
errors-cmd-no-png = --no-png vynechá záložní PNG z banky otázek: jen s --format moodle nebo qti
# `exercise --force` outside --format prairielearn.
errors-cmd-force = --force nahradí upravené soubory adresáře otázky: jen s --format prairielearn
# `exercise --roster` with a format that is not a class's.
errors-cmd-roster-format = --roster vytvoří variantu pro každého studenta: zadejte --format key, moodle nebo qti
# `exercise --count` with a format that takes one exercise.
errors-cmd-count-format = --count dá několik cvičení na jednu stránku k procvičování (--format practice), nebo vytvoří číslované varianty (--format key, moodle, qti)
# `exercise --count` above 50 on a practice page.
errors-cmd-count-max = --count: nejvýše 50 cvičení na jedné stránce k procvičování
# The roster file cannot be read; $reason is the operating system's (English).
errors-cmd-roster-read = { $path }: nelze přečíst seznam studentů: { $reason }
# `exercise --format prairielearn` without -o DIR.
errors-cmd-prairielearn-output = --format prairielearn zapisuje adresář otázky: zadejte -o ADRESÁŘ (ve složce questions/ kurzu)
# An exercise's depth of 0; { $o0 } is the depth option.
errors-cmd-spec-depth = { $o0 } musí být alespoň 1
# An exercise's branching out of range.
errors-cmd-spec-branching = { $o0 } musí být číslo ≥ 1 nebo rozsah LO..HI s 1 ≤ LO ≤ HI, nalezeno { $lo }..{ $hi }
# A deep cut-off asked of a tree less than 4 plies deep; { $o1 } is `--depth 4`, { $o2 } the depth given.
errors-cmd-spec-deep-depth = { $o0 } potřebuje { $o1 } nebo více: hluboký řez nastává v uzlu 3 tahy pod uzlem, jehož mez používá, a ten uzel potřebuje potomky; nalezeno { $o2 }
# A deep cut-off asked with chance nodes.
errors-cmd-spec-deep-chance = { $o0 } se týká alfa-beta; cvičení s { $o1 } se řeší algoritmem expectiminimax
# An exercise's value range LO..HI with LO > HI.
errors-cmd-spec-values = { $o0 } musí být rozsah LO..HI s LO ≤ HI, nalezeno { $lo }..{ $hi }
# An exercise tree too large for a sheet; { $o0 } is the depth given, { $o1 } the branching option.
errors-cmd-spec-too-big = { $o0 } s { $o1 } až { $hi } připouští { $nodes } uzlů; na list cvičení se vejde nejvýše { $max }
# More cut-offs asked than the tree has places for.
errors-cmd-spec-cutoffs = { $o0 } nelze splnit: strom s { $o1 } a { $o2 } až { $hi } má { $places } vnitřních uzlů pod kořenem s tahem, který lze odříznout, a každý řez jeden potřebuje
# A value range of one value with cut-offs asked.
errors-cmd-spec-one-value = { $o0 } dává každému listu hodnotu { $v }: každý řez je pak rovnost α = β a cvičení tak má dvě správné odpovědi; zadejte alespoň dvě hodnoty
# The exercise generator gave up; $why is the reason, { $o0 } the value range option.
errors-cmd-unsatisfiable = žádný strom nesplnil podmínky v { $attempts } pokusech ({ $why }); požadujte méně řezů, hlubší nebo širší strom, nebo širší rozsah { $o0 }

# `exercise --solution` with a class's format (key, moodle, qti, prairielearn).
errors-cmd-solution-class = { $o0 } kreslí jeden vyřešený strom; klíč obsahuje vzorové řešení každé varianty
# `exercise --solution` with --format practice; the page's button shows the solution.
errors-cmd-solution-practice = { $o0 } se na stránku k procvičování nevztahuje: řešení ukáže její tlačítko „Ukázat řešení“
# `exercise --solution` with --format tree or answer; { $o1 } is `--format svg`, { $o2 } `--format answer`.
errors-cmd-solution-text = { $o0 } kreslí vyřešený strom ({ $o1 }, tikz, html, png nebo pdf); řešení jako text dává { $o2 }
# Why the exercise generator gave up (errors-cmd-unsatisfiable's $why): too few cut-offs.
errors-cmd-why-cutoffs = příliš málo řezů
# Why the generator gave up: no deep cut-off.
errors-cmd-why-deep = žádný hluboký řez
# Why the generator gave up: a tie decided a cut-off.
errors-cmd-why-tie = o řezu rozhodla rovnost α = β
# The reason the generator met most often; $why is one of errors-cmd-why-….
errors-cmd-why-most-often = nejčastěji: { $why }
# A value of --branching that is not N or LO..HI.
errors-cmd-parse-branching = očekáváno N nebo LO..HI, nalezeno `{ $found }`
# A value of --values that is not LO..HI within the limit.
errors-cmd-parse-values = očekáváno LO..HI s hodnotami od -{ $max } do { $max }, nalezeno `{ $found }`
# A roster (CSV) without a header line; $found is the CSV reader's reason (English).
errors-cmd-roster-header = očekáván řádek záhlaví CSV, nalezeno: { $found }
# A roster without a column of ids; $names are the column names looked for, $headers the file's.
errors-cmd-roster-column = očekáván sloupec s identifikátory studentů nazvaný jedním z: { $names }; nalezeno: { $headers }
# The end of a long list of a roster's headers.
errors-cmd-roster-more = { $list } a { $n } dalších
# A roster line that is not CSV; $found is the CSV reader's reason (English).
errors-cmd-roster-line = očekáván řádek CSV, nalezeno: { $found }
# A roster line without an id.
errors-cmd-roster-empty-id = očekáván identifikátor studenta ve sloupci `{ $column }`, nenalezeno nic
# A roster id too long or with control characters.
errors-cmd-roster-long-id = očekáván identifikátor studenta o nejvýše 100 tisknutelných znacích
# A roster id a spreadsheet would run as a formula.
errors-cmd-roster-formula = očekáván identifikátor studenta, který nezačíná znakem =, +, -, @ (tabulkový procesor, který klasifikaci otevře, jej spustí jako vzorec), nalezeno { $id }; použijte jiný sloupec s identifikátory (`Username`, `Email address`)
# A student twice in a roster.
errors-cmd-roster-twice = očekáván každý student jednou; `{ $id }` je také na řádku { $first }
# A roster too long.
errors-cmd-roster-max = očekáváno nejvýše { $max } studentů
# A roster without students.
errors-cmd-roster-none = očekáván alespoň jeden student
# `check --feedback` for a file that is not a class's key.
errors-cmd-check-feedback = --feedback zapisuje zpětnou vazbu každého studenta, když je FILE klíč třídy (gametree exercise --format key)
# `check` given a game's position; $game is the game's name.
errors-cmd-check-not-tree = gametree check hodnotí explicitní stromy (`game: tree`); { $file } je pozice hry { $game }
# `check` of a tree with chance nodes under alpha-beta.
errors-cmd-play-stdin = play čte tahy ze standardního vstupu: zadejte pozici jako soubor, ne `-`
errors-cmd-check-stdin-twice = standardní vstup (`-`) může být jen jedno z FILE a --answer
# `check` of a class's key in a format other than text or csv.
errors-cmd-check-class-format = třída se vypisuje jako text nebo jako klasifikace (--format csv), ne { $format }; --feedback ADRESÁŘ zapíše HTML pro každého studenta
# `check --feedback DIR` where a feedback file would overwrite an input.
errors-cmd-check-feedback-input = --feedback { $dir }: { $path } je vstupní soubor; nepřepíšu ho (zadejte jiný adresář)
# `search --format practice` with an algorithm the page cannot follow.
errors-cmd-practice-algorithm = stránka k procvičování sleduje alphabeta (fail-hard), alphabeta-soft nebo minimax, jak je studenti počítají ručně; ne --algorithm { $name }
# A PNG or PDF to a terminal.
errors-cmd-binary-terminal = --format { $format } je binární obrázek: zadejte -o SOUBOR nebo přesměrujte standardní výstup
# `exercise --format prairielearn -o DIR` where DIR holds an edited file.
errors-cmd-prairielearn-overwrite = -o { $dir }: { $path } už existuje a není tím, co tento příkaz zapisuje (upravený, nebo vytvořený s jinými volbami); nenahradím ho (zadejte --force, chcete-li ho nahradit, nebo jiný adresář)
# `solve` of an explicit tree.
errors-cmd-solve-explicit = explicitní stromy nemají dohrané hry k vyřešení: jejich hodnotu spočítá `gametree search`
# A time limit that is not a positive number of seconds or 0.
errors-cmd-solve-time-limit = { $o0 } musí být kladný počet sekund, nebo 0 bez omezení
# `compare` of star1 or star2 without leaf bounds; { $o0 } is `--leaf-bounds L..U`.
errors-cmd-compare-stars = star1 a star2 potřebují { $o0 }, meze každé hodnoty listu (Ballard 1983)
# `compare --leaf-bounds` without star1 or star2.
errors-cmd-compare-leaf-bounds = { $o0 } platí jen pro star1 a star2
# `compare --iterative` without a depth; { $o1 } is `--depth N`.
errors-cmd-compare-iterative = { $o0 } potřebuje { $o1 }: iterativní prohlubování prohledává hloubky 1 až N
# `compare --guess` without mtdf; { $o1 } is the algorithms option.
errors-cmd-compare-guess = { $o0 } je první odhad MTD(f): zadejte mtdf v { $o1 }
errors-cmd-compare-unknown-column = neznámý sloupec `{ $name }` v { $o0 }; očekáváno některé z: { $names } nebo all
errors-cmd-compare-column-twice = sloupec `{ $name }` je v { $o0 } dvakrát
errors-cmd-compare-unknown-algorithm = neznámý algoritmus `{ $name }`; očekáváno některé z: { $names }
errors-cmd-compare-not-comparable = `{ $name }` odpovídá na otázku ano/ne, ne hodnotou: nelze ho porovnávat
errors-cmd-compare-algorithm-twice = algoritmus `{ $name }` je v { $o0 } dvakrát
errors-cmd-compare-ordering-twice = uspořádání `{ $name }` je v { $o0 } dvakrát
errors-cmd-compare-iterative-none = { $o0 } platí pro { $can }, z nichž žádný není v { $o1 }
errors-cmd-compare-baseline-off = sloupec vs-baseline potřebuje základ minimax, který { $o0 } vypíná: odeberte vs-baseline z { $o1 } nebo zadejte { $o2 }
errors-cmd-compare-chance-baseline = { " " }(v { $o0 }; { $o1 } vynechá základ minimax)
# The word before every error of the command line: `error: …` (src/main.rs).
errors-prefix = chyba
# A malformed file: `FILE:LINE:COL: expected …, found …` (the place is written before it).
errors-expected-found = očekáváno: { $expected }; nalezeno: { $found }
# A file that cannot be read; $reason is the operating system's (English).
errors-cannot-read = nelze přečíst { $path }: { $reason }
# An output that cannot be written.
errors-cannot-write = nelze zapsat { $path }: { $reason }
# The node limit of a search to a depth; $depth_option and $max_nodes_option are the options (--depth, --max-nodes).
errors-node-limit-depth =
    prohledávání do hloubky { $depth } potřebuje navštívit více než { $max } { $n ->
        [one] uzel
        [few] uzly
       *[other] uzlů
    } (limit uzlů); zadejte menší hodnotu { $depth_option } nebo zvyšte { $max_nodes_option }
# The node limit of a search to the end of the game.
errors-node-limit-end =
    prohledávání až do konce hry potřebuje navštívit více než { $max } { $n ->
        [one] uzel
        [few] uzly
       *[other] uzlů
    } (limit uzlů); omezte hloubku pomocí { $depth_option } nebo zvyšte { $max_nodes_option }
# Monte Carlo tree search's kept iterations past the node limit; $iterations_option and $max_nodes_option are --iterations and --max-nodes.
errors-mcts-log-limit =
    iterace Monte Carlo prohledávání stromu by celkem navštívily více než { $max } { $n ->
        [one] uzel
        [few] uzly
       *[other] uzlů
    } (limit uzlů, který omezuje iterace uchované pro přehrávání nebo JSON); zadejte menší hodnotu { $iterations_option } nebo zvyšte { $max_nodes_option }
# A line longer than the deepest ply any search goes.
errors-ply-limit =
    prohledávání dosáhlo hloubky { $plies } { $plies ->
        [one] tahu
       *[other] tahů
    }; omezte hloubku pomocí { $depth_option }
# Star1 or Star2 met a leaf outside the leaf bounds; $bounds_option is `--leaf-bounds L..U`.
errors-outside-bounds = hodnota listu { $value } leží mimo { $bounds_option }; Star1 a Star2 potřebují meze pro každý list
# The time limit of `solve`.
errors-time-limit = byl dosažen časový limit; zvyšte { $time_limit_option }
# The transposition table's memory could not be had.
errors-table-memory = nelze alokovat transpoziční tabulku o { $entries } položkách; snižte { $tt_size_option }
# Another thread or Ctrl-C cancelled the work.
errors-cancelled = práce byla zrušena
# --steps in another format: { $o1 } is `--format svg`, { $o2 } the format given.
errors-steps-format = { $o0 } zapisuje soubory SVG nebo PNG: zadejte { $o1 } nebo png, ne { $o2 }
# --steps with --output.
errors-steps-output = { $o0 } zapisuje soubory do svého adresáře: vynechte { $o1 }
# --steps where one output is rendered.
errors-steps-directory = { $o0 } zapisuje soubory do adresáře: vykreslete každý krok do vlastního souboru
# A replay (--format html, --format beamer, --steps) of more Monte Carlo iterations than it shows; { $o0 } is the output, { $o1 } `--iterations` at the most, { $o2 } `--format json`.
errors-mcts-replay-limit = { $o0 } přehrává každou iteraci Monte Carlo prohledávání stromu fázi po fázi, nejvýše { $max } iterací (každá přidá své kroky do stránky nebo dokumentu, který prohlížeč nebo LaTeX drží celý), ne { $n }: zadejte { $o1 } nebo méně, nebo zapište { $o2 } (všechny iterace, bez přehrávání) nebo obrázek stromu
# A replay or JSON of a Monte Carlo recording that kept only the number of its iterations; { $o0 } is the output.
errors-mcts-no-iterations = { $o0 } potřebuje všechny iterace Monte Carlo prohledávání stromu a tento záznam uchovává jen jejich počet: prohledejte pozici znovu pro tento výstup
# --scale out of range.
errors-scale = { $o0 } musí být mezi 0.1 a { $max }; nalezeno: { $found }
# --boards in a format without pictures.
errors-boards-format = { $o0 } kreslí pozice ve formátech svg, tikz, png, pdf a beamer, ne ve formátu { $format }
# --boards for a recording without boards; { $o1 } and { $o2 } are `--boards` and `--format json`.
errors-no-boards = { $o0 }: tento záznam hry { $game } nemá žádné desky ke kreslení: hra nemá obrázek desky (explicitní stromy), nebo byl json uložen bez nich (prohledejte ji znovu s { $o1 } a { $o2 })
# A board row of the wrong length; $cells is `squares` or `cells` (Connect Four).
errors-grid-row =
    řádek o { $width } { $cells ->
        [cells] buňkách
       *[other] polích
    }
# A board with the wrong number of rows; $shape says how the rows run (errors-shape-…).
errors-grid-rows =
    { $height } { $height ->
        [one] řádek
        [few] řádky
       *[other] řádků
    } o { $width } { $cells ->
        [cells] buňkách
       *[other] polích
    } ({ $shape })
# How many rows a board has.
errors-grid-found-rows =
    { $n ->
        [one] 1 řádek
        [few] { $n } řádky
       *[other] { $n } řádků
    }
# Connect Four's rows: the top row first.
errors-shape-top-row = horní řádek první
# Draughts' rows: rank 8 first.
errors-shape-rank-8 = první je 8. řada
# Tic-tac-toe's rows: rank 3 first.
errors-shape-rank-3 = první je 3. řada
# Found: an empty value.
errors-nothing = nic
# A value that must be on one line.
errors-on-one-line = { $what } na jednom řádku
# Found: a value that goes on to a second line.
errors-second-line = druhý řádek { $text }
# A malformed key.
errors-key = klíč (malá písmena, číslice a `-`) před `:`
# A key given twice.
errors-key-once = každý klíč jednou (`{ $key }:` už je na řádku { $line })
# Found: the key again.
errors-key-again = druhý `{ $key }:`
# Text before the first key.
errors-key-value = `klíč: hodnota` (například `game: tree`)
# A missing key; $what says what it gives.
errors-key-line = řádek `{ $key }:` udávající { $what }
# Found: the end of the file.
errors-end-of-file = konec souboru
# An unknown key: the keys the game knows.
errors-one-of-keys = jeden z klíčů { $keys }
# Found: an unknown key.
errors-unknown-key = neznámý klíč `{ $key }`
# A file that is not UTF-8.
errors-utf8 = text v UTF-8
# Found: a byte that is not UTF-8.
errors-not-utf8 = bajt, který není UTF-8
# A JSON recording given where a position file belongs.
errors-position-file = soubor s pozicí (docs/position-files.md)
# Found: a JSON recording.
errors-json-recording = záznam JSON: nakreslete ho pomocí `gametree render FILE`
# The `game:` line is missing; $names lists the games.
errors-the-game = hru ({ $names })
# One of a list of words.
errors-one-of = jedno z: { $names }
# An unknown game.
errors-a-game = hra: jedna z { $names }
# After an unknown game: a game by another name; $what names it (English).
errors-did-you-mean-what = ; mysleli jste `game: { $game }` ({ $what })?
# After an unknown game: a game spelled nearly so.
errors-did-you-mean = ; mysleli jste `game: { $game }`?
# A build without explicit trees.
errors-explicit-tree = explicitní strom
# Found: a build without explicit trees.
errors-no-explicit-trees = sestavení bez explicitních stromů
# Found: how many marks (discs) each side has.
errors-alternation-counts = { $a }: { $na }, { $b }: { $nb }
# The counts do not alternate.
errors-alternation-first =
    možná pozice: začíná { $a }, takže { $a } má stejně { $marks ->
        [discs] žetonů
       *[other] značek
    } jako { $b }, nebo o { $marks ->
        [discs] jeden
       *[other] jednu
    } víc
# Both sides have a line.
errors-alternation-ends =
    možná pozice: hra končí první { $marks ->
        [discs] čtveřicí
       *[other] trojicí
    } v řadě
# Found: a line for both sides.
errors-alternation-both =
    { $marks ->
        [discs] čtveřice
       *[other] trojice
    } v řadě pro obě strany ({ $a } i { $b })
# The first side has a line but did not move last.
errors-alternation-one-more =
    možná pozice: { $a } má { $marks ->
        [discs] čtveřici
       *[other] trojici
    } v řadě, takže { $a } táhl poslední a má o { $marks ->
        [discs] jeden žeton
       *[other] jednu značku
    } víc než { $b }
# The second side has a line but did not move last.
errors-alternation-as-many =
    možná pozice: { $b } má { $marks ->
        [discs] čtveřici
       *[other] trojici
    } v řadě, takže { $b } táhl poslední a má stejně { $marks ->
        [discs] žetonů
       *[other] značek
    } jako { $a }
# Connect Four's first side, in the messages above.
errors-red = červený
# Connect Four's second side.
errors-yellow = žlutý
# Tic-tac-toe's `to-move:`.
errors-x-or-o = `x` nebo `o`
# Tic-tac-toe: `to-move: o` on the empty board.
errors-x-first = `x`, který na prázdné desce táhne první
# A tic-tac-toe square.
errors-tictactoe-cell = `x`, `o` nebo `.` (prázdné pole)
# Tic-tac-toe: the side to move the board implies.
errors-tictactoe-to-move = `to-move: { $side }` (na desce je x: { $nx }, o: { $no })
# Nim's `to-move:`.
errors-first-or-second = `first` nebo `second`
# Nim's `heaps:`.
errors-heap-sizes = velikosti hromádek od 0 do { $max } oddělené mezerami
# Nim: too many heaps.
errors-at-most-heaps =
    nejvýše { $n } { $n ->
        [one] hromádka
        [few] hromádky
       *[other] hromádek
    }
# Connect Four's `moves:`.
errors-column-1-7 = sloupec od 1 do 7
# Connect Four: a move after a full board.
errors-board-full = žádný další tah: deska je plná
# Connect Four: a move after four in a row.
errors-game-ended-four = žádný další tah: hra skončila čtveřicí v řadě
# Found: a move as written in the file.
errors-move = tah `{ $text }`
# Connect Four: a move into a full column.
errors-column-not-full = sloupec, který není plný
# Found: a full column.
errors-column-full = sloupec { $column }, v němž je { $n } žetonů
# A Connect Four cell.
errors-connect4-cell = `r` (červený), `y` (žlutý) nebo `.` (prázdná buňka)
# Connect Four: a floating disc.
errors-disc-resting = žeton ležící na dně nebo na jiném žetonu
# Found: a floating disc.
errors-disc-above-empty = žeton nad prázdnou buňkou ve sloupci { $column }
# Connect Four: two fours one move cannot make.
errors-fours-share = čtveřice v řadě se společným posledním žetonem (jeden tah hru ukončí)
# Found: two separate fours.
errors-fours-apart = dvě oddělené čtveřice v řadě
# A tree's `root:`.
errors-max-or-min = `max` nebo `min`
errors-setting = nastavení `název=hodnota`
errors-setting-once = každé nastavení jednou: `{ $name }` podruhé
errors-setting-number = celé číslo ≥ 0
errors-exercise-setting = nastavení úlohy: { $names }
errors-exercise-value = { $name }: { $expected }
# The missing `tree:` line gives…
errors-the-tree = strom, např. `tree: [[3 12 8] [2 4 6]]`
# A control or bidi character in a tree.
errors-no-hidden-chars = popisek nebo hodnota bez řídicích znaků a znaků pro formátování směru textu
# Found: a control character ($code is U+0007).
errors-control-char = { $code }, řídicí znak
# Found: a bidirectional formatting character.
errors-bidi-char = { $code }, znak pro formátování směru textu
# The end of a tree's text.
errors-end-of-tree = konec stromu
# Found: text after the root's `]`.
errors-root-closed = { $text } (kořen je už uzavřen)
# A chance tree with a win score.
errors-no-win-score-chance = žádný řádek `win-score:` ve stromu s náhodnými uzly (střední hodnoty skóre podle vzdálenosti výhry nemají smysl)
# Found: a `win-score:` line.
errors-a-win-score-line = řádek `win-score:`
# A chance tree whose expected values would not stay exact.
errors-chance-exact = strom s náhodou, jehož střední hodnoty zůstanou přesné: největší list ({ $largest }) krát společný jmenovatel pravděpodobností smí být nejvýše { $limit }
# Found: denominators too large.
errors-larger-denominators-hint = větší jmenovatele (použijte méně desetinných míst nebo jednodušší zlomky)
# Found: denominators too large.
errors-larger-denominators = větší jmenovatele
# Probabilities whose common denominator overflows.
errors-denominator-64 = pravděpodobnosti, jejichž společný jmenovatel se vejde do 64 bitů
# A tree's `win-score:` (Kühr's MAX).
errors-win-score = skóre výhry (MAX u Kühra) od 1 do { $limit }
# `win-threshold:` without `win-score:`.
errors-win-score-with-threshold = řádek `win-score:` (MAX u Kühra) spolu s `win-threshold:`
# Found: `win-threshold:` alone.
errors-threshold-alone = samotný `win-threshold:`
# A tree's `win-threshold:` (Kühr's MNOHO).
errors-win-threshold = práh výhry (MNOHO u Kühra) od 0 do { $high }, pod `win-score: { $max }`
# A win threshold too close to the win score.
errors-win-threshold-height =
    práh výhry nejvýše { $high } (`win-score: { $max }` minus výška stromu, { $gap } { $gap ->
        [one] tah
        [few] tahy
       *[other] tahů
    }, aby výhry v různé vzdálenosti měly různé skóre)
# A leaf beyond the win threshold.
errors-leaf-within-threshold = hodnota listu od -{ $t } do { $t } (`win-threshold: { $t }`, MNOHO u Kühra: skóre za ním jsou výhry a prohry)
# A win score too small for the tree.
errors-win-score-height =
    skóre výhry alespoň { $low } (největší hodnota listu, { $largest }, plus výška stromu, { $gap } { $gap ->
        [one] tah
        [few] tahy
       *[other] tahů
    }), nebo řádek `win-threshold:`
# A `win`/`loss` leaf without a win score.
errors-win-score-finished = řádek `win-score:` (MAX u Kühra) pro skončenou hru: `win` má skóre MAX, `loss` -MAX
# Found: a finished game without a win score.
errors-no-win-score-line = { $text } bez řádku `win-score:`
# Where a tree's node belongs.
errors-leaf-or-label = hodnota listu (celé číslo), `[` nebo popisek `NAME:`
# A leaf value out of range.
errors-leaf-between = hodnota listu mezi -{ $limit } a { $limit }
# A tree nested too deep.
errors-tree-depth = strom hluboký nejvýše { $n } úrovní
# Found: deeper nesting.
errors-deeper-nesting = hlubší vnoření
# A node labelled twice.
errors-one-label = jeden popisek na uzel
# Found: a second label.
errors-second-label = druhý popisek { $text }
# A `[` never closed.
errors-closing-bracket = `]` uzavírající `[` z řádku { $line }, sloupce { $column }
# Two siblings with one label.
errors-distinct-labels = popisky, které se mezi sourozenci liší (tah se jmenuje podle popisku)
# Found: a second child with the label.
errors-second-child-label = druhý potomek s popiskem { $text }
# An empty `[]`.
errors-one-child = uzel s alespoň jedním potomkem (list se píše jako jeho hodnota)
# A chance node whose probabilities do not sum to 1.
errors-sum-to-one = náhodný uzel, jehož pravděpodobnosti dávají součet přesně 1
# Found: the sum of the probabilities.
errors-a-sum-of = součet { $sum }
# A chance node's child without its probability.
errors-probability-first = potomek náhodného uzlu zapsaný nejprve s pravděpodobností, např. `1/2: [3 5]` nebo `0.25: 7`
# A malformed probability.
errors-probability = pravděpodobnost: zlomek jako `1/3`, desetinné číslo jako `0.25` (nejvýše 6 míst) nebo `1`
# A probability `1/0`.
errors-probability-den-0 = pravděpodobnost, jejíž jmenovatel není 0
# A probability with a huge denominator.
errors-probability-den-max = pravděpodobnost, jejíž jmenovatel je nejvýše 1000000
# A probability 0.
errors-probability-above-0 = pravděpodobnost větší než 0 (větev, která nemůže nastat, vynechte)
# A probability above 1.
errors-probability-at-most-1 = pravděpodobnost nejvýše 1
# A choice of words: `a`, `b` or `c` ($rest is the list before the last).
errors-either = { $rest } nebo { $last }
# Found: the end of the line.
errors-end-of-line = konec řádku
# Kalah's `pits:`.
errors-kalah-pits = počet jamek na straně (1 až 16)
# Kalah's `pits:`.
errors-kalah-pits-number = počet jamek na straně, celé číslo od 1 do 16
# Kalah's `stones:`.
errors-kalah-stones = počet kamenů v jamce na začátku
# Kalah: too many stones.
errors-kalah-at-most-product = nejvýše { $max } kamenů celkem (2 × jamky × kameny)
# Kalah: too many stones on the board.
errors-kalah-at-most = nejvýše { $max } kamenů celkem
# Found: a number of stones.
errors-kalah-n-stones =
    { $n } { $n ->
        [one] kámen
        [few] kameny
       *[other] kamenů
    }
# Found: the stones on the board.
errors-kalah-on-board =
    { $n } { $n ->
        [one] kámen
        [few] kameny
       *[other] kamenů
    } na desce
# Kalah: one side's line without the other.
errors-kalah-both-sides = oba řádky `south:` i `north:` (chybí řádek `{ $other }:`)
# Found: only one side's line.
errors-kalah-only = jen `{ $key }:`
# Kalah: `stones:` does not match the board.
errors-kalah-stones-match = `stones: { $st }` odpovídající desce: 2 × { $p } jamek × { $st } = celkem { $want } kamenů
# Kalah: a stone count too large; $what says which.
errors-kalah-count-max = { $what }: celé číslo od 0 do { $max }
# Kalah: not a stone count.
errors-kalah-count = { $what }: počet kamenů (celé číslo ≥ 0)
# Kalah's `south:`/`north:` line.
errors-kalah-side-line = `{ $key }:` počty kamenů v jamkách, `|` a kalah
# Kalah: a side line without its store.
errors-kalah-store-after = `| KALAH` za jamkami (například `4 4 4 4 4 4 | 0`)
# Kalah: nothing after `|`.
errors-kalah-store-stones = kameny v kalahu za `|`
# Kalah: more than one number after `|`.
errors-kalah-one-store = jeden počet kamenů v kalahu za `|`
# Kalah: the wrong number of pits in a line.
errors-kalah-pit-counts-before =
    { $n } { $n ->
        [one] počet kamenů v jamce
        [few] počty kamenů v jamkách
       *[other] počtů kamenů v jamkách
    } před `|`
# Kalah: a line with no pits or more than 16.
errors-kalah-1-16-before = 1 až 16 počtů kamenů v jamkách před `|`
# Found: the pits a line has.
errors-kalah-pit-counts =
    { $n } { $n ->
        [one] počet kamenů v jamce
        [few] počty kamenů v jamkách
       *[other] počtů kamenů v jamkách
    }
# Draughts: both `fen:` and `board:`.
errors-fen-or-board = buď `fen:`, nebo `board:`, ne obojí
# Found: `board:` after `fen:`.
errors-board-after-fen = `board:` po `fen:` na řádku { $line }
# Draughts: `to-move:` with `fen:`.
errors-no-to-move-with-fen = žádné `to-move:` spolu s `fen:` (FEN uvádí hráče na tahu hned na začátku)
# Draughts' `fen:`.
errors-draughts-fen = FEN, například `W:W21,22:B1,2`
# Draughts' `to-move:`.
errors-white-or-black = `white` nebo `black`
# Draughts: `to-move:` without a board.
errors-to-move-with-board = `to-move:` jen spolu s `board:`
# Found: `to-move:` without a board.
errors-to-move-without-board = `to-move:` bez desky
# English checkers' `variant:`.
errors-draughts-variant = `standard` nebo `single-jump` (skok bere jeden kámen a ukončí tah)
# Draughts: a square given twice.
errors-square-once = každé pole nejvýše jednou
# Found: a square again.
errors-second-time = { $text } podruhé
# Draughts: a man on its crowning rank.
errors-man-on-crowning-rank =
    žádný { $colour ->
        [white] bílý
       *[black] černý
    } kámen na { $rank }. řadě (kámen tam se mění v dámu: zapište dámu)
# Found: a man on a square.
errors-a-man = kámen { $text }
# Draughts: more than 12 pieces of a colour.
errors-draughts-max-pieces =
    nejvýše { $max } { $colour ->
        [white] bílých
       *[black] černých
    } kamenů
# Found: a 13th piece.
errors-13th-piece = 13. kámen { $text }
# A draughts FEN without three fields.
errors-draughts-fen-fields = FEN o třech polích `TURN:W…:B…` oddělených `:`
# Found: a FEN's number of fields.
errors-n-fields =
    { $n } { $n ->
        [one] pole
        [few] pole
       *[other] polí
    }
# A draughts FEN's turn.
errors-draughts-turn = hráč na tahu `W` nebo `B` na začátku FEN
# A draughts FEN's piece list.
errors-piece-list = seznam kamenů začínající barvou `W` nebo `B`
# Found: an empty FEN field.
errors-empty-field = prázdné pole
# Draughts FEN: a colour's list twice.
errors-one-list-each =
    jeden seznam pro každou barvu (seznam { $colour ->
        [white] bílých
       *[black] černých
    } už je uveden)
# Found: a second list of a colour.
errors-second-list =
    druhý seznam { $colour ->
        [white] bílých
       *[black] černých
    }
# Draughts FEN: a range of squares.
errors-square-range = rozsah čísel polí `N-M`, kde 1 ≤ N ≤ M ≤ 32
# Draughts FEN: a piece on a light square.
errors-piece-dark-square = kámen na tmavém poli (a1, c1, …, h8)
# Found: a piece on a light square.
errors-on-light-square = { $text } na světlém poli
# Czech draughts FEN: a piece.
errors-piece-czech = kámen: `K` pro dámu, pak číslo pole 1–32 nebo tmavé pole jako `c1`
# English checkers FEN: a piece.
errors-piece-english = kámen: `K` pro dámu, pak číslo pole 1–32
# A draughts diagram's square.
errors-draughts-cell = `.` (prázdné), `w`, `b` (kameny) nebo `W`, `B` (dámy)
# Draughts diagram: a piece on a light square.
errors-pieces-dark-only = kameny jen na tmavých polích (a1, c1, …, h8)
# Found: a piece on a named light square.
errors-on-the-light-square = { $text } na světlém poli { $square }
# Chess's `fen:`.
errors-a-fen = FEN
# A chess FEN with more than six fields.
errors-fen-end = konec FEN (šest polí)
# A chess FEN's first field.
errors-fen-placement = rozestavění (řady 8 až 1 oddělené `/`, figury `KQRBNP`/`kqrbnp`, číslice pro prázdná pole)
# A chess FEN's second field.
errors-fen-side = strana na tahu (`w` nebo `b`)
# A chess FEN's third field.
errors-fen-castling = práva na rošádu (`-` nebo některá z `KQkq`)
# A chess FEN's fourth field.
errors-fen-en-passant = pole pro braní mimochodem (`-` nebo pole na 3. či 6. řadě)
# A chess FEN's fifth field.
errors-fen-halfmove = počítadlo tahů od posledního braní či tahu pěšcem (číslo)
# A chess FEN's sixth field.
errors-fen-move-number = číslo tahu (číslo od 1)
# A chess FEN's halfmove clock out of range.
errors-fen-halfmove-range = počítadlo tahů od posledního braní či tahu pěšcem (celé číslo nejvýše 4294967295)
# A chess FEN's move number out of range.
errors-fen-move-number-range = číslo tahu (celé číslo od 1 do 4294967295)
# An illegal chess position; the reason after it is the chess library's (English).
errors-legal-position = legální pozice
# Chess: too many pieces of a side.
errors-chess-max-pieces = nejvýše { $max } figur každé strany
# Found: White's pieces.
errors-chess-white-pieces =
    { $n } { $n ->
        [one] bílá figura
        [few] bílé figury
       *[other] bílých figur
    }
# Found: Black's pieces.
errors-chess-black-pieces =
    { $n } { $n ->
        [one] černá figura
        [few] černé figury
       *[other] černých figur
    }
# Options that are not a JSON object; $found is the JSON given.
errors-options-object = volby příkazu { $command } jsou objekt jako { "{" }"depth": 3{ "}" }, ne { $found }
# Options that are not JSON; $reason is the JSON reader's (English).
errors-options-json = volby příkazu { $command }: { $reason }
# An option's value of the wrong sort.
errors-option-expected = `{ $name }`: očekáváno: { $what }; nalezeno: { $found }
# An option's value: a whole number.
errors-whole-number-in-range = celé číslo v jejím rozsahu
# An option's value: a number.
errors-a-number = číslo
# An option's value: a switch.
errors-true-or-false = true nebo false
# An option's value: text.
errors-text = text
# An unknown option of a request.
errors-no-such-option = { $command } nemá volbu `{ $option }`; jeho volby jsou { $options }
# A list: `a, b and c` ($rest is the list before the last).
errors-and-list = { $rest } a { $last }
# A transposition table of no entries.
errors-tt-size = { $o0 } musí být alespoň 1
# Star1/Star2 without leaf bounds.
errors-needs-leaf-bounds = { $o0 } potřebuje { $o1 }, meze každé hodnoty listu (Ballard 1983)
# Leaf bounds for another algorithm.
errors-leaf-bounds-only = { $o0 } platí jen pro { $o1 } a star2
# --prune-on with Star1/Star2.
errors-prune-on-star = { $o0 } neplatí pro { $name }: ten dělá řez při α ≥ β (a v náhodných uzlech podle Ballardových mezí)
# --prune-on with an algorithm that prunes nothing.
errors-prune-on-no-pruning = { $o0 } platí pro algoritmy alfa-beta; { $name } nic neprořezává
# --prune-on gt with a null-window algorithm.
errors-prune-on-gt = { $o0 } je konvence alfa-beta prořezávání počítaného ručně (alphabeta, alphabeta-soft); { $name } prohledává s nulovými okny ⟨β − 1, β⟩ a potřebuje řezy při α ≥ β
# The null-window test without its test value.
errors-needs-test-value = { $o0 } potřebuje { $o1 }: odpovídá, zda je hodnota alespoň K
# An option of one algorithm given to another.
errors-applies-only-to = { $o0 } platí jen pro { $o1 }
# Iterative deepening with an algorithm that has none.
errors-iterative-works-with = { $o0 } funguje s { $names }, ne s { $name }
# Iterative deepening without a depth.
errors-iterative-needs-depth = { $o0 } potřebuje { $o1 }, hloubku poslední iterace
# An algorithm that cannot search chance nodes.
errors-no-chance = { $o0 } neumí prohledat strom s náhodnými uzly; použijte { $names }
# A malformed --leaf-bounds.
errors-leaf-bounds-format = očekáváno: L..U, dvě celá čísla, L < U (např. -10..10); nalezeno: `{ $found }`
errors-exploration = { $found } není konstanta průzkumu: očekáváno číslo ≥ 0, např. 1,41 nebo sqrt2
errors-mcts-iterations = { $o0 } musí být alespoň 1
errors-mcts-eval-needs-depth = { $o0 } potřebuje omezení hloubky: zadejte { $o1 }
errors-mcts-has-no-use = { $o0 } se netýká { $o1 }, které staví strom simulacemi
errors-mcts-time-limit = { $found } není časový limit: očekáván kladný počet sekund
errors-setup-json-mcts-exploration = konstanta průzkumu ≥ 0 v "mcts"
errors-setup-json-mcts-playout = "random" nebo "eval" jako simulace v "mcts"
errors-setup-json-mcts-select = "uct" jako pravidlo výběru v "mcts"
errors-setup-json-mcts-header = objekt "mcts" právě tehdy, když je algoritmus "mcts"
errors-setup-json-mcts-none = žádný
errors-setup-json-mcts-path = iterace { $k } v "mcts" má vést od kořene (0) od rodiče k potomkovi a rozvinout potomka svého posledního uzlu
errors-setup-json-mcts-sums = uzel { $i } má mít počet návštěv a součet, které dávají jeho iterace: N = { $n }, W = { $w }
# --utilities with distance scoring.
errors-utilities-distance = { $o0 } udává hodnoty prostého skóre; { $o1 } hodnotí výhru pomocí { $o2 } a její vzdálenosti
# --win-threshold with plain scoring.
errors-threshold-plain = { $o0 } neplatí pro prosté skóre: to nikdy neposouvá výhru podle vzdálenosti
# --utilities with --win-score.
errors-utilities-and-win-score = { $o0 } i { $o1 } obojí určují hodnotu výhry: zadejte jen jedno
# --depth for an explicit tree.
errors-depth-explicit = { $o0 } neplatí pro explicitní stromy: ty se vždy prohledávají až k listům
# --scoring for an explicit tree.
errors-scoring-explicit = { $o0 } a { $o1 } neplatí pro explicitní stromy: hodnoty nesou jejich listy
# --win-score for an explicit tree.
errors-win-score-explicit = { $o0 } a { $o1 } neplatí pro explicitní stromy: zadejte řádky `win-score:` a `win-threshold:` v souboru s pozicí
# No position file and no Kalah set-up.
errors-give-position = zadejte soubor s pozicí, nebo { $o0 } a { $o1 } pro Kalah
# --pits/--stones with another game.
errors-pits-stones-kalah = { $o0 } a { $o1 } nastavují Kalah; soubor s pozicí je `game: { $game }`
# A file that is not a JSON recording; the JSON reader's reason after it stays English.
errors-recording = záznam gametree/1 ve formátu JSON
# A position file given where a recording belongs.
errors-recording-hint = záznam gametree/1 ve formátu JSON (zapíše ho `gametree search FILE -f json`)
# Found: a position file.
errors-recording-position-file = soubor s pozicí: prohledejte ho pomocí `gametree search FILE`
# A recording larger than the node limit; $option is --max-nodes.
errors-recording-max-nodes =
    nejvýše { $max } { $n ->
        [one] uzel
        [few] uzly
       *[other] uzlů
    } (pro větší záznam zvyšte { $option })
# Found: a number of nodes.
errors-n-nodes =
    { $n } { $n ->
        [one] uzel
        [few] uzly
       *[other] uzlů
    }
# Stats that do not count the recorded nodes.
errors-recording-stats = "stats", které počítají zaznamenané uzly: { $stats }
# A recording's field with an unknown value ($key is `game` or `algorithm`).
errors-json-one-of = "{ $key }": jedno z { $names }
# A recording whose perspective is not its algorithm's.
errors-recording-perspective = "perspective": "{ $perspective }" (ten, který zaznamenává { $algorithm })
# A recording without nodes.
errors-recording-root = alespoň jeden uzel (kořen)
# A recorded score out of range.
errors-recording-score = skóre: celé číslo od -{ $max } do { $max }, nebo "inf" či "-inf"
# The output file is an input file; { $o0 } is --output.
errors-overwrite-input = výstup { $output } je vstupní soubor { $input }; nepřepíšu ho (zadejte jiný { $o0 })

# Plain scoring whose utilities leave too little room for the evaluation at a depth limit ($o0 the depth option, $o1 the utilities option with wider values).
errors-setup-evaluation-outranks-win = prosté skórování hodnotí výhru { $win } a prohru { $loss }, ale ohodnocovací funkce vrací na hranici hloubky hodnoty až ±{ $bound }, takže heuristická hodnota může převýšit vyhranou hru: prohledávejte až do konce hry (bez { $o0 }), nebo zadejte { $o1 } či širší
# A win score outside 1..limit ($o0 the win-score option).
errors-setup-win-score-range = { $o0 } musí být mezi 1 a { $limit }, zadáno: { $found }
# A win score whose derived threshold is below the evaluation's largest value ($o0 the win score, $o1 the threshold option, $o2 plain scoring).
errors-setup-win-score-threshold-below = { $o0 } dává práh { $threshold }, menší než { $bound }, největší hodnota, kterou vrací ohodnocovací funkce; zadejte { $o1 }, aby se ohodnocení na něj omezila, nebo { $o2 } pro výhru stejně cennou v každé vzdálenosti
# A win threshold not below the win score ($o0 the threshold option, $o1 the win-score option).
errors-setup-win-threshold-not-less = { $o0 } ({ $threshold }) musí být menší než { $o1 } ({ $max })
# Too few units between the win score and the threshold ($o0 win score, $o1 threshold, $o2 plain scoring).
errors-setup-win-score-gap = { $o0 } ({ $max }) musí převyšovat { $o1 } ({ $threshold }) alespoň o { $gap }, nejdelší variantu, kterou toto prohledávání může dosáhnout, aby výhry v různých vzdálenostech měly různá skóre ({ $o2 } hodnotí výhru v každé vzdálenosti stejně)
# --utilities W,D,L with the wrong number of parts ($n parts found in $text).
errors-setup-utilities-count = očekávána tři celá čísla W,D,L (výhra, remíza a prohra hráče MAX, např. 2,1,0); nalezeno: { $n } v `{ $text }`
# --utilities with a part that is not a whole number ($what: win, draw or loss).
errors-setup-utilities-not-number = očekávána tři celá čísla W,D,L (např. 2,1,0); { $what ->
        [win] výhra
        [draw] remíza
       *[loss] prohra
    } `{ $text }` není celé číslo
# Utilities too large.
errors-setup-utilities-range = každý užitek musí ležet mezi -{ $limit } a { $limit }; zadáno: { $found }
# Utilities not in the order win > draw > loss.
errors-setup-utilities-order = očekávána výhra cennější než remíza a remíza cennější než prohra (W > D > L, např. 2,1,0); zadáno: { $found }
# Kalah's --pits/--stones ($o0, $o1) with a position file of a game under way.
errors-setup-kalah-under-way = { $o0 } a { $o1 } nastavují výchozí pozici hry Kalah, ale soubor s pozicí obsahuje rozehranou hru (kameny v pokladnici nebo různě naplněné jamky): vynechte ze souboru řádky `south:` a `north:`, nebo tyto volby
# Kalah's --pits out of range ($o0 the option with its value).
errors-setup-kalah-pits-range = { $o0 } je mimo rozsah: strana má 1 až 16 jamek
# Kalah's --stones ($o0 with its value) making too many stones.
errors-setup-kalah-too-many-stones = { $o0 } při { $pits } { $pits ->
        [one] jamce
        [few] jamkách
        [many] jamkách
       *[other] jamkách
    } na stranu dává { $total } { $total ->
        [one] kámen
        [few] kameny
        [many] kamene
       *[other] kamenů
    }; celkem nejvýše 3200 (2 × jamky × kameny)
# Kalah's --pits with the file's stones a pit making too many stones.
errors-setup-kalah-too-many-file-stones = { $stones } { $stones ->
        [one] kámen
        [few] kameny
        [many] kamene
       *[other] kamenů
    } na jamku ze souboru s pozicí při { $pits } { $pits ->
        [one] jamce
        [few] jamkách
        [many] jamkách
       *[other] jamkách
    } na stranu dává { $total } { $total ->
        [one] kámen
        [few] kameny
        [many] kamene
       *[other] kamenů
    }; celkem nejvýše 3200 (2 × jamky × kameny)
# --order with an unknown name.
errors-setup-order-unknown = neznámé řazení tahů `{ $name }`; očekáváno: natural, best, worst nebo čárkami oddělený seznam z eval, tt, killer, history
# --order naming a criterion twice.
errors-setup-order-twice = řazení tahů `{ $name }` zadáno dvakrát
# --background with a value that is none of paper, none, #rrggbb.
errors-setup-background = očekáváno: `paper`, `none` nebo barva `#rrggbb`; nalezeno: `{ $found }`
# --lang with an unknown code ($codes: the known codes).
errors-setup-lang-unknown = neznámý jazyk `{ $code }` (očekáván jeden z: { $codes })
# JSON recordings (`render FILE.json`): what a node must be; the frame is `expected …, found …`.
errors-setup-json-id = id uzlu { $i } (uzly v pořadí návštěvy)
errors-setup-json-parent-for = rodič uzlu { $i }
errors-setup-json-parent-smaller = id rodiče menší než { $id }
errors-setup-json-parent-among = rodič mezi předky uzlu { $id } (uzly v pořadí návštěvy)
errors-setup-json-ply-parent = hloubka { $ply } (o jedna větší než u rodiče)
errors-setup-json-root-parent = kořen (uzel 0) bez rodiče
# Found: the root has a parent.
errors-setup-json-a-parent = rodič
errors-setup-json-max-ply = hloubka nejvýše { $max } (nejhlubší, kam kterékoli prohledávání dojde)
# Found: a node's ply.
errors-setup-json-ply = hloubka { $ply }
errors-setup-json-move-name = název tahu u uzlu pod kořenem
errors-setup-json-moves-differ = různé tahy u sourozenců (kromě opakovaného prohledání nebo sondy)
# Found: a move name given twice among siblings.
errors-setup-json-second = podruhé { $name }
errors-setup-json-scout-only = "scout" jen u opakovaného prohledání
errors-setup-json-research-after-scout = opakované prohledání hned po svém průzkumu, prohledaném sourozenci se stejným tahem
# Found: a re-search with no scout before it.
errors-setup-json-research-without = opakované prohledání bez něj
errors-setup-json-scout-previous = "scout": { $id } (předchozí sourozenec)
errors-setup-json-no-probability = žádná pravděpodobnost u tahu, který nevychází z náhodného uzlu
errors-setup-json-window = okno ⟨α, β⟩, kde α ≤ β
errors-setup-json-value-for = hodnota prohledaného uzlu { $i }
# A child under a leaf or a finished game ($kind: leaf or terminal).
errors-setup-json-no-child = žádný potomek uzlu { $p }, který je { $kind ->
        [leaf] list
       *[terminal] skončená hra
    }
# Found: a node.
errors-setup-json-node = uzel { $i }
errors-setup-json-children = potomci vnitřního uzlu (uzel bez nich je "leaf")
# Found: an inner node without children.
errors-setup-json-node-none = uzel { $i } bez nich
errors-setup-json-scale = "scale": celé číslo od 1 do { $limit }
errors-setup-json-win-score-or-utilities = "win_score" (skóre podle vzdálenosti výhry) nebo "utilities" (prosté skórování)
# Found: both of them.
errors-setup-json-both = obojí
errors-setup-json-utilities = "utilities" tak, jak je přijímá `--utilities` (výhra > remíza > prohra)
# Found: the recording's utilities.
errors-setup-json-utilities-found = výhra { $win }, remíza { $draw }, prohra { $loss }
errors-setup-json-pv = "principal_variation" z tahů od kořene přes prohledané potomky
# Found: the move of the principal variation where it leaves the searched children.
errors-setup-json-pv-found = { $name }, který není prohledaným potomkem dosavadní varianty
# --eval naming an evaluation the game does not have ($names: the game's).
errors-setup-unknown-evaluation = neznámá ohodnocovací funkce `{ $name }` pro { $game }; očekávána jedna z: { $names }
# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# The playground page (templates/playground.html): its title and header.
pages-title = gametree – pískoviště
pages-tagline = Prohledávání stromu hry ve vašem prohlížeči: nic se neinstaluje, nic se nikam neposílá. gametree { $version }.
pages-loading = Načítá se výpočetní jádro… (Pokud tento text nezmizí, prohlížeč nebo web blokuje skripty stránky: stáhněte si stránku a otevřete ji ze svého disku.)
# The language switch's label.
pages-language = Jazyk
pages-tabs = Co dělat
# The tab and the fieldset's legend (a noun); pages-search-run is the button.
pages-search = Prohledávání
pages-practise = Procvičování
pages-compare = Srovnání
pages-position = Pozice
pages-example = Příklad
# The position's hint: "a position file, our bracket tree [A: …], or a Python list [[3, 12, 8], …]".
pages-position-hint-tree = soubor s pozicí, náš strom v závorkách
pages-position-hint-list = , nebo seznam jazyka Python
# The search's options.
pages-algorithm = Algoritmus
pages-depth = Hloubka
pages-depth-placeholder = až do konce
pages-order = Pořadí tahů
pages-cut-off-at = Řez při
pages-iterative = Iterativní prohlubování
pages-quiescence = Uklidnění
pages-more-search = Další volby prohledávání
pages-eval = Ohodnocovací funkce
pages-eval-placeholder = první funkce hry
pages-max-nodes = Nejvýše uzlů
pages-tt-size = Velikost transpoziční tabulky
pages-guess = Odhad (mtdf)
pages-test-value = Testovaná hodnota (test)
pages-leaf-bounds = Meze hodnot listů (star1/2)
pages-mcts-iterations = Iterace (mcts)
pages-mcts-exploration = Konstanta průzkumu C (mcts)
pages-mcts-seed = Semínko (mcts)
pages-mcts-playout = Simulace (mcts)
pages-mcts-playout-random = náhodné tahy do konce hry
pages-mcts-playout-eval = náhodné tahy do hloubky, pak ohodnocení
pages-win-score = Hodnota výhry
pages-win-threshold = Práh výhry
# The figure's options; the choices' values stay the command line's.
pages-figure = Obrázek
pages-labels = Popisky
pages-label-value = hodnota
pages-label-window = okno
pages-label-triple = trojice
pages-label-book = jako v knize (jak tiskne Kühr)
pages-values-from = Hodnoty z pohledu
pages-view-max = hráče MAX
pages-view-side = hráče na tahu
pages-style = Styl
pages-pruned = Neprohledané části
pages-pruned-show = ukázat
pages-pruned-empty = prázdné
pages-pruned-hide = skrýt
pages-more-figure = Další volby obrázku
pages-direction = Směr
pages-direction-down = dolů
pages-direction-right = doprava
pages-edge-labels = Popisky hran
pages-edge-auto = automaticky
pages-edge-always = vždy
pages-edge-never = nikdy
pages-draw-depth = Kreslit do hloubky
pages-max-children = Nejvýše potomků
pages-figure-title = Nadpis
pages-background = Pozadí
pages-max-drawn = Nejvýše nakreslených uzlů
pages-names = Jména uzlů
pages-boards = Hrací desky
# The search panel's buttons.
pages-search-run = Prohledat
pages-stop = Zastavit
pages-copy-link = Zkopírovat odkaz
pages-figure-label = Prohledaný strom
pages-download = Stáhnout:
pages-download-json = záznam JSON
pages-download-text = Text
pages-download-position = Soubor s pozicí
pages-replay = Přehrání krok za krokem
# The practice panel.
pages-exercise = Úloha
pages-branching = Větvení
pages-branching-placeholder = 3 nebo 2..4
pages-leaf-values = Hodnoty listů
pages-root = Kořen
pages-convention = Konvence
pages-deep-cutoff = Hluboký řez
pages-chance = Náhodné uzly
pages-seed = Semínko
pages-seed-placeholder = náhodné
pages-new-exercise = Nová úloha
pages-next = Další (semínko + 1)
pages-sheet-label = Strom úlohy
pages-answer = Vaše odpověď
# The answer's hint: "one node a line: B = 3, a bound C <= 2, D.2 pruned; a window after it [3, inf] (docs/homework.md)".
pages-answer-hint-node = jeden uzel na řádek:
pages-answer-hint-bound = , mez
pages-answer-hint-window = ; za ním okno
pages-check = Zkontrolovat
pages-first-mistake = Přehrát až k mé první chybě (ukáže odpovědi)
pages-show-answer = Ukázat vzorovou odpověď
pages-download-answer = Stáhnout mou odpověď
pages-download-exercise = Stáhnout pozici
# The marks' table: its columns.
pages-node = Uzel
pages-mark = Hodnocení
pages-why = Proč
pages-marked-label = Vaše odpověď ve stromu
pages-first-frame = Vaše ohodnocená odpověď a prohledávání přehrané až k vaší první chybě
# The compare panel.
pages-algorithms = Algoritmy
pages-orders = Pořadí tahů
pages-columns = Sloupce
pages-columns-placeholder = výchozí
pages-compare-run = Porovnat
# The footer: "Made by gametree playground. The JavaScript API is window.gametree (docs/browser.md)."
pages-footer-made = Vytvořil příkaz
pages-footer-api = . Rozhraní pro JavaScript je
# What the page's script writes (templates/playground.js).
pages-worker-refused = prohlížeč zde nespustí Web Worker výpočetního jádra (web možná workery zakazuje hlavičkou Content-Security-Policy); stáhněte si stránku a otevřete ji ze svého disku
pages-engine-failed = výpočetní jádro selhalo: { $why }
pages-engine-crashed = výpočetní jádro se zastavilo ({ $why }); bylo spuštěno znovu
pages-cancelled = zastaveno
pages-no-engine = tento prohlížeč výpočetní jádro nespustí (potřebuje WebAssembly a DecompressionStream: prohlížeč z roku 2023 nebo novější)
pages-engine-not-started = Výpočetní jádro se nepodařilo spustit: { $why }
# An error's place in words, then what is wrong.
pages-error-at = { $file }, řádek { $line }, sloupec { $column }: { $what }
pages-valid = ✓ pozice hry { $game }
pages-searching = Prohledávám…
# $nodes as written in the language (1,024); $count the same number, for the plural.
pages-searching-nodes = Prohledávám… asi { $nodes } { $count ->
        [one] uzel
        [few] uzly
       *[other] uzlů
    }, { $seconds } s
pages-stopped = Zastaveno.
pages-png-failed = PNG se nepodařilo vytvořit
pages-svg-failed = SVG se nepodařilo vykreslit
pages-exercise-status = Úloha se semínkem { $seed }: doplňte každý vnitřní uzel; neprohledané listy a podstromy zapište jako pruned.
pages-mark-right = ✓ správně
pages-mark-wrong = ✗ chybně
pages-mark-missing = ✗ chybí
pages-mark-unreadable = ✗ nečitelné
pages-no-answer = pro tento uzel chybí odpověď
pages-line = řádek { $line }
pages-bad-line = řádek { $line }: očekáváno { $expected }, nalezeno { $found }
pages-bad-line-column = řádek { $line }, sloupec { $column }: očekáváno { $expected }, nalezeno { $found }
pages-comparing = Porovnávám…
pages-link-copied = Odkaz zkopírován.
pages-link-in-bar = Odkaz je v adresním řádku.
pages-over-limit = `{ $option }` je na této stránce nejvýše { $max }, ne { $value }.
pages-under-limit = `{ $option }` je nejméně { $min }, ne { $value }.
pages-not-whole = `{ $option }` je celé číslo, ne { $value }.
pages-link-not-taken = Hodnotu `{ $option }` z odkazu tato stránka nenabízí: { $value }.
pages-link-not-run = Odkaz nebyl spuštěn:
pages-figure-too-large = Obrázek má { $size } MB SVG, víc než { $max } MB, které tato stránka zobrazí (vložení by stránku na sekundy zastavilo): stáhněte si ho, nebo kreslete méně uzlů či bez desek (`draw-depth`, `max-children`, `pruned: hide`, `boards`).
pages-unsafe-number = `{ $option }`: { $value } není přesné: čísla JavaScriptu zaokrouhlují celá čísla nad 2⁵³; zadejte je jako řetězec ("18446744073709551615") nebo BigInt (18446744073709551615n)
# The browser's module (web/src): the page asked to redraw before any search.
pages-nothing-searched = zatím nebylo nic prohledáno

# The Python package (python/src/errors.rs): an option's value that is not one of its words.
pages-python-unknown-choice = neznámá hodnota `{ $value }` volby { $what }; očekávána jedna z: { $choices }
# The Python package: a panic in the Rust work.
pages-python-internal-error = vnitřní chyba (chyba v gametree; nahlaste ji prosím): { $what }

pages-answer-hint-mcts = cesta výběru, rozšířený uzel a N a W každého uzlu na cestě po zpětném šíření:
pages-exercise-status-mcts = Úloha se semínkem { $seed }: odpovězte na otázku nad stromem — cesta výběru, rozšířený uzel a N a W podél cesty.
# -- end of pages --
