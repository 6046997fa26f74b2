/*
 * example-laptop.asl - Oversleep's own example machine: a small laptop DSDT written for this
 * project (no vendor's code), shaped like what real firmware does on the suspend-to-RAM path,
 * so the acpi commands can be tried without a dump of one's own:
 *
 *   ./oversleep acpi load firmware-models/acpi/example-laptop.aml
 *   ./oversleep acpi census firmware-models/acpi/example-laptop.aml
 *   ./oversleep acpi run firmware-models/acpi/example-laptop.aml '\_SB.PCI0.XHCI._PS3' --policy all
 *
 * The S3 path (docs/acpi.md, the S3 census) requests these Sleeps with the default fill 0x00 (no status
 * bit ever comes up, so each poll runs to its bound), 176 ms in all:
 *   XHCI._PS3   polls D3ST 10 times, Sleep (1) each          10 ms
 *   RP01._PS3   polls L2DN 8 times, Sleep (2) each            16 ms
 *   PXP._OFF    (RP01's _PR0, released after its _PS3)        10 ms
 *   _PTS (3)    through the EC (its _REG connected it)        10 ms
 *   _WAK (3)    through the EC                                20 ms
 *   PXP._ON     (RP01 takes it back before its _PS0)         100 ms
 *   RP01._PS0   link retrain wait                             10 ms
 * With --fill 0xFF both polls end at their first read: 150 ms.
 * Compiled with: iasl example-laptop.asl  (acpica-tools 20200925; the .aml next to it is committed)
 */
DefinitionBlock ("", "DSDT", 2, "OVSLP", "EXLAPTOP", 0x00000001)
{
    Name (_S3, Package (0x04) { 0x05, 0x05, Zero, Zero })
    Name (OSYS, 0x07D0)
    Mutex (ECMX, 0x00)

    /* Global NVS: what the boot firmware leaves for the OS */
    OperationRegion (GNVS, SystemMemory, 0x7FF00000, 0x0100)
    Field (GNVS, AnyAcc, Lock, Preserve)
    {
        OSYX,   16,
        S3EN,   8,
        LIDS,   8,
        PWRS,   8,
        Offset (0x10),
        CMDA,   32
    }

    /* CMOS through an index/data pair, and a banked configuration block */
    OperationRegion (CMOS, SystemIO, 0x70, 0x02)
    Field (CMOS, ByteAcc, NoLock, Preserve)
    {
        CIDX,   8,
        CDAT,   8
    }
    IndexField (CIDX, CDAT, ByteAcc, NoLock, Preserve)
    {
        Offset (0x40),
        WKSR,   8,
        WKFL,   8
    }
    OperationRegion (BKIO, SystemIO, 0x0C00, 0x10)
    Field (BKIO, ByteAcc, NoLock, Preserve)
    {
        BSEL,   8
    }
    BankField (BKIO, BSEL, 0x01, ByteAcc, NoLock, Preserve)
    {
        Offset (0x04),
        BKV1,   8
    }

    Scope (_PR)
    {
        Processor (CPU0, 0x00, 0x00001810, 0x06) {}
        Processor (CPU1, 0x01, 0x00001810, 0x06) {}
    }

    /* Module-level code: a table of this era still checks for old OSes at load time */
    If (OSYS < 0x07D0)
    {
        Name (OLDO, One)
    }

    Method (_PTS, 1, NotSerialized)
    {
        If (Arg0 == 0x03)
        {
            \_SB.PCI0.LPCB.EC0.ECPS (Arg0)
        }
    }

    Method (_WAK, 1, NotSerialized)
    {
        \_SB.PCI0.LPCB.EC0.ECWK (Arg0)
        If (Arg0 == 0x03)
        {
            Notify (\_SB.PWRB, 0x02)
        }
        Return (Package (0x02) { Zero, Zero })
    }

    Scope (_SB)
    {
        Method (_INI, 0, NotSerialized)
        {
            If (_OSI ("Windows 2015"))
            {
                OSYS = 0x07DF
            }
            If (_OSI ("Linux"))
            {
                OSYS = 0x03E8
            }
        }

        Device (PCI0)
        {
            Name (_HID, EisaId ("PNP0A08"))
            Name (_CID, EisaId ("PNP0A03"))
            Name (_UID, Zero)
            Name (CRSB, ResourceTemplate ()
            {
                WordBusNumber (ResourceProducer, MinFixed, MaxFixed, PosDecode,
                    0x0000, 0x0000, 0x00FF, 0x0000, 0x0100,,, )
                DWordMemory (ResourceProducer, PosDecode, MinFixed, MaxFixed, Cacheable, ReadWrite,
                    0x00000000, 0x80000000, 0xDFFFFFFF, 0x00000000, 0x60000000,,, _Y00, AddressRangeMemory, TypeStatic)
            })
            Method (_CRS, 0, Serialized)
            {
                CreateDWordField (CRSB, \_SB.PCI0._Y00._MIN, MMIN)
                CreateDWordField (CRSB, \_SB.PCI0._Y00._LEN, MLEN)
                MLEN = (0xE0000000 - MMIN)
                Return (CRSB)
            }

            /* A PCIe root port: L2/3 Ready handshake on the way to D3cold, power from PXP */
            Device (RP01)
            {
                Name (_ADR, 0x001C0000)
                OperationRegion (PXCS, PCI_Config, Zero, 0x0480)
                Field (PXCS, AnyAcc, NoLock, Preserve)
                {
                    VDID,   32,
                    Offset (0x52),
                        ,   13,
                    LASX,   1,
                    Offset (0xE2),
                        ,   2,
                    L23E,   1,
                    L23R,   1,
                    Offset (0x420),
                        ,   30,
                    L2DN,   1
                }
                Name (_PR0, Package (0x01) { PXP })
                Name (_PR3, Package (0x01) { PXP })
                Method (_STA, 0, NotSerialized)
                {
                    Return (0x0F)
                }

                Method (_PS0, 0, Serialized)
                {
                    L23R = One
                    Sleep (0x0A)
                    L23R = Zero
                }

                Method (_PS3, 0, Serialized)
                {
                    L23E = One
                    Local0 = Zero
                    While (!L2DN && (Local0 < 0x08))
                    {
                        Sleep (0x02)
                        Local0++
                    }
                    L23E = Zero
                }

                PowerResource (PXP, 0x00, 0x0000)
                {
                    Name (ONF, One)
                    Method (_STA, 0, NotSerialized)
                    {
                        Return (ONF)
                    }

                    Method (_ON, 0, NotSerialized)
                    {
                        ONF = One
                        Sleep (0x64)
                    }

                    Method (_OFF, 0, NotSerialized)
                    {
                        ONF = Zero
                        Sleep (0x0A)
                    }
                }
            }

            /* The USB controller: a D3 entry polled with Sleep (1), as many real ones are */
            Device (XHCI)
            {
                Name (_ADR, 0x00140000)
                OperationRegion (XPRT, PCI_Config, Zero, 0x0100)
                Field (XPRT, AnyAcc, NoLock, Preserve)
                {
                    Offset (0x74),
                    D0D3,   2,
                        ,   6,
                    D3ST,   1
                }
                Method (_PS0, 0, Serialized)
                {
                    D0D3 = Zero
                    Stall (0x32)
                }

                Method (_PS3, 0, Serialized)
                {
                    D0D3 = 0x03
                    Local0 = Zero
                    While (Local0 < 0x0A)
                    {
                        If (D3ST)
                        {
                            Break
                        }
                        Sleep (One)
                        Local0++
                    }
                }
            }

            Device (GFX0)
            {
                Name (_ADR, 0x00020000)
                Name (BRTL, Package (0x04) { 0x64, 0x32, 0x0A, 0x64 })
                Method (_PS0, 0, NotSerialized)
                {
                }

                Method (_PS3, 0, NotSerialized)
                {
                }

                Method (_DOS, 1, NotSerialized)
                {
                }
            }

            Device (LPCB)
            {
                Name (_ADR, 0x001F0000)

                /* The embedded controller: its region is usable once _REG connects it */
                Device (EC0)
                {
                    Name (_HID, EisaId ("PNP0C09"))
                    Name (_GPE, 0x6E)
                    Name (ECON, Zero)
                    OperationRegion (ECOR, EmbeddedControl, Zero, 0xFF)
                    Field (ECOR, ByteAcc, Lock, Preserve)
                    {
                        Offset (0x60),
                        ECSS,   8,
                        ECWS,   8,
                        Offset (0x70),
                        BTST,   8
                    }
                    Method (_REG, 2, NotSerialized)
                    {
                        If (Arg0 == 0x03)
                        {
                            ECON = Arg1
                        }
                    }

                    Method (ECPS, 1, Serialized)
                    {
                        If (ECON)
                        {
                            Acquire (ECMX, 0xFFFF)
                            ECSS = Arg0
                            Release (ECMX)
                            Sleep (0x0A)
                        }
                    }

                    Method (ECWK, 1, Serialized)
                    {
                        If (ECON)
                        {
                            Acquire (ECMX, 0xFFFF)
                            ECWS = Arg0
                            Local0 = ToHexString (BTST)
                            Debug = Concatenate ("EC wake, battery status ", Local0)
                            Release (ECMX)
                            Sleep (0x14)
                        }
                    }
                }
            }
        }

        Device (LID0)
        {
            Name (_HID, EisaId ("PNP0C0D"))
            Method (_LID, 0, NotSerialized)
            {
                Return (LIDS)
            }
        }

        Device (PWRB)
        {
            Name (_HID, EisaId ("PNP0C0C"))
        }
    }
}
