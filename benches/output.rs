//! What writing a recording out costs next to the search: alpha-beta on the Kalah(6,4)
//! start to depth 8 recorded with and without boards, then written as text, JSON and
//! the HTML report into a sink (docs/performance.md has the whole-process figures).
//! Throughput is in recorded nodes per second.
//!
//! Run: `cargo bench --bench output`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use gametree::eval::StoreDifference;
use gametree::games::kalah::Kalah;
use gametree::games::BOARD_GAME_WIN;
use gametree::record::{Recording, SearchJob};
use gametree::render::{self, Format, RenderOptions};
use gametree::search::{Algorithm, Limits, Options};
use std::hint::black_box;

fn record(boards: bool) -> Recording {
    let root = Kalah::start(6, 4);
    let eval = StoreDifference::by_name("store-difference", &root).unwrap();
    let job = SearchJob {
        algorithm: Algorithm::AlphaBeta,
        limits: Limits {
            depth: Some(8),
            max_nodes: 100_000_000,
        },
        options: &Options::default(),
        boards,
    };
    job.record(&root, &eval, BOARD_GAME_WIN).unwrap().0
}

fn bench(c: &mut Criterion) {
    let plain = record(false);
    let with_boards = record(true);
    let n = plain.len() as u64;
    eprintln!("kalah(6,4) alpha-beta depth 8: {n} recorded nodes");
    let mut g = c.benchmark_group("kalah-6-4-depth-8-output");
    g.throughput(Throughput::Elements(n));
    g.sample_size(10);
    g.bench_function("record", |b| b.iter(|| black_box(record(false))));
    g.bench_function("record-boards", |b| b.iter(|| black_box(record(true))));
    let opts = RenderOptions::default();
    for (name, format, rec) in [
        ("text", Format::Text, &plain),
        ("json", Format::Json, &plain),
        ("json-boards", Format::Json, &with_boards),
        ("html", Format::Html, &with_boards),
    ] {
        g.bench_function(name, |b| {
            b.iter(|| {
                let mut sink = std::io::sink();
                render::render_with_layouts(
                    format,
                    black_box(rec),
                    &opts,
                    gametree::games::layout_of("kalah"),
                    &mut sink,
                )
                .unwrap()
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
