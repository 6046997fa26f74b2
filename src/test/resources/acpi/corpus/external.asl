// Differential corpus: what the host receives from a method (acpi_evaluate_object with a return
// buffer, as acpiexec's execute asks): only objects with an external form (utobject.c
// acpi_ut_get_simple_object_size). A Device, Mutex, Event, Region or ThermalZone returned, or a
// reference to one, fails the evaluation with AE_TYPE after the method ran.
DefinitionBlock ("", "DSDT", 2, "OVS", "EXTERNAL", 1) {
  Device (DEV0) { Name (_HID, "ABCD0001") }
  Mutex (MUT0, 0)
  Event (EVT0)
  OperationRegion (REG0, SystemMemory, 0x1000, 4)
  PowerResource (PWR0, 0, 0) { Method (_STA) { Return (1) } Method (_ON) { } Method (_OFF) { } }
  ThermalZone (TZ00) { Method (_TMP) { Return (3000) } }
  Name (PKG0, Package () { DEV0, 5 })
  Method (TX01) { Return (DEV0) }
  Method (TX02) { Local0 = DEV0  Return (Local0) }       // strict: the Store fails first
  Method (TX03) { Local0 = MUT0  Return (Local0) }
  Method (TX04) { Local0 = EVT0  Return (Local0) }
  Method (TX05) { Return (PKG0) }                         // a name in a Package converts
  Method (TX06) { Return (Package () { MUT0, EVT0 }) }
  Method (TX07) { Return (PWR0) }
  Method (TX08) { Return (TZ00) }
  Method (TX09) { Return (REG0) }
  Method (TX10) { Return (RefOf (DEV0)) }
  Method (TX11) { Return (Index (PKG0, 1)) }
  Method (TX12) { Debug = "ran"  Return (DEV0) }          // the method runs before the failure
  Method (TX13) { Return (ObjectType (DEV0)) }
  // References are replaced by what they refer to, once (nsxfeval.c acpi_ns_resolve_references).
  // Not here: Index into a Buffer or String and RefOf (Local0), where acpiexec 20200925 dies of a
  // segmentation fault (Oversleep: AE_TYPE).
  Name (INT0, 7)
  Name (PKG1, Package () { INT0, 5 })
  Field (REG0, ByteAcc, NoLock, Preserve) { FLD0, 8 }
  Method (MTH1) { Return (9) }
  Method (TX14) { Return (RefOf (INT0)) }                 // 7
  Method (TX15) { Return (RefOf (FLD0)) }                 // a field unit: AE_TYPE
  Method (TX16) { Return (RefOf (MTH1)) }                 // AE_TYPE; MTH1 does not run
  Method (TX17) { Return (Index (PKG1, 0)) }              // 7
  Method (TX18) { Local0 = Index (PKG1, 1)  Return (Local0) }  // 5
  Method (TX19) { Local0 = RefOf (INT0)  Return (Local0) }     // 7
  Method (TX20) { Return (RefOf (PWR0)) }
  Alias (MTH1, ALM1)
  Method (TX21) { Debug = "ran"  Return (RefOf (ALM1)) }  // an Alias of a method: AE_TYPE, MTH1 does not run
  Alias (INT0, ALI0)
  Method (TX22) { Return (RefOf (ALI0)) }                 // 7
}
