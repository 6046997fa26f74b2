// Differential corpus: a call that takes more arguments than the AML after it was written for
// (iasl -f; real tables get there through External declarations with other argument counts).
// ACPICA's parser takes a call's arguments from whatever follows, across the end of an If block
// (psscope.c: a fixed argument count has no end but the count), and at the end of the method
// completes the call with those it has (psobject.c, acpi_ps_complete_final_op).
DefinitionBlock ("", "DSDT", 2, "OVS", "CALLARGS", 1) {
  Method (PAR2, 2) { Return (Arg1) }
  Method (PAR3, 3) { Return (Arg0 + Arg1) }
  Method (TC01) { Return (PAR2 (4)) }
  Method (TC02) { If (One) { Return (PAR2 (4)) }  Return (9) }
  Method (TC03) { Local0 = 5  If (One) { PAR3 (1, 2) }  Return (Local0) }
  Method (TC04) { Local0 = PAR2 (4) }  // PAR2 takes Local0, Store has no target
  // (Local0 = 6  If (One) { Local1 = PAR2 (4) }  Return (Local0 + 1): Store's target is then the
  // Return after the If; acpiexec -es gives Integer 0, not traced; left out.)
  Method (TC06) { Local0 = 2  While (Local0) { Local0--  PAR2 (7) }  Return (Local0 + 10) }
}
