//! The report's tree in words (src/render/model/aria.rs, templates/report.js) driven by
//! the keyboard alone, as the WAI-ARIA Authoring Practices' Tree View pattern asks:
//! ↓ ↑ to the next and previous visible item, → to the first child, ← to the parent and
//! then collapsing, End and Home, a letter to the next item starting with it, `*`
//! expanding the siblings; the focused item's node outlined in the drawing, a click on
//! a node focusing its item, the replay's keys left alone while the tree has the
//! focus, and an item saying only what the replay's step has reached.

use crate::common;
use crate::harness;

use fantoccini::{Client, Locator};
use harness::{browser, click, console_errors, js, screenshots, start_driver, ComputedLabel};
use serde_json::json;

/// WebDriver's codes of the keys (W3C WebDriver, "Keyboard actions").
const DOWN: &str = "\u{E015}";
const UP: &str = "\u{E013}";
const LEFT: &str = "\u{E012}";
const RIGHT: &str = "\u{E014}";
const HOME: &str = "\u{E011}";
const END: &str = "\u{E010}";

/// The accessible name of the element `css` selects.
async fn name_of(c: &Client, css: &str) -> String {
    let e = c.find(Locator::Css(css)).await.unwrap();
    let v = c
        .issue_cmd(ComputedLabel(e.element_id().to_string()))
        .await
        .unwrap();
    v.as_str().unwrap().to_string()
}

/// Presses `key` in the focused element.
async fn press(c: &Client, key: &str) {
    c.active_element()
        .await
        .unwrap()
        .send_keys(key)
        .await
        .unwrap();
}

/// The focused element's text and the ids of the drawn nodes outlined for it.
async fn focused(c: &Client) -> (String, String) {
    let v = js(
        c,
        "const a = document.activeElement; \
         const lit = [...document.querySelectorAll('#gt-viewport .node.treefocus')].map(g => g.getAttribute('data-id')).join(' '); \
         return [a.getAttribute('role') + ' ' + a.firstElementChild.textContent, lit]",
    )
    .await;
    (
        v[0].as_str().unwrap().to_string(),
        v[1].as_str().unwrap().to_string(),
    )
}

#[tokio::test(flavor = "current_thread")]
async fn the_report_tree_is_walked_by_keyboard() {
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("aima.html");
    common::run_ok(&[
        "search",
        "examples/aima-fig-5-2.pos",
        "-f",
        "html",
        "-o",
        page.to_str().unwrap(),
    ]);
    let driver = start_driver();
    let c = browser(&driver, &dir.path().join("profile")).await;
    c.goto(&format!("file://{}", page.display())).await.unwrap();
    let last = js(&c, "return window.gametree.step()").await;

    // What a screen reader is given for an item: its own words, not its children's.
    assert_eq!(
        name_of(&c, "#gt-ti-5").await,
        "C, MIN node, value at most 3 (an upper bound), cut-off: 2 moves pruned"
    );
    assert_eq!(name_of(&c, "[role=tree]").await, "The tree, node by node");

    // The tree's one tab stop: the root's item.
    click(&c, "#gt-ti-0 > span").await;
    let root = "treeitem The root, MAX node, value 3, on the principal variation";
    assert_eq!(focused(&c).await, (root.to_string(), "0".to_string()));
    let b = "treeitem B, MIN node, value 3, on the principal variation";
    press(&c, DOWN).await;
    assert_eq!(focused(&c).await, (b.to_string(), "1".to_string()));
    press(&c, RIGHT).await;
    assert_eq!(
        focused(&c).await,
        (
            "treeitem B.1, leaf, value 3, on the principal variation".to_string(),
            "2".to_string()
        )
    );
    press(&c, LEFT).await;
    assert_eq!(focused(&c).await, (b.to_string(), "1".to_string()));
    // ← on an expanded item collapses it: ↓ then skips B's leaves.
    press(&c, LEFT).await;
    assert_eq!(
        js(
            &c,
            "return document.getElementById('gt-ti-1').getAttribute('aria-expanded')"
        )
        .await,
        json!("false")
    );
    press(&c, DOWN).await;
    let c_item = "treeitem C, MIN node, value at most 3 (an upper bound), cut-off: 2 moves pruned";
    assert_eq!(focused(&c).await, (c_item.to_string(), "5".to_string()));
    press(&c, UP).await;
    assert_eq!(focused(&c).await.1, "1");
    press(&c, END).await;
    assert_eq!(
        focused(&c).await,
        ("treeitem D.3, leaf, value 2".to_string(), "12".to_string())
    );
    press(&c, HOME).await;
    assert_eq!(focused(&c).await, (root.to_string(), "0".to_string()));
    // Type-ahead: the next item starting with D.
    press(&c, "d").await;
    assert_eq!(
        focused(&c).await.0,
        "treeitem D, MIN node, value at most 3 (an upper bound)"
    );
    // `*` expands the item's siblings: B, collapsed above, again.
    press(&c, "*").await;
    assert_eq!(
        js(
            &c,
            "return document.getElementById('gt-ti-1').getAttribute('aria-expanded')"
        )
        .await,
        json!("true")
    );
    // One tab stop, and the replay's own keys did not step while the tree had them.
    assert_eq!(
        js(
            &c,
            "return document.querySelectorAll('[role=treeitem][tabindex=\"0\"]').length"
        )
        .await,
        json!(1)
    );
    assert_eq!(js(&c, "return window.gametree.step()").await, last);

    // A click on C's node in the drawing focuses C's item.
    js(&c, "document.querySelector(\"#gt-viewport .node[data-id='5']\").dispatchEvent(new MouseEvent('click', { bubbles: true })); return 0").await;
    assert_eq!(focused(&c).await, (c_item.to_string(), "5".to_string()));
    let shot = c.screenshot().await.unwrap();
    std::fs::write(screenshots().join("aima-tree-view.png"), shot).unwrap();

    // At the replay's first step the items give nothing away that is not reached.
    js(&c, "window.gametree.go(0); return 0").await;
    let text = |id: u32| format!("return document.querySelector('#gt-ti-{id} > span').textContent");
    assert_eq!(
        js(&c, &text(0)).await,
        json!("The root, MAX node, being searched")
    );
    assert_eq!(
        js(&c, &text(9)).await,
        json!("D, MIN node, not reached yet")
    );
    assert_eq!(
        js(&c, &text(7)).await,
        json!("C.2, leaf, not reached yet, value 4")
    );
    js(
        &c,
        "window.gametree.go(window.gametree.steps() - 1); return 0",
    )
    .await;
    assert_eq!(
        js(&c, &text(9)).await,
        json!("D, MIN node, value at most 3 (an upper bound)")
    );
    let errors = console_errors(&c).await;
    assert!(errors.is_empty(), "console errors: {errors:?}");
    c.close().await.unwrap();
}
