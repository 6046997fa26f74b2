// Parity corpus: stores whose target is a method call (the store does nothing when the call
// returns an AML constant: Zero, One or Ones, exstore.c acpi_ex_store), and references kept in
// Package elements (exstore.c acpi_ex_store_object_to_index copies the source itself).
// Known divergence from acpiexec 20200925, named K so the differential test does not run it:
//   KG14: a call with arguments as a Store target (RAR (One) = 5): the decoder reads no arguments
//         in a target, so the store fails where ACPICA runs the call and finds the constant
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
  Method (KG14) { RAR (One) = 5  Return (7) }
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
}
