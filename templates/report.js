"use strict";
// gametree report: draws the recorded search tree, replays the search step by step,
// and shows each node's position. The data is the recording, written by
// src/render/backend/html.rs; the first drawing uses the layout computed in Rust
// (src/render/model/build.rs, build_report), and re-layouts after expanding or collapsing use `tidy`
// below, a line-by-line port of the same algorithm.
//
// A large report opens in two stages (src/render/backend/html.rs): `gt-head` holds only the
// nodes of the first drawing, which is drawn at once; the whole recording (`gt-data`)
// is read after it, and the report then starts again on it, keeping what the reader
// has done meanwhile (view, expanded nodes, selection, switches).
(function () {
// The page's language and what its switch needs (src/render/backend/html.rs, lang_data):
// every language's messages, formatted by `gtFormat` (templates/messages.js) as the
// binary formats them, and the texts Rust words (headings, win legend, chance nodes'
// cut-offs). The language outlives a start: the second stage keeps the reader's.
const LANG = JSON.parse(document.getElementById("gt-messages").textContent);
let lang = LANG.lang;
const msg = (id, args) => gtFormat(LANG.catalogs[lang] || LANG.catalogs.en, id, args);
// A number as a caption writes it: a decimal comma but in English (steps.rs, decimal_text).
const dec = (s) => (lang !== "en" && s.includes(".") ? s.split(".").join(",") : s);
// A window as a caption writes it: its bounds apart by a semicolon where one has a
// decimal comma (steps.rs, window_text).
const windowText = (alpha, beta) => msg(alpha.includes(",") || beta.includes(",") ? 'steps-window-decimal' : 'common-window', { alpha, beta });
// Every listener of one start goes with its start.
let running = null;
function start(D, carry) {
  if (running) running.abort();
  running = new AbortController();
  const on = { signal: running.signal };
  const N = D.n;
  // The first stage's extra columns: the whole recording's node count, and each node's
  // children and descendants in the whole recording (most are not in the first stage).
  const P = D.partial || null;
  const TOTAL = P ? P.total : N;
  const NS = "http://www.w3.org/2000/svg";
  const FONT = 12, MOVE_FONT = 10, NODE_H = 22, LEVEL_H = 62, GAP = 10, MARGIN = 12;
  // Where a move label sits on its edge, as a fraction from the parent: near the child.
  const MOVE_AT = 0.78;
  const num = (v) => (v === "inf" ? Infinity : v === "-inf" ? -Infinity : v);
  const parent = D.parent, ply = D.ply, player = D.player, kind = D.kind;
  const alpha = D.alpha.map(num), beta = D.beta.map(num), value = D.value.map(num);
  const bound = D.bound, cutoff = D.cutoff;
  const LEAF = 1, TERMINAL = 2, PRUNED = 3;
  const name = (s) => (typeof s === "number" && s >= 0 && s < D.names.length ? D.names[s] : null);
  const meta = D.meta;
  // What the labels show and whose view, switchable in the page.
  let labelMode = carry ? carry.labelMode : D.label, valuesMode = carry ? carry.valuesMode : D.values;

  // Children in compressed rows (ids are visit order, so each row is left to right).
  const childStart = new Int32Array(N + 1);
  for (let i = 1; i < N; i++) childStart[parent[i] + 1]++;
  for (let i = 0; i < N; i++) childStart[i + 1] += childStart[i];
  const childList = new Int32Array(Math.max(N - 1, 0));
  {
    const fill = childStart.slice(0, N);
    for (let i = 1; i < N; i++) childList[fill[parent[i]]++] = i;
  }
  const kids = (i) => childList.subarray(childStart[i], childStart[i + 1]);
  const size = new Int32Array(N).fill(1);
  for (let i = N - 1; i > 0; i--) size[parent[i]] += size[i];
  // Children and descendants in the whole recording.
  const allKids = (i) => (P ? P.kids[i] : childStart[i + 1] - childStart[i]);
  const below = (i) => (P ? P.below[i] : size[i] - 1);

  // ---- Values as shown: the recording's sign convention or MAX's view. ----
  const flip = (i) => valuesMode !== meta.perspective && player[i] === 1;
  // Values are in units of 1 / scale (trees with chance nodes): shown exactly, as a
  // decimal where one is exact, else a fraction (as src/record/recording.rs does).
  const SCALE = meta.scale || 1;
  const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
  const scoreText = (v) => {
    if (v === Infinity) return "∞";
    if (v === -Infinity) return "-∞";
    if (SCALE === 1 || v === null) return String(v);
    const g = gcd(Math.abs(v), SCALE) || 1;
    const n = v / g, d = SCALE / g;
    if (d === 1) return String(n);
    let r = d, places = 0, twos = 0, fives = 0;
    while (r % 2 === 0) { r /= 2; twos++; }
    while (r % 5 === 0) { r /= 5; fives++; }
    if (r !== 1) return n + "/" + d;
    places = Math.max(twos, fives);
    const ten = 10 ** places, a = Math.abs(n) * (ten / d);
    return (n < 0 ? "-" : "") + Math.floor(a / ten) + "." + String(a % ten).padStart(places, "0");
  };
  const CHANCE = 2;
  // A chance node's circle: as wide as its label, at most this radius tall (an ellipse
  // beyond, so that it stays within its level).
  const CHANCE_R = 20;
  // The text on the edge into `id`: the move, or out of a chance node its probability
  // (with the move where the child has a label).
  // A move or name as drawn (src/render/model/shown.rs, shown_label): control, bidi and
  // invisible characters as U+FFFD, at most `max` characters (`…` for the rest).
  const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\u200b\u2060\ufeff]/u;
  const shortLabel = (s, max = 24) => {
    if (s == null) return s;
    const chars = Array.from(s);
    const long = chars.length > max;
    if (!long && !chars.some((c) => HIDDEN.test(c))) return s;
    const kept = chars.slice(0, long ? max - 1 : max).map((c) => (HIDDEN.test(c) ? "\ufffd" : c));
    return kept.join("") + (long ? "…" : "");
  };
  // A move PVS searched twice: 1 its scout, 2 its re-search (src/render/model/labels.rs,
  // search_mark), said on the edge after the move.
  const again = D.again || null;
  // `marked` false: the move alone (a replay before the re-search begins).
  const edgeText = (id, marked = true) => {
    const m = shortLabel(name(D.mv[id]));
    const p = D.prob ? name(D.prob[id]) : null;
    const t = p === null ? m : name(D.lab[id]) !== null && m !== null ? p + " " + m : p;
    const mark = again === null || !marked ? null : again[id] === 1 ? msg('steps-report-scout') : again[id] === 2 ? msg('steps-report-re-search') : null;
    if (mark === null) return t;
    return t === null ? mark : t + " (" + mark + ")";
  };
  const halfHeight = (id, w) => (player[id] === CHANCE ? Math.min(w / 2, CHANCE_R) : NODE_H / 2);
  const win = meta.win_score ? { max: num(meta.win_score.max), t: num(meta.win_score.threshold) } : null;
  const nearer = (v) => {
    if (!win) return v;
    if (v > win.t && v !== Infinity) return v - 1;
    if (v < -win.t && v !== -Infinity) return v + 1;
    return v;
  };
  function shown(i) {
    const f = flip(i);
    const v = value[i] === null ? null : f ? -value[i] : value[i];
    let w = alpha[i] === null ? null : [alpha[i], beta[i]];
    if (w && f) w = [-w[1], -w[0]];
    let b = bound[i];
    if (f && b === 2) b = 3;
    else if (f && b === 3) b = 2;
    return { v, w, b };
  }
  // An explicit tree's leaves, given with the problem (MAX's view; Recording::given):
  // a pruned leaf shows its value as the figures do (figure.rs, node_label).
  const given = D.given ? D.given.map(num) : null;
  // `--pruned empty` and `hide` draw pruned leaves without their values.
  const prunedValues = (D.pruned || "show") === "show";
  // A Monte Carlo tree search's N and W (MAX's view): labels W/N (src/render/model/shown.rs,
  // statistics_label), edges as wide as their visits (style.rs, visits_width).
  const visits = D.visits || null, total = D.total || null;
  const most = visits ? Math.max(0, ...visits.filter((_, i) => parent[i] === 0)) : 0;
  const visitsWidth = (id) => Math.round((0.8 + 4.4 * Math.min(visits[id], most) / (most || 1)) * 100) / 100;
  // The final tree's widths, below the highlights of the principal variation and the
  // replay's path; while replaying a search's steps (svg.mcts) the widths as of the
  // step (applyStep), else none (the final ones would tell the future).
  if (visits && !document.getElementById("gt-visits-css")) {
    const css = document.createElement("style");
    css.id = "gt-visits-css";
    css.textContent = "svg:not(.replaying) .edge.visits:not(.pvsel):not(.onpath), svg.mcts .edge.visits:not(.pvsel):not(.onpath) { stroke-width: var(--w); }";
    document.head.appendChild(css);
  }
  function finalLabel(i, mode = labelMode) {
    if (visits) return scoreText(total[i]) + "/" + visits[i];
    if (kind[i] === PRUNED) {
      const g = given && prunedValues ? given[i] : null;
      if (g === null) return "";
      return scoreText(valuesMode === "side-to-move" && player[i] === 1 ? -g : g);
    }
    const s = shown(i);
    const v = scoreText(s.v);
    // A bound carries its sign, in every mode (src/render/model/shown.rs, bounded_text).
    const bv = (s.b === 2 ? "≥" : s.b === 3 ? "≤" : "") + v;
    switch (mode) {
      case "window": return s.w ? "[" + scoreText(s.w[0]) + ", " + scoreText(s.w[1]) + "]" : v;
      case "triple": return s.w ? scoreText(s.w[0]) + " | " + bv + " | " + scoreText(s.w[1]) : bv;
      default: return bv;
    }
  }

  // ---- The layout (port of src/render/model/size.rs estimated_text_width/estimated_node_width and model/tidy.rs). ----
  function textWidth(s, size) {
    let em = 0;
    for (const c of s) {
      if (" |.,:;ilj[]()'!".includes(c)) em += 0.32;
      else if (c === "-") em += 0.36;
      else if ("mwMW∞@".includes(c)) em += 0.86;
      else if (c >= "A" && c <= "Z") em += 0.68;
      else em += 0.58;
    }
    return em * size;
  }
  // A count as a collapsed node's badge shows it: exact below 1,000, else to two or
  // three figures with k or M, so that it stays within the node's slot (the exact
  // count is the badge's tooltip).
  function shortCount(n) {
    if (n < 1000) return String(n);
    const [unit, name] = n < 999500 ? [1000, "k"] : [1e6, "M"];
    const v = n / unit;
    return (v < 10 ? String(Math.round(v * 10) / 10) : String(Math.round(v))) + name;
  }
  function nodeWidth(label, mv) {
    const text = textWidth(label, FONT) + 14;
    const edge = mv === null ? 0 : (textWidth(mv, MOVE_FONT) + 12) / MOVE_AT;
    return Math.max(text, edge, NODE_H + 6);
  }
  function pass(children, width, gap, mirror, offset) {
    const n = children.length;
    const contours = new Array(n).fill(null);
    const stack = [[0, false]];
    while (stack.length) {
      const [v, expanded] = stack.pop();
      const ks = children[v];
      if (!expanded && ks.length) {
        stack.push([v, true]);
        for (const c of ks) stack.push([c, false]);
        continue;
      }
      const half = width[v] / 2;
      const contour = { left: [-half], right: [half] };
      if (ks.length) {
        const order = mirror ? ks.slice().reverse() : ks;
        let acc = null;
        const shifts = [];
        for (const c of order) {
          const cc = contours[c];
          contours[c] = null;
          let shift = 0;
          if (acc) {
            shift = -Infinity;
            const m = Math.min(acc.right.length, cc.left.length);
            for (let d = 0; d < m; d++) shift = Math.max(shift, acc.right[d] - cc.left[d] + gap);
          }
          shifts.push(shift);
          if (!acc) acc = cc;
          else {
            for (let d = 0; d < cc.left.length; d++) {
              if (d < acc.left.length) acc.right[d] = cc.right[d] + shift;
              else { acc.left.push(cc.left[d] + shift); acc.right.push(cc.right[d] + shift); }
            }
          }
        }
        const centre = (shifts[0] + shifts[shifts.length - 1]) / 2;
        order.forEach((c, j) => { offset[c] = mirror ? centre - shifts[j] : shifts[j] - centre; });
        for (let d = 0; d < acc.left.length; d++) {
          contour.left.push(acc.left[d] - centre);
          contour.right.push(acc.right[d] - centre);
        }
      }
      contours[v] = contour;
    }
  }
  function tidy(children, width, gap) {
    const n = children.length;
    const left = new Array(n).fill(0), right = new Array(n).fill(0), x = new Array(n).fill(0);
    pass(children, width, gap, false, left);
    pass(children, width, gap, true, right);
    const stack = [0];
    while (stack.length) {
      const v = stack.pop();
      for (const c of children[v]) { x[c] = x[v] + (left[c] + right[c]) / 2; stack.push(c); }
    }
    let min = Infinity, max = -Infinity;
    for (let i = 0; i < n; i++) { min = Math.min(min, x[i] - width[i] / 2); max = Math.max(max, x[i] + width[i] / 2); }
    return { x: x.map((v) => v - min), width: max - min };
  }

  // ---- Which nodes are shown: everything down to the collapsed nodes. ----
  const collapsed = new Uint8Array(N);
  for (let i = 0; i < N; i++) if (allKids(i) > 0 && ply[i] >= D.init.depth) collapsed[i] = 1;
  // Carried over from the first stage: exactly the nodes the reader had open.
  if (carry) for (let i = 0; i < N; i++) collapsed[i] = allKids(i) > 0 && !carry.open.has(i) ? 1 : 0;
  let visible = [];       // shown node ids in visit order
  let pos = new Map();    // id -> {x, y, w}
  let fig = { width: 0, height: 0 };
  function collectVisible() {
    const out = [];
    const stack = [0];
    while (stack.length) {
      const v = stack.pop();
      out.push(v);
      if (!collapsed[v]) {
        const ks = kids(v);
        for (let j = Math.min(ks.length, D.init.child_cap) - 1; j >= 0; j--) stack.push(ks[j]);
      }
    }
    return out;
  }
  function jsLayout(ids) {
    const index = new Map(ids.map((id, j) => [id, j]));
    const children = ids.map(() => []);
    const width = ids.map((id) => nodeWidth(finalLabel(id), id === 0 ? null : edgeText(id)));
    ids.forEach((id, j) => { if (j > 0) children[index.get(parent[id])].push(j); });
    const t = tidy(children, width, GAP);
    return { x: t.x.map((v) => v + MARGIN), w: width, width: t.width + 2 * MARGIN };
  }
  function place(useRust) {
    visible = collectVisible();
    let xs, ws, width;
    if (useRust) { xs = D.init.x; ws = D.init.w; width = D.init.width; }
    else { const l = jsLayout(visible); xs = l.x; ws = l.w; width = l.width; }
    pos = new Map();
    let maxY = 0;
    visible.forEach((id, j) => {
      const y = MARGIN + NODE_H / 2 + ply[id] * LEVEL_H;
      maxY = Math.max(maxY, y);
      pos.set(id, { x: xs[j], y, w: ws[j] });
    });
    fig = { width, height: maxY + NODE_H / 2 + MARGIN };
  }

  // ---- Principal variation. ----
  let pvShown = carry ? carry.pvShown : false;
  const onPv = new Uint8Array(N);
  for (const id of D.pv) onPv[id] = 1;
  const chosen = D.pv.length > 1 ? D.pv[1] : -1;

  // ---- Drawing. ----
  const svg = document.getElementById("gt-svg");
  const vp = document.getElementById("gt-viewport");
  const el = (tag, attrs, parentEl) => {
    const e = document.createElementNS(NS, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (parentEl) parentEl.appendChild(e);
    return e;
  };
  let nodeEls = new Map(), labelEls = new Map(), edgeEls = new Map(), mvEls = new Map(), titleEls = new Map();
  function draw() {
    vp.textContent = "";
    nodeEls = new Map(); labelEls = new Map(); edgeEls = new Map(); mvEls = new Map(); titleEls = new Map();
    const gEdges = el("g", {}, vp), gMoves = el("g", {}, vp), gNodes = el("g", {}, vp);
    for (const id of visible) {
      const p = pos.get(id);
      if (id > 0) {
        const q = pos.get(parent[id]);
        let cls = "edge";
        if (kind[id] === PRUNED) cls += " pruned";
        else if (id === chosen) cls += " chosen";
        else if (onPv[id] && onPv[parent[id]]) cls += " pv";
        if (pvShown && onPv[id] && onPv[parent[id]]) cls += " pvsel";
        const x1 = q.x, y1 = q.y + halfHeight(parent[id], q.w), x2 = p.x, y2 = p.y - halfHeight(id, p.w);
        const wide = visits ? { class: cls + " visits", style: "--w:" + visitsWidth(id) } : { class: cls };
        edgeEls.set(id, el("line", { ...wide, x1, y1, x2, y2 }, gEdges));
        const m = edgeText(id);
        if (m !== null) {
          // Near the child, where the slots keep neighbouring labels apart (nodeWidth).
          const t = el("text", { class: "mv" + (kind[id] === PRUNED ? " pruned" : id === chosen ? " chosen" : ""), x: x1 + (x2 - x1) * MOVE_AT, y: y1 + (y2 - y1) * MOVE_AT }, gMoves);
          t.textContent = m;
          mvEls.set(id, t);
        }
      }
      const cls = ["node", ["max", "min", "chance"][player[id]]];
      if (kind[id] === LEAF) cls.push("leaf");
      if (kind[id] === TERMINAL) cls.push("terminal");
      if (kind[id] === PRUNED) cls.push("pruned");
      if (onPv[id]) cls.push("pv");
      if (pvShown && onPv[id]) cls.push("pvsel");
      const g = el("g", { class: cls.join(" "), transform: "translate(" + p.x + "," + p.y + ")", "data-id": id }, gNodes);
      const shape = (inset, extra) => player[id] === 0
        ? el("rect", { class: extra, x: -p.w / 2 + inset, y: -NODE_H / 2 + inset, width: p.w - 2 * inset, height: NODE_H - 2 * inset, rx: 2 }, g)
        : el("ellipse", { class: extra, cx: 0, cy: 0, rx: p.w / 2 - inset, ry: halfHeight(id, p.w) - inset }, g);
      shape(0, "shape");
      if (kind[id] === TERMINAL) shape(3, "shape inner");
      const t = el("text", { class: "label", x: 0, y: 0.5 }, g);
      labelEls.set(id, t);
      const nk = allKids(id);
      if (collapsed[id]) {
        const b = el("text", { class: "badge", x: 0, y: halfHeight(id, p.w) + 11 }, g);
        b.textContent = "+" + shortCount(below(id));
        el("title", {}, b).textContent = msg('steps-report-below', { n: below(id) });
      } else if (nk > D.init.child_cap) {
        const b = el("text", { class: "badge", x: 0, y: halfHeight(id, p.w) + 11 }, g);
        b.textContent = msg('steps-report-more', { n: nk - D.init.child_cap });
      }
      const title = el("title", {}, g);
      title.textContent = describe(id);
      titleEls.set(id, title);
      nodeEls.set(id, g);
    }
    applyStep();
  }

  // ---- Replay: the step model of src/render/model/steps.rs, step for step (tests/browser/report.rs
  // compares every caption and label with it). A step enters an interior node (0),
  // leaves it (1), cuts off its remaining moves (2), or values a leaf or finished game
  // (3: entered and left at once). ----
  let enter, leave, appear, cutAt, evNode, evType, E = 0;
  function buildEvents() {
    enter = new Int32Array(N).fill(-1); leave = new Int32Array(N).fill(-1); appear = new Int32Array(N).fill(-1);
    cutAt = new Int32Array(N).fill(-1);
    evNode = []; evType = [];
    const stack = [];
    const closeUntil = (p) => {
      while (stack.length && stack[stack.length - 1] !== p) {
        const t = stack.pop(); leave[t] = evNode.length; evNode.push(t); evType.push(1);
      }
    };
    for (let i = 0; i < N; i++) {
      if (kind[i] === PRUNED) {
        const p = parent[i];
        if (kind[p] === PRUNED) { appear[i] = appear[p]; continue; }
        if (cutAt[p] < 0) { closeUntil(p); cutAt[p] = evNode.length; evNode.push(p); evType.push(2); }
        appear[i] = cutAt[p];
      } else {
        if (i > 0) closeUntil(parent[i]);
        if (kind[i] === LEAF || kind[i] === TERMINAL) {
          enter[i] = leave[i] = evNode.length; evNode.push(i); evType.push(3);
        } else {
          enter[i] = evNode.length; evNode.push(i); evType.push(0); stack.push(i);
        }
      }
    }
    closeUntil(-1);
    E = evNode.length;
    if (MC) { evNode = MC.steps.map((s) => s[2]); evType = MC.steps.map(() => 4); E = evNode.length; }
  }
  // A Monte Carlo tree search's steps, four phases an iteration, computed in Rust
  // (src/render/model/mcts_steps.rs): each step's node and caption, the step each node
  // enters the tree, N and W after each backpropagation. Nothing is recomputed here.
  const MC = D.mcts || null;
  // N and W (as text) of every node at step k: the updates of the steps up to k.
  let mcAt = -1, mcN = null, mcW = null;
  function mcStats(k) {
    if (mcAt === k) return;
    mcN = new Int32Array(N); mcW = new Array(N).fill("0");
    for (let j = 0; j <= k && j < MC.steps.length; j++) for (const [v, n, w] of MC.steps[j][4]) { mcN[v] = n; mcW[v] = w; }
    mcAt = k;
  }
  // A caption's parts (mcts_steps.rs, Packer): a number, text, a decimal, a message
  // (its id without `steps-mcts-`), lists, a node's name from `names`.
  const mcId = (id) => (id.startsWith("steps-") ? id : "steps-mcts-" + id);
  function mcText(part) {
    if (typeof part === "number" || typeof part === "string") return part;
    if (part.d !== undefined) return dec(part.d);
    if (part.r !== undefined) return mcText(MC.names[part.r]);
    if (part.m !== undefined) return mcWords(part.m);
    if (part.and !== undefined) return wordList(part.and.map(mcText));
    if (part.semi !== undefined) return part.semi.map(mcText).join("; ");
    if (part.cand !== undefined) return wordList(part.cand.map(([name, ucb]) => msg('steps-mcts-candidate', { name: mcText(name), ucb: dec(ucb) })));
    if (part.upd !== undefined) return part.upd.map(([name, n0, n1, w0, w1]) => msg('steps-mcts-update', { name: mcText(name), n0, n1, w0: dec(w0), w1: dec(w1) })).join("; ");
    return "";
  }
  function mcWords(w) {
    if (typeof w === "string") return msg(mcId(w));
    const a = {};
    for (const k of Object.keys(w[1])) a[k] = mcText(w[1][k]);
    return msg(mcId(w[0]), a);
  }
  const MC_PHASES = ['steps-mcts-selection', 'steps-mcts-expansion', 'steps-mcts-simulation', 'steps-mcts-backpropagation'];
  const mcCaption = (s) => msg('steps-mcts-caption', { k: s[0] + 1, phase: msg(MC_PHASES[s[1]]), text: mcWords(s[3]) });
  buildEvents();
  let step = E - 1;
  // Whether the summary shows the result (the replay at its last step).
  let summaryShown = null;
  const isGroup = new Uint8Array(N);
  for (const g of D.groups || []) isGroup[g] = 1;
  const settled = new Uint8Array(N);
  for (const g of D.settled || []) settled[g] = 1;
  // The cut-offs a node's window does not explain (src/render/backend/html.rs, CutWhy).
  const cutWhy = new Map((D.cutwhy || []).map((c) => [c[0], c]));
  // Where node i stands after step k: 0 not yet, 1 open, 2 done, 3 pruned.
  function stateAt(i, k) {
    if (MC) return MC.born[i] >= 0 && MC.born[i] <= k ? 2 : 0;
    if (kind[i] === PRUNED) return appear[i] > k ? 0 : 3;
    if (enter[i] > k) return 0;
    return leave[i] <= k ? 2 : 1;
  }
  const stm = meta.perspective === "side-to-move";
  const lowerAt = (i) => stm || player[i] === 0;
  function provisional(i, k) {
    // What the children returned by step k say of node i, in the recording's view: the
    // best of them (a win seen one ply nearer), a lower bound in the side to move's
    // view and at MAX nodes in MAX's view, an upper bound at MIN nodes in MAX's view.
    // Only children whose value bounds the node that way count: exact values, and
    // bounds from the right side. A chance node's value so far bounds nothing; a
    // group's searches are not its moves.
    if (player[i] === CHANCE || isGroup[i]) return null;
    const lower = lowerAt(i);
    let best = null;
    for (const c of kids(i)) {
      if (kind[c] === PRUNED || leave[c] < 0 || leave[c] > k || value[c] === null || bound[c] === 0) continue;
      // Negamax forms negate a child's value, unless the same side moves again there.
      const negate = stm && player[c] !== player[i];
      const v = negate ? -value[c] : value[c];
      const b = negate && bound[c] === 2 ? 3 : negate && bound[c] === 3 ? 2 : bound[c];
      if (!(b === 1 || (b === 2 ? lower : !lower))) continue;
      best = best === null ? v : lower ? Math.max(best, v) : Math.min(best, v);
    }
    return best === null ? null : nearer(best);
  }
  function windowAt(i, k) {
    if (alpha[i] === null) return null;
    let a = alpha[i], b = beta[i];
    const p = provisional(i, k);
    if (p !== null) { if (lowerAt(i)) a = Math.max(a, p); else b = Math.min(b, p); }
    return [a, b];
  }
  const boundedText = (v, b) => (b === 2 ? "≥" : b === 3 ? "≤" : "") + scoreText(v);
  function openLabel(i, k) {
    // The value so far as a bound (nothing before a child has returned), the window
    // as it stands, or both (`?` for the value not known yet).
    const f = flip(i);
    const p = provisional(i, k);
    let soFar = null;
    if (p !== null) {
      const lower = lowerAt(i) !== f;
      soFar = (lower ? "≥" : "≤") + scoreText(f ? -p : p);
    }
    let w = windowAt(i, k);
    if (w && f) w = [-w[1], -w[0]];
    if (labelMode === "window" && w) return "[" + scoreText(w[0]) + ", " + scoreText(w[1]) + "]";
    if (labelMode === "triple" && w) return scoreText(w[0]) + " | " + (soFar === null ? "?" : soFar) + " | " + scoreText(w[1]);
    return soFar === null ? "" : soFar;
  }
  // An explicit tree's leaves are given with the problem: shown before they are reached.
  const leavesGiven = given !== null;
  // Node i's N and W (text, the leaves' units) at the replay's step k, from the steps'
  // updates (mcts_steps.rs); null before it enters the tree (just added: 0 and "0").
  function statsAt(i, k) {
    if (stateAt(i, k) === 0) return null;
    mcStats(k);
    return [mcN[i], mcW[i]];
  }
  function labelAt(i, k) {
    // W/N as they stand (mcts_steps.rs, stat_label): 0/0 until the first visit,
    // nothing before the node enters the tree.
    if (MC) { const s = statsAt(i, k); return s === null ? "" : dec(s[1]) + "/" + s[0]; }
    const st = stateAt(i, k);
    // A leaf not reached yet shows its value only, not the window it will get.
    if (st === 0) return !leavesGiven ? "" : kind[i] === LEAF ? finalLabel(i, "value") : kind[i] === PRUNED ? finalLabel(i) : "";
    if (st === 1) return openLabel(i, k);
    return finalLabel(i);
  }
  // The width of the edge into node i at step k: visits_width of its N then, by the
  // most visited child of the root then (style.rs, visits_width; the final width at
  // the last step).
  function widthAt(i, k) {
    mcStats(k);
    let most = 0;
    for (const c of kids(0)) most = Math.max(most, mcN[c]);
    return Math.round((0.8 + 4.4 * Math.min(mcN[i], most) / (most || 1)) * 100) / 100;
  }
  function applyStep() {
    const k = step;
    // The path from the root to the step's node, highlighted while replaying.
    const onPath = new Set();
    if (k < E - 1) for (let v = evNode[k]; v >= 0; v = v > 0 ? parent[v] : -1) onPath.add(v);
    for (const id of visible) {
      const g = nodeEls.get(id);
      g.classList.toggle("onpath", onPath.has(id));
      const st = stateAt(id, k);
      const notyet = st === 0;
      g.classList.toggle("notyet", notyet);
      g.classList.toggle("open", st === 1);
      g.classList.toggle("current", evNode[k] === id && evType[k] !== 2);
      g.classList.toggle("cutnow", evNode[k] === id && evType[k] === 2);
      labelEls.get(id).textContent = labelAt(id, k);
      // A search's tooltip tells N, W and Q as of the step.
      if (MC) titleEls.get(id).textContent = describe(id);
      if (id > 0) {
        if (MC) edgeEls.get(id).style.setProperty("--w", widthAt(id, k));
        edgeEls.get(id).classList.toggle("notyet", notyet);
        edgeEls.get(id).classList.toggle("onpath", onPath.has(id));
        const m = mvEls.get(id);
        if (m) m.classList.toggle("notyet", notyet);
        // A scout and its re-search are marked once the re-search begins (steps.rs, move_at).
        if (m && again !== null && again[id]) {
          const sibs = kids(parent[id]);
          const re = again[id] === 2 ? id : sibs[sibs.indexOf(id) + 1];
          const told = re === undefined || stateAt(re, k) !== 0;
          const text = edgeText(id, told);
          if (m.textContent !== text) m.textContent = text === null ? "" : text;
        }
      }
    }
    treeTexts(k);
    markTree();
    svg.classList.toggle("replaying", k < E - 1);
    // A Monte Carlo tree search's nodes not in the tree yet are hidden, not faded.
    svg.classList.toggle("mcts", MC !== null);
    const slider = document.getElementById("gt-slider");
    slider.max = String(Math.max(E - 1, 0));
    slider.value = String(k);
    // The first stage's steps are not the search's: the replay waits for the rest.
    document.getElementById("gt-step").textContent = P ? msg('steps-report-reading') : msg('steps-report-step', { k: k + 1, n: E });
    document.getElementById("gt-event").textContent = P ? msg('steps-report-wait', { n: TOTAL }) : eventText(k);
    // The heading tells the result at the last step only (a --title stays as given).
    const heading = document.getElementById("gt-title");
    if (heading && heading.dataset.done) heading.textContent = !P && k === E - 1 ? heading.dataset.done : heading.dataset.plain;
    if (summaryShown !== (k === E - 1)) { summaryShown = k === E - 1; summary(); }
  }
  // ---- Node names, as `gametree check` writes them (src/record/names.rs): a unique
  // label, else the nearest uniquely labelled ancestor and the child places below it
  // (`C.2`), else the places from the root (`1.2`), the root `root`. ----
  const labelCount = new Map();
  for (let i = 0; i < N; i++) {
    const l = name(D.lab[i]);
    if (l !== null) labelCount.set(l, (labelCount.get(l) || 0) + 1);
  }
  const placeOf = new Int32Array(N);
  for (let p = 0; p < N; p++) { let j = 1; for (const c of kids(p)) placeOf[c] = j++; }
  const uniqueLabel = (i) => { const l = name(D.lab[i]); return l !== null && labelCount.get(l) === 1 ? l : null; };
  // The name, and whether it spells the moves that lead to the node (explicit trees
  // name unnamed moves by their place; a game's `1.2` does not say `b3 a3`).
  function nameOf(i) {
    const places = [];
    let spelled = true, at = i, base = null;
    for (;;) {
      base = uniqueLabel(at);
      if (base !== null || at === 0) break;
      if (name(D.mv[at]) !== String(placeOf[at])) spelled = false;
      places.push(placeOf[at]);
      at = parent[at];
    }
    const parts = base === null ? [] : [base];
    for (let j = places.length - 1; j >= 0; j--) parts.push(String(places[j]));
    // The root without a name of its own is the root in the page's language (steps.rs, node_name).
    return { name: parts.length ? parts.join(".") : i === 0 && name(D.lab[0]) === null ? msg('steps-root') : "root", spelled };
  }
  // The root without a name of its own, which some languages decline (steps.rs, is_unnamed_root).
  const unnamedRoot = (i) => i === 0 && name(D.lab[0]) === null;
  function path(i) {
    const moves = [];
    for (let v = i; v > 0; v = parent[v]) moves.push(shortLabel(name(D.mv[v])));
    return moves.reverse();
  }
  function nodeName(i) {
    const n = nameOf(i);
    n.name = shortLabel(n.name);
    if (n.spelled) return n.name;
    const p = path(i);
    const way = p.length > 6 ? "… " + p.slice(p.length - 6).join(" ") : p.join(" ");
    return msg('steps-node-after', { name: n.name, way });
  }
  const wordList = (w) => (w.length <= 1 ? w.join("") : msg('steps-list-and', { init: w.slice(0, -1).join(", "), last: w[w.length - 1] }));
  function prunedList(i) {
    const pruned = [];
    for (const c of kids(i)) if (kind[c] === PRUNED) pruned.push(c);
    const byMove = pruned.some((c) => !nameOf(c).spelled);
    const words = pruned.map((c) => shortLabel(byMove ? name(D.mv[c]) : nameOf(c).name));
    const args = { list: wordList(words), n: words.length };
    return byMove ? msg('steps-pruned-moves', args) : msg('steps-pruned-names', args);
  }
  function eventText(k) {
    if (k < 0 || k >= E) return "";
    if (MC) return mcCaption(MC.steps[k]);
    const i = evNode[k];
    const s = shown(i);
    const name = nodeName(i);
    const root = unnamedRoot(i) ? "yes" : "no";
    const t = (v) => dec(scoreText(v));
    const value = s.v === null ? "?" : dec(boundedText(s.v, s.b));
    const bound = s.b === 2 ? msg('steps-bound-lower') : s.b === 3 ? msg('steps-bound-upper') : "";
    if (evType[k] === 0) {
      const window = s.w ? windowText(t(s.w[0]), t(s.w[1])) : null;
      if (s.w && again !== null && again[i] === 2) {
        // A re-search: its scout is the previous sibling (Recording::scout_of).
        const sibs = kids(parent[i]);
        const scout = sibs[sibs.indexOf(i) - 1], sc = shown(scout);
        const got = sc.v === null ? "?" : dec(boundedText(sc.v, sc.b));
        return msg('steps-re-search', { name, window, scout: nodeName(scout), got });
      }
      return window === null ? msg('steps-enter', { name, root }) : msg('steps-enter-window', { name, window, root });
    }
    if (evType[k] === 3) return msg(kind[i] === TERMINAL ? 'steps-evaluate-terminal' : 'steps-evaluate-leaf', { name, value, bound });
    if (evType[k] === 1) {
      if (settled[i]) return msg('steps-leave-table', { name, value, bound, root });
      // A fail-hard bound is its window's (src/render/model/steps.rs, returned).
      let rule = "";
      if (D.hard && s.v !== null && s.w && (s.b === 2 || s.b === 3) && s.v === (s.b === 3 ? s.w[0] : s.w[1])) {
        rule = " (" + (s.b === 3 ? msg('steps-fail-hard-alpha', { alpha: t(s.w[0]) }) : msg('steps-fail-hard-beta', { beta: t(s.w[1]) })) + ")";
      }
      return msg('steps-leave', { name, value, bound, rule, root });
    }
    const c = cutWhy.get(i);
    let why;
    if (!c) {
      let w = windowAt(i, k);
      if (flip(i)) w = [-w[1], -w[0]];
      why = "α = " + t(w[0]) + (meta.prune_on === "gt" ? " > " : " ≥ ") + "β = " + t(w[1]);
    } else if (c[1] === "table") why = msg('steps-cut-table');
    else if (c[1] === "probe") why = msg('steps-cut-probe');
    else if (c[1] === "chance") why = ((LANG.chance || {})[lang] || {})[i] || c[2];
    else why = msg('steps-cut-best', { value: t(flip(i) ? -num(c[2]) : num(c[2])) });
    return msg('steps-cutoff', { name, why, pruned: prunedList(i), root });
  }
  // The search's marks on a node (src/render/backend/html.rs, marks): tokens, worded here.
  const MARK_IDS = {
    group: 'steps-report-mark-group', pass: 'steps-report-mark-pass', iteration: 'steps-report-mark-iteration',
    research: 'steps-report-mark-research', quiescence: 'steps-report-mark-quiescence', probing: 'steps-report-mark-probing',
    "probe miss": 'steps-report-mark-probe-miss', "probe hit": 'steps-report-mark-probe-hit',
    "probe narrowed": 'steps-report-mark-probe-narrowed', "probe cutoff": 'steps-report-mark-probe-cutoff',
    "stored exact": 'steps-report-mark-stored-exact', "stored lower": 'steps-report-mark-stored-lower',
    "stored upper": 'steps-report-mark-stored-upper',
  };
  const markText = (token) => {
    const n = /^(pass|iteration) (\d+)$/.exec(token);
    return n ? msg(MARK_IDS[n[1]], { n: Number(n[2]) }) : MARK_IDS[token] ? msg(MARK_IDS[token]) : token;
  };
  function describe(i) {
    const s = shown(i);
    const parts = [nodeName(i), msg(['steps-report-node-max', 'steps-report-node-min', 'steps-report-node-chance'][player[i]], { ply: ply[i] })];
    // A move drawn shortened, whole here (to the first 1,000 characters).
    const mv = i > 0 ? name(D.mv[i]) : null;
    if (mv !== null && shortLabel(mv) !== mv) parts.push(msg('steps-report-move', { move: shortLabel(mv, 1000) }));
    if (D.prob && name(D.prob[i]) !== null) parts.push(msg('steps-report-probability', { p: name(D.prob[i]) }));
    if (kind[i] === PRUNED) parts.push(msg('steps-report-never'));
    else if (visits) {
      // N, W and Q as they stand at the replay's step (none before the node enters
      // the tree); the final ones at the last step.
      const at = MC ? statsAt(i, step) : null;
      if (!MC) {
        const q = visits[i] ? total[i] / visits[i] / SCALE : 0;
        parts.push(msg('figure-mcts-panel', { n: visits[i], w: dec(scoreText(total[i])), q: dec(q.toFixed(2)) }));
      } else if (at !== null) {
        const q = at[0] ? Number(at[1]) / at[0] : 0;
        parts.push(msg('figure-mcts-panel', { n: at[0], w: dec(at[1]), q: dec(q.toFixed(2)) }));
      }
      if (kind[i] === LEAF) parts.push(msg('steps-report-valued'));
      if (kind[i] === TERMINAL) parts.push(msg('steps-report-terminal'));
    } else {
      if (s.w) parts.push(msg('steps-report-window', { window: windowText(dec(scoreText(s.w[0])), dec(scoreText(s.w[1]))) }));
      const value = dec(scoreText(s.v));
      parts.push(msg(s.b === 2 ? 'steps-report-node-lower' : s.b === 3 ? 'steps-report-node-upper' : 'steps-report-node-value', { value }));
      if (kind[i] === LEAF) parts.push(msg('steps-report-valued'));
      if (kind[i] === TERMINAL) parts.push(msg('steps-report-terminal'));
      if (cutoff[i]) parts.push(msg('steps-report-cut-here'));
    }
    if (D.marks && D.marks[i]) parts.push(D.marks[i].split(";").map(markText).join("; "));
    return parts.join("; ");
  }

  // ---- Position panel: each game's board picture (cells on a grid), drawn alike. ----
  // A cell named in the move that led to the node is highlighted: the move's squares
  // (split at - x :), prefixed as the parent's picture says (Kalah: s3, n3).
  // The picture of board name `b`: its diagram read with the recording's layout
  // (src/game/picture.rs, Layout::picture, does the same in Rust).
  const MARKS = new Map(((D.layout && D.layout.marks) || []).map(([k, m]) => [k, m]));
  function picture(b) {
    const L = D.layout, diagram = name(b);
    if (!L || diagram === null) return null;
    const tokens = L.separators === "" ? Array.from(diagram) : diagram.split(new RegExp("[" + L.separators.replace(/[\]\\^-]/g, "\\$&") + "]"));
    const markOf = (t) => (MARKS.has(t) ? MARKS.get(t) : /^\d+$/.test(t) ? { kind: "count", n: Number(t) } : { kind: "none" });
    const cells = [];
    for (const s of L.slots) {
      if (s.token !== null && tokens[s.token] === undefined) return null;
      cells.push({ col: s.col, row: s.row, width: s.width, height: s.height, shape: s.shape, keys: s.keys, mark: s.token === null ? { kind: "none" } : markOf(tokens[s.token]) });
    }
    let caption = "";
    for (const part of L.caption) {
      if (part.text !== undefined) caption += part.text;
      else if (part.token !== undefined) caption += tokens[part.token];
      else { const [i, names] = part.named, hit = names.find(([k]) => k === tokens[i]); caption += hit ? hit[1] : tokens[i]; }
    }
    return { cols: L.cols, rows: L.rows, cells, caption, move_prefix: L.move_prefix === null ? "" : tokens[L.move_prefix], coordinates: L.coordinates || [], move_separators: L.move_separators || "" };
  }
  // The colours of src/render/model/board.rs, so that figures and report agree.
  const BOARD = { plain: "#ffffff", light: "#f0e2c4", dark: "#9c7a54", pit: "#f3ead7", pitLine: "#8d6e63", lit: "#ffe08a", litDark: "#c99a2e", hole: "#1e5bb8", litHole: "#6fa0e8" };
  function drawPicture(pic, mv, parentPic) {
    const u = Math.min(40, Math.floor(256 / pic.cols));
    const prefix = parentPic ? parentPic.move_prefix : "";
    // The squares the move names: its parts between the game's separators (Picture::named_by).
    const seps = pic.move_separators;
    const parts = seps === "" ? [mv || ""] : (mv || "").split(new RegExp("[" + seps.replace(/[\]\\^-]/g, "\\$&") + "]"));
    const named = new Set(parts.filter((t) => t !== "").map((t) => prefix + t));
    // Room for the coordinates: files and pit numbers above or below, ranks at the left.
    const has = (e) => pic.coordinates.some((c) => c.edge === e);
    const left = has("left") ? 16 : 4, top = has("top") ? 16 : 4, bottom = has("bottom") ? 16 : 4;
    const w = pic.cols * u + left + 4, h = pic.rows * u + top + bottom;
    let s = '<svg width="' + w + '" height="' + h + '" viewBox="0 0 ' + w + " " + h + '" xmlns="' + NS + '">';
    for (const c of pic.cells) {
      const x = left + c.col * u, y = top + c.row * u, cw = c.width * u, ch = c.height * u;
      const cx = x + cw / 2, cy = y + ch / 2, hl = c.keys.some((k) => named.has(k));
      const keys = ' class="cell ' + c.shape + (hl ? " lit" : "") + '" data-keys="' + c.keys.join(" ") + '"';
      if (c.shape === "plain") s += "<rect" + keys + ' x="' + x + '" y="' + y + '" width="' + cw + '" height="' + ch + '" fill="' + (hl ? BOARD.lit : BOARD.plain) + '" stroke="#333"/>';
      else if (c.shape === "light" || c.shape === "dark") s += "<rect" + keys + ' x="' + x + '" y="' + y + '" width="' + cw + '" height="' + ch + '" fill="' + (c.shape === "dark" ? (hl ? BOARD.litDark : BOARD.dark) : hl ? BOARD.lit : BOARD.light) + '"/>';
      else if (c.shape === "pit") s += "<circle" + keys + ' cx="' + cx + '" cy="' + cy + '" r="' + (u / 2 - 3) + '" fill="' + (hl ? BOARD.lit : BOARD.pit) + '" stroke="' + BOARD.pitLine + '"/>';
      else if (c.shape === "store") s += "<rect" + keys + ' x="' + (x + 2) + '" y="' + (y + 2) + '" width="' + (cw - 4) + '" height="' + (ch - 4) + '" rx="12" fill="' + BOARD.pit + '" stroke="' + BOARD.pitLine + '"/>';
      else if (c.shape === "hole") s += "<rect" + keys + ' x="' + x + '" y="' + y + '" width="' + cw + '" height="' + ch + '" fill="' + (hl ? BOARD.litHole : BOARD.hole) + '"/><circle cx="' + cx + '" cy="' + cy + '" r="' + 0.4 * u + '" fill="#fff" stroke="#333" stroke-width="0.6"/>';
      else if (c.shape === "heap") s += "<rect" + keys + ' x="' + (x + 1) + '" y="' + (y + 1) + '" width="' + (cw - 2) + '" height="' + (ch - 2) + '" fill="' + (hl ? BOARD.lit : BOARD.plain) + '" stroke="' + BOARD.pitLine + '"/>';
      const m = c.mark.kind;
      if (c.shape === "heap" && m === "count") {
        // A heap's count is that many stones in a row.
        for (let i = 0; i < Math.min(c.mark.n, c.width); i++) s += '<circle class="stone" cx="' + (x + (i + 0.5) * u) + '" cy="' + cy + '" r="' + 0.32 * u + '" fill="#78909c" stroke="#37474f"/>';
        continue;
      }
      if (m === "reddisc" || m === "yellowdisc") {
        s += '<circle class="piece ' + m + '" cx="' + cx + '" cy="' + cy + '" r="' + 0.4 * u + '" fill="' + (m === "reddisc" ? "#d32f2f" : "#fbc02d") + '" stroke="#000"/>';
        continue;
      }
      if (m === "cross") { const a = 0.225 * u, b = 0.55 * u; s += '<path d="M' + (x + a) + " " + (y + a) + "l" + b + " " + b + "m0 " + -b + "l" + -b + " " + b + '" stroke="#1f4e9e" stroke-width="4"/>'; }
      else if (m === "ring") s += '<circle cx="' + cx + '" cy="' + cy + '" r="' + 0.3 * u + '" fill="none" stroke="#c62828" stroke-width="4"/>';
      else if (m === "count") s += '<text x="' + cx + '" y="' + (cy + 4) + '" font-size="12" text-anchor="middle">' + c.mark.n + "</text>";
      else if (m === "glyph") {
        // A white piece as the solid figurine filled white (as the figures draw it):
        // a dark square shows through the outline figurine.
        const g = String(c.mark.n.glyph), code = g.codePointAt(0), white = code >= 0x2654 && code <= 0x2659;
        const paint = white ? ' fill="#fafafa" stroke="#333" stroke-width="1.5" paint-order="stroke"' : ' fill="#222"';
        s += '<text class="glyph" x="' + cx + '" y="' + (cy + 0.3 * u) + '" font-size="' + 0.85 * u + '" text-anchor="middle"' + paint + ">" + (white ? String.fromCodePoint(code + 6) : g.replace(/[<&]/g, "")) + "</text>";
      }
      else if (m !== "none") {
        const light = m === "lightman" || m === "lightking";
        s += '<circle class="piece ' + m + '" cx="' + cx + '" cy="' + cy + '" r="' + 0.36 * u + '" fill="' + (light ? "#fafafa" : "#222") + '" stroke="' + (light ? "#333" : "#000") + '"/>';
        if (m === "lightking" || m === "darkking") s += '<circle cx="' + cx + '" cy="' + cy + '" r="' + 0.18 * u + '" fill="none" stroke="' + (light ? "#c62828" : "#ffd54f") + '" stroke-width="2.5"/>';
      }
    }
    for (const c of pic.coordinates) {
      const along = c.at * u + u / 2;
      const [x, y] = c.edge === "top" ? [left + along, top - 5] : c.edge === "bottom" ? [left + along, top + pic.rows * u + 12] : [left / 2, top + along + 4];
      s += '<text class="coord" x="' + x + '" y="' + y + '" font-size="10" fill="#555" text-anchor="middle">' + String(c.text).replace(/[<&]/g, "") + "</text>";
    }
    const caption = document.createElement("div");
    caption.textContent = pic.caption;
    return s + "</svg>" + caption.outerHTML;
  }
  function showNode(i) {
    const boardEl = document.getElementById("gt-board");
    const pic = D.board.length ? picture(D.board[i]) : null;
    const mv = i > 0 ? name(D.mv[i]) : null;
    const parentPic = i > 0 && D.board.length ? picture(D.board[parent[i]]) : null;
    boardEl.innerHTML = pic ? drawPicture(pic, mv, parentPic) : "";
    const info = document.getElementById("gt-node");
    info.textContent = "";
    for (const line of describe(i).split("; ")) {
      const d = document.createElement("div");
      d.textContent = line;
      info.appendChild(d);
    }
  }

  // ---- Summary and legend. ----
  function summary() {
    const dl = document.getElementById("gt-summary");
    dl.textContent = "";
    const st = meta.stats;
    // While the replay is before its last step the result is not told yet.
    const later = E && step < E - 1 ? msg('steps-report-later') : null;
    const rows = [
      [msg('steps-report-game'), meta.game], [msg('steps-report-algorithm'), meta.algorithm], [msg('steps-report-evaluation'), meta.evaluation],
      [msg('steps-report-depth'), meta.depth === null ? msg('steps-report-to-the-end') : String(meta.depth)],
      [msg('steps-report-value'), later || msg('steps-report-value-max', { value: dec(scoreText(num(meta.value))) })],
      [msg('steps-report-best-move'), later || shortLabel(meta.best_move) || msg('steps-report-none')],
      [msg('steps-report-pv-long'), later || meta.principal_variation.map((m) => shortLabel(m)).join(" ") || "—"],
      [msg('steps-report-visited'), String(st.visited)], [msg('steps-report-leaves'), String(st.leaves)], [msg('steps-report-terminals'), String(st.terminals)],
      [msg('steps-report-cutoffs'), String(st.cutoffs)], [msg('steps-report-pruned'), String(st.pruned)], [msg('steps-report-recorded'), String(TOTAL)],
      [msg('steps-report-values-shown'), valuesMode === "max" ? msg('steps-report-from-max') : msg('steps-report-from-stm')],
    ];
    for (const [k, v] of rows) {
      const dt = document.createElement("dt"); dt.textContent = k; dl.appendChild(dt);
      const dd = document.createElement("dd"); dd.textContent = v; dl.appendChild(dd);
    }
  }
  function hiddenNote() {
    const hidden = TOTAL - visible.length;
    const counts = { shown: visible.length, total: TOTAL, hidden };
    document.getElementById("gt-hidden").textContent = (hidden ? msg('steps-report-showing-hidden', counts) : msg('steps-report-showing', counts)) +
      " " + msg('steps-report-click') + (P ? " " + msg('steps-report-reading-whole') : "");
  }
  function legend() {
    const items = [
      ['<rect x="2" y="4" width="26" height="14" rx="2" fill="var(--max-fill)" stroke="var(--max-line)"/>', msg('steps-report-legend-max')],
      ['<ellipse cx="15" cy="11" rx="13" ry="7" fill="var(--min-fill)" stroke="var(--min-line)"/>', msg('steps-report-legend-min')],
      ...(player.includes(CHANCE) ? [['<circle cx="15" cy="11" r="9" fill="#fdecc8" stroke="#a66a00"/>', msg('steps-report-legend-chance')]] : []),
      ['<rect x="2" y="4" width="26" height="14" rx="2" fill="var(--leaf-fill)" stroke="var(--leaf-line)"/>', msg('steps-report-legend-leaf')],
      ['<rect x="2" y="4" width="26" height="14" rx="2" fill="#fff" stroke="#222"/><rect x="5" y="7" width="20" height="8" fill="none" stroke="#222"/>', msg('steps-report-legend-terminal')],
      ['<rect x="2" y="4" width="26" height="14" fill="#fff" stroke="var(--pruned)" stroke-dasharray="4 3"/>', msg('steps-report-legend-pruned')],
      ['<line x1="2" y1="11" x2="28" y2="11" stroke="var(--chosen)" stroke-width="2.4"/>', msg('steps-report-legend-chosen')],
      ['<line x1="2" y1="11" x2="28" y2="11" stroke="#222" stroke-width="2.4"/>', msg('steps-report-legend-pv')],
      ['<rect x="2" y="4" width="26" height="14" rx="2" fill="#fff" stroke="var(--current)" stroke-width="3"/>', msg('steps-report-legend-current')],
      ['<rect x="2" y="4" width="26" height="14" rx="2" fill="#fff" stroke="#222" stroke-dasharray="3 2"/>', msg('steps-report-legend-open')],
      ['<rect x="2" y="4" width="26" height="14" rx="2" fill="#ddd" opacity="0.3"/>', msg('steps-report-legend-notyet')],
    ];
    // Win scores (src/render/model/legend.rs): the numbers beyond the evaluation's range.
    const winLegend = (LANG.win_legend || {})[lang] || D.win_legend;
    if (winLegend) items.push(['<text x="15" y="15" font-size="11" text-anchor="middle" fill="#222">99</text>', winLegend]);
    const mctsLegend = (LANG.mcts_legend || {})[lang];
    if (mctsLegend) items.push(['<line x1="2" y1="15" x2="28" y2="15" stroke="#222" stroke-width="4"/><text x="15" y="10" font-size="9" text-anchor="middle" fill="#222">W/N</text>', mctsLegend]);
    const ul = document.getElementById("gt-legend");
    ul.textContent = "";
    for (const [shape, text] of items) {
      const li = document.createElement("li");
      li.innerHTML = '<svg width="30" height="22" xmlns="' + NS + '">' + shape + "</svg>";
      const span = document.createElement("span"); span.textContent = text; li.appendChild(span);
      ul.appendChild(li);
    }
  }

  // ---- Zoom and pan. ----
  let view = { s: 1, tx: 0, ty: 0 };
  // Level of detail: text too small to read is not drawn (a smear helps nobody); the
  // shapes, edges and the principal variation still show the tree's form.
  const applyView = () => {
    vp.setAttribute("transform", "translate(" + view.tx + "," + view.ty + ") scale(" + view.s + ")");
    svg.classList.toggle("lod-mid", view.s * MOVE_FONT < 6);
    svg.classList.toggle("lod-far", view.s * FONT < 5);
  };
  // The smallest scale at which labels stay readable (moves 10 px → 6 px).
  const READABLE = 0.6;
  const fitScale = () => {
    const r = svg.getBoundingClientRect();
    return Math.min(r.width / fig.width, r.height / fig.height, 2.5);
  };
  // Fit: the drawn tree in the window. A tree too big to read that way is drawn less
  // deep — its deepest drawn level collapsed, again and again — until it fits at a
  // readable scale (or only the root's children are left); expand nodes to go deeper.
  function fit() {
    let s = fitScale();
    if (s < READABLE) {
      let deepest = 0;
      for (const id of visible) deepest = Math.max(deepest, ply[id]);
      for (let d = deepest - 1; d >= 1 && s < READABLE; d--) {
        for (const id of visible) if (ply[id] >= d && childStart[id + 1] > childStart[id]) collapsed[id] = 1;
        relayout();
        s = fitScale();
      }
    }
    const r = svg.getBoundingClientRect();
    view = { s, tx: (r.width - fig.width * s) / 2, ty: Math.max(0, (r.height - fig.height * s) / 2) };
    applyView();
  }
  // The first view: the whole tree if it is legible that way, otherwise the top of
  // the tree at a readable scale, centred on the root.
  function initialView() {
    const r = svg.getBoundingClientRect();
    if (fitScale() >= READABLE) { fit(); return; }
    const root = pos.get(0);
    view = { s: 0.8, tx: r.width / 2 - root.x * 0.8, ty: 8 };
    applyView();
  }
  function zoomAt(factor, mx, my) {
    const s = Math.min(Math.max(view.s * factor, 0.02), 8);
    view.tx = mx - (mx - view.tx) * (s / view.s);
    view.ty = my - (my - view.ty) * (s / view.s);
    view.s = s;
    applyView();
  }
  svg.addEventListener("wheel", (e) => {
    e.preventDefault();
    const r = svg.getBoundingClientRect();
    zoomAt(e.deltaY < 0 ? 1.15 : 1 / 1.15, e.clientX - r.left, e.clientY - r.top);
  }, { passive: false, signal: running.signal });
  let drag = null, dragged = false;
  svg.addEventListener("mousedown", (e) => { drag = { x: e.clientX, y: e.clientY, tx: view.tx, ty: view.ty }; dragged = false; }, on);
  window.addEventListener("mousemove", (e) => {
    if (!drag) return;
    const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) { dragged = true; svg.classList.add("dragging"); }
    view.tx = drag.tx + dx; view.ty = drag.ty + dy; applyView();
  }, on);
  window.addEventListener("mouseup", () => { drag = null; svg.classList.remove("dragging"); }, on);

  // ---- Interaction. ----
  let selected = 0;
  function relayout() { place(false); draw(); hiddenNote(); }
  vp.addEventListener("click", (e) => {
    if (dragged) return;
    const g = e.target.closest(".node");
    if (!g) return;
    const id = Number(g.getAttribute("data-id"));
    for (const e of vp.querySelectorAll(".node.selected")) e.classList.remove("selected");
    selected = id;
    showNode(id);
    // (In the first stage a node whose children are still being read stays as it is.)
    if (childStart[id + 1] > childStart[id]) {
      collapsed[id] = collapsed[id] ? 0 : 1;
      relayout();
    }
    const n = nodeEls.get(id);
    if (n) n.classList.add("selected");
    focusItem(itemOf(id));
  }, on);
  vp.addEventListener("mouseover", (e) => {
    const g = e.target.closest(".node");
    if (g) showNode(Number(g.getAttribute("data-id")));
  }, on);
  vp.addEventListener("mouseleave", () => showNode(selected), on);
  // Expands the collapsed ancestors of `ids` so that they are drawn; true if any was.
  function reveal(ids) {
    let changed = false;
    for (const id of ids) {
      for (let v = id; v > 0;) {
        v = parent[v];
        if (collapsed[v]) { collapsed[v] = 0; changed = true; }
      }
    }
    if (changed) relayout();
    return changed;
  }
  // A replay step: the step's node is drawn (its collapsed ancestors expanded), shown
  // in the position panel, and the path to it highlighted.
  const go = (k) => {
    step = Math.min(Math.max(k, 0), E - 1);
    const id = E ? evNode[step] : 0;
    if (E && !pos.has(id)) reveal([id]);
    applyStep();
    if (E) { selected = id; showNode(id); }
  };
  let timer = null;
  const playBtn = document.getElementById("gt-play");
  function play() {
    if (timer) { clearInterval(timer); timer = null; playBtn.textContent = msg('steps-report-play'); return; }
    if (step >= E - 1) go(0);
    playBtn.textContent = msg('steps-report-pause');
    timer = setInterval(() => { if (step >= E - 1) play(); else go(step + 1); }, 600);
  }
  document.getElementById("gt-first").onclick = () => go(0);
  document.getElementById("gt-prev").onclick = () => go(step - 1);
  document.getElementById("gt-next").onclick = () => go(step + 1);
  document.getElementById("gt-last").onclick = () => go(E - 1);
  playBtn.onclick = play;
  document.getElementById("gt-slider").oninput = (e) => go(Number(e.target.value));
  document.getElementById("gt-zoom-in").onclick = () => { const r = svg.getBoundingClientRect(); zoomAt(1.25, r.width / 2, r.height / 2); };
  document.getElementById("gt-zoom-out").onclick = () => { const r = svg.getBoundingClientRect(); zoomAt(0.8, r.width / 2, r.height / 2); };
  document.getElementById("gt-fit").onclick = fit;
  // The principal variation: drawn (expanded), highlighted and centred; again: off.
  document.getElementById("gt-pv").onclick = () => {
    pvShown = !pvShown;
    document.getElementById("gt-pv").classList.toggle("on", pvShown);
    if (!(pvShown && reveal(D.pv))) draw();
    if (!pvShown) return;
    const ps = D.pv.map((id) => pos.get(id)).filter((p) => p);
    if (!ps.length) return;
    const x0 = Math.min(...ps.map((p) => p.x - p.w / 2)), x1 = Math.max(...ps.map((p) => p.x + p.w / 2));
    const y0 = Math.min(...ps.map((p) => p.y)) - NODE_H, y1 = Math.max(...ps.map((p) => p.y)) + NODE_H;
    const r = svg.getBoundingClientRect();
    const sc = Math.max(Math.min(r.width / (x1 - x0 + 80), r.height / (y1 - y0 + 80), 1.5), 0.3);
    view = { s: sc, tx: r.width / 2 - ((x0 + x1) / 2) * sc, ty: r.height / 2 - ((y0 + y1) / 2) * sc };
    applyView();
  };
  // View and label switches: the same recording, other labels (laid out again).
  const valuesSel = document.getElementById("gt-values"), labelSel = document.getElementById("gt-label");
  valuesSel.value = valuesMode;
  labelSel.value = labelMode;
  if (!alpha.some((a) => a !== null)) {
    // No windows recorded (minimax): nothing to show but values.
    for (const o of labelSel.options) if (o.value === "window" || o.value === "triple") o.disabled = true;
  }
  valuesSel.onchange = () => { valuesMode = valuesSel.value; relayout(); summary(); showNode(selected); };
  labelSel.onchange = () => { labelMode = labelSel.value; relayout(); showNode(selected); };
  document.getElementById("gt-expand").onclick = () => {
    const before = new Set(visible);
    for (const id of visible) if (collapsed[id]) collapsed[id] = 0;
    for (const id of collectVisible()) if (childStart[id + 1] > childStart[id] && !before.has(id)) collapsed[id] = 1;
    relayout();
  };
  // The language switch: every text of the page in the language chosen.
  const langSel = document.getElementById("gt-lang");
  function applyLang() {
    document.documentElement.lang = lang;
    langSel.value = lang;
    for (const e of document.querySelectorAll("[data-msg]")) e.textContent = msg(e.dataset.msg);
    for (const e of document.querySelectorAll("[data-msg-title]")) e.title = msg(e.dataset.msgTitle);
    for (const e of document.querySelectorAll("[data-msg-aria]")) e.setAttribute("aria-label", msg(e.dataset.msgAria));
    playBtn.textContent = msg(timer ? 'steps-report-pause' : 'steps-report-play');
    const heading = document.getElementById("gt-title"), titles = (LANG.titles || {})[lang];
    if (heading && titles) {
      heading.dataset.plain = titles[0];
      if (heading.dataset.done) heading.dataset.done = titles[1];
      document.title = titles[0];
    }
  }
  langSel.onchange = () => {
    lang = langSel.value;
    applyLang();
    draw();
    summary();
    legend();
    hiddenNote();
    showNode(selected);
  };
  applyLang();
  // The replay and Expand level wait for the whole recording.
  for (const b of ["gt-first", "gt-prev", "gt-play", "gt-next", "gt-last", "gt-slider", "gt-expand"]) document.getElementById(b).disabled = !!P;
  document.addEventListener("keydown", (e) => {
    if (P || (e.target.tagName === "INPUT" && e.key !== " ") || e.target.closest('[role="tree"]')) return;
    if (e.key === "ArrowRight") go(step + 1);
    else if (e.key === "ArrowLeft") go(step - 1);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(E - 1);
    else if (e.key === " ") { e.preventDefault(); play(); }
    else return;
  }, on);
  window.addEventListener("beforeprint", () => {
    svg.setAttribute("viewBox", "0 0 " + fig.width + " " + fig.height);
    vp.removeAttribute("transform");
  }, on);
  window.addEventListener("afterprint", () => { svg.removeAttribute("viewBox"); applyView(); }, on);

  // ---- The tree in words (src/render/model/aria.rs): the WAI-ARIA Authoring Practices'
  // Tree View pattern. One item is in the tab order (roving tabindex); ↑ ↓ move to the
  // previous and next visible item, → expands or moves to the first child, ← collapses
  // or moves to the parent, Home and End to the first and last visible item, `*`
  // expands the item's siblings, a letter to the next item starting with it. The
  // focused item's node is outlined in the drawing, and a click on a node focuses its
  // item. While replaying, an item says only what the step has reached. ----
  const treeEl = document.querySelector('#gt-words [role="tree"]');
  const treeItems = treeEl ? Array.from(treeEl.querySelectorAll('[role="treeitem"]')) : [];
  for (const li of treeItems) if (!li.dataset.final) li.dataset.final = li.firstElementChild.textContent;
  // The first stage numbers its nodes by their place in it (P.full: the recording's ids).
  const partOf = new Map(P ? P.full.map((r, i) => [r, i]) : []);
  const nodeOf = (li) => { const r = Number(li.dataset.node); return P ? partOf.get(r) : r; };
  const itemOf = (id) => (id === undefined ? null : document.getElementById("gt-ti-" + (P ? P.full[id] : id)));
  const itemShown = (li) => {
    for (let a = li.parentElement.closest('[role="treeitem"]'); a; a = a.parentElement.closest('[role="treeitem"]')) {
      if (a.getAttribute("aria-expanded") === "false") return false;
    }
    return true;
  };
  const shownItems = () => treeItems.filter(itemShown);
  const childItems = (li) => { const g = li.querySelector(':scope > [role="group"]'); return g ? Array.from(g.children) : []; };
  const parentItem = (li) => li.parentElement.closest('[role="treeitem"]');
  function treeTexts(k) {
    for (const li of treeItems) {
      const id = nodeOf(li), st = id === undefined || P || k >= E - 1 ? 2 : stateAt(id, k);
      const text = st === 0 ? li.dataset.notyet : (st === 1 || (MC && st === 2)) ? li.dataset.open : li.dataset.final;
      if (li.firstElementChild.textContent !== text) li.firstElementChild.textContent = text;
    }
  }
  function markTree() {
    for (const g of vp.querySelectorAll(".node.treefocus")) g.classList.remove("treefocus");
    const li = treeEl && treeEl.contains(document.activeElement) ? document.activeElement : null;
    const g = li ? nodeEls.get(nodeOf(li)) : null;
    if (g) g.classList.add("treefocus");
  }
  function focusItem(li) {
    if (!li) return;
    for (let a = parentItem(li); a; a = parentItem(a)) a.setAttribute("aria-expanded", "true");
    for (const o of treeItems) if (o !== li && o.tabIndex === 0) o.tabIndex = -1;
    li.tabIndex = 0;
    li.focus();
  }
  if (treeEl) {
    treeEl.addEventListener("focusin", (e) => {
      const li = e.target.closest('[role="treeitem"]');
      if (!li) return;
      const id = nodeOf(li);
      if (id !== undefined && !nodeEls.has(id)) reveal([id]);
      if (id !== undefined) { selected = id; showNode(id); }
      markTree();
    }, on);
    treeEl.addEventListener("focusout", () => setTimeout(markTree, 0), on);
    treeEl.addEventListener("click", (e) => focusItem(e.target.closest('[role="treeitem"]')), on);
    treeEl.addEventListener("keydown", (e) => {
      const li = e.target.closest('[role="treeitem"]');
      if (!li || e.altKey || e.ctrlKey || e.metaKey) return;
      const items = shownItems(), at = items.indexOf(li), kids = childItems(li);
      const open = li.getAttribute("aria-expanded");
      if (e.key === "ArrowDown") focusItem(items[at + 1]);
      else if (e.key === "ArrowUp") focusItem(items[at - 1]);
      else if (e.key === "ArrowRight") { if (open === "false") li.setAttribute("aria-expanded", "true"); else if (open) focusItem(kids[0]); }
      else if (e.key === "ArrowLeft") { if (open === "true") li.setAttribute("aria-expanded", "false"); else focusItem(parentItem(li)); }
      else if (e.key === "Home") focusItem(items[0]);
      else if (e.key === "End") focusItem(items[items.length - 1]);
      else if (e.key === "*") { for (const s of li.parentElement.children) if (s.hasAttribute("aria-expanded")) s.setAttribute("aria-expanded", "true"); }
      else if (e.key.length === 1 && e.key.trim()) {
        const c = e.key.toLowerCase(), n = items.length;
        for (let j = 1; j <= n; j++) {
          const o = items[(at + j) % n];
          if (o.firstElementChild.textContent.trim().toLowerCase().startsWith(c)) { focusItem(o); break; }
        }
      } else return;
      // The replay's keys (← → Home End space) are the tree's here.
      e.preventDefault();
      e.stopPropagation();
    }, on);
  }

  // ---- Start: the Rust layout for the first drawing; after the first stage, the
  // reader's own drawing, laid out again. ----
  if (carry) selected = carry.selected;
  place(!carry);
  draw();
  summary();
  legend();
  hiddenNote();
  showNode(selected);
  if (carry) { view = carry.view; applyView(); } else initialView();

  // For tests and the curious: the JavaScript layout of the first drawing, to compare
  // with the Rust layout it started from.
  // `readyMs`: when the first view was drawn; `complete`: whether the whole recording is
  // loaded (`wholeMs`: when).
  const now = performance.now();
  window.gametree = {
    readyMs: carry ? carry.readyMs : now,
    complete: !P,
    wholeMs: P ? null : now,
    nodes: N,
    steps: () => E,
    lang: () => lang,
    step: () => step,
    go,
    // The replay at step k (0-based) for tests: the caption and every node's label.
    replayAt: (k) => ({ caption: eventText(k), labels: Array.from({ length: N }, (_, i) => labelAt(i, k)) }),
    scale: () => view.s,
    pv: () => D.pv.slice(),
    visibleCount: () => visible.length,
    rustLayout: () => ({ x: D.init.x.slice(), width: D.init.width }),
    jsLayout: () => {
      const saved = collapsed.slice();
      for (let i = 0; i < N; i++) collapsed[i] = childStart[i + 1] > childStart[i] && ply[i] >= D.init.depth ? 1 : 0;
      const l = jsLayout(collectVisible());
      collapsed.set(saved);
      return { x: l.x, width: l.width };
    },
    // The second stage, called by the page once the whole recording has been read:
    // the report again, on all of it, with what the reader has open now.
    loadWhole: () => {
      if (!P) return;
      const open = new Set();
      for (const id of visible) if (!collapsed[id] && kids(id).length) open.add(P.full[id]);
      const readyMs = window.gametree.readyMs;
      start(JSON.parse(document.getElementById("gt-data").textContent), {
        open, view, selected: P.full[selected], labelMode, valuesMode, pvShown, readyMs,
      });
    },
  };
}

const head = document.getElementById("gt-head");
start(JSON.parse(document.getElementById(head ? "gt-head" : "gt-data").textContent), null);
})();
