// Differential corpus: buffers, packages, Index, references, SizeOf, ObjectType, Match, Debug
// (AcpiexecCorpusTest).
DefinitionBlock ("", "DSDT", 2, "OVS", "OBJS", 1) {
  Name (PKG1, Package () {1, "two", Buffer () {3, 3, 3}, Package () {4, 5}})
  Name (PKG2, Package (6) {10, 20, 30})
  Name (BUF2, Buffer (8) {0xAA, 0xBB})
  Name (INT2, 42)
  Mutex (MTX1, 0)
  Event (EVT1)
  Device (DEV1) { Name (_ADR, 0) }
  Method (MTH1) { Return (1) }
  Method (TO01) { Return (SizeOf (PKG1)) }
  Method (TO02) { Return (SizeOf (PKG2)) }
  Method (TO03) { Return (SizeOf (BUF2)) }
  Method (TO04) { Return (DerefOf (PKG1[1])) }
  Method (TO05) { Return (DerefOf (DerefOf (PKG1[3])[1])) }
  Method (TO06) { Return (DerefOf (BUF2[1])) }
  Method (TO07) { BUF2[2] = 0x1CC  Return (BUF2) }
  Method (TO08) { Local0 = PKG2  Local0[4] = "new"  Return (Local0) }
  Method (TO09) { Local0 = PKG2  Return (DerefOf (Local0[5])) }
  Method (TO10) { Return (ObjectType (INT2) * 1000 + ObjectType (PKG1) * 100 + ObjectType (BUF2) * 10 + ObjectType (MTX1)) }
  Method (TO11) { Return (ObjectType (EVT1) * 100 + ObjectType (DEV1) * 10 + ObjectType (MTH1)) }
  Method (TO12) { Local0 = "s"  Return (ObjectType (Local0)) }
  Method (TO13) { Return (ObjectType (Local0)) }
  Method (TO14) { Local0 = RefOf (INT2)  Return (DerefOf (Local0)) }
  Method (TO15) { Local0 = RefOf (INT2)  Local0 = 7  Return (INT2) }
  Method (TO16) { Local1 = 5  Local0 = RefOf (Local1)  Return (ObjectType (Local0)) }
  Method (TO17) { Local0 = Index (PKG1, 0)  Return (DerefOf (Local0)) }
  Method (TO18) { Store (Index (BUF2, 0), Local0)  Return (DerefOf (Local0)) }
  Method (TO19) { Return (CondRefOf (\MISS)) }
  Method (TO20) { Return (CondRefOf (\INT2, Local0) + DerefOf (Local0)) }
  Method (TO21) { Return (Match (PKG2, MEQ, 20, MTR, 0, 0)) }
  Method (TO22) { Return (Match (PKG2, MGT, 15, MLT, 30, 0)) }
  Method (TO23) { Return (Match (PKG2, MEQ, 99, MTR, 0, 0)) }
  Method (TO24) { Return (Match (Package () {1, 5, 9}, MGE, 5, MLE, 9, 2)) }
  Method (TO25) { Local0 = Package (3) {}  Return (Local0) }
  Method (TO26) { Local0 = Package () {Package () {1}, "x"}  Return (Local0) }
  Method (TO27) { Return (PKG1) }
  Method (TO28) { Local0 = Buffer (20) {1, 2, 3}  Return (Local0) }
  Method (TO29) { Local0 = 3  Local1 = Buffer (Local0) {}  Return (Local1) }
  Method (TO30) { Local0 = 2  Local1 = Package (Local0) {7}  Return (SizeOf (Local1)) }
  Method (TO31) { Debug = "hello"  Debug = 5  Debug = BUF2  Debug = PKG1  Return (0) }
  Method (TO32) { Debug = Package () {1, Package () {2}}  Debug = Buffer (18) {9}  Return (1) }
  Method (TO33) { Local0 = "abcdef"  Local0[1] = 0x5A  Return (Local0) }
  Method (TO34) { Local0 = Package () {1, 2}  Local1 = Local0  Local1[0] = 9  Return (DerefOf (Local0[0])) }
  Method (TO35) { Local0 = DerefOf (PKG1[2])  Local0[0] = 8  Return (DerefOf (PKG1[2])) }
  Method (TO36) { Local0 = Buffer () {1, 2, 3, 4}  CreateWordField (Local0, 1, WFLD)  WFLD = 0xBEEF  Return (Local0) }
  Method (TO37) { Local1 = Package (4) {}  Local0 = SizeOf (Local1)  Return (Local0) }
  Method (TO38) { Return (RefOf (PKG2)) }
  Method (TO39) { Local0 = Package () {INT2, "x"}  Return (Local0) }
  Method (TO40) { Local0 = Package () {MTH1}  Return (Local0) }
}
