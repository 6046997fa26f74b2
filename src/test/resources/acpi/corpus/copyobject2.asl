// Differential corpus, CopyObject continued: into a field or buffer field it writes (the field
// keeps its type); into an Alias it replaces the alias's target; a method replaced by data
// reads as that data even at a call site written with arguments (ACPICA parses the body when it
// runs, and the arguments become terms of their own); ObjectType of an Alias is its target's
// (Oversleep said 0). Compiled with `iasl -f`: iasl refuses CopyObject into a method taking
// arguments and Index of a Device.
DefinitionBlock ("", "SSDT", 2, "OVS", "COPYOBJ2", 1) {
  OperationRegion (OPR1, SystemMemory, 0x2000, 0x10)
  Field (OPR1, ByteAcc, NoLock, Preserve) { FLD0, 8, FLD1, 4 }
  Name (BUF1, Buffer (4) {})
  CreateByteField (BUF1, 1, BFD0)
  Device (DEV1) { }
  Alias (DEV1, ALS1)
  Method (MTH1, 1) { Return (Arg0) }
  Method (TC20) { CopyObject (0x1FF, FLD0)  Local0 = ObjectType (FLD0)  Return ((Local0 << 16) | FLD0) }
  Method (TC21) { CopyObject (0x1234, BFD0)  Local0 = ObjectType (BFD0)  Return (Concatenate (ToBuffer (Local0), BUF1)) }
  Method (TC22) { CopyObject (4, ALS1)  Local0 = ObjectType (DEV1)  Local1 = ObjectType (ALS1)  Return ((Local0 << 8) | Local1) }
  Method (TC23) { CopyObject (3, MTH1)  Return (MTH1 (5)) }
  Method (TC24) { CopyObject (Package () { 8, 9 }, DEV1)  Return (DerefOf (Index (DEV1, 1))) }
  Method (TC25) { CopyObject ("7", FLD1)  Return (FLD1) }
  Method (TA01) { Return (ObjectType (ALS1)) }
}
