; Plain integer IR for ../internal-error.ll (same functions, hand-written).

; a + b, or 255 when it wraps.
define <16 x i8> @uqadd(<16 x i8> %a, <16 x i8> %b) {
  %s = add <16 x i8> %a, %b
  %wrapped = icmp ult <16 x i8> %s, %a
  %r = select <16 x i1> %wrapped, <16 x i8> <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, <16 x i8> %s
  ret <16 x i8> %r
}

; (a | b) - ((a ^ b) >> 1): the rounding average without widening.
define <16 x i8> @rhadd(<16 x i8> %a, <16 x i8> %b) {
  %o = or <16 x i8> %a, %b
  %x = xor <16 x i8> %a, %b
  %h = lshr <16 x i8> %x, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %r = sub <16 x i8> %o, %h
  ret <16 x i8> %r
}
