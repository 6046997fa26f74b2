/*
 * Hostile initialization: six devices whose _INI never ends, then one that would set a flag.
 * The interpreter must bound the whole _STA/_INI pass, not only each method.
 */
DefinitionBlock ("", "DSDT", 2, "OVSLP", "SPININIT", 1)
{
    Name (DONE, Zero)
    Scope (_SB)
    {
        Device (SPN1) { Name (_HID, "OVS0011") Method (_INI, 0, NotSerialized) { While (One) { } } }
        Device (SPN2) { Name (_HID, "OVS0012") Method (_INI, 0, NotSerialized) { While (One) { } } }
        Device (SPN3) { Name (_HID, "OVS0013") Method (_INI, 0, NotSerialized) { While (One) { } } }
        Device (SPN4) { Name (_HID, "OVS0014") Method (_INI, 0, NotSerialized) { While (One) { } } }
        Device (SPN5) { Name (_HID, "OVS0015") Method (_INI, 0, NotSerialized) { While (One) { } } }
        Device (SPN6) { Name (_HID, "OVS0016") Method (_INI, 0, NotSerialized) { While (One) { } } }
        Device (LAST) { Name (_HID, "OVS0017") Method (_INI, 0, NotSerialized) { DONE = One } }
    }
}
