// Differential corpus: Store to an object that has no value of its own is AE_AML_TARGET_TYPE
// (ACPICA exstore.c, acpi_ex_store_object_to_node: "Target must be [Buffer/Integer/String/
// Reference]") for a Device, Event, Mutex, OperationRegion, PowerResource, Processor and
// ThermalZone. A Method as a Store target is parsed as a call, and storing to its result is
// AE_AML_OPERAND_TYPE (acpiexec 20200925), where CopyObject replaces the method.
// iasl refuses these Stores: compiled with `iasl -f` (errors ignored), as a hostile table can be.
DefinitionBlock ("", "SSDT", 2, "OVS", "STORETGT", 1) {
  Device (DEV0) { Name (_HID, "ABCD0001") }
  Mutex (MTX0, 0)
  Event (EVT0)
  OperationRegion (OPR0, SystemMemory, 0x1000, 0x10)
  ThermalZone (TZ00) { }
  PowerResource (PR00, 0, 0) { Method (_STA) { Return (1) } Method (_ON) { } Method (_OFF) { } }
  Processor (CPU0, 1, 0x810, 6) { }
  Method (MTH0) { Return (5) }
  Method (TS01) { Store (1, DEV0)  Return (ObjectType (DEV0)) }
  Method (TS02) { Store (1, MTX0)  Return (1) }
  Method (TS03) { Store (1, EVT0)  Return (1) }
  Method (TS04) { Store (1, OPR0)  Return (1) }
  Method (TS05) { Store (1, TZ00)  Return (1) }
  Method (TS06) { Store (1, PR00)  Return (1) }
  Method (TS07) { Store (1, CPU0)  Return (1) }
  Method (TS08) { Store (7, MTH0)  Return (ObjectType (MTH0)) }
  Method (TS09) { Store (7, MTH0)  Return (MTH0) }
}
