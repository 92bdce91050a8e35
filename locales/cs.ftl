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

# -- end of steps --


## check
## check: verdicts, reasons, explanations, the check report and the practice page (src/homework/check, explain, output, practice, templates/check.html, practice.*).

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
