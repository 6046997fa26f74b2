/* loop.asl - the interpreter speed benchmark of issue #4: a counted loop. */
DefinitionBlock ("", "SSDT", 2, "OVSLP", "LOOP", 0x00000001)
{
    Method (LOOP, 1, NotSerialized)
    {
        Local0 = Zero
        Local1 = Zero
        While ((Local0 < Arg0))
        {
            Local1 += 0x03
            Local0++
        }
        Return (Local1)
    }
}
