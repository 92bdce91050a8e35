//! Text measurement for the figures: the real advance widths of DejaVu Sans, the first
//! font the SVG asks for, from a table generated from the font file by
//! `scripts/font-metrics` ([`dejavu_sans`]). The other fonts of the list (Liberation
//! Sans, Arial, Helvetica) are narrower, and TikZ's Computer Modern at `\footnotesize`
//! is smaller still, so text measured here fits wherever it is drawn. Kerning is left
//! out (it only narrows DejaVu Sans's digits and letters).
//!
//! Sizes are font sizes in px; widths and heights come back in px.

pub mod dejavu_sans;

use dejavu_sans::{ADVANCES, ASCENDER, CAP_HEIGHT, DESCENDER, UNITS_PER_EM};

/// Whether `c` takes no room of its own: combining marks and zero-width characters.
fn zero_width(c: char) -> bool {
    matches!(c as u32,
        0x0300..=0x036F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x200B..=0x200F
        | 0x20D0..=0x20FF | 0xFE00..=0xFE0F | 0xFE20..=0xFE2F | 0xFEFF)
}

/// The advance width of `c` in em: DejaVu Sans's where the table has it, nothing for
/// combining marks, and a full em for anything else: as wide as the fallback fonts draw
/// East Asian characters and emoji, and wider than DejaVu Sans's letters, so that text
/// in scripts it lacks is never under-measured.
pub fn advance(c: char) -> f64 {
    let cp = c as u32;
    let i = ADVANCES.partition_point(|&(first, _)| first <= cp);
    if i > 0 {
        let (first, widths) = ADVANCES[i - 1];
        if let Some(&w) = widths.get((cp - first) as usize) {
            return f64::from(w) / UNITS_PER_EM;
        }
    }
    if zero_width(c) {
        0.0
    } else {
        1.0
    }
}

/// The width of `s` set in DejaVu Sans at font size `size`, px (the sum of its
/// characters' advances).
pub fn text_width(s: &str, size: f64) -> f64 {
    s.chars().map(advance).sum::<f64>() * size
}

/// Distance from a line's visual centre down to its baseline at font size `size`, px:
/// half the height of capitals and digits. Text written at `centre + baseline(size)`
/// looks vertically centred on `centre` in every renderer (librsvg, Chromium,
/// Graphviz), unlike `dominant-baseline`, which they treat differently.
pub fn baseline(size: f64) -> f64 {
    CAP_HEIGHT / UNITS_PER_EM * size / 2.0
}

/// The extent of a line of text around its visual centre at font size `size`, px:
/// `(above, below)`, from the font's ascender and descender (so accents and
/// descenders are inside). A text drawn at `centre + baseline(size)` covers
/// `centre - above ..= centre + below`.
pub fn extent(size: f64) -> (f64, f64) {
    let base = baseline(size);
    let above = ASCENDER / UNITS_PER_EM * size - base;
    let below = DESCENDER / UNITS_PER_EM * size + base;
    (above, below)
}

/// The height of a line of text at font size `size` (ascender plus descender), px.
pub fn line_height(size: f64) -> f64 {
    let (above, below) = extent(size);
    above + below
}

/// The height of capitals and digits at font size `size`, px: the ink of a value.
pub fn cap_height(size: f64) -> f64 {
    CAP_HEIGHT / UNITS_PER_EM * size
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn measures_with_dejavu_sans_advances() {
        // DejaVu Sans: digits 1303/2048 em, the hyphen 739, "M" 1767, space 651.
        assert!((text_width("0", 2048.0) - 1303.0).abs() < 1e-9);
        assert!((text_width("-1", 2048.0) - (739.0 + 1303.0)).abs() < 1e-9);
        assert!((text_width("M ", 2048.0) - (1767.0 + 651.0)).abs() < 1e-9);
        // The characters gametree prints itself.
        for c in [
            '∞', '−', '≤', '≥', '|', '✗', '…', 'ž', 'ř', 'α', 'β', '\u{a0}',
        ] {
            let a = advance(c);
            assert!(a > 0.2 && a <= 1.0, "{c}: {a}");
        }
    }

    #[test]
    fn unknown_characters_are_never_under_measured() {
        assert_eq!(advance('漢'), 1.0);
        assert_eq!(advance('😀'), 1.0);
        assert_eq!(advance('\u{301}'), 0.0);
        assert_eq!(text_width("", 12.0), 0.0);
    }

    #[test]
    fn the_box_of_a_line_is_about_centred() {
        let (above, below) = extent(12.0);
        assert!((above - below).abs() < 1.0, "{above} {below}");
        assert!((line_height(12.0) - (1901.0 + 483.0) / 2048.0 * 12.0).abs() < 1e-9);
        assert!(baseline(12.0) > 4.0 && baseline(12.0) < 5.0);
    }
}
