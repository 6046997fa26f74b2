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
  Method (TC06) { Local0 = 2  While (Local0) { Local0--  PAR2 (7) }  Return (Local0 + 10) }

  // A final call: the method's AML ends inside the call's arguments. The call runs with those
  // it has and the method ends there: nothing around it runs (not Return, not the outer call,
  // not Sleep, not the next iteration of While). Its value, where its parent uses it, is the
  // method's return value (dsmethod.c acpi_ds_restart_control_method), except that in slack
  // mode the method the host evaluates returns its implicit return instead (psparse.c).
  Method (PAR1, 1) { Return (Arg0 + 40) }
  Method (TC05) { Return (PAR3 (1, 2)) }                    // 3; slack 0 (the initial implicit)
  Method (TC07) { Local0 = 7  Return (PAR3 (1, 2)) }        // 3; slack 7 (the Store's result)
  Method (TC08) { Local0 = PAR1 (1)  Return (PAR3 (1, 2)) } // 3; slack 41
  Method (TC09) { PAR1 (2)  Return (PAR3 (1, 2)) }          // 3; slack 42 (an unused call's value)
  Method (TC10) { Return (PAR1 (PAR3 (1, 2))) }             // 3: PAR1 is not called
  Method (TC11) { Local0 = 9  PAR3 (1, 2) }                 // unused: none; slack 3
  Method (TC12) { Local0 = 9  If (One) { Return (PAR3 (1, 2)) } }  // 3; slack 1 (the predicate)
  Method (TC13) { Local0 = 9  Sleep (PAR3 (1, 2)) }         // no Sleep
  Method (TC14) { Local0 = 9  Stall (PAR3 (1, 2)) }         // no Stall
  Method (TC15) { Local0 = 9  While (PAR3 (1, 2)) { } }
  Method (TC16) { Local0 = 2  While (Local0) { Local0--  Debug = Local0  If (One) { PAR3 (1, 2) } } }
  Method (TC17) { Local0 = 2  While (Local0) { Local0--  Debug = Local0  If (One) { Return (PAR3 (1, 2)) } } }
  Method (TC18) { Return (TC05 ()) }                         // a calling method gets 3 in both modes
  Method (TC19) { Return (TC17 ()) }
  Method (TC20) { Local0 = TC11 ()  Return (Local0) }        // none: AE_AML_NO_RETURN_VALUE; slack 3
  Method (TC21) { Local0 = 9  PAR3 (1, PAR1 (2)) }           // PAR1 runs first: 43

  // A Return run in an operand's place returns its operand only when that is a constant, a
  // string, a Local, an Arg or a name; otherwise the oldest operand value still waiting on the
  // walk's result stack (dscontrol.c): here the call's earlier arguments, or a Store's source.
  Name (NAM1, 33)
  Method (TC22) { Local0 = 5  If (One) { PAR2 (Local0 * 4) }  Return (Local0 + 10) }   // 20
  Method (TC23) { Local0 = 5  If (One) { PAR3 (Local0, Local0 * 4) }  Return (Local0 + 10) }  // 20
  Method (TC24) { Local0 = 5  If (One) { PAR2 (NAM1) }  Return (Local0 + 10) }        // 33
  Method (TC25) { Local0 = 5  If (One) { PAR2 (PAR1 (1)) }  Return (Local0 + 10) }    // 41
  Method (TC26) { Local0 = 5  If (One) { PAR2 (Local0 * 4) }  Return (Local0) }       // 5
  Method (TC27) { Local0 = 5  If (One) { PAR2 (Local0 * 4) }  Return (NAM1) }         // 33
  Method (TC28) { Local0 = 5  If (One) { PAR2 (Local0 * 4) }  Return (Buffer () {1, 2}) }  // 20
  Method (TC29) { Local0 = 5  If (One) { PAR2 (Local0 * 4) }  Return ("abc") }
  // The Store's target is the statement after the If: ACPICA runs it, then fails the Store.
  Method (TC30) { Local0 = 6  Local1 = 3  If (One) { Local1 = PAR2 (4) }  Return (Local0 + 1) }  // 3
  Method (TC31) { Local0 = 6  If (One) { Local1 = PAR2 (4) }  Return (Local0 + 1) }  // slack 0
  Method (TC32) { Local0 = 6  Local1 = 3  If (One) { Local1 = PAR2 (4) }  Debug = 5 }
  Method (TC33) { Local0 = 6  Local1 = 3  If (One) { Local1 = PAR2 (4) }  Local0 + 1 }
}
