//! The HTML report's data blocks, read back as JSON: a report of more than 50,000 nodes
//! carries its first drawing's nodes twice, in a small first-stage block (`gt-head`)
//! and in the whole recording (`gt-data`), and the two must say the same of every node.
//! (tests/browser/report.rs checks the same in Chromium; this runs without a browser.)

use crate::common;

use serde_json::Value;

/// The JSON in the page's `<script type="application/json" id="{id}">`, if there is one.
fn block(page: &str, id: &str) -> Option<Value> {
    let open = format!(r#"<script type="application/json" id="{id}">"#);
    let start = page.find(&open)? + open.len();
    let end = start + page[start..].find("</script>")?;
    Some(serde_json::from_str(&page[start..end]).expect("the block is JSON"))
}

fn report(args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("r.html");
    let mut all = args.to_vec();
    all.extend(["-f", "html", "-o", out.to_str().unwrap()]);
    common::run_ok(&all);
    std::fs::read_to_string(out).unwrap()
}

/// `d[key][i]` as a name (`null` for none) where the column holds name symbols.
fn named(d: &Value, key: &str, i: usize) -> Value {
    match d[key][i].as_i64() {
        Some(s) if s >= 0 => d["names"][s as usize].clone(),
        _ => Value::Null,
    }
}

#[test]
fn a_large_reports_first_stage_is_its_first_drawing_of_the_whole_recording() {
    let page = report(&["search", "examples/kalah-6-4.pos", "--depth", "8"]);
    let head = block(&page, "gt-head").expect("a first-stage block");
    let whole = block(&page, "gt-data").expect("the whole recording");
    let n = whole["n"].as_u64().unwrap() as usize;
    assert_eq!(n, 57393);
    let p = &head["partial"];
    assert_eq!(p["total"], n);
    let m = head["n"].as_u64().unwrap() as usize;
    assert!((100..=1500).contains(&m), "{m} nodes in the first stage");
    // The whole recording's children and subtree sizes, from its parent column.
    let parent: Vec<i64> = whole["parent"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    let mut kids = vec![0u64; n];
    let mut size = vec![1u64; n];
    for i in (1..n).rev() {
        kids[parent[i] as usize] += 1;
        size[parent[i] as usize] += size[i];
    }
    let full: Vec<usize> = p["full"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap() as usize)
        .collect();
    assert_eq!(full.len(), m);
    // In visit order, starting at the root.
    assert_eq!(full[0], 0);
    assert!(full.windows(2).all(|w| w[0] < w[1]));
    for (i, &f) in full.iter().enumerate() {
        for key in [
            "ply", "player", "kind", "alpha", "beta", "value", "bound", "cutoff",
        ] {
            assert_eq!(head[key][i], whole[key][f], "{key} of node {f}");
        }
        for key in ["mv", "lab", "board"] {
            assert_eq!(
                named(&head, key, i),
                named(&whole, key, f),
                "{key} of node {f}"
            );
        }
        let hp = head["parent"][i].as_i64().unwrap();
        let expected = if hp < 0 { -1 } else { full[hp as usize] as i64 };
        assert_eq!(parent[f], expected, "parent of node {f}");
        assert_eq!(p["kids"][i], kids[f], "children of node {f}");
        assert_eq!(p["below"][i], size[f] - 1, "descendants of node {f}");
    }
    // The principal variation as far as the first stage reaches.
    let pv: Vec<usize> = head["pv"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| full[v.as_u64().unwrap() as usize])
        .collect();
    let whole_pv: Vec<usize> = whole["pv"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap() as usize)
        .collect();
    assert!(
        pv.len() >= 2 && whole_pv.starts_with(&pv),
        "{pv:?} vs {whole_pv:?}"
    );
    // The first drawing's layout is the same in both.
    assert_eq!(head["init"], whole["init"]);
    assert_eq!(head["init"]["x"].as_array().unwrap().len(), m);
    assert_eq!(head["meta"], whole["meta"]);
}

#[test]
fn a_small_report_has_one_block() {
    let page = report(&["search", "examples/kalah-6-4.pos", "--depth", "4"]);
    assert!(block(&page, "gt-head").is_none());
    let whole = block(&page, "gt-data").unwrap();
    assert!(whole.get("partial").is_none());
    assert!(!page.contains("loadWhole();</script>"));
}
