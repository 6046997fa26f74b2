// Which _REG methods run after loading, and in which order (acpiexec's late handlers): EC first, for
// each PNP0C09 device (_HID or _CID) whose _STA says present or functioning, once per EC region of
// its subtree, then the device's own _REG if it declares no EC region; then SMBus, then CMOS regions
// anywhere, the root included. None for SystemMemory, SystemIO, PCI_Config or EC outside a present
// EC device; module-level code runs before them and _INI after. RegMethods models this;
// AcpiexecDifferentialTest checks it. (An EC whose _STA is 0 at boot: the IdeaPad 330-15IGM.)
DefinitionBlock ("", "DSDT", 2, "OVS", "REG", 1) {
  Name (REGL, Package (24) {})
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
        Device (ECOF) {
          Name (_HID, EisaId ("PNP0C09"))
          Method (_STA) { If (MLC) { Return (0x0F) } Return (Zero) }
          Method (_REG, 2) { LOG (0x2100 + Arg0 * 16 + Arg1) }
          OperationRegion (ECR, EmbeddedControl, 0, 0x10)
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
  Scope (\_SB) {
    Device (ECCI) {
      Name (_HID, "OVS0003")
      Name (_CID, EisaId ("PNP0C09"))
      Method (_REG, 2) { LOG (0x2200 + Arg0 * 16 + Arg1) }
      OperationRegion (ECR, EmbeddedControl, 0, 0x10)
      OperationRegion (ECS, EmbeddedControl, 0x10, 0x10)
      Device (SUBD) {
        Name (_ADR, 1)
        Method (_REG, 2) { LOG (0x2300 + Arg0 * 16 + Arg1) }
        OperationRegion (ECT, EmbeddedControl, 0x20, 0x10)
      }
    }
    Device (ECFN) {
      Name (_HID, EisaId ("PNP0C09"))
      Method (_STA) { Return (0x08) }
      Method (_REG, 2) { LOG (0x2400 + Arg0 * 16 + Arg1) }
    }
  }
  Method (_REG, 2) { LOG (0x5000 + Arg0 * 16 + Arg1) }
  OperationRegion (SMX, SMBus, 0, 0x100)
  OperationRegion (PCR0, PCI_Config, 0, 0x10)
  Name (MLC, 0)
  LOG (0x7777)
  OperationRegion (ECX, EmbeddedControl, 0, 0x10)
  Method (DUMP) { Return (REGL) }
}
