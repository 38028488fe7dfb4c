"""The targets' toolchain data, read from ruletable/rules/<family>/target.ini: the files the
plugin's Rust reads its features, register widths and llc limits from (ruletable/src/target_data.rs).

load() -> {target name: Toolchain} for every target section with an `llc` line."""
import configparser
from dataclasses import dataclass
from pathlib import Path

RULES = Path(__file__).resolve().parent.parent / "ruletable" / "rules"


@dataclass(frozen=True)
class Toolchain:
    llc_flags: tuple[str, ...]
    clang_flags: tuple[str, ...]  # select the target for the C driver and link
    runner: tuple[str, ...]  # emulator prefix; empty when run natively
    host_cpu_flags: tuple[str, ...] = ()  # /proc/cpuinfo flags to run natively
    i1_vectors_at_calls: bool = True  # can <N x i1> be a parameter/return value?
    reference_llc_flags: tuple[str, ...] = ()  # llc flags of the reference (before) side only


def load(rules: Path = RULES) -> dict[str, Toolchain]:
    out = {}
    for ini in sorted(rules.glob("*/target.ini")):
        # Keys of [cpus] are lists of names: no `:` delimiter, no interpolation.
        parser = configparser.ConfigParser(delimiters=("=",), interpolation=None)
        parser.read(ini)
        for name in parser.sections():
            s = parser[name]
            if name in ("family", "cpus") or "llc" not in s:
                continue
            out[name] = Toolchain(
                tuple(s["llc"].split()),
                tuple(s.get("clang", "").split()),
                tuple(s.get("run", "").split()),
                tuple(s.get("host_cpu_flags", "").split()),
                s.getboolean("i1_vectors_at_calls", True),
                tuple(s.get("reference_llc", "").split()),
            )
    return out
