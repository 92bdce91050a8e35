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

# -- end of exercise --


## summary
## search/solve/perft/compare/play summaries and tables (src/cli, src/solve, src/compare, src/play).

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
