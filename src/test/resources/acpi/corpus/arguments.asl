// Differential corpus: a method's arguments are the caller's objects, not copies (ACPICA
// dsmthdat.c, acpi_ds_method_data_init_args: "call by reference"): an Index store into a
// Package or Buffer argument fills the caller's object, as the ThinkPad X13 Gen 4's
// GBST (Zero, HB0S, Local0, BT0P) builds _BST. A store to the Arg itself replaces only the Arg.
DefinitionBlock ("", "SSDT", 2, "OVS", "ARGS", 1) {
  Name (PKG4, Package (4) {})
  Name (PKG2, Package (2) {1, 2})
  Name (BUF4, Buffer (4) {})
  Name (NEST, Package (1) {Package (2) {7, 8}})
  Method (FILP, 2) { Arg0 [0] = 4  Arg0 [1] = Arg1 }
  Method (FILB, 1) { Arg0 [0] = 0x55  CreateByteField (Arg0, 3, BYT3)  BYT3 = 0x66 }
  Method (REPL, 1) { Arg0 = Package (1) {9} }
  Method (INNR, 1) { Local0 = DerefOf (Arg0 [0])  Local0 [1] = 0x99 }
  Method (SELF, 1) { Arg0 [0] = Arg0 }
  Method (TA01) { FILP (PKG4, 7)  Return (PKG4) }
  Method (TA02) { FILP (PKG2, 9)  Return (PKG2) }
  Method (TA03) { FILB (BUF4)  Return (BUF4) }
  Method (TA04) { Local0 = Package (2) {0, 0}  FILP (Local0, 3)  Return (Local0) }
  Method (TA05) { Local0 = Buffer (2) {1, 2}  FILB (Buffer (4) {})  Return (Local0) }
  Method (TA06) { REPL (PKG2)  Return (PKG2) }
  Method (TA07) { INNR (NEST)  Return (NEST) }
  Method (TA08) { Local0 = PKG2  FILP (Local0, 5)  Return (PKG2) }
  Method (TA09) { SELF (PKG2)  Return (PKG2) }
}
