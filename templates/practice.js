// gametree practice page: a student fills in alpha-beta by hand and has every node
// marked. The correct answers, the reasons and the steps come from Rust
// (src/homework/practice.rs), computed by the code `gametree check` marks with; this
// script only compares what the student wrote with them and shows the result. The
// replay of the first mistake is the HTML report's (its script is embedded once, in
// #gp-report-js). `window.gametree.practice` is the page's API for tests and LMS
// embedding.
(() => {
"use strict";
const D = JSON.parse(document.getElementById("gp-data").textContent);
const REPORT_JS = document.getElementById("gp-report-js").textContent;
const MARK = "/*gametree-report-js*/";
const SVG_NS = "http://www.w3.org/2000/svg";

// ---- Words: the messages of the chosen language, formatted by gtFormat
// (templates/messages.js) from the catalogues Rust embeds, the binary's own Fluent
// messages; the language menu switches every text ----
let lang = D.lang;
let catalog = D.catalogs[lang];
// A node's reasons in the chosen language.
const why = (n) => n.why[lang];
// A number a student reads: a decimal comma but in English (lang::decimal).
const decimal = (x, places) => {
  const s = x.toFixed(places);
  return lang === "en" ? s : s.replace(".", ",");
};

// ---- Numbers as answers write them (src/homework/answer.rs) ----
function gcd(a, b) { a = Math.abs(a); b = Math.abs(b); while (b) [a, b] = [b, a % b]; return a || 1; }
// The largest value check reads (src/game/mod.rs, SCORE_LIMIT).
const SCORE_LIMIT = 1e9;
// `3`, `-2`, `2.1`, `13/6` as a reduced fraction, or null, within check's limits
// (answer.rs, value_number): a whole number within ±SCORE_LIMIT; a fraction's parts
// of at most 12 digits, its denominator at most 1,000,000; at most 6 decimals.
function parseNumber(s) {
  const m = /^([+\-\u2212]?)(\d*)(?:\.(\d+))?(?:\/(\d+))?$/.exec(s);
  if (!m || (!m[2] && !m[3]) || (m[3] && m[4]) || (m[4] && !m[2])) return null;
  let num, den;
  if (m[4]) {
    if (m[2].length > 12 || m[4].length > 12) return null;
    num = Number(m[2]); den = Number(m[4]);
    if (!den || den > 1e6) return null;
  } else if (m[3]) {
    if (m[2].length > 12 || m[3].length > 6) return null;
    den = 10 ** m[3].length; num = Number((m[2] || "0") + m[3]);
  } else { num = Number(m[2]); den = 1; }
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den)) return null;
  const g = gcd(num, den);
  num /= g; den /= g;
  if (m[3] || m[4] ? num >= (SCORE_LIMIT + 1) * den || num > 2147483647 : num > SCORE_LIMIT) return null;
  if (m[1] === "-" || m[1] === "\u2212") num = -num;
  return { num, den };
}
// The value num/den as `gametree check` writes it (record::scaled_text).
function scaled(num, den) {
  const g = gcd(num, den); num /= g; den /= g;
  if (den === 1) return String(num);
  let d = den, twos = 0, fives = 0;
  while (d % 2 === 0) { d /= 2; twos++; }
  while (d % 5 === 0) { d /= 5; fives++; }
  if (d !== 1) return num + "/" + den;
  const places = Math.max(twos, fives), ten = 10 ** places;
  const n = Math.abs(num) * (ten / den);
  return (num < 0 ? "-" : "") + Math.floor(n / ten) + "." + String(n % ten).padStart(places, "0");
}
// A value or bound as written in a box: {rel, num, den} or null.
function parseValue(text) {
  const m = /^\s*(<=|>=|=|\u2264|\u2265)?\s*(\S+)\s*$/.exec(text);
  if (!m) return null;
  const n = parseNumber(m[2]);
  if (!n) return null;
  const rel = { "\u2264": "<=", "\u2265": ">=", "<=": "<=", ">=": ">=" }[m[1]] || "=";
  return { rel, num: n.num, den: n.den };
}
// A window bound: an integer within ±SCORE_LIMIT, `inf` or `-inf` (∞ too), as text,
// or null: the spellings check reads (answer.rs, window_bound), no others.
function parseBound(text) {
  const t = text.trim();
  if (["inf", "+inf", "\u221e", "+\u221e", "infinity"].includes(t)) return "inf";
  if (["-inf", "\u2212inf", "-\u221e", "\u2212\u221e", "-infinity"].includes(t)) return "-inf";
  const n = t.replace(/\u2212/g, "-");
  return /^[+-]?\d+$/.test(n) && Math.abs(Number(n)) <= SCORE_LIMIT ? String(Number(n)) : null;
}

// ---- The student's work: per exercise, per node {v, a, b, p} ----
const exercises = D.exercises;
const blank = () => ({ v: "", a: "", b: "", p: false });
const state = exercises.map((ex) => ex.nodes.map(blank));
const shownSolution = exercises.map(() => false);
const lastMarks = exercises.map(() => null);
let windows = false;

function storageKey(e) {
  const ex = exercises[e];
  let h = 0;
  for (const c of D.title + "\n" + ex.position) h = (h * 31 + c.charCodeAt(0)) | 0;
  return "gametree-practice:" + (h >>> 0).toString(16) + ":" + (ex.seed === null ? e : ex.seed);
}
function save(e) {
  try { localStorage.setItem(storageKey(e), JSON.stringify(state[e])); } catch (_) { /* storage off */ }
}
function load(e) {
  try {
    const s = JSON.parse(localStorage.getItem(storageKey(e)) || "null");
    if (Array.isArray(s) && s.length === state[e].length) {
      state[e] = s.map((x) => ({ v: String(x.v || ""), a: String(x.a || ""), b: String(x.b || ""), p: !!x.p }));
    }
  } catch (_) { /* nothing kept */ }
}

// Whether a strict ancestor of node i is marked pruned (its box is then never
// searched: the answer says nothing of it).
function underPruned(e, i) {
  const nodes = exercises[e].nodes;
  for (let p = nodes[i].parent; p !== null; p = nodes[p].parent) if (state[e][p].p) return true;
  return false;
}

// What the answer says of node i: null (nothing), {pruned}, {bad}, or a claim.
function slotOf(e, i) {
  if (underPruned(e, i)) return null;
  const a = state[e][i];
  if (a.p) return { pruned: true };
  // What `gametree check` reads in an answer line: a comment after `#`, the word
  // `pruned`, a window after the value.
  let text = a.v.replace(/#.*$/, "").trim();
  if (!text) return null;
  if (text.toLowerCase() === "pruned") return { pruned: true };
  let [lo, hi] = [a.a, a.b];
  const w = /^(.*?)\s*\[([^,\]]*),([^\]]*)\]$/.exec(text);
  if (w) { text = w[1]; lo = w[2]; hi = w[3]; }
  const c = parseValue(text);
  if (!c) return { bad: a.v.trim() };
  if (lo.trim() || hi.trim()) {
    const l = parseBound(lo), h = parseBound(hi);
    if (l === null || h === null) return { bad: text, window: "[" + lo.trim() + ", " + hi.trim() + "]" };
    c.window = "[" + l + ", " + h + "]";
  }
  return c;
}
function claimText(c) {
  if (c.pruned) return "pruned";
  if (c.bad !== undefined) return c.bad + (c.window ? " " + c.window : "");
  return c.rel + " " + scaled(c.num, c.den) + (c.window ? " " + c.window : "");
}

// One mistake as `gametree check` words it (homework::check::Mistake::text).
function mistake(kind, what, reason) {
  return { kind, why: reason, text: reason ? gtFormat(catalog, 'check-mistake-why', { what, why: reason }) : what };
}
// What is wrong with `slot` at node n (homework::check::judge, on the answers Rust
// computed).
function judge(n, slot) {
  if (!slot) return [mistake("missing", gtFormat(catalog, 'check-missing'), "")];
  if (slot.bad !== undefined) {
    return [mistake("bad-line", gtFormat(catalog, 'check-practice-bad-box', { found: claimText(slot) }), "")];
  }
  if (slot.pruned) return n.pruned ? [] : [mistake("pruned-but-searched", gtFormat(catalog, 'check-pruned-but-searched'), why(n).searched)];
  if (n.pruned) return [mistake("searched-but-pruned", gtFormat(catalog, 'check-searched-but-pruned'), why(n).pruned)];
  const out = [];
  const v = n.value;
  const same = slot.num * v.den === v.num * slot.den;
  if (!(v.rels.includes(slot.rel) && same)) {
    const what = gtFormat(catalog, 'check-wrong-value', { expected: v.rel + " " + v.text, got: slot.rel + " " + scaled(slot.num, slot.den) });
    const w = why(n);
    out.push(mistake("wrong-value", what, slot.rel !== "=" && w.value_bound !== undefined ? w.value_bound : w.value_eq));
  }
  const want = n.window === null ? "none" : n.window;
  if (slot.window && slot.window !== want) {
    out.push(mistake("wrong-window", gtFormat(catalog, 'check-wrong-window', { expected: want, got: slot.window }), why(n).window));
  }
  return out;
}

// Every node asked about or answered, in tree order, marked (homework::check::Marker).
// The score counts the right answers to the nodes asked about, out of those nodes and
// the wrong answers to other nodes: a leaf's given value, written again, earns nothing
// (homework::check::Marking).
function mark(e) {
  const ex = exercises[e];
  const nodes = [];
  let correct = 0, asked = 0, others = 0;
  ex.nodes.forEach((n, i) => {
    const slot = slotOf(e, i);
    if (!slot && !n.asked) return;
    const mistakes = judge(n, slot);
    if (n.asked) asked++;
    if (n.asked && !mistakes.length) correct++;
    if (!n.asked && mistakes.length) others++;
    nodes.push({
      node: n.name, index: i, answer: slot ? claimText(slot) : null, expected: n.expected,
      asked: n.asked, correct: !mistakes.length, mistakes,
      status: !mistakes.length ? (n.asked ? gtFormat(catalog, 'check-correct') : gtFormat(catalog, 'check-not-counted')) : mistakes.map((m) => m.kind === "missing" ? gtFormat(catalog, 'check-missing-expected', { expected: n.expected }) : m.text).join("; "),
    });
  });
  const total = asked + others;
  return { nodes, correct, asked, total, score: total ? (100 * correct) / total : 100, all_correct: correct === total };
}
// `4 of 6 nodes asked about correct, 1 other line wrong`: the score in words, as the
// head of check's verdict (homework::check::Marking::verdict).
function scoreWords(m) {
  const others = m.total - m.asked;
  return gtFormat(catalog, 'check-practice-score', { correct: m.correct, asked: m.asked, others: others ? ", " + gtFormat(catalog, 'check-others-wrong', { n: others }) : "" });
}

// The answer in `gametree check`'s text format (docs/homework.md).
function answerText(e) {
  const ex = exercises[e];
  const rows = [];
  ex.nodes.forEach((n, i) => {
    const slot = slotOf(e, i);
    if (slot) rows.push([n.name, claimText(slot)]);
  });
  const w = Math.max(0, ...rows.map((r) => r[0].length));
  return "# " + ex.title + " (gametree practice page)\n" + rows.map((r) => r[0].padEnd(w) + " " + r[1]).join("\n") + (rows.length ? "\n" : "");
}

// The step at which the search departs from a wrong node's answer: the node's
// window on entry, its value on leaving, the cut-off that prunes it, its visit.
function stepOf(n, m) {
  const s = n.steps;
  switch (m.kind) {
    case "wrong-window": return s.enter;
    case "pruned-but-searched": return s.enter;
    case "searched-but-pruned": return s.cut;
    // A box that cannot be read is no step of the search (as in `check --format html`).
    case "bad-line": return null;
    case "missing": return n.pruned ? s.cut : s.leave;
    default: return n.pruned ? s.cut : s.leave;
  }
}
function firstMistake(e) {
  const marks = mark(e);
  let best = null;
  for (const r of marks.nodes) {
    for (const m of r.mistakes) {
      const k = stepOf(exercises[e].nodes[r.index], m);
      if (k === null || k === undefined) continue;
      if (!best || k < best.step) {
        const what = m.kind === "missing" ? gtFormat(catalog, 'check-missing-expected', { expected: r.expected }) : m.text;
        best = { step: k, node: r.node, index: r.index, kind: m.kind, text: what, answer: r.answer };
      }
    }
  }
  return best;
}

// ---- Drawing ----
const root = document.getElementById("gp-exercises");
const views = [];

function el(tag, attrs, text) {
  const x = document.createElement(tag);
  for (const k in attrs || {}) x.setAttribute(k, attrs[k]);
  if (text !== undefined) x.textContent = text;
  return x;
}

function build(e) {
  const ex = exercises[e];
  const sec = el("section", { class: "exercise", id: "gp-ex-" + e, "aria-label": ex.title });
  sec.appendChild(el("h2", {}, ex.title));
  const bar = el("div", { class: "toolbar", role: "toolbar" });
  const buttons = {};
  for (const key of ["check", "first", "solution", "clear", "download"]) {
    buttons[key] = el("button", { type: "button", "data-action": key });
    bar.appendChild(buttons[key]);
  }
  const winLabel = el("label", {});
  const winBox = el("input", { type: "checkbox", "data-action": "windows" });
  const winText = document.createTextNode("");
  winLabel.append(winBox, winText);
  if (D.windows) bar.appendChild(winLabel);
  const score = el("span", { class: "score", "aria-live": "polite" });
  bar.appendChild(score);
  sec.appendChild(bar);
  const wrap = el("div", { class: "tree-wrap" });
  const tree = el("div", { class: "tree" });
  tree.style.width = Math.ceil(ex.width) + "px";
  tree.style.height = Math.ceil(ex.height) + "px";
  tree.innerHTML = ex.svg;
  const inputs = [], wins = [], cuts = [];
  ex.nodes.forEach((n, i) => {
    if (!n.leaf) {
      const pad = 3;
      const box = el("input", { type: "text", inputmode: "text", autocomplete: "off", spellcheck: "false", "data-node": n.name, title: n.name });
      box.style.left = n.x - n.w / 2 + pad + "px";
      box.style.top = n.y - 9 + "px";
      box.style.width = n.w - 2 * pad + "px";
      box.style.height = "18px";
      inputs[i] = box;
      tree.appendChild(box);
      const ab = [];
      for (const side of ["alpha", "beta"]) {
        const w = el("input", { type: "text", class: "win", autocomplete: "off", spellcheck: "false", "data-node": n.name, "data-side": side, placeholder: side === "alpha" ? "α" : "β" });
        w.hidden = true;
        tree.appendChild(w);
        ab.push(w);
      }
      wins[i] = ab;
    }
    if (D.prunes && n.parent !== null && n.edge) {
      // The edge's move label is the switch that prunes it (it covers the drawn
      // label); an edge without one gets scissors nearer the child than the parent,
      // where the edges of a fan are apart.
      const b = el("button", { type: "button", class: "cut", "aria-pressed": "false", "data-node": n.name });
      if (n.mv && !n.mv.vertical) {
        // The drawn label's box (10 px type), a little wider.
        const w = Math.max(14, n.mv.w + 4);
        b.textContent = n.mv.text;
        b.classList.add("named");
        b.style.left = n.mv.x - w / 2 + "px";
        b.style.top = n.mv.y - 7 + "px";
        b.style.width = w + "px";
      } else {
        const parent = ex.nodes[n.parent];
        const [x0, y0] = [parent.x, parent.y + parent.h / 2], [x1, y1] = [n.x, n.y - n.h / 2];
        const t = 0.72;
        b.textContent = "\u2702";
        b.style.left = x0 + (x1 - x0) * t - 9 + "px";
        b.style.top = y0 + (y1 - y0) * t - 9 + "px";
      }
      cuts[i] = b;
      tree.appendChild(b);
    }
  });
  wrap.appendChild(tree);
  sec.appendChild(wrap);
  const feedback = el("div", { class: "feedback", "aria-live": "polite" });
  sec.appendChild(feedback);
  const replay = el("div", { class: "replay" });
  replay.hidden = true;
  sec.appendChild(replay);
  root.appendChild(sec);
  const v = { sec, tree, inputs, wins, cuts, score, feedback, replay, winBox, bar, buttons, winText };
  views[e] = v;
  words(e);

  inputs.forEach((box, i) => {
    if (!box) return;
    box.addEventListener("input", () => { state[e][i].v = box.value; edited(e); });
    box.addEventListener("keydown", (ev) => navigate(e, i, ev));
  });
  wins.forEach((ab, i) => {
    if (!ab) return;
    ab[0].addEventListener("input", () => { state[e][i].a = ab[0].value; edited(e); });
    ab[1].addEventListener("input", () => { state[e][i].b = ab[1].value; edited(e); });
  });
  cuts.forEach((b, i) => {
    if (!b) return;
    b.addEventListener("click", () => { state[e][i].p = !state[e][i].p; edited(e); });
    b.addEventListener("keydown", (ev) => { if (ev.key.startsWith("Arrow")) navigate(e, i, ev); });
  });
  buttons.check.addEventListener("click", () => check(e));
  buttons.first.addEventListener("click", () => showFirstMistake(e));
  buttons.solution.addEventListener("click", () => showSolution(e, !shownSolution[e]));
  buttons.clear.addEventListener("click", () => { state[e] = exercises[e].nodes.map(blank); shownSolution[e] = false; edited(e); });
  buttons.download.addEventListener("click", () => download(e));
  winBox.addEventListener("change", () => setWindows(winBox.checked));
}

// The words of exercise e's controls in the chosen language.
function words(e) {
  const ex = exercises[e], v = views[e];
  v.bar.setAttribute("aria-label", gtFormat(catalog, 'check-practice-exercise', { n: e + 1 }));
  v.buttons.check.textContent = gtFormat(catalog, 'check-practice-check');
  v.buttons.first.textContent = gtFormat(catalog, 'check-practice-first');
  v.buttons.solution.textContent = gtFormat(catalog, 'check-practice-solution');
  v.buttons.clear.textContent = gtFormat(catalog, 'check-practice-clear');
  v.buttons.download.textContent = gtFormat(catalog, 'check-practice-download');
  v.winText.textContent = " " + gtFormat(catalog, 'check-practice-windows');
  ex.nodes.forEach((n, i) => {
    if (v.inputs[i]) v.inputs[i].setAttribute("aria-label", gtFormat(catalog, 'check-practice-value-of', { node: n.name, player: n.player }));
    if (v.wins[i]) {
      v.wins[i].forEach((w, k) => w.setAttribute("aria-label", gtFormat(catalog, 'check-practice-bound-of', { bound: k ? "β" : "α", node: n.name })));
    }
    if (v.cuts[i]) {
      const t = gtFormat(catalog, 'check-practice-prune-edge', { node: n.name });
      v.cuts[i].setAttribute("aria-label", t);
      v.cuts[i].title = t;
    }
  });
}

// `text` with its `{ $name }` parts made elements: parts maps a name to [tag, text]
// (src/homework/practice.rs `rich` writes the same HTML).
function rich(target, text, parts) {
  target.textContent = "";
  text.split("\u0001").forEach((piece, k) => {
    if (k % 2 === 1 && parts[piece]) target.appendChild(el(parts[piece][0], {}, parts[piece][1]));
    else if (piece) target.appendChild(document.createTextNode(piece));
  });
}
function markers(parts) {
  const args = {};
  for (const k in parts) args[k] = "\u0001" + k + "\u0001";
  return args;
}

// Switches every text of the page to language `code` (the menu; `gametree.practice
// .language`): the header, the controls, and the marks shown (checked again).
function setLanguage(code) {
  if (!D.catalogs[code]) throw new Error("no language " + code);
  lang = code;
  catalog = D.catalogs[code];
  document.documentElement.lang = code;
  document.getElementById("gp-lang").value = code;
  document.getElementById("gp-lang-label").textContent = gtFormat(catalog, 'check-practice-language');
  document.getElementById("gp-convention-label").textContent = gtFormat(catalog, 'check-practice-convention');
  document.getElementById("gp-conventions").textContent = D.conventions[code];
  document.getElementById("gp-how").textContent = gtFormat(catalog, 'check-practice-how');
  const kbd = (t) => ["kbd", t], em = (t) => ["em", t];
  const items = [
    ['check-practice-how-values', { three: kbd("3"), le: kbd("<=3"), ge: kbd(">=9"), lesym: kbd("\u2264"), gesym: kbd("\u2265") }],
    ['check-practice-how-prune', { enter: kbd("Enter") }],
    ['check-practice-how-windows', { windows: em(gtFormat(catalog, 'check-practice-windows')) }],
    ['check-practice-how-keys', { tab: kbd("Tab"), down: kbd("\u2193"), up: kbd("\u2191"), left: kbd("\u2190"), right: kbd("\u2192"), enter: kbd("Enter") }],
    ['check-practice-how-check', { check: em(gtFormat(catalog, 'check-practice-check')), first: em(gtFormat(catalog, 'check-practice-first')), download: em(gtFormat(catalog, 'check-practice-download')), command: ["code", "gametree check"] }],
  ];
  const lis = document.querySelectorAll("#gp-how-items > li");
  items.forEach(([id, parts], k) => { if (lis[k]) rich(lis[k], gtFormat(catalog, id, markers(parts)), parts); });
  exercises.forEach((_, e) => {
    words(e);
    if (lastMarks[e]) check(e);
    else paint(e);
  });
}

// Arrow keys move from node to node: down to the first child, up to the parent,
// left and right to the siblings; Enter in a box to the next box.
function navigate(e, i, ev) {
  const nodes = exercises[e].nodes;
  const kids = (p) => nodes.map((n, j) => [n, j]).filter(([n]) => n.parent === p).map(([, j]) => j);
  let to = null;
  if (ev.key === "ArrowDown") to = kids(i)[0];
  else if (ev.key === "ArrowUp") to = nodes[i].parent;
  else if (ev.key === "ArrowLeft" || ev.key === "ArrowRight") {
    // In a box with text the arrows move the caret, until it is at the end they
    // point to (or the whole text is selected).
    const t = ev.target, len = t.value ? t.value.length : 0;
    if (t.tagName === "INPUT" && len && !(t.selectionStart === 0 && t.selectionEnd === len)) {
      const at = ev.key === "ArrowLeft" ? t.selectionStart === 0 : t.selectionEnd === len;
      if (!at) return;
    }
    const sib = kids(nodes[i].parent);
    to = sib[sib.indexOf(i) + (ev.key === "ArrowLeft" ? -1 : 1)];
  } else if (ev.key === "Enter" && ev.target.tagName === "INPUT") {
    for (let j = i + 1; j < nodes.length; j++) if (views[e].inputs[j] && !views[e].inputs[j].disabled) { to = j; break; }
  } else return;
  if (to === null || to === undefined) return;
  ev.preventDefault();
  const v = views[e];
  (v.inputs[to] && !v.inputs[to].disabled ? v.inputs[to] : v.cuts[to] || v.inputs[to]).focus();
}

function setWindows(on) {
  windows = on;
  views.forEach((v) => { v.winBox.checked = on; });
  exercises.forEach((_, e) => paint(e));
}

// Shows the state: values in the boxes, pressed scissors, what lies under a pruned
// edge dimmed, and after Check the marks.
function paint(e) {
  const ex = exercises[e], v = views[e], st = state[e];
  const marks = lastMarks[e];
  const byIndex = new Map((marks ? marks.nodes : []).map((r) => [r.index, r]));
  ex.nodes.forEach((n, i) => {
    const box = v.inputs[i], cut = v.cuts[i];
    const gone = underPruned(e, i);
    const r = byIndex.get(i);
    const sol = shownSolution[e];
    if (box) {
      const text = sol ? solutionText(n) : st[i].v;
      if (box.value !== text) box.value = text;
      box.disabled = gone || st[i].p || shownSolution[e];
      const slot = gone ? null : slotOf(e, i);
      box.classList.toggle("unreadable", !!slot && slot.bad !== undefined);
      box.classList.toggle("wrong", !!r && !r.correct);
      box.classList.toggle("right", !!r && r.correct && !st[i].p);
      box.classList.toggle("shown", shownSolution[e]);
      box.title = n.name + (r ? " — " + r.status : "");
      const [a, b] = v.wins[i];
      const solved = n.window ? n.window.slice(1, -1).split(", ") : ["", ""];
      for (const [w, side, k] of [[a, "a", 0], [b, "b", 1]]) {
        w.hidden = !windows;
        const t = sol ? solved[k] : st[i][side];
        if (w.value !== t) w.value = t;
        w.disabled = box.disabled;
      }
      // With windows: α | value | β across the box, the value widest.
      const inner = n.w - 6, side = inner * 0.28;
      if (windows) {
        box.style.left = n.x - n.w / 2 + 3 + side + "px";
        box.style.width = inner - 2 * side + "px";
        a.style.left = n.x - n.w / 2 + 3 + "px";
        b.style.left = n.x + n.w / 2 - 3 - side + "px";
        for (const w of [a, b]) { w.style.top = box.style.top; w.style.width = side + "px"; w.style.height = "18px"; }
      } else {
        box.style.left = n.x - n.w / 2 + 3 + "px";
        box.style.width = n.w - 6 + "px";
      }
    }
    if (cut) {
      const top = n.pruned && !(n.parent !== null && ex.nodes[n.parent].pruned);
      cut.setAttribute("aria-pressed", (sol ? top : st[i].p) ? "true" : "false");
      cut.disabled = gone || shownSolution[e];
      cut.classList.toggle("wrong", !!r && !r.correct && (st[i].p || n.pruned));
      cut.classList.toggle("right", !!r && r.correct && st[i].p);
    }
  });
  if (marks) {
    v.score.textContent = gtFormat(catalog, 'check-practice-score-percent', { score: scoreWords(marks), percent: decimal(Math.round(marks.score), 0) });
  } else v.score.textContent = "";
  total();
}

function edited(e) {
  lastMarks[e] = null;
  views[e].feedback.textContent = "";
  views[e].replay.hidden = true;
  save(e);
  paint(e);
}

function total() {
  const done = lastMarks.filter(Boolean);
  const t = document.getElementById("gp-total");
  if (!done.length) { t.textContent = ""; return; }
  const c = done.reduce((s, m) => s + m.correct, 0), n = done.reduce((s, m) => s + m.total, 0);
  t.textContent = gtFormat(catalog, 'check-practice-total', { correct: c, total: n, percent: decimal(Math.round(n ? (100 * c) / n : 100), 0), done: done.length, exercises: exercises.length });
}

function check(e) {
  const marks = mark(e);
  lastMarks[e] = marks;
  const v = views[e];
  v.feedback.textContent = "";
  const head = el("p", {}, marks.all_correct ? gtFormat(catalog, 'check-practice-all-correct', { n: marks.asked }) : gtFormat(catalog, 'check-practice-score-head', { score: scoreWords(marks) }));
  v.feedback.appendChild(head);
  const wrong = marks.nodes.filter((r) => !r.correct);
  if (wrong.length) {
    const ul = el("ul", {});
    for (const r of wrong) ul.appendChild(el("li", { class: "wrong", "data-node": r.node }, r.node + ": " + r.status));
    v.feedback.appendChild(ul);
  }
  paint(e);
  return marks;
}

// The report of the exercise's search in a frame, at step k; `then` gets its window.
function openReplay(e, k, then) {
  const v = views[e];
  v.replay.hidden = false;
  v.replay.textContent = "";
  const frame = el("iframe", { title: gtFormat(catalog, 'check-practice-replay-title', { title: exercises[e].title }) });
  frame.addEventListener("load", () => {
    const g = frame.contentWindow && frame.contentWindow.gametree;
    if (g) { g.go(k); frame.dataset.at = k; if (then) then(g); }
  });
  v.replay.appendChild(frame);
  frame.srcdoc = exercises[e].report.replace(MARK, () => REPORT_JS);
  return frame;
}

function showFirstMistake(e) {
  const marks = check(e);
  const f = firstMistake(e);
  const v = views[e];
  if (!f) {
    v.feedback.appendChild(el("p", {}, marks.all_correct ? gtFormat(catalog, 'check-practice-no-mistake') : gtFormat(catalog, 'check-practice-nothing-yet')));
    return null;
  }
  const p = el("p", { class: "first" });
  const where = gtFormat(catalog, 'check-practice-where', { node: f.node, wrote: f.answer ? " " + gtFormat(catalog, 'check-practice-you-wrote', { answer: f.answer }) : "", text: f.text });
  p.textContent = gtFormat(catalog, 'check-practice-first-at', { step: f.step + 1, steps: exercises[e].steps, where });
  v.feedback.appendChild(p);
  openReplay(e, f.step, (g) => {
    const cap = g.replayAt(f.step).caption;
    p.textContent = gtFormat(catalog, 'check-practice-first-step', { step: f.step + 1, steps: exercises[e].steps, caption: cap, where });
  });
  return f;
}

// A node's correct answer as the box shows it: `3`, `≤3`, `≥3`; nothing if pruned.
function solutionText(n) {
  if (n.pruned) return "";
  return ({ "=": "", "<=": "\u2264", ">=": "\u2265" })[n.value.rel] + n.value.text;
}

function showSolution(e, on) {
  shownSolution[e] = on;
  paint(e);
  return exercises[e].answer;
}

function download(e) {
  const blob = new Blob([answerText(e)], { type: "text/plain" });
  const a = el("a", { href: URL.createObjectURL(blob), download: "answer-" + (exercises[e].seed === null ? e + 1 : exercises[e].seed) + ".txt" });
  document.body.appendChild(a);
  a.click();
  a.remove();
}

exercises.forEach((_, e) => { load(e); build(e); paint(e); });
document.getElementById("gp-lang").addEventListener("change", (ev) => setLanguage(ev.target.value));

// When the page could first be used (ms since navigation), for measurements.
document.documentElement.dataset.readyMs = performance.now().toFixed(1);

// ---- The page's API: tests drive the page with it, an LMS may embed it ----
const find = (e, name) => {
  const i = exercises[e].nodes.findIndex((n) => n.name === name);
  if (i < 0) throw new Error("no node " + name + " in exercise " + (e + 1));
  return i;
};
window.gametree = window.gametree || {};
window.gametree.practice = {
  // The exercises: title, seed, the position file, and each node's name, whether it
  // is a leaf and whether an answer is asked for it.
  exercises: exercises.map((ex) => ({ title: ex.title, seed: ex.seed, position: ex.position, steps: ex.steps, nodes: ex.nodes.map((n) => ({ name: n.name, leaf: n.leaf, asked: n.asked, player: n.player })) })),
  get conventions() { return D.conventions[lang]; },
  // The language the page speaks, and the switch to another (`cs`, …): every text,
  // the marks and reasons shown too.
  language: () => lang,
  setLanguage,
  // Writes a node's box as a student would (`3`, `<=3`), or its window.
  set(e, name, value) { const i = find(e, name); state[e][i].v = String(value); edited(e); },
  setWindow(e, name, alpha, beta) { const i = find(e, name); state[e][i].a = String(alpha); state[e][i].b = String(beta); edited(e); },
  setPruned(e, name, pruned) { const i = find(e, name); state[e][i].p = !!pruned; edited(e); },
  clear(e) { state[e] = exercises[e].nodes.map(blank); edited(e); },
  check,
  marks: (e) => mark(e),
  answerText,
  firstMistake,
  showFirstMistake,
  showSolution: (e) => showSolution(e, true),
  modelAnswer: (e) => exercises[e].answer,
  windows: setWindows,
};
})();
