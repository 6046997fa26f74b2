// Differential corpus: an object a method's body declares exists only while that method runs
// (ACPICA deletes a method's objects when it exits). The Jazzer campaign of issue #15 found
// Oversleep keeping such an object for every later call once the method's body was decoded.
// Compiled with iasl -f: iasl refuses two methods declaring one path (\LZZ), which ACPICA runs.
DefinitionBlock ("", "SSDT", 2, "OVS", "LIFE", 1) {
  Method (MKNM) {
    Name (\LTN1, 5)
    Return (LTN1)
  }
  Method (MKEV) {
    Event (\LTE1)
    Return (One)
  }
  // after MKNM returns, its \LTN1 is gone
  Method (TGON) {
    MKNM ()
    Return (CondRefOf (\LTN1))
  }
  // while a method runs, what it declared is there
  Method (TRUN) {
    Name (\LTN2, 7)
    Return (CondRefOf (\LTN2))
  }
  // declared again by each call, never AE_ALREADY_EXISTS, gone after the last
  Method (TGEV) {
    MKEV ()
    MKEV ()
    Return (CondRefOf (\LTE1))
  }
  // a name that does not resolve while its method is not running
  Method (TNFD) {
    MKNM ()
    Return (\LTN1)
  }
  // a method the body declares in a branch not taken: the call finds no method (psargs.c)
  Method (TLCB, 0, Serialized) {
    Local0 = 0
    If (Local0) { Method (INNR, 1) { Return (Arg0) } }
    Return (INNR (5))
  }
  Method (TLCA, 0, Serialized) {
    Local0 = 1
    If (Local0) { Method (INNR, 1) { Return (Arg0) } }
    Return (INNR (5))
  }
  // two methods declare one path: each object exists while its method runs (the second
  // creation while the first exists fails)
  Method (MZA, 0, Serialized) { Name (\LZZ, 1)  Return (\LZZ) }
  Method (MZB, 0, Serialized) { Name (\LZZ, 2)  Return (\LZZ) }
  Method (MZC, 0, Serialized) { Name (\LZZ, 3)  Return (MZB ()) }
  Method (TLZ1) { Return (MZA ()) }
  Method (TLZ2) { Local0 = MZA ()  Return (MZB () * 0x10 + Local0) }
  Method (TLZ3) { Return (MZC ()) }
  Method (TLZ4) { Local0 = MZB ()  Return (MZA () * 0x10 + Local0) }
  Method (TLZ5) { Return (CondRefOf (\LZZ)) }
}
