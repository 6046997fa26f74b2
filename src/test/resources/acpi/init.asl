/*
 * Namespace initialization: which _INI methods run after loading, in which order.
 * ORDR collects one letter per _INI; acpiexec and Oversleep must agree on it.
 */
DefinitionBlock ("", "DSDT", 2, "OVSLP", "INIT", 1)
{
    Name (ORDR, "")
    Method (_INI, 0, NotSerialized) { Concatenate (ORDR, "R", ORDR) }
    Method (ORD, 0, NotSerialized) { Return (ORDR) }
    Method (OSI1, 0, NotSerialized) { Return (_OSI ("Windows 2015")) }
    Method (OSI2, 0, NotSerialized) { Return (_OSI ("Linux")) }
    Method (OSI3, 0, NotSerialized) { Return (CondRefOf (\_OSI)) }
    Method (REV, 0, NotSerialized) { Return (\_REV) }
    Method (OSNM, 0, NotSerialized) { Return (\_OS) }

    Scope (_SB)
    {
        Method (_INI, 0, NotSerialized) { Concatenate (ORDR, "S", ORDR) }

        Device (DEVA)                       // no _STA: present and functioning
        {
            Name (_HID, "OVS0001")
            Method (_INI, 0, NotSerialized) { Concatenate (ORDR, "A", ORDR) }
            Device (CHLD)
            {
                Name (_ADR, Zero)
                Method (_INI, 0, NotSerialized) { Concatenate (ORDR, "a", ORDR) }
            }
        }

        Device (DEVB)                       // not present, functioning: children only
        {
            Name (_HID, "OVS0002")
            Method (_STA, 0, NotSerialized) { Return (0x08) }
            Method (_INI, 0, NotSerialized) { Concatenate (ORDR, "B", ORDR) }
            Device (CHLD)
            {
                Name (_ADR, Zero)
                Method (_INI, 0, NotSerialized) { Concatenate (ORDR, "b", ORDR) }
            }
        }

        Device (DEVC)                       // neither: the subtree is skipped
        {
            Name (_HID, "OVS0003")
            Method (_STA, 0, NotSerialized) { Return (Zero) }
            Method (_INI, 0, NotSerialized) { Concatenate (ORDR, "C", ORDR) }
            Device (CHLD)
            {
                Name (_ADR, Zero)
                Method (_INI, 0, NotSerialized) { Concatenate (ORDR, "c", ORDR) }
            }
        }

        Device (DEVD)                       // _STA fails: no _INI, children still run
        {
            Name (_HID, "OVS0004")
            Method (_STA, 0, NotSerialized)
            {
                Local0 = Zero
                Return (0x0F / Local0)
            }
            Method (_INI, 0, NotSerialized) { Concatenate (ORDR, "D", ORDR) }
            Device (CHLD)
            {
                Name (_ADR, Zero)
                Method (_INI, 0, NotSerialized) { Concatenate (ORDR, "d", ORDR) }
            }
        }

        Device (DEVE)                       // _INI that sleeps, then fails
        {
            Name (_HID, "OVS0005")
            Method (_INI, 0, NotSerialized)
            {
                Sleep (5)
                Concatenate (ORDR, "E", ORDR)
                Local0 = Zero
                Local1 = 1 / Local0
                Concatenate (ORDR, "e", ORDR)
            }
        }
    }
}
