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

/// Unsigned division by `d` over the whole `bits`-bit range when `udiv_magic`'s multiplier would
/// need `bits + 1` bits: `(m, s)` with `x / d == halving_add(x, (x * m) >> bits) >> s`
/// (Granlund & Montgomery, figure 4.1: the multiplier is `2^bits + m`, `k = bits + ceil(log2 d)`;
/// `t + ((x - t) >> 1)` is the halving add of `x` and `t = (x * m) >> bits` since `t <= x`).
pub fn udiv_magic_add(d: i128, bits: i128) -> Option<(i128, i128)> {
    if d < 3 || d & (d - 1) == 0 || !(1..=64).contains(&bits) || d >= 1 << bits {
        return None;
    }
    let l = 128 - (d - 1).leading_zeros() as i128;
    let m = ((1i128 << (bits + l)) + d - 1) / d - (1i128 << bits);
    Some((m, l - 1))
}

/// Signed division (truncating) by `d` > 0 at width `bits`: `(m, s)` with `m < 2^bits` such that,
/// for every `bits`-bit `x`, `x / d == ((x * m) >> (bits + s)) + (x < 0)`, `m` read unsigned.
/// With `e = m * d - 2^k` (`k = bits + s`) this holds when `2^(bits-1) * e <= 2^k`: the product's
/// error stays below one step of `x / d` for `|x| <= 2^(bits-1)` (Hacker's Delight, 10-4).
/// Where `m >= 2^(bits-1)`, a signed multiply by `m - 2^bits` plus `x` gives the same product.
/// `None` for d < 3, powers of two and widths past 64.
pub fn sdiv_magic(d: i128, bits: i128) -> Option<(i128, i128)> {
    if d < 3 || d & (d - 1) == 0 || !(2..=64).contains(&bits) || d >= 1 << (bits - 1) {
        return None;
    }
    (bits..2 * bits).find_map(|k| {
        let m = (1i128 << k) / d + 1;
        let e = m * d - (1i128 << k);
        ((1i128 << (bits - 1)) * e <= 1i128 << k).then_some((m, k - bits))
    }).filter(|&(m, _)| m < 1 << bits)
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
        // Hacker's Delight's constants: x / 7 on u16 is t = (x * 9363) >> 16, (t + ((x - t) >> 1)) >> 2;
        // on i32, x / 7 multiplies by 0x92492493 (negative: plus x) and shifts by 2.
        assert_eq!(udiv_magic_add(7, 16), Some((9363, 2)));
        assert_eq!(sdiv_magic(7, 32), Some((0x9249_2493, 2)));
        assert_eq!(sdiv_magic(3, 16), Some((21846, 0)));
        assert_eq!(sdiv_magic(200, 8), None);
    }

    /// Exhaustive at 8 bits and over a stride of 16 bits, for every divisor they take.
    #[test]
    fn full_range_forms_are_exact() {
        for bits in [8i128, 16] {
            let step = if bits == 8 { 1 } else { 7 };
            for d in 3..(1i128 << bits).min(5000) {
                if let Some((m, s)) = udiv_magic_add(d, bits) {
                    assert!((0..1 << bits).contains(&m));
                    for x in (0..1i128 << bits).step_by(step) {
                        let t = (x * m) >> bits;
                        assert_eq!((x + t) >> 1 >> s, x / d, "u{bits} {x} / {d}");
                    }
                }
                if let Some((m, s)) = sdiv_magic(d, bits) {
                    let signed_m = if m >= 1 << (bits - 1) { m - (1 << bits) } else { m };
                    for x in (-(1i128 << (bits - 1))..1 << (bits - 1)).step_by(step) {
                        let mut h = (x * signed_m) >> bits;
                        if signed_m < 0 {
                            h += x;
                        }
                        assert_eq!((h >> s) - (x >> (bits - 1)), x / d, "i{bits} {x} / {d}");
                    }
                }
            }
        }
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
