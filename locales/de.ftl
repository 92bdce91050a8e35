### gametree's messages in German: the terms of German university courses (Russell/Norvig, German edition).
### One section an area; ids start with the section's name where they can.
### docs/languages.md: how to add a language.

## common
## Shared by every area: notation and the words many messages use.

lang-name = Deutsch
common-window = [{ $alpha }, { $beta }]

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

# gametree search: die Zusammenfassung (src/render/backend/text.rs).
summary-search = Wert { $value }, bester Zug { $best }, { $counts }{ $extra }, { $ms } ms
summary-no-move = keiner
summary-visited = { $n } Knoten besucht
summary-leaves = { $n ->
    [one] { $n } Blatt bewertet
   *[other] { $n } Blätter bewertet
}
summary-terminals = { $n ->
    [one] { $n } Endknoten
   *[other] { $n } Endknoten
}
summary-cutoffs = { $n ->
    [one] { $n } Schnitt
   *[other] { $n } Schnitte
}
summary-pruned = { $n ->
    [one] { $n } Zug abgeschnitten
   *[other] { $n } Züge abgeschnitten
}
summary-test-yes = Test: Wert ≥ { $k }? ja
summary-test-no = Test: Wert ≥ { $k }? nein
summary-clamped = { $n ->
    [one] { $n } Bewertung
   *[other] { $n } Bewertungen
} auf ±{ $t } begrenzt
summary-cut-gt = Schnitte nur bei α > β
summary-researches = { $n ->
    [one] { $n } Neusuche
   *[other] { $n } Neusuchen
}
summary-tt = { $probes ->
    [one] { $probes } Abfrage
   *[other] { $probes } Abfragen
} der Transpositionstabelle ({ $hits } Treffer)
summary-passes = { $n ->
    [one] { $n } Durchlauf
   *[other] { $n } Durchläufe
}
summary-iterations = { $n ->
    [one] { $n } Iteration
   *[other] { $n } Iterationen
}
summary-value-max-wins = { $value } (MAX gewinnt)
summary-value-min-wins = { $value } (MIN gewinnt)
summary-value-draw = { $value } (Remis)
summary-value-max-wins-in = { $value } (MAX gewinnt in { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzügen
})
summary-value-min-wins-in = { $value } (MIN gewinnt in { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzügen
})
summary-side-white = Weiß
summary-side-black = Schwarz
summary-side-red = Rot
summary-side-yellow = Gelb
summary-side-south = Süd
summary-side-north = Nord
summary-side-first = erster Spieler
summary-side-second = zweiter Spieler
# gametree solve (src/solve/mod.rs).
summary-solve-verdict = { $who } am Zug: { $verdict }{ $cut }
summary-solve-win-in = Sieg in { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzügen
} (Wert { $value })
summary-solve-loss-in = Niederlage in { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzügen
} (Wert { $value })
summary-solve-win = Sieg (Wert { $value })
summary-solve-loss = Niederlage (Wert { $value })
summary-solve-draw = Remis (Wert { $value })
summary-solve-unknown-value = unbekannt (Wert { $value })
summary-solve-margin-win = Sieg, Endstand { $margin } Steine bei bestem Spiel{ $line }
summary-solve-margin-loss = Niederlage, Endstand { $margin } Steine bei bestem Spiel{ $line }
summary-solve-margin-draw = Remis, Endstand { $margin } Steine bei bestem Spiel{ $line }
summary-solve-main-line-plies = ; Hauptvariante { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzüge
}
summary-solve-unknown-margin = unbekannt: der Endstand liegt zwischen { $lo } und { $hi } ({ $why })
summary-solve-unknown = unbekannt: kein erzwungener Sieg und keine erzwungene Niederlage innerhalb von { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzügen
} ({ $why })
summary-solve-stopped = { $limit } hat den Löser angehalten: erhöhen Sie den Wert, um fortzufahren
summary-solve-ply-limit = eine Variante wurde { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzüge
} tief, ohne dass die Partie endete: das Spiel endet womöglich nie
summary-solve-cancelled = der Löser wurde abgebrochen
summary-solve-by-ply-limit = die Halbzuggrenze
summary-solve-by-cancellation = ein Abbruch
summary-solve-cut-short = (die Hauptvariante wurde durch { $nodes } oder { $time } gekürzt)
summary-solve-work = { $nodes } Knoten in { $secs } s (insgesamt { $total }, Tabelle { $used } von { $cap } Einträgen belegt); Strategiebaum { $tree } Knoten
summary-solve-no-endgame = ; keine Endspieldatenbank: { $why }
summary-solve-endgame = ; Endspieldatenbank bis { $stones } Steine im Spiel ({ $entries } Stellungen, { $read } Klassen gelesen, { $built } erzeugt, { $secs } s{ $notes })
summary-solve-endgame-unsaved = nicht zwischengespeichert: { $why }
summary-solve-endgame-untrusted = Zwischenspeicher nicht verwendet: { $why }
summary-solve-endgame-corrupt = { $n } beschädigte Zwischenspeicherdateien neu erzeugt
summary-solve-endgame-stopped = { $limit } hat ihren Aufbau bei { $stones } Steinen angehalten
summary-solve-main-line = Hauptvariante: { $line }
summary-solve-line-unknown = unbekannt ({ $by } hat den Löser vorher angehalten)
summary-solve-line-none = keine (die Partie ist zu Ende)
summary-solve-building = Endspieldatenbank wird erzeugt: { $stones } von { $of } Steinen im Spiel, { $secs } s
summary-solve-reading = Endspieldatenbank wird gelesen: { $stones } von { $of } Steinen im Spiel, { $secs } s
summary-solve-progress = { $nodes } Stellungen durchsucht, Tabelle zu { $full } % voll, { $secs } s{ $limit }
summary-solve-progress-limit = von { $secs } s Zeitlimit
# gametree perft.
summary-perft = { $game } perft { $depth }: { $total } Blattstellungen in { $secs } s{ $rate }
summary-leaves-per-second = { $rate } Blätter/s
summary-perft-subtrees = Teilbäume
summary-perft-eta = noch

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
