// Register blocking of loop nests that accumulate into memory (plugin/src/jam.rs says why).
// LLVM does the transformation and proves it legal: this file only picks the nests, marks them
// with `llvm.loop.unroll_and_jam.count`, and runs LLVM's own passes on the function.
#include "llvm-c/Core.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

// Whether the single-block inner loop `inner` of `outer` loads and stores back the same element
// (`c[j] += ...`) at an address that steps with `inner` only, so that every iteration of `outer`
// reads and writes the same row again: after jamming, one load and one store serve `count`
// iterations of `outer`.
static bool accumulatesIntoMemory(Loop *outer, Loop *inner, ScalarEvolution &se) {
  BasicBlock *body = inner->getHeader();
  for (Instruction &i : *body) {
    auto *store = dyn_cast<StoreInst>(&i);
    if (!store || !store->isSimple())
      continue;
    auto *addr = dyn_cast<SCEVAddRecExpr>(se.getSCEV(store->getPointerOperand()));
    if (!addr || addr->getLoop() != inner || !addr->isAffine() ||
        !se.isLoopInvariant(addr->getStart(), outer) || !se.isLoopInvariant(addr->getStepRecurrence(se), outer))
      continue;
    for (Instruction &j : *body)
      if (auto *load = dyn_cast<LoadInst>(&j))
        if (load->isSimple() && load->getType() == store->getValueOperand()->getType() &&
            se.getSCEV(load->getPointerOperand()) == addr)
          return true;
  }
  return false;
}

// Whether `v` has at most 16 significant bits by construction: an extension from 16 bits or less,
// or a constant that fits in 16 bits.
static bool narrow(Value *v) {
  if (auto *ext = dyn_cast<CastInst>(v))
    if (isa<ZExtInst>(ext) || isa<SExtInst>(ext))
      return ext->getSrcTy()->getScalarSizeInBits() <= 16;
  auto *c = dyn_cast<ConstantInt>(v);
  return c && c->getValue().getMinSignedBits() <= 16;
}

// Whether the loop multiplies at more than 16 bits: then, on targets where such multiplies are
// slow, they and not the accumulator's loads and stores bound the loop, and jamming only adds
// register pressure.
static bool multipliesWide(Loop *inner) {
  for (Instruction &i : *inner->getHeader())
    if (i.getOpcode() == Instruction::Mul && i.getType()->getScalarSizeInBits() > 16 &&
        !(narrow(i.getOperand(0)) && narrow(i.getOperand(1))))
      return true;
  return false;
}

static std::string loopName(Loop *l) {
  std::string s;
  raw_string_ostream os(s);
  l->getHeader()->printAsOperand(os, false);
  return os.str();
}

// Marks each qualifying loop of `fn` (with `wideMultiplies`, also those multiplying at more than
// 16 bits) and unroll-and-jams it by `count`; then indvars merges the
// jammed copies' equal inner induction variables, so that early-cse can forward each stored
// accumulator to the next copy's load, and dse drops the stores that are overwritten.
// Returns how many loops were marked (then those passes ran: the function may have changed). With
// `debug`, says on stderr which loops qualified and how many LLVM jammed.
extern "C" unsigned fixsel_jam(LLVMValueRef fn, unsigned count, int wideMultiplies, int debug) {
  Function &f = *unwrap<Function>(fn);
  // Most functions have no loop nest at all: tell from the loop tree alone, before building the
  // analyses and passes below.
  {
    DominatorTree dt(f);
    LoopInfo loops(dt);
    if (none_of(loops.getLoopsInPreorder(), [](Loop *l) { return l->getSubLoops().size() == 1; }))
      return 0;
  }
  LoopAnalysisManager lam;
  FunctionAnalysisManager fam;
  CGSCCAnalysisManager cgam;
  ModuleAnalysisManager mam;
  PassBuilder pb;
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);

  auto &li = fam.getResult<LoopAnalysis>(f);
  auto &se = fam.getResult<ScalarEvolutionAnalysis>(f);
  unsigned marked = 0;
  for (Loop *outer : li.getLoopsInPreorder()) {
    if (outer->getSubLoops().size() != 1)
      continue;
    Loop *inner = outer->getSubLoops()[0];
    const char *why = nullptr;
    if (!inner->isInnermost() || inner->getNumBlocks() != 1)
      why = "its inner loop is not one block";
    else if (findOptionMDForLoop(outer, "llvm.loop.unroll_and_jam.count") ||
             findOptionMDForLoop(outer, "llvm.loop.unroll_and_jam.disable") ||
             findOptionMDForLoop(outer, "llvm.loop.unroll.disable"))
      why = "it has an unroll pragma";
    else if (!accumulatesIntoMemory(outer, inner, se))
      why = "its inner loop does not accumulate into memory";
    else if (!wideMultiplies && multipliesWide(inner))
      why = "its inner loop multiplies at more than 16 bits";
    if (debug)
      errs() << "fixsel: jam: @" << f.getName() << " loop " << loopName(outer) << ": "
             << (why ? std::string("left alone: ") + why : "count " + std::to_string(count)) << "\n";
    if (why)
      continue;
    LLVMContext &ctx = f.getContext();
    Metadata *countMD[] = {MDString::get(ctx, "llvm.loop.unroll_and_jam.count"),
                           ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(ctx), count))};
    outer->setLoopID(makePostTransformationMetadata(ctx, outer->getLoopID(), {}, {MDNode::get(ctx, countMD)}));
    marked++;
  }
  if (!marked)
    return 0;

  unsigned before = 0;
  for (Loop *l : li.getLoopsInPreorder())
    before += l->isInnermost();
  FunctionPassManager fpm;
  if (auto err = pb.parsePassPipeline(fpm, "loop(loop-unroll-and-jam),loop(indvars),early-cse<memssa>,dse")) {
    consumeError(std::move(err));
    return 0;
  }
  fpm.run(f, fam);
  // The marks are dropped (a remainder copy inherits one) lest the missed-transformation warning
  // report a forced unroll-and-jam. Jamming adds a remainder copy of each inner loop.
  unsigned innermost = 0;
  for (Loop *l : fam.getResult<LoopAnalysis>(f).getLoopsInPreorder()) {
    innermost += l->isInnermost();
    if (MDNode *id = l->getLoopID())
      l->setLoopID(makePostTransformationMetadata(f.getContext(), id, {"llvm.loop.unroll_and_jam."}, {}));
  }
  if (debug)
    errs() << "fixsel: jam: @" << f.getName() << ": " << innermost - before << " loop nest(s) jammed\n";
  return marked;
}
