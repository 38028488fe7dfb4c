"""Halide 21 versions of bench kernels, the "Halide 21" anchor column of bench/RESULTS.md.

Each pipeline computes exactly what the C kernel of the same name computes (checked by the same
driver and scalar reference) and has a C shim (shims/<name>.c) with the C kernel's signature, so the
driver calls it as the third variant. Written the way a Halide user would, plain integer arithmetic
with widening casts: Halide's own lifting (its Pitchfork-derived FPIR rules) finds the idioms.
Schedule: the output vectorized by the target's natural vector width for its type, all else inlined;
a pipeline that needs more returns a schedule callback as a fifth element (called with the target, it
returns the lanes it vectorized by): the reductions (vector_sum: rfactor into register partial sums,
atomic vectorized inner sums of 4), the GEMMs (an accumulator vector per output vector) and
depthwise_conv3x3 (channels innermost).

All 48 bench kernels are here and build and pass on all four targets. Halide 21 quirks worked around:
no i64 vectors on HVX (requantizing uses rounding_mul_shift_right / rounding_shift_right, exact for the
C's i64 arithmetic), u32-wide vectors of matmul_u8 compute wrong outputs on HVX (vectorized by the u8
width instead), and average_pool2x2 summed along rows first needs a HVX runtime function Halide lacks
(halide.hexagon.add_2mpy.vub.ub; column sums first instead).
"""

import halide as hl

x, y = hl.Var("x"), hl.Var("y")
u8, u16, u32 = hl.UInt(8), hl.UInt(16), hl.UInt(32)
i8, i16, i32, i64 = hl.Int(8), hl.Int(16), hl.Int(32), hl.Int(64)


def cast(t, e):
    return hl.cast(t, e)


def sobel3x3():
    inp = hl.ImageParam(u8, 2, "in")
    w = lambda dx, dy: cast(u16, inp[x + dx, y + dy])
    top = w(0, 0) + 2 * w(1, 0) + w(2, 0)
    bot = w(0, 2) + 2 * w(1, 2) + w(2, 2)
    lft = w(0, 0) + 2 * w(0, 1) + w(0, 2)
    rgt = w(2, 0) + 2 * w(2, 1) + w(2, 2)
    out = hl.Func("sobel3x3")
    out[x, y] = hl.u8_sat(hl.absd(top, bot) + hl.absd(lft, rgt))
    return out, [inp], u8, 2


def gaussian3x3():
    inp = hl.ImageParam(u8, 2, "in")
    w = lambda dx, dy: cast(u16, inp[x + dx, y + dy])
    s = (w(0, 0) + 2 * w(1, 0) + w(2, 0) + 2 * w(0, 1) + 4 * w(1, 1) + 2 * w(2, 1)
         + w(0, 2) + 2 * w(1, 2) + w(2, 2))
    out = hl.Func("gaussian3x3")
    out[x, y] = cast(u8, (s + 8) >> 4)
    return out, [inp], u8, 2


def halfpel_avg_u8():
    inp = hl.ImageParam(u8, 1, "in")
    out = hl.Func("halfpel_avg_u8")
    out[x] = cast(u8, (cast(u16, inp[x]) + inp[x + 1] + 1) >> 1)
    return out, [inp], u8, 1


def mul_q15():
    a, b = hl.ImageParam(i16, 1, "a"), hl.ImageParam(i16, 1, "b")
    out = hl.Func("mul_q15")
    out[x] = hl.i16_sat((cast(i32, a[x]) * b[x] + (1 << 14)) >> 15)
    return out, [a, b], i16, 1


def mul_q31():
    a, b = hl.ImageParam(i32, 1, "a"), hl.ImageParam(i32, 1, "b")
    out = hl.Func("mul_q31")
    out[x] = hl.i32_sat((cast(i64, a[x]) * b[x] + (1 << 30)) >> 31)
    return out, [a, b], i32, 1


def vector_sum(f, args, n, term, acc, lanes):
    """f[args] += the sum over i < n of term(i), wrapping in acc like the C accumulator; returns the
    Func of partial sums for the caller to place. The multiple of 4 vectors is rfactored into one vector
    of partial sums, each lane of which sums 4 adjacent terms per step (an atomic vectorized reduction:
    Halide's VectorReduce, lowered to pmaddwd / udot / vrmpy where they fit), then summed across lanes;
    the tail is a second, scalar update (a guarded split would index the partial sums dynamically, so
    they would live in memory instead of registers)."""
    body = n // (4 * lanes) * (4 * lanes)
    r, rt = hl.RDom([(0, body)]), hl.RDom([(body, n - body)])
    k = f.num_update_definitions()
    f[args] += cast(acc, term(r.x))
    f[args] += cast(acc, term(rt.x))
    ro, ri, rv, rj, u = hl.RVar("ro"), hl.RVar("ri"), hl.RVar("rv"), hl.RVar("rj"), hl.Var("u")
    intm = f.update(k).split(r.x, ro, ri, 4 * lanes).split(ri, rv, rj, 4).rfactor(rv, u)
    intm.vectorize(u)
    intm.update().reorder(rj, u, ro).atomic().vectorize(rj).vectorize(u)
    f.update(k).atomic().vectorize(rv)
    return intm


def total(name, params, term, acc):
    """out() = the sum over i < n (the first input's extent) of term(i): vector_sum (whose bounds
    depend on the vector width, so the reduction is defined with the schedule)."""
    out = hl.Func(name)
    out[()] = cast(acc, 0)

    def schedule(t):
        lanes = t.natural_vector_size(acc)
        vector_sum(out, (), params[0].dim(0).extent(), term, acc, lanes).compute_root()
        return lanes
    schedule.in_elem_bytes = sum(p.type().bits() // 8 for p in params)
    return out, params, acc, 0, schedule


def dot_u8i8():
    a, w = hl.ImageParam(u8, 1, "a"), hl.ImageParam(i8, 1, "w")
    return total("dot_u8i8", [a, w], lambda i: cast(i16, a[i]) * w[i], i32)


def dot_i16():
    a, b = hl.ImageParam(i16, 1, "a"), hl.ImageParam(i16, 1, "b")
    return total("dot_i16", [a, b], lambda i: cast(i32, a[i]) * b[i], i32)


def sad_u8():
    a, b = hl.ImageParam(u8, 1, "a"), hl.ImageParam(u8, 1, "b")
    return total("sad_u8", [a, b], lambda i: hl.absd(a[i], b[i]), u32)


def ssd_u8():
    a, b = hl.ImageParam(u8, 1, "a"), hl.ImageParam(u8, 1, "b")
    d = lambda i: cast(i16, a[i]) - cast(i16, b[i])
    return total("ssd_u8", [a, b], lambda i: cast(i32, d(i)) * d(i), u32)


def l2norm_u8():
    a = hl.ImageParam(u8, 1, "x")
    return total("l2norm_u8", [a], lambda i: cast(u16, a[i]) * a[i], u32)


def requant(acc, mult, wrap=True):
    """round(acc * mult / 2^31), halves up, computed in i64 by the C kernels: Halide's
    rounding_mul_shift_right (no i64 vectors on HVX), which saturates INT32_MIN^2 where the C's i64
    result wraps to INT32_MIN unless the C checks for it (wrap=False)."""
    q = hl.rounding_mul_shift_right(acc, mult, 31)
    imin = cast(i32, -2**31)
    return hl.select((acc == imin) & (mult == imin), imin, q) if wrap else q


def rdpot(q, sh):
    """gemmlowp's RoundingDivideByPOT (halves away from zero), as the C writes it."""
    mask = cast(i32, (cast(u32, 1) << cast(u32, sh)) - 1)
    return (q >> sh) + hl.select((q & mask) > (mask >> 1) + hl.select(q < 0, 1, 0), 1, 0)


def clamp_u8(q, lo, hi):
    """The C's q < lo ? lo : q > hi ? hi : q, narrowed to u8."""
    return cast(u8, hl.select(q < lo, lo, hl.select(q > hi, hi, q)))


def matmul(name, a, b, term, init, acc_t):
    """acc(j, i) = init(j) + sum over p of term(a(p, i), b(j, p)): a vector of acc per vector of
    outputs, its update over p in registers (the i-k-j loop order of the C kernels)."""
    r = hl.RDom([(0, a.dim(0).extent())])
    acc = hl.Func(name + "_acc")
    acc[x, y] = init(x)
    acc[x, y] += term(a[r.x, y], b[x, r.x])
    return acc


def vectorize_with(out, acc, t_out):
    """The output vectorized at its natural width, acc computed per vector of it."""
    def schedule(t):
        lanes = t.natural_vector_size(t_out)
        xo = hl.Var("xo")
        out.split(x, xo, x, lanes).vectorize(x)  # ShiftInwards: acc is recomputed, never re-added
        acc.compute_at(out, xo).vectorize(x)
        acc.update().reorder(x, acc.rvars()[0], y).vectorize(x)
        return lanes
    # The hot loop is the update, which stores nothing: one element (a multiply-accumulate) reads a
    # byte of the row of b (a's element is a scalar).
    schedule.in_elem_bytes = 1
    return schedule


def matmul_u8():
    a, b = hl.ImageParam(u8, 2, "a"), hl.ImageParam(u8, 2, "b")
    acc = matmul("matmul_u8", a, b, lambda av, bv: cast(u32, cast(u16, av) * bv), lambda j: cast(u32, 0), u32)
    out = hl.Func("matmul_u8")
    out[x, y] = acc[x, y]
    return out, [a, b], u32, 2, vectorize_with(out, acc, u8)  # u8 lanes: u32 ones fail on HVX


def matmul_requant():
    a, b = hl.ImageParam(u8, 2, "a"), hl.ImageParam(u8, 2, "b")
    bias = hl.ImageParam(i32, 1, "bias")
    za, zb, zo, m = (hl.Param(i32, n) for n in ("a_offset", "b_offset", "out_offset", "out_mult"))
    sh = hl.Param(i32, "out_shift")
    acc = matmul("matmul_requant", a, b, lambda av, bv: (cast(i32, av) + za) * (cast(i32, bv) + zb),
                 lambda j: bias[j], i32)
    q = requant(acc[x, y], m)
    q = hl.rounding_shift_right(q, sh) + zo  # (q + 2^(sh-1)) >> sh without overflow, like the C's i64
    out = hl.Func("matmul_requant")
    out[x, y] = hl.u8_sat(q)
    return out, [a, b, bias, za, zb, zo, m, sh], u8, 2, vectorize_with(out, acc, u8)


def fully_connected():
    inp, w = hl.ImageParam(u8, 1, "in"), hl.ImageParam(u8, 2, "w")
    bias = hl.ImageParam(i32, 1, "bias")
    zi, zw, zo, m, sh, amin, amax = (hl.Param(i32, n) for n in (
        "in_offset", "w_offset", "out_offset", "out_mult", "out_shift", "act_min", "act_max"))
    acc, out = hl.Func("fully_connected_acc"), hl.Func("fully_connected")
    acc[x] = cast(i32, 0)

    def schedule(t):  # one output at a time, its dot product along the row of w vectorized
        lanes = t.natural_vector_size(i32)
        term = lambda d: (cast(i32, inp[d]) + zi) * (cast(i32, w[d, x]) + zw)
        intm = vector_sum(acc, x, inp.dim(0).extent(), term, i32, lanes)
        q = requant(acc[x] + bias[x], m, wrap=False)
        out[x] = clamp_u8(rdpot(q, sh) + zo, amin, amax)
        intm.compute_at(out, x)
        acc.compute_at(out, x)
        return lanes
    schedule.in_elem_bytes = 2  # one element is one multiply-accumulate: a byte of in and of w
    return out, [inp, w, bias, zi, zw, zo, m, sh, amin, amax], u8, 1, schedule


def taps(inp, mask, t):
    """The 9 products of the 3x3 window at (x, y) and the mask, in type t."""
    return [cast(t, inp[x + k % 3, y + k // 3]) * cast(t, mask[k]) for k in range(9)]


def conv3x3_a16():
    inp, mask = hl.ImageParam(u8, 2, "in"), hl.ImageParam(i8, 1, "mask")
    out = hl.Func("conv3x3_a16")
    out[x, y] = hl.u8_sat(sum(taps(inp, mask, i16)) >> 4)  # i16 sum wraps like the C's
    return out, [inp, mask], u8, 2


def conv3x3_a32():
    inp, mask = hl.ImageParam(u8, 2, "in"), hl.ImageParam(i16, 1, "mask")
    out = hl.Func("conv3x3_a32")
    out[x, y] = hl.u8_sat((sum(taps(inp, mask, i32)) + 128) >> 8)
    return out, [inp, mask], u8, 2


def depthwise_conv3x3():
    inp, filt = hl.ImageParam(u8, 3, "in"), hl.ImageParam(i8, 2, "filter")  # (c, x, row), (c, tap)
    bias = hl.ImageParam(i32, 1, "bias")
    zi, m, sh, zo = (hl.Param(i32, n) for n in ("in_zero", "out_mult", "out_shift", "out_zero"))
    c = hl.Var("c")
    acc = bias[c] + sum((cast(i32, inp[c, x + k % 3, k // 3]) - zi) * filt[c, k] for k in range(9))
    q = requant(acc, m)
    out = hl.Func("depthwise_conv3x3")
    out[c, x] = hl.u8_sat(((q + (1 << (sh - 1))) >> sh) + zo)

    def schedule(t):  # channels innermost; at most the driver's 64 of them per vector (HVX: 128 u8)
        lanes = min(t.natural_vector_size(u8), 64)
        out.vectorize(c, lanes)
        return lanes
    return out, [inp, filt, bias, zi, m, sh, zo], u8, 2, schedule


def binary(name, ta, to, f):
    """out[x] = f(a[x], b[x]) (bench/harness/binary.h kernels)."""
    def make():
        a, b = hl.ImageParam(ta, 1, "a"), hl.ImageParam(ta, 1, "b")
        out = hl.Func(name)
        out[x] = f(a[x], b[x])
        return out, [a, b], to, 1
    make.__name__ = name
    return make


BINARY = [
    binary("absd_u8", u8, u8, hl.absd),
    binary("absd_i16", i16, u16, hl.absd),
    binary("abs_diff_i16", i16, u16, hl.absd),
    binary("add_u8_sat", u8, u8, lambda a, b: hl.u8_sat(cast(u16, a) + b)),
    binary("rgba_add_sat", u8, u8, lambda a, b: hl.u8_sat(cast(u16, a) + b)),
    binary("add_i8_sat", i8, i8, lambda a, b: hl.i8_sat(cast(i16, a) + b)),
    binary("add_i16_sat", i16, i16, lambda a, b: hl.i16_sat(cast(i32, a) + b)),
    binary("sub_u8_sat", u8, u8, lambda a, b: hl.u8_sat(cast(i16, a) - b)),
    binary("halving_add_u8", u8, u8, lambda a, b: cast(u8, (cast(u16, a) + b) >> 1)),
    binary("halving_sub_u8", u8, i8, lambda a, b: cast(i8, (cast(i16, a) - b) >> 1)),
    binary("mul_q15_nosat", i16, i16, lambda a, b: cast(i16, (cast(i32, a) * b + (1 << 14)) >> 15)),
    binary("mul_shr_i16", i16, i16, lambda a, b: cast(i16, (cast(i32, a) * b) >> 16)),
    binary("mul_shr_u16", u16, u16, lambda a, b: cast(u16, (cast(u32, a) * b) >> 16)),
    binary("mul_u8_round", u8, u8, lambda a, b: cast(u8, (cast(u16, a) * b + 128) >> 8)),
]


def stencil(name, t_in, t_out, f):
    """out[x, y] = f(w) with w(dx, dy) the input at (x + dx, y + dy) (bench/harness/image.h kernels)."""
    def make():
        inp = hl.ImageParam(t_in, 2, "in")
        out = hl.Func(name)
        out[x, y] = f(lambda dx, dy: inp[x + dx, y + dy])
        return out, [inp], t_out, 2
    make.__name__ = name
    return make


def wsum(w, t, weights, dy=0):
    """The weighted sum in t of the row dy of the window, weights[k] at x + k."""
    return sum(cast(t, w(k, dy)) * c if c != 1 else cast(t, w(k, dy)) for k, c in enumerate(weights))


def blur3x3_u16(w):  # each 3-sum wraps to u16 before its divide, as in the C
    bx = lambda dy: cast(u16, w(0, dy) + w(1, dy) + w(2, dy)) / 3
    return cast(u16, bx(0) + bx(1) + bx(2)) / 3


def median3x3(w):
    mn, mx = hl.min, hl.max
    med = lambda a, b, c: mx(mn(a, b), mn(mx(a, b), c))
    col = [(w(k, 0), w(k, 1), w(k, 2)) for k in range(3)]
    lo, md, hi = ([f(*c) for c in col] for f in (lambda a, b, c: mn(mn(a, b), c), med,
                                                  lambda a, b, c: mx(mx(a, b), c)))
    return med(mx(mx(lo[0], lo[1]), lo[2]), med(*md), mn(mn(hi[0], hi[1]), hi[2]))


def separable(weights, t_row, t_col, shift):
    """Vertical pass in t_row (the C's u16 tmp), horizontal in t_col, rounding shift to u8."""
    def f(w):
        v = lambda dx: sum(cast(t_row, w(dx, k)) * c for k, c in enumerate(weights))
        return cast(u8, (sum(cast(t_col, v(k)) * c for k, c in enumerate(weights)) + (1 << (shift - 1))) >> shift)
    return f


STENCILS = [
    stencil("box3_u8", u8, u8, lambda w: cast(u8, wsum(w, u16, [1, 1, 1]) / 3)),
    stencil("blur3x3_u16", u16, u16, blur3x3_u16),
    stencil("mean3x3_u8", u8, u8, lambda w: cast(u8, sum(wsum(w, u16, [1, 1, 1], dy) for dy in range(3)) / 9)),
    stencil("max_pool3x3", u8, u8, lambda w: hl.max(*[w(k % 3, k // 3) for k in range(9)])),
    stencil("dilate3x3", u8, u8, lambda w: hl.max(w(1, 0), w(1, 2), w(0, 1), w(2, 1), w(1, 1))),
    stencil("median3x3", u8, u8, median3x3),
    stencil("gaussian5x5", u8, u8, separable([1, 4, 6, 4, 1], u16, u16, 8)),
    stencil("gaussian7x7", u8, u8, separable([1, 6, 15, 20, 15, 6, 1], u16, u32, 12)),
]


def average_pool2x2():
    inp = hl.ImageParam(u8, 2, "in")
    w = lambda dx, dy: cast(u16, inp[2 * x + dx, 2 * y + dy])
    out = hl.Func("average_pool2x2")
    # column sums first: summed along rows, Halide 21 lowers this to a HVX runtime function it lacks
    # (halide.hexagon.add_2mpy.vub.ub)
    out[x, y] = cast(u8, ((w(0, 0) + w(0, 1)) + (w(1, 0) + w(1, 1)) + 2) >> 2)
    return out, [inp], u8, 2


def average_pool_mulhi():
    inp, inv = hl.ImageParam(u8, 2, "in"), hl.Param(u16, "inv")
    s = sum(cast(u16, inp[x + k % 3, y + k // 3]) for k in range(9))
    out = hl.Func("average_pool_mulhi")
    out[x, y] = cast(u8, hl.min((cast(u32, s) * inv + 32768) >> 16, 255))
    return out, [inp, inv], u8, 2


def camera_pipe_color():
    """Three outputs: a Tuple. The C multiplies in u32 (wrapping), so does this."""
    r, g, b = (hl.ImageParam(i16, 1, n) for n in "rgb")
    m = hl.ImageParam(i32, 1, "m")
    px = [cast(u32, cast(i32, p[x])) for p in (r, g, b)]
    ch = [cast(u32, m[4 * c + 3]) + sum(cast(u32, m[4 * c + k]) * px[k] for k in range(3)) for c in range(3)]
    out = hl.Func("camera_pipe_color")
    out[x] = hl.Tuple([cast(i16, cast(i32, v) >> 8) for v in ch])
    return out, [r, g, b, m], i16, 1


def camera_pipe_sharpen():
    inp, strength = hl.ImageParam(u8, 2, "in"), hl.Param(u8, "strength_x32")
    avg = lambda a, b: cast(u8, (cast(u16, a) + b + 1) >> 1)
    col = lambda dx: avg(avg(inp[x + dx, y], inp[x + dx, y + 2]), inp[x + dx, y + 1])
    centre = cast(i16, inp[x + 1, y + 1])
    mask = centre - cast(i16, avg(avg(col(0), col(2)), col(1)))
    out = hl.Func("camera_pipe_sharpen")
    out[x, y] = hl.u8_sat(centre + ((mask * cast(i16, strength)) >> 5))  # i16 product wraps like the C
    return out, [inp, strength], u8, 2


def camera_pipe_shift():
    inp = hl.ImageParam(u16, 1, "in")
    out = hl.Func("camera_pipe_shift")
    out[x] = cast(u8, hl.min((cast(u32, inp[x]) + 8) >> 4, 255))
    return out, [inp], u8, 1


def demosaic_green():
    raw = hl.ImageParam(u16, 2, "raw")  # 3 rows
    l, r, up, dn = raw[x, 1], raw[x + 2, 1], raw[x + 1, 0], raw[x + 1, 2]
    avg = lambda a, b: cast(u16, (cast(u32, a) + b + 1) >> 1)
    out = hl.Func("demosaic_green")
    out[x] = hl.select(hl.absd(l, r) < hl.absd(up, dn), avg(l, r), avg(up, dn))
    return out, [raw], u16, 1


def softmax_q15():
    inp = hl.ImageParam(i16, 1, "x")
    step = lambda p, c: hl.i16_sat(((cast(i32, p) * inp[x] + (1 << 14)) >> 15) + c)
    out = hl.Func("softmax_q15")
    out[x] = step(step(step(cast(i16, 5461), 16384), 32767), 32767)
    return out, [inp], i16, 1


# TFLite's SaturatingRoundingDoublingHighMul as the C writes it (nudge, truncating divide, INT32_MIN^2
# saturating) is round half up, i.e. requant(wrap=False).
def tflite_add():
    a, b = hl.ImageParam(u8, 1, "in1"), hl.ImageParam(u8, 1, "in2")
    o1, m1, s1, o2, m2, s2, oo, mo, so, amin, amax = (hl.Param(i32, n) for n in (
        "in1_offset", "in1_mult", "in1_shift", "in2_offset", "in2_mult", "in2_shift",
        "out_offset", "out_mult", "out_shift", "act_min", "act_max"))
    scaled = lambda v, off, m, sh: rdpot(requant((off + cast(i32, v)) * (1 << 20), m, wrap=False), sh)
    raw = rdpot(requant(scaled(a[x], o1, m1, s1) + scaled(b[x], o2, m2, s2), mo, wrap=False), so) + oo
    out = hl.Func("tflite_add")
    out[x] = clamp_u8(raw, amin, amax)
    return out, [a, b, o1, m1, s1, o2, m2, s2, oo, mo, so, amin, amax], u8, 1


def tflite_mul():
    a, b = hl.ImageParam(u8, 1, "in1"), hl.ImageParam(u8, 1, "in2")
    o1, o2, oo, mo, so, amin, amax = (hl.Param(i32, n) for n in (
        "in1_offset", "in2_offset", "out_offset", "out_mult", "out_shift", "act_min", "act_max"))
    v = (o1 + cast(i32, a[x])) * (o2 + cast(i32, b[x]))
    out = hl.Func("tflite_mul")
    out[x] = clamp_u8(rdpot(requant(v, mo, wrap=False), so) + oo, amin, amax)
    return out, [a, b, o1, o2, oo, mo, so, amin, amax], u8, 1


def l2norm_output():
    inp = hl.ImageParam(u8, 1, "in")
    m, sh = hl.Param(i32, "inv_l2norm_mult"), hl.Param(i32, "inv_l2norm_shift")
    out = hl.Func("l2norm_output")
    out[x] = hl.u8_sat(128 + rdpot(requant(128 * (cast(i32, inp[x]) - 128), m, wrap=False), sh))
    return out, [inp, m, sh], u8, 1


PIPELINES = {f.__name__: f for f in (sobel3x3, gaussian3x3, halfpel_avg_u8, mul_q15, mul_q31,
                                     dot_u8i8, dot_i16, sad_u8, ssd_u8, l2norm_u8,
                                     matmul_u8, matmul_requant, fully_connected,
                                     conv3x3_a16, conv3x3_a32, depthwise_conv3x3, *BINARY,
                                     *STENCILS, average_pool2x2, average_pool_mulhi, camera_pipe_color,
                                     camera_pipe_sharpen, camera_pipe_shift, demosaic_green, softmax_q15,
                                     tflite_add, tflite_mul, l2norm_output)}
