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
pages-title = gametree – pískoviště
pages-tagline = Prohledávání stromu hry ve vašem prohlížeči: nic se neinstaluje, nic se nikam neposílá. gametree { $version }.
pages-loading = Načítá se výpočetní jádro… (Pokud tento text nezmizí, prohlížeč nebo web blokuje skripty stránky: stáhněte si stránku a otevřete ji ze svého disku.)
# The language switch's label.
pages-language = Jazyk
pages-tabs = Co dělat
# The tab and the fieldset's legend (a noun); pages-search-run is the button.
pages-search = Prohledávání
pages-practise = Procvičování
pages-compare = Srovnání
pages-position = Pozice
pages-example = Příklad
# The position's hint: "a position file, our bracket tree [A: …], or a Python list [[3, 12, 8], …]".
pages-position-hint-tree = soubor s pozicí, náš strom v závorkách
pages-position-hint-list = , nebo seznam jazyka Python
# The search's options.
pages-algorithm = Algoritmus
pages-depth = Hloubka
pages-depth-placeholder = až do konce
pages-order = Pořadí tahů
pages-cut-off-at = Řez při
pages-iterative = Iterativní prohlubování
pages-quiescence = Uklidnění
pages-more-search = Další volby prohledávání
pages-eval = Ohodnocovací funkce
pages-eval-placeholder = první funkce hry
pages-max-nodes = Nejvýše uzlů
pages-tt-size = Velikost transpoziční tabulky
pages-guess = Odhad (mtdf)
pages-test-value = Testovaná hodnota (test)
pages-leaf-bounds = Meze hodnot listů (star1/2)
pages-win-score = Hodnota výhry
pages-win-threshold = Práh výhry
# The figure's options; the choices' values stay the command line's.
pages-figure = Obrázek
pages-labels = Popisky
pages-label-value = hodnota
pages-label-window = okno
pages-label-triple = trojice
pages-label-book = jako v knize (jak tiskne Kühr)
pages-values-from = Hodnoty z pohledu
pages-view-max = hráče MAX
pages-view-side = hráče na tahu
pages-style = Styl
pages-pruned = Neprohledané části
pages-pruned-show = ukázat
pages-pruned-empty = prázdné
pages-pruned-hide = skrýt
pages-more-figure = Další volby obrázku
pages-direction = Směr
pages-direction-down = dolů
pages-direction-right = doprava
pages-edge-labels = Popisky hran
pages-edge-auto = automaticky
pages-edge-always = vždy
pages-edge-never = nikdy
pages-draw-depth = Kreslit do hloubky
pages-max-children = Nejvýše potomků
pages-figure-title = Nadpis
pages-background = Pozadí
pages-max-drawn = Nejvýše nakreslených uzlů
pages-names = Jména uzlů
pages-boards = Hrací desky
# The search panel's buttons.
pages-search-run = Prohledat
pages-stop = Zastavit
pages-copy-link = Zkopírovat odkaz
pages-figure-label = Prohledaný strom
pages-download = Stáhnout:
pages-download-json = záznam JSON
pages-download-text = Text
pages-download-position = Soubor s pozicí
pages-replay = Přehrání krok za krokem
# The practice panel.
pages-exercise = Úloha
pages-branching = Větvení
pages-branching-placeholder = 3 nebo 2..4
pages-leaf-values = Hodnoty listů
pages-root = Kořen
pages-convention = Konvence
pages-deep-cutoff = Hluboký řez
pages-chance = Náhodné uzly
pages-seed = Semínko
pages-seed-placeholder = náhodné
pages-new-exercise = Nová úloha
pages-next = Další (semínko + 1)
pages-sheet-label = Strom úlohy
pages-answer = Vaše odpověď
# The answer's hint: "one node a line: B = 3, a bound C <= 2, D.2 pruned; a window after it [3, inf] (docs/homework.md)".
pages-answer-hint-node = jeden uzel na řádek:
pages-answer-hint-bound = , mez
pages-answer-hint-window = ; za ním okno
pages-check = Zkontrolovat
pages-first-mistake = Přehrát až k mé první chybě (ukáže odpovědi)
pages-show-answer = Ukázat vzorovou odpověď
pages-download-answer = Stáhnout mou odpověď
pages-download-exercise = Stáhnout pozici
# The marks' table: its columns.
pages-node = Uzel
pages-mark = Hodnocení
pages-why = Proč
pages-marked-label = Vaše odpověď ve stromu
pages-first-frame = Vaše ohodnocená odpověď a prohledávání přehrané až k vaší první chybě
# The compare panel.
pages-algorithms = Algoritmy
pages-orders = Pořadí tahů
pages-columns = Sloupce
pages-columns-placeholder = výchozí
pages-compare-run = Porovnat
# The footer: "Made by gametree playground. The JavaScript API is window.gametree (docs/browser.md)."
pages-footer-made = Vytvořil příkaz
pages-footer-api = . Rozhraní pro JavaScript je
# What the page's script writes (templates/playground.js).
pages-worker-refused = prohlížeč zde nespustí Web Worker výpočetního jádra (web možná workery zakazuje hlavičkou Content-Security-Policy); stáhněte si stránku a otevřete ji ze svého disku
pages-engine-failed = výpočetní jádro selhalo: { $why }
pages-engine-crashed = výpočetní jádro se zastavilo ({ $why }); bylo spuštěno znovu
pages-cancelled = zastaveno
pages-no-engine = tento prohlížeč výpočetní jádro nespustí (potřebuje WebAssembly a DecompressionStream: prohlížeč z roku 2023 nebo novější)
pages-engine-not-started = Výpočetní jádro se nepodařilo spustit: { $why }
# An error's place in words, then what is wrong.
pages-error-at = { $file }, řádek { $line }, sloupec { $column }: { $what }
pages-valid = ✓ pozice hry { $game }
pages-searching = Prohledávám…
# $nodes as written in the language (1,024); $count the same number, for the plural.
pages-searching-nodes = Prohledávám… asi { $nodes } { $count ->
        [one] uzel
        [few] uzly
       *[other] uzlů
    }, { $seconds } s
pages-stopped = Zastaveno.
pages-png-failed = PNG se nepodařilo vytvořit
pages-svg-failed = SVG se nepodařilo vykreslit
pages-exercise-status = Úloha se semínkem { $seed }: doplňte každý vnitřní uzel; neprohledané listy a podstromy zapište jako pruned.
pages-mark-right = ✓ správně
pages-mark-wrong = ✗ chybně
pages-mark-missing = ✗ chybí
pages-mark-unreadable = ✗ nečitelné
pages-no-answer = pro tento uzel chybí odpověď
pages-line = řádek { $line }
pages-bad-line = řádek { $line }: očekáváno { $expected }, nalezeno { $found }
pages-bad-line-column = řádek { $line }, sloupec { $column }: očekáváno { $expected }, nalezeno { $found }
pages-comparing = Porovnávám…
pages-link-copied = Odkaz zkopírován.
pages-link-in-bar = Odkaz je v adresním řádku.
# The browser's module (web/src): the page asked to redraw before any search.
pages-nothing-searched = zatím nebylo nic prohledáno

# The Python package (python/src/errors.rs): an option's value that is not one of its words.
pages-python-unknown-choice = neznámá hodnota `{ $value }` volby { $what }; očekávána jedna z: { $choices }
# The Python package: a panic in the Rust work.
pages-python-internal-error = vnitřní chyba (chyba v gametree; nahlaste ji prosím): { $what }

# -- end of pages --
