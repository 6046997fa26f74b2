/*
 * s3-path.asl - a machine whose S3 path shows its own order (S3PathTest): every method the path
 * may run sleeps a different number of milliseconds, so the Sleep requests name the steps.
 *   _TTS(x) sleeps x + 1, _PTS 10, _WAK 20, \_SI._SST(x) 30 + x, PRA _ON 41 / _OFF 42,
 *   PRB (held by nobody, on at boot) _ON 51 / _OFF 52, PRC _ON 111 / _OFF 112,
 *   DEVA _PS0 61 / _PS3 62 (holds PRA), its child CHLD 71 / 72, DEVB _PS0 81 (holds PRA too,
 *   no _PS3), GONE (_STA 0: skipped with its child), FUNC (_STA 8: functioning, not present:
 *   itself left out, its child KID2 95 / 96 in), NOPM (_PS3 97 but no _PS0 or _PR0: not
 *   power-manageable), BADD (holds PRC, _PS0 101, a _PS3 that divides by zero).
 * Compiled with: iasl s3-path.asl  (the .aml next to it is committed)
 */
DefinitionBlock ("", "DSDT", 2, "OVSLP", "CENSUS", 0x00000001)
{
    Name (_S3, Package (0x04) { 0x05, 0x05, Zero, Zero })
    Method (_TTS, 1, NotSerialized)
    {
        Sleep ((Arg0 + One))
    }

    Method (_PTS, 1, NotSerialized)
    {
        Sleep (0x0A)
    }

    Method (_WAK, 1, NotSerialized)
    {
        Sleep (0x14)
        Return (Package (0x02) { Zero, Zero })
    }

    Scope (\_SI)
    {
        Method (_SST, 1, NotSerialized)
        {
            Sleep ((0x1E + Arg0))
        }
    }

    PowerResource (PRA, 0x00, 0x0000)
    {
        Name (ONF, Zero)
        Method (_STA, 0, NotSerialized)
        {
            Return (ONF)
        }

        Method (_ON, 0, NotSerialized)
        {
            ONF = One
            Sleep (0x29)
        }

        Method (_OFF, 0, NotSerialized)
        {
            ONF = Zero
            Sleep (0x2A)
        }
    }

    PowerResource (PRB, 0x00, 0x0000)
    {
        Name (ONF, One)
        Method (_STA, 0, NotSerialized)
        {
            Return (ONF)
        }

        Method (_ON, 0, NotSerialized)
        {
            ONF = One
            Sleep (0x33)
        }

        Method (_OFF, 0, NotSerialized)
        {
            ONF = Zero
            Sleep (0x34)
        }
    }

    PowerResource (PRC, 0x00, 0x0000)
    {
        Name (ONF, Zero)
        Method (_STA, 0, NotSerialized)
        {
            Return (ONF)
        }

        Method (_ON, 0, NotSerialized)
        {
            ONF = One
            Sleep (0x6F)
        }

        Method (_OFF, 0, NotSerialized)
        {
            ONF = Zero
            Sleep (0x70)
        }
    }

    Scope (\_SB)
    {
        Device (DEVA)
        {
            Name (_ADR, Zero)
            Name (_PR0, Package (0x01) { PRA })
            Method (_PS0, 0, NotSerialized)
            {
                Sleep (0x3D)
            }

            Method (_PS3, 0, NotSerialized)
            {
                Sleep (0x3E)
            }

            Device (CHLD)
            {
                Name (_ADR, One)
                Method (_PS0, 0, NotSerialized)
                {
                    Sleep (0x47)
                }

                Method (_PS3, 0, NotSerialized)
                {
                    Sleep (0x48)
                }
            }
        }

        Device (DEVB)
        {
            Name (_ADR, 0x02)
            Name (_PR0, Package (0x01) { PRA })
            Method (_PS0, 0, NotSerialized)
            {
                Sleep (0x51)
            }
        }

        Device (GONE)
        {
            Method (_STA, 0, NotSerialized)
            {
                Return (Zero)
            }

            Method (_PS0, 0, NotSerialized)
            {
                Sleep (0x5B)
            }

            Method (_PS3, 0, NotSerialized)
            {
                Sleep (0x5C)
            }

            Device (KID)
            {
                Method (_PS0, 0, NotSerialized)
                {
                    Sleep (0x5D)
                }
            }
        }

        Device (FUNC)
        {
            Method (_STA, 0, NotSerialized)
            {
                Return (0x08)
            }

            Method (_PS0, 0, NotSerialized)
            {
                Sleep (0x5E)
            }

            Device (KID2)
            {
                Method (_PS0, 0, NotSerialized)
                {
                    Sleep (0x5F)
                }

                Method (_PS3, 0, NotSerialized)
                {
                    Sleep (0x60)
                }
            }
        }

        Device (NOPM)
        {
            Method (_PS3, 0, NotSerialized)
            {
                Sleep (0x61)
            }
        }

        Device (BADD)
        {
            Name (_PR0, Package (0x01) { PRC })
            Method (_PS0, 0, NotSerialized)
            {
                Sleep (0x65)
            }

            Method (_PS3, 0, NotSerialized)
            {
                Local0 = Zero
                Local1 = (One / Local0)
            }
        }
    }
}
