// What LLVM 16's C API cannot read: an instruction's poison-generating flags (LLVMGetNSW arrived in
// LLVM 17). Read by plugin/src/ir.rs.
#include "llvm-c/Core.h"
#include "llvm/IR/Operator.h"

using namespace llvm;

// Whether `v` is an add/sub/mul/shl marked `nsw` (its result is poison on signed overflow).
extern "C" int fixsel_no_signed_wrap(LLVMValueRef v) {
  const auto *op = dyn_cast<OverflowingBinaryOperator>(unwrap(v));
  return op && op->hasNoSignedWrap();
}
