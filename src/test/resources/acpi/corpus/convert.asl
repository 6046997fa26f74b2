// Differential corpus: implicit and explicit conversions, strings (AcpiexecCorpusTest).
DefinitionBlock ("", "DSDT", 2, "OVS", "CONV", 1) {
  Name (STR1, "1234")
  Name (STR2, "0x1F")
  Name (BUF1, Buffer () {0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09})
  Name (INT1, 0x0102030405060708)
  Method (TC01) { Return (ToHexString (INT1)) }
  Method (TC02) { Return (ToDecimalString (1234)) }
  Method (TC03) { Return (ToHexString (BUF1)) }
  Method (TC04) { Return (ToDecimalString (BUF1)) }
  Method (TC05) { Return (ToBuffer (INT1)) }
  Method (TC06) { Return (ToBuffer ("AB")) }
  Method (TC07) { Return (ToInteger ("0x1F")) }
  Method (TC08) { Return (ToInteger ("1234")) }
  Method (TC09) { Return (ToInteger (BUF1)) }
  Method (TC10) { Return (ToString (Buffer () {0x41, 0x42, 0x00, 0x43}, Ones)) }
  Method (TC11) { Return (ToString (Buffer () {0x41, 0x42, 0x43}, 2)) }
  Method (TC12) { Local0 = STR1  Return (Local0 + 1) }
  Method (TC13) { Local0 = STR2  Return (Local0 + 1) }
  Method (TC14) { Local0 = BUF1  Return (Local0 + 1) }
  Method (TC15) { Local0 = 5  Return (Concatenate (Local0, 6)) }
  Method (TC16) { Return (Concatenate ("ab", "cd")) }
  Method (TC17) { Local0 = 0x41  Return (Concatenate ("x", Local0)) }
  Method (TC18) { Return (Concatenate (Buffer () {1, 2}, Buffer () {3})) }
  Method (TC19) { Local0 = 0x0A0B  Return (Concatenate (Buffer () {1}, Local0)) }
  Method (TC20) { Return (Concatenate ("n=", Buffer () {1, 2})) }
  Method (TC21) { Local0 = "abc"  Return (SizeOf (Local0)) }
  Method (TC22) { Return (Mid ("abcdef", 2, 3)) }
  Method (TC23) { Return (Mid ("abcdef", 4, 10)) }
  Method (TC24) { Return (Mid (BUF1, 1, 2)) }
  Method (TC25) { Local0 = "abc"  Return (Local0 == "abc") }
  Method (TC26) { Local0 = "abc"  Return (Local0 < "abd") }
  Method (TC27) { Local0 = "abc"  Return (Local0 > "ab") }
  Method (TC28) { Local0 = Buffer () {1, 2}  Return (Local0 == Buffer () {1, 2}) }
  Method (TC29) { Local0 = Buffer () {1, 2}  Return (Local0 < Buffer () {1, 3}) }
  Method (TC30) { Local0 = 0x31  Return (Local0 == "1") }
  Method (TC31) { Local0 = Buffer (4) {}  Local0 = 0x11223344  Return (Local0) }
  Method (TC32) { Local0 = "zzzzzz"  Local0 = 0x41  Return (Local0) }
  Method (TC33) { Name (BB, Buffer (3) {})  BB = "ABCDEF"  Return (BB) }
  Method (TC34) { Name (SS, "xxxxxxxx")  SS = 0x123  Return (SS) }
  Method (TC35) { Name (II, 0)  II = "0x99"  Return (II) }
  Method (TC36) { Name (II, 0)  II = Buffer () {1, 2, 3}  Return (II) }
  Method (TC37) { Local0 = ToHexString (0)  Return (Local0) }
  Method (TC38) { Return (ToInteger ("0")) }
  Method (TC39) { Return (ToBCD (99999999)) }
  Method (TC40) { Local0 = Concatenate (ToDecimalString (12), ToHexString (12))  Return (Local0) }
}
