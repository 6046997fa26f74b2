// Differential corpus: integer arithmetic, logic and shifts (64-bit, table revision 2).
// Every zero-argument method named T... runs in acpiexec and in Oversleep (AcpiexecCorpusTest).
DefinitionBlock ("", "DSDT", 2, "OVS", "ARITH", 1) {
  Name (NA, 7)
  Name (NB, 0xFFFFFFFFFFFFFFF0)
  Method (TA01) { Local0 = 5  Local1 = 7  Return (Local0 + Local1) }
  Method (TA02) { Local0 = 5  Local1 = 7  Return (Local0 - Local1) }
  Method (TA03) { Local0 = 0xFFFFFFFF  Return (Local0 * Local0) }
  Method (TA04) { Local0 = 100  Divide (Local0, 7, Local1, Local2)  Return (Local1 * 1000 + Local2) }
  Method (TA05) { Local0 = 100  Return (Local0 / 7) }
  Method (TA06) { Local0 = 100  Return (Local0 % 7) }
  Method (TA07) { Local0 = 0x0F0F  Return (Local0 & 0x00FF) }
  Method (TA08) { Local0 = 0x0F0F  Return (Local0 | 0xF000) }
  Method (TA09) { Local0 = 0x0F0F  Return (Local0 ^ 0xFFFF) }
  Method (TA10) { Local0 = 0x0F0F  Return (NAnd (Local0, 0xFF)) }
  Method (TA11) { Local0 = 0x0F0F  Return (NOr (Local0, 0xFF)) }
  Method (TA12) { Local0 = 0x0F0F  Return (~Local0) }
  Method (TA13) { Local0 = 1  Return (Local0 << 63) }
  Method (TA14) { Local0 = 1  Return (Local0 << 64) }
  Method (TA15) { Local0 = 0x8000000000000000  Return (Local0 >> 63) }
  Method (TA16) { Local0 = 0x8000000000000000  Return (Local0 >> 70) }
  Method (TA17) { Local0 = 0x00F0  Return (FindSetLeftBit (Local0)) }
  Method (TA18) { Local0 = 0x00F0  Return (FindSetRightBit (Local0)) }
  Method (TA19) { Local0 = 0  Return (FindSetLeftBit (Local0) + FindSetRightBit (Local0)) }
  Method (TA20) { Local0 = 0xFFFFFFFFFFFFFFFF  Local0++  Return (Local0) }
  Method (TA21) { Local0 = 0  Local0--  Return (Local0) }
  Method (TA22) { Local0 = 3  Local0 += 4  Local0 *= 5  Local0 -= 1  Local0 <<= 2  Local0 >>= 1  Return (Local0) }
  Method (TA23) { Local0 = 12  Local0 |= 3  Local0 &= 0xE  Local0 ^= 0xFF  Local0 %= 100  Local0 /= 3  Return (Local0) }
  Method (TA24) { Local0 = 5  Return (Local0 == 5) }
  Method (TA25) { Local0 = 5  Return (Local0 != 5) }
  Method (TA26) { Local0 = 5  Return ((Local0 > 3) && (Local0 < 10)) }
  Method (TA27) { Local0 = 5  Return ((Local0 >= 6) || (Local0 <= 4)) }
  Method (TA28) { Local0 = 0  Return (!Local0) }
  Method (TA29) { Local0 = 2  Return (!Local0) }
  Method (TA30) { Return (NA * NB) }
  Method (TA31) { Local0 = NB  Return (Local0 > NA) }
  Method (TA32) { Local0 = 0x1234  Return (ToBCD (Local0)) }
  Method (TA33) { Local0 = 0x4660  Return (FromBCD (Local0)) }
  Method (TA34) { Local0 = 10  Local1 = Local0++  Return (Local1) }
  Method (TA35) { Add (NA, 1, Local0)  Subtract (Local0, 2, Local1)  Multiply (Local1, 3, Local2)  Return (Local2) }
  Method (TA36) { And (0xFF, 0x0F, Local0)  Or (Local0, 0x100, Local1)  XOr (Local1, 1, Local2)  Return (Local2) }
  Method (TA37) { ShiftLeft (1, 10, Local0)  ShiftRight (Local0, 3, Local1)  Return (Local1) }
  Method (TA38) { Local0 = 6  Mod (Local0, 4, Local1)  Return (Local1) }
  Method (TA39) { Local0 = 5  Not (Local0, Local1)  Return (Local1) }
  Method (TA40) { Local0 = 9  Return (LNot (LEqual (Local0, 9))) }
}
