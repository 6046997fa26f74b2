// Differential corpus: ObjectType of a reference to a method is the method's type (8), and the
// method is not run (exoparg1.c acpi_ex_opcode_1A_0T_1R resolves the reference to its node);
// ObjectType (Debug) is 16. Oversleep used to call the method and return its result's type.
DefinitionBlock ("", "SSDT", 2, "OVS", "OBJTYPE", 1) {
  Name (CNT, 0)
  Method (OTHR) { CNT++  Return (42) }
  Method (TO01) { Local0 = RefOf (OTHR)  Return (ObjectType (Local0)) }
  Method (TO02) { CNT = 0  Local0 = RefOf (OTHR)  Local1 = ObjectType (Local0)  Local1 = ObjectType (Local0)  Return (CNT) }
  Method (TO03) { Local0 = RefOf (TO03)  Return (ObjectType (Local0)) }
  Method (TO04) { Return (ObjectType (Debug)) }
  Method (TO05) { Return (ObjectType (OTHR)) }
  Method (TO06) { Local0 = RefOf (CNT)  Return (ObjectType (Local0)) }
}
