/*
 * runaway.asl - AML that never ends or grows without bound (issue #15, bounds): each method must
 * end with an ACPICA status while the run's output stays bounded and its heap within 512 MB
 * (RunawayAmlTest runs them in a JVM with -Xmx512m).
 */
DefinitionBlock ("", "SSDT", 2, "OVSLP", "RUNAWAY", 0x00000001)
{
    Device (DEV0)
    {
        Name (_HID, "ACPI0001")
    }

    /* 4 million one-microsecond stalls before the loop timeout: the records are capped */
    Method (STAL, 0, NotSerialized)
    {
        While (One)
        {
            Stall (One)
        }
    }

    /* A buffer doubled until it cannot be */
    Method (BUFD, 0, NotSerialized)
    {
        Local0 = Buffer (One) { 0x00 }
        While (One)
        {
            Concatenate (Local0, Local0, Local0)
        }
    }

    /* A string doubled until it cannot be */
    Method (STRD, 0, NotSerialized)
    {
        Local0 = "a"
        While (One)
        {
            Concatenate (Local0, Local0, Local0)
        }
    }

    /* A million-element package filled with 64 KiB buffers: 64 GiB if nothing stopped it */
    Method (PKGM, 0, NotSerialized)
    {
        Local0 = Package (0x000FFFFF) {}
        Local1 = Zero
        While (One)
        {
            Local0 [Local1] = Buffer (0x00010000) {}
            Local1++
        }
    }

    /* Megabyte buffers stored to Debug until something gives */
    Method (DBGM, 0, NotSerialized)
    {
        While (One)
        {
            Debug = Buffer (0x00100000) {}
        }
    }

    /* Notify without end */
    Method (NTFY, 0, NotSerialized)
    {
        While (One)
        {
            Notify (DEV0, 0x80)
        }
    }

    /* Sleep(1) until the loop timeout: 30,000 Sleeps in 30 s of virtual time */
    Method (SLPS, 0, NotSerialized)
    {
        While (One)
        {
            Sleep (One)
        }
    }

    /* A 5 MiB string from a 1 MiB buffer */
    Method (HEXS, 0, NotSerialized)
    {
        Return (ToHexString (Buffer (0x00100000) {}))
    }

    /* Recursion without end */
    Method (RECU, 0, NotSerialized)
    {
        Return (RECU ())
    }

    /* A package of two copies of itself, again and again: it doubles each time */
    Name (PKGN, Package (One) { Zero })
    Method (NEST, 0, NotSerialized)
    {
        While (One)
        {
            PKGN = Package (0x02) { PKGN, PKGN }
        }
    }

    /* A region declared at a new address on every call: the stored bytes grow */
    Method (WRAT, 1, Serialized)
    {
        OperationRegion (WREG, SystemMemory, Arg0, 0x08)
        Field (WREG, QWordAcc, NoLock, Preserve) { WQ00, 64 }
        WQ00 = Ones
    }

    Method (REGN, 0, NotSerialized)
    {
        Local0 = 0x10000000
        While (One)
        {
            WRAT (Local0)
            Local0 += 0x08
        }
    }

    /* Two 1 MiB buffers compared again and again: each compare costs its bytes */
    Method (LCMP, 0, NotSerialized)
    {
        Local0 = Buffer (0x00100000) {}
        Local1 = Buffer (0x00100000) {}
        Local2 = Zero
        While (One)
        {
            If ((Local0 == Local1))
            {
                Local2++
            }
        }
    }

    /* One character of a 983,040-character string replaced again and again */
    Method (STRW, 0, NotSerialized)
    {
        Local0 = ToHexString (Buffer (0x00030000) {})
        While (One)
        {
            Local0 [Zero] = 0x41
        }
    }

    /*
     * Thirty IndexFields, each reaching its registers through the one below: one byte stored at
     * the top costs about 2^30 accesses at the bottom. Each access unit counts against the
     * operation budget (before, an 8-bit unit counted nothing and this ran for hours).
     */
    OperationRegion (NXR0, SystemIO, 0x0100, 0x10)
    Field (NXR0, ByteAcc, NoLock, Preserve)
    {
        NX00,   8,
        ND00,   8
    }
    IndexField (NX00, ND00, ByteAcc, NoLock, Preserve)
    {
        NX01,   8,
        ND01,   8
    }
    IndexField (NX01, ND01, ByteAcc, NoLock, Preserve)
    {
        NX02,   8,
        ND02,   8
    }
    IndexField (NX02, ND02, ByteAcc, NoLock, Preserve)
    {
        NX03,   8,
        ND03,   8
    }
    IndexField (NX03, ND03, ByteAcc, NoLock, Preserve)
    {
        NX04,   8,
        ND04,   8
    }
    IndexField (NX04, ND04, ByteAcc, NoLock, Preserve)
    {
        NX05,   8,
        ND05,   8
    }
    IndexField (NX05, ND05, ByteAcc, NoLock, Preserve)
    {
        NX06,   8,
        ND06,   8
    }
    IndexField (NX06, ND06, ByteAcc, NoLock, Preserve)
    {
        NX07,   8,
        ND07,   8
    }
    IndexField (NX07, ND07, ByteAcc, NoLock, Preserve)
    {
        NX08,   8,
        ND08,   8
    }
    IndexField (NX08, ND08, ByteAcc, NoLock, Preserve)
    {
        NX09,   8,
        ND09,   8
    }
    IndexField (NX09, ND09, ByteAcc, NoLock, Preserve)
    {
        NX10,   8,
        ND10,   8
    }
    IndexField (NX10, ND10, ByteAcc, NoLock, Preserve)
    {
        NX11,   8,
        ND11,   8
    }
    IndexField (NX11, ND11, ByteAcc, NoLock, Preserve)
    {
        NX12,   8,
        ND12,   8
    }
    IndexField (NX12, ND12, ByteAcc, NoLock, Preserve)
    {
        NX13,   8,
        ND13,   8
    }
    IndexField (NX13, ND13, ByteAcc, NoLock, Preserve)
    {
        NX14,   8,
        ND14,   8
    }
    IndexField (NX14, ND14, ByteAcc, NoLock, Preserve)
    {
        NX15,   8,
        ND15,   8
    }
    IndexField (NX15, ND15, ByteAcc, NoLock, Preserve)
    {
        NX16,   8,
        ND16,   8
    }
    IndexField (NX16, ND16, ByteAcc, NoLock, Preserve)
    {
        NX17,   8,
        ND17,   8
    }
    IndexField (NX17, ND17, ByteAcc, NoLock, Preserve)
    {
        NX18,   8,
        ND18,   8
    }
    IndexField (NX18, ND18, ByteAcc, NoLock, Preserve)
    {
        NX19,   8,
        ND19,   8
    }
    IndexField (NX19, ND19, ByteAcc, NoLock, Preserve)
    {
        NX20,   8,
        ND20,   8
    }
    IndexField (NX20, ND20, ByteAcc, NoLock, Preserve)
    {
        NX21,   8,
        ND21,   8
    }
    IndexField (NX21, ND21, ByteAcc, NoLock, Preserve)
    {
        NX22,   8,
        ND22,   8
    }
    IndexField (NX22, ND22, ByteAcc, NoLock, Preserve)
    {
        NX23,   8,
        ND23,   8
    }
    IndexField (NX23, ND23, ByteAcc, NoLock, Preserve)
    {
        NX24,   8,
        ND24,   8
    }
    IndexField (NX24, ND24, ByteAcc, NoLock, Preserve)
    {
        NX25,   8,
        ND25,   8
    }
    IndexField (NX25, ND25, ByteAcc, NoLock, Preserve)
    {
        NX26,   8,
        ND26,   8
    }
    IndexField (NX26, ND26, ByteAcc, NoLock, Preserve)
    {
        NX27,   8,
        ND27,   8
    }
    IndexField (NX27, ND27, ByteAcc, NoLock, Preserve)
    {
        NX28,   8,
        ND28,   8
    }
    IndexField (NX28, ND28, ByteAcc, NoLock, Preserve)
    {
        NX29,   8,
        ND29,   8
    }
    IndexField (NX29, ND29, ByteAcc, NoLock, Preserve)
    {
        NX30,   8,
        ND30,   8
    }
    Method (NIXF, 0, NotSerialized)
    {
        ND30 = 0xFF
    }

    /*
     * A Package of 200 Strings of 64 KiB returned: not a runaway (it succeeds), but its JSON
     * lists at most 4096 characters of each, and 2^20 in all, so the document stays small.
     */
    Method (BIGR, 0, NotSerialized)
    {
        Local0 = "0123456789ABCDEF"
        While (SizeOf (Local0) < 0x00010000)
        {
            Concatenate (Local0, Local0, Local0)
        }
        Local1 = Package (0xC8) {}
        Local2 = Zero
        While (Local2 < 0xC8)
        {
            Local1 [Local2] = Local0
            Local2++
        }
        Return (Local1)
    }
}
