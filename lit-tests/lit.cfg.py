# lit configuration for fixsel. Run with: lit lit-tests  (scripts/test.sh does)
import os
import lit.formats

config.name = "fixsel"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".c", ".test"]
config.excludes = ["difftest-selftest", "Inputs"]
config.test_source_root = os.path.dirname(__file__)

repo = os.path.dirname(config.test_source_root)
llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-16/bin")
plugin = os.environ.get("FIXSEL_PLUGIN", os.path.join(repo, "target", "release", "libfixsel.so"))
if not os.path.exists(plugin):
    lit_config.fatal(f"plugin not built: {plugin} (run scripts/setup.sh)")

config.environment["PATH"] = os.pathsep.join([llvm_bin, os.environ.get("PATH", "")])
# rule-tests-current.test runs cargo, which finds its toolchain through HOME.
config.environment["HOME"] = os.environ.get("HOME", "")
config.substitutions += [
    ("%opt", f"{llvm_bin}/opt -load-pass-plugin={plugin}"),
    ("%plain-opt", f"{llvm_bin}/opt"),
    ("%clang", f"{llvm_bin}/clang"),
    ("%plugin", plugin),
    ("%table", os.path.join(repo, "ruletable", "table", "fixsel.table")),
    ("%synth-offline", os.path.join(repo, "target", "release", "synth-offline")),
    ("%rules", os.path.join(repo, "ruletable", "rules")),
    # Before/after given as two files (--after FILE): no pass is run. Listed before %difftest,
    # which is a prefix of its name.
    ("%difftest-pair", f"python3 {repo}/scripts/difftest.py"),
    ("%difftest", f"python3 {repo}/scripts/difftest.py --plugin={plugin}"),
]

cpu_flags = open("/proc/cpuinfo").read().split()
for f in ["avx2", "avx512bw"]:
    if f in cpu_flags:
        config.available_features.add("host-" + f)
