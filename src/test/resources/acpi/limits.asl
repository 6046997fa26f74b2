/*
 * limits.asl - methods for the interpreter's limits and field rules.
 * Compiled with: iasl limits.asl  (the .aml next to it is committed)
 */
DefinitionBlock ("", "SSDT", 2, "OVSLP", "LIMITS", 0x00000001)
{
    OperationRegion (RAM0, SystemMemory, 0x1000, 0x10)
    Field (RAM0, ByteAcc, NoLock, WriteAsOnes)
    {
        F1,   1
    }
    Field (RAM0, ByteAcc, NoLock, Preserve)
    {
        BYT0, 8,
        BYT1, 8,
        Offset (0x08),
        IDX0, 8,
        DAT0, 8
    }
    IndexField (IDX0, DAT0, ByteAcc, NoLock, Preserve)
    {
        Offset (0x02),
        IF2,  8
    }

    Method (SPIN, 0, NotSerialized)
    {
        While (One)
        {
            Sleep (0x64)
        }
    }

    Method (BUSY, 0, NotSerialized)
    {
        While (One)
        {
            Noop
        }
    }

    Method (RECU, 1, NotSerialized)
    {
        Return (RECU (Arg0))
    }

    Method (STL, 1, NotSerialized)
    {
        Stall (Arg0)
    }

    Method (UPDR, 0, NotSerialized)
    {
        BYT0 = Zero
        F1 = Zero
        Return (BYT0)
    }

    Method (IDXT, 0, NotSerialized)
    {
        IF2 = 0x77
        Local0 = IF2
        Return (((IDX0 << 0x08) | Local0))
    }

    Method (ARTH, 2, NotSerialized)
    {
        Local0 = ((Arg0 * Arg1) + (Arg0 / Arg1))
        Local1 = (Arg0 % Arg1)
        Local2 = Package (0x02) {}
        Store (Local0, Index (Local2, Zero))
        Store (Local1, Index (Local2, One))
        Return (Concatenate (ToHexString (DerefOf (Local2 [Zero])), "-done"))
    }

    Name (STR0, "abc")
    Name (BUF0, Buffer (0x04) {})
    Name (INT0, 0x05)

    Method (CNV1, 0, NotSerialized)
    {
        Store (0x1234, STR0)
        Return (STR0)
    }

    Method (CNV2, 0, NotSerialized)
    {
        Store (0x11223344556677, BUF0)
        Return (BUF0)
    }

    Method (CNV3, 0, NotSerialized)
    {
        Store ("12", INT0)
        Return (INT0)
    }

    Method (CNV4, 0, NotSerialized)
    {
        CopyObject ("xyz", INT0)
        Return (INT0)
    }

    Name (PKGM, Package (0x05) { 0x03, 0x10, "x", 0x20, 0x10 })
    Mutex (MTX0, 0x00)

    Method (MTCH, 1, NotSerialized)
    {
        Return (Match (PKGM, MEQ, Arg0, MTR, Zero, Zero))
    }

    Method (MTC2, 0, NotSerialized)
    {
        Return (Match (PKGM, MGT, 0x0F, MLT, 0x20, 0x02))
    }

    Method (BCD1, 1, NotSerialized)
    {
        Return (FromBCD (ToBCD (Arg0)))
    }

    Method (BCD2, 1, NotSerialized)
    {
        Return (ToBCD (Arg0))
    }

    Method (MUTX, 0, NotSerialized)
    {
        Local0 = Acquire (MTX0, 0xFFFF)
        Local1 = Acquire (MTX0, 0x0010)
        Release (MTX0)
        Release (MTX0)
        Return (((Local0 << 0x04) | Local1))
    }
}
