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

# -- end of steps --


## check
## check: verdicts, reasons, explanations, the check report and the practice page (src/homework/check, explain, output, practice, templates/check.html, practice.*).

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

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
