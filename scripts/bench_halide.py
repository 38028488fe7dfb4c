#!/usr/bin/env python3
"""Build the Halide 21 anchor kernels (bench/halide/) for the benchmark's targets.

Usage: scripts/bench_halide.py OUT_DIR [--targets T1,T2]

Per target and pipeline of bench/halide/pipelines.py writes OUT_DIR/<target>/<kernel>.o (Halide's
AOT object, renamed <kernel>__halide_pipeline, no runtime, no asserts), <kernel>.s (its assembly, for
the hot-loop metrics), <kernel>_shim.o (bench/halide/shims/<kernel>.c: the C kernel's signature
around halide_buffer_t) and <kernel>.json (the function to measure, output element bytes, summed
over a Tuple's outputs as the C kernel stores them all per element; for a
reduction the input bytes per element, in_elem_bytes).
Exits 3 when the halide module cannot be imported (pip install halide).
"""
import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "bench" / "halide"))
try:
    import halide as hl
    import pipelines
except ImportError as e:
    print(f"bench_halide: cannot import halide ({e}); pip install halide", file=sys.stderr)
    sys.exit(3)

FEATURES = "no_runtime-no_asserts-no_bounds_query"
HALIDE_TARGETS = {
    "x86-avx2": "x86-64-linux-avx-avx2-f16c-fma-sse41",
    "aarch64": "arm-64-linux",
    "aarch64-dotprod": "arm-64-linux-arm_dot_prod",
    "hvx": "hexagon-32-noos-hvx-hvx_128-hvx_v66",
}
CLANG = "/usr/lib/llvm-16/bin/clang"
CLANG_TARGET = {  # for the shims: the same flags the C kernels get (scripts/bench.py)
    "x86-avx2": ["--target=x86_64-linux-gnu", "-march=haswell"],
    "aarch64": ["--target=aarch64-linux-gnu"],
    "aarch64-dotprod": ["--target=aarch64-linux-gnu", "-march=armv8.2-a+dotprod"],
    "hvx": ["--target=hexagon-unknown-linux-musl", "-mv66", "-mhvx", "-mhvx-length=128b", "-G0"],
}


def build(out_dir: Path, target: str) -> None:
    d = out_dir / target
    d.mkdir(parents=True, exist_ok=True)
    t = hl.Target(f"{HALIDE_TARGETS[target]}-{FEATURES}")
    inc = Path(hl.__file__).parent / "include"
    for name, make in pipelines.PIPELINES.items():
        out, params, out_type, dims, *sched = make()
        lanes = t.natural_vector_size(out_type)
        meta = {}
        if sched:  # the pipeline's own schedule (reductions); returns the lanes it vectorized by
            lanes = sched[0](t)
            if hasattr(sched[0], "in_elem_bytes"):  # a reduction: its hot loop stores nothing
                meta["in_elem_bytes"] = sched[0].in_elem_bytes
        else:
            out.vectorize(x_var(out), lanes)
        fn = f"{name}__halide_pipeline"
        out.compile_to({hl.OutputFileType.object: str(d / f"{name}.o"),
                        hl.OutputFileType.assembly: str(d / f"{name}.s")}, params, fn, t)
        subprocess.run([CLANG, "-std=c11", "-O2", "-ffreestanding", *CLANG_TARGET[target], "-I", str(inc),
                        "-c", str(REPO / "bench" / "halide" / "shims" / f"{name}.c"),
                        "-o", str(d / f"{name}_shim.o")], check=True)
        (d / f"{name}.json").write_text(json.dumps(
            {"function": fn, "out_elem_bytes": out_type.bits() // 8 * out.outputs(), "vector_lanes": lanes,
             "halide_target": str(t), **meta}))
        print(f"bench_halide: {target} {name} ({t}, {lanes} lanes)")


def x_var(f):
    return hl.Var(f.args()[0].name())


def main() -> int:
    out_dir = Path(sys.argv[1])
    targets = list(HALIDE_TARGETS)
    if "--targets" in sys.argv:
        targets = [t for t in sys.argv[sys.argv.index("--targets") + 1].split(",") if t in HALIDE_TARGETS]
    for t in targets:
        build(out_dir, t)
    return 0


if __name__ == "__main__":
    sys.exit(main())
