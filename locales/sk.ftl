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

# gametree search: súhrnný riadok (src/render/backend/text.rs).
summary-search = hodnota { $value }, najlepší ťah { $best }, { $counts }{ $extra }, { $ms } ms
summary-no-move = žiadny
summary-visited = { $n ->
    [one] { $n } navštívený uzol
    [few] { $n } navštívené uzly
   *[other] { $n } navštívených uzlov
}
summary-leaves = { $n ->
    [one] { $n } ohodnotený list
    [few] { $n } ohodnotené listy
   *[other] { $n } ohodnotených listov
}
summary-terminals = { $n ->
    [one] { $n } koncový uzol
    [few] { $n } koncové uzly
   *[other] { $n } koncových uzlov
}
summary-cutoffs = { $n ->
    [one] { $n } rez
    [few] { $n } rezy
   *[other] { $n } rezov
}
summary-pruned = { $n ->
    [one] { $n } orezaný ťah
    [few] { $n } orezané ťahy
   *[other] { $n } orezaných ťahov
}
summary-test-yes = test: hodnota ≥ { $k }? áno
summary-test-no = test: hodnota ≥ { $k }? nie
summary-clamped = { $n ->
    [one] { $n } ohodnotenie obmedzené
    [few] { $n } ohodnotenia obmedzené
   *[other] { $n } ohodnotení obmedzených
} na ±{ $t }
summary-cut-gt = rezy len pri α > β
summary-researches = { $n ->
    [one] { $n } opakované prehľadávanie
    [few] { $n } opakované prehľadávania
   *[other] { $n } opakovaných prehľadávaní
}
summary-tt = { $probes ->
    [one] { $probes } dopyt
    [few] { $probes } dopyty
   *[other] { $probes } dopytov
} do transpozičnej tabuľky ({ $hits ->
    [one] { $hits } úspešný
    [few] { $hits } úspešné
   *[other] { $hits } úspešných
})
summary-passes = { $n ->
    [one] { $n } prechod
    [few] { $n } prechody
   *[other] { $n } prechodov
}
summary-iterations = { $n ->
    [one] { $n } iterácia
    [few] { $n } iterácie
   *[other] { $n } iterácií
}
summary-value-max-wins = { $value } (vyhráva MAX)
summary-value-min-wins = { $value } (vyhráva MIN)
summary-value-draw = { $value } (remíza)
summary-value-max-wins-in = { $value } (MAX vyhrá za { $plies ->
    [one] { $plies } polťah
    [few] { $plies } polťahy
   *[other] { $plies } polťahov
})
summary-value-min-wins-in = { $value } (MIN vyhrá za { $plies ->
    [one] { $plies } polťah
    [few] { $plies } polťahy
   *[other] { $plies } polťahov
})
summary-side-white = biely
summary-side-black = čierny
summary-side-red = červený
summary-side-yellow = žltý
summary-side-south = juh
summary-side-north = sever
summary-side-first = prvý hráč
summary-side-second = druhý hráč
# gametree solve (src/solve/mod.rs).
summary-solve-verdict = na ťahu { $who }: { $verdict }{ $cut }
summary-solve-win-in = výhra za { $plies ->
    [one] { $plies } polťah
    [few] { $plies } polťahy
   *[other] { $plies } polťahov
} (hodnota { $value })
summary-solve-loss-in = prehra za { $plies ->
    [one] { $plies } polťah
    [few] { $plies } polťahy
   *[other] { $plies } polťahov
} (hodnota { $value })
summary-solve-win = výhra (hodnota { $value })
summary-solve-loss = prehra (hodnota { $value })
summary-solve-draw = remíza (hodnota { $value })
summary-solve-unknown-value = neznámy výsledok (hodnota { $value })
summary-solve-margin-win = výhra, konečný rozdiel v kameňoch { $margin } pri najlepšej hre{ $line }
summary-solve-margin-loss = prehra, konečný rozdiel v kameňoch { $margin } pri najlepšej hre{ $line }
summary-solve-margin-draw = remíza, konečný rozdiel v kameňoch { $margin } pri najlepšej hre{ $line }
summary-solve-main-line-plies = ; hlavná varianta { $plies ->
    [one] { $plies } polťah
    [few] { $plies } polťahy
   *[other] { $plies } polťahov
}
summary-solve-unknown-margin = neznámy výsledok: konečný rozdiel leží medzi { $lo } a { $hi } ({ $why })
summary-solve-unknown = neznámy výsledok: žiadna vynútená výhra ani prehra do { $plies ->
    [one] { $plies } polťahu
   *[other] { $plies } polťahov
} ({ $why })
summary-solve-stopped = { $limit } zastavil riešenie: zvýšte ho a pokračujte
summary-solve-ply-limit = jedna varianta dosiahla hĺbku { $plies ->
    [one] { $plies } polťahu
   *[other] { $plies } polťahov
} a hra neskončila: hra možno nemá koniec
summary-solve-cancelled = riešenie bolo zrušené
summary-solve-by-ply-limit = limit polťahov
summary-solve-by-cancellation = zrušenie
summary-solve-cut-short = (hlavnú variantu skrátil { $nodes } alebo { $time })
summary-solve-work = { $nodes ->
    [one] { $nodes } uzol
    [few] { $nodes } uzly
   *[other] { $nodes } uzlov
} za { $secs } s (celkovo { $total }, tabuľka { $used } z { $cap } položiek); strom stratégie { $tree ->
    [one] { $tree } uzol
    [few] { $tree } uzly
   *[other] { $tree } uzlov
}
summary-solve-no-endgame = ; bez databázy koncoviek: { $why }
summary-solve-endgame = ; databáza koncoviek do { $stones } kameňov v hre ({ $entries } rozostavení, tried načítaných { $read }, vytvorených { $built }, { $secs } s{ $notes })
summary-solve-endgame-unsaved = neuložené do vyrovnávacej pamäte: { $why }
summary-solve-endgame-untrusted = vyrovnávacia pamäť nepoužitá: { $why }
summary-solve-endgame-corrupt = poškodené súbory vyrovnávacej pamäte vytvorené znova: { $n }
summary-solve-endgame-stopped = { $limit } zastavil jej tvorbu pri { $stones } kameňoch
summary-solve-main-line = hlavná varianta: { $line }
summary-solve-line-unknown = neznáma ({ $by } zastavil riešenie skôr)
summary-solve-line-none = žiadna (hra sa skončila)
summary-solve-building = vytváranie databázy koncoviek: { $stones } z { $of } kameňov v hre, { $secs } s
summary-solve-reading = načítanie databázy koncoviek: { $stones } z { $of } kameňov v hre, { $secs } s
summary-solve-progress = prehľadané pozície: { $nodes }, tabuľka zaplnená na { $full } %, { $secs } s{ $limit }
summary-solve-progress-limit = z časového limitu { $secs } s
# gametree perft.
summary-perft = { $game } perft { $depth }: { $total ->
    [one] { $total } listová pozícia
    [few] { $total } listové pozície
   *[other] { $total } listových pozícií
} za { $secs } s{ $rate }
summary-leaves-per-second = { $rate } listov/s
summary-perft-subtrees = podstromov
summary-perft-eta = zostáva

# -- end of summary --


## errors
## Error messages: src/error.rs, position files, games' readers, parameters.

# -- end of errors --


## pages
## The playground page and its language switch (templates/playground.*).

# -- end of pages --
