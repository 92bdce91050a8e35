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

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
