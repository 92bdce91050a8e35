//! The catalogue's own tests: every file parses, every message id is in every
//! language and used somewhere, every id the code asks for exists, plural forms by
//! CLDR, scopes.

use super::catalog::source;
use super::*;
use std::collections::BTreeSet;
use std::path::Path;

fn ids(lang: Lang) -> BTreeSet<&'static str> {
    message_ids(lang).into_iter().collect()
}

#[test]
fn every_file_parses_without_errors_or_duplicates() {
    for lang in Lang::ALL {
        let parsed = fluent_syntax::parser::parse(source(lang));
        assert!(
            parsed.is_ok(),
            "{lang}.ftl: {:?}",
            parsed.err().map(|e| e.1)
        );
        let all = message_ids(lang);
        let unique: BTreeSet<_> = all.iter().collect();
        assert_eq!(all.len(), unique.len(), "{lang}.ftl defines an id twice");
        let res = fluent_bundle::FluentResource::try_new(source(lang).to_owned());
        assert!(res.is_ok(), "{lang}.ftl");
        let mut b = fluent_bundle::FluentBundle::new(vec![]);
        assert!(
            b.add_resource(res.unwrap()).is_ok(),
            "{lang}.ftl: an id or term twice"
        );
    }
}

#[test]
fn every_message_is_in_every_language() {
    let en = ids(Lang::En);
    for lang in &Lang::ALL[1..] {
        let other = ids(*lang);
        let missing: Vec<_> = en.difference(&other).collect();
        let extra: Vec<_> = other.difference(&en).collect();
        assert!(missing.is_empty(), "{lang}.ftl lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang}.ftl has ids English has not: {extra:?}"
        );
    }
}

/// Every file of the project that may ask for a message.
fn sources() -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut text = String::new();
    for dir in [
        "src",
        "templates",
        "web/src",
        "python/src",
        "python/gametree",
    ] {
        collect(&root.join(dir), &mut text);
    }
    text
}

fn collect(dir: &Path, text: &mut String) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, text);
        } else if p.ends_with("lang/tests.rs") {
            continue;
        } else if let Ok(s) = std::fs::read_to_string(&p) {
            text.push_str(&s);
        }
    }
}

#[test]
fn every_message_is_used_and_every_used_message_exists() {
    let text = sources();
    let en = ids(Lang::En);
    // A game's name (`figure-game-kalah`) is asked for by the recording's game
    // (`render::game_name`); tests/it/languages holds these to the games' registry.
    let unused: Vec<_> = en
        .iter()
        .filter(|id| !id.starts_with(GAME_NAME_PREFIX))
        .filter(|id| !text.contains(&format!("\"{id}\"")) && !text.contains(&format!("'{id}'")))
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
    // `tr!("id"`, `message("id"` in Rust, `msg('id'`/`gtFormat(…, 'id'` in the pages.
    let mut asked = BTreeSet::new();
    for pat in [
        "tr!(\"",
        "message(\"",
        "msg('",
        "msg(\"",
        "gtFormat(catalog, '",
    ] {
        for (i, _) in text.match_indices(pat) {
            let rest = &text[i + pat.len()..];
            let id: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            if !id.is_empty() {
                asked.insert(id);
            }
        }
    }
    let missing: Vec<_> = asked
        .iter()
        .filter(|id| !en.contains(id.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "ids asked for that en.ftl lacks: {missing:?}"
    );
}

#[test]
fn plural_forms_follow_cldr() {
    // A throwaway resource: the forms a catalogue message would choose.
    let src = "n = { $n ->\n    [one] one\n    [few] few\n    [many] many\n   *[other] other\n}\n";
    let form = |lang: Lang, n: i64| {
        let mut b = fluent_bundle::FluentBundle::new(vec![lang.code().parse().unwrap()]);
        b.add_resource(fluent_bundle::FluentResource::try_new(src.into()).unwrap())
            .unwrap();
        let mut args = fluent_bundle::FluentArgs::new();
        args.set("n", n);
        let p = b.get_message("n").unwrap().value().unwrap();
        b.format_pattern(p, Some(&args), &mut vec![]).into_owned()
    };
    for lang in [Lang::Cs, Lang::Sk] {
        assert_eq!(
            [0, 1, 2, 4, 5, 11, 22].map(|n| form(lang, n)),
            ["other", "one", "few", "few", "other", "other", "other"],
            "{lang}"
        );
    }
    assert_eq!(
        [0, 1, 2, 4, 5, 11, 21, 22, 25].map(|n| form(Lang::Ru, n)),
        ["many", "one", "few", "few", "many", "many", "one", "few", "many"]
    );
    assert_eq!(
        [0, 1, 2].map(|n| form(Lang::De, n)),
        ["other", "one", "other"]
    );
}

#[test]
fn scopes_nest_and_restore() {
    assert_eq!(current(), Lang::En);
    {
        let _cs = scope(Lang::Cs);
        assert_eq!(current(), Lang::Cs);
        assert_eq!(tr!("common-window", alpha = 3, beta = "∞"), "⟨3, ∞⟩");
        with(Lang::Ru, || {
            assert_eq!(tr!("common-window", alpha = 3, beta = 5), "[3, 5]")
        });
        assert_eq!(current(), Lang::Cs);
        assert_eq!(decimal(0.575, 2), "0,57");
    }
    assert_eq!(current(), Lang::En);
    assert_eq!(decimal(1.5, 1), "1.5");
    assert_eq!(tr!("common-window", alpha = -2, beta = 7), "[-2, 7]");
}

#[test]
fn locales_and_codes() {
    assert_eq!(Lang::from_locale("cs_CZ.UTF-8"), Lang::Cs);
    assert_eq!(Lang::from_locale("de_AT@euro"), Lang::De);
    assert_eq!(Lang::from_locale("C.UTF-8"), Lang::En);
    assert_eq!(Lang::from_locale("fr_FR"), Lang::En);
    assert_eq!("RU".parse::<Lang>(), Ok(Lang::Ru));
    assert!("xx"
        .parse::<Lang>()
        .unwrap_err()
        .contains("en, cs, sk, de, ru"));
    let names = Lang::ALL.map(Lang::name);
    assert_eq!(
        names,
        ["English", "čeština", "slovenčina", "Deutsch", "русский"]
    );
}

#[test]
fn the_pages_catalogue_holds_the_same_parts() {
    let cat = js_catalog(Lang::Cs, &["common-window"]);
    assert_eq!(cat["lang"], "cs");
    assert_eq!(
        cat["messages"]["common-window"],
        serde_json::json!(["⟨", {"v": "alpha"}, ", ", {"v": "beta"}, "⟩"])
    );
    assert!(cat["messages"].get("lang-name").is_none());
}
