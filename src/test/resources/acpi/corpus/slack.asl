// Differential corpus: the rules ACPICA's interpreter slack changes (acpi_gbl_enable_interpreter_slack,
// which Linux sets at boot and acpiexec only with -es). Every T method runs in both modes and must
// agree with acpiexec in each: implicit return (dsutils.c, dswexec.c, dsmethod.c, psparse.c,
// psxface.c), unset Locals and Args reading 0 (dsmthdat.c), Store of any object (exresop.c).
DefinitionBlock ("", "DSDT", 2, "OVS", "SLACK", 1) {
  Device (DEV0) { Name (_ADR, 0) }
  Mutex (MTX0, 0)
  Event (EVT0)
  OperationRegion (OR0, SystemMemory, 0x100000, 4)
  Processor (CPU0, 0, 0, 0) {}
  PowerResource (PR00, 0, 0) { Method (_STA) { Return (1) } Method (_ON) {} Method (_OFF) {} }
  ThermalZone (TZ00) {}
  Name (NM0, 0)

  // Methods that end without Return, and what they leave.
  Method (STO7) { Local0 = 7 }
  Method (EMPT) { }
  Method (LOOP) { Local0 = 1  While (Local0 < 3) { Local0++ } }
  Method (IFST) { If (1) { Local0 = 9 } }
  Method (RET3) { Return (3) }
  Method (USE3) { Local0 = RET3 ()  Local1 = 5 }
  Method (CAL3) { RET3 () }
  Method (DBGX) { Debug = "x" }
  Method (SLP1) { Sleep (1) }
  Method (ADD3) { Local0 = 1 + 2 }
  Method (PKG2) { Local0 = Package () {1, 2} }
  Method (CALE) { EMPT () }
  Method (IFNO) { Local0 = 4  If (Local0 == 5) { Local1 = 6 } }
  Method (INCR) { Local0 = 4  Local0++ }
  Method (LSTE) { Local0 = RET3 ()  EMPT () }
  Method (PAR8, 1) { Arg0 = 8 }
  Method (NMST) { NM0 = 11 }
  Method (NOP3) { Local0 = 2  Local1 = Local0 + 1  Noop }
  Method (BARE) { Local0 = 12  Return }
  Method (EXPL) { Local0 = 5  Return (7) }
  Method (SLPX) { Local0 = 5  Sleep (Local0 + 1) }
  Method (SLPC) { Local0 = 2  Sleep (EXPL ()) }
  Method (IFLC) { Local0 = 5  If (Local0) { } }
  Method (BUF5) { Local0 = 5  Local1 = Buffer (Local0) {} }
  Method (IFSR) { Local0 = "ab"  If (Local0) { Local1 = 1 } Else { Local1 = 2 } }
  Method (BRKW) { Local0 = 0  While (One) { Local0++  If (Local0 > 2) { Break } } }
  Method (SIZE) { Local0 = Package () { 1 }  Local1 = SizeOf (Local0) }
  Method (NTFY) { Local0 = 1  Notify (\_SB, Local0 + 0x80) }
  Method (CONT) { Local0 = 4  Local1 = 0  While (Local1 < 1) { Local1++  Continue } }
  Method (NOT0) { Local0 = 0x12345678  Local0 = ~Local0 }
  Method (DIVQ) { Divide (17, 5, Local0, Local1) }
  Method (LNEQ) { Local0 = 3  Local0 != 3 }

  Method (T001) { Return (STO7 ()) }
  Method (T002) { Return (EMPT ()) }
  Method (T003) { Return (LOOP ()) }
  Method (T004) { Return (IFST ()) }
  Method (T005) { Return (USE3 ()) }
  Method (T006) { Return (CAL3 ()) }
  Method (T007) { Return (DBGX ()) }
  Method (T008) { Return (SLP1 ()) }
  Method (T009) { Return (ADD3 ()) }
  Method (T010) { Return (PKG2 ()) }
  Method (T011) { Return (CALE ()) }
  Method (T012) { Return (IFNO ()) }
  Method (T013) { Return (INCR ()) }
  Method (T014) { Return (LSTE ()) }
  Method (T015) { Return (PAR8 (1)) }
  Method (T016) { Return (NMST ()) }
  Method (T017) { Return (NOP3 ()) }
  Method (T018) { Return (BARE ()) }
  Method (T019) { Local0 = STO7 () + 1  Return (Local0) }
  Method (T020) { Local0 = 7 }
  Method (T021) { Return (EXPL ()) }
  Method (T022) { Local0 = EXPL ()  Return (Local0) }
  Method (T023) { Local0 = 3  CAL3 () }
  Method (T024) { Return (SLPX ()) }
  Method (T025) { Return (SLPC ()) }
  Method (T026) { Return (IFLC ()) }
  Method (T027) { Return (BUF5 ()) }
  Method (T028) { Return (IFSR ()) }
  Method (T029) { Return (BRKW ()) }
  Method (T030) { Return (SIZE ()) }
  Method (T031) { Return (NTFY ()) }
  Method (T032) { Return (CONT ()) }
  Method (T033) { Return (NOT0 ()) }
  Method (T034) { Return (DIVQ ()) }
  Method (T035) { Return (LNEQ ()) }
  Method (T036) { If (EMPT ()) { Return (1) }  Return (2) }
  Method (T037) { Local0 = 3  Local1 = 5  If (Local0 > Local1) { Return (1) } }
  Method (T038) { Local0 = 3  Local1 = 5  If (Local0 < Local1) { Local2 = 6 } }
  Method (T039) { Local2 = 4  While (Local2) { Local2-- } }

  // Unset Locals and Args (PAR2 is run with one argument, AcpiexecDifferentialTest).
  Method (PAR2, 2) { Return (Arg1) }
  Method (T040) { Local0 = Local1 + 1  Return (Local0) }
  Method (T041) { Return (Local5) }
  Method (T042) { Return (ObjectType (Local3)) }
  // (DerefOf (RefOf (Local1)) with Local1 unset: acpiexec 20200925 returns no object, and with -es
  // dies of a segmentation fault; left out.)
  Method (T048) { Local0 = 5  Return (SizeOf (Local0)) }
  Method (T045) { Local2++  Return (Local2) }
  Method (T046) { If (Local4) { Return (1) }  Return (2) }
  Method (T047) { Local0 = Local1  Return (ObjectType (Local1)) }

  // Store of objects that are not data.
  Method (T050) { Store (DEV0, Local0)  Return (ObjectType (Local0)) }
  Method (T051) { Store (MTX0, Local0)  Return (ObjectType (Local0)) }
  Method (T052) { Store (EVT0, Local0)  Return (ObjectType (Local0)) }
  Method (T053) { Store (OR0, Local0)  Return (ObjectType (Local0)) }
  Method (T054) { Store (CPU0, Local0)  Return (ObjectType (Local0)) }
  Method (T055) { Store (PR00, Local0)  Return (ObjectType (Local0)) }
  Method (T056) { Store (TZ00, Local0)  Return (ObjectType (Local0)) }
  Method (T057) { Store (DEV0, NM0)  Return (ObjectType (NM0)) }
  Method (T058) { Local0 = DEV0  Return (5) }
  Method (T060) { CopyObject (DEV0, Local0)  Store (Local0, Local1)  Return (ObjectType (Local1)) }

  // Region limits (exfldio.c acpi_ex_setup_region). H2 lies past the 2-byte region even rounded
  // up to its ByteAcc: AE_AML_REGION_LIMIT in both modes. F2's DWord access unit is bytes 0-3 of
  // a 3-byte region: refused without slack, within the length rounded up to 4 with it, but
  // acpiexec's SystemMemory handler (aeregion.c) refuses it then, so RND1 and RND2 are not T
  // methods and SlackModeTest runs them.
  OperationRegion (R3, SystemMemory, 0x200000, 3)
  Field (R3, DWordAcc, NoLock, Preserve) { F0, 8, F1, 8, F2, 8 }
  OperationRegion (R2, SystemMemory, 0x300000, 2)
  Field (R2, ByteAcc, NoLock, Preserve) { H0, 8, H1, 8, H2, 8 }
  Method (T061) { Return (H2) }
  Method (T062) { H2 = 1  Return (1) }
  Method (T063) { H1 = 0x5A  Return (H1) }
  Method (RND1) { Return (F2) }

  // Results inside the operands of statements that leave none.
  Method (ID1, 1) { Return (Arg0) }
  Method (SLA1) { Local0 = 2  Sleep (ID1 (Local0 + 3)) }
  Method (CRF1) { Local0 = Buffer (8) {}  CreateDWordField (Local0, 1 + 1, DW00) }
  Method (OPR1) { Local0 = 1  OperationRegion (OR9, SystemMemory, 0x400000 + 0x10, 2 + 2) }
  Method (T064) { Return (SLA1 ()) }
  Method (T065) { Return (CRF1 ()) }
  Method (T066) { Return (OPR1 ()) }
  Method (RND2) { F2 = 0x77  Return (F2) }
}
