// Parity corpus: a node only an External created. iasl wraps every External in If (Zero), which
// neither ACPICA nor Oversleep runs, so bareext.aml is iasl's output (iasl -of -f bareext.asl)
// with that wrapper taken out by hand: the three bytes A0 <PkgLength> 00 before the first 0x15
// removed, the header's length and checksum made right again. Hand-made AML (a fuzzer's, or a
// 2016 iasl's) then loads two untyped nodes, as acpiexec 20200925 shows them: they exist
// (CondRefOf is true), reading one fails with AE_AML_UNINITIALIZED_NODE (exresnte.c), and so do
// ObjectType and SizeOf of the name (exresolv.c); a Store or CopyObject gives the node an object.
// A Scope may open one and declare objects under it, which does not give it an object; nor
// does an object a method's body declares under it, which ends with the invocation.
// DerefOf (RefOf) of such a node (TB16-TB21): ACPICA's DerefOf takes the node's attached object
// (exoparg1.c), there is none, and it leaves no result. Without -es, Return of it returns no
// object, and any other use fails with AE_AML_NO_RETURN_VALUE ("Missing or null operand": Store,
// Add, SizeOf, an If predicate); with -es, Return of it returns the reference, which the
// hand-over refuses (AE_TYPE, "unsupported Reference Class [RefOf]"), and other uses fail as
// without -es (acpiexec 20200925, 5 December 2026).
DefinitionBlock ("", "SSDT", 2, "OVS", "BAREEXT", 1) {
  External (XOBJ, IntObj)
  External (XDEV, DeviceObj)
  Scope (XDEV) { Name (KID, 7) }
  Method (MDEC, 0, Serialized) {
    Scope (\XOBJ) { Name (XIN, 0x21) }
    Return (CondRefOf (\XOBJ.XIN))
  }
  Method (TB01) { Return (CondRefOf (XOBJ)) }
  Method (TB02) { Local0 = XOBJ  Return (One) }
  Method (TB03) { Return (ObjectType (XOBJ)) }
  Method (TB04) { XOBJ = 5  Return (XOBJ) }
  Method (TB05) { Local0 = Package () { XOBJ }  Return (ObjectType (DerefOf (Local0 [0]))) }
  Method (TB06) { Local0 = RefOf (XOBJ)  Return (ObjectType (Local0)) }
  Method (TB07) { Local0 = XDEV  Return (One) }
  Method (TB08) { Return (\XDEV.KID) }
  Method (TB09) { Return (ObjectType (XDEV)) }
  Method (TB10) { CopyObject (9, XOBJ)  Return (XOBJ) }
  Method (TB11) { Return (SizeOf (XOBJ)) }
  Method (TB12) { Notify (XDEV, 0x80)  Return (One) }
  Method (TB13) { Return (MDEC ()) }
  Method (TB14) { Local0 = MDEC ()  Local1 = XOBJ  Return (Local0) }
  Method (TB15) { Local0 = MDEC ()  Return (CondRefOf (\XOBJ.XIN)) }
  Method (TB16) { Local0 = RefOf (XOBJ)  Return (DerefOf (Local0)) }
  Method (TB17) { Return (DerefOf (RefOf (XOBJ))) }
  Method (TB18) { Local0 = RefOf (XOBJ)  Local1 = DerefOf (Local0)  Return (One) }
  Method (TB19) { Local0 = RefOf (XOBJ)  If (DerefOf (Local0)) { Return (2) }  Return (3) }
  Method (TB20) { Local0 = RefOf (XOBJ)  Return (DerefOf (Local0) + 1) }
  Method (TB21) { Local0 = RefOf (XOBJ)  Return (SizeOf (DerefOf (Local0))) }
}
