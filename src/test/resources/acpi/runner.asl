/*
 * runner.asl - booted once, run many times (AmlRunnerTest): each run starts from its own copy
 * of the initialized namespace. BYT1 covers a byte of BUF (a buffer field and the Name whose
 * buffer it covers share one object); PKG holds a buffer that Index can store into in place.
 */
DefinitionBlock ("", "SSDT", 2, "OVSLP", "RUNNER", 0x00000001)
{
    Name (CNT, Zero)
    Name (BUF, Buffer (0x04) { 0x01, 0x02, 0x03, 0x04 })
    CreateByteField (BUF, One, BYT1)
    Name (PKG, Package (0x02) { Zero, Buffer (0x02) { 0x05, 0x06 } })
    Event (EVT)

    Method (_INI, 0, NotSerialized)
    {
        CNT = 0x0A
        Sleep (0x07)
        Signal (EVT)
    }

    Method (BUMP, 0, NotSerialized)
    {
        CNT++
        BYT1 = CNT
        Return (CNT)
    }

    Method (RBUF, 0, NotSerialized)
    {
        Return (DerefOf (BUF [One]))
    }

    Method (PSET, 0, NotSerialized)
    {
        DerefOf (PKG [One]) [Zero] = 0x77
        Return (PGET ())
    }

    Method (PGET, 0, NotSerialized)
    {
        Return (DerefOf (DerefOf (PKG [One]) [Zero]))
    }

    /* The event signalled at boot can be waited for once per run. */
    Method (WEVT, 0, NotSerialized)
    {
        Return (Wait (EVT, 0x10))
    }

    Method (NAP, 1, NotSerialized)
    {
        Local0 = Zero
        While (Local0 < Arg0)
        {
            Sleep (0x02)
            Stall (0x05)
            Local0++
        }
        Return (Local0)
    }
}
