// Differential corpus: methods that fail, each with the status ACPICA gives (AcpiexecCorpusTest).
DefinitionBlock ("", "DSDT", 2, "OVS", "ERRS", 1) {
  Name (PKG3, Package (2) {1, 2})
  Name (BUF3, Buffer (2) {1, 2})
  Mutex (MXA, 3)
  Mutex (MXB, 1)
  Event (EVN)
  Method (TAKE, 1) { Return (Arg0) }
  Method (DEEP, 1) { Return (DEEP (Arg0 + 1)) }
  Method (TE01) { Local0 = 0  Return (10 / Local0) }
  Method (TE02) { Local0 = 0  Return (10 % Local0) }
  Method (TE03) { Return (DerefOf (PKG3[5])) }
  Method (TE04) { Return (DerefOf (BUF3[2])) }
  Method (TE05) { Local0 = 0  If (Local0) { Local3 = 1 }  Return (Local3 + 1) }
  Method (TE06) { Local0 = 0  Return (TAKE (Local0) / Local0) }
  Method (TE07) { Local0 = 300  Stall (Local0)  Return (1) }
  Method (TE08) { Release (MXA)  Return (1) }
  Method (TE09) { Acquire (MXB, 0xFFFF)  Acquire (MXA, 0xFFFF)  Release (MXA)  Release (MXB)  Return (1) }
  Method (TE10) { Local0 = 1  While (1) { Local0++ } }
  Method (TE11) { Local0 = 1  While (1) { Sleep (250) } }
  Method (TE12) { Return (DEEP (0)) }
  Method (TE13) { Local0 = "abc"  Return (DerefOf (Local0[7])) }
  Method (TE14) { Local0 = ToInteger ("xyz")  Return (Local0) }
  Method (TE15) { Fatal (1, 2, 3)  Return (0) }
  Method (TE16) { Local0 = Package () {1}  Return (Local0 + 1) }
  Method (TE17) { Return (Mid ("abc", 10, 2)) }
  Method (TE18) { Local0 = Wait (EVN, 0xFFFF)  Return (Local0) }
  Method (TE19) { Local0 = Buffer (2) {}  CreateField (Local0, 10, 20, BADF)  Return (0) }
  Method (TE21) { Local0 = 5  Return (Match (Package () {1, 2}, MEQ, 1, MTR, 0, Local0)) }
  Method (TE22) { Local0 = Buffer (4) {}  Local1 = 0  CreateField (Local0, 0, Local1, ZF)  Return (0) }
  Method (TE23) { Local0 = Ones  Return (DerefOf (Index (Package () {1}, Local0))) }
  Method (TE24) { Local0 = Ones  Return (Mid ("abcdef", Local0, 2)) }
  // Not here: Mid ("abcdef", 2, Ones). acpiexec 20200925 overflows Index + Length, allocates
  // zero bytes and fails with "Result stack is full"; Oversleep returns "cdef" (ACPI 6.5
  // section 19.6.87: the result stops at the end of the source).
  Method (TE20) { Local1 = Ones  Local0 = ToBCD (Local1)  Return (Local0) }
}
