// Differential corpus: Notify's target, as ACPICA resolves it (exresop.c ARGI_DEVICE_REF;
// exoparg2.c, acpi_ev_is_notify_object: a Device, Processor or ThermalZone, else
// AE_AML_OPERAND_TYPE). AcpiexecDifferentialTest compares results and statuses,
// NotifyDifferentialTest the objects notified and the values.
DefinitionBlock ("", "DSDT", 2, "OVS", "NOTIFY", 1) {
  Device (DEV0) { Name (_HID, "PNP0C0A") }
  Processor (CPU0, 0, 0, 0) {}
  ThermalZone (TZ00) { Method (_TMP) { Return (3000) } }
  PowerResource (PR00, 0, 0) { Method (_STA) { Return (1) } Method (_ON) {} Method (_OFF) {} }
  Name (INT0, 5)
  Name (CALL, 0)
  Name (PKG0, Package () { 1 })
  Alias (DEV0, ALS0)
  Method (MDEV) { CALL++  Debug = "MDEV called"  Return (DEV0) }
  Method (MCPU) { Return (CPU0) }
  Method (MTZ0) { Return (TZ00) }
  Method (MINT) { Return (INT0) }
  Method (MREF) { Return (RefOf (DEV0)) }
  Method (NARG, 1) { Notify (Arg0, 0x80)  Return (1) }
  // Accepted: a Device, a Processor, a ThermalZone, the predefined \_SB and \_TZ (Devices in
  // ACPICA's predefined names), an Alias of a device.
  Method (TN01) { Notify (DEV0, 0x80)  Return (1) }
  Method (TN02) { Notify (CPU0, 0x81)  Return (2) }
  Method (TN03) { Notify (TZ00, 0x82)  Return (3) }
  Method (TN04) { Notify (\_SB, 0x01)  Return (4) }
  Method (TN05) { Notify (\_TZ, 0x81)  Return (5) }
  Method (TN06) { Notify (ALS0, 0x83)  Return (6) }
  Method (TN07) { Notify (DEV0, 0x02)  Notify (DEV0, Add (0x80, 3))  Return (7) }
  // A name of a method is a call: its side effects happen, its result is the target.
  Method (TN08) { Notify (MDEV, 0x80)  Notify (MDEV, 0x81)  Return (CALL) }
  Method (TN09) { Notify (MTZ0, 0x84)  Return (9) }
  Method (TN10) { Notify (MINT, 0x85)  Return (10) }
  Method (TN11) { Notify (MCPU, 0x86)  Return (11) }
  Method (TN12) { Notify (MREF, 0x87)  Return (12) }
  // Refused: other named objects.
  Method (TN13) { Notify (PR00, 0x80)  Return (13) }
  Method (TN14) { Notify (INT0, 0x80)  Return (14) }
  Method (TN15) { Notify (\_PR, 0x80)  Return (15) }
  // A Local or Arg is a reference, never looked through.
  Method (TN16) { Local0 = RefOf (DEV0)  Notify (Local0, 0x80)  Return (16) }
  Method (TN17) { Local0 = 7  Notify (Local0, 0x80)  Return (17) }
  Method (TN18) { Return (NARG (RefOf (DEV0))) }
  Method (TN19) { Return (NARG (7)) }
  // Other terms: their value must be a Device or ThermalZone (no value object: the node).
  Method (TN20) { Notify (DerefOf (RefOf (DEV0)), 0x88)  Return (20) }
  Method (TN21) { Notify (DerefOf (RefOf (TZ00)), 0x89)  Return (21) }
  Method (TN22) { Notify (DerefOf (RefOf (CPU0)), 0x8A)  Return (22) }
  Method (TN23) { Notify (Index (PKG0, 0), 0x8B)  Return (23) }
  // A Notify that went through stays when the method then fails.
  Method (TN24) { Notify (DEV0, 0x03)  Notify (PR00, 0x04)  Return (24) }
  Method (TN25) { Return (ObjectType (\_SB)) }
  Method (TN26) { Return (ObjectType (\_TZ)) }
  // Not in the corpus (ACPICA differs, see NotifyDifferentialTest): DerefOf of a Local
  // holding a reference to a Device gives no value (AE_AML_NO_RETURN_VALUE) in acpiexec
  // 20200925, the node in Oversleep; a method with arguments named as the target takes
  // Notify's value as its argument in acpiexec's parse.
  Method (XN01) { Local0 = RefOf (DEV0)  Notify (DerefOf (Local0), 0x80)  Return (1) }
  Method (NAR1, 1) { Return (DEV0) }
  Method (XN02) { Notify (NAR1, 0x80)  Return (2) }
}
