// Differential corpus: CopyObject into a named object of any type replaces the object and its
// type (ACPICA exstore.c, acpi_ex_store_object_to_node: the default case stores directly, with
// no check of the target's type, which Store has). The node's children stay in the namespace.
// Oversleep used to leave a Device in place: ObjectType (\_SB) after CopyObject (1, \_SB) was 6.
DefinitionBlock ("", "SSDT", 2, "OVS", "COPYOBJ", 1) {
  Device (DEV0) { Name (_HID, "ABCD0001")  Name (CHLD, 9) }
  Mutex (MTX0, 0)
  Event (EVT0)
  Method (MTH0) { Return (5) }
  Name (PKG0, Package () {1, 2})
  Name (INT0, 4)
  Name (STR0, "xyz")
  OperationRegion (OPR0, SystemMemory, 0x1000, 0x10)
  ThermalZone (TZ00) { }
  PowerResource (PR00, 0, 0) { Method (_STA) { Return (1) } Method (_ON) { } Method (_OFF) { } }
  Method (TC01) { CopyObject (1, DEV0)  Return (ObjectType (DEV0)) }
  Method (TC02) { CopyObject (1, DEV0)  Return (DEV0) }
  Method (TC03) { CopyObject (1, DEV0)  Return (\DEV0.CHLD) }
  Method (TC04) { CopyObject ("abc", MTX0)  Return (ObjectType (MTX0)) }
  Method (TC05) { CopyObject (Buffer (2) {1, 2}, EVT0)  Return (ObjectType (EVT0)) }
  Method (TC06) { CopyObject (7, MTH0)  Return (ObjectType (MTH0)) }
  Method (TC07) { CopyObject (3, MTH0)  Return (MTH0) }
  Method (TC08) { CopyObject (7, PKG0)  Return (ObjectType (PKG0)) }
  Method (TC09) { CopyObject (7, OPR0)  Return (ObjectType (OPR0)) }
  Method (TC10) { CopyObject (1, \_SB)  Return (ObjectType (\_SB)) }
  Method (TC11) { CopyObject ("abc", INT0)  Return (INT0) }
  Method (TC12) { CopyObject (Package () {3}, STR0)  Return (ObjectType (STR0)) }
  Method (TC13) { CopyObject (2, TZ00)  Return (ObjectType (TZ00)) }
  Method (TC14) { CopyObject (2, PR00)  Return (ObjectType (PR00)) }
  // a method-local object is created afresh each time the method runs
  Method (LMX0, 1) { Mutex (LM00, 0)  Local0 = ObjectType (LM00)  If (Arg0) { CopyObject (5, LM00) }  Return (Local0) }
  Method (TC15) { LMX0 (1)  Return (LMX0 (0)) }
  // the replaced object is data now: a Store converts to its type, Acquire refuses it
  Method (TC16) { CopyObject (1, DEV0)  Local1 = RefOf (DEV0)  Store ("0x20", Local1)  Return (DEV0) }
  Method (TC17) { CopyObject (1, MTX0)  Return (Acquire (MTX0, 0)) }
  Method (TC18) { CopyObject (1, DEV0)  Notify (DEV0, 0x80)  Return (1) }
  Method (TC19) { CopyObject (4, MTH0)  Local0 = Package () { MTH0 }  Return (DerefOf (Local0 [0])) }
}
