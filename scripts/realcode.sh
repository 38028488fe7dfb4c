#!/usr/bin/env bash
# fixsel on real third-party code: libjpeg-turbo (WITH_SIMD=0), opus (fixed point, no intrinsics
# or asm) and pixman (no SIMD paths), built with clang-16 -O3 alone and with -fpass-plugin, each
# build running the library's own test suite (x86-64 haswell natively, AArch64 under
# qemu-aarch64). HVX: every C file compiled with the plugin, verified, no fixsel warning.
# Sources come from Debian's source packages (deb-src), cached under target/realcode/src.
#
# usage: scripts/realcode.sh [--quick] [--targets x86,aarch64,hvx] [--libs jpeg,opus,pixman]
#                            [--bench-reps N]
#   hvx: there is no Hexagon libc here, so the files are compiled against newlib's portable
#   headers (libnewlib-dev), told the two things they cannot know for Hexagon (little-endian
#   IEEE doubles, a jmp_buf size); the configured headers come from the x86 build.
#   --quick: for CI. No x86 workload timing; the test suites still run on both builds, shortened
#            where they loop over random cases: libjpeg-turbo under qemu without tjunittest (its
#            MD5-checked cjpeg/djpeg/jpegtran/tjbench tests stay), opus with TEST_OPUS_NOFUZZ,
#            pixman's CRC fuzzer tests over iterations 1..PIXMAN_QUICK_ITER with every
#            iteration's CRC compared between the two builds (their built-in checksum covers the
#            default range only); under qemu, tolerance-test and composite on cases
#            1..PIXMAN_QUICK_SEEDS instead of their millions.
# Writes target/realcode/summary-TARGETS.tsv and, without --quick, bench/REALCODE.md.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$REPO"

QUICK=0; TARGETS=x86,aarch64,hvx; LIBS=jpeg,opus,pixman; REPS=5
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) QUICK=1 ;;
    --targets) TARGETS="$2"; shift ;;
    --libs) LIBS="$2"; shift ;;
    --bench-reps) REPS="$2"; shift ;;
    *) echo "realcode.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

W="$REPO/target/realcode"
SRC="$W/src"
JOBS=2
NICE="nice -n 10"
mkdir -p "$W" "$SRC"
PLUGIN="$REPO/target/release/libfixsel.so"
[ -f "$PLUGIN" ] || $NICE cargo build --release -p fixsel

phase_start() { PHASE="$1"; PHASE_T0=$(date +%s); echo "== $1"; }
phase_end() { echo "   ($PHASE: $(( $(date +%s) - PHASE_T0 )) s)"; echo -e "$PHASE\t$(( $(date +%s) - PHASE_T0 ))" >> "$W/phases-${TARGETS//,/-}.tsv"; }
: > "$W/phases-${TARGETS//,/-}.tsv"

# --- packages and sources ---------------------------------------------------------------------
phase_start "packages and sources"
PKGS="cmake make autoconf automake libtool pkg-config dpkg-dev libc6-dev-arm64-cross libgcc-12-dev-arm64-cross libnewlib-dev"
missing=$(for p in $PKGS; do dpkg -s "$p" >/dev/null 2>&1 || echo "$p"; done)
DEBSRC=/etc/apt/sources.list.d/fixsel-deb-src.sources
if [ ! -f "$DEBSRC" ] || [ -n "$missing" ]; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  if [ ! -f "$DEBSRC" ]; then
    # Same mirror and keyring as the bookworm deb entry.
    $SUDO tee "$DEBSRC" >/dev/null <<'EOF'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  fi
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086
  [ -z "$missing" ] || $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing
fi
declare -A DEBPKG=([jpeg]=libjpeg-turbo [opus]=opus [pixman]=pixman)
declare -A SRCDIR
for lib in ${LIBS//,/ }; do
  pkg=${DEBPKG[$lib]}
  if ! ls "$SRC/${pkg}"_*.orig.tar.* >/dev/null 2>&1; then
    # Only the upstream tarball is used; the mirror may lack a Debian diff (pixman's .diff.gz).
    (cd "$SRC" && apt-get source -qq --download-only "$pkg" 2>&1 | grep -v '^W: Download is performed unsandboxed' || true)
  fi
  tarball=$(echo "$SRC/${pkg}"_*.orig.tar.*)
  dir=$(basename "$tarball" | sed 's/_/-/; s/\.orig\.tar\..*//')  # NAME-VERSION
  [ -d "$SRC/$dir" ] || tar xf "$tarball" -C "$SRC"
  SRCDIR[$lib]="$SRC/$dir"
done
phase_end

# --- compilers ----------------------------------------------------------------------------------
# One wrapper per target and variant: clang-16 -O3 with the target flags; the fixsel variant adds
# the plugin with FIXSEL_DEBUG=rules and appends its "fixsel:" lines to a log (kept off the
# build's stderr so that configure checks see clang's usual output).
declare -A TFLAGS=(
  [x86]="-O3 -march=haswell"
  [aarch64]="-O3 --target=aarch64-linux-gnu -fuse-ld=lld"
)
mkdir -p "$W/bin" "$W/logs"
make_cc() { # target variant
  local t=$1 v=$2 cc="$W/bin/cc-$1-$2" log="$W/logs/rules-$1-$2.log"
  : > "$log"
  if [ "$v" = plain ]; then
    printf '#!/bin/sh\nexec clang-16 %s "$@"\n' "${TFLAGS[$t]}" > "$cc"
  else
    cat > "$cc" <<EOF
#!/bin/bash
err=\$(mktemp)
FIXSEL_DEBUG=rules clang-16 ${TFLAGS[$t]} -fpass-plugin=$PLUGIN "\$@" 2>"\$err"; rc=\$?
grep '^fixsel: ' "\$err" >> "$log"
grep -v '^fixsel: rule: ' "\$err" >&2
rm -f "\$err"; exit \$rc
EOF
  fi
  chmod +x "$cc"
}
QEMU="qemu-aarch64-static -L /usr/aarch64-linux-gnu"

# --- per-library build and test -------------------------------------------------------------
# Each prints the test counts as "pass fail" on its last line of $W/logs/test-*.log summary.
build_jpeg() { # target variant builddir
  local t=$1 v=$2 b=$3 cross=()
  [ "$t" = aarch64 ] && cross=(-DCMAKE_SYSTEM_NAME=Linux -DCMAKE_SYSTEM_PROCESSOR=aarch64
                               "-DCMAKE_CROSSCOMPILING_EMULATOR=qemu-aarch64-static;-L;/usr/aarch64-linux-gnu")
  cmake -S "${SRCDIR[jpeg]}" -B "$b" -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS_RELEASE= \
        -DCMAKE_C_COMPILER="$W/bin/cc-$t-$v" -DWITH_SIMD=0 -DENABLE_SHARED=0 -DWITH_TURBOJPEG=1 \
        -DWITH_JAVA=0 "${cross[@]}" >/dev/null
  /usr/bin/time -f %e -o "$b/build.time" $NICE make -C "$b" -j$JOBS >/dev/null
}
test_jpeg() { # target builddir -> "pass fail"
  local b=$2 out skip=()
  [ $QUICK = 1 ] && [ "$1" = aarch64 ] && skip=(-E '^tjunittest')
  out=$(cd "$b" && $NICE ctest -j$JOBS "${skip[@]}" 2>&1 | tee "$b/test.log" | grep 'tests passed' || true)
  echo "$out" | sed -E 's/.* ([0-9]+) tests failed out of ([0-9]+).*/\1 \2/' | awk '{print $2-$1, $1}'
}
autotools_build() { # lib target variant builddir cflags configure-args...
  local lib=$1 t=$2 v=$3 b=$4 cflags=$5; shift 5
  local host=()
  [ "$t" = aarch64 ] && host=(--host=aarch64-linux-gnu)
  mkdir -p "$b"
  (cd "$b" && "${SRCDIR[$lib]}/configure" --enable-option-checking=fatal CC="$W/bin/cc-$t-$v" CFLAGS="$cflags" --disable-shared \
      "${host[@]}" "$@" >/dev/null)
  /usr/bin/time -f %e -o "$b/build.time" $NICE make -C "$b" -j$JOBS >/dev/null
}
autotools_test() { # target builddir [test-runner] -> "pass fail"
  local t=$1 b=$2 runner=${3:-} emu=""
  [ "$t" = aarch64 ] && emu="qemu-aarch64-static"
  local wrap=(AM_TESTS_ENVIRONMENT="export QEMU_LD_PREFIX=/usr/aarch64-linux-gnu;")
  if [ -n "$runner" ]; then wrap+=(LOG_COMPILER="$runner" LOG_FLAGS="$emu")
  elif [ -n "$emu" ]; then wrap+=(LOG_COMPILER="$emu"); fi
  $NICE make -C "$b" -j$JOBS -k check "${wrap[@]}" > "$b/test.log" 2>&1 || true
  local pass fail
  pass=$(grep -h -E '^# PASS:' $(find "$b" -name test-suite.log) | awk '{s+=$3} END {print s+0}')
  fail=$(grep -h -E '^# (FAIL|ERROR|XPASS):' $(find "$b" -name test-suite.log) | awk '{s+=$3} END {print s+0}')
  echo "$pass $fail"
}
build_opus() {
  autotools_build opus "$1" "$2" "$3" "" --enable-fixed-point --disable-intrinsics --disable-asm \
      --disable-rtcd --disable-doc
}
# pixman's tests unmask floating-point divide-by-zero and invalid traps (test/utils.c), which its
# float combiners avoid by branching around the division; clang's default if-converts them into
# an unconditional vector division that traps (SIGFPE in combiner-test and stress-test, with or
# without fixsel). maytrap keeps clang from adding FP operations the source does not perform
# (what gcc's default -ftrapping-math gives); integer code is unaffected.
build_pixman() {
  autotools_build pixman "$1" "$2" "$3" -ffp-exception-behavior=maytrap --disable-openmp \
      --disable-loongson-mmi --disable-mmx --disable-sse2 --disable-ssse3 --disable-vmx \
      --disable-arm-simd --disable-arm-neon --disable-arm-a64-neon --disable-arm-iwmmxt \
      --disable-arm-iwmmxt2 --disable-mips-dspr2 --disable-gtk --disable-libpng
}
# A fixed seed, so both builds run the same random cases.
test_opus() {
  if [ $QUICK = 1 ]; then SEED=42 TEST_OPUS_NOFUZZ=1 autotools_test "$1" "$2"
  else SEED=42 autotools_test "$1" "$2"; fi
}
PIXMAN_QUICK_ITER=2000 PIXMAN_QUICK_SEEDS=300
make_pixman_runner() { # quick mode: fuzzer tests on a short range, every iteration's CRC kept
  cat > "$W/bin/pixman-quick-run" <<EOF
#!/bin/bash
# LOG_COMPILER for pixman's make check: [emulator] ./test
t="\${@: -1}"
if grep -q fuzzer_test_main "${SRCDIR[pixman]}/test/\$(basename "\$t").c" 2>/dev/null; then
  VERBOSE=1 "\$@" 1 $PIXMAN_QUICK_ITER > "\$t.crc"
elif [ \$# -gt 1 ] && [[ "\$(basename "\$t")" =~ ^(tolerance-test|composite)\$ ]]; then
  # 8-10 million random cases: minutes natively, too long under the emulator. Both take one
  # case number as an argument and print nothing when it passes.
  for i in \$(seq 1 $PIXMAN_QUICK_SEEDS); do
    out=\$("\$@" \$i) && [ -z "\$out" ] || { echo "case \$i failed: \$out"; exit 1; }
  done
else
  exec "\$@"
fi
EOF
  chmod +x "$W/bin/pixman-quick-run"
}
test_pixman() {
  if [ $QUICK = 1 ]; then make_pixman_runner; autotools_test "$1" "$2" "$W/bin/pixman-quick-run"
  else autotools_test "$1" "$2"; fi
}

SUMMARY="$W/summary-${TARGETS//,/-}.tsv"
SUITE=$([ $QUICK = 1 ] && echo quick || echo full)
echo -e "lib\ttarget\tvariant\tsuite\tpass\tfail\tbuild_s\trewrites\twarnings" > "$SUMMARY"
status=0
for t in ${TARGETS//,/ }; do
  [ "$t" = hvx ] && continue
  for lib in ${LIBS//,/ }; do
    declare -A RES=()
    for v in plain fixsel; do
      make_cc "$t" "$v"
      b="$W/build/$lib-$t-$v"
      rm -rf "$b"; mkdir -p "$b"
      phase_start "$lib $t $v: build"
      if ! "build_$lib" "$t" "$v" "$b"; then
        echo "FAIL: $lib $t $v: build failed"; status=1; RES[$v]="build failed"; phase_end; continue
      fi
      phase_end
      phase_start "$lib $t $v: test suite"
      read -r pass fail < <("test_$lib" "$t" "$b")
      phase_end
      log="$W/logs/rules-$t-$v.log"
      cp "$log" "$b/rules.log"
      rw=$(grep -c '^fixsel: rule: ' "$log" || true)
      wn=$(grep -c '^fixsel: warning: ' "$log" || true)
      echo "   $lib $t $v: $pass passed, $fail failed; build $(cat "$b/build.time") s; $rw rewrites, $wn warnings"
      echo -e "$lib\t$t\t$v\t$SUITE\t$pass\t$fail\t$(cat "$b/build.time")\t$rw\t$wn" >> "$SUMMARY"
      RES[$v]="$pass $fail"
      if [ "$fail" != 0 ] || [ "$pass" = 0 ]; then echo "FAIL: $lib $t $v: test failures"; status=1; fi
      if [ "$wn" != 0 ]; then echo "FAIL: $lib $t $v: fixsel warnings"; status=1; fi
    done
    if [ $QUICK = 1 ] && [ "$lib" = pixman ]; then
      for c in "$W/build/pixman-$t-plain"/test/*.crc; do
        cmp -s "$c" "$W/build/pixman-$t-fixsel/test/$(basename "$c")" \
          || { echo "FAIL: pixman $t: $(basename "$c" .crc): per-iteration CRCs differ"; status=1; }
      done
      echo "   pixman $t: $(ls "$W/build/pixman-$t-plain"/test/*.crc | wc -l) fuzzer tests, iterations 1..$PIXMAN_QUICK_ITER: CRCs compared"
    fi
    if [ "${RES[plain]}" != "${RES[fixsel]}" ]; then
      echo "FAIL: $lib $t: test results differ: plain ${RES[plain]}, fixsel ${RES[fixsel]}"; status=1
    fi
  done
done

# --- HVX: every C file compiled with the plugin, verified ---------------------------------------
if [[ ",$TARGETS," == *,hvx,* ]]; then
  phase_start "hvx: every C file"
  HVX=(--target=hexagon-unknown-linux-musl -mv66 -mhvx -mhvx-length=128b -mllvm -hexagon-autohvx=true -O3
       -nostdlibinc -isystem /usr/include/newlib -D__IEEE_LITTLE_ENDIAN -D_JBLEN=64)
  hvx_asm() { (ulimit -v 6000000; timeout 300 $NICE clang-16 "${HVX[@]}" -Wno-unused-command-line-argument -S "$@"); }
  for lib in ${LIBS//,/ }; do
    # Configured headers (jconfig.h, config.h) come from the x86 plain build.
    cfg="$W/build/$lib-x86-plain"
    [ -d "$cfg" ] || { t=x86; make_cc x86 plain; mkdir -p "$cfg"; "build_$lib" x86 plain "$cfg"; }
    incs=(-I"$cfg" -I"$cfg/pixman" -I"${SRCDIR[$lib]}" -I"${SRCDIR[$lib]}/include" -I"${SRCDIR[$lib]}/celt"
          -I"${SRCDIR[$lib]}/silk" -I"${SRCDIR[$lib]}/silk/fixed" -I"${SRCDIR[$lib]}/pixman" -DHAVE_CONFIG_H)
    ok=0; skipped=0; bad=0; rw=0; llvmfail=0
    out="$W/hvx/$lib"; rm -rf "$out"; mkdir -p "$out"
    while IFS= read -r f; do
      # Skip sources of the SIMD/asm paths the x86/AArch64 builds also leave out.
      case "$f" in */simd/*|*/arm/*|*/x86/*|*/mips/*|*-sse*|*-mmx*|*-neon*|*-arm-*|*-vmx*|*-mips*|*loongson*|*iwmmxt*|*/java/*|*/doc/*) continue ;; esac
      base="$out/$(echo "${f#"${SRCDIR[$lib]}"/}" | tr / _)"
      # Files that are not C for Hexagon even without the plugin (a header newlib lacks, a
      # platform #error) are counted and listed in skipped.log, not tested.
      if ! clang-16 "${HVX[@]}" "${incs[@]}" -fsyntax-only "$f" 2>"$base.plain.err"; then
        skipped=$((skipped+1)); echo "$f: $(grep -m1 'error:' "$base.plain.err")" >> "$out/skipped.log"
        continue
      fi
      if FIXSEL_DEBUG=rules $NICE clang-16 "${HVX[@]}" "${incs[@]}" -fpass-plugin="$PLUGIN" -emit-llvm -S "$f" \
             -o "$base.ll" 2>"$base.err" && opt-16 -passes=verify -disable-output "$base.ll" 2>>"$base.err" \
         && ! grep -q '^fixsel: warning' "$base.err"; then
        ok=$((ok+1)); rw=$((rw + $(grep -c '^fixsel: rule: ' "$base.err" || true)))
        grep '^fixsel: ' "$base.err" >> "$W/logs/rules-hvx-$lib.log" || true
        # Then to assembly. LLVM 16's Hexagon backend exhausts memory on some files (opus's
        # celt.c) by itself: a file whose backend run fails is a failure only if clang alone
        # gets through it (both capped, so that the machine survives).
        if ! hvx_asm -x ir "$base.ll" -o "$base.s" 2>>"$base.err"; then
          if hvx_asm "${incs[@]}" "$f" -o "$base.plain.s" 2>>"$base.plain.err"; then
            echo "FAIL: hvx $f: the backend fails on fixsel's output, not without the plugin"; bad=$((bad+1)); status=1
          else
            llvmfail=$((llvmfail+1)); echo "$f: $(grep -m1 'LLVM ERROR\|error:' "$base.plain.err")" >> "$out/llvm-fails.log"
          fi
        fi
      else
        echo "FAIL: hvx $f:"; grep -v '^fixsel: rule' "$base.err" | head -5; bad=$((bad+1)); status=1
      fi
    done < <(find "${SRCDIR[$lib]}" -name '*.c' | sort)
    [ $ok -gt 0 ] || { echo "FAIL: hvx $lib: no file compiled"; status=1; }
    echo "   $lib hvx: $ok files compiled and verified ($rw rewrites), $bad failed; $skipped skipped (not C for Hexagon without the plugin either: $out/skipped.log); $llvmfail where LLVM's backend fails without the plugin too ($out/llvm-fails.log)"
    echo -e "$lib\thvx\tfixsel\t-\t$ok\t$bad\t-\t$rw\tskipped=$skipped llc-fails=$llvmfail" >> "$SUMMARY"
  done
  phase_end
fi

if [ $QUICK = 0 ] && [[ ",$TARGETS," == *,x86,* ]]; then
  phase_start "x86 workloads ($REPS alternated runs)"
  $NICE python3 scripts/realcode_bench.py "$W" "$REPS" bench/REALCODE.md
  phase_end
fi

echo "== summary ($SUMMARY)"; column -t "$SUMMARY"
echo "== phases (s)"; column -t -s $'\t' "$W/phases-${TARGETS//,/-}.tsv"
exit $status
