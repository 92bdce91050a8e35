//! Hostile and huge input (students' files are untrusted): every way found to make the
//! tool panic, hang, grow without bound, write control characters to a terminal or
//! overwrite its input, each with a small generated input. The promises are in
//! docs/security.md.

mod check;
mod input;
mod lms;
mod mcts;
mod names;
mod play;
mod solve;
mod writes;
