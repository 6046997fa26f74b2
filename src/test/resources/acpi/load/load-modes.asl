/*
 * Module-level code whose outcome depends on the interpreter mode (AcpiLoadModeTest).
 * IMPL ends without Return: in slack mode (Linux's, acpiexec -es) it returns its last
 * result, Store's 5, so the If is taken and SLK1 and SLKM are declared; in strict mode
 * (acpiexec's default) the call has no value for the If to use (AE_AML_NO_RETURN_VALUE),
 * the block fails and neither exists. Compiled with iasl -f: iasl refuses the call
 * ("Called method returns no value") as strict mode does.
 */
DefinitionBlock ("", "DSDT", 2, "OVSLP", "LOADMODE", 0x00000001)
{
    Method (IMPL, 0, NotSerialized)
    {
        Local0 = 5
    }

    If (IMPL ())
    {
        Name (SLK1, One)
        Method (SLKM, 0, NotSerialized)
        {
            Sleep (1)
        }
    }
}
