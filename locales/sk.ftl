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

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
