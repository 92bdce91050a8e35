//! Headless Debian Chromium driven through chromedriver (WebDriver), for the tests of
//! the pages gametree writes (report.rs: the report; practice.rs: the
//! practice page). Needs `chromium` and `chromium-driver` (scripts/test installs them).
#![allow(dead_code)]

use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::{Client, ClientBuilder};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// Chromedriver on a free port, stopped when dropped.
pub struct Driver {
    child: Child,
    pub port: u16,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn start_driver() -> Driver {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new("chromedriver")
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver must be installed (apt-get install chromium-driver)");
    let driver = Driver { child, port };
    for _ in 0..100 {
        if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return driver;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("chromedriver did not start");
}

pub async fn browser(driver: &Driver, profile: &Path) -> Client {
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".into(),
        json!({
            "binary": "/usr/bin/chromium",
            "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync",
                     "--window-size=1400,900", format!("--user-data-dir={}", profile.display())]
        }),
    );
    caps.insert("goog:loggingPrefs".into(), json!({"browser": "ALL"}));
    ClientBuilder::new(hyper_connector())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{}", driver.port))
        .await
        .expect("connect to chromedriver")
}

fn hyper_connector() -> hyper_util::client::legacy::connect::HttpConnector {
    hyper_util::client::legacy::connect::HttpConnector::new()
}

/// Chromedriver's log endpoint (not in the W3C standard, so fantoccini has no method).
#[derive(Debug)]
struct BrowserLog;

impl WebDriverCompatibleCommand for BrowserLog {
    fn endpoint(
        &self,
        base: &url::Url,
        session: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        session_endpoint(base, session, "se/log")
    }
    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (
            http::Method::POST,
            Some(json!({"type": "browser"}).to_string()),
        )
    }
}

pub async fn console_errors(c: &Client) -> Vec<String> {
    let log = c.issue_cmd(BrowserLog).await.expect("read the browser log");
    log.as_array()
        .into_iter()
        .flatten()
        .filter(|e| e["level"] == "SEVERE")
        .map(|e| e["message"].as_str().unwrap_or_default().to_string())
        .collect()
}

pub fn screenshots() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/browser");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `script` in the page and returns what it returns.
pub async fn js(c: &Client, script: &str) -> Value {
    c.execute(script, vec![]).await.expect(script)
}

/// Chromedriver's network emulation (not in the W3C standard): with `offline` the
/// browser fetches nothing, as on a machine without a network.
#[derive(Debug)]
pub struct Offline;

impl WebDriverCompatibleCommand for Offline {
    fn endpoint(
        &self,
        base: &url::Url,
        session: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        session_endpoint(base, session, "chromium/network_conditions")
    }
    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (
            http::Method::POST,
            Some(
                json!({"network_conditions": {"offline": true, "latency": 0, "download_throughput": 0, "upload_throughput": 0}})
                    .to_string(),
            ),
        )
    }
}

/// The address of the session's command `tail`.
fn session_endpoint(
    base: &url::Url,
    session: Option<&str>,
    tail: &str,
) -> Result<url::Url, url::ParseError> {
    base.join(&format!("session/{}/{tail}", session.unwrap_or_default()))
}

/// W3C WebDriver's "Get Computed Label" of an element: the accessible name the
/// browser gives assistive technology (a screen reader says it for the item).
#[derive(Debug)]
pub struct ComputedLabel(pub String);

impl WebDriverCompatibleCommand for ComputedLabel {
    fn endpoint(
        &self,
        base: &url::Url,
        session: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        session_endpoint(base, session, &format!("element/{}/computedlabel", self.0))
    }
    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::GET, None)
    }
}

/// What `script` returns once it returns something other than null, within 30 s (a
/// frame loads its page, the engine works in the page; a guard against waiting for
/// ever, not a timing).
pub async fn wait_for(c: &Client, script: &str) -> Value {
    for _ in 0..300 {
        let v = js(c, script).await;
        if !v.is_null() {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("nothing came of {script}");
}

/// Clicks the element `css` selects.
pub async fn click(c: &Client, css: &str) {
    let e = c
        .find(fantoccini::Locator::Css(css))
        .await
        .unwrap_or_else(|_| panic!("{css}"));
    e.click().await.unwrap();
}

/// The text of the element `css` selects.
pub async fn text_of(c: &Client, css: &str) -> String {
    let e = c
        .find(fantoccini::Locator::Css(css))
        .await
        .unwrap_or_else(|_| panic!("{css}"));
    e.text().await.unwrap()
}

/// Types `text` into the field `css` selects, after clearing it.
pub async fn type_into(c: &Client, css: &str, text: &str) {
    let e = c
        .find(fantoccini::Locator::Css(css))
        .await
        .unwrap_or_else(|_| panic!("{css}"));
    e.clear().await.unwrap();
    if !text.is_empty() {
        e.send_keys(text).await.unwrap();
    }
}

/// Marks `answer` with `gametree check` (JSON), as a TA would mark the downloaded file.
pub fn check_cli(tree: &Path, answer: &str, dir: &Path) -> Value {
    let file = dir.join("answer.txt");
    std::fs::write(&file, answer).unwrap();
    let out = crate::common::gametree()
        .args(["check", tree.to_str().unwrap(), "--answer"])
        .arg(&file)
        .args(["--format", "json"])
        .output()
        .unwrap();
    assert!(
        out.status.code() != Some(2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}
