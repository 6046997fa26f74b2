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
}
