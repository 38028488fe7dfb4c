//! Compiles the C++ shims (shim/remarks.cpp: remarks; shim/flags.cpp: poison flags; shim/jam.cpp: unroll-and-jam) against LLVM 16's headers, with llvm-config's flags
//! (Debian's LLVM is built without RTTI). The symbols it uses resolve in opt/clang at load time.
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=shim/remarks.cpp");
    println!("cargo:rerun-if-changed=shim/flags.cpp");
    println!("cargo:rerun-if-changed=shim/jam.cpp");
    let prefix = std::env::var("LLVM_SYS_160_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-16".into());
    let config = format!("{prefix}/bin/llvm-config");
    let out = Command::new(&config).arg("--cxxflags").output().unwrap_or_else(|e| panic!("{config}: {e}"));
    let mut build = cc::Build::new();
    build.cpp(true).file("shim/remarks.cpp").file("shim/flags.cpp").file("shim/jam.cpp").warnings(false);
    for flag in String::from_utf8(out.stdout).unwrap().split_whitespace() {
        build.flag(flag);
    }
    build.flag("-fno-rtti").compile("fixsel_remarks");
}
