// A driver-style poll: set the enable bit, then poll the ready bit with Sleep(10), at most 50
// times. Without a register script the ready bit never sets (fill 0x00); with
// poll-registers.json it sets 21 ms after the enable write. AcpiCommandsTest uses it.
DefinitionBlock ("", "SSDT", 2, "OVS", "POLL", 1) {
  OperationRegion (CTRL, SystemMemory, 0xFED40000, 0x10)
  Field (CTRL, DWordAcc, NoLock, Preserve) { ENAB, 1, , 7, REDY, 1 }
  Method (PWON) {
    ENAB = 1
    Local0 = 0
    While (REDY == 0) {
      If (Local0 >= 50) { Return (0xFF) }
      Sleep (10)
      Local0++
    }
    Return (Local0)
  }
}
