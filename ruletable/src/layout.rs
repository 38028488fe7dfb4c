//! Lane orders a vector value can be built in. Terms are lane-wise in natural order, but an HVX
//! widening instruction returns its register pair dealt and an x86 pack interleaves its operands
//! per 128-bit lane; lane-wise code is correct in any order its operands share, so the emitter
//! builds each node in the order its operands come in and reorders only where orders meet.

/// Where each lane of a vector value sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    Natural,
    /// Each run of `n` lanes is dealt: its even lanes first, then its odd lanes.
    Dealt(u32),
    /// The order an x86 pack of `n` result lanes turns into natural order: the pack interleaves
    /// its two operand registers per 128-bit lane (`run` source lanes each), so each run of `n`
    /// lanes holds, in its first half, the first `run` of every `2 * run` natural lanes, and in
    /// its second half the second `run`. Zero-extending into this order is an in-lane unpack
    /// with zero (punpckl/h), so a widen-compute-pack chain needs no permute.
    PackIn { n: u32, run: u32 },
    /// Not a layout to build in: what the plugin's emitter says of a node that is as cheap to
    /// build in any layout (an in-lane zero extension, lane-wise code over such).
    Free,
}

impl Layout {
    /// The position natural lane `i` has in this layout.
    pub fn position(self, i: u32) -> u32 {
        match self {
            Layout::Natural => i,
            Layout::Dealt(n) => {
                let (base, j) = (i - i % n, i % n);
                base + if j % 2 == 0 { j / 2 } else { n / 2 + j / 2 }
            }
            Layout::PackIn { n, run } => {
                let (base, j) = (i - i % n, i % n);
                let (group, k) = (j / (2 * run), j % (2 * run));
                base + if k < run { group * run + k } else { n / 2 + group * run + k - run }
            }
            Layout::Free => unreachable!("nothing is built in the free layout"),
        }
    }

    /// The natural lane held at position `p`.
    pub fn lane_at(self, p: u32) -> u32 {
        match self {
            Layout::Natural => p,
            Layout::Dealt(n) => {
                let (base, j) = (p - p % n, p % n);
                base + if j < n / 2 { 2 * j } else { 2 * (j - n / 2) + 1 }
            }
            Layout::PackIn { n, run } => {
                let (base, j) = (p - p % n, p % n);
                let (second, q) = (j >= n / 2, j % (n / 2));
                base + q / run * 2 * run + if second { run } else { 0 } + q % run
            }
            Layout::Free => unreachable!("nothing is built in the free layout"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Layout;

    /// An x86 pack of `n` result lanes, each 128-bit lane `k` of it taking `run` lanes of its
    /// low operand register then `run` of its high one: result lane `o` reads operand position
    /// `pack_source(o)` (low register: positions `0..n/2`, high: `n/2..n`).
    fn pack_source(n: u32, run: u32, o: u32) -> u32 {
        let (k, j) = (o / (2 * run), o % (2 * run));
        if j < run { k * run + j } else { n / 2 + k * run + j - run }
    }

    #[test]
    fn a_dealt_run_holds_its_even_lanes_then_its_odd_lanes() {
        let l = Layout::Dealt(8);
        assert_eq!((0..16).map(|p| l.lane_at(p)).collect::<Vec<_>>(), [0, 2, 4, 6, 1, 3, 5, 7, 8, 10, 12, 14, 9, 11, 13, 15]);
        assert!((0..16).all(|i| l.lane_at(l.position(i)) == i));
    }

    #[test]
    fn a_pack_of_the_pack_in_layout_is_in_natural_order() {
        // AVX2 and AVX-512, 16-bit and 32-bit operands; two runs of lanes each.
        for (n, run) in [(32, 8), (16, 4), (64, 8), (32, 4)] {
            let l = Layout::PackIn { n, run };
            for i in 0..2 * n {
                assert_eq!(l.lane_at(l.position(i)), i);
                let (base, o) = (i - i % n, i % n);
                assert_eq!(l.lane_at(base + pack_source(n, run, o)), i, "n {n} run {run} lane {i}");
            }
        }
    }
}
