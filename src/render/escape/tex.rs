//! LaTeX text mode (T1 encoding, `pdflatex`), as the TikZ figures need it.

/// Escapes text for LaTeX (text mode, T1 encoding): the ten special characters,
/// `<`, `>`, `|`, `"`, `-` (so `--` stays two hyphens), and the symbols our labels use
/// (`∞`, `≥`, `≤`, `−`, `α`, `β`) as math, the dashes `—` and `–` as `---` and `--`. A `-` that starts a number or an infinity
/// (at the start, or after a space, `[`, `(`, `|`, `,`, `≥` or `≤`, and before a digit
/// or `∞`) is a minus sign: `-∞` becomes `$-\infty$`, `-3` becomes `$-$3`; a hyphen
/// between letters or digits (the moves `c3-d4`, `11-15`) stays a hyphen. ASCII control characters and line breaks
/// ([`super::is_line_break`]: NEL, U+2028 and U+2029 too) become spaces. Other characters that `pdflatex` with T1 fonts cannot typeset
/// (everything outside Latin-1, Latin Extended-A and the Russian alphabet, and nine
/// letters inside them) become `?`; `⟨` and `⟩` (Czech and Slovak windows) are math.
pub fn text(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    let mut prev: Option<char> = None;
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        let starts_number = c == '-'
            && matches!(
                prev,
                None | Some(' ' | '[' | '(' | '|' | ',' | '≥' | '≤' | '⟨')
            )
            && chars
                .peek()
                .is_some_and(|n| n.is_ascii_digit() || *n == '∞');
        prev = Some(c);
        if starts_number {
            // `$…$$…$` would read as display math: keep the two formulas apart.
            if out.ends_with('$') {
                out.push_str("{}");
            }
            if chars.peek() == Some(&'∞') {
                chars.next();
                prev = Some('∞');
                out.push_str("$-\\infty$");
            } else {
                out.push_str("$-$");
            }
            continue;
        }
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' => out.push_str("\\{"),
            '}' => out.push_str("\\}"),
            '$' => out.push_str("\\$"),
            '&' => out.push_str("\\&"),
            '#' => out.push_str("\\#"),
            '%' => out.push_str("\\%"),
            '_' => out.push_str("\\_"),
            '^' => out.push_str("\\textasciicircum{}"),
            '~' => out.push_str("\\textasciitilde{}"),
            '<' => out.push_str("\\textless{}"),
            '>' => out.push_str("\\textgreater{}"),
            '|' => out.push_str("\\textbar{}"),
            '"' => out.push_str("\\textquotedbl{}"),
            '-' => out.push_str("-{}"),
            '∞' => out.push_str("$\\infty$"),
            '≥' => out.push_str("$\\geq$"),
            '≤' => out.push_str("$\\leq$"),
            '−' => out.push_str("$-$"),
            '—' => out.push_str("---"),
            '…' => out.push_str("\\ldots{}"),
            '–' => out.push_str("--"),
            // A Monte Carlo tree search's captions: `1.41·√(ln 12 / 3)`, `N(A) 11→12`.
            '√' | '→' => {
                if out.ends_with('$') {
                    out.push_str("{}");
                }
                out.push_str(if c == '√' { "$\\surd$" } else { "$\\to$" });
            }
            'α' => out.push_str("$\\alpha$"),
            'β' => out.push_str("$\\beta$"),
            '⟨' | '⟩' => {
                // After `$\infty$`: `$$` would read as display math.
                if out.ends_with('$') {
                    out.push_str("{}");
                }
                out.push_str(if c == '⟨' {
                    "$\\langle$"
                } else {
                    "$\\rangle$"
                });
            }
            c if c.is_ascii_control() || super::is_line_break(c) => out.push(' '),
            c if c.is_ascii() || typesettable(c) || cyrillic(c) => out.push(c),
            _ => out.push('?'),
        }
    }
    out
}

/// Whether `pdflatex` (T1 fonts, UTF-8 input) typesets `c` from Latin-1 or Latin
/// Extended-A. Found by compiling every character: Ħ ħ ĸ Ŀ ŀ ŉ Ŧ ŧ ſ fail.
fn typesettable(c: char) -> bool {
    ('\u{a0}'..='\u{17e}').contains(&c)
        && !matches!(
            c as u32,
            0x126 | 0x127 | 0x138 | 0x13f | 0x140 | 0x149 | 0x166 | 0x167
        )
}

/// Whether `c` is a letter of the Russian alphabet (`А`–`я`, `Ё`, `ё`), which
/// `pdflatex` typesets in the T2A encoding: a document with one needs
/// [`with_cyrillic`].
pub fn cyrillic(c: char) -> bool {
    ('\u{410}'..='\u{44f}').contains(&c) || matches!(c, '\u{401}' | '\u{451}')
}

/// A LaTeX document that loads `\usepackage[T1]{fontenc}`, able to typeset Russian
/// where it has a Cyrillic letter ([`cyrillic`]): T2A added as the main encoding
/// (`\usepackage[T1,T2A]{fontenc}`; Latin letters with accents are composed in it),
/// its fonts CM-Super's outlines at every size scaled from 10 pt ([`T2A_FONTS`]: no
/// METAFONT bitmaps). TeX Live's `cyrillic` and `cm-super`; Debian's
/// `texlive-lang-cyrillic` and `cm-super-minimal`. Any other document as it is.
pub fn with_cyrillic(doc: String) -> String {
    if doc.chars().any(cyrillic) {
        doc.replacen(
            "\\usepackage[T1]{fontenc}",
            &format!("{T2A_FONTS}\\usepackage[T1,T2A]{{fontenc}}"),
            1,
        )
    } else {
        doc
    }
}

/// Declares the Cyrillic fonts (`t2acmr.fd` and its kin, read when T2A is selected)
/// at every size from their 10 pt design, which `cm-super-minimal` has as outlines
/// (CM-Super's `type1ec` does so with its option `10pt`; Beamer redefines the same
/// macro for its own sizes, so the preamble says it itself).
pub const T2A_FONTS: &str =
    "\\makeatletter\\def\\EC@family#1#2#3#4#5{\\DeclareFontShape{#1}{#2}{#3}{#4}{<->#51000}{}}\\makeatother\n";

#[cfg(test)]
mod tests {
    use super::text;

    #[test]
    fn escapes_every_special_character() {
        assert_eq!(
            text(r"\{}$&#%_^~<>|"),
            r"\textbackslash{}\{\}\$\&\#\%\_\textasciicircum{}\textasciitilde{}\textless{}\textgreater{}\textbar{}"
        );
        assert_eq!(text("-∞ ≥9"), "$-\\infty$ $\\geq$9");
        assert_eq!(
            text("[-3, -∞] | ≥-2"),
            "[$-$3, $-\\infty$] \\textbar{} $\\geq${}$-$2"
        );
        // Hyphens in moves stay hyphens.
        assert_eq!(text("c3-d4 11-15 a--b"), "c3-{}d4 11-{}15 a-{}-{}b");
        assert_eq!(text("žluť 中 ŉſ"), "žluť ? ??");
        // Czech and Slovak windows, Russian letters (T2A: `with_cyrillic`).
        assert_eq!(text("⟨-∞, 3⟩"), "$\\langle${}$-\\infty$, 3$\\rangle$");
        assert_eq!(text("⟨3, ∞⟩"), "$\\langle$3, $\\infty${}$\\rangle$");
        assert_eq!(text("Ёж ёж Ѣ"), "Ёж ёж ?");
        // MCTS captions' arithmetic and updates.
        assert_eq!(
            text("1.41·√(ln 4 / 1) = -1.33; N(A) 6→7"),
            "1.41·$\\surd$(ln 4 / 1) = $-$1.33; N(A) 6$\\to$7"
        );
        assert_eq!(text("∞→"), "$\\infty${}$\\to$");
        assert_eq!(text("two\nlines"), "two lines");
        assert_eq!(
            text("a\u{2028}b\u{2029}c\u{85}d\u{b}e\u{c}f\r"),
            "a b c d e f "
        );
    }
}
