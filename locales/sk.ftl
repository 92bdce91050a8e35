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
