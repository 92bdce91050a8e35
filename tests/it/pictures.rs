//! Board pictures: every game's layout reads the diagrams of its positions into
//! pictures whose marks are the pieces of the position (checked against the game's
//! own text), and the HTML report carries the layout once, whatever the tree's size.

use gametree::game::picture::{Mark, Shape};
use gametree::game::Position;
use gametree::games::{self, Loaded};

fn load(path: &str) -> Loaded {
    games::load(&std::fs::read(path).unwrap()).unwrap()
}

#[test]
fn tictactoe_pictures_show_each_mark_on_its_square() {
    let Loaded::TicTacToe(p) = load("examples/tictactoe-forced-win.pos") else {
        panic!("tic-tac-toe")
    };
    let d = p.diagram().unwrap();
    let layout = games::layout_of("tictactoe").unwrap()(&d).unwrap();
    let pic = layout.picture(&d).unwrap();
    assert_eq!((pic.cols, pic.rows, pic.cells.len()), (3, 3, 9));
    for (cell, ch) in pic.cells.iter().zip(d.chars()) {
        let want = match ch {
            'x' => Mark::Cross,
            'o' => Mark::Ring,
            _ => Mark::None,
        };
        assert_eq!(cell.mark, want, "{d}");
        assert_eq!(cell.shape, Shape::Plain);
    }
    assert_eq!(pic.cells[0].keys, ["a3"]);
    assert_eq!(pic.cells[8].keys, ["c1"]);
    assert!(pic.caption.ends_with(" to move"));
}

#[test]
fn kalah_pictures_count_every_stone_and_name_the_mover() {
    let Loaded::Kalah(k) = load("examples/kalah-endgame.pos") else {
        panic!("kalah")
    };
    let mut pos = k;
    for _ in 0..3 {
        let d = pos.diagram().unwrap();
        let layout = games::layout_of("kalah").unwrap()(&d).unwrap();
        let pic = layout.picture(&d).unwrap();
        let mut counts: Vec<u32> = pic
            .cells
            .iter()
            .map(|c| match c.mark {
                Mark::Count(n) => n,
                m => panic!("{m:?}"),
            })
            .collect();
        let mut expected: Vec<u32> = d
            .rsplit_once(' ')
            .unwrap()
            .0
            .split([' ', '|', '/'])
            .map(|t| t.parse().unwrap())
            .collect();
        counts.sort_unstable();
        expected.sort_unstable();
        assert_eq!(counts, expected, "{d}");
        let mover = if d.ends_with('s') { "s" } else { "n" };
        assert_eq!(pic.move_prefix, mover);
        assert!(pic.cells.iter().any(|c| c.keys == ["s1"]));
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        pos = pos.play(moves[0]);
    }
}

#[test]
fn draughts_pictures_put_pieces_on_the_dark_squares() {
    for file in [
        "examples/czech-middlegame.pos",
        "examples/english-initial.pos",
    ] {
        let Loaded::Draughts(p) = load(file) else {
            panic!("draughts")
        };
        let d = p.diagram().unwrap();
        let pic = games::layout_of(p.game_name()).unwrap()(&d)
            .unwrap()
            .picture(&d)
            .unwrap();
        assert_eq!(pic.cells.len(), 64);
        let pieces = d[..32].chars().filter(|&c| c != '.').count();
        let drawn: Vec<_> = pic.cells.iter().filter(|c| c.mark != Mark::None).collect();
        assert_eq!(drawn.len(), pieces, "{file}");
        assert!(drawn.iter().all(|c| c.shape == Shape::Dark));
        // a1 is dark and is PDN square 29.
        let a1 = pic.cells.iter().find(|c| c.col == 0 && c.row == 7).unwrap();
        assert_eq!(
            (a1.shape, a1.keys.clone()),
            (Shape::Dark, vec!["29".to_string(), "a1".to_string()])
        );
    }
}

#[test]
fn a_diagram_of_another_size_gives_no_picture() {
    let layout = games::layout_of("kalah").unwrap()("4 4 4|0/4 4 4|0 s").unwrap();
    assert!(layout.picture("4 4 4|0/4 4 4|0 s").is_some());
    assert!(layout.picture("4 4|0/4 4|0 s").is_none());
    assert!(games::layout_of("tree").unwrap()("anything").is_none());
    assert!(games::layout_of("go").is_none());
}

/// The picture of `diagram` with the layout of the game named `game`.
fn picture(game: &str, diagram: &str) -> gametree::game::picture::Picture {
    games::layout_of(game).unwrap()(diagram)
        .unwrap()
        .picture(diagram)
        .unwrap()
}

#[test]
fn a_move_lights_the_cells_it_names_in_its_games_notation() {
    // Draughts: every square of a multi-capture, by name or by PDN number.
    let Loaded::Draughts(c) = load("examples/czech-kuhr-example-1-2.pos") else {
        panic!("czech")
    };
    let pic = picture("czech", &c.diagram().unwrap());
    let lit = |mv: &str| -> Vec<String> {
        pic.named_by(mv, "")
            .iter()
            .zip(&pic.cells)
            .filter(|(&l, _)| l)
            .map(|(_, c)| c.keys[1].clone())
            .collect()
    };
    assert_eq!(lit("a3-d6-g3-e1"), ["d6", "a3", "g3", "e1"]);
    assert_eq!(lit("22x18"), ["d4", "c3"]);
    // Tic-tac-toe's moves are one square; an `x` in them separates nothing.
    let Loaded::TicTacToe(t) = load("examples/tictactoe-forced-win.pos") else {
        panic!("tic-tac-toe")
    };
    let pic = picture("tictactoe", &t.diagram().unwrap());
    let lit: Vec<bool> = pic.named_by("b2", "");
    assert_eq!(lit.iter().filter(|&&l| l).count(), 1);
    assert!(lit[4]);
    // Kalah: the mover's prefix picks the pit of their side.
    let Loaded::Kalah(k) = load("examples/kalah-4-3.pos") else {
        panic!("kalah")
    };
    let pic = picture("kalah", &k.diagram().unwrap());
    let lit = pic.named_by("3", "s");
    let cell = pic.cells.iter().zip(&lit).find(|(_, &l)| l).unwrap().0;
    assert_eq!(cell.keys, ["s3"]);
}

#[test]
fn connect_four_pictures_show_each_disc_in_its_hole_and_light_the_column() {
    let Loaded::ConnectFour(p) = load("examples/connect4-4453.pos") else {
        panic!("connect4")
    };
    let d = p.diagram().unwrap();
    let pic = picture("connect4", &d);
    assert_eq!((pic.cols, pic.rows, pic.cells.len()), (7, 6, 42));
    for cell in &pic.cells {
        assert_eq!(cell.shape, Shape::Hole);
        let (col, row) = (cell.col as u8, 5 - cell.row as u8);
        let want = match p.at(col, row) {
            Some(gametree::game::Side::First) => Mark::RedDisc,
            Some(gametree::game::Side::Second) => Mark::YellowDisc,
            None => Mark::None,
        };
        assert_eq!(cell.mark, want, "column {} row {}", col + 1, row + 1);
    }
    assert_eq!(pic.caption, "red to move");
    // The move `4` lights column 4, all six holes of it.
    let lit: Vec<u16> = pic
        .named_by("4", "")
        .iter()
        .zip(&pic.cells)
        .filter(|(&l, _)| l)
        .map(|(_, c)| c.col)
        .collect();
    assert_eq!(lit, [3; 6]);
}

#[test]
fn nim_pictures_draw_heaps_and_light_the_heap_taken_from() {
    let Loaded::Nim(p) = load("examples/nim-3-4-5.pos") else {
        panic!("nim")
    };
    let d = p.diagram().unwrap();
    let pic = picture("nim", &d);
    assert_eq!((pic.cols, pic.rows), (5, 3));
    let marks: Vec<Mark> = pic.cells.iter().map(|c| c.mark).collect();
    assert_eq!(marks, [Mark::Count(3), Mark::Count(4), Mark::Count(5)]);
    assert!(pic.cells.iter().all(|c| c.shape == Shape::Heap));
    assert_eq!(pic.named_by("2-3", ""), [false, true, false]);
    assert_eq!(pic.caption, "first player to move");
}
