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

# -- end of check --


## exercise
## Exercise sheets, instructions, Moodle/QTI/PrairieLearn question texts and feedback (src/homework/exercise, sheet, lms).

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

# Poznámky na štandardný chybový výstup: gametree exercise, check, man.
summary-exercise-seed = semienko: { $seed } (rovnakú úlohu vytvorí --seed { $seed })
summary-exercise-made = úloha: semienko { $seed }, pokus { $attempt }, { $cutoffs ->
    [one] { $cutoffs } rez
    [few] { $cutoffs } rezy
   *[other] { $cutoffs } rezov
} (hlbokých { $deep })
summary-exercise-size = { $size } ({ $each } na variant)
summary-exercise-variants = úloha: { $n ->
    [one] { $n } variant
    [few] { $n } varianty
   *[other] { $n } variantov
} zo semienka kurzu { $course }{ $size }
summary-exercise-no-png = zadajte --no-png
summary-exercise-moodle-limit = poznámka: banka je väčšia ako 2 MB, predvolený limit nahrávania PHP (upload_max_filesize), ktorý Moodle môže mať: { $png }vytvorte ju po častiach najviac { $part } študentov (každú s vlastným zoznamom), alebo nechajte limit zvýšiť
summary-exercise-prairielearn = úloha: otázka PrairieLearn v { $dir }
summary-error = chyba: { $error }
summary-check-not-submitted = { $n ->
    [one] poznámka: { $n } študent z kľúča nemá medzi zadanými súbormi odpoveď (hodnotenie, --format csv, má riadok pre každého)
    [few] poznámka: { $n } študenti z kľúča nemajú medzi zadanými súbormi odpoveď (hodnotenie, --format csv, má riadok pre každého)
   *[other] poznámka: { $n } študentov z kľúča nemá medzi zadanými súbormi odpoveď (hodnotenie, --format csv, má riadok pre každého)
}
summary-wrote = zapísané { $path }

# The practice page's title (gametree search -f practice, src/cli/search.rs).
summary-practice-title = Precvičovanie: { $name }
summary-practice-title-depth = Precvičovanie: { $name } do hĺbky { $depth }

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
