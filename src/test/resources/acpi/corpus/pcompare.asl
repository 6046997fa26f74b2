// Parity corpus: LEqual/LLess/LGreater of Strings and Buffers of different lengths, implicit
// conversion of the second operand to the first's type.
DefinitionBlock ("", "SSDT", 2, "OVS", "PCOMP", 1) {
  Name (S1, "abc")
  Name (S2, "abcd")
  Name (B1, Buffer () {1, 2, 3})
  Name (B2, Buffer () {1, 2, 3, 0})
  Method (TQ01) { Return (LLess (S1, S2)) }
  Method (TQ02) { Return (LGreater (S2, S1)) }
  Method (TQ03) { Return (LEqual (S1, S2)) }
  Method (TQ04) { Return (LLess (B1, B2)) }
  Method (TQ05) { Return (LEqual (B1, B2)) }
  Method (TQ06) { Return (LGreater (B2, B1)) }
  Method (TQ07) { Local0 = ""  Return (LLess (Local0, S1)) }
  Method (TQ08) { Local0 = ""  Local1 = ""  Return (LEqual (Local0, Local1)) }
  Method (TQ09) { Local0 = 0x1234  Return (LEqual (Local0, "0x1234")) }
  Method (TQ10) { Local0 = 0x1234  Return (LEqual (Local0, "1234")) }
  Method (TQ11) { Local0 = "1234"  Return (LEqual (Local0, 0x1234)) }
  Method (TQ12) { Local0 = "1234"  Return (LEqual (Local0, 0x34333231)) }
  Method (TQ13) { Local0 = Buffer () {0x34, 0x12}  Return (LEqual (Local0, 0x1234)) }
  Method (TQ14) { Local0 = 0x1234  Return (LEqual (Local0, Buffer () {0x34, 0x12})) }
  Method (TQ15) { Local0 = 0x1234  Return (LEqual (Local0, Buffer () {0x34, 0x12, 0, 0, 0, 0, 0, 0, 0xFF})) }
  Method (TQ16) { Local0 = "ab"  Return (LEqual (Local0, Buffer () {0x61, 0x62})) }
  Method (TQ17) { Local0 = Buffer () {0x61, 0x62}  Return (LEqual (Local0, "ab")) }
  Method (TQ18) { Local0 = Buffer () {0x61, 0x62, 0}  Return (LEqual (Local0, "ab")) }
  Method (TQ19) { Local0 = "abc"  Return (LLess (Local0, 0x10)) }
  Method (TQ20) { Local0 = 0x10  Return (LLess (Local0, "abc")) }
  Method (TQ21) { Local0 = 0x10  Return (LLess (Local0, "0x11")) }
  Method (TQ22) { Local0 = "a"  Return (LGreaterEqual (Local0, "a")) }
  Method (TQ23) { Local0 = "b"  Return (LLessEqual (Local0, "a")) }
  Method (TQ24) { Local0 = "b"  Return (LNotEqual (Local0, "b")) }
  Method (TQ25) { Local0 = Buffer () {0xFF}  Return (LGreater (Local0, Buffer () {0x01, 0x01})) }
  Method (TQ26) { Local0 = "\xFF"  Return (LGreater (Local0, "a")) }
  Method (TQ27) { Local0 = Package () {1}  Return (LEqual (Local0, Local0)) }
  Method (TQ28) { Local0 = 5  Local1 = RefOf (Local0)  Return (LEqual (Local1, 5)) }
  Method (TQ29) { Local0 = "5"  Return (Local0 == 5) }
  Method (TQ30) { Local0 = 5  Return (Local0 == "5") }
  Method (TQ31) { Local0 = 5  Return (Local0 == "  5") }
  Method (TQ32) { Local0 = 0  Return (Local0 == "") }
  Method (TQ33) { Local0 = 0  Return (Local0 == Buffer (0) {}) }
  Method (TQ34) { Local0 = "abc"  Return (Local0 == Buffer () {0x61, 0x62, 0x63, 0x00}) }
  Method (TQ35) { Local0 = Buffer () {1, 2}  Return (Local0 < 0x0203) }
  Method (TQ36) { Local0 = 0xFFFFFFFFFFFFFFFF  Return (Local0 > 1) }
  Method (TQ37) { Return (LAnd ("1", 2)) }
  Method (TQ38) { Local0 = "0"  Return (LNot (Local0)) }
  Method (TQ39) { Local0 = Buffer () {0}  Return (LNot (Local0)) }
  Method (TQ40) { Local0 = "abc"  Return (LOr (Local0, 0)) }
  Method (TQ41) { Local0 = "abc"  If (Local0) { Return (1) }  Return (0) }
  Method (TQ42) { Local0 = Buffer () {0, 0}  If (Local0) { Return (1) }  Return (0) }
  Method (TQ43) { Local0 = "0x0"  While (Local0) { Return (1) }  Return (0) }
  Method (TQ44) { Local0 = "ab"  Switch (Local0) { Case (Buffer () {0x61, 0x62}) { Return (1) } Default { Return (2) } } }
  Method (TQ45) { Local0 = 0x6261  Switch (Local0) { Case ("ab") { Return (1) } Default { Return (2) } } }
  Method (TQ46) { Local0 = 3  Switch (Local0) { Case (Package () {"3", 4}) { Return (1) } Default { Return (2) } } }
}
