// AML that waits on Timer between Stalls, as firmware polls hardware with a timeout: how many
// Stalls it takes depends on how acpi_os_get_timer counts (jiffies since Linux 4.20).
DefinitionBlock ("", "SSDT", 2, "OVS", "TIMER", 1) {
  // Stall (100) until Timer moves; returns how many Stalls that took
  Method (TICK) { Local0 = Timer  Local1 = 0  While (Timer == Local0) { Stall (100)  Local1++ }  Return (Local1) }
  // a 1 ms timeout (10,000 units of 100 ns) polled every 50 us; returns the Stalls
  Method (TOUT) { Local0 = Timer  Local1 = 0  While ((Timer - Local0) < 10000) { Stall (50)  Local1++ }  Return (Local1) }
}
