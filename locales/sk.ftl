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

steps-step = Krok { $k } z { $n }: { $caption }
steps-root = koreň
steps-node-after = { $name } (po { $way })
steps-window-decimal = ⟨{ $alpha }; { $beta }⟩
steps-enter-window = Vstup do uzla { $name } s oknom { $window }.
steps-enter = Vstup do uzla { $name }.
steps-re-search = Nové prehľadanie uzla { $name } s oknom { $window }: jeho prieskum s nulovým oknom { $scout } vrátil { $got }.
steps-evaluate-leaf = Ohodnotenie listu { $name }: hodnota { $value }{ $bound }.
steps-evaluate-terminal = Ohodnotenie uzla { $name } (koniec hry): hodnota { $value }{ $bound }.
steps-bound-lower = , dolná hranica
steps-bound-upper = , horná hranica
steps-cutoff = Rez v uzle { $name }: { $why }, takže { $pruned }.
steps-cut-table = rozhodla ho hranica z transpozičnej tabuľky
steps-cut-probe = Star2 ho skúma len prvým ťahom, kvôli hranici
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
steps-leave = Návrat z uzla { $name }: hodnota { $value }{ $bound }{ $rule }.
steps-leave-table = Návrat z uzla { $name }: hodnota { $value }{ $bound }, zo záznamu transpozičnej tabuľky.
steps-fail-hard-alpha = variant fail-hard vracia α = { $alpha }
steps-fail-hard-beta = variant fail-hard vracia β = { $beta }
steps-fail-soft = variant fail-soft vracia najlepšiu nájdenú hodnotu, { $best }
steps-chance-at-most = jeho hodnota je najviac { $value } ≤ α = { $alpha }{ $counted }
steps-chance-at-least = jeho hodnota je najmenej { $value } ≥ β = { $beta }{ $counted }
steps-chance-outside = jeho hodnota už leží mimo jeho okna
steps-counted-leaf-bound = (neprehľadané výsledky započítané hranicou listov { $bound })
steps-counted-bounds = (neprehľadané výsledky započítané svojimi hranicami)

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
steps-report-label-value = hodnota (≥ / ≤ pre hranicu)
steps-report-label-window = okno ⟨α, β⟩
steps-report-label-triple = α | hodnota | β
steps-report-tree = Strom prehľadávania
steps-report-position = Pozícia
steps-report-search = Prehľadávanie
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
steps-report-legend-leaf = list ohodnotený hodnotiacou funkciou (červený)
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
steps-report-node-lower = hodnota { $value } (dolná hranica)
steps-report-node-upper = hodnota { $value } (horná hranica)
steps-report-valued = ohodnotený hodnotiacou funkciou
steps-report-terminal = skončená hra
steps-report-cut-here = tu rez
steps-report-mark-group = skupinový uzol: prehľadávania pod ním vychádzajú z koreňovej pozície
steps-report-mark-pass = MTD(f) prechod { $n }
steps-report-mark-iteration = iterácia { $n }
steps-report-mark-research = nové prehľadanie po tom, čo prieskum skončil nad oknom
steps-report-mark-quiescence = pokojné prehľadávanie
steps-report-mark-probing = skúška Star2: len prvý ťah, kvôli hranici; neskôr prehľadaný celý
steps-report-mark-probe-miss = dotaz do tabuľky: nenájdené
steps-report-mark-probe-hit = dotaz do tabuľky: nájdené
steps-report-mark-probe-narrowed = dotaz do tabuľky: zúžil okno
steps-report-mark-probe-cutoff = dotaz do tabuľky: rozhodol uzol
steps-report-mark-stored-exact = uložená presná hodnota
steps-report-mark-stored-lower = uložená dolná hranica
steps-report-mark-stored-upper = uložená horná hranica
steps-report-scout = prieskum
steps-report-re-search = nové prehľadanie

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
    [one] 1 uzol orezaný, ale má byť prehľadaný
    [few] { $n } uzly orezané, ale majú byť prehľadané
   *[other] { $n } uzlov orezaných, ale majú byť prehľadané
}
check-count-searched-but-pruned = { $n ->
    [one] 1 uzol prehľadaný, ale má byť orezaný
    [few] { $n } uzly prehľadané, ale majú byť orezané
   *[other] { $n } uzlov prehľadaných, ale majú byť orezané
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
    [upper] horná
   *[lower] dolná
} hranica a { $rule }{ $asked }
check-why-written = , zapísaná `{ $answer }` ({ $option })
check-why-negamax = { $node } berie najväčšiu z negovaných hodnôt svojich potomkov ({ $list })
check-why-max = { $node } je uzol MAX: najväčšia z hodnôt jeho potomkov ({ $list })
check-why-min = { $node } je uzol MIN: najmenšia z hodnôt jeho potomkov ({ $list })
check-why-chance = { $node } je náhodný uzol: hodnoty jeho potomkov vážené ich pravdepodobnosťami a sčítané ({ $list })
check-line = riadok { $line }
check-error = chyba: { $error }
check-html-title = gametree check: { $tree }
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
check-practice-how-values = Do každého políčka zapíšte hodnotu uzla: { $three }, alebo hranicu { $le } / { $ge } (funguje aj { $lesym } a { $gesym }) tam, kde je hodnota uzla len hranicou. Listy majú hodnoty už zapísané.
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
check-practice-conv-bounds-accept = hodnota, ktorá je len hranicou, sa zapisuje ≤ 3 / ≥ 3 alebo = 3
check-practice-conv-bounds-require = hodnota, ktorá je len hranicou, sa musí zapísať ≤ 3 / ≥ 3
check-practice-conv-bounds-reject = každá hodnota sa zapisuje = 3, aj hranice
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
exercise-question-name = Alfa-beta, variant { $id } (semienko { $seed })
exercise-moodle-instructions = Pri každom vnútornom uzle zvoľte, ako je jeho hodnota známa — presne (=), ako horná hranica (≤) alebo ako dolná hranica (≥) — a { $values } (0 pri uzle, kam prehľadávanie nedôjde); potom označte potomkov, ktorých vetvy jeho prehľadávanie oreže ({ $none }, ak neoreže žiadnu).
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
exercise-qti-instructions = Pri každom vnútornom uzle zvoľte, ako je jeho hodnota známa — presne (=), ako horná hranica (≤), ako dolná hranica (≥), alebo neprehľadaný — a zapíšte hodnotu z pohľadu hráča MAX; potom vyberte potomkov, ktorých vetvy jeho prehľadávanie oreže (žiadny, ak neoreže žiadnu).
exercise-qti-cut-prompt = Potomkovia uzla { $node }, ktorých vetvy jeho prehľadávanie oreže:
exercise-pl-title = Alfa-beta ručne
exercise-pl-work = Prejdite tento strom ručne algoritmom alfa-beta: { $conventions }.
exercise-pl-instructions = Pri každom vnútornom uzle zapíšte jeho hodnotu ako { $value }, alebo tam, kde je hodnota iba hranicou, { $le } alebo { $ge }; pri vnútornom uzle, kam prehľadávanie nedôjde, zapíšte { $pruned } a uzly pod orezaným nechajte prázdne. Potom vypíšte orezané listy ({ $leaves }: druhý a tretí potomok uzla C).
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
        [one] variant
        [few] varianty
       *[other] variantov
    } zo semienka kurzu { $seed }
exercise-note-bank = exercise: { $count } { $count ->
        [one] variant
        [few] varianty
       *[other] variantov
    } zo semienka kurzu { $seed }, { $size } ({ $each } na variant)
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
    [one] { $plies } polťah
    [few] { $plies } polťahy
   *[other] { $plies } polťahov
})
summary-value-min-wins-in = { $value } (MIN vyhrá za { $plies ->
    [one] { $plies } polťah
    [few] { $plies } polťahy
   *[other] { $plies } polťahov
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
    [one] { $plies } polťah
    [few] { $plies } polťahy
   *[other] { $plies } polťahov
} (hodnota { $value })
summary-solve-loss-in = prehra za { $plies ->
    [one] { $plies } polťah
    [few] { $plies } polťahy
   *[other] { $plies } polťahov
} (hodnota { $value })
summary-solve-win = výhra (hodnota { $value })
summary-solve-loss = prehra (hodnota { $value })
summary-solve-draw = remíza (hodnota { $value })
summary-solve-unknown-value = neznámy výsledok (hodnota { $value })
summary-solve-margin-win = výhra, konečný rozdiel v kameňoch { $margin } pri najlepšej hre{ $line }
summary-solve-margin-loss = prehra, konečný rozdiel v kameňoch { $margin } pri najlepšej hre{ $line }
summary-solve-margin-draw = remíza, konečný rozdiel v kameňoch { $margin } pri najlepšej hre{ $line }
summary-solve-main-line-plies = ; hlavná varianta { $plies ->
    [one] { $plies } polťah
    [few] { $plies } polťahy
   *[other] { $plies } polťahov
}
summary-solve-unknown-margin = neznámy výsledok: konečný rozdiel leží medzi { $lo } a { $hi } ({ $why })
summary-solve-unknown = neznámy výsledok: žiadna vynútená výhra ani prehra do { $plies ->
    [one] { $plies } polťahu
   *[other] { $plies } polťahov
} ({ $why })
summary-solve-stopped = { $limit } zastavil riešenie: zvýšte ho a pokračujte
summary-solve-ply-limit = jedna varianta dosiahla hĺbku { $plies ->
    [one] { $plies } polťahu
   *[other] { $plies } polťahov
} a hra neskončila: hra možno nemá koniec
summary-solve-cancelled = riešenie bolo zrušené
summary-solve-by-ply-limit = limit polťahov
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
summary-compare-chart-alt = Uzly navštívené v každom riadku a uzly v každom polťahu v logaritmickej mierke
summary-compare-chart-comment = Grafy sa zapisujú len s -o SÚBOR.md, ako SÚBOR-chart.svg vedľa neho.
summary-compare-nodes-visited = Navštívené uzly
summary-compare-nodes-per-ply = Uzly v jednotlivých polťahoch (logaritmická mierka)
summary-compare-chart-nodes = uzly
summary-compare-chart-ply = polťah
summary-compare-bars-title = Uzly navštívené v každom riadku
summary-compare-plies-title = Uzly v jednotlivých polťahoch, logaritmická mierka
summary-compare-branching = Efektívny faktor vetvenia v jednotlivých polťahoch
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
    [one] { $plies } polťah
    [few] { $plies } polťahy
   *[other] { $plies } polťahov
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


# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

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
pages-answer-hint-bound = , hranica
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
# The browser's module (web/src): the page asked to redraw before any search.
pages-nothing-searched = zatiaľ nebolo nič prehľadané

# The Python package (python/src/errors.rs): an option's value that is not one of its words.
pages-python-unknown-choice = neznáma hodnota `{ $value }` voľby { $what }; očakáva sa jedna z: { $choices }
# The Python package: a panic in the Rust work.
pages-python-internal-error = vnútorná chyba (chyba v gametree; nahláste ju, prosím): { $what }

# -- end of pages --
