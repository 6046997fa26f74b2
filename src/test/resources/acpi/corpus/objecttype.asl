// Differential corpus: ObjectType of a reference to a method is the method's type (8), and the
// method is not run (exoparg1.c acpi_ex_opcode_1A_0T_1R resolves the reference to its node);
// ObjectType (Debug) is 16. Oversleep used to call the method and return its result's type.
// DerefOf of a String looks the name up and gives its value; of an Integer it is AE_TYPE
// (the same function, AML_DEREF_OF_OP). Oversleep used to hand back the String or Integer.
DefinitionBlock ("", "SSDT", 2, "OVS", "OBJTYPE", 1) {
  Name (CNT, 0)
  Method (OTHR) { CNT++  Return (42) }
  Method (TO01) { Local0 = RefOf (OTHR)  Return (ObjectType (Local0)) }
  Method (TO02) { CNT = 0  Local0 = RefOf (OTHR)  Local1 = ObjectType (Local0)  Local1 = ObjectType (Local0)  Return (CNT) }
  Method (TO03) { Local0 = RefOf (TO03)  Return (ObjectType (Local0)) }
  Method (TO04) { Return (ObjectType (Debug)) }
  Method (TO05) { Return (ObjectType (OTHR)) }
  Method (TO06) { Local0 = RefOf (CNT)  Return (ObjectType (Local0)) }
  Name (BUF0, Buffer (4) {1, 2, 3, 4})
  Method (TO07) { Local0 = "\\BUF0"  Return (DerefOf (Local0)) }
  Method (TO08) { Local0 = 5  Return (DerefOf (Local0)) }
  Method (TO09) { Local0 = "BUF0"  Return (DerefOf (Local0)) }
  Method (TO10) { Local0 = "\\NOPE"  Return (DerefOf (Local0)) }
}
