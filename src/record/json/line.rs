//! A recording's nodes as JSON lines, written by hand: byte for byte what serde_json
//! makes of the node's fields (docs/json.md), without building anything per node. Names
//! (moves, labels, boards, probabilities) are escaped once each and copied after that;
//! numbers are formatted by `itoa`.

use crate::game::{Score, INF};
use crate::record::{Bound, NodeKind, Probe, Recording, Sym, NO_SYM};
use petgraph::graph::NodeIndex;

/// Writes the node lines of one recording.
pub(super) struct NodeLines<'r> {
    rec: &'r Recording,
    /// Each name of the recording as a JSON string (quoted and escaped), end to end.
    quoted: Vec<u8>,
    /// Where each name's JSON string ends in `quoted`.
    ends: Vec<usize>,
    /// Each node's parent (`u32::MAX` at the root).
    parents: Vec<u32>,
    numbers: itoa::Buffer,
}

impl<'r> NodeLines<'r> {
    /// The writer of `rec`'s nodes: its names escaped and its parents found.
    pub(super) fn new(rec: &'r Recording) -> Self {
        let mut quoted = Vec::new();
        let mut ends = Vec::with_capacity(rec.names.len());
        for name in rec.names.iter() {
            quote(&mut quoted, name);
            ends.push(quoted.len());
        }
        let mut parents = vec![u32::MAX; rec.len()];
        for e in rec.graph.raw_edges() {
            parents[e.target().index()] = e.source().index() as u32;
        }
        NodeLines {
            rec,
            quoted,
            ends,
            parents,
            numbers: itoa::Buffer::new(),
        }
    }

    /// How many nodes there are.
    pub(super) fn len(&self) -> usize {
        self.parents.len()
    }

    /// The JSON string of name `s`, `null` for [`NO_SYM`] (and a symbol with no name).
    fn name(&self, s: Sym) -> &[u8] {
        let i = s as usize;
        match (s, self.ends.get(i)) {
            (NO_SYM, _) | (_, None) => b"null",
            (_, Some(&end)) => {
                let start = if i == 0 { 0 } else { self.ends[i - 1] };
                &self.quoted[start..end]
            }
        }
    }

    fn number(&mut self, buf: &mut Vec<u8>, n: impl itoa::Integer) {
        buf.extend_from_slice(self.numbers.format(n).as_bytes());
    }

    /// A score: a number, or `"inf"` / `"-inf"`; `null` for none.
    fn score(&mut self, buf: &mut Vec<u8>, v: Option<Score>) {
        match v {
            None => buf.extend_from_slice(b"null"),
            Some(INF) => buf.extend_from_slice(b"\"inf\""),
            Some(v) if v == -INF => buf.extend_from_slice(b"\"-inf\""),
            Some(v) => self.number(buf, v),
        }
    }

    /// Appends node `i`'s object (no separator, no newline) to `buf`.
    pub(super) fn write(&mut self, buf: &mut Vec<u8>, i: usize) {
        let rec = self.rec;
        let id = NodeIndex::new(i);
        let n = rec.node(id);
        buf.extend_from_slice(b"{\"id\":");
        self.number(buf, i as u32);
        buf.extend_from_slice(b",\"parent\":");
        match self.parents[i] {
            u32::MAX => buf.extend_from_slice(b"null"),
            p => self.number(buf, p),
        }
        buf.extend_from_slice(b",\"move\":");
        buf.extend_from_slice(self.name(n.move_sym()));
        buf.extend_from_slice(b",\"label\":");
        buf.extend_from_slice(self.name(n.label_sym()));
        buf.extend_from_slice(b",\"ply\":");
        self.number(buf, n.ply());
        buf.extend_from_slice(b",\"player\":\"");
        buf.extend_from_slice(n.player().as_str().as_bytes());
        buf.extend_from_slice(b"\",\"kind\":\"");
        buf.extend_from_slice(kind_name(n.kind()));
        buf.extend_from_slice(b"\",\"alpha\":");
        let w = n.window();
        self.score(buf, w.map(|(a, _)| a));
        buf.extend_from_slice(b",\"beta\":");
        self.score(buf, w.map(|(_, b)| b));
        buf.extend_from_slice(b",\"value\":");
        self.score(buf, n.value());
        buf.extend_from_slice(b",\"score\":");
        self.score(buf, n.score(rec.meta.perspective));
        buf.extend_from_slice(b",\"bound\":");
        match n.bound() {
            None => buf.extend_from_slice(b"null"),
            Some(b) => string(buf, bound_name(b)),
        }
        buf.extend_from_slice(if n.cutoff() {
            b",\"cutoff\":true"
        } else {
            b",\"cutoff\":false"
        });
        self.optional(buf, id);
        buf.push(b'}');
    }

    /// The fields written only when they say something, in the order of docs/json.md.
    fn optional(&mut self, buf: &mut Vec<u8>, id: NodeIndex) {
        let rec = self.rec;
        let n = rec.node(id);
        if n.group() {
            buf.extend_from_slice(b",\"group\":true");
        }
        if let Some(p) = rec.pass_of(id) {
            buf.extend_from_slice(b",\"pass\":");
            self.number(buf, p);
        }
        if let Some(p) = rec.iteration_of(id) {
            buf.extend_from_slice(b",\"iteration\":");
            self.number(buf, p);
        }
        if n.research() {
            buf.extend_from_slice(b",\"research\":true");
        }
        if let Some(s) = rec.scout_of(id) {
            buf.extend_from_slice(b",\"scout\":");
            self.number(buf, s.index() as u32);
        }
        if n.quiescence() {
            buf.extend_from_slice(b",\"quiescence\":true");
        }
        if n.probing() {
            buf.extend_from_slice(b",\"probing\":true");
        }
        if let Some(&p) = rec.probabilities.get(id.index()).filter(|&&p| p != NO_SYM) {
            buf.extend_from_slice(b",\"probability\":");
            buf.extend_from_slice(self.name(p));
        }
        if let Some(p) = n.probe() {
            buf.extend_from_slice(b",\"tt\":");
            string(buf, probe_name(p));
        }
        if let Some(b) = n.store() {
            buf.extend_from_slice(b",\"tt_store\":");
            string(buf, bound_name(b));
        }
        if let Some(&b) = rec.boards.get(id.index()).filter(|&&b| b != NO_SYM) {
            buf.extend_from_slice(b",\"board\":");
            buf.extend_from_slice(self.name(b));
        }
        if let Some((visits, total)) = rec.statistics(id) {
            buf.extend_from_slice(b",\"visits\":");
            self.number(buf, visits);
            buf.extend_from_slice(b",\"total\":");
            self.number(buf, total);
        }
    }
}

/// `"text"` for a text that needs no escaping.
fn string(buf: &mut Vec<u8>, text: &[u8]) {
    buf.push(b'"');
    buf.extend_from_slice(text);
    buf.push(b'"');
}

fn kind_name(k: NodeKind) -> &'static [u8] {
    match k {
        NodeKind::Interior => b"interior",
        NodeKind::Leaf => b"leaf",
        NodeKind::Terminal => b"terminal",
        NodeKind::Pruned => b"pruned",
    }
}

fn bound_name(b: Bound) -> &'static [u8] {
    match b {
        Bound::Exact => b"exact",
        Bound::Lower => b"lower",
        Bound::Upper => b"upper",
    }
}

fn probe_name(p: Probe) -> &'static [u8] {
    match p {
        Probe::Miss => b"miss",
        Probe::Hit => b"hit",
        Probe::Narrowed => b"narrowed",
        Probe::Cutoff => b"cutoff",
    }
}

/// `text` as a JSON string (RFC 8259, §7) as serde_json writes one: quoted, with `"`
/// and `\` escaped, the control characters U+0000–U+001F as `\b`, `\t`, `\n`, `\f`,
/// `\r` or `\u00xx` (lower-case hex), everything else as it is.
pub(super) fn quote(buf: &mut Vec<u8>, text: &str) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    buf.push(b'"');
    let bytes = text.as_bytes();
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        let short = match b {
            b'"' => b'"',
            b'\\' => b'\\',
            0x08 => b'b',
            b'\t' => b't',
            b'\n' => b'n',
            0x0c => b'f',
            b'\r' => b'r',
            0..=0x1f => b'u',
            _ => continue,
        };
        buf.extend_from_slice(&bytes[start..i]);
        buf.push(b'\\');
        buf.push(short);
        if short == b'u' {
            buf.extend_from_slice(&[b'0', b'0', HEX[(b >> 4) as usize], HEX[(b & 0xf) as usize]]);
        }
        start = i + 1;
    }
    buf.extend_from_slice(&bytes[start..]);
    buf.push(b'"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_quoted_as_serde_json_quotes_them() {
        let mut every: String = (0u8..0x80).map(char::from).collect();
        every.push_str("é ∞ \u{2028} 𝄞");
        for text in [every.as_str(), "", "plain", "a\"b\\c"] {
            let mut ours = Vec::new();
            quote(&mut ours, text);
            assert_eq!(
                String::from_utf8(ours).unwrap(),
                serde_json::to_string(text).unwrap()
            );
        }
    }

    #[test]
    fn kinds_bounds_and_probes_are_serde_names() {
        let quoted = |b: &[u8]| format!("\"{}\"", std::str::from_utf8(b).unwrap());
        for k in [
            NodeKind::Interior,
            NodeKind::Leaf,
            NodeKind::Terminal,
            NodeKind::Pruned,
        ] {
            assert_eq!(quoted(kind_name(k)), serde_json::to_string(&k).unwrap());
        }
        for b in [Bound::Exact, Bound::Lower, Bound::Upper] {
            assert_eq!(quoted(bound_name(b)), serde_json::to_string(&b).unwrap());
        }
        for p in [Probe::Miss, Probe::Hit, Probe::Narrowed, Probe::Cutoff] {
            assert_eq!(quoted(probe_name(p)), serde_json::to_string(&p).unwrap());
        }
    }
}
