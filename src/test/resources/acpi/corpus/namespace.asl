// Differential corpus: namespace rules of ACPICA's load that Oversleep once broke (issue #15):
// Scope (\) nested in another scope, a BankField whose bank value is an argument, an External
// that must not hide the real object, a Scope whose target is only External, module-level code
// in table order, a Name retyped by Scope, method-local objects, Alias. Compiled with iasl -f:
// the forward reference and the Scope of an External are errors iasl can be forced past.
DefinitionBlock ("", "SSDT", 2, "OVS", "NSPC", 1) {
  External (\_SB.DEV1.FOO, IntObj)
  External (\_SB.GONE, DeviceObj)

  Scope (\_SB) {
    Name (FOO, 0x1234)
    Device (DEV1) {
      Name (_ADR, Zero)
      Method (RFOO) { Return (FOO) }
    }
    Scope (\) {
      Name (RTNM, 0x55)
    }
  }

  // ACPICA: "Could not resolve symbol": the Scope and what it declares are skipped
  Scope (\_SB.GONE) {
    Name (INSD, One)
  }

  // module-level code runs in table order: LATE does not exist yet here
  Name (EARL, Zero)
  If (CondRefOf (\LATE)) { EARL = One } Else { EARL = 0x02 }
  Name (LATE, 0x03)
  If (CondRefOf (\LATE)) { Name (TAKN, 0x04) } Else { Name (NOTK, 0x05) }

  OperationRegion (BREG, SystemMemory, 0x00100000, 0x10)
  Field (BREG, ByteAcc, NoLock, Preserve) { BNKS, 8, BDAT, 8 }
  Method (BNKM, 1) {
    BankField (BREG, BNKS, Arg0, ByteAcc, NoLock, Preserve) { Offset (1), BF00, 8 }
    BF00 = 0x5A
    Return (Package () { BNKS, BDAT })
  }

  Name (DEB1, 0x10)
  Scope (DEB1) { Name (INNE, 0x11) }

  Alias (\_SB.FOO, FALS)
  Method (MLOC) {
    Name (LOCN, 0x21)
    LOCN++
    Return (LOCN)
  }

  Method (TN01) { Return (\_SB.DEV1.RFOO ()) }
  Method (TN02) { Return (CondRefOf (\RTNM)) }
  Method (TN03) { Return (CondRefOf (\_SB.RTNM)) }
  Method (TN04) { Return (\RTNM) }
  Method (TN05) { Return (CondRefOf (\_SB.GONE.INSD)) }
  Method (TN06) { Return (EARL) }
  Method (TN07) { Return (CondRefOf (\TAKN)) }
  Method (TN08) { Return (CondRefOf (\NOTK)) }
  Method (TN09) { Return (BNKM (0x03)) }
  Method (TN10) { Local0 = BNKM (0x07)  Return (BNKM (0x02)) }
  Method (TN11) { Return (\DEB1.INNE) }
  Method (TN12) { Return (FALS) }
  Method (TN13) { FALS = 0x99  Return (\_SB.FOO) }
  Method (TN14) { Local0 = MLOC ()  Return (MLOC ()) }
  Method (TN15) { Return (ObjectType (\_SB.GONE)) }
  Method (TN16) { Return (CondRefOf (\_SB.DEV1.FOO)) }
}
