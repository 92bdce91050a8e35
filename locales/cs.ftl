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
check-html-title = gametree check: { $tree }
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
