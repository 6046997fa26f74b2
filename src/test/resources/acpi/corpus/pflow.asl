// Parity corpus: loops, method-local names, Serialized recursion, mutex ordering, CondRefOf,
// Notify targets, and the lifetime of method-local objects (created when the invocation reaches
// them: AE_ALREADY_EXISTS the second time, in a loop or a recursive call; deleted at its end).
DefinitionBlock ("", "SSDT", 2, "OVS", "PFLOW", 1) {
  Name (CNT, 0)
  Mutex (M0, 0)
  Mutex (M1, 1)
  Mutex (M3, 3)
  Mutex (MF, 15)
  Device (DEV0) { Name (_ADR, 0)  Device (SUB0) { Name (_ADR, 1) } }
  Name (PKG0, Package () {DEV0})
  Method (SREC, 1, Serialized) { If (Arg0 == 0) { Return (0) }  Return (SREC (Arg0 - 1) + 1) }
  Method (SNAM, 1, Serialized) { Name (LCL, 0)  LCL = Arg0  If (Arg0 < 3) { SNAM (Arg0 + 1) }  Return (LCL) }
  Method (NNAM, 1) { Name (LCL, 0)  LCL = Arg0  If (Arg0 < 3) { NNAM (Arg0 + 1) }  Return (LCL) }
  Method (SSYN, 1, Serialized, 3) { If (Arg0) { Return (SSYN (Arg0 - 1)) }  Return (7) }
  Method (HOLD) { Acquire (M3, 0xFFFF)  Return (1) }
  Method (ACQL, 0, Serialized, 5) { Acquire (M3, 0xFFFF)  Release (M3)  Return (1) }
  Method (ACQH, 0, Serialized, 1) { Acquire (M3, 0xFFFF)  Release (M3)  Return (1) }
  Method (TW01) { Local0 = 0  Local1 = 0  While (Local0 < 3) { Local0++  Local2 = 0  While (Local2 < 3) { Local2++  If (Local2 == 2) { Continue }  Local1++ } }  Return (Local1) }
  Method (TW02) { Local0 = 0  While (1) { While (1) { Break }  Local0++  If (Local0 > 4) { Break } }  Return (Local0) }
  Method (TW03) { Local0 = 0  While (Local0 < 5) { Local0++  If (Local0 < 5) { Continue }  Return (Local0 * 10) }  Return (0) }
  Method (TW04) { Local0 = 0  While (Local0 < 3) { Local0++  Switch (Local0) { Case (2) { Break } } }  Return (Local0) }
  Method (TW05) { Local0 = 0  While (Local0 < 5) { Local0++  Switch (Local0) { Case (2) { Continue } Default { CNT++ } } }  Return (CNT) }
  Method (TW06) { Local0 = 3  While (Local0) { Local0-- }  Return (Local0) }
  Method (TW07) { Local0 = "2"  Local1 = 0  While (Local0) { Local0--  Local1++ }  Return (Local1) }
  Method (TW08) { Local0 = 0  While (Local0 < 3) { Name (WNM, 5)  Local0++ }  Return (Local0) }
  Method (TW09) { Local0 = 0  While (Local0 < 2) { Local0++  CreateByteField (Buffer (2) {}, 0, BF0) }  Return (Local0) }
  Method (TW10) { Return (SREC (5)) }
  Method (TW11) { Return (SNAM (0)) }
  Method (TW12) { Return (NNAM (0)) }
  Method (TW13) { Return (SSYN (2)) }
  Method (TW14) { Acquire (M0, 0xFFFF)  Acquire (M1, 0xFFFF)  Release (M1)  Release (M0)  Return (1) }
  Method (TW15) { Acquire (M3, 0xFFFF)  Acquire (M1, 0xFFFF)  Release (M1)  Release (M3)  Return (1) }
  Method (TW16) { Acquire (M0, 0xFFFF)  Acquire (M1, 0xFFFF)  Release (M0)  Release (M1)  Return (1) }
  Method (TW17) { Acquire (MF, 0xFFFF)  Acquire (M1, 0xFFFF)  Return (2) }
  Method (TW18) { Local0 = HOLD ()  Release (M3)  Return (Local0) }
  Method (TW19) { HOLD ()  Return (Acquire (M3, 0)) }
  Method (TW20) { Return (ACQL ()) }
  Method (TW21) { Return (ACQH ()) }
  Method (TW22) { Acquire (M1, 0xFFFF)  Local0 = ACQH ()  Release (M1)  Return (Local0) }
  Method (TW23) { Acquire (M3, 0xFFFF)  Local0 = ACQH ()  Release (M3)  Return (Local0) }
  Method (TW24) { Acquire (M0, 0xFFFF)  Acquire (M0, 0xFFFF)  Release (M0)  Release (M0)  Release (M0)  Return (1) }
  Method (TW25) { Release (M0)  Return (1) }
  Method (TW26) { Acquire (M1, 0xFFFF)  Return (1) }
  Method (TW27) { Return (CondRefOf (\NOPE.XXXX)) }
  Method (TW28) { Return (CondRefOf (NOPE, Local0)) }
  Method (TW29) { Local0 = 5  CondRefOf (NOPE, Local0)  Return (Local0) }
  Method (TW30) { CondRefOf (DEV0.SUB0, Local0)  Return (ObjectType (Local0)) }
  Method (TW31) { Return (CondRefOf (^DEV0.SUB0)) }
  Method (TW32) { Return (CondRefOf (\_SB_)) }
  Method (TW33) { Return (CondRefOf (\_GPE.NOPE)) }
  Method (TW34) { Local1 = CondRefOf (Local0)  Return (Local1) }
  Method (TW35) { Local1 = CondRefOf (CNT, Local2)  Local2 = 8  Return (CNT + Local1) }
  Method (TW36) { Notify (DEV0.SUB0, 0x80)  Return (1) }
  Method (TW37) { Notify (DerefOf (PKG0 [0]), 0x80)  Return (2) }
  Method (TW38) { Notify (DEV0, 0x1FF)  Return (3) }
  Method (TW39) { Notify (M0, 0x80)  Return (4) }
  Method (TW40) { Notify (\, 0x80)  Return (5) }
  Method (TW41) { Local0 = 0  While (1) { Local0++  If (Local0 == 2) { While (1) { Local0 += 10  Break } }  If (Local0 > 20) { Break } }  Return (Local0) }
  Method (TW42) { Local0 = 0  Local1 = 0  While (Local0 < 4) { Local0++  If (Local0 == 1) { Continue } ElseIf (Local0 == 3) { Continue } Else { Local1 += Local0 } }  Return (Local1) }
  Method (TW43) { Local0 = 2  While (Local0) { Local0--  Sleep (1)  If (1) { Continue } }  Return (Local0) }
  Method (TW44) { Local0 = Package () {1, 2, 3}  Local1 = 0  Local2 = 0  While (Local1 < SizeOf (Local0)) { Local2 += DerefOf (Local0 [Local1])  Local1++ }  Return (Local2) }
  Method (TW45) { Local0 = 0  While (Local0 < 2) { Local0++  If (Local0 == 1) { Local1 = Package () {9} } }  Return (Local1) }
  Method (TW46) { Acquire (M0, 0)  Return (Acquire (M0, 0xFFFF)) }
  Method (TW47) { Local0 = Acquire (M1, 5)  Local1 = Acquire (M0, 5)  Release (M0)  Release (M1)  Return (Local0 + Local1) }
  // method-local objects: created when the invocation reaches them, deleted at its end
  Name (FOO, 7)
  OperationRegion (OPR2, SystemMemory, 0x2000, 4)
  Method (MLD2) { Local0 = 0  While (Local0 < 2) { Local0++  Device (DV0) { Name (X, 1) } }  Return (Local0) }
  Method (MLD1) { Device (DV1) { Name (X, 5) }  Return (DV1.X) }
  Method (TW48) { Local0 = 0  While (Local0 < 2) { OperationRegion (OPR, SystemMemory, 0x1000, 4)  Field (OPR, AnyAcc, NoLock, Preserve) { FLD, 8 }  Local0++ }  Return (Local0) }
  Method (TW49) { Return (MLD2 ()) }
  Method (TW50) { Local0 = 0  While (Local0 < 2) { Local0++  Mutex (MX0, 0) }  Return (Local0) }
  Method (TW51) { Local0 = 0  While (Local0 < 2) { Local0++  Event (EV0) }  Return (Local0) }
  Method (TW52) { Local0 = FOO  Name (FOO, 2)  Return (Local0 + FOO) }
  Method (TW53) { If (0) { Name (BAR, 2) }  Return (BAR) }
  Method (TW54) { Local0 = 0  While (Local0 < 2) { Local0++  Field (OPR2, AnyAcc, NoLock, Preserve) { FLX, 8 } }  Return (Local0) }
  Method (TW55) { Local0 = 0  While (Local0 < 2) { Local0++  Alias (FOO, ALS) }  Return (Local0) }
  Method (TW56) { Local0 = 0  While (Local0 < 2) { Local0++  Method (MM) { Return (1) } }  Return (Local0) }
  Method (TW57) { Local0 = 0  While (Local0 < 2) { Local0++  Scope (\) { Name (SCX, 1) } }  Return (Local0) }
  Method (TW58) { Local0 = 0  While (Local0 < 2) { Local0++  Name (NB0, Buffer (Local0) {}) }  Return (Local0) }
  Method (TW59) { Return (MLD1 () + MLD1 ()) }
  Method (TW60) { Local0 = 0  While (Local0 < 3) { Local0++  If (Local0 == 2) { Name (LN2, 4) } }  Return (LN2) }
  Method (TW61) { Local0 = CondRefOf (LN3)  Name (LN3, 1)  Return (Local0 * 2 + CondRefOf (LN3)) }
  Method (TW62) { Device (DL0) { Name (X, 1) }  Return (CondRefOf (DL0.X)) }
  Scope (DEV0) { Method (CRS0) { Return (CondRefOf (DEV0.SUB0)) } }
  Method (TW63) { Return (\DEV0.CRS0 ()) }
  Method (TW64) { Return (CondRefOf (^DEV0.SUB0)) }
  Method (TW65) { Device (DL0) { Device (X) {} }  Return (CondRefOf (DL0.X)) }
  Method (TW66) { Device (DL0) { Name (X, "a") }  Return (CondRefOf (DL0.X)) }
  Method (TW67) { Device (DL0) { Event (X) }  Return (CondRefOf (DL0.X)) }
  Method (TW68) { Device (DL0) { ThermalZone (X) {} }  Return (CondRefOf (DL0.X)) }
  Method (TW69) { Device (DL0) { Name (X, 1) }  Return (CondRefOf (DL0.Y)) }
}
