// Which _REG methods run after loading: acpiexec runs them for EC (in the PNP0C09 device), SMBus
// and CMOS regions, not for SystemMemory, SystemIO, PCI_Config or regions at the root; module-level
// code runs before them and _INI after. RegMethods models this; AcpiexecDifferentialTest checks it.
DefinitionBlock ("", "DSDT", 2, "OVS", "REG", 1) {
  Name (REGL, Package (16) {})
  Name (RI, 0)
  Method (LOG, 1) { REGL[RI] = Arg0  RI++ }
  Scope (\_SB) {
    Device (PCI0) {
      Name (_HID, EisaId ("PNP0A08"))
      Method (_REG, 2) { LOG (0x1000 + Arg0 * 16 + Arg1) }
      OperationRegion (PCR, PCI_Config, 0, 0x10)
      Device (LPCB) {
        Name (_ADR, 0x001F0000)
        Device (ECDV) {
          Name (_HID, EisaId ("PNP0C09"))
          Method (_INI) { LOG (0x9000) }
          Method (_REG, 2) { LOG (0x2000 + Arg0 * 16 + Arg1) }
          OperationRegion (ECR, EmbeddedControl, 0, 0x10)
        }
        Device (MEMD) {
          Name (_HID, "OVS0001")
          Method (_REG, 2) { LOG (0x3000 + Arg0 * 16 + Arg1) }
          OperationRegion (MMR, SystemMemory, 0x1000, 0x10)
          OperationRegion (IOR, SystemIO, 0x80, 0x10)
        }
        Device (SMBD) {
          Name (_HID, "OVS0002")
          Method (_REG, 2) { LOG (0x4000 + Arg0 * 16 + Arg1) }
          OperationRegion (SMR, SMBus, 0, 0x100)
          OperationRegion (DTR, SystemCMOS, 0, 0x10)
        }
      }
    }
  }
  Method (_REG, 2) { LOG (0x5000 + Arg0 * 16 + Arg1) }
  OperationRegion (PCR0, PCI_Config, 0, 0x10)
  Name (MLC, 0)
  LOG (0x7777)
  OperationRegion (ECX, EmbeddedControl, 0, 0x10)
  Method (DUMP) { Return (REGL) }
}
