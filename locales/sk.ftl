### gametree's messages in Slovak: the terms of the MTD(f) thesis and the tic-tac-toe solver (glossary.md).
### One section an area; ids start with the section's name where they can.
### docs/languages.md: how to add a language.

## common
## Shared by every area: notation and the words many messages use.

lang-name = slovenčina
# The MTD(f) thesis writes the window ⟨α, β⟩.
common-window = ⟨{ $alpha }, { $beta }⟩
common-io-not-found = súbor ani adresár neexistuje
common-io-permission-denied = prístup zamietnutý
common-io-is-a-directory = je to adresár
common-io-not-a-directory = časť cesty nie je adresár
common-io-storage-full = na zariadení nie je miesto
common-io-invalid-data = nie je to platný text v UTF-8
common-file-symlink = symbolický odkaz, ktorý sa tu nenasleduje
common-file-directory = adresár, nie obyčajný súbor
common-file-fifo = FIFO (pomenovaná rúra), nie obyčajný súbor
common-file-device = zariadenie, nie obyčajný súbor
common-file-socket = socket, nie obyčajný súbor
common-file-irregular = nie je to obyčajný súbor
common-file-too-large = väčší ako najviac čítaných { $max } bajtov

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
figure-result-mcts = zahraný ťah { $best } (N = { $n }, Q = { $q } pre MAX)
figure-result-mcts-none = žiadny ťah na zahranie
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
figure-search-mcts = Monte Carlo prehľadávanie stromu
# The win-score legend below a figure (Kühr: MAX, MAX − n).
figure-win-legend = Hodnoty výhier: { $parts }.
figure-win-values-max = { $max } − n: MAX vyhrá o n ťahov ({ $max }: vyhral), −({ $max } − n): prehrá o n ťahov
figure-win-values-side = { $max } − n: hráč na ťahu vyhrá o n ťahov ({ $max }: vyhral), −({ $max } − n): prehrá o n ťahov
figure-win-windows = za ±{ $max }: hranica okna, rozširovaná o 1 s každým ťahom (Kührovo dal)
# The legend of --label book (Kühr's labels).
figure-book-legend = Popisy podľa Kühra: { $parts }.
figure-book-triples = α | hodnota | β každého volania, hodnota tak, ako ju vracia alfa-beta fail-hard (= α: najviac α; = β: najmenej β)
figure-book-bare = samotné číslo je to, čo prehľadávanie uzla vrátilo z prehľadaných potomkov
figure-book-cut = ≥ alebo ≤, ohraničenie: v uzle nastal rez
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
figure-text-stored-lower = uložené dolné ohraničenie
figure-text-stored-upper = uložené horné ohraničenie

# The games' names in the figure's title (a game of Python's or another keeps its own).
figure-game-tree = strom
figure-desc-intro = Strom, ako je nakreslený: { $n ->
    [one] jeden uzol
    [few] { $n } uzly
   *[other] { $n } uzlov
}, v poradí, v akom ich prehľadávanie navštívilo.
figure-desc-node = { $name }: { $what }.
figure-desc-root = Koreň
figure-desc-named-move = { $name } (ťah { $mv })
figure-desc-max = uzol MAX
figure-desc-min = uzol MIN
figure-desc-chance = uzol náhody
figure-desc-leaf = list
figure-desc-terminal = koniec hry
figure-desc-pruned = orezaný, nikdy neprehľadaný
figure-desc-not-yet = ešte nenavštívený
figure-desc-open = práve prehľadávaný
figure-desc-value = hodnota { $value }
figure-desc-upper = hodnota najviac { $value } (horné ohraničenie)
figure-desc-lower = hodnota najmenej { $value } (dolné ohraničenie)
figure-desc-label = zobrazené { $label }
figure-desc-cutoff = rez: { $n ->
    [one] jeden ťah orezaný
    [few] { $n } ťahy orezané
   *[other] { $n } ťahov orezaných
}
figure-desc-pv = na hlavnej variante
figure-desc-correct = odpoveď označená ako správna
figure-desc-wrong = odpoveď označená ako chybná alebo chýbajúca
figure-desc-more = pod ním ďalšie uzly, nenakreslené
figure-desc-cutoff-only = rez
figure-desc-blank = prázdne, na doplnenie
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

# Monte Carlo tree search (-a mcts): the legend of W/N labels and visit-wide edges, the text tree's last line, a --max-children mark with its children's visits, the report's node panel (three lines apart by "; ").
figure-mcts-legend = W/N pri uzle: celková odmena W jeho simulácií z pohľadu MAX pri N návštevách (Q = W/N, priemerná odmena); hrubšie hrany boli navštívené častejšie.
figure-mcts-text-legend = N: počet návštev; W: celková odmena simulácií z pohľadu MAX; Q = W/N: priemerná odmena.
figure-mcts-more = +{ $count } ďalších, N = { $visits }
figure-mcts-panel = N = { $n } (počet návštev); W = { $w }, celková odmena z pohľadu MAX; Q = W/N = { $q }, priemerná odmena
# -- end of figure --


## steps
## Step captions, the step figures and the HTML replay/report (src/render/model/steps.rs, svg_steps, html, templates/report.*).

steps-step = Krok { $k } z { $n }: { $caption }
steps-root = koreň
steps-node-after = { $name } (po { $way })
steps-window-decimal = ⟨{ $alpha }; { $beta }⟩
steps-enter-window = { $root ->
    [yes] Vstup do koreňa s oknom { $window }.
   *[no] Vstup do uzla { $name } s oknom { $window }.
}
steps-enter = { $root ->
    [yes] Vstup do koreňa.
   *[no] Vstup do uzla { $name }.
}
steps-re-search = Nové prehľadanie uzla { $name } s oknom { $window }: jeho prieskum s nulovým oknom { $scout } vrátil { $got }.
steps-evaluate-leaf = Ohodnotenie listu { $name }: hodnota { $value }{ $bound }.
steps-evaluate-terminal = Ohodnotenie uzla { $name } (koniec hry): hodnota { $value }{ $bound }.
steps-bound-lower = , dolné ohraničenie
steps-bound-upper = , horné ohraničenie
steps-cutoff = { $root ->
    [yes] Rez v koreni: { $why }, takže { $pruned }.
   *[no] Rez v uzle { $name }: { $why }, takže { $pruned }.
}
steps-cut-table = rozhodlo ho ohraničenie z transpozičnej tabuľky
steps-cut-probe = Star2 ho skúma len prvým ťahom, kvôli ohraničeniu
steps-cut-best = jeho ťah s hodnotou { $value } sa nedá prekonať
steps-pruned-names = { $list } sa nikdy { $n ->
    [one] neprehľadá
   *[other] neprehľadajú
}
steps-pruned-moves = { $n ->
    [one] ťah
   *[other] ťahy
} { $list } sa nikdy { $n ->
    [one] neprehľadá
   *[other] neprehľadajú
}
steps-list-and = { $init } a { $last }
steps-leave = { $root ->
    [yes] Návrat z koreňa: hodnota { $value }{ $bound }{ $rule }.
   *[no] Návrat z uzla { $name }: hodnota { $value }{ $bound }{ $rule }.
}
steps-leave-table = { $root ->
    [yes] Návrat z koreňa: hodnota { $value }{ $bound }, zo záznamu transpozičnej tabuľky.
   *[no] Návrat z uzla { $name }: hodnota { $value }{ $bound }, zo záznamu transpozičnej tabuľky.
}
steps-fail-hard-alpha = varianta fail-hard vracia α = { $alpha }
steps-fail-hard-beta = varianta fail-hard vracia β = { $beta }
steps-fail-soft = varianta fail-soft vracia najlepšiu nájdenú hodnotu, { $best }
steps-chance-at-most = jeho hodnota je najviac { $value } ≤ α = { $alpha }{ $counted }
steps-chance-at-least = jeho hodnota je najmenej { $value } ≥ β = { $beta }{ $counted }
steps-chance-outside = jeho hodnota už leží mimo jeho okna
steps-counted-leaf-bound = (neprehľadané výsledky započítané ohraničením listov { $bound })
steps-counted-bounds = (neprehľadané výsledky započítané svojimi ohraničeniami)

steps-report-language = Jazyk
steps-report-replay = Prehrávanie
steps-report-first = Prvý krok (Home)
steps-report-prev = Predchádzajúci krok (←)
steps-report-play-title = Prehrať / pozastaviť (medzerník)
steps-report-play = prehrať
steps-report-pause = pauza
steps-report-next = Ďalší krok (→)
steps-report-last = Posledný krok (End)
steps-report-slider = Krok
steps-report-zoom-in = Priblížiť
steps-report-zoom-out = Oddialiť
steps-report-fit-title = Prispôsobiť vykreslený (rozbalený) strom oknu
steps-report-fit = Prispôsobiť
steps-report-pv-title = Ukázať a vycentrovať hlavnú variantu
steps-report-pv = HV
steps-report-expand-title = Ukázať ďalšiu úroveň skrytých uzlov
steps-report-expand = Rozbaliť úroveň
steps-report-values = Hodnoty
steps-report-values-title = Z čieho pohľadu sa ukazujú hodnoty a okná
steps-report-view-max = pohľad MAX
steps-report-view-stm = hráč na ťahu
steps-report-labels = Popisy
steps-report-labels-title = Čo ukazujú uzly
steps-report-label-value = hodnota (≥ / ≤ pre ohraničenie)
steps-report-label-window = okno ⟨α, β⟩
steps-report-label-triple = α | hodnota | β
steps-report-tree = Strom prehľadávania
steps-report-panel = Krok, pozícia a legenda
steps-report-position = Pozícia
steps-report-search = Prehľadávanie
steps-report-tree-words = Strom uzol po uzle
steps-report-legend = Legenda
steps-report-step = krok { $k } z { $n }
steps-report-reading = čítam záznam…
steps-report-wait = Prehrávanie začne, keď sa načíta celý záznam ({ $n } { $n ->
    [one] uzol
    [few] uzly
   *[other] uzlov
}).
steps-report-game = Hra
steps-report-algorithm = Algoritmus
steps-report-evaluation = Ohodnotenie
steps-report-depth = Hĺbka
steps-report-to-the-end = do konca
steps-report-value = Hodnota
steps-report-value-max = { $value } (pohľad MAX)
steps-report-best-move = Najlepší ťah
steps-report-none = žiadny
steps-report-pv-long = Hlavná varianta
steps-report-visited = Navštívené
steps-report-leaves = Ohodnotené listy
steps-report-terminals = Skončené hry
steps-report-cutoffs = Rezy
steps-report-pruned = Orezané ťahy
steps-report-recorded = Zaznamenané uzly
steps-report-values-shown = Ukázané hodnoty
steps-report-from-max = z pohľadu MAX
steps-report-from-stm = z pohľadu hráča na ťahu
steps-report-later = povie sa v poslednom kroku
steps-report-showing = Zobrazené { $shown } z { $total } zaznamenaných uzlov.
steps-report-showing-hidden = Zobrazené { $shown } z { $total } zaznamenaných uzlov; skryté pod uzlami označenými +k: { $hidden } (kliknutím na niektorý ho rozbalíte, alebo použite Rozbaliť úroveň).
steps-report-click = Kliknutím na uzol ho zbalíte alebo rozbalíte; ukázaním myšou uvidíte jeho pozíciu.
steps-report-reading-whole = Číta sa celý záznam: skryté uzly a prehrávanie budú o chvíľu.
steps-report-below = skryté uzly pod ním: { $n }; kliknutím rozbalíte
steps-report-more = { $n ->
    [one] +{ $n } ďalší potomok
    [few] +{ $n } ďalší potomkovia
   *[other] +{ $n } ďalších potomkov
}
steps-report-legend-max = uzol MAX (obdĺžnik, modrý): hráč na ťahu v koreni
steps-report-legend-min = uzol MIN (elipsa, zelený)
steps-report-legend-chance = uzol náhody (kruh, oranžový): hodnoty potomkov vážené pravdepodobnosťami na hranách
steps-report-legend-leaf = list ohodnotený vyhodnocovacou funkciou (červený)
steps-report-legend-terminal = skončená hra (dvojitý obrys)
steps-report-legend-pruned = orezaný: vygenerovaný, nikdy neprehľadaný (sivý, čiarkovaný)
steps-report-legend-chosen = zvolený ťah (červená hrana)
steps-report-legend-pv = hlavná varianta (hrubo)
steps-report-legend-current = prehrávanie: práve prehľadávaný uzol
steps-report-legend-open = prehrávanie: otvorený uzol, doterajšia hodnota (≥ / ≤)
steps-report-legend-notyet = prehrávanie: zatiaľ nenavštívený
steps-report-node-max = uzol MAX, hĺbka { $ply }
steps-report-node-min = uzol MIN, hĺbka { $ply }
steps-report-node-chance = uzol náhody, hĺbka { $ply }
steps-report-move = ťah { $move }
steps-report-probability = pravdepodobnosť { $p }
steps-report-never = orezaný: nikdy neprehľadaný
steps-report-window = okno { $window }
steps-report-node-value = hodnota { $value }
steps-report-node-lower = hodnota { $value } (dolné ohraničenie)
steps-report-node-upper = hodnota { $value } (horné ohraničenie)
steps-report-valued = ohodnotený vyhodnocovacou funkciou
steps-report-terminal = skončená hra
steps-report-cut-here = tu rez
steps-report-mark-group = skupinový uzol: prehľadávania pod ním vychádzajú z koreňovej pozície
steps-report-mark-pass = MTD(f) prechod { $n }
steps-report-mark-iteration = iterácia { $n }
steps-report-mark-research = nové prehľadanie po tom, čo prieskum skončil nad oknom
steps-report-mark-quiescence = pokojné prehľadávanie
steps-report-mark-probing = skúška Star2: len prvý ťah, kvôli ohraničeniu; neskôr prehľadaný celý
steps-report-mark-probe-miss = dotaz do tabuľky: nenájdené
steps-report-mark-probe-hit = dotaz do tabuľky: nájdené
steps-report-mark-probe-narrowed = dotaz do tabuľky: zúžil okno
steps-report-mark-probe-cutoff = dotaz do tabuľky: rozhodol uzol
steps-report-mark-stored-exact = uložená presná hodnota
steps-report-mark-stored-lower = uložené dolné ohraničenie
steps-report-mark-stored-upper = uložené horné ohraničenie
steps-report-scout = prieskum
steps-report-re-search = nové prehľadanie

# --- Monte Carlo tree search (src/render/model/mcts_steps.rs): each iteration's four phases as steps.
steps-mcts-caption = Iterácia { $k }, { $phase }: { $text }
steps-mcts-selection = výber
steps-mcts-expansion = rozšírenie
steps-mcts-simulation = simulácia
steps-mcts-backpropagation = spätné šírenie
steps-mcts-node-move = { $name } (ťah { $move })
steps-mcts-select = vybraný uzol { $name }: UCB1 = { $q } + { $c }·√(ln { $parent } / { $n }) = { $ucb }, { $rank } ({ $view })
steps-mcts-largest = najvyššia z hodnôt { $others }
steps-mcts-largest-tie = najvyššia z hodnôt { $others } (pri rovnosti rozhoduje prvý ťah v poradí)
steps-mcts-only = jediný potomok uzla { $at } v strome
steps-mcts-candidate = { $name } { $ucb }
steps-mcts-view-max = Q = W/N, v uzle { $at } ťahá MAX
steps-mcts-view-min = Q = −W/N, v uzle { $at } ťahá MIN
steps-mcts-sample = v náhodnom uzle { $at } padol výsledok { $name } (pravdepodobnosť { $p })
steps-mcts-stay = uzol { $name } má ešte ťahy mimo stromu, výber teda končí v ňom
steps-mcts-expand = rozšírenie uzla { $at }: pridaný uzol { $name } (N = 0, W = 0)
steps-mcts-expand-leaf = uzol { $name } je list: nie je čo rozšíriť
steps-mcts-expand-terminal = uzol { $name } je koniec hry: nie je čo rozšíriť
steps-mcts-playout = simulácia z uzla { $name }: { $plies ->
        [one] { $plies } náhodný ťah
        [few] { $plies } náhodné ťahy
       *[other] { $plies } náhodných ťahov
    }, výsledok { $result } ({ $meaning })
steps-mcts-game-over = v uzle { $name } sa hra skončila: výsledok { $result } ({ $meaning })
steps-mcts-max-wins = vyhráva MAX
steps-mcts-min-wins = vyhráva MIN
steps-mcts-draw = remíza
steps-mcts-eval-max = ohodnotenie je v prospech MAX
steps-mcts-eval-min = ohodnotenie je v prospech MIN
steps-mcts-eval-even = ohodnotenie je vyrovnané
steps-mcts-playout-tree = simulácia z uzla { $name }: { $plies ->
        [one] { $plies } náhodný ťah
        [few] { $plies } náhodné ťahy
       *[other] { $plies } náhodných ťahov
    } do listu s hodnotou { $result }
steps-mcts-leaf-value = uzol { $name } je list: výsledkom je jeho hodnota { $result }
steps-mcts-backup = N a W aktualizované v uzloch { $nodes }: { $updates }
steps-mcts-update = N({ $name }) { $n0 }→{ $n1 }, W({ $name }) { $w0 }→{ $w1 }
steps-mcts-legend = Uzly ukazujú W/N: celkovú odmenu W (z pohľadu MAX) a počet návštev N.

# -- end of steps --


## check
## check: verdicts, reasons, explanations, the check report and the practice page (src/homework/check, explain, output, practice, templates/check.html, practice.*).

check-wrong-value = nesprávna hodnota (očakávané { $expected }, zapísané { $got })
check-wrong-window = nesprávne okno (očakávané { $expected }, zapísané { $got })
check-pruned-but-searched = orezaný, ale má byť prehľadaný
check-searched-but-pruned = prehľadaný, ale má byť orezaný
check-missing = chýba
check-bad-line = chybný riadok (stĺpec { $column }: očakávané { $expected }, nájdené { $found })
check-mistake-why = { $what }: { $why }
check-correct = správne
check-not-counted = správne, ale nepožadované (nezapočítava sa)
check-missing-expected = chýba (očakávané { $expected })
check-right-under = správne pre { $conventions }
check-or = { $first } alebo { $second }
check-all-correct = { $n ->
    [one] jediný požadovaný uzol správne
    [few] všetky { $n } požadované uzly správne
   *[other] všetkých { $n } požadovaných uzlov správne
}
check-verdict = { $correct } z { $asked ->
    [one] { $asked } požadovaného uzla
   *[other] { $asked } požadovaných uzlov
} správne{ $others } ({ $percent } %): { $mistakes }
check-others-wrong = { $n ->
    [one] 1 ďalší riadok nesprávne
    [few] { $n } ďalšie riadky nesprávne
   *[other] { $n } ďalších riadkov nesprávne
}
check-count-wrong-value = { $n ->
    [one] 1 nesprávna hodnota
    [few] { $n } nesprávne hodnoty
   *[other] { $n } nesprávnych hodnôt
}
check-count-wrong-window = { $n ->
    [one] 1 nesprávne okno
    [few] { $n } nesprávne okná
   *[other] { $n } nesprávnych okien
}
check-count-pruned-but-searched = { $n ->
    [one] 1 uzol je orezaný, ale má byť prehľadaný
    [few] { $n } uzly sú orezané, ale majú byť prehľadané
   *[other] { $n } uzlov je orezaných, ale má byť prehľadaných
}
check-count-searched-but-pruned = { $n ->
    [one] 1 uzol je prehľadaný, ale má byť orezaný
    [few] { $n } uzly sú prehľadané, ale majú byť orezané
   *[other] { $n } uzlov je prehľadaných, ale má byť orezaných
}
check-count-missing = { $n ->
    [one] 1 uzol chýba
    [few] { $n } uzly chýbajú
   *[other] { $n } uzlov chýba
}
check-count-bad-line = { $n ->
    [one] 1 chybný riadok
    [few] { $n } chybné riadky
   *[other] { $n } chybných riadkov
}
check-one-answer = jedna odpoveď na uzol ({ $node } má odpoveď už na riadku { $line })
check-second-answer = druhá odpoveď { $node }
check-no-answer = { $file }: očakávané riadky odpovede (`A = 3`, `C.2 pruned`; docs/homework.md), nenájdený žiadny: súbor je prázdny alebo obsahuje len komentáre a prázdne riadky
check-cannot-read = nedá sa prečítať { $file }: { $error }
check-answer-too-large = { $file }: očakávaný súbor s odpoveďou najviac { $mib } MiB, nájdený väčší súbor
check-minimax = minimax
check-fail-hard-alphabeta = fail-hard alfa-beta
check-fail-soft-alphabeta = fail-soft alfa-beta
check-cut-ge = rez pri α ≥ β
check-cut-gt = rez len pri α > β
check-view-max = hodnoty z pohľadu hráča MAX
check-view-side = hodnoty z pohľadu hráča na ťahu
check-why-at = α = { $alpha } { $op } β = { $beta } v uzle { $node } po { $child }
check-why-wins-in-one = { $child } vyhráva v uzle { $node } jedným ťahom a nič to neprekoná
check-why-pruned = orezaný, pretože { $cut }
check-why-pruned-inside = leží pod uzlom { $top }, ktorý je orezaný, pretože { $cut }
check-why-minimax-searches = minimax prehľadáva všetky uzly
check-why-first-child = prvý potomok uzla { $node } sa prehľadáva vždy
check-why-root-searched = koreň sa prehľadáva vždy
check-why-searched = prehľadaný, pretože { $at }
check-why-searched-tie = prehľadaný, pretože { $at }, a { $option } reže len pri α > β
check-why-no-windows = minimax nemá okná
check-why-root-window = koreň sa prehľadáva s oknom { $window }
check-why-window-after = oknom uzla { $parent } po { $child }
check-why-window-on-entry = oknom uzla { $parent } pri vstupe
check-why-window = { $node } sa prehľadáva s { $from }{ $farther }
check-why-window-negated = { $node } sa prehľadáva s { $from }, { $window }, negovaným a s vymenenými hranicami{ $farther }
check-why-farther = , skóre výhry posunuté o ťah ďalej
check-why-leaf = hodnota listu je daná v strome
check-why-failed-high = { $how ->
    [cut] v uzle { $node } nastal rez
   *[closes] okno uzla { $node } sa uzavrelo
} po { $child } (α = { $alpha } ≥ β = { $beta })
check-why-no-child-rose = žiadny potomok uzla { $node } neprekročil α = { $alpha }
check-why-no-child-fell = žiadny potomok uzla { $node } neklesol pod β = { $beta }
check-why-bound = { $reason }, takže jeho hodnota je len { $bound ->
    [upper] horné
   *[lower] dolné
} ohraničenie a { $rule }{ $asked }
check-why-written = , zapísaná `{ $answer }` ({ $option })
check-why-negamax = { $node } berie najväčšiu z negovaných hodnôt svojich potomkov ({ $list })
check-why-max = { $node } je uzol MAX: najväčšia z hodnôt jeho potomkov ({ $list })
check-why-min = { $node } je uzol MIN: najmenšia z hodnôt jeho potomkov ({ $list })
check-why-chance = { $node } je náhodný uzol: hodnoty jeho potomkov vážené ich pravdepodobnosťami a sčítané ({ $list })
check-line = riadok { $line }
check-error = chyba: { $error }
check-html-title = Kontrola odpovedí: { $tree }
check-html-marked = Hodnotené podľa { $algorithm ->
    [alphabeta] algoritmu alfa-beta
   *[minimax] algoritmu minimax
} ({ $convention }, rez pri α { $op } β, { $view }, hranice { $bounds ->
    [required] vyžadované
    [accepted] prijímané
   *[refused] neprijímané
}).
check-html-node = uzol
check-html-line = riadok
check-html-answer = odpoveď
check-html-mistake = chyba
check-html-first = Prvá chyba, krok { $step } z { $steps }: { $caption } Tu sa odpoveď odchyľuje, v uzle { $node }{ $answer }: { $text }
check-html-replay = Prehrať po tento krok
check-html-replay-title = Prehrávanie prehľadávania

check-expect-range = hodnota medzi -{ $limit } a { $limit }
check-expect-fraction = hodnota (celé číslo, zlomok ako `13/6` alebo desatinné číslo ako `2.1`)
check-expect-integer = hodnota (celé číslo)
check-expect-window-bound = hranica okna: celé číslo, `-inf` alebo `inf`
check-expect-node = uzol (označenie ako `C` alebo cesta ako `C.2`)
check-expect-rel = `=`, `<=` alebo `>=`
check-expect-claim = `=`, `<=`, `>=` a hodnota, alebo `pruned`
check-expect-end-of-line = koniec riadku (alebo komentár `#`)
check-expect-bound = { $bound }: celé číslo, `-inf` alebo `inf`
check-expect-comma = `,` medzi α a β
check-expect-close = `]` uzatvárajúca okno
check-found-end-of-line = koniec riadku

check-practice-language = Jazyk
check-practice-convention = Konvencia:
check-practice-how = Ako ju vyplniť
check-practice-how-values = Do každého políčka zapíšte hodnotu uzla: { $three }, alebo ohraničenie { $le } / { $ge } (funguje aj { $lesym } a { $gesym }) tam, kde je hodnota uzla len ohraničením. Listy majú hodnoty už zapísané.
check-practice-how-prune = Kliknutím na nožnice na hrane (alebo stlačením { $enter } na nej) označíte vetvu ako orezanú; ďalším kliknutím to vrátite. Nič pod orezanou hranou sa neprehľadáva.
check-practice-how-windows = Zaškrtnutím { $windows } zapíšete aj okno ⟨α, β⟩, s ktorým sa do uzla vstupuje.
check-practice-how-keys = { $tab } prejde na ďalšie políčko alebo hranu, šípky z uzla na uzol ({ $down } prvý potomok, { $up } rodič, { $left }/{ $right } súrodenci), { $enter } v políčku na ďalšie políčko.
check-practice-how-check = { $check } ohodnotí všetky uzly; { $first } prehrá prehľadávanie až po miesto, kde sa od neho vaša odpoveď odchyľuje; { $download } ju uloží pre { $command }. Vaša práca sa uchováva v tomto prehliadači.
check-practice-check = Skontrolovať
check-practice-first = Ukázať prvú chybu
check-practice-solution = Ukázať riešenie
check-practice-clear = Vymazať
check-practice-download = Stiahnuť odpoveď
check-practice-windows = Okná
check-practice-exercise = Úloha { $n }
check-practice-value-of = Hodnota uzla { $node } ({ $player })
check-practice-bound-of = { $bound } uzla { $node }
check-practice-prune-edge = Orezať hranu do uzla { $node }
check-practice-bad-box = chybný riadok (očakávaná hodnota ako 3, <=3 alebo >=3 a okno z celých čísel, -inf alebo inf; nájdené { $found })
check-practice-score = { $correct } z { $asked ->
    [one] { $asked } požadovaného uzla
   *[other] { $asked } požadovaných uzlov
} správne{ $others }
check-practice-score-percent = { $score } ({ $percent } %)
check-practice-score-head = { $score }:
check-practice-all-correct = { $n ->
    [one] Jediný požadovaný uzol správne.
    [few] Všetky { $n } požadované uzly správne.
   *[other] Všetkých { $n } požadovaných uzlov správne.
}
check-practice-total = Spolu: { $correct } z { $total } ({ $percent } %), skontrolované { $done } z { $exercises ->
    [one] { $exercises } úlohy
   *[other] { $exercises } úloh
}
check-practice-replay-title = Prehrávanie prehľadávania: { $title }
check-practice-no-mistake = Žiadna chyba: vaša odpoveď krok za krokom zodpovedá prehľadávaniu.
check-practice-nothing-yet = Zatiaľ nie je čo prehrať: vyplňte nejaké uzly.
check-practice-you-wrote = (zapísali ste { $answer })
check-practice-where = { $node }{ $wrote }: { $text }
check-practice-first-at = V kroku { $step } z { $steps } sa vaša odpoveď odchyľuje od prehľadávania, v uzle { $where }
check-practice-first-step = Krok { $step } z { $steps }: { $caption } Tu sa vaša odpoveď odchyľuje, v uzle { $where }
check-practice-conv-chance = expectiminimax (AIMA §5.5), hodnoty z pohľadu hráča MAX, zapísané presne (2.1 alebo 13/6)
check-practice-conv-view-max = hodnoty a okná z pohľadu hráča MAX
check-practice-conv-view-side = hodnoty a okná z pohľadu hráča na ťahu (negamax)
check-practice-conv-minimax = minimax (prehľadáva sa každý uzol, hodnoty sú presné), { $view }
check-practice-conv-soft = fail-soft (uzol, ktorého prehľadávanie zlyhá, vracia najlepšiu nájdenú hodnotu)
check-practice-conv-hard = fail-hard (uzol, ktorého prehľadávanie zlyhá, vracia hranicu svojho okna)
check-practice-conv-bounds-accept = hodnota, ktorá je len ohraničením, sa zapisuje ≤ 3 / ≥ 3 alebo = 3
check-practice-conv-bounds-require = hodnota, ktorá je len ohraničením, sa musí zapísať ≤ 3 / ≥ 3
check-practice-conv-bounds-reject = každá hodnota sa zapisuje = 3, aj ohraničenia
check-practice-conv-alphabeta = alfa-beta zľava doprava, { $fail }, rez pri { $cut }, { $view }, { $bounds }
check-practice-exercise-title = Úloha { $n } (semienko { $seed })
check-practice-title = Precvičenie { $chance ->
    [yes] expectiminimaxu
   *[no] alfa-beta
} (semienko { $seed })
check-practice-title-many = Precvičenie { $chance ->
    [yes] expectiminimaxu
   *[no] alfa-beta
}: { $count ->
    [one] { $count } úloha
    [few] { $count } úlohy
   *[other] { $count } úloh
}

check-practice-title-file = Precvičenie: { $file }
check-practice-title-depth = Precvičenie: { $file } do hĺbky { $depth }

check-expect-json-either = buď `"pruned": true`, alebo hodnota
check-found-json-both = oboje
check-expect-json-value = `value` (alebo `"pruned": true`)
check-found-json-neither = ani jedno
check-expect-json-bound = `bound` rovné `=`, `<=` alebo `>=`
check-expect-json-window-bound = hranica okna

# check --algorithm mcts (src/homework/mcts_mark.rs): Monte Carlo tree search answers.
check-mcts-all-correct = { $n ->
    [one] jediná odpoveď správne
    [few] všetky { $n } odpovede správne
   *[other] všetkých { $n } odpovedí správne
}
check-mcts-verdict = { $right } z { $asked } { $asked ->
    [one] odpovede
   *[other] odpovedí
} správne{ $others } ({ $percent } %)
check-mcts-not-utf8 = odpoveď nie je text v UTF-8
check-mcts-bad-line = tento riadok sa nedá prečítať (očakávané `path: A B …`, `expand: UZOL` alebo `UZOL N=… W=…`)
check-mcts-step = krok { $n }
check-mcts-expand = rozšírenie
check-mcts-wrong-step = { $got } má UCB1 { $got_ucb }, ale { $expected } má { $expected_ucb } (Q { $q } + { $bonus }): výber berie najväčšiu hodnotu pre { $side }
check-mcts-not-child = { $got } nie je v strome potomkom uzla { $parent }
check-mcts-goes-on = výber sa v { $node } nezastaví: všetky jeho ťahy už sú v strome, takže pokračuje do { $expected } (UCB1 { $ucb })
check-mcts-after-wrong = nasleduje po chybnom kroku: výber ide z { $parent } do { $expected }
check-mcts-stops = výber sa zastaví v { $node }: má ťah, ktorý ešte nie je v strome ({ $untried })
check-mcts-stops-leaf = výber sa zastaví v { $node }: je to list
check-mcts-wrong-expand = rozšírenie pridá prvý ťah uzla { $node }, ktorý ešte nie je v strome (v poradí generovania): { $expected }
check-mcts-no-expand = nič sa nerozširuje: výber končí v liste { $node }, ktorého hodnota je výsledkom simulácie
check-mcts-wrong-n = očakávané { $expected } ({ $before } + 1): spätné šírenie pridá každému uzlu na ceste jednu návštevu
check-mcts-wrong-w = očakávané { $expected } ({ $before } + { $playout }): spätné šírenie pripočíta výsledok simulácie (z pohľadu hráča MAX) každému uzlu na ceste
check-mcts-off-path = { $node } nie je na ceste: jeho N a W zostávajú { $n } a { $w }
check-mcts-unknown = uzol { $node } v strome nie je
check-mcts-twice = uzol { $node } je zodpovedaný dvakrát
method-minimax-only = { $o0 } je konvencia minimaxu a alfa-beta, nie { $o1 }
method-mcts-only = { $o0 } patrí len k { $o1 } (Monte Carlo prehľadávanie stromu)
method-chance = strom má náhodové uzly: odpovede sa hodnotia algoritmom expectiminimax; zadajte { $o0 } alebo { $o1 } vynechajte
method-contradicts-file = { $o0 } odporuje nastaveniu `{ $setting }`, s ktorým bol súbor úlohy vytvorený: vynechajte ho, aby sa hodnotilo podľa súboru, alebo zadajte { $o1 }, aby sa hodnotilo podľa neho
method-over-file = hodnotené s { $o0 }, nie podľa `{ $setting }` zo súboru úlohy ({ $o1 })
check-mcts-html-settings = opravené podľa iterácie { $k } + 1 algoritmu UCT s C = { $c } a semienkom { $seed }
# Stránka na precvičenie MCTS (src/homework/mcts_practice.rs, templates/practice_mcts.*).
check-mcts-practice-title = Precvičenie prehľadávania stromu Monte Carlo (semienko { $seed })
check-mcts-practice-title-many = Precvičenie prehľadávania stromu Monte Carlo: { $count ->
    [one] { $count } úloha
    [few] { $count } úlohy
   *[other] { $count } úloh
}
check-mcts-practice-how = Ako odpovedať
check-mcts-practice-how-path = Klikajte na uzly cesty výberu v strome od koreňa nadol, alebo napíšte ich mená (A B C.2); ⌫ odoberie posledný.
check-mcts-practice-how-expand = Napíšte uzol, ktorý pridá rozšírenie (none, keď cesta končí v liste), alebo zaškrtnite „{ $pick }“ a kliknite naň.
check-mcts-practice-how-stats = Vyplňte N a W po spätnom šírení pri každom uzle cesty a pri rozšírenom uzle; riadky o iných uzloch patria do poľa pod nimi.
check-mcts-practice-how-check = { $check } ohodnotí odpoveď tak ako gametree check a potom ukáže riešenie; { $download } ju uloží ako súbor pre gametree check.
check-mcts-practice-path = Cesta
check-mcts-practice-back = Odobrať posledný uzol cesty
check-mcts-practice-expand = Rozšírený uzol
check-mcts-practice-pick = kliknutie vyberá rozšírený uzol
check-mcts-practice-stats = N a W po spätnom šírení
check-mcts-practice-node = Uzol
check-mcts-practice-other = Ďalšie riadky
check-mcts-practice-answer = Vaša odpoveď, ako ju číta gametree check:
check-mcts-practice-empty = (zatiaľ nič nenapísané)
check-mcts-practice-tree = Stiahnuť strom
check-mcts-practice-solution = Riešenie: iterácia { $next }
# -- end of check --


## exercise
## Exercise sheets, instructions, Moodle/QTI/PrairieLearn question texts and feedback (src/homework/exercise, sheet, lms).

exercise-title-alphabeta = Úloha na alfa-beta orezávanie (semienko { $seed })
exercise-title-chance = Úloha na expectiminimax (semienko { $seed })
exercise-help-alphabeta = Prejdite strom algoritmom alfa-beta zľava doprava, vo variante fail-hard (uzol, ktorého prehľadávanie zlyhá, vráti hranicu svojho okna, zapísanú ≤ alebo ≥), s rezom pri α ≥ β. Uzly MAX sú obdĺžniky, uzly MIN elipsy; ľavý okraj pomenúva každú úroveň. Koreň je A; vnútorné uzly sú označené A, B, … v poradí návštevy, na hrane nad nimi; list sa pomenúva podľa svojho rodiča a svojho poradia, napr. C.2 je druhý potomok uzla C. Do každého políčka zapíšte α | hodnota | β, hodnoty z pohľadu hráča MAX, a prečiarknite hrany orezaných vetiev.
exercise-help-chance = Prejdite strom algoritmom expectiminimax (AIMA §5.5): uzol MAX má hodnotu najväčšiu z hodnôt svojich potomkov, uzol MIN najmenšiu, náhodový uzol (kruh) súčet hodnôt svojich potomkov vynásobených pravdepodobnosťami na ich hranách. Uzly MAX sú obdĺžniky, uzly MIN elipsy; ľavý okraj pomenúva každú úroveň. Koreň je A; vnútorné uzly sú označené A, B, … v poradí návštevy, na hrane nad nimi; list sa pomenúva podľa svojho rodiča a svojho poradia, napr. C.2 je druhý potomok uzla C. Do každého uzla zapíšte jeho hodnotu z pohľadu hráča MAX, presne (2,1 alebo 13/6).
exercise-level-chance = NÁHODA
exercise-position-alphabeta =
    Úloha na alfa-beta. Koreň je A; vnútorné uzly sú označené A, B, … v poradí
    návštevy; list sa pomenúva podľa rodiča a poradia: C.2 je druhý potomok uzla C.
    Formát odpovede a hodnotenie: docs/homework.md (gametree check).
exercise-position-chance =
    Úloha na expectiminimax: náhodový uzol píše pred každého potomka jeho
    pravdepodobnosť.
    Koreň je A; vnútorné uzly sú označené A, B, … v poradí
    návštevy; list sa pomenúva podľa rodiča a poradia: C.2 je druhý potomok uzla C.
    Formát odpovede a hodnotenie: docs/homework.md (gametree check).
exercise-category = gametree alfa-beta (semienko kurzu { $seed })
exercise-bank-info = Úlohy na herné stromy vytvorené programom gametree, jedna pre každého študenta ({ $conventions }).
exercise-question-name = Alfa-beta, varianta { $id } (semienko { $seed })
exercise-moodle-instructions = Pri každom vnútornom uzle zvoľte, ako je jeho hodnota známa — presne (=), ako horné ohraničenie (≤) alebo ako dolné ohraničenie (≥) — a { $values } (0 pri uzle, kam prehľadávanie nedôjde); potom označte potomkov, ktorých vetvy jeho prehľadávanie oreže ({ $none }, ak neoreže žiadnu).
exercise-moodle-value = zapíšte hodnotu z pohľadu hráča MAX
exercise-moodle-value-chance = zapíšte hodnotu z pohľadu hráča MAX na dve desatinné miesta
exercise-column-node = Uzol
exercise-column-known = Ako je známa
exercise-column-value = Hodnota
exercise-column-cut = Orezané pod ním
exercise-choice-not-searched = neprehľadaný
exercise-choice-none = žiadny
exercise-model-answer = Vzorová odpoveď (vo formáte gametree check):
exercise-figure-alt = Strom úlohy: hore koreň A, vnútorné uzly pomenované na hranách nad nimi, listy s hodnotami
exercise-qti-instructions = Pri každom vnútornom uzle zvoľte, ako je jeho hodnota známa — presne (=), ako horné ohraničenie (≤), ako dolné ohraničenie (≥), alebo neprehľadaný — a zapíšte hodnotu z pohľadu hráča MAX; potom vyberte potomkov, ktorých vetvy jeho prehľadávanie oreže (žiadny, ak neoreže žiadnu).
exercise-qti-cut-prompt = Potomkovia uzla { $node }, ktorých vetvy jeho prehľadávanie oreže:
exercise-pl-title = Alfa-beta ručne
exercise-pl-work = Prejdite tento strom ručne algoritmom alfa-beta: { $conventions }.
exercise-pl-instructions = Pri každom vnútornom uzle zapíšte jeho hodnotu ako { $value }, alebo tam, kde je hodnota iba ohraničením, { $le } alebo { $ge }; pri vnútornom uzle, kam prehľadávanie nedôjde, zapíšte { $pruned } a uzly pod orezaným nechajte prázdne. Potom vypíšte orezané listy ({ $leaves }: druhý a tretí potomok uzla C).
exercise-pl-placeholder = 3, <=3, >=3 alebo pruned
exercise-pl-pruned-leaves = Orezané listy
exercise-pl-wrong-value = nesprávna hodnota
exercise-pl-wrong-window = nesprávne okno
exercise-pl-pruned-but-searched = orezaný, ale prehľadáva sa
exercise-pl-searched-but-pruned = prehľadaný, ale je orezaný
exercise-pl-missing = chýba
exercise-pl-missing-expected = { $what } (správne { $expected })
exercise-pl-expected-got = { $what } (správne { $expected }, zapísané { $got })
exercise-pl-unreadable = nedá sa prečítať: očakávané { $expected }, nájdené { $found }
exercise-pl-no-leaf = taký list v strome nie je (list sa pomenúva podľa rodiča a poradia: C.2)
exercise-gradebook-no-submission = nič neodovzdané (žiadny súbor s odpoveďou nenesie meno tohto študenta)
exercise-gradebook-several = meno tohto študenta nesie viac súborov s odpoveďami: { $files }
exercise-gradebook-first-mistake = Prvá chyba: { $node }: { $why }

exercise-note-seed = semienko: { $seed } (s --seed { $seed } vznikne táto úloha znova)
exercise-note-made = exercise: semienko { $seed }, pokus { $attempt }, { $cutoffs } { $cutoffs ->
        [one] rez
        [few] rezy
       *[other] rezov
    } (z toho { $deep } { $deep ->
        [one] hlboký
        [few] hlboké
       *[other] hlbokých
    })
exercise-note-variants = exercise: { $count } { $count ->
        [one] varianta
        [few] varianty
       *[other] variant
    } zo semienka kurzu { $seed }
exercise-note-bank = exercise: { $count } { $count ->
        [one] varianta
        [few] varianty
       *[other] variant
    } zo semienka kurzu { $seed }, { $size } ({ $each } na variantu)
exercise-note-too-large = poznámka: banka je väčšia ako 2 MB, predvolený limit nahrávania PHP (upload_max_filesize), ktorý Moodle môže mať: vytvorte ju po častiach najviac { $part } { $part ->
        [one] študenta
       *[other] študentov
    } (každú z vlastného zoznamu), alebo nechajte limit zvýšiť
exercise-note-too-large-png = poznámka: banka je väčšia ako 2 MB, predvolený limit nahrávania PHP (upload_max_filesize), ktorý Moodle môže mať: zadajte --no-png, vytvorte ju po častiach najviac { $part } { $part ->
        [one] študenta
       *[other] študentov
    } (každú z vlastného zoznamu), alebo nechajte limit zvýšiť
exercise-note-prairielearn = exercise: otázka pre PrairieLearn v { $dir }

exercise-unmatched-inside-word = { $id } je v názve iba vnútri dlhšieho slova; pomenujte súbor tak, aby id stálo samo, napr. `hw2-{ $bare }.txt`
exercise-unmatched-no-id = názov súboru musí obsahovať id autora ako samostatné slovo, napr. `hw2-{ $id }.txt`
exercise-unmatched-empty-key = kľúč neuvádza žiadneho študenta
exercise-unmatched-inside-words = { $ids } sú v názve iba vnútri dlhších slov; pomenujte súbor tak, aby jedno id stálo samo
exercise-unmatched-names-none = { $file }: nenesie meno žiadneho študenta z kľúča ({ $hint })
exercise-unmatched-names-several = { $file }: nesie mená viacerých študentov ({ $ids })
exercise-class-unmatched = nepriradené: { $what }

# exercise --algorithm mcts (src/homework/mcts.rs): Monte Carlo tree search exercises.
exercise-mcts-iterations = { $o0 } musí byť pre úlohu na MCTS 1 až { $max }
exercise-mcts-why = v žiadnom strome ďalší výber neporovnal navštívených potomkov bez zhody; skúste iné semienko alebo viac iterácií
exercise-mcts-title = Úloha na prehľadávanie stromu metódou Monte Carlo (semienko { $seed })
exercise-mcts-legend = Každý uzol prehľadávacieho stromu ukazuje W/N: celkovú odmenu a počet návštev (z pohľadu hráča MAX; v liste W = N · jeho hodnota); pomlčka: uzol ešte nie je v strome; list mimo stromu: jeho hodnota.
exercise-mcts-question =
    Strom po { $k } { $k ->
        [one] iterácii
       *[other] iteráciách
    } MCTS (UCT, C = { $c }). Iterácia { $next }: kadiaľ povedie výber, ktorý uzol sa rozšíri a aké budú N a W každého uzla na ceste po spätnom šírení, keď simulácia skončí výsledkom { $playout }?
exercise-mcts-solution =
    Strom po { $k } { $k ->
        [one] iterácii
       *[other] iteráciách
    }: W/N v každom uzle.
exercise-mcts-position = Úloha na prehľadávanie stromu metódou Monte Carlo. Koreň je A; vnútorné uzly sú označené A, B, … v poradí
    návštevy; list sa volá podľa rodiča a svojho poradia: C.2 je druhý potomok uzla C.
    Formát odpovede (docs/homework.md): `path: A B …`, `expand: UZOL`, `UZOL N=… W=…`.
    Hodnotenie: { $check } (s týmto súborom a odpoveďou)
exercise-mcts-note-made = úloha: semienko { $seed }, pokus { $attempt }, cesta ďalšieho výberu { $path }
exercise-mcts-bank-info = Úlohy na prehľadávanie stromu metódou Monte Carlo vytvorené programom gametree, jedna na študenta (UCT; cesta ďalšej iterácie, rozšírenie a N a W po spätnom šírení).
exercise-mcts-column-answer = Odpoveď
exercise-mcts-moodle-step = výber ide z { $parent } do { $expected }: do potomka s najväčšou hodnotou UCB1 pre hráča na ťahu
exercise-mcts-path-node = { $n }. uzol cesty
exercise-mcts-expanded-node = rozšírený uzol
exercise-mcts-moodle-instructions = Každý krok výberu zapíšte ako uzol, do ktorého vedie (B, C.2, …), ďalej rozšírený uzol (none, keď výber skončí v liste) a N a W uzlov cesty od koreňa, nakoniec rozšíreného uzla.
exercise-mcts-question-name = MCTS, varianta { $id } (semienko { $seed })
exercise-mcts-pl-title = Monte Carlo prehľadávanie stromu: ďalšia iterácia
exercise-mcts-pl-instructions = Napíšte cestu, ktorou výber prejde od koreňa, ako { $path }; uzol, ktorý rozšírenie pridá, alebo { $none }; a N a W každého uzla na ceste a rozšíreného uzla po spätnom šírení, ako { $stats }.
exercise-mcts-pl-path = cesta výberu
exercise-mcts-pl-stats = N a W po spätnom šírení
exercise-mcts-no-chance = { $o0 } robí úlohy bez náhodových uzlov: nie s { $o1 } ani { $o2 }
# -- end of exercise --


## summary
## search/solve/perft/compare/play summaries and tables (src/cli, src/solve, src/compare, src/play).

# gametree search: súhrnný riadok (src/render/backend/text.rs).
summary-search = hodnota { $value }, najlepší ťah { $best }, { $counts }{ $extra }, { $ms } ms
summary-no-move = žiadny
summary-visited = { $n ->
    [one] { $n } navštívený uzol
    [few] { $n } navštívené uzly
   *[other] { $n } navštívených uzlov
}
summary-leaves = { $n ->
    [one] { $n } ohodnotený list
    [few] { $n } ohodnotené listy
   *[other] { $n } ohodnotených listov
}
summary-terminals = { $n ->
    [one] { $n } koncový uzol
    [few] { $n } koncové uzly
   *[other] { $n } koncových uzlov
}
summary-cutoffs = { $n ->
    [one] { $n } rez
    [few] { $n } rezy
   *[other] { $n } rezov
}
summary-pruned = { $n ->
    [one] { $n } orezaný ťah
    [few] { $n } orezané ťahy
   *[other] { $n } orezaných ťahov
}
summary-test-yes = test: hodnota ≥ { $k }? áno
summary-test-no = test: hodnota ≥ { $k }? nie
summary-clamped = { $n ->
    [one] { $n } ohodnotenie obmedzené
    [few] { $n } ohodnotenia obmedzené
   *[other] { $n } ohodnotení obmedzených
} na ±{ $t }
summary-cut-gt = rezy len pri α > β
summary-researches = { $n ->
    [one] { $n } opakované prehľadávanie
    [few] { $n } opakované prehľadávania
   *[other] { $n } opakovaných prehľadávaní
}
summary-tt = { $probes ->
    [one] { $probes } dopyt
    [few] { $probes } dopyty
   *[other] { $probes } dopytov
} do transpozičnej tabuľky ({ $hits ->
    [one] { $hits } úspešný
    [few] { $hits } úspešné
   *[other] { $hits } úspešných
})
summary-passes = { $n ->
    [one] { $n } prechod
    [few] { $n } prechody
   *[other] { $n } prechodov
}
summary-iterations = { $n ->
    [one] { $n } iterácia
    [few] { $n } iterácie
   *[other] { $n } iterácií
}
summary-value-max-wins = { $value } (vyhráva MAX)
summary-value-min-wins = { $value } (vyhráva MIN)
summary-value-draw = { $value } (remíza)
summary-value-max-wins-in = { $value } (MAX vyhrá za { $plies ->
    [one] { $plies } ťah
    [few] { $plies } ťahy
   *[other] { $plies } ťahov
})
summary-value-min-wins-in = { $value } (MIN vyhrá za { $plies ->
    [one] { $plies } ťah
    [few] { $plies } ťahy
   *[other] { $plies } ťahov
})
summary-side-white = biely
summary-side-black = čierny
summary-side-red = červený
summary-side-yellow = žltý
summary-side-south = juh
summary-side-north = sever
summary-side-first = prvý hráč
summary-side-second = druhý hráč
# gametree solve (src/solve/mod.rs).
summary-solve-verdict = na ťahu { $who }: { $verdict }{ $cut }
summary-solve-win-in = výhra za { $plies ->
    [one] { $plies } ťah
    [few] { $plies } ťahy
   *[other] { $plies } ťahov
} (hodnota { $value })
summary-solve-loss-in = prehra za { $plies ->
    [one] { $plies } ťah
    [few] { $plies } ťahy
   *[other] { $plies } ťahov
} (hodnota { $value })
summary-solve-win = výhra (hodnota { $value })
summary-solve-loss = prehra (hodnota { $value })
summary-solve-draw = remíza (hodnota { $value })
summary-solve-unknown-value = neznámy výsledok (hodnota { $value })
summary-solve-margin-win = výhra, konečný rozdiel v kameňoch { $margin } pri najlepšej hre{ $line }
summary-solve-margin-loss = prehra, konečný rozdiel v kameňoch { $margin } pri najlepšej hre{ $line }
summary-solve-margin-draw = remíza, konečný rozdiel v kameňoch { $margin } pri najlepšej hre{ $line }
summary-solve-main-line-plies = ; hlavná varianta { $plies ->
    [one] { $plies } ťah
    [few] { $plies } ťahy
   *[other] { $plies } ťahov
}
summary-solve-unknown-margin = neznámy výsledok: konečný rozdiel leží medzi { $lo } a { $hi } ({ $why })
summary-solve-unknown = neznámy výsledok: žiadna vynútená výhra ani prehra do { $plies ->
    [one] { $plies } ťahu
   *[other] { $plies } ťahov
} ({ $why })
summary-solve-stopped = { $limit } zastavil riešenie: zvýšte ho a pokračujte
summary-solve-ply-limit = jedna varianta dosiahla hĺbku { $plies ->
    [one] { $plies } ťahu
   *[other] { $plies } ťahov
} a hra neskončila: hra možno nemá koniec
summary-solve-cancelled = riešenie bolo zrušené
summary-solve-by-ply-limit = limit ťahov
summary-solve-by-cancellation = zrušenie
summary-solve-cut-short = (hlavnú variantu skrátil { $nodes } alebo { $time })
summary-solve-work = { $nodes ->
    [one] { $nodes } uzol
    [few] { $nodes } uzly
   *[other] { $nodes } uzlov
} za { $secs } s (celkovo { $total }, tabuľka { $used } z { $cap } položiek); strom stratégie { $tree ->
    [one] { $tree } uzol
    [few] { $tree } uzly
   *[other] { $tree } uzlov
}
summary-solve-no-endgame = ; bez databázy koncoviek: { $why }
summary-solve-endgame = ; databáza koncoviek do { $stones } kameňov v hre ({ $entries } rozostavení, tried načítaných { $read }, vytvorených { $built }, { $secs } s{ $notes })
summary-solve-endgame-unsaved = neuložené do vyrovnávacej pamäte: { $why }
summary-solve-endgame-untrusted = vyrovnávacia pamäť nepoužitá: { $why }
summary-solve-endgame-corrupt = poškodené súbory vyrovnávacej pamäte vytvorené znova: { $n }
summary-solve-endgame-stopped = { $limit } zastavil jej tvorbu pri { $stones } kameňoch
summary-solve-main-line = hlavná varianta: { $line }
summary-solve-line-unknown = neznáma ({ $by } zastavil riešenie skôr)
summary-solve-line-none = žiadna (hra sa skončila)
summary-solve-building = vytváranie databázy koncoviek: { $stones } z { $of } kameňov v hre, { $secs } s
summary-solve-reading = načítanie databázy koncoviek: { $stones } z { $of } kameňov v hre, { $secs } s
summary-solve-progress = prehľadané pozície: { $nodes }, tabuľka zaplnená na { $full } %, { $secs } s{ $limit }
summary-solve-progress-limit = z časového limitu { $secs } s
# gametree perft.
summary-perft = { $game } perft { $depth }: { $total ->
    [one] { $total } listová pozícia
    [few] { $total } listové pozície
   *[other] { $total } listových pozícií
} za { $secs } s{ $rate }
summary-leaves-per-second = { $rate } listov/s
summary-perft-subtrees = podstromov
summary-perft-eta = zostáva

# gametree compare (src/compare): hlavičky tabuliek.
summary-compare-column-algorithm = algoritmus
summary-compare-column-order = usporiadanie
summary-compare-column-value = hodnota
summary-compare-column-best = najlepší ťah
summary-compare-column-nodes = uzly
summary-compare-column-leaves = listy
summary-compare-column-terminals = koncové uzly
summary-compare-column-cutoffs = rezy
summary-compare-column-tt-probes = dopyty do TT
summary-compare-column-tt-hits = zásahy v TT
summary-compare-column-researches = opak. prehľadávania
summary-compare-column-passes = prechody
summary-compare-column-time = čas ms
summary-compare-column-nodes-per-second = uzly/s
summary-compare-column-vs-baseline = % minimaxu
summary-compare-mark-baseline = základ
summary-compare-mark-oracle = veštec
summary-compare-depth = hĺbka { $depth }
summary-compare-depth-to-end = hĺbka až do konca
summary-compare-disagree = ALGORITMY SA NEZHODUJÚ V HODNOTE KOREŇA.
summary-compare-baseline-note = (základ) obyčajný minimax v prirodzenom usporiadaní, prehľadaný raz: { $nodes ->
    [one] { $nodes } uzol
    [few] { $nodes } uzly
   *[other] { $nodes } uzlov
}{ $column }.
summary-compare-baseline-column = ; % minimaxu je počet uzlov každého riadku v percentách z tohto počtu
summary-compare-baseline-stopped = Základný minimax sa zastavil na svojom limite { $limit } uzlov (menší z --max-nodes a { $nodes }): nemá riadok a stĺpec % minimaxu je prázdny.
summary-compare-oracle-note = (veštec) usporiadania best a worst radia potomkov každého uzla podľa ich skutočných hodnôt, zistených ďalšími prehľadávaniami, ktoré sa nepočítajú ani nezaznamenávajú: ich počty uzlov ukazujú, čo dosiahne dokonalé (alebo najhoršie) usporiadanie.{ $timing }
summary-compare-oracle-timing = Ich čas a uzly/s zahŕňajú aj tieto prehľadávania, preto zostávajú prázdne (—).
summary-compare-unordered-one = { $name } navštívi každý uzol bez ohľadu na usporiadanie: jeden riadok, v prirodzenom usporiadaní.
summary-compare-unordered-many = { $names } navštívia každý uzol bez ohľadu na usporiadanie: po jednom riadku, v prirodzenom usporiadaní.
summary-compare-and = a
summary-compare-knuth-moore = pravidelný strom { $b }, { $d }: minimálny strom podľa Knutha–Moora má { $m ->
    [one] { $m } list
    [few] { $m } listy
   *[other] { $m } listov
} ({ $formula })
summary-compare-iterative = iteratívne prehlbovanie do hĺbky { $depth }: riadky alfa-beta a MTD(f) prehľadávajú hĺbky 1 až { $depth } a počítajú uzly všetkých iterácií
summary-compare-guess-then = prvý odhad MTD(f) { $guess }, potom hodnota každej iterácie
summary-compare-guess = prvý odhad MTD(f) { $guess }
summary-compare-guess-each = prvým odhadom MTD(f) je hodnota každej iterácie
summary-compare-chart-alt = Uzly navštívené v každom riadku a uzly v každom ťahu v logaritmickej mierke
summary-compare-chart-comment = Grafy sa zapisujú len s -o SÚBOR.md, ako SÚBOR-chart.svg vedľa neho.
summary-compare-nodes-visited = Navštívené uzly
summary-compare-nodes-per-ply = Uzly v jednotlivých ťahoch (logaritmická mierka)
summary-compare-chart-nodes = uzly
summary-compare-chart-ply = ťah
summary-compare-bars-title = Uzly navštívené v každom riadku
summary-compare-plies-title = Uzly v jednotlivých ťahoch, logaritmická mierka
summary-compare-branching = Efektívny faktor vetvenia v jednotlivých ťahoch
summary-compare-branching-row = riadok
summary-compare-disagreement = CHYBA: algoritmy sa nezhodujú v hodnote koreňa:
summary-compare-disagreement-value = hodnota { $value }

# gametree play (src/play).
summary-play-prompt = na ťahu { $side }
summary-play-engine = { $side } (počítač) hrá { $mv }   hodnota { $value }, { $nodes ->
    [one] { $nodes } uzol
    [few] { $nodes } uzly
   *[other] { $nodes } uzlov
}, { $ms } ms
summary-play-chance = náhoda: { $outcome } (pravdepodobnosť { $p }, vylosované so semienkom { $seed })
summary-play-node = uzol { $label }
summary-play-legal-moves = prípustné ťahy: { $moves }
summary-play-help = zadajte ťah, alebo: ? (prípustné ťahy), hint (nápoveda), undo (späť), tree [SÚBOR] (strom), save SÚBOR (uložiť), quit (koniec)
summary-play-hint = nápoveda: { $mv } (hodnota { $value })
summary-play-no-hint = bez nápovedy: { $why }
summary-play-save-needs-file = save potrebuje meno súboru: save SÚBOR
summary-play-illegal = { $mv } tu nie je prípustný ťah; zadajte ? pre prípustné ťahy
summary-play-nothing-to-undo = nie je čo vrátiť
summary-play-undone = vrátené
summary-play-no-tree = počítač ešte neprehľadával
summary-play-wrote-tree = posledný strom prehľadávania ({ $nodes ->
    [one] { $nodes } uzol
    [few] { $nodes } uzly
   *[other] { $nodes } uzlov
}) zapísaný do { $path }
summary-play-saved = záznam partie uložený do { $path }
summary-play-cannot-write = nedá sa zapísať { $path }: { $why }
summary-play-line-ignored = štandardný vstup, riadok { $line }: { $why }; riadok sa preskakuje
summary-play-game-over = koniec hry: { $result }
summary-play-wins = vyhráva { $side }
summary-play-draw = remíza
summary-play-leaf = dosiahnutý list: hodnota { $value } pre MAX
summary-play-move-limit = remíza po dosiahnutí limitu ťahov ({ $plies ->
    [one] { $plies } ťah
    [few] { $plies } ťahy
   *[other] { $plies } ťahov
})
summary-play-stopped = zastavené
summary-play-unfinished = nedokončené (vstup sa skončil)
summary-play-abandoned = vzdané

# Poznámky na štandardný chybový výstup: gametree check, man.
summary-error = chyba: { $error }
summary-check-not-submitted = { $n ->
    [one] poznámka: { $n } študent z kľúča nemá medzi zadanými súbormi odpoveď (hodnotenie, --format csv, má riadok pre každého)
    [few] poznámka: { $n } študenti z kľúča nemajú medzi zadanými súbormi odpoveď (hodnotenie, --format csv, má riadok pre každého)
   *[other] poznámka: { $n } študentov z kľúča nemá medzi zadanými súbormi odpoveď (hodnotenie, --format csv, má riadok pre každého)
}
summary-wrote = zapísané { $path }
# Monte Carlo tree search (issue 42). gametree search -a mcts's summary line: $best is
# the move played (most visits), $n its visits, $q its mean reward W/N from MAX's view.
summary-mcts-search = { $iterations ->
        [one] { $iterations } iterácia
        [few] { $iterations } iterácie
       *[other] { $iterations } iterácií
    }, zahraný ťah { $best } (N = { $n }, Q = { $q } pre MAX), strom { $nodes ->
        [one] s { $nodes } uzlom
       *[other] s { $nodes } uzlami
    }, semienko { $seed }, C = { $c }, { $ms } ms
summary-mcts-search-no-move = { $iterations ->
        [one] { $iterations } iterácia
        [few] { $iterations } iterácie
       *[other] { $iterations } iterácií
    }, žiadny ťah na zahranie, strom { $nodes ->
        [one] s { $nodes } uzlom
       *[other] s { $nodes } uzlami
    }, semienko { $seed }, C = { $c }, { $ms } ms
# gametree compare with mcts: its flags' errors.
summary-mcts-bad-iterations = { $o0 }: { $found } nie je počet iterácií: očakávané počty aspoň 1, alebo A..B (rády A, 10·A, … až po B)
summary-mcts-iterations-twice = { $o0 }: { $n } iterácií zadaných dvakrát
summary-mcts-bad-seeds = { $o0 }: { $found } nie je rozsah semienok: očakávané A..B (A až B − 1), A..=B alebo jedno semienko
# gametree compare's Monte Carlo table: the lines above it.
summary-mcts-playout-random = náhodné simulácie do konca hry
summary-mcts-playout-eval = simulácie po hĺbkový limit, hodnotené znamienkom ohodnotenia
summary-mcts-compare-heading = Monte Carlo prehľadávanie stromu (UCT, C = { $c }, { $playout }), jeden beh na semienko { $seeds } ({ $runs ->
        [one] { $runs } beh
        [few] { $runs } behy
       *[other] { $runs } behov
    } na riadok):
summary-mcts-compare-optimal = ťahy optimálne podľa minimaxu ({ $reference }, hodnota { $value } pre MAX): { $moves }
summary-mcts-compare-no-moves = koreň nemá žiadny ťah na porovnanie (skončená hra, list alebo uzol náhody)
summary-mcts-column-iterations = iterácie
summary-mcts-column-runs = behy
summary-mcts-column-optimal = optimálne
summary-mcts-column-share = podiel optimálnych
summary-mcts-column-most-frequent = najčastejší ťah
summary-mcts-chart-title = Behy, ktoré zahrajú ťah optimálny podľa minimaxu
summary-mcts-chart-share = podiel behov
summary-mcts-chart-iterations = iterácie na beh (logaritmická škála)

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# `play --depth 0`: { $o0 } is the option and its value.
errors-cmd-play-depth-zero = { $o0 } nenecháva programu žiadny ťah na výber; zadajte 1 alebo viac
# `play --max-nodes 0`.
errors-cmd-play-nodes-zero = { $o0 } nenecháva programu žiadny uzol na prehľadanie; zadajte 1 alebo viac
# `play` with a test algorithm (a yes/no search); { $o0 } is `--algorithm NAME`.
errors-cmd-play-cannot-play = { $o0 } odpovedá, či je hodnota aspoň K; nevyberá žiadny ťah, takže nemôže hrať: zadajte alphabeta, pvs, mtdf alebo iné prehľadávanie
errors-cmd-play-mcts = { $o0 } zatiaľ nehrá partie (použite ho na prehľadanie pozície): zadajte alphabeta, pvs, mtdf alebo iné prehľadávanie
# `solve --depth`: solve searches to the end.
errors-cmd-solve-depth = --depth sa na solve nevzťahuje: prehľadáva až do konca hry
# `solve --endgame N` above the largest endgame table.
errors-cmd-solve-endgame = --endgame: najviac { $max } kameňov v hre
# `exercise --no-png` outside a question bank.
errors-cmd-no-png = --no-png vynechá záložné PNG z banky otázok: len s --format moodle alebo qti
# `exercise --force` outside --format prairielearn.
errors-cmd-force = --force nahradí upravené súbory adresára otázky: len s --format prairielearn
# `exercise --roster` with a format that is not a class's.
errors-cmd-roster-format = --roster vytvorí variantu pre každého študenta: zadajte --format key, moodle alebo qti
# `exercise --count` with a format that takes one exercise.
errors-cmd-count-format = --count dá niekoľko cvičení na jednu stránku na precvičovanie (--format practice), alebo vytvorí očíslované varianty (--format key, moodle, qti)
# `exercise --count` above 50 on a practice page.
errors-cmd-count-max = --count: najviac 50 cvičení na jednej stránke na precvičovanie
# The roster file cannot be read; $reason is the operating system's (English).
errors-cmd-roster-read = { $path }: nedá sa prečítať zoznam študentov: { $reason }
# `exercise --format prairielearn` without -o DIR.
errors-cmd-prairielearn-output = --format prairielearn zapisuje adresár otázky: zadajte -o ADRESÁR (v priečinku questions/ kurzu)
# An exercise's depth of 0; { $o0 } is the depth option.
errors-cmd-spec-depth = { $o0 } musí byť aspoň 1
# An exercise's branching out of range.
errors-cmd-spec-branching = { $o0 } musí byť číslo ≥ 1 alebo rozsah LO..HI s 1 ≤ LO ≤ HI, nájdené { $lo }..{ $hi }
# A deep cut-off asked of a tree less than 4 plies deep; { $o1 } is `--depth 4`, { $o2 } the depth given.
errors-cmd-spec-deep-depth = { $o0 } potrebuje { $o1 } alebo viac: hlboký rez nastáva v uzle 3 ťahy pod uzlom, ktorého ohraničenie používa, a ten uzol potrebuje potomkov; nájdené { $o2 }
# A deep cut-off asked with chance nodes.
errors-cmd-spec-deep-chance = { $o0 } sa týka alfa-beta; cvičenie s { $o1 } sa rieši algoritmom expectiminimax
# An exercise's value range LO..HI with LO > HI.
errors-cmd-spec-values = { $o0 } musí byť rozsah LO..HI s LO ≤ HI, nájdené { $lo }..{ $hi }
# An exercise tree too large for a sheet; { $o0 } is the depth given, { $o1 } the branching option.
errors-cmd-spec-too-big = { $o0 } s { $o1 } do { $hi } pripúšťa { $nodes } uzlov; na hárok cvičenia sa zmestí najviac { $max }
# More cut-offs asked than the tree has places for.
errors-cmd-spec-cutoffs = { $o0 } sa nedá splniť: strom s { $o1 } a { $o2 } do { $hi } má { $places } vnútorných uzlov pod koreňom s ťahom, ktorý sa dá odrezať, a každý rez jeden potrebuje
# A value range of one value with cut-offs asked.
errors-cmd-spec-one-value = { $o0 } dáva každému listu hodnotu { $v }: každý rez je potom rovnosť α = β a cvičenie tak má dve správne odpovede; zadajte aspoň dve hodnoty
# The exercise generator gave up; $why is the reason, { $o0 } the value range option.
errors-cmd-unsatisfiable = žiadny strom nesplnil podmienky v { $attempts } pokusoch ({ $why }); požiadajte o menej rezov, hlbší alebo širší strom, alebo širší rozsah { $o0 }

# `exercise --solution` with a class's format (key, moodle, qti, prairielearn).
errors-cmd-solution-class = { $o0 } kreslí jeden vyriešený strom; kľúč obsahuje vzorové riešenie každého variantu
# `exercise --solution` with --format practice; the page's button shows the solution.
errors-cmd-solution-practice = { $o0 } sa na stránku na precvičovanie nevzťahuje: riešenie ukáže jej tlačidlo „Ukázať riešenie“
# `exercise --solution` with --format tree or answer; { $o1 } is `--format svg`, { $o2 } `--format answer`.
errors-cmd-solution-text = { $o0 } kreslí vyriešený strom ({ $o1 }, tikz, html, png alebo pdf); riešenie ako text dáva { $o2 }
# Why the exercise generator gave up (errors-cmd-unsatisfiable's $why): too few cut-offs.
errors-cmd-why-cutoffs = príliš málo rezov
# Why the generator gave up: no deep cut-off.
errors-cmd-why-deep = žiadny hlboký rez
# Why the generator gave up: a tie decided a cut-off.
errors-cmd-why-tie = o reze rozhodla rovnosť α = β
# The reason the generator met most often; $why is one of errors-cmd-why-….
errors-cmd-why-most-often = najčastejšie: { $why }
# A value of --branching that is not N or LO..HI.
errors-cmd-parse-branching = očakávané N alebo LO..HI, nájdené `{ $found }`
# A value of --values that is not LO..HI within the limit.
errors-cmd-parse-values = očakávané LO..HI s hodnotami od -{ $max } do { $max }, nájdené `{ $found }`
# A roster (CSV) without a header line; $found is the CSV reader's reason (English).
errors-cmd-roster-header = očakávaný riadok hlavičky CSV, nájdené: { $found }
# A roster without a column of ids; $names are the column names looked for, $headers the file's.
errors-cmd-roster-column = očakávaný stĺpec s identifikátormi študentov nazvaný jedným z: { $names }; nájdené: { $headers }
# The end of a long list of a roster's headers.
errors-cmd-roster-more = { $list } a { $n } ďalších
# A roster line that is not CSV; $found is the CSV reader's reason (English).
errors-cmd-roster-line = očakávaný riadok CSV, nájdené: { $found }
# A roster line without an id.
errors-cmd-roster-empty-id = očakávaný identifikátor študenta v stĺpci `{ $column }`, nenájdené nič
# A roster id too long or with control characters.
errors-cmd-roster-long-id = očakávaný identifikátor študenta s najviac 100 tlačiteľnými znakmi
# A roster id a spreadsheet would run as a formula.
errors-cmd-roster-formula = očakávaný identifikátor študenta, ktorý nezačína znakom =, +, -, @ (tabuľkový procesor, ktorý hodnotenie otvorí, ho spustí ako vzorec), nájdené { $id }; použite iný stĺpec s identifikátormi (`Username`, `Email address`)
# A student twice in a roster.
errors-cmd-roster-twice = očakávaný každý študent raz; `{ $id }` je aj na riadku { $first }
# A roster too long.
errors-cmd-roster-max = očakávaných najviac { $max } študentov
# A roster without students.
errors-cmd-roster-none = očakávaný aspoň jeden študent
# `check --feedback` for a file that is not a class's key.
errors-cmd-check-feedback = --feedback zapisuje spätnú väzbu každého študenta, keď je FILE kľúč triedy (gametree exercise --format key)
# `check` given a game's position; $game is the game's name.
errors-cmd-check-not-tree = gametree check hodnotí explicitné stromy (`game: tree`); { $file } je pozícia hry { $game }
# `check` of a tree with chance nodes under alpha-beta.
errors-cmd-play-stdin = play číta ťahy zo štandardného vstupu: zadajte pozíciu ako súbor, nie `-`
errors-cmd-check-stdin-twice = štandardný vstup (`-`) môže byť len jedno z FILE a --answer
# `check` of a class's key in a format other than text or csv.
errors-cmd-check-class-format = trieda sa vypisuje ako text alebo ako hodnotenie (--format csv), nie { $format }; --feedback ADRESÁR zapíše HTML pre každého študenta
# `check --feedback DIR` where a feedback file would overwrite an input.
errors-cmd-check-feedback-input = --feedback { $dir }: { $path } je vstupný súbor; neprepíšem ho (zadajte iný adresár)
# `search --format practice` with an algorithm the page cannot follow.
errors-cmd-practice-algorithm = stránka na precvičovanie sleduje alphabeta (fail-hard), alphabeta-soft alebo minimax, ako ich študenti počítajú ručne; nie --algorithm { $name }
# A PNG or PDF to a terminal.
errors-cmd-binary-terminal = --format { $format } je binárny obrázok: zadajte -o SÚBOR alebo presmerujte štandardný výstup
# `exercise --format prairielearn -o DIR` where DIR holds an edited file.
errors-cmd-prairielearn-overwrite = -o { $dir }: { $path } už existuje a nie je tým, čo tento príkaz zapisuje (upravený, alebo vytvorený s inými voľbami); nenahradím ho (zadajte --force, ak ho chcete nahradiť, alebo iný adresár)
# `solve` of an explicit tree.
errors-cmd-solve-explicit = explicitné stromy nemajú dohrané hry na vyriešenie: ich hodnotu vypočíta `gametree search`
# A time limit that is not a positive number of seconds or 0.
errors-cmd-solve-time-limit = { $o0 } musí byť kladný počet sekúnd, alebo 0 bez obmedzenia
# `compare` of star1 or star2 without leaf bounds; { $o0 } is `--leaf-bounds L..U`.
errors-cmd-compare-stars = star1 a star2 potrebujú { $o0 }, medze každej hodnoty listu (Ballard 1983)
# `compare --leaf-bounds` without star1 or star2.
errors-cmd-compare-leaf-bounds = { $o0 } platí len pre star1 a star2
# `compare --iterative` without a depth; { $o1 } is `--depth N`.
errors-cmd-compare-iterative = { $o0 } potrebuje { $o1 }: iteratívne prehlbovanie prehľadáva hĺbky 1 až N
# `compare --guess` without mtdf; { $o1 } is the algorithms option.
errors-cmd-compare-guess = { $o0 } je prvý odhad MTD(f): zadajte mtdf v { $o1 }
errors-cmd-compare-unknown-column = neznámy stĺpec `{ $name }` v { $o0 }; očakávané niektoré z: { $names } alebo all
errors-cmd-compare-column-twice = stĺpec `{ $name }` je v { $o0 } dvakrát
errors-cmd-compare-unknown-algorithm = neznámy algoritmus `{ $name }`; očakávané niektoré z: { $names }
errors-cmd-compare-not-comparable = `{ $name }` odpovedá na otázku áno/nie, nie hodnotou: nedá sa porovnávať
errors-cmd-compare-algorithm-twice = algoritmus `{ $name }` je v { $o0 } dvakrát
errors-cmd-compare-ordering-twice = usporiadanie `{ $name }` je v { $o0 } dvakrát
errors-cmd-compare-iterative-none = { $o0 } platí pre { $can }, z ktorých žiadny nie je v { $o1 }
errors-cmd-compare-baseline-off = stĺpec vs-baseline potrebuje základ minimax, ktorý { $o0 } vypína: odoberte vs-baseline z { $o1 } alebo zadajte { $o2 }
errors-cmd-compare-chance-baseline = { " " }(v { $o0 }; { $o1 } vynechá základ minimax)
# The word before every error of the command line: `error: …` (src/main.rs).
errors-prefix = chyba
# A malformed file: `FILE:LINE:COL: expected …, found …` (the place is written before it).
errors-expected-found = očakávané: { $expected }; nájdené: { $found }
# A file that cannot be read; $reason is the operating system's (English).
errors-cannot-read = nedá sa prečítať { $path }: { $reason }
# An output that cannot be written.
errors-cannot-write = nedá sa zapísať { $path }: { $reason }
# The node limit of a search to a depth; $depth_option and $max_nodes_option are the options (--depth, --max-nodes).
errors-node-limit-depth =
    prehľadávanie do hĺbky { $depth } potrebuje navštíviť viac ako { $max } { $n ->
        [one] uzol
        [few] uzly
       *[other] uzlov
    } (limit uzlov); zadajte menšiu hodnotu { $depth_option } alebo zvýšte { $max_nodes_option }
# The node limit of a search to the end of the game.
errors-node-limit-end =
    prehľadávanie až do konca hry potrebuje navštíviť viac ako { $max } { $n ->
        [one] uzol
        [few] uzly
       *[other] uzlov
    } (limit uzlov); obmedzte hĺbku pomocou { $depth_option } alebo zvýšte { $max_nodes_option }
# Monte Carlo tree search's kept iterations past the node limit; $iterations_option and $max_nodes_option are --iterations and --max-nodes.
errors-mcts-log-limit =
    iterácie Monte Carlo prehľadávania stromu by spolu navštívili viac ako { $max } { $n ->
        [one] uzol
        [few] uzly
       *[other] uzlov
    } (limit uzlov, ktorý obmedzuje iterácie uchované pre prehrávanie alebo JSON); zadajte menšiu hodnotu { $iterations_option } alebo zvýšte { $max_nodes_option }
# A line longer than the deepest ply any search goes.
errors-ply-limit =
    prehľadávanie dosiahlo hĺbku { $plies } { $plies ->
        [one] ťahu
       *[other] ťahov
    }; obmedzte hĺbku pomocou { $depth_option }
# Star1 or Star2 met a leaf outside the leaf bounds; $bounds_option is `--leaf-bounds L..U`.
errors-outside-bounds = hodnota listu { $value } leží mimo { $bounds_option }; Star1 a Star2 potrebujú hranice pre každý list
# The time limit of `solve`.
errors-time-limit = bol dosiahnutý časový limit; zvýšte { $time_limit_option }
# The transposition table's memory could not be had.
errors-table-memory = nedá sa alokovať transpozičná tabuľka s { $entries } položkami; znížte { $tt_size_option }
# Another thread or Ctrl-C cancelled the work.
errors-cancelled = práca bola zrušená
# --steps in another format: { $o1 } is `--format svg`, { $o2 } the format given.
errors-steps-format = { $o0 } zapisuje súbory SVG alebo PNG: zadajte { $o1 } alebo png, nie { $o2 }
# --steps with --output.
errors-steps-output = { $o0 } zapisuje súbory do svojho adresára: vynechajte { $o1 }
# --steps where one output is rendered.
errors-steps-directory = { $o0 } zapisuje súbory do adresára: vykreslite každý krok do vlastného súboru
# A replay (--format html, --format beamer, --steps) of more Monte Carlo iterations than it shows; { $o0 } is the output, { $o1 } `--iterations` at the most, { $o2 } `--format json`.
errors-mcts-replay-limit = { $o0 } prehráva každú iteráciu Monte Carlo prehľadávania stromu fázu po fáze, najviac { $max } iterácií (každá pridá svoje kroky do stránky alebo dokumentu, ktorý prehliadač alebo LaTeX drží celý), nie { $n }: zadajte { $o1 } alebo menej, alebo zapíšte { $o2 } (všetky iterácie, bez prehrávania) alebo obrázok stromu
# A replay or JSON of a Monte Carlo recording that kept only the number of its iterations; { $o0 } is the output.
errors-mcts-no-iterations = { $o0 } potrebuje všetky iterácie Monte Carlo prehľadávania stromu a tento záznam uchováva len ich počet: prehľadajte pozíciu znova pre tento výstup
# --scale out of range.
errors-scale = { $o0 } musí byť medzi 0.1 a { $max }; nájdené: { $found }
# --boards in a format without pictures.
errors-boards-format = { $o0 } kreslí pozície vo formátoch svg, tikz, png, pdf a beamer, nie vo formáte { $format }
# --boards for a recording without boards; { $o1 } and { $o2 } are `--boards` and `--format json`.
errors-no-boards = { $o0 }: tento záznam hry { $game } nemá žiadne dosky na kreslenie: hra nemá obrázok dosky (explicitné stromy), alebo bol json uložený bez nich (prehľadajte ju znova s { $o1 } a { $o2 })
# A board row of the wrong length; $cells is `squares` or `cells` (Connect Four).
errors-grid-row =
    riadok s { $width } { $cells ->
        [cells] bunkami
       *[other] políčkami
    }
# A board with the wrong number of rows; $shape says how the rows run (errors-shape-…).
errors-grid-rows =
    { $height } { $height ->
        [one] riadok
        [few] riadky
       *[other] riadkov
    } s { $width } { $cells ->
        [cells] bunkami
       *[other] políčkami
    } ({ $shape })
# How many rows a board has.
errors-grid-found-rows =
    { $n ->
        [one] 1 riadok
        [few] { $n } riadky
       *[other] { $n } riadkov
    }
# Connect Four's rows: the top row first.
errors-shape-top-row = horný riadok prvý
# Draughts' rows: rank 8 first.
errors-shape-rank-8 = prvý je 8. rad
# Tic-tac-toe's rows: rank 3 first.
errors-shape-rank-3 = prvý je 3. rad
# Found: an empty value.
errors-nothing = nič
# A value that must be on one line.
errors-on-one-line = { $what } na jednom riadku
# Found: a value that goes on to a second line.
errors-second-line = druhý riadok { $text }
# A malformed key.
errors-key = kľúč (malé písmená, číslice a `-`) pred `:`
# A key given twice.
errors-key-once = každý kľúč raz (`{ $key }:` už je na riadku { $line })
# Found: the key again.
errors-key-again = druhý `{ $key }:`
# Text before the first key.
errors-key-value = `kľúč: hodnota` (napríklad `game: tree`)
# A missing key; $what says what it gives.
errors-key-line = riadok `{ $key }:` udávajúci { $what }
# Found: the end of the file.
errors-end-of-file = koniec súboru
# An unknown key: the keys the game knows.
errors-one-of-keys = jeden z kľúčov { $keys }
# Found: an unknown key.
errors-unknown-key = neznámy kľúč `{ $key }`
# A file that is not UTF-8.
errors-utf8 = text v UTF-8
# Found: a byte that is not UTF-8.
errors-not-utf8 = bajt, ktorý nie je UTF-8
# A JSON recording given where a position file belongs.
errors-position-file = súbor s pozíciou (docs/position-files.md)
# Found: a JSON recording.
errors-json-recording = záznam JSON: nakreslite ho pomocou `gametree render FILE`
# The `game:` line is missing; $names lists the games.
errors-the-game = hru ({ $names })
# One of a list of words.
errors-one-of = jedno z: { $names }
# An unknown game.
errors-a-game = hra: jedna z { $names }
# After an unknown game: a game by another name; $what names it (English).
errors-did-you-mean-what = ; mysleli ste `game: { $game }` ({ $what })?
# After an unknown game: a game spelled nearly so.
errors-did-you-mean = ; mysleli ste `game: { $game }`?
# A build without explicit trees.
errors-explicit-tree = explicitný strom
# Found: a build without explicit trees.
errors-no-explicit-trees = zostavenie bez explicitných stromov
# Found: how many marks (discs) each side has.
errors-alternation-counts = { $a }: { $na }, { $b }: { $nb }
# The counts do not alternate.
errors-alternation-first =
    možná pozícia: začína { $a }, takže { $a } má rovnako { $marks ->
        [discs] žetónov
       *[other] značiek
    } ako { $b }, alebo o { $marks ->
        [discs] jeden
       *[other] jednu
    } viac
# Both sides have a line.
errors-alternation-ends =
    možná pozícia: hra sa končí prvou { $marks ->
        [discs] štvoricou
       *[other] trojicou
    } v rade
# Found: a line for both sides.
errors-alternation-both =
    { $marks ->
        [discs] štvorica
       *[other] trojica
    } v rade pre obe strany ({ $a } aj { $b })
# The first side has a line but did not move last.
errors-alternation-one-more =
    možná pozícia: { $a } má { $marks ->
        [discs] štvoricu
       *[other] trojicu
    } v rade, takže { $a } ťahal posledný a má o { $marks ->
        [discs] jeden žetón
       *[other] jednu značku
    } viac ako { $b }
# The second side has a line but did not move last.
errors-alternation-as-many =
    možná pozícia: { $b } má { $marks ->
        [discs] štvoricu
       *[other] trojicu
    } v rade, takže { $b } ťahal posledný a má rovnako { $marks ->
        [discs] žetónov
       *[other] značiek
    } ako { $a }
# Connect Four's first side, in the messages above.
errors-red = červený
# Connect Four's second side.
errors-yellow = žltý
# Tic-tac-toe's `to-move:`.
errors-x-or-o = `x` alebo `o`
# Tic-tac-toe: `to-move: o` on the empty board.
errors-x-first = `x`, ktorý na prázdnej doske ťahá prvý
# A tic-tac-toe square.
errors-tictactoe-cell = `x`, `o` alebo `.` (prázdne políčko)
# Tic-tac-toe: the side to move the board implies.
errors-tictactoe-to-move = `to-move: { $side }` (na doske je x: { $nx }, o: { $no })
# Nim's `to-move:`.
errors-first-or-second = `first` alebo `second`
# Nim's `heaps:`.
errors-heap-sizes = veľkosti kôpok od 0 do { $max } oddelené medzerami
# Nim: too many heaps.
errors-at-most-heaps =
    najviac { $n } { $n ->
        [one] kôpka
        [few] kôpky
       *[other] kôpok
    }
# Connect Four's `moves:`.
errors-column-1-7 = stĺpec od 1 do 7
# Connect Four: a move after a full board.
errors-board-full = žiadny ďalší ťah: doska je plná
# Connect Four: a move after four in a row.
errors-game-ended-four = žiadny ďalší ťah: hra sa skončila štvoricou v rade
# Found: a move as written in the file.
errors-move = ťah `{ $text }`
# Connect Four: a move into a full column.
errors-column-not-full = stĺpec, ktorý nie je plný
# Found: a full column.
errors-column-full = stĺpec { $column }, v ktorom je { $n } žetónov
# A Connect Four cell.
errors-connect4-cell = `r` (červený), `y` (žltý) alebo `.` (prázdna bunka)
# Connect Four: a floating disc.
errors-disc-resting = žetón ležiaci na dne alebo na inom žetóne
# Found: a floating disc.
errors-disc-above-empty = žetón nad prázdnou bunkou v stĺpci { $column }
# Connect Four: two fours one move cannot make.
errors-fours-share = štvorice v rade so spoločným posledným žetónom (jeden ťah hru ukončí)
# Found: two separate fours.
errors-fours-apart = dve oddelené štvorice v rade
# A tree's `root:`.
errors-max-or-min = `max` alebo `min`
errors-setting = nastavenie `názov=hodnota`
errors-setting-once = každé nastavenie raz: `{ $name }` druhýkrát
errors-setting-number = celé číslo ≥ 0
errors-exercise-setting = nastavenie úlohy: { $names }
errors-exercise-value = { $name }: { $expected }
# The missing `tree:` line gives…
errors-the-tree = strom, napr. `tree: [[3 12 8] [2 4 6]]`
# A control or bidi character in a tree.
errors-no-hidden-chars = popis alebo hodnota bez riadiacich znakov a znakov na formátovanie smeru textu
# Found: a control character ($code is U+0007).
errors-control-char = { $code }, riadiaci znak
# Found: a bidirectional formatting character.
errors-bidi-char = { $code }, znak na formátovanie smeru textu
# The end of a tree's text.
errors-end-of-tree = koniec stromu
# Found: text after the root's `]`.
errors-root-closed = { $text } (koreň je už uzavretý)
# A chance tree with a win score.
errors-no-win-score-chance = žiadny riadok `win-score:` v strome s náhodnými uzlami (stredné hodnoty skóre podľa vzdialenosti výhry nemajú zmysel)
# Found: a `win-score:` line.
errors-a-win-score-line = riadok `win-score:`
# A chance tree whose expected values would not stay exact.
errors-chance-exact = strom s náhodou, ktorého stredné hodnoty zostanú presné: najväčší list ({ $largest }) krát spoločný menovateľ pravdepodobností smie byť najviac { $limit }
# Found: denominators too large.
errors-larger-denominators-hint = väčšie menovatele (použite menej desatinných miest alebo jednoduchšie zlomky)
# Found: denominators too large.
errors-larger-denominators = väčšie menovatele
# Probabilities whose common denominator overflows.
errors-denominator-64 = pravdepodobnosti, ktorých spoločný menovateľ sa zmestí do 64 bitov
# A tree's `win-score:` (Kühr's MAX).
errors-win-score = skóre výhry (MAX u Kühra) od 1 do { $limit }
# `win-threshold:` without `win-score:`.
errors-win-score-with-threshold = riadok `win-score:` (MAX u Kühra) spolu s `win-threshold:`
# Found: `win-threshold:` alone.
errors-threshold-alone = samotný `win-threshold:`
# A tree's `win-threshold:` (Kühr's MNOHO).
errors-win-threshold = prah výhry (MNOHO u Kühra) od 0 do { $high }, pod `win-score: { $max }`
# A win threshold too close to the win score.
errors-win-threshold-height =
    prah výhry najviac { $high } (`win-score: { $max }` mínus výška stromu, { $gap } { $gap ->
        [one] ťah
        [few] ťahy
       *[other] ťahov
    }, aby výhry v rôznej vzdialenosti mali rôzne skóre)
# A leaf beyond the win threshold.
errors-leaf-within-threshold = hodnota listu od -{ $t } do { $t } (`win-threshold: { $t }`, MNOHO u Kühra: skóre za ním sú výhry a prehry)
# A win score too small for the tree.
errors-win-score-height =
    skóre výhry aspoň { $low } (najväčšia hodnota listu, { $largest }, plus výška stromu, { $gap } { $gap ->
        [one] ťah
        [few] ťahy
       *[other] ťahov
    }), alebo riadok `win-threshold:`
# A `win`/`loss` leaf without a win score.
errors-win-score-finished = riadok `win-score:` (MAX u Kühra) pre skončenú hru: `win` má skóre MAX, `loss` -MAX
# Found: a finished game without a win score.
errors-no-win-score-line = { $text } bez riadku `win-score:`
# Where a tree's node belongs.
errors-leaf-or-label = hodnota listu (celé číslo), `[` alebo popis `NAME:`
# A leaf value out of range.
errors-leaf-between = hodnota listu medzi -{ $limit } a { $limit }
# A tree nested too deep.
errors-tree-depth = strom hlboký najviac { $n } úrovní
# Found: deeper nesting.
errors-deeper-nesting = hlbšie vnorenie
# A node labelled twice.
errors-one-label = jeden popis na uzol
# Found: a second label.
errors-second-label = druhý popis { $text }
# A `[` never closed.
errors-closing-bracket = `]` uzatvárajúca `[` z riadku { $line }, stĺpca { $column }
# Two siblings with one label.
errors-distinct-labels = popisy, ktoré sa medzi súrodencami líšia (ťah sa volá podľa popisu)
# Found: a second child with the label.
errors-second-child-label = druhý potomok s popisom { $text }
# An empty `[]`.
errors-one-child = uzol aspoň s jedným potomkom (list sa píše ako jeho hodnota)
# A chance node whose probabilities do not sum to 1.
errors-sum-to-one = náhodný uzol, ktorého pravdepodobnosti dávajú súčet presne 1
# Found: the sum of the probabilities.
errors-a-sum-of = súčet { $sum }
# A chance node's child without its probability.
errors-probability-first = potomok náhodného uzla zapísaný najprv s pravdepodobnosťou, napr. `1/2: [3 5]` alebo `0.25: 7`
# A malformed probability.
errors-probability = pravdepodobnosť: zlomok ako `1/3`, desatinné číslo ako `0.25` (najviac 6 miest) alebo `1`
# A probability `1/0`.
errors-probability-den-0 = pravdepodobnosť, ktorej menovateľ nie je 0
# A probability with a huge denominator.
errors-probability-den-max = pravdepodobnosť, ktorej menovateľ je najviac 1000000
# A probability 0.
errors-probability-above-0 = pravdepodobnosť väčšia ako 0 (vetvu, ktorá nemôže nastať, vynechajte)
# A probability above 1.
errors-probability-at-most-1 = pravdepodobnosť najviac 1
# A choice of words: `a`, `b` or `c` ($rest is the list before the last).
errors-either = { $rest } alebo { $last }
# Found: the end of the line.
errors-end-of-line = koniec riadku
# Kalah's `pits:`.
errors-kalah-pits = počet jamiek na strane (1 až 16)
# Kalah's `pits:`.
errors-kalah-pits-number = počet jamiek na strane, celé číslo od 1 do 16
# Kalah's `stones:`.
errors-kalah-stones = počet kameňov v jamke na začiatku
# Kalah: too many stones.
errors-kalah-at-most-product = najviac { $max } kameňov spolu (2 × jamky × kamene)
# Kalah: too many stones on the board.
errors-kalah-at-most = najviac { $max } kameňov spolu
# Found: a number of stones.
errors-kalah-n-stones =
    { $n } { $n ->
        [one] kameň
        [few] kamene
       *[other] kameňov
    }
# Found: the stones on the board.
errors-kalah-on-board =
    { $n } { $n ->
        [one] kameň
        [few] kamene
       *[other] kameňov
    } na doske
# Kalah: one side's line without the other.
errors-kalah-both-sides = oba riadky `south:` aj `north:` (chýba riadok `{ $other }:`)
# Found: only one side's line.
errors-kalah-only = len `{ $key }:`
# Kalah: `stones:` does not match the board.
errors-kalah-stones-match = `stones: { $st }` zodpovedajúce doske: 2 × { $p } jamiek × { $st } = spolu { $want } kameňov
# Kalah: a stone count too large; $what says which.
errors-kalah-count-max = { $what }: celé číslo od 0 do { $max }
# Kalah: not a stone count.
errors-kalah-count = { $what }: počet kameňov (celé číslo ≥ 0)
# Kalah's `south:`/`north:` line.
errors-kalah-side-line = `{ $key }:` počty kameňov v jamkách, `|` a kalah
# Kalah: a side line without its store.
errors-kalah-store-after = `| KALAH` za jamkami (napríklad `4 4 4 4 4 4 | 0`)
# Kalah: nothing after `|`.
errors-kalah-store-stones = kamene v kalahu za `|`
# Kalah: more than one number after `|`.
errors-kalah-one-store = jeden počet kameňov v kalahu za `|`
# Kalah: the wrong number of pits in a line.
errors-kalah-pit-counts-before =
    { $n } { $n ->
        [one] počet kameňov v jamke
        [few] počty kameňov v jamkách
       *[other] počtov kameňov v jamkách
    } pred `|`
# Kalah: a line with no pits or more than 16.
errors-kalah-1-16-before = 1 až 16 počtov kameňov v jamkách pred `|`
# Found: the pits a line has.
errors-kalah-pit-counts =
    { $n } { $n ->
        [one] počet kameňov v jamke
        [few] počty kameňov v jamkách
       *[other] počtov kameňov v jamkách
    }
# Draughts: both `fen:` and `board:`.
errors-fen-or-board = buď `fen:`, alebo `board:`, nie oboje
# Found: `board:` after `fen:`.
errors-board-after-fen = `board:` po `fen:` na riadku { $line }
# Draughts: `to-move:` with `fen:`.
errors-no-to-move-with-fen = žiadne `to-move:` spolu s `fen:` (FEN uvádza hráča na ťahu hneď na začiatku)
# Draughts' `fen:`.
errors-draughts-fen = FEN, napríklad `W:W21,22:B1,2`
# Draughts' `to-move:`.
errors-white-or-black = `white` alebo `black`
# Draughts: `to-move:` without a board.
errors-to-move-with-board = `to-move:` len spolu s `board:`
# Found: `to-move:` without a board.
errors-to-move-without-board = `to-move:` bez dosky
# English checkers' `variant:`.
errors-draughts-variant = `standard` alebo `single-jump` (skok berie jeden kameň a ukončí ťah)
# Draughts: a square given twice.
errors-square-once = každé políčko najviac raz
# Found: a square again.
errors-second-time = { $text } druhýkrát
# Draughts: a man on its crowning rank.
errors-man-on-crowning-rank =
    žiadny { $colour ->
        [white] biely
       *[black] čierny
    } pešiak na { $rank }. rade (pešiak sa tam mení na dámu: zapíšte dámu)
# Found: a man on a square.
errors-a-man = pešiak { $text }
# Draughts: more than 12 pieces of a colour.
errors-draughts-max-pieces =
    najviac { $max } { $colour ->
        [white] bielych
       *[black] čiernych
    } kameňov
# Found: a 13th piece.
errors-13th-piece = 13. kameň { $text }
# A draughts FEN without three fields.
errors-draughts-fen-fields = FEN s tromi poľami `TURN:W…:B…` oddelenými `:`
# Found: a FEN's number of fields.
errors-n-fields =
    { $n } { $n ->
        [one] pole
        [few] polia
       *[other] polí
    }
# A draughts FEN's turn.
errors-draughts-turn = hráč na ťahu `W` alebo `B` na začiatku FEN
# A draughts FEN's piece list.
errors-piece-list = zoznam kameňov začínajúci farbou `W` alebo `B`
# Found: an empty FEN field.
errors-empty-field = prázdne pole
# Draughts FEN: a colour's list twice.
errors-one-list-each =
    jeden zoznam pre každú farbu (zoznam { $colour ->
        [white] bielych
       *[black] čiernych
    } už je uvedený)
# Found: a second list of a colour.
errors-second-list =
    druhý zoznam { $colour ->
        [white] bielych
       *[black] čiernych
    }
# Draughts FEN: a range of squares.
errors-square-range = rozsah čísel políčok `N-M`, kde 1 ≤ N ≤ M ≤ 32
# Draughts FEN: a piece on a light square.
errors-piece-dark-square = kameň na tmavom políčku (a1, c1, …, h8)
# Found: a piece on a light square.
errors-on-light-square = { $text } na svetlom políčku
# Czech draughts FEN: a piece.
errors-piece-czech = kameň: `K` pre dámu, potom číslo políčka 1–32 alebo tmavé políčko ako `c1`
# English checkers FEN: a piece.
errors-piece-english = kameň: `K` pre dámu, potom číslo políčka 1–32
# A draughts diagram's square.
errors-draughts-cell = `.` (prázdne), `w`, `b` (pešiaky) alebo `W`, `B` (dámy)
# Draughts diagram: a piece on a light square.
errors-pieces-dark-only = kamene len na tmavých políčkach (a1, c1, …, h8)
# Found: a piece on a named light square.
errors-on-the-light-square = { $text } na svetlom políčku { $square }
# Chess's `fen:`.
errors-a-fen = FEN
# A chess FEN with more than six fields.
errors-fen-end = koniec FEN (šesť polí)
# A chess FEN's first field.
errors-fen-placement = rozostavenie (rady 8 až 1 oddelené `/`, figúry `KQRBNP`/`kqrbnp`, číslice pre prázdne políčka)
# A chess FEN's second field.
errors-fen-side = strana na ťahu (`w` alebo `b`)
# A chess FEN's third field.
errors-fen-castling = práva na rošádu (`-` alebo niektoré z `KQkq`)
# A chess FEN's fourth field.
errors-fen-en-passant = políčko na braní mimochodom (`-` alebo políčko na 3. či 6. rade)
# A chess FEN's fifth field.
errors-fen-halfmove = počítadlo ťahov od posledného brania alebo ťahu pešiakom (číslo)
# A chess FEN's sixth field.
errors-fen-move-number = číslo ťahu (číslo od 1)
# A chess FEN's halfmove clock out of range.
errors-fen-halfmove-range = počítadlo ťahov od posledného brania alebo ťahu pešiakom (celé číslo najviac 4294967295)
# A chess FEN's move number out of range.
errors-fen-move-number-range = číslo ťahu (celé číslo od 1 do 4294967295)
# An illegal chess position; the reason after it is the chess library's (English).
errors-legal-position = legálna pozícia
# Chess: too many pieces of a side.
errors-chess-max-pieces = najviac { $max } figúr každej strany
# Found: White's pieces.
errors-chess-white-pieces =
    { $n } { $n ->
        [one] biela figúra
        [few] biele figúry
       *[other] bielych figúr
    }
# Found: Black's pieces.
errors-chess-black-pieces =
    { $n } { $n ->
        [one] čierna figúra
        [few] čierne figúry
       *[other] čiernych figúr
    }
# Options that are not a JSON object; $found is the JSON given.
errors-options-object = voľby príkazu { $command } sú objekt ako { "{" }"depth": 3{ "}" }, nie { $found }
# Options that are not JSON; $reason is the JSON reader's (English).
errors-options-json = voľby príkazu { $command }: { $reason }
# An option's value of the wrong sort.
errors-option-expected = `{ $name }`: očakávané: { $what }; nájdené: { $found }
# An option's value: a whole number.
errors-whole-number-in-range = celé číslo v jej rozsahu
# An option's value: a number.
errors-a-number = číslo
# An option's value: a switch.
errors-true-or-false = true alebo false
# An option's value: text.
errors-text = text
# An unknown option of a request.
errors-no-such-option = { $command } nemá voľbu `{ $option }`; jeho voľby sú { $options }
# A list: `a, b and c` ($rest is the list before the last).
errors-and-list = { $rest } a { $last }
# A transposition table of no entries.
errors-tt-size = { $o0 } musí byť aspoň 1
# Star1/Star2 without leaf bounds.
errors-needs-leaf-bounds = { $o0 } potrebuje { $o1 }, hranice každej hodnoty listu (Ballard 1983)
# Leaf bounds for another algorithm.
errors-leaf-bounds-only = { $o0 } platí len pre { $o1 } a star2
# --prune-on with Star1/Star2.
errors-prune-on-star = { $o0 } neplatí pre { $name }: ten robí rez pri α ≥ β (a v náhodných uzloch podľa Ballardových hraníc)
# --prune-on with an algorithm that prunes nothing.
errors-prune-on-no-pruning = { $o0 } platí pre algoritmy alfa-beta; { $name } nič neoreže
# --prune-on gt with a null-window algorithm.
errors-prune-on-gt = { $o0 } je konvencia alfa-beta orezávania počítaného ručne (alphabeta, alphabeta-soft); { $name } prehľadáva s nulovými oknami ⟨β − 1, β⟩ a potrebuje rezy pri α ≥ β
# The null-window test without its test value.
errors-needs-test-value = { $o0 } potrebuje { $o1 }: odpovedá, či je hodnota aspoň K
# An option of one algorithm given to another.
errors-applies-only-to = { $o0 } platí len pre { $o1 }
# Iterative deepening with an algorithm that has none.
errors-iterative-works-with = { $o0 } funguje s { $names }, nie s { $name }
# Iterative deepening without a depth.
errors-iterative-needs-depth = { $o0 } potrebuje { $o1 }, hĺbku poslednej iterácie
# An algorithm that cannot search chance nodes.
errors-no-chance = { $o0 } nevie prehľadať strom s náhodnými uzlami; použite { $names }
# A malformed --leaf-bounds.
errors-leaf-bounds-format = očakávané: L..U, dve celé čísla, L < U (napr. -10..10); nájdené: `{ $found }`
errors-exploration = { $found } nie je konštanta prieskumu: očakáva sa číslo ≥ 0, napr. 1,41 alebo sqrt2
errors-mcts-iterations = { $o0 } musí byť aspoň 1
errors-mcts-eval-needs-depth = { $o0 } potrebuje obmedzenie hĺbky: zadajte { $o1 }
errors-mcts-has-no-use = { $o0 } sa netýka { $o1 }, ktoré stavia strom simuláciami
errors-mcts-time-limit = { $found } nie je časový limit: očakáva sa kladný počet sekúnd
errors-setup-json-mcts-exploration = konštanta prieskumu ≥ 0 v "mcts"
errors-setup-json-mcts-playout = "random" alebo "eval" ako simulácia v "mcts"
errors-setup-json-mcts-select = "uct" ako pravidlo výberu v "mcts"
errors-setup-json-mcts-header = objekt "mcts" práve vtedy, keď je algoritmus "mcts"
errors-setup-json-mcts-none = žiadny
errors-setup-json-mcts-path = iterácia { $k } v "mcts" má viesť od koreňa (0) od rodiča k potomkovi a rozvinúť potomka svojho posledného uzla
errors-setup-json-mcts-sums = uzol { $i } má mať počet návštev a súčet, ktoré dávajú jeho iterácie: N = { $n }, W = { $w }
# --utilities with distance scoring.
errors-utilities-distance = { $o0 } udáva hodnoty prostého skóre; { $o1 } hodnotí výhru pomocou { $o2 } a jej vzdialenosti
# --win-threshold with plain scoring.
errors-threshold-plain = { $o0 } neplatí pre prosté skóre: to nikdy neposúva výhru podľa vzdialenosti
# --utilities with --win-score.
errors-utilities-and-win-score = { $o0 } aj { $o1 } obe určujú hodnotu výhry: zadajte len jedno
# --depth for an explicit tree.
errors-depth-explicit = { $o0 } neplatí pre explicitné stromy: tie sa vždy prehľadávajú až po listy
# --scoring for an explicit tree.
errors-scoring-explicit = { $o0 } a { $o1 } neplatia pre explicitné stromy: hodnoty nesú ich listy
# --win-score for an explicit tree.
errors-win-score-explicit = { $o0 } a { $o1 } neplatia pre explicitné stromy: zadajte riadky `win-score:` a `win-threshold:` v súbore s pozíciou
# No position file and no Kalah set-up.
errors-give-position = zadajte súbor s pozíciou, alebo { $o0 } a { $o1 } pre Kalah
# --pits/--stones with another game.
errors-pits-stones-kalah = { $o0 } a { $o1 } nastavujú Kalah; súbor s pozíciou je `game: { $game }`
# A file that is not a JSON recording; the JSON reader's reason after it stays English.
errors-recording = záznam gametree/1 vo formáte JSON
# A position file given where a recording belongs.
errors-recording-hint = záznam gametree/1 vo formáte JSON (zapíše ho `gametree search FILE -f json`)
# Found: a position file.
errors-recording-position-file = súbor s pozíciou: prehľadajte ho pomocou `gametree search FILE`
# A recording larger than the node limit; $option is --max-nodes.
errors-recording-max-nodes =
    najviac { $max } { $n ->
        [one] uzol
        [few] uzly
       *[other] uzlov
    } (pre väčší záznam zvýšte { $option })
# Found: a number of nodes.
errors-n-nodes =
    { $n } { $n ->
        [one] uzol
        [few] uzly
       *[other] uzlov
    }
# Stats that do not count the recorded nodes.
errors-recording-stats = "stats", ktoré počítajú zaznamenané uzly: { $stats }
# A recording's field with an unknown value ($key is `game` or `algorithm`).
errors-json-one-of = "{ $key }": jedno z { $names }
# A recording whose perspective is not its algorithm's.
errors-recording-perspective = "perspective": "{ $perspective }" (ten, ktorý zaznamenáva { $algorithm })
# A recording without nodes.
errors-recording-root = aspoň jeden uzol (koreň)
# A recorded score out of range.
errors-recording-score = skóre: celé číslo od -{ $max } do { $max }, alebo "inf" či "-inf"
# The output file is an input file; { $o0 } is --output.
errors-overwrite-input = výstup { $output } je vstupný súbor { $input }; neprepíšem ho (zadajte iný { $o0 })

# Plain scoring whose utilities leave too little room for the evaluation at a depth limit ($o0 the depth option, $o1 the utilities option with wider values).
errors-setup-evaluation-outranks-win = prosté skórovanie hodnotí výhru { $win } a prehru { $loss }, ale vyhodnocovacia funkcia vracia na hranici hĺbky hodnoty až ±{ $bound }, takže heuristická hodnota môže prevýšiť vyhratú hru: prehľadávajte až do konca hry (bez { $o0 }), alebo zadajte { $o1 } či širšie
# A win score outside 1..limit ($o0 the win-score option).
errors-setup-win-score-range = { $o0 } musí byť medzi 1 a { $limit }, zadané: { $found }
# A win score whose derived threshold is below the evaluation's largest value ($o0 the win score, $o1 the threshold option, $o2 plain scoring).
errors-setup-win-score-threshold-below = { $o0 } dáva prah { $threshold }, menší ako { $bound }, najväčšia hodnota, ktorú vracia vyhodnocovacia funkcia; zadajte { $o1 }, aby sa ohodnotenia naň obmedzili, alebo { $o2 } pre výhru rovnako cennú v každej vzdialenosti
# A win threshold not below the win score ($o0 the threshold option, $o1 the win-score option).
errors-setup-win-threshold-not-less = { $o0 } ({ $threshold }) musí byť menší ako { $o1 } ({ $max })
# Too few units between the win score and the threshold ($o0 win score, $o1 threshold, $o2 plain scoring).
errors-setup-win-score-gap = { $o0 } ({ $max }) musí prevyšovať { $o1 } ({ $threshold }) aspoň o { $gap }, najdlhšiu variantu, ktorú toto prehľadávanie môže dosiahnuť, aby výhry v rôznych vzdialenostiach mali rôzne skóre ({ $o2 } hodnotí výhru v každej vzdialenosti rovnako)
# --utilities W,D,L with the wrong number of parts ($n parts found in $text).
errors-setup-utilities-count = očakávané tri celé čísla W,D,L (výhra, remíza a prehra hráča MAX, napr. 2,1,0); nájdené: { $n } v `{ $text }`
# --utilities with a part that is not a whole number ($what: win, draw or loss).
errors-setup-utilities-not-number = očakávané tri celé čísla W,D,L (napr. 2,1,0); { $what ->
        [win] výhra
        [draw] remíza
       *[loss] prehra
    } `{ $text }` nie je celé číslo
# Utilities too large.
errors-setup-utilities-range = každý úžitok musí ležať medzi -{ $limit } a { $limit }; zadané: { $found }
# Utilities not in the order win > draw > loss.
errors-setup-utilities-order = očakávaná výhra cennejšia ako remíza a remíza cennejšia ako prehra (W > D > L, napr. 2,1,0); zadané: { $found }
# Kalah's --pits/--stones ($o0, $o1) with a position file of a game under way.
errors-setup-kalah-under-way = { $o0 } a { $o1 } nastavujú východiskovú pozíciu hry Kalah, ale súbor s pozíciou obsahuje rozohranú hru (kamene v pokladnici alebo rôzne naplnené jamky): vynechajte zo súboru riadky `south:` a `north:`, alebo tieto voľby
# Kalah's --pits out of range ($o0 the option with its value).
errors-setup-kalah-pits-range = { $o0 } je mimo rozsahu: strana má 1 až 16 jamiek
# Kalah's --stones ($o0 with its value) making too many stones.
errors-setup-kalah-too-many-stones = { $o0 } pri { $pits } { $pits ->
        [one] jamke
        [few] jamkách
        [many] jamkách
       *[other] jamkách
    } na stranu dáva { $total } { $total ->
        [one] kameň
        [few] kamene
        [many] kameňa
       *[other] kameňov
    }; spolu najviac 3200 (2 × jamky × kamene)
# Kalah's --pits with the file's stones a pit making too many stones.
errors-setup-kalah-too-many-file-stones = { $stones } { $stones ->
        [one] kameň
        [few] kamene
        [many] kameňa
       *[other] kameňov
    } na jamku zo súboru s pozíciou pri { $pits } { $pits ->
        [one] jamke
        [few] jamkách
        [many] jamkách
       *[other] jamkách
    } na stranu dáva { $total } { $total ->
        [one] kameň
        [few] kamene
        [many] kameňa
       *[other] kameňov
    }; spolu najviac 3200 (2 × jamky × kamene)
# --order with an unknown name.
errors-setup-order-unknown = neznáme usporiadanie ťahov `{ $name }`; očakávané: natural, best, worst alebo čiarkami oddelený zoznam z eval, tt, killer, history
# --order naming a criterion twice.
errors-setup-order-twice = usporiadanie ťahov `{ $name }` zadané dvakrát
# --background with a value that is none of paper, none, #rrggbb.
errors-setup-background = očakávané: `paper`, `none` alebo farba `#rrggbb`; nájdené: `{ $found }`
# --lang with an unknown code ($codes: the known codes).
errors-setup-lang-unknown = neznámy jazyk `{ $code }` (očakávaný jeden z: { $codes })
# JSON recordings (`render FILE.json`): what a node must be; the frame is `expected …, found …`.
errors-setup-json-id = id uzla { $i } (uzly v poradí návštevy)
errors-setup-json-parent-for = rodič uzla { $i }
errors-setup-json-parent-smaller = id rodiča menšie ako { $id }
errors-setup-json-parent-among = rodič medzi predkami uzla { $id } (uzly v poradí návštevy)
errors-setup-json-ply-parent = hĺbka { $ply } (o jedna väčšia ako u rodiča)
errors-setup-json-root-parent = koreň (uzol 0) bez rodiča
# Found: the root has a parent.
errors-setup-json-a-parent = rodič
errors-setup-json-max-ply = hĺbka najviac { $max } (najhlbšie, kam ktorékoľvek prehľadávanie dôjde)
# Found: a node's ply.
errors-setup-json-ply = hĺbka { $ply }
errors-setup-json-move-name = názov ťahu pri uzle pod koreňom
errors-setup-json-moves-differ = rôzne ťahy pri súrodencoch (okrem opakovaného prehľadania alebo sondy)
# Found: a move name given twice among siblings.
errors-setup-json-second = druhýkrát { $name }
errors-setup-json-scout-only = "scout" len pri opakovanom prehľadaní
errors-setup-json-research-after-scout = opakované prehľadanie hneď po svojom prieskume, prehľadanom súrodencovi s rovnakým ťahom
# Found: a re-search with no scout before it.
errors-setup-json-research-without = opakované prehľadanie bez neho
errors-setup-json-scout-previous = "scout": { $id } (predchádzajúci súrodenec)
errors-setup-json-no-probability = žiadna pravdepodobnosť pri ťahu, ktorý nevychádza z náhodného uzla
errors-setup-json-window = okno ⟨α, β⟩, kde α ≤ β
errors-setup-json-value-for = hodnota prehľadaného uzla { $i }
# A child under a leaf or a finished game ($kind: leaf or terminal).
errors-setup-json-no-child = žiadny potomok uzla { $p }, ktorý je { $kind ->
        [leaf] list
       *[terminal] skončená hra
    }
# Found: a node.
errors-setup-json-node = uzol { $i }
errors-setup-json-children = potomkovia vnútorného uzla (uzol bez nich je "leaf")
# Found: an inner node without children.
errors-setup-json-node-none = uzol { $i } bez nich
errors-setup-json-scale = "scale": celé číslo od 1 do { $limit }
errors-setup-json-win-score-or-utilities = "win_score" (skóre podľa vzdialenosti výhry) alebo "utilities" (prosté skórovanie)
# Found: both of them.
errors-setup-json-both = oboje
errors-setup-json-utilities = "utilities" tak, ako ich prijíma `--utilities` (výhra > remíza > prehra)
# Found: the recording's utilities.
errors-setup-json-utilities-found = výhra { $win }, remíza { $draw }, prehra { $loss }
errors-setup-json-pv = "principal_variation" z ťahov od koreňa cez prehľadaných potomkov
# Found: the move of the principal variation where it leaves the searched children.
errors-setup-json-pv-found = { $name }, ktorý nie je prehľadaným potomkom doterajšej varianty
# --eval naming an evaluation the game does not have ($names: the game's).
errors-setup-unknown-evaluation = neznáma vyhodnocovacia funkcia `{ $name }` pre { $game }; očakávaná jedna z: { $names }
# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# The playground page (templates/playground.html): its title and header.
pages-title = gametree – pieskovisko
pages-tagline = Prehľadávanie stromu hry vo vašom prehliadači: nič sa neinštaluje, nič sa nikam neposiela. gametree { $version }.
pages-loading = Načítava sa výpočtové jadro… (Ak tento text nezmizne, prehliadač alebo web blokuje skripty stránky: stiahnite si stránku a otvorte ju zo svojho disku.)
# The language switch's label.
pages-language = Jazyk
pages-tabs = Čo robiť
# The tab and the fieldset's legend (a noun); pages-search-run is the button.
pages-search = Prehľadávanie
pages-practise = Precvičovanie
pages-compare = Porovnanie
pages-position = Pozícia
pages-example = Príklad
# The position's hint: "a position file, our bracket tree [A: …], or a Python list [[3, 12, 8], …]".
pages-position-hint-tree = súbor s pozíciou, náš strom v zátvorkách
pages-position-hint-list = , alebo zoznam jazyka Python
# The search's options.
pages-algorithm = Algoritmus
pages-depth = Hĺbka
pages-depth-placeholder = až do konca
pages-order = Poradie ťahov
pages-cut-off-at = Rez pri
pages-iterative = Iteratívne prehlbovanie
pages-quiescence = Pokojné prehľadávanie
pages-more-search = Ďalšie voľby prehľadávania
pages-eval = Hodnotiaca funkcia
pages-eval-placeholder = prvá funkcia hry
pages-max-nodes = Najviac uzlov
pages-tt-size = Veľkosť transpozičnej tabuľky
pages-guess = Odhad (mtdf)
pages-test-value = Testovaná hodnota (test)
pages-leaf-bounds = Hranice hodnôt listov (star1/2)
pages-mcts-iterations = Iterácie (mcts)
pages-mcts-exploration = Konštanta prieskumu C (mcts)
pages-mcts-seed = Semienko (mcts)
pages-mcts-playout = Simulácia (mcts)
pages-mcts-playout-random = náhodné ťahy do konca hry
pages-mcts-playout-eval = náhodné ťahy do hĺbky, potom ohodnotenie
pages-win-score = Hodnota výhry
pages-win-threshold = Prah výhry
# The figure's options; the choices' values stay the command line's.
pages-figure = Obrázok
pages-labels = Popisy
pages-label-value = hodnota
pages-label-window = okno
pages-label-triple = trojica
pages-label-book = ako v knihe (ako tlačí Kühr)
pages-values-from = Hodnoty z pohľadu
pages-view-max = hráča MAX
pages-view-side = hráča na ťahu
pages-style = Štýl
pages-pruned = Neprehľadané časti
pages-pruned-show = ukázať
pages-pruned-empty = prázdne
pages-pruned-hide = skryť
pages-more-figure = Ďalšie voľby obrázka
pages-direction = Smer
pages-direction-down = nadol
pages-direction-right = doprava
pages-edge-labels = Popisy hrán
pages-edge-auto = automaticky
pages-edge-always = vždy
pages-edge-never = nikdy
pages-draw-depth = Kresliť do hĺbky
pages-max-children = Najviac potomkov
pages-figure-title = Nadpis
pages-background = Pozadie
pages-max-drawn = Najviac nakreslených uzlov
pages-names = Mená uzlov
pages-boards = Hracie dosky
# The search panel's buttons.
pages-search-run = Prehľadať
pages-stop = Zastaviť
pages-copy-link = Skopírovať odkaz
pages-figure-label = Prehľadaný strom
pages-download = Stiahnuť:
pages-download-json = záznam JSON
pages-download-text = Text
pages-download-position = Súbor s pozíciou
pages-replay = Prehranie krok za krokom
# The practice panel.
pages-exercise = Úloha
pages-branching = Vetvenie
pages-branching-placeholder = 3 alebo 2..4
pages-leaf-values = Hodnoty listov
pages-root = Koreň
pages-convention = Konvencia
pages-deep-cutoff = Hlboký rez
pages-chance = Náhodné uzly
pages-seed = Semienko
pages-seed-placeholder = náhodné
pages-new-exercise = Nová úloha
pages-next = Ďalšia (semienko + 1)
pages-sheet-label = Strom úlohy
pages-answer = Vaša odpoveď
# The answer's hint: "one node a line: B = 3, a bound C <= 2, D.2 pruned; a window after it [3, inf] (docs/homework.md)".
pages-answer-hint-node = jeden uzol na riadok:
pages-answer-hint-bound = , ohraničenie
pages-answer-hint-window = ; za ním okno
pages-check = Skontrolovať
pages-first-mistake = Prehrať až po moju prvú chybu (ukáže odpovede)
pages-show-answer = Ukázať vzorovú odpoveď
pages-download-answer = Stiahnuť moju odpoveď
pages-download-exercise = Stiahnuť pozíciu
# The marks' table: its columns.
pages-node = Uzol
pages-mark = Hodnotenie
pages-why = Prečo
pages-marked-label = Vaša odpoveď v strome
pages-first-frame = Vaša ohodnotená odpoveď a prehľadávanie prehrané až po vašu prvú chybu
# The compare panel.
pages-algorithms = Algoritmy
pages-orders = Poradia ťahov
pages-columns = Stĺpce
pages-columns-placeholder = predvolené
pages-compare-run = Porovnať
# The footer: "Made by gametree playground. The JavaScript API is window.gametree (docs/browser.md)."
pages-footer-made = Vytvoril príkaz
pages-footer-api = . Rozhranie pre JavaScript je
# What the page's script writes (templates/playground.js).
pages-worker-refused = prehliadač tu nespustí Web Worker výpočtového jadra (web možno workery zakazuje hlavičkou Content-Security-Policy); stiahnite si stránku a otvorte ju zo svojho disku
pages-engine-failed = výpočtové jadro zlyhalo: { $why }
pages-engine-crashed = výpočtové jadro sa zastavilo ({ $why }); bolo spustené znova
pages-cancelled = zastavené
pages-no-engine = tento prehliadač výpočtové jadro nespustí (potrebuje WebAssembly a DecompressionStream: prehliadač z roku 2023 alebo novší)
pages-engine-not-started = Výpočtové jadro sa nepodarilo spustiť: { $why }
# An error's place in words, then what is wrong.
pages-error-at = { $file }, riadok { $line }, stĺpec { $column }: { $what }
pages-valid = ✓ pozícia hry { $game }
pages-searching = Prehľadávam…
# $nodes as written in the language (1,024); $count the same number, for the plural.
pages-searching-nodes = Prehľadávam… asi { $nodes } { $count ->
        [one] uzol
        [few] uzly
       *[other] uzlov
    }, { $seconds } s
pages-stopped = Zastavené.
pages-png-failed = PNG sa nepodarilo vytvoriť
pages-svg-failed = SVG sa nepodarilo vykresliť
pages-exercise-status = Úloha so semienkom { $seed }: doplňte každý vnútorný uzol; neprehľadané listy a podstromy zapíšte ako pruned.
pages-mark-right = ✓ správne
pages-mark-wrong = ✗ nesprávne
pages-mark-missing = ✗ chýba
pages-mark-unreadable = ✗ nečitateľné
pages-no-answer = pre tento uzol chýba odpoveď
pages-line = riadok { $line }
pages-bad-line = riadok { $line }: očakávané { $expected }, nájdené { $found }
pages-bad-line-column = riadok { $line }, stĺpec { $column }: očakávané { $expected }, nájdené { $found }
pages-comparing = Porovnávam…
pages-link-copied = Odkaz skopírovaný.
pages-link-in-bar = Odkaz je v paneli s adresou.
pages-over-limit = `{ $option }` je na tejto stránke najviac { $max }, nie { $value }.
pages-under-limit = `{ $option }` je najmenej { $min }, nie { $value }.
pages-not-whole = `{ $option }` je celé číslo, nie { $value }.
pages-link-not-taken = Hodnotu `{ $option }` z odkazu táto stránka neponúka: { $value }.
pages-link-not-run = Odkaz nebol spustený:
pages-figure-too-large = Obrázok má { $size } MB SVG, viac než { $max } MB, ktoré táto stránka zobrazí (vloženie by stránku na sekundy zastavilo): stiahnite si ho, alebo kreslite menej uzlov či bez dosiek (`draw-depth`, `max-children`, `pruned: hide`, `boards`).
pages-unsafe-number = `{ $option }`: { $value } nie je presné: čísla JavaScriptu zaokrúhľujú celé čísla nad 2⁵³; zadajte ho ako reťazec ("18446744073709551615") alebo BigInt (18446744073709551615n)
# The browser's module (web/src): the page asked to redraw before any search.
pages-nothing-searched = zatiaľ nebolo nič prehľadané

# The Python package (python/src/errors.rs): an option's value that is not one of its words.
pages-python-unknown-choice = neznáma hodnota `{ $value }` voľby { $what }; očakáva sa jedna z: { $choices }
# The Python package: a panic in the Rust work.
pages-python-internal-error = vnútorná chyba (chyba v gametree; nahláste ju, prosím): { $what }

pages-answer-hint-mcts = cesta výberu, rozšírený uzol a N a W každého uzla na ceste po spätnom šírení:
pages-exercise-status-mcts = Úloha so semienkom { $seed }: odpovedzte na otázku nad stromom — cesta výberu, rozšírený uzol a N a W pozdĺž cesty.
# -- end of pages --
