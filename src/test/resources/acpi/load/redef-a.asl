/* redef-a.asl - the first table: the definitions that stay (LoadRecoveryTest, with redef-b). */
DefinitionBlock ("", "DSDT", 2, "OVSLP", "REDEFA", 1)
{
    Method (RDF1, 1, NotSerialized) { Return (Arg0) }
    Name (RDN1, 0x11)
    Device (RDD1) { Name (_ADR, One) }
}
