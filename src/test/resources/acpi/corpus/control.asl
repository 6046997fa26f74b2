// Differential corpus: control flow, method calls, Serialized methods, mutexes and events,
// BreakPoint is left out: in acpiexec it enters the AML debugger and the method returns nothing.
// Notify, Sleep/Stall sequences, Timer (AcpiexecCorpusTest).
DefinitionBlock ("", "DSDT", 2, "OVS", "CTRL", 1) {
  Name (CNT, 0)
  Mutex (MX0, 0)
  Mutex (MX5, 5)
  Event (EV0)
  Device (DEVN) { Name (_ADR, 0) }
  Method (ADD2, 2) { Return (Arg0 + Arg1) }
  Method (FACT, 1) { If (Arg0 <= 1) { Return (1) } Return (Arg0 * FACT (Arg0 - 1)) }
  Method (NORT, 0) { CNT++ }
  Method (SER1, 0, Serialized) { Name (LOCN, 5)  LOCN++  Return (LOCN) }
  Method (INCA, 1) { Arg0 = 99  Return (Arg0) }
  Method (SETR, 1) { Arg0 = 77 }
  Method (TK01) { Local0 = 0  Local1 = 0  While (Local0 < 10) { Local1 += Local0  Local0++ }  Return (Local1) }
  Method (TK02) { Local0 = 0  While (1) { Local0++  If (Local0 == 5) { Break } }  Return (Local0) }
  Method (TK03) { Local0 = 0  Local1 = 0  While (Local0 < 10) { Local0++  If (Local0 & 1) { Continue }  Local1 += Local0 }  Return (Local1) }
  Method (TK04) { Local0 = 3  If (Local0 == 1) { Return (10) } ElseIf (Local0 == 3) { Return (30) } Else { Return (99) } }
  Method (TK05) { Local0 = 3  Switch (Local0) { Case (1) { Return (1) } Case (Package () {2, 3}) { Return (23) } Default { Return (0) } } }
  Method (TK06) { Local0 = "b"  Switch (Local0) { Case ("a") { Return (1) } Case ("b") { Return (2) } } Return (0) }
  Method (TK07) { Local0 = 9  Switch (ToInteger (Local0)) { Case (1) { Return (1) } Default { Return (42) } } }
  Method (TK08) { Return (ADD2 (20, 22)) }
  Method (TK09) { Return (FACT (10)) }
  Method (TK10) { NORT ()  NORT ()  Return (CNT) }
  Method (TK11) { Local0 = 0  For (Local1 = 0, Local1 < 4, Local1++) { Local0 += Local1 }  Return (Local0) }
  Method (TK12) { Return (SER1 () + SER1 ()) }
  Method (TK13) { Local0 = 1  Return (INCA (Local0) + Local0) }
  Method (TK14) { Local0 = 1  SETR (RefOf (Local0))  Return (Local0) }
  Method (TK15) { Local0 = Acquire (MX0, 0xFFFF)  Release (MX0)  Return (Local0) }
  Method (TK16) { Acquire (MX0, 0)  Local0 = Acquire (MX0, 0)  Release (MX0)  Release (MX0)  Return (Local0) }
  Method (TK17) { Signal (EV0)  Local0 = Wait (EV0, 10)  Return (Local0) }
  Method (TK18) { Local0 = Wait (EV0, 25)  Return (Local0) }
  Method (TK19) { Signal (EV0)  Signal (EV0)  Reset (EV0)  Local0 = Wait (EV0, 5)  Return (Local0) }
  Method (TK20) { Notify (DEVN, 0x80)  Notify (\DEVN, 2)  Return (0) }
  Method (TK21) { Sleep (10)  Stall (50)  Sleep (2500)  Stall (0)  Sleep (0)  Return (1) }
  Method (TK22) { Local0 = 0  While (Local0 < 5) { Sleep (Local0)  Stall (Local0 * 10)  Local0++ }  Return (Local0) }
  Method (TK23) { Local0 = Timer  Sleep (20)  Local1 = Timer  Return ((Local1 - Local0) >= 200000) }
  Method (TK24) { Local0 = 0  While (Local0 < 3) { Local1 = 0  While (Local1 < 3) { Local1++  If (Local1 == 2) { Break } }  Local0++ }  Return (Local0 * 10 + Local1) }
  Method (TK25) { Local0 = 0  While (Local0 < 1000) { Local0++ }  Return (Local0) }
  Method (TK26) { If (0) { Return (1) }  Return (2) }
  Method (TK27) { Local0 = 5  If (Local0) { Local1 = 1 } Else { Local1 = 2 }  Return (Local1) }
  Method (TK28) { Noop  Noop  Return (3) }
  Method (TK29) { Local0 = 0  While (Local0 < 3) { Local0++  Sleep (100) }  Return (Local0) }
  Method (TK30) { Acquire (MX5, 0xFFFF)  Local0 = SER1 ()  Release (MX5)  Return (Local0) }
}
