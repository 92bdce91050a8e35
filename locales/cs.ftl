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

# -- end of figure --


## steps
## Step captions, the step figures and the HTML replay/report (src/render/model/steps.rs, svg_steps, html, templates/report.*).

steps-step = Krok { $k } z { $n }: { $caption }
steps-root = kořen
steps-node-after = { $name } (po { $way })
steps-window-decimal = ⟨{ $alpha }; { $beta }⟩
steps-enter-window = Vstup do uzlu { $name } s oknem { $window }.
steps-enter = Vstup do uzlu { $name }.
steps-re-search = Nové prohledání uzlu { $name } s oknem { $window }: jeho průzkum s nulovým oknem { $scout } vrátil { $got }.
steps-evaluate-leaf = Ohodnocení listu { $name }: hodnota { $value }{ $bound }.
steps-evaluate-terminal = Ohodnocení uzlu { $name } (konec hry): hodnota { $value }{ $bound }.
steps-bound-lower = , dolní mez
steps-bound-upper = , horní mez
steps-cutoff = Řez v uzlu { $name }: { $why }, takže { $pruned }.
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
steps-leave = Návrat z uzlu { $name }: hodnota { $value }{ $bound }{ $rule }.
steps-leave-table = Návrat z uzlu { $name }: hodnota { $value }{ $bound }, ze záznamu transpoziční tabulky.
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
steps-report-position = Pozice
steps-report-search = Prohledávání
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

# -- end of steps --


## check
## check: verdicts, reasons, explanations, the check report and the practice page (src/homework/check, explain, output, practice, templates/check.html, practice.*).

# -- end of check --


## exercise
## Exercise sheets, instructions, Moodle/QTI/PrairieLearn question texts and feedback (src/homework/exercise, sheet, lms).

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
    [one] { $plies } půltah
    [few] { $plies } půltahy
   *[other] { $plies } půltahů
})
summary-value-min-wins-in = { $value } (MIN vyhraje za { $plies ->
    [one] { $plies } půltah
    [few] { $plies } půltahy
   *[other] { $plies } půltahů
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
    [one] { $plies } půltah
    [few] { $plies } půltahy
   *[other] { $plies } půltahů
} (hodnota { $value })
summary-solve-loss-in = prohra za { $plies ->
    [one] { $plies } půltah
    [few] { $plies } půltahy
   *[other] { $plies } půltahů
} (hodnota { $value })
summary-solve-win = výhra (hodnota { $value })
summary-solve-loss = prohra (hodnota { $value })
summary-solve-draw = remíza (hodnota { $value })
summary-solve-unknown-value = neznámý výsledek (hodnota { $value })
summary-solve-margin-win = výhra, konečný rozdíl v kamenech { $margin } při nejlepší hře{ $line }
summary-solve-margin-loss = prohra, konečný rozdíl v kamenech { $margin } při nejlepší hře{ $line }
summary-solve-margin-draw = remíza, konečný rozdíl v kamenech { $margin } při nejlepší hře{ $line }
summary-solve-main-line-plies = ; hlavní varianta { $plies ->
    [one] { $plies } půltah
    [few] { $plies } půltahy
   *[other] { $plies } půltahů
}
summary-solve-unknown-margin = neznámý výsledek: konečný rozdíl leží mezi { $lo } a { $hi } ({ $why })
summary-solve-unknown = neznámý výsledek: žádná vynucená výhra ani prohra do { $plies ->
    [one] { $plies } půltahu
   *[other] { $plies } půltahů
} ({ $why })
summary-solve-stopped = { $limit } zastavil řešení: zvyšte jej a pokračujte
summary-solve-ply-limit = jedna varianta dosáhla hloubky { $plies ->
    [one] { $plies } půltahu
   *[other] { $plies } půltahů
} a hra neskončila: hra možná nemá konec
summary-solve-cancelled = řešení bylo zrušeno
summary-solve-by-ply-limit = limit půltahů
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
summary-compare-chart-alt = Uzly navštívené v každém řádku a uzly v každém půltahu v logaritmickém měřítku
summary-compare-chart-comment = Grafy se zapisují jen s -o SOUBOR.md, jako SOUBOR-chart.svg vedle něj.
summary-compare-nodes-visited = Navštívené uzly
summary-compare-nodes-per-ply = Uzly v jednotlivých půltazích (logaritmické měřítko)
summary-compare-chart-nodes = uzly
summary-compare-chart-ply = půltah
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
    [one] { $plies } půltah
    [few] { $plies } půltahy
   *[other] { $plies } půltahů
})
summary-play-stopped = zastaveno
summary-play-unfinished = nedokončeno (vstup skončil)
summary-play-abandoned = vzdáno

# Poznámky na standardní chybový výstup: gametree exercise, check, man.
summary-exercise-seed = semínko: { $seed } (stejnou úlohu vytvoří --seed { $seed })
summary-exercise-made = úloha: semínko { $seed }, pokus { $attempt }, { $cutoffs ->
    [one] { $cutoffs } řez
    [few] { $cutoffs } řezy
   *[other] { $cutoffs } řezů
} (hlubokých { $deep })
summary-exercise-size = { $size } ({ $each } na variantu)
summary-exercise-variants = úloha: { $n ->
    [one] { $n } varianta
    [few] { $n } varianty
   *[other] { $n } variant
} ze semínka kurzu { $course }{ $size }
summary-exercise-no-png = zadejte --no-png
summary-exercise-moodle-limit = poznámka: banka je větší než 2 MB, výchozí limit nahrávání PHP (upload_max_filesize), který Moodle může mít: { $png }vytvořte ji po částech nejvýše { $part } studentů (každou s vlastním seznamem), nebo nechte limit zvýšit
summary-exercise-prairielearn = úloha: otázka PrairieLearn v { $dir }
summary-error = chyba: { $error }
summary-check-not-submitted = { $n ->
    [one] poznámka: { $n } student z klíče nemá mezi zadanými soubory odpověď (hodnocení, --format csv, má řádek pro každého)
    [few] poznámka: { $n } studenti z klíče nemají mezi zadanými soubory odpověď (hodnocení, --format csv, má řádek pro každého)
   *[other] poznámka: { $n } studentů z klíče nemá mezi zadanými soubory odpověď (hodnocení, --format csv, má řádek pro každého)
}
summary-wrote = zapsáno { $path }

# The practice page's title (gametree search -f practice, src/cli/search.rs).
summary-practice-title = Procvičování: { $name }
summary-practice-title-depth = Procvičování: { $name } do hloubky { $depth }

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
