//! Boards for the terminal, drawn from each game's compact diagram
//! ([`crate::game::Position::diagram`]): Unicode box drawing where the terminal can show
//! it, plain ASCII otherwise.

/// Draws `diagram` of `game` as text lines; an empty string for games without a board.
pub fn draw(game: &str, diagram: &str, unicode: bool) -> String {
    match game {
        "tictactoe" => tictactoe(diagram, unicode),
        "kalah" => kalah(diagram),
        "czech" | "english" => draughts(game, diagram, unicode),
        _ => String::new(),
    }
}

fn tictactoe(d: &str, unicode: bool) -> String {
    let cells: Vec<char> = d.chars().take(9).collect();
    let (bar, rule) = if unicode {
        ("│", "───┼───┼───")
    } else {
        ("|", "---+---+---")
    };
    let mut s = String::from("    a   b   c\n");
    for r in 0..3 {
        let row: Vec<String> = (0..3).map(|c| format!(" {} ", cells[r * 3 + c])).collect();
        s.push_str(&format!("{}  {}\n", 3 - r, row.join(bar)));
        if r < 2 {
            s.push_str(&format!("   {rule}\n"));
        }
    }
    s
}

fn kalah(d: &str) -> String {
    // "s1 … sp|S/n1 … np|N t"
    let rows = d.rsplit_once(' ').map_or(d, |(r, _)| r);
    let parse = |r: &str| -> (Vec<String>, String) {
        let (pits, store) = r.split_once('|').unwrap_or((r, "0"));
        (
            pits.split(' ').map(str::to_string).collect(),
            store.to_string(),
        )
    };
    let (south, north) = rows.split_once('/').unwrap_or((rows, ""));
    let (sp, ss) = parse(south);
    let (np, ns) = parse(north);
    let p = sp.len();
    let cell = |v: &str| format!("{v:>3} ");
    let mut s = String::new();
    s.push_str(&format!(
        "north {}\n",
        (1..=p)
            .rev()
            .map(|i| format!("{i:>3} "))
            .collect::<String>()
            .trim_end()
    ));
    s.push_str(&format!(
        "      {}\n",
        np.iter()
            .rev()
            .map(|v| cell(v))
            .collect::<String>()
            .trim_end()
    ));
    s.push_str(&format!("{ns:>4}  {}{ss:>4}\n", " ".repeat(4 * p)));
    s.push_str(&format!(
        "      {}\n",
        sp.iter().map(|v| cell(v)).collect::<String>().trim_end()
    ));
    s.push_str(&format!(
        "south {}\n",
        (1..=p)
            .map(|i| format!("{i:>3} "))
            .collect::<String>()
            .trim_end()
    ));
    s.push_str("(stores: north's on the left, south's on the right)\n");
    s
}

fn draughts(game: &str, d: &str, unicode: bool) -> String {
    let cells: Vec<char> = d.chars().take(32).collect();
    let dark_empty = if unicode { '·' } else { '.' };
    let mut s = String::new();
    for r in 0..8 {
        s.push_str(&format!("{} ", 8 - r));
        for c in 0..8 {
            let ch = if (r + c) % 2 == 1 {
                let n = r * 4 + c / 2; // PDN square − 1: 1 = b8 … 32 = g1
                match cells.get(n) {
                    Some('.') | None => dark_empty,
                    Some(&p) => p,
                }
            } else {
                ' '
            };
            s.push(' ');
            s.push(ch);
        }
        if game == "english" {
            let first = r * 4 + 1;
            s.push_str(&format!("   {:>2}–{:<2}", first, first + 3));
        }
        s.push('\n');
    }
    s.push_str("   a b c d e f g h\n");
    s.push_str("(w b: men, W B: kings)\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_show_every_piece() {
        let t = draw("tictactoe", "x.o.o...x x", false);
        assert_eq!(t.matches('x').count(), 2);
        assert!(t.contains("3   x | . | o"), "{t}");
        let k = draw("kalah", "4 4 4 4 4 4|0/4 4 4 4 4 5|1 s", true);
        assert!(k.contains("  5   4   4"), "{k}");
        let d = draw("czech", "bbbbbbbbbbbb........wwwwwwwwwwww w", false);
        assert_eq!(d.matches('w').count(), 12 + 1);
        assert!(d.starts_with("8    b   b   b   b"), "{d}");
    }
}
