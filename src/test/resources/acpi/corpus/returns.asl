// Differential corpus: what a method that ends without Return gives its caller, in ACPICA
// without slack mode (acpiexec's default; Linux enables slack, see the README): returning such
// a call returns no object, any other use of it fails with AE_AML_NO_RETURN_VALUE.
DefinitionBlock ("", "DSDT", 2, "OVS", "RETURNS", 1) {
  Method (NORT) { Local0 = 7 }
  Method (EMPT) { }
  Method (PASS, 1) { Return (Arg0) }
  Method (CHN1) { Return (NORT ()) }
  Method (CHN2) { Return (CHN1 ()) }
  Method (TR01) { Return (NORT ()) }
  Method (TR02) { Return (EMPT ()) }
  Method (TR03) { Return (CHN2 ()) }
  Method (TR04) { Local0 = NORT ()  Return (1) }
  Method (TR05) { If (NORT ()) { Return (2) }  Return (3) }
  Method (TR06) { Return (PASS (NORT ())) }
  Method (TR07) { Debug = NORT ()  Return (4) }
  Method (TR08) { Local0 = CHN1 ()  Return (5) }
  Method (TR09) { Local0 = NORT () + 1  Return (Local0) }
  Method (TR10) { NORT ()  Return (6) }
  Method (TR11) { Local0 = 7 }
  Method (TR12) { CHN2 ()  Debug = "after"  Return (7) }
}
