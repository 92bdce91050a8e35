// gametree's messages in the page: formats a message of the catalogue the binary
// embeds (src/lang/js.rs writes it from the same Fluent files) the way fluent-bundle
// does: arguments substituted; a selector's variant the first whose key is the
// number itself or its CLDR plural category in the language (the browser's
// Intl.PluralRules), or the text itself; else the default variant.
// tests/browser/languages.rs compares it with the binary on every message.
function gtFormat(catalog, id, args) {
  const parts = catalog.messages[id];
  if (!parts) return id;
  args = args || {};
  const rules = new Intl.PluralRules(catalog.lang);
  const walk = (ps) => ps.map((p) => {
    if (typeof p === 'string') return p;
    if (p.v !== undefined) return p.v in args ? String(args[p.v]) : '{$' + p.v + '}';
    const value = args[p.s];
    const category = typeof value === 'number' ? rules.select(value) : null;
    const chosen = p.k.find(([key]) => typeof key === 'number'
      ? key === value
      : key === (category === null ? String(value) : category));
    return walk((chosen || p.k[p.d])[1]);
  }).join('');
  return walk(parts);
}
