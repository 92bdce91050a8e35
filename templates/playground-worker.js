/* gametree playground: the Web Worker that runs the engine (after wasm-bindgen's
   glue, which defines `wasm_bindgen`). Messages in: {id, fn, args}; out: {id, value}
   (for "run" the object its JSON holds) or {id, error: {message, kind, file, line,
   column}} (and {crashed, error: {why}}: the page says in its language that the
   engine stopped), and {progress: {checks, ms}} while a search runs. The first message is {fn: "init", args: [WebAssembly.Module]}. */
"use strict";
self.onmessage = async function (event) {
  const { id, fn, args } = event.data;
  try {
    if (fn === "init") {
      await wasm_bindgen({ module_or_path: args[0] });
      wasm_bindgen.onProgress(function (checks, ms) {
        self.postMessage({ progress: { checks: checks, ms: ms } });
      });
      self.postMessage({ id: id, value: wasm_bindgen.version() });
      return;
    }
    if (!Object.prototype.hasOwnProperty.call(wasm_bindgen, fn) || typeof wasm_bindgen[fn] !== "function") {
      throw new Error("no such function: " + fn);
    }
    const value = wasm_bindgen[fn].apply(null, args);
    // `run`'s JSON (its figure inside) is read here, off the page's main thread: the
    // page receives the object (a 21 MB figure: 0.6 s of JSON.parse under load).
    self.postMessage({ id: id, value: fn === "run" ? JSON.parse(value) : value });
  } catch (err) {
    const crashed = err instanceof WebAssembly.RuntimeError;
    self.postMessage({
      id: id,
      crashed: crashed,
      error: {
        message: String((err && err.message) || err),
        why: crashed ? err.message : undefined,
        kind: (err && err.kind) || (crashed ? "crash" : "internal"),
        file: err && err.file,
        line: err && err.line,
        column: err && err.column
      }
    });
  }
};
