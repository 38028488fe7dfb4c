// The one thing LLVM 16's C API cannot do: emit an optimization remark. Two entry points; the
// remark text and every decision are made in Rust (plugin/src/remark.rs).
#include "llvm-c/Core.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/LLVMContext.h"

using namespace llvm;

static const char PASS[] = "fixsel";

// Whether a remark of this kind would be shown or recorded: lets Rust skip building the text.
extern "C" int fixsel_remark_enabled(LLVMValueRef inst, int missed) {
  LLVMContext &ctx = unwrap<Instruction>(inst)->getContext();
  if (ctx.getLLVMRemarkStreamer())
    return 1;
  const DiagnosticHandler *h = ctx.getDiagHandlerPtr();
  return missed ? h->isMissedOptRemarkEnabled(PASS) : h->isPassedOptRemarkEnabled(PASS);
}

// Emits a passed (missed = 0) or missed remark at `inst`'s location, in its function.
extern "C" void fixsel_remark(LLVMValueRef inst, int missed, const char *name, const char *message) {
  const Instruction *i = unwrap<Instruction>(inst);
  if (missed) {
    OptimizationRemarkMissed r(PASS, name, i);
    r << message;
    i->getContext().diagnose(r);
  } else {
    OptimizationRemark r(PASS, name, i);
    r << message;
    i->getContext().diagnose(r);
  }
}
