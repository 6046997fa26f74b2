/*
 * sleepers.asl - a small definition block for the parser tests: methods that Sleep and Stall
 * with constants, arguments and locals, calls with arguments across scopes, control flow,
 * fields, packages and buffers, and a method declared inside a method.
 * Compiled with: iasl sleepers.asl  (the .aml next to it is committed)
 */
DefinitionBlock ("", "SSDT", 2, "OVSLP", "SLEEPERS", 0x00000001)
{
    External (\_SB.EXTM, MethodObj)

    OperationRegion (GNVS, SystemMemory, 0x7FF00000, 0x100)
    Field (GNVS, AnyAcc, Lock, Preserve)
    {
        RDY0, 1,
        , 7,
        CNT1, 8,
        Offset (0x10),
        VAL2, 32
    }

    Name (PKG0, Package (0x03) { One, "two", Buffer (0x02) { 0x03, 0x04 } })

    Scope (\_SB)
    {
        Method (WTRD, 2, Serialized)
        {
            Local0 = Zero
            While ((Local0 < Arg0))
            {
                If ((RDY0 == One))
                {
                    Break
                }
                Sleep (Arg1)
                Local0++
            }
            Return (Local0)
        }

        Device (PCIE)
        {
            Name (_ADR, 0x001C0000)
            Method (_ON, 0, Serialized)
            {
                Sleep (0x10)
                WTRD (0x0A, 0x10)
                Stall (0x32)
                If ((CNT1 > 0x02))
                {
                    Sleep (0x64)
                }
                Else
                {
                    Stall (0x0A)
                }
            }

            Method (OUTR, 1, NotSerialized)
            {
                Method (INNR, 0, NotSerialized)
                {
                    Sleep (0x05)
                }
                INNR ()
                Return (DerefOf (PKG0 [Arg0]))
            }
        }
    }
}
