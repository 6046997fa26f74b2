// Parity corpus: Index/RefOf/DerefOf chains, stores through references.
DefinitionBlock ("", "SSDT", 2, "OVS", "PREFS", 1) {
  Name (PKA, Package (4) {1, 2, 3, 4})
  Name (BFA, Buffer (4) {1, 2, 3, 4})
  Name (STA, "abcd")
  Name (INA, 5)
  Name (NPK, Package () {Package () {1, 2}, Package () {3, 4}})
  Method (WRA, 1) { Arg0 = 0x77 }
  Method (WRD, 1) { DerefOf (Arg0) = 0x66 }
  Method (WRI, 1) { Arg0 [1] = 0x55 }
  Method (RDA, 1) { Return (DerefOf (Arg0)) }
  Method (TR01) { PKA [1] = 0x20  Return (PKA) }
  Method (TR02) { BFA [1] = 0x120  Return (BFA) }
  Method (TR03) { STA [1] = 0x5A  Return (STA) }
  Method (TR04) { Local0 = RefOf (INA)  Local0 = 9  Return (INA) }
  Method (TR05) { Local0 = RefOf (INA)  Store (11, Local0)  Return (INA) }
  Method (TR06) { Local0 = RefOf (INA)  WRA (Local0)  Return (INA) }
  Method (TR07) { WRA (RefOf (INA))  Return (INA) }
  Method (TR08) { Local1 = 3  WRA (RefOf (Local1))  Return (Local1) }
  Method (TR09) { Local0 = Index (PKA, 2)  Local0 = 0x99  Return (PKA) }
  Method (TR10) { Local0 = Index (BFA, 2)  Local0 = 0x98  Return (BFA) }
  Method (TR11) { WRA (Index (PKA, 3))  Return (PKA) }
  Method (TR12) { WRA (Index (BFA, 3))  Return (BFA) }
  Method (TR13) { WRA (Index (STA, 0))  Return (STA) }
  Method (TR14) { Return (DerefOf (DerefOf (NPK [1]) [0])) }
  Method (TR15) { Local0 = RefOf (NPK)  Return (DerefOf (DerefOf (Local0) [1])) }
  Method (TR16) { Local0 = RefOf (INA)  Local1 = RefOf (Local0)  Return (DerefOf (DerefOf (Local1))) }
  Method (TR17) { Local0 = RefOf (INA)  Return (RDA (Local0)) }
  Method (TR18) { Return (RDA (RefOf (INA))) }
  Method (TR19) { Return (RDA (Index (PKA, 0))) }
  Method (TR20) { Return (RDA (Index (BFA, 0))) }
  Method (TR21) { Local0 = Index (STA, 1)  Return (DerefOf (Local0)) }
  Method (TR22) { Local0 = RefOf (INA)  Return (ObjectType (Local0)) }
  Method (TR23) { Local0 = Index (PKA, 0)  Return (ObjectType (Local0)) }
  Method (TR24) { Local0 = Index (BFA, 0)  Return (ObjectType (Local0)) }
  Method (TR25) { Local0 = RefOf (INA)  Return (SizeOf (Local0)) }
  Method (TR26) { Local0 = RefOf (STA)  Return (SizeOf (Local0)) }
  Method (TR27) { Local0 = Package (2) {}  Local0 [0] = RefOf (INA)  Return (DerefOf (DerefOf (Local0 [0]))) }
  Method (TR28) { Local0 = Package (2) {}  Local0 [0] = Package () {7, 8}  Return (Local0) }
  Method (TR29) { Local0 = Package (2) {1, 2}  Local0 [1] = Local0  Return (SizeOf (DerefOf (Local0 [1]))) }
  Method (TR30) { Local0 = Package (2) {1, 2}  Local1 = Package (1) {}  Local1 [0] = Local0  Local0 [0] = 9  Return (DerefOf (DerefOf (Local1 [0]) [0])) }
  Method (TR31) { Local0 = Buffer (3) {}  Index (Local0, 1, Local1)  Local1 = 0x41  Return (Local0) }
  Method (TR32) { Index (PKA, 0, Local1)  Return (DerefOf (Local1)) }
  Method (TR33) { Local0 = PKA [0]  Return (DerefOf (Local0) + 1) }
  Method (TR34) { Local0 = RefOf (INA)  Local0 = RefOf (STA)  Return (DerefOf (Local0)) }
  Method (TR35) { Local0 = Package () {1, 2}  Local0 [0] = "str"  Local0 [1] = Buffer () {5}  Return (Local0) }
  // Not here: Local0 [0] = Local0 [0] (an element referring to itself): acpiexec loops forever on the reference count.
  Method (TR37) { Local0 = Index (PKA, 1)  Return (Local0 + 1) }
  Method (TR38) { Local0 = RefOf (INA)  Return (Local0 + 1) }
  Method (TR39) { Local0 = Buffer () {1, 2}  Local0 [0] = "9"  Return (Local0) }
  Method (TR40) { Local0 = "ab"  Local0 [0] = 0x1FF  Return (Local0) }
  Method (TR41) { Local0 = Buffer () {1, 2}  Local0 [0] = Buffer () {0x33, 0x44}  Return (Local0) }
  Method (TR42) { Local0 = Package () {1, 2}  Local0 [5] = 1  Return (Local0) }
  Method (TR43) { Local0 = Buffer () {1, 2}  Local0 [2] = 1  Return (Local0) }
  Method (TR44) { Local0 = RefOf (INA)  CopyObject (3, Local0)  Return (INA) }
  Method (TR45) { Local0 = RefOf (INA)  CopyObject (3, Local0)  Return (ObjectType (Local0)) }
  Method (TR46) { WRD (RefOf (INA))  Return (INA) }
  Method (TR47) { WRI (PKA)  Return (PKA) }
  Method (TR48) { Local0 = Package () {Package () {1, 2}}  DerefOf (Local0 [0]) [1] = 9  Return (Local0) }
  Method (TR49) { Local0 = RefOf (PKA)  DerefOf (Local0) [0] = 0x42  Return (PKA) }
  Method (TR50) { Local0 = RefOf (PKA)  Return (SizeOf (Local0)) }
}
