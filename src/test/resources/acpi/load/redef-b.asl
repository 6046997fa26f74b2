/*
 * redef-b.asl - a later table defining the same names again: ACPICA keeps the first
 * (AE_ALREADY_EXISTS, the second skipped with what it contains), so RDF1 still takes one
 * argument and TRD1's call parses with one: Return (RDF1 (5)), the 6 left as a statement of its own.
 */
DefinitionBlock ("", "SSDT", 2, "OVSLP", "REDEFB", 1)
{
    Method (RDF1, 2, NotSerialized) { Return (Arg0 + Arg1) }
    Name (RDN1, 0x22)
    Device (RDD1) { Name (NEWN, One) }
    Method (TRD1, 0, NotSerialized) { Return (RDF1 (0x05, 0x06)) }
    Method (TRD2, 0, NotSerialized) { Return (RDN1) }
    Method (TRD3, 0, NotSerialized) { Return (CondRefOf (\RDD1.NEWN)) }
}
