// Differential corpus: a revision-1 table, where integers are 32 bits wide (ACPI 6.5 section
// 19.6.28; ACPICA acpi_ut_set_integer_width), plus AccessAs and ConcatenateResTemplate.
DefinitionBlock ("", "DSDT", 1, "OVS", "REV1", 1) {
  OperationRegion (MEMR, SystemMemory, 0x20000, 0x20)
  Field (MEMR, AnyAcc, NoLock, Preserve) {
    AccessAs (ByteAcc), AB0, 8, AB1, 8,
    AccessAs (WordAcc), AW0, 16,
    AccessAs (DWordAcc), AD0, 32, AD1, 5, AD2, 27
  }
  Method (TR01) { Local0 = 0xFFFFFFFF  Local0++  Return (Local0) }
  Method (TR02) { Local0 = 0  Local0--  Return (Local0) }
  Method (TR03) { Local0 = 0x10000  Return (Local0 * 0x10000) }
  Method (TR04) { Local0 = 1  Return (Local0 << 32) }
  Method (TR05) { Return (Ones) }
  Method (TR06) { Local0 = 5  Return (~Local0) }
  Method (TR07) { Return (ToBuffer (0x11223344)) }
  Method (TR08) { Return (ToHexString (0xABC)) }
  Method (TR09) { Return (ToInteger ("0x123456789")) }
  Method (TR10) { Return (ToInteger (Buffer () {1, 2, 3, 4, 5, 6})) }
  Method (TR11) { Local0 = 0x0F  Return (Concatenate (Local0, 0xF0)) }
  Method (TR12) { Local0 = 0x80000000  Return (FindSetLeftBit (Local0)) }
  Method (TR13) { AB0 = 0x12  AB1 = 0x34  AW0 = 0x5678  Return (AD0 * 0 + AB0 + (AB1 << 8) + (AW0 << 16)) }
  Method (TR14) { AD0 = 0xCAFEBABE  AD1 = 0x1F  AD2 = 0x1234567  Return (AD2 + AD1) }
  Method (TR15) { Local0 = ResourceTemplate () { IO (Decode16, 0x60, 0x60, 1, 1) }
                  Local1 = ResourceTemplate () { IRQNoFlags () {1} }
                  Return (ConcatenateResTemplate (Local0, Local1)) }
  Method (TR16) { Local0 = ResourceTemplate () { Memory32Fixed (ReadWrite, 0xFED00000, 0x400) }
                  ConcatenateResTemplate (Local0, ResourceTemplate () {}, Local1)  Return (Local1) }
}
