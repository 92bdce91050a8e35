//! Our tidy tree layout (Reingold & Tilford 1981, with variable node widths).
//!
//! Each subtree is laid out on its own and then placed as close to its left siblings'
//! subtrees as their *contours* (the leftmost and rightmost extent at every depth) allow,
//! so subtrees never overlap; a parent is centred over its first and last child. Plain
//! Reingold–Tilford packs small subtrees towards the left, so a tree and its mirror image
//! are not drawn as mirror images. We therefore run the placement twice, on the tree and
//! on its mirror image, and take the average: every separation constraint
//! (`x_b − x_a ≥ gap + (w_a + w_b)/2` for neighbours at one depth) and every centring
//! (`x_parent = (x_first + x_last)/2`) is linear and holds in both passes, so it holds in
//! the average, and mirror-symmetric trees come out exactly symmetric.
//!
//! Units are abstract drawing units (the SVG renderer uses pixels). Cost:
//! O(nodes × depth).

/// A tree to lay out: `children[i]` lists node `i`'s children left to right; node 0 is
/// the root; `width[i]` is node `i`'s width.
#[derive(Clone, Debug, Default)]
pub struct Shape {
    /// Children of each node, in drawing order.
    pub children: Vec<Vec<u32>>,
    /// Width of each node, in drawing units.
    pub width: Vec<f64>,
}

/// Horizontal centres of the nodes of a [`Shape`], the leftmost node edge at 0.
#[derive(Clone, Debug, PartialEq)]
pub struct Placement {
    /// Centre of each node.
    pub x: Vec<f64>,
    /// Distance from the leftmost to the rightmost node edge.
    pub width: f64,
}

/// Left and right extents of a subtree at each depth below (and including) its root,
/// relative to the root's centre.
struct Contour {
    left: Vec<f64>,
    right: Vec<f64>,
}

/// One Reingold–Tilford pass: returns each node's offset from its parent's centre.
/// `mirror` visits children right to left and places them leftwards.
fn pass(shape: &Shape, gap: f64, mirror: bool, offset: &mut [f64]) {
    // Iterative post-order, so deep trees cannot overflow the stack.
    let n = shape.children.len();
    let mut contours: Vec<Option<Contour>> = (0..n).map(|_| None).collect();
    let mut stack: Vec<(u32, bool)> = vec![(0, false)];
    while let Some((v, expanded)) = stack.pop() {
        let kids = &shape.children[v as usize];
        if !expanded && !kids.is_empty() {
            stack.push((v, true));
            for &c in kids {
                stack.push((c, false));
            }
            continue;
        }
        let half = shape.width[v as usize] / 2.0;
        let mut contour = Contour {
            left: vec![-half],
            right: vec![half],
        };
        if !kids.is_empty() {
            let order: Vec<u32> = if mirror {
                kids.iter().rev().copied().collect()
            } else {
                kids.clone()
            };
            let mut acc: Option<Contour> = None;
            let mut shifts = Vec::with_capacity(order.len());
            for &c in &order {
                let cc = contours[c as usize].take().expect("child laid out first");
                let shift = match &acc {
                    None => 0.0,
                    Some(a) => a
                        .right
                        .iter()
                        .zip(&cc.left)
                        .map(|(r, l)| r - l + gap)
                        .fold(f64::NEG_INFINITY, f64::max),
                };
                shifts.push(shift);
                acc = Some(match acc {
                    None => cc,
                    Some(mut a) => {
                        for d in 0..cc.left.len() {
                            if d < a.left.len() {
                                a.right[d] = cc.right[d] + shift;
                            } else {
                                a.left.push(cc.left[d] + shift);
                                a.right.push(cc.right[d] + shift);
                            }
                        }
                        a
                    }
                });
            }
            let centre = (shifts[0] + shifts[shifts.len() - 1]) / 2.0;
            for (&c, s) in order.iter().zip(&shifts) {
                offset[c as usize] = if mirror { centre - s } else { s - centre };
            }
            // Contours stay in the pass's own coordinates (mirrored in the mirror pass),
            // so the packing above always works towards "the left".
            let a = acc.expect("at least one child");
            for (l, r) in a.left.iter().zip(&a.right) {
                contour.left.push(l - centre);
                contour.right.push(r - centre);
            }
        }
        contours[v as usize] = Some(contour);
    }
}

/// Lays out `shape` with at least `gap` between neighbouring nodes at the same depth.
///
/// The result is deterministic, overlap-free, centres every parent over its first and
/// last child, and draws mirror-symmetric trees symmetrically.
pub fn tidy(shape: &Shape, gap: f64) -> Placement {
    let n = shape.children.len();
    if n == 0 {
        return Placement {
            x: Vec::new(),
            width: 0.0,
        };
    }
    let mut left = vec![0.0; n];
    let mut right = vec![0.0; n];
    pass(shape, gap, false, &mut left);
    pass(shape, gap, true, &mut right);
    // Absolute positions: the root at 0, children at their parent plus the offset.
    let mut x = vec![0.0; n];
    let mut stack = vec![0u32];
    while let Some(v) = stack.pop() {
        for &c in &shape.children[v as usize] {
            let off = (left[c as usize] + right[c as usize]) / 2.0;
            x[c as usize] = x[v as usize] + off;
            stack.push(c);
        }
    }
    let min = (0..n)
        .map(|i| x[i] - shape.width[i] / 2.0)
        .fold(f64::INFINITY, f64::min);
    let max = (0..n)
        .map(|i| x[i] + shape.width[i] / 2.0)
        .fold(f64::NEG_INFINITY, f64::max);
    for v in &mut x {
        *v -= min;
    }
    Placement {
        x,
        width: max - min,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Builds a shape from nested child counts given in pre-order.
    fn shape_from(kids: &[usize], widths: &[f64]) -> Shape {
        // kids[i] = number of children of the i-th node in pre-order.
        let mut children = vec![Vec::new(); kids.len()];
        let mut next = 1u32;
        fn build(i: u32, kids: &[usize], children: &mut Vec<Vec<u32>>, next: &mut u32) {
            for _ in 0..kids[i as usize] {
                let c = *next;
                *next += 1;
                children[i as usize].push(c);
                build(c, kids, children, next);
            }
        }
        build(0, kids, &mut children, &mut next);
        Shape {
            children,
            width: widths.to_vec(),
        }
    }

    fn depths(shape: &Shape) -> Vec<usize> {
        let mut d = vec![0; shape.children.len()];
        for v in 0..shape.children.len() {
            for &c in &shape.children[v] {
                d[c as usize] = d[v] + 1;
            }
        }
        d
    }

    fn check(shape: &Shape, p: &Placement, gap: f64) {
        let d = depths(shape);
        let n = shape.children.len();
        // Parents centred over their first and last child.
        for v in 0..n {
            if let (Some(&f), Some(&l)) = (shape.children[v].first(), shape.children[v].last()) {
                let mid = (p.x[f as usize] + p.x[l as usize]) / 2.0;
                assert!((p.x[v] - mid).abs() < 1e-6, "node {v} not centred");
            }
        }
        // No overlap between any two nodes at the same depth.
        for a in 0..n {
            for b in a + 1..n {
                if d[a] == d[b] {
                    let need = (shape.width[a] + shape.width[b]) / 2.0 + gap - 1e-6;
                    assert!((p.x[a] - p.x[b]).abs() >= need, "nodes {a} and {b} overlap");
                }
            }
        }
        // Pre-order at each depth is left to right.
        for a in 0..n {
            for b in a + 1..n {
                if d[a] == d[b] {
                    assert!(p.x[a] < p.x[b], "nodes {a} and {b} out of order");
                }
            }
        }
    }

    #[test]
    fn a_small_tree() {
        // root with three leaves of width 10, gap 5: leaves at 5, 20, 35; root at 20.
        let s = shape_from(&[3, 0, 0, 0], &[10.0; 4]);
        let p = tidy(&s, 5.0);
        assert_eq!(p.x, vec![20.0, 5.0, 20.0, 35.0]);
        assert_eq!(p.width, 40.0);
    }

    #[test]
    fn small_subtrees_between_big_ones_are_spread_evenly() {
        // root: [big] [leaf] [leaf] [big]; symmetric, so the leaves sit symmetrically.
        let s = shape_from(&[4, 3, 0, 0, 0, 0, 0, 3, 0, 0, 0], &[10.0; 11]);
        let p = tidy(&s, 5.0);
        check(&s, &p, 5.0);
        let w = p.width;
        for (a, b) in [(1, 7), (5, 6), (2, 10)] {
            assert!(
                (p.x[a] - (w - p.x[b])).abs() < 1e-9,
                "{a} and {b} not mirrored"
            );
        }
    }

    fn arb_shape() -> impl Strategy<Value = Shape> {
        // Random trees as nested vectors of child counts.
        #[derive(Clone, Debug)]
        struct T(Vec<T>);
        let leaf = Just(T(Vec::new()));
        let tree = leaf.prop_recursive(5, 60, 4, |inner| {
            prop::collection::vec(inner, 0..4).prop_map(T)
        });
        (tree, prop::collection::vec(4.0f64..60.0, 200)).prop_map(|(t, ws)| {
            let mut children = Vec::new();
            fn walk(t: &T, children: &mut Vec<Vec<u32>>) -> u32 {
                let id = children.len() as u32;
                children.push(Vec::new());
                for c in &t.0 {
                    let cid = walk(c, children);
                    children[id as usize].push(cid);
                }
                id
            }
            walk(&t, &mut children);
            let width = (0..children.len()).map(|i| ws[i % ws.len()]).collect();
            Shape { children, width }
        })
    }

    fn mirrored(s: &Shape) -> (Shape, Vec<u32>) {
        // Mirror image: children reversed; returns the new shape and old → new ids.
        let n = s.children.len();
        let mut map = vec![0u32; n];
        let mut children = Vec::new();
        let mut width = Vec::new();
        fn walk(
            s: &Shape,
            v: u32,
            map: &mut Vec<u32>,
            ch: &mut Vec<Vec<u32>>,
            w: &mut Vec<f64>,
        ) -> u32 {
            let id = ch.len() as u32;
            map[v as usize] = id;
            ch.push(Vec::new());
            w.push(s.width[v as usize]);
            for &c in s.children[v as usize].iter().rev() {
                let cid = walk(s, c, map, ch, w);
                ch[id as usize].push(cid);
            }
            id
        }
        walk(s, 0, &mut map, &mut children, &mut width);
        (Shape { children, width }, map)
    }

    proptest! {
        #[test]
        fn layouts_are_tidy(s in arb_shape(), gap in 1.0f64..20.0) {
            let p = tidy(&s, gap);
            check(&s, &p, gap);
        }

        #[test]
        fn mirror_images_are_drawn_as_mirror_images(s in arb_shape()) {
            let (m, map) = mirrored(&s);
            let p = tidy(&s, 6.0);
            let q = tidy(&m, 6.0);
            prop_assert!((p.width - q.width).abs() < 1e-6);
            for (v, &mv) in map.iter().enumerate() {
                let mv = mv as usize;
                prop_assert!((p.x[v] - (q.width - q.x[mv])).abs() < 1e-6, "node {}", v);
            }
        }
    }
}
