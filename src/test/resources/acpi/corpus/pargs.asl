// Parity corpus: stores through Args that hold references (dsmthdat.c
// acpi_ds_store_object_to_local: only a RefOf reference is stored through, without implicit
// conversion), Store's Package rule, Index of a reference, DerefOf as a target.
DefinitionBlock ("", "SSDT", 2, "OVS", "PARGS", 1) {
  Name (PKA, Package () {1, 2})
  Name (INA, 5)
  Name (STA, "abc")
  Name (BFA, Buffer (3) {1, 2, 3})
  Name (PKB, Package () {0x37, 0x38})
  Device (DEV0) { Name (_ADR, 0) }
  OperationRegion (OPR, SystemMemory, 0x3000, 4)
  Field (OPR, AnyAcc, NoLock, Preserve) { FLD, 8 }
  Method (WRA, 1) { Arg0 = 0x77 }
  Method (WRB, 1) { Arg0 = "xy" }
  Method (WRP, 1) { Arg0 = Package () {9} }
  Method (WRC, 1) { CopyObject (0x55, Arg0) }
  Method (IDX, 1) { Arg0 [0] = 0x44 }
  Method (IDR, 1) { Return (DerefOf (Arg0 [0])) }
  Method (IDD, 1) { Return (DerefOf (DerefOf (Arg0) [0])) }
  Method (TA01) { PKA = 5  Return (PKA) }
  Method (TA02) { WRB (RefOf (INA))  Return (INA) }
  Method (TA03) { WRA (RefOf (STA))  Return (STA) }
  Method (TA04) { WRA (RefOf (BFA))  Return (BFA) }
  Method (TA05) { WRP (RefOf (PKA))  Return (PKA) }
  Method (TA06) { WRA (RefOf (INA))  Return (INA) }
  Method (TA07) { Local0 = 3  WRB (RefOf (Local0))  Return (Local0) }
  Method (TA08) { WRC (RefOf (STA))  Return (STA) }
  Method (TA09) { WRA (Index (BFA, 1))  Return (BFA) }
  Method (TA10) { WRB (RefOf (BFA))  Return (BFA) }
  Method (TA11) { WRA (RefOf (FLD))  Return (FLD) }
  Method (TA12) { WRA (RefOf (DEV0))  Return (1) }
  Method (TA13) { WRC (RefOf (PKA))  Return (PKA) }
  Method (TA14) { PKA = Package () {7, 8, 9}  Return (PKA) }
  Method (TA15) { IDX (RefOf (PKA))  Return (PKA) }
  Method (TA16) { Return (IDR (RefOf (PKA))) }
  Method (TA17) { Return (IDD (RefOf (PKA))) }
  Method (TA18) { Local0 = RefOf (PKA)  Return (DerefOf (Local0 [1])) }
  Method (TA19) { Return (DerefOf (Index (RefOf (PKA), 1))) }
  Method (TA20) { Return (IDR (RefOf (STA))) }
  Method (TA21) { Local0 = PKA [1]  Return (IDR (Local0)) }
  Method (TA22) { Return (SizeOf (RefOf (PKA))) }
  Method (TA23) { Local0 = RefOf (BFA)  Return (SizeOf (Local0)) }
  Method (TA24) { Local0 = RefOf (INA)  DerefOf (Local0) = 4  Return (INA) }
  Method (TA25) { Local0 = Index (PKB, 0)  DerefOf (Local0) = 4  Return (PKB) }
  Method (TA26) { Local0 = Index (BFA, 0)  DerefOf (Local0) = 4  Return (BFA) }
  Method (TA27) { Local0 = RefOf (INA)  Store (4, DerefOf (Local0))  Return (INA) }
  Method (TA28) { Local0 = RefOf (INA)  Add (1, 2, DerefOf (Local0))  Return (INA) }
  Method (TA29) { DerefOf (RefOf (INA)) = 4  Return (INA) }
  Method (TA30) { Local0 = RefOf (Local1)  Local1 = 3  DerefOf (Local0) = 4  Return (Local1) }
  Method (TA31) { Local0 = 0  WRA (RefOf (Local0))  Return (Local0) }
}
