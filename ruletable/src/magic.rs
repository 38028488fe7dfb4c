//! Magic numbers for division by a constant (Granlund & Montgomery, "Division by invariant
//! integers using multiplication"): the rule language's `udiv_magic`, `udiv_shift` and
//! `udiv_limit`, so one rule covers every divisor and width, and its proofs check each instance.

/// Unsigned division by `d` at width `bits` as a multiply-high: `(m, k, limit)` such that
/// `x / d == (x * m) >> k` for every `x <= limit`, with `m = ceil(2^k / d) < 2^bits` and
/// `k = bits + floor(log2 d)`, the largest shift whose multiplier still fits the width.
/// With `e = m * d - 2^k`, `x = q * d + r`: `x * m / 2^k = q + (r + x * e / 2^k) / d`, which
/// floors to `q` for every remainder when `x * e < 2^k`. `None` for d < 3, powers of two (a
/// shift) and widths past 64.
pub fn udiv_magic(d: i128, bits: i128) -> Option<(i128, i128, i128)> {
    if d < 3 || d & (d - 1) == 0 || !(1..=64).contains(&bits) || d >= 1 << bits {
        return None;
    }
    let k = bits + (127 - d.leading_zeros() as i128);
    let m = ((1i128 << k) + d - 1) / d;
    if m >= 1 << bits {
        return None;
    }
    let e = m * d - (1i128 << k);
    Some((m, k, ((1i128 << k) - 1) / e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_magic_numbers() {
        // x / 3 on u16 is (x * 0xAAAB) >> 17, exact for every u16.
        assert_eq!(udiv_magic(3, 16), Some((0xAAAB, 17, 131071)));
        // x / 7 on u16 needs 17 bits for the full range: this multiplier covers x <= 43690.
        assert_eq!(udiv_magic(7, 16), Some((37450, 18, 43690)));
        assert_eq!(udiv_magic(4, 16), None);
        assert_eq!(udiv_magic(1000, 8), None);
    }

    /// Exhaustive at 8 and 16 bits: every x up to the limit divides exactly (the limit is a
    /// sufficient bound, not always the largest exact one).
    #[test]
    fn exact_up_to_the_limit() {
        for bits in [8i128, 16] {
            for d in 3..(1i128 << bits) {
                let Some((m, k, limit)) = udiv_magic(d, bits) else { continue };
                let umax = (1i128 << bits) - 1;
                for x in 0..=limit.min(umax) {
                    assert_eq!((x * m) >> k, x / d, "{x} / {d} at {bits} bits");
                }
            }
        }
    }
}
