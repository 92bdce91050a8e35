//! Issue 55, items 5–8: the seeds' own words (../shared/reference/glossary.md, quoting
//! the seeds) and grammar after numbers, checked on the messages as the program says
//! them and on the step captions it writes.

#[allow(unused_imports)]
use super::*;
use gametree::lang::{message, scope, Arg, Lang};

/// Message `id` in `lang` with `args`.
fn say(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let _in = scope(lang);
    message(id, args)
}

/// Every message of `lang`'s catalogue, as written in locales/LANG.ftl.
fn catalogue(lang: &str) -> String {
    std::fs::read_to_string(format!("locales/{lang}.ftl")).unwrap()
}

#[test]
fn a_ply_is_tah_and_tah_as_kuhr_defines_it() {
    // Kühr (000): «Tahem bude … vždy myšleno přemístění figury … V některých
    // publikacích se námi "definovaný" tah označuje pojmem půltah»; 002 and 003 say ťah.
    assert!(!catalogue("cs").contains("půltah"));
    assert!(!catalogue("sk").contains("polťah") && !catalogue("sk").contains("poloťah"));
    let plies = say(Lang::Cs, "summary-solve-win-in", &[("plies", 3.into())]);
    assert!(plies.contains("3 tahy"), "{plies}");
    let plies = say(Lang::Sk, "summary-solve-win-in", &[("plies", 5.into())]);
    assert!(plies.contains("5 ťahov"), "{plies}");
}

#[test]
fn czech_draughts_is_ceska_dama_as_kuhr_writes_it() {
    assert_eq!(say(Lang::Cs, "figure-game-czech", &[]), "česká dáma");
}

#[test]
fn slovak_says_what_the_slovak_seeds_say() {
    // 002: «každé volanie vráti buď horné alebo dolné ohraničenie»; «jednoduchý hrací
    // kameň, nazývaný "Pešiak"».
    let sk = Lang::Sk;
    assert_eq!(say(sk, "steps-bound-lower", &[]), ", dolné ohraničenie");
    assert_eq!(say(sk, "steps-bound-upper", &[]), ", horné ohraničenie");
    assert!(say(sk, "errors-a-man", &[("text", "`w`".into())]).starts_with("pešiak "));
    assert!(!catalogue("sk").contains("hodnotiac"));
    assert!(say(sk, "steps-report-valued", &[]).contains("vyhodnocovacou funkciou"));
    assert_eq!(
        say(sk, "check-count-pruned-but-searched", &[("n", 5.into())]),
        "5 uzlov je orezaných, ale má byť prehľadaných"
    );
    assert_eq!(
        say(sk, "check-count-searched-but-pruned", &[("n", 3.into())]),
        "3 uzly sú prehľadané, ale majú byť orezané"
    );
    // varianta, feminine, throughout.
    assert!(say(sk, "steps-fail-hard-alpha", &[("alpha", "3".into())]).starts_with("varianta "));
    let one = say(
        sk,
        "exercise-note-variants",
        &[("count", 1.into()), ("seed", "7".into())],
    );
    assert!(one.contains("1 varianta"), "{one}");
}

#[test]
fn numbers_take_the_forms_their_grammar_asks() {
    let cs = Lang::Cs;
    assert_eq!(
        say(cs, "check-mcts-all-correct", &[("n", 3.into())]),
        "všechny 3 odpovědi správně"
    );
    assert_eq!(
        say(cs, "check-mcts-all-correct", &[("n", 11.into())]),
        "všech 11 odpovědí správně"
    );
    let one_of_one = say(
        cs,
        "check-mcts-verdict",
        &[
            ("right", 0.into()),
            ("asked", 1.into()),
            ("percent", "0".into()),
        ],
    );
    assert!(one_of_one.contains("z 1 odpovědi"), "{one_of_one}");
    let after = |lang, k: u64| say(lang, "exercise-mcts-solution", &[("k", k.into())]);
    assert!(after(cs, 1).contains("po 1 iteraci:"), "{}", after(cs, 1));
    assert!(after(cs, 8).contains("po 8 iteracích"), "{}", after(cs, 8));
    assert!(
        after(Lang::Ru, 1).contains("после 1 итерации:"),
        "{}",
        after(Lang::Ru, 1)
    );
    assert!(
        after(Lang::Ru, 5).contains("после 5 итераций"),
        "{}",
        after(Lang::Ru, 5)
    );
    assert!(
        after(Lang::Sk, 1).contains("po 1 iterácii:"),
        "{}",
        after(Lang::Sk, 1)
    );
    assert!(
        after(Lang::De, 1).contains("nach 1 Iteration:"),
        "{}",
        after(Lang::De, 1)
    );
    assert!(
        after(Lang::En, 1).contains("after 1 iteration:"),
        "{}",
        after(Lang::En, 1)
    );
}

#[test]
fn captions_decline_the_root_and_put_the_german_verb_second() {
    let dir = tempfile::tempdir().unwrap();
    // Tic-tac-toe's root has no name of its own: the caption calls it the root.
    let captions = |lang: &str, file: &str, depth: &str| -> String {
        let out = dir.path().join(format!("{lang}-{depth}"));
        let out_s = out.to_string_lossy().into_owned();
        let (code, _, err) = run_in(
            lang,
            &[
                "search", file, "--depth", depth, "-f", "svg", "--steps", &out_s,
            ],
        );
        assert_eq!(code, 0, "{err}");
        let mut all = String::new();
        for e in std::fs::read_dir(&out).unwrap() {
            all.push_str(&std::fs::read_to_string(e.unwrap().path()).unwrap());
        }
        all
    };
    let forced = "examples/tictactoe-forced-win.pos";
    let cs = captions("cs", forced, "1");
    assert!(cs.contains("Vstup do kořene") && cs.contains("Návrat z kořene"));
    assert!(!cs.contains("uzlu kořen"));
    let ru = captions("ru", forced, "1");
    assert!(ru.contains("Вход в корень") && !ru.contains("узел корень"));
    let de = captions("de", forced, "1");
    assert!(de.contains("Betrete die Wurzel") && de.contains("Verlasse die Wurzel"));
    // A cut-off: the verb after `also` comes second.
    let aima = captions("de", "examples/tictactoe-empty.pos", "2");
    assert!(aima.contains("also werden "), "German cut-off");
    assert!(!aima.contains("also der Zug") && !aima.contains("also die Züge"));
}
