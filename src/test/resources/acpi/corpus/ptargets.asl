// Parity corpus: stores whose target is a method call (the store does nothing when the call
// returns an AML constant: Zero, One or Ones, exstore.c acpi_ex_store), and references kept in
// Package elements (exstore.c acpi_ex_store_object_to_index copies the source itself).
// A method's name in a SuperName or Target is a call with its arguments (psargs.c,
// ACPI_POSSIBLE_METHOD_CALL); in a SimpleName (RefOf, CondRefOf, ObjectType) it is not.
// DerefOf as a target: AE_AML_OPERAND_TYPE, except on an AML constant (a Package element built
// from Zero, One or Ones, also in a copy of the Package), where the store does nothing.
DefinitionBlock ("", "SSDT", 2, "OVS", "PTARGETS", 1) {
  Name (CNT, 0)
  Method (RONE) { Return (One) }
  Method (RZER) { Return (Zero) }
  Method (RONS) { Return (Ones) }
  Method (RTWO) { Return (2) }
  Method (RLOC) { Local0 = One  Return (Local0) }
  Method (SIDE) { CNT++  Return (One) }
  Method (SID2) { CNT++  Return (0x07) }
  Method (RIMP) { CNT = 1 }
  Method (RSTR) { Return ("a") }
  Method (TG01) { RONE () = 5  Return (7) }
  Method (TG02) { RZER () = 5  Return (7) }
  Method (TG03) { RONS () = 5  Return (7) }
  Method (TG04) { RTWO () = 5  Return (7) }
  Method (TG05) { RLOC () = 5  Return (7) }
  Method (TG06) { SIDE () = 5  Return (CNT) }
  Method (TG07) { SID2 () = 5  Return (CNT) }
  Method (TG08) { RIMP () = 5  Return (CNT) }
  Method (TG09) { RSTR () = 5  Return (CNT) }
  Method (TG10) { Store (5, RONE ())  Return (7) }
  Method (TG11) { Local1 = RONE ()  Store (5, Local1)  Return (Local1) }
  Name (NM, 5)
  Name (NO, One)
  Method (RNM) { NM = One  Return (NM) }
  Method (RNO) { Return (NO) }
  Method (RAR, 1) { Return (Arg0) }
  Method (RPK) { Local0 = Package () {One}  Return (DerefOf (Local0 [0])) }
  Method (RCP) { CopyObject (One, Local0)  Return (Local0) }
  Method (TG12) { RNM () = 5  Return (7) }
  Method (TG13) { RNO () = 5  Return (7) }
  Method (TG14) { RAR (One) = 5  Return (7) }
  Method (TG15) { RPK () = 5  Return (7) }
  Method (TG16) { RCP () = 5  Return (7) }
  Name (INA, 5)
  Name (PKA, Package () {1, 2, 3})
  Name (BFA, Buffer (2) {7, 8})
  Method (TG17) { Local0 = Package (2) {}  Local0 [0] = Index (PKA, 2)  Return (DerefOf (DerefOf (Local0 [0]))) }
  Method (TG18) { Local0 = Package (2) {}  Local0 [0] = RefOf (INA)  Return (DerefOf (DerefOf (Local0 [0]))) }
  Method (TG19) { Local0 = Package (2) {}  Local0 [0] = RefOf (INA)  INA = 8  Return (Local0) }
  Method (TG20) { Local0 = Package (2) {}  Local0 [0] = RefOf (INA)  Return (ObjectType (Local0 [0])) }
  Method (TG21) { Local0 = Package (2) {}  Local0 [0] = RefOf (INA)  Return (DerefOf (Local0 [0]) + 1) }
  Method (TG22) { Local0 = Package (2) {}  Local0 [0] = RefOf (INA)  INA = 9  Return (DerefOf (DerefOf (Local0 [0]))) }
  Method (TG23) { Local0 = Package (2) {}  Local0 [0] = RefOf (INA)  Local1 = DerefOf (Local0 [0])  Return (Local1 + 2) }
  Method (TG24) { Local0 = Package (2) {}  Local0 [0] = RefOf (INA)  Return (SizeOf (Local0)) }
  Method (TG25) { Local0 = Package (2) {0, 1}  Local0 [0] = RefOf (INA)  Return (Match (Local0, MEQ, 1, MTR, 0, 0)) }
  Method (TG26) { Local0 = Package (2) {}  Local0 [0] = Index (BFA, 1)  Return (DerefOf (DerefOf (Local0 [0]))) }
  Method (TG27) { Local0 = Package (2) {}  Local0 [0] = RefOf (INA)  Local1 = Local0  Return (DerefOf (DerefOf (Local1 [0]))) }
  Method (TG28) { Local0 = Package (2) {}  Store (RefOf (INA), Index (Local0, 1))  Return (DerefOf (DerefOf (Local0 [1]))) }
  Method (TG29) { Local0 = Package (2) {}  Local0 [0] = RefOf (INA)  Return (ObjectType (DerefOf (Local0 [0]))) }
  Method (TG30) { Local0 = Package (2) {}  Local0 [0] = RefOf (Local0)  Return (SizeOf (Local0)) }
  Method (TG31) { Local0 = Package (2) {}  Local0 [0] = RefOf (INA)  Return (Concatenate ("x", DerefOf (Local0 [0]))) }
  Method (TG32) { Local0 = Package (2) {}  Local0 [0] = RefOf (INA)  Local1 = Package (1) {}  Local1 [0] = Local0  Return (SizeOf (Local1)) }
  Name (CNU, 0)
  Method (RAU, 1) { CNU += Arg0  Return (Arg0) }
  Method (ROU) { CNU++  Return (One) }
  Method (RTU) { CNU++  Return (2) }
  Method (RLU) { Local0 = 5  Return (Local0) }
  Method (TG33) { RAU (One) = 5  Return (CNU) }
  Method (TG34) { RAU (2) = 5  Return (CNU) }
  Method (TG35) { Increment (ROU ())  Return (CNU) }
  Method (TG36) { Increment (RTU ())  Return (CNU) }
  Method (TG37) { Return (SizeOf (RLU ())) }
  Method (TG38) { Return (ObjectType (ROU)) }
  Method (TG39) { Add (1, 2, ROU ())  Return (CNU) }
  Method (TG40) { Add (1, 2, RAU (Zero))  Return (CNU) }
  Method (TG41) { CondRefOf (CNU, ROU ())  Return (CNU) }
  Method (TG42) { Local0 = RefOf (ROU)  Return (ObjectType (Local0)) }
  Method (TG43) { Decrement (ROU ())  Return (CNU) }
  Method (TG44) { Return (CondRefOf (ROU)) }
  Name (PKN, Package () {Zero, One, Ones, 5})
  Method (TG45) { Local0 = Package () {Zero, One, Ones, 5}  DerefOf (Local0 [0]) = 7  Return (Local0) }
  Method (TG46) { Local0 = Package () {Zero, One, Ones, 5}  DerefOf (Local0 [1]) = 7  Return (Local0) }
  Method (TG47) { Local0 = Package () {Zero, One, Ones, 5}  DerefOf (Local0 [2]) = 7  Return (Local0) }
  Method (TG48) { Local0 = Package () {Zero, One, Ones, 5}  DerefOf (Local0 [3]) = 7  Return (Local0) }
  Method (TG49) { DerefOf (PKN [0]) = 7  Return (PKN) }
  Method (TG50) { DerefOf (PKN [3]) = 7  Return (PKN) }
  Method (TG51) { Local0 = Package () {0, 1, 5}  DerefOf (Local0 [0]) = 7  Return (Local0) }
  Method (TG52) { Local0 = Package () {Zero}  Local0 [0] = 3  DerefOf (Local0 [0]) = 7  Return (Local0) }
  Method (TG53) { Local0 = Package () {Zero}  Local1 = Local0  DerefOf (Local1 [0]) = 7  Return (Local1) }
  Method (TG54) { Local0 = Package () {Zero}  Local1 = Index (Local0, 0)  DerefOf (Local1) = 7  Return (Local0) }
}
