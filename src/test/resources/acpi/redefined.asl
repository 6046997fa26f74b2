/* A later method body redefines \BBBB as a Name (iasl -f: it is an error iasl can be forced past). */
DefinitionBlock ("", "SSDT", 2, "OVSLP", "REDEF", 1)
{
    Method (BBBB, 0, NotSerialized) { Sleep (1) }
    Method (AAAA, 0, NotSerialized) { Name (\BBBB, One) }
}
