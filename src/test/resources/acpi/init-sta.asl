/*
 * Which _STA methods run after loading, and when: ACPICA's initialization walk runs _STA only on
 * devices with an _INI in their subtree (nsinit.c, ANOBJ_SUBTREE_HAS_INI), then the OS's scan
 * runs every Device's _STA (acpi_get_devices; Linux's acpi_bus_scan). Each _STA and _INI adds
 * its letter to ORDR; acpiexec and Oversleep must agree on the string.
 */
DefinitionBlock ("", "DSDT", 2, "OVSLP", "INITSTA", 1)
{
    Name (ORDR, "")
    Method (APND, 1, Serialized) { Concatenate (ORDR, Arg0, ORDR) }
    Method (ORD, 0, NotSerialized) { Return (ORDR) }
    Method (_INI, 0, NotSerialized) { APND ("R") }

    Device (DEVA)                           // no _INI below: _STA only in the scan
    {
        Method (_STA, 0, NotSerialized) { APND ("a") Return (0x0F) }
    }
    Device (DEVB)                           // an _INI of its own
    {
        Method (_STA, 0, NotSerialized) { APND ("b") Return (0x0F) }
        Method (_INI, 0, NotSerialized) { APND ("B") }
    }
    Device (DEVC)                           // an _INI below, none of its own
    {
        Method (_STA, 0, NotSerialized) { APND ("c") Return (0x0F) }
        Device (CHLD)
        {
            Method (_INI, 0, NotSerialized) { APND ("C") }
        }
    }
    Device (DEVD)                           // neither present nor functioning: nothing below
    {
        Method (_STA, 0, NotSerialized) { APND ("d") Return (Zero) }
        Device (CHLD)
        {
            Method (_STA, 0, NotSerialized) { APND ("x") Return (0x0F) }
        }
    }
    Device (DEVE)                           // functioning only: the scan looks below
    {
        Method (_STA, 0, NotSerialized) { APND ("e") Return (0x08) }
        Device (CHLD)
        {
            Method (_STA, 0, NotSerialized) { APND ("f") Return (0x0F) }
        }
    }
    Processor (CPU0, 0, 0, 0)               // not a Device: the scan passes it
    {
        Method (_STA, 0, NotSerialized) { APND ("p") Return (0x0F) }
    }
    Scope (\_SB)                            // a Device: its _STA counts, its _INI runs once
    {
        Method (_STA, 0, NotSerialized) { APND ("s") Return (0x0F) }
        Method (_INI, 0, NotSerialized) { APND ("S") }
        Device (DEVF)
        {
            Method (_STA, 0, NotSerialized) { APND ("g") Return (0x0F) }
        }
    }
}
