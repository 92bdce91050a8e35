//! Czech draughts rules on hand-made positions, each with its legal moves worked out
//! by hand from the rules (docs/games.md, Kühr 2011 ch. 1), plus Kühr's examples 1.1,
//! 1.2 and 2.6, and the same hand-worked checks for a few English positions.

use gametree::eval::{DraughtsEval, Evaluator};
use gametree::game::{Outcome, Position};
use gametree::games::draughts::Draughts;
use gametree::games::{self, Loaded};

fn load(game: &str, fen: &str) -> Draughts {
    match games::load(format!("game: {game}\nfen: {fen}\n").as_bytes()).unwrap() {
        Loaded::Draughts(d) => d,
        _ => unreachable!(),
    }
}

fn czech(fen: &str) -> Draughts {
    load("czech", fen)
}

fn moves(p: &Draughts) -> Vec<String> {
    let mut m = Vec::new();
    p.legal_moves(&mut m);
    m.iter().map(|&m| p.move_text(m)).collect()
}

fn play(p: &Draughts, text: &str) -> Draughts {
    let m = p
        .parse_move(text)
        .unwrap_or_else(|| panic!("{text} is not legal in {}", p.fen()));
    p.play(m)
}

#[test]
fn kuhr_example_1_1_man_moves_forward_only() {
    // White man c1, black men c5 and f2, black king e5, white to move.
    assert_eq!(moves(&czech("W:Wc1:Bc5,f2,Ke5")), ["c1-b2", "c1-d2"]);
}

#[test]
fn kuhr_example_1_2_the_king_must_capture() {
    // Plus a white king on a3: it must capture; c1 may not move.
    assert_eq!(
        moves(&czech("W:Wc1,Ka3:Bc5,f2,Ke5")),
        ["a3-e7", "a3-f8", "a3-d6-f4", "a3-d6-h2", "a3-d6-g3-e1"]
    );
}

#[test]
fn kuhr_example_2_6_evaluates_to_81() {
    // Black's d6, f4 and king d2 are inside the board with no black neighbour.
    let p = czech("W:Wa7,c1,Kb6,Ka3:Bb8,d6,f4,Kd2");
    assert_eq!(DraughtsEval::Kuhr.evaluate(&p), 81);
}

#[test]
fn king_capture_lands_on_any_square_beyond() {
    assert_eq!(
        moves(&czech("W:WKa1:Bd4")),
        ["a1-e5", "a1-f6", "a1-g7", "a1-h8"]
    );
}

#[test]
fn king_slides_any_distance_until_blocked() {
    // h8 blocks the last square of one diagonal (nothing to land on behind it).
    assert_eq!(
        moves(&czech("W:WKd4:Bh8")),
        [
            "d4-a1", "d4-a7", "d4-b2", "d4-b6", "d4-c3", "d4-c5", "d4-e3", "d4-e5", "d4-f2",
            "d4-f6", "d4-g1", "d4-g7"
        ]
    );
}

#[test]
fn two_pieces_in_a_row_cannot_be_jumped() {
    assert_eq!(moves(&czech("W:WKa1:Bc3,d4")), ["a1-b2"]);
}

#[test]
fn a_captured_piece_stays_until_the_move_ends() {
    // After a1xc3 the king lands on d4 only (e5 is next); from d4 it goes on over e5,
    // and cannot turn back over c3, which is still on the board.
    assert_eq!(
        moves(&czech("W:WKa1:Bc3,e5")),
        ["a1-d4-f6", "a1-d4-g7", "a1-d4-h8"]
    );
}

#[test]
fn a_king_must_capture_before_a_man() {
    // The man c3 could take d4, but the king h8 can take f6: only the king captures.
    assert_eq!(moves(&czech("W:Wc3,Kh8:Bd4,f6")), ["h8-e5"]);
}

#[test]
fn free_choice_among_captures_no_majority_rule() {
    // a3 takes one piece, e1 takes two: both are legal; quiet moves are not.
    assert_eq!(moves(&czech("W:Wa3,e1:Bb4,f2,f4")), ["a3-c5", "e1-g3-e5"]);
}

#[test]
fn a_man_captures_forward_only_and_to_the_end() {
    // d4 may take c5 but not e3 behind it.
    assert_eq!(moves(&czech("W:Wd4:Bc5,e3")), ["d4-b6"]);
    // c1 must jump on after e3: two ways.
    assert_eq!(moves(&czech("W:Wc1:Bd2,d4,f4")), ["c1-e3-c5", "c1-e3-g5"]);
    // Black men move down the board.
    assert_eq!(moves(&czech("B:Wa1:Bd6")), ["d6-c5", "d6-e5"]);
}

#[test]
fn a_capture_ending_on_the_last_rank_crowns() {
    let p = czech("W:Wb6:Bc7,e7");
    assert_eq!(moves(&p), ["b6-d8"]);
    // Crowned on d8 (PDN 2), the move is over: e7 is not taken.
    let q = play(&p, "b6-d8");
    assert_eq!(q.fen(), "B:WK2:B7");
    // Black the same way down: c3 takes d2, landing on e1.
    let p = czech("B:Wd2,a1:Bc3");
    assert_eq!(moves(&p), ["c3-e1"]);
    assert_eq!(play(&p, "c3:e1").fen(), "W:W29:BK31");
}

#[test]
fn a_man_ending_a_quiet_move_on_the_last_rank_crowns() {
    let p = czech("W:Wc7:Bh2");
    let q = play(&p, "c7-d8");
    assert_eq!(q.fen(), "B:WK2:B28");
    // The new king moves like a king at once.
    let r = play(&q, "h2-g1");
    assert_eq!(moves(&r).len(), 7, "{:?}", moves(&r));
}

#[test]
fn a_side_that_cannot_move_loses() {
    // a1 is blocked by b2, and c3 behind it stops the capture.
    let p = czech("W:Wa1:Bb2,c3");
    assert!(moves(&p).is_empty());
    assert_eq!(p.outcome(), Some(Outcome::Loss));
    // No pieces at all.
    assert_eq!(czech("W:W:Bb2").outcome(), Some(Outcome::Loss));
    assert_eq!(czech("B:Wa1:Bb2,c3").outcome(), None);
}

#[test]
fn threefold_repetition_draws() {
    let start = czech("W:WKa1:BKh2");
    let cycle = ["a1-b2", "h2-g1", "b2-a1", "g1-h2"];
    let mut p = start.clone();
    for (i, text) in cycle.iter().chain(&cycle).enumerate() {
        assert_eq!(p.outcome(), None, "before ply {i}");
        p = play(&p, text);
    }
    // The start position, white to move, for the third time.
    assert_eq!(p, start);
    assert_eq!(p.repetitions(), 3);
    assert_eq!(p.outcome(), Some(Outcome::Draw));
    // Perft still counts the moves of the drawn position.
    assert_eq!(p.perft(1), moves(&p).len() as u64);
    // A man's move is irreversible: the history starts again.
    let q = czech("W:WKa1,c1:BKh2");
    let mut p = q.clone();
    for text in cycle {
        p = play(&p, text);
    }
    assert_eq!(p.repetitions(), 2);
    let p = play(&p, "c1-d2");
    assert_eq!(p.repetitions(), 1);
}

#[test]
fn the_initial_position_and_its_perft() {
    let p = Draughts::initial(gametree::games::draughts::board::Variant::Czech);
    assert_eq!(p.fen(), czech("W:W21-32:B1-12").fen());
    assert_eq!(
        moves(&p),
        ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"]
    );
    let counts: Vec<u64> = (1..=7).map(|d| p.perft(d)).collect();
    assert_eq!(counts, [7, 49, 302, 1469, 7361, 36768, 179740]);
}

#[test]
fn english_same_pieces_in_another_order_is_another_move() {
    // White king e1 (31) circles round black men d2, d4, f4, f2 either way.
    let p = load("english", "W:WK31:B18,19,26,27");
    assert_eq!(moves(&p), ["31x22x15x24x31", "31x24x15x22x31"]);
    assert_eq!(p.perft(1), 2);
}

#[test]
fn english_kings_step_and_men_stop_when_crowned() {
    // A white king on 15 (e5) steps one square each way.
    assert_eq!(
        moves(&load("english", "W:WK15:B1")),
        ["15-10", "15-11", "15-18", "15-19"]
    );
    // White man 11 jumps 7 to 2, is crowned, and the move ends although a king on 2
    // could jump 6 next.
    let p = load("english", "W:W11:B6,7");
    assert_eq!(moves(&p), ["11x2"]);
    assert_eq!(play(&p, "11x2").fen(), "B:WK2:B6");
    // Black moves first in English checkers.
    let p = Draughts::initial(gametree::games::draughts::board::Variant::English);
    assert_eq!(
        p.colour_to_move(),
        gametree::games::draughts::board::Colour::Black
    );
    assert_eq!(moves(&p)[0], "9-13");
}
