//! Refusing to run inside another LLVM. LLVM's plugin interface carries no version check, and this
//! plugin links libLLVM-16: loaded into another LLVM's opt or clang, its first call into the host's
//! PassBuilder (compiled against LLVM 16's layout) crashes the host. On Linux the host's own LLVM
//! shows up as a loaded libLLVM or libclang-cpp of another major version.

/// The LLVM major version this plugin is built against.
pub const LLVM_MAJOR: u32 = 16;

/// Why fixsel cannot run in this process, if it cannot.
pub fn mismatch() -> Option<String> {
    let maps = std::fs::read_to_string("/proc/self/maps").ok()?;
    let other = maps
        .lines()
        .filter_map(|line| line.rsplit('/').next())
        .find(|name| llvm_major(name).is_some_and(|major| major != LLVM_MAJOR))?;
    Some(format!(
        "this plugin is built for LLVM {LLVM_MAJOR}, but the program loading it runs {other}; fixsel is not registered \
         (use opt-{LLVM_MAJOR}/clang-{LLVM_MAJOR}, or rebuild fixsel against your LLVM)"
    ))
}

/// The major version of an LLVM shared library file name: `libLLVM-15.so.1` (Debian),
/// `libLLVM.so.19.1` (LLVM 17 and later), `libclang-cpp.so.14`.
fn llvm_major(file_name: &str) -> Option<u32> {
    let version = ["libLLVM-", "libLLVM.so.", "libclang-cpp.so."].iter().find_map(|p| file_name.strip_prefix(p))?;
    version.split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn library_versions() {
        assert_eq!(llvm_major("libLLVM-15.so.1"), Some(15));
        assert_eq!(llvm_major("libLLVM-16.so"), Some(16));
        assert_eq!(llvm_major("libLLVM.so.19.1"), Some(19));
        assert_eq!(llvm_major("libclang-cpp.so.14"), Some(14));
        assert_eq!(llvm_major("libLLVMSupport.a"), None);
        assert_eq!(llvm_major("libfixsel.so"), None);
    }

    #[test]
    fn this_process_has_no_other_llvm() {
        assert_eq!(mismatch(), None);
    }
}
