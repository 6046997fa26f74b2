// Parity corpus: Concatenate / ConcatenateResTemplate type rules, Mid, Match, ToString,
// ToDecimalString, ToHexString, ToBCD, FromBCD corner cases.
DefinitionBlock ("", "SSDT", 2, "OVS", "PCONCAT", 1) {
  Name (INT0, 0x1234)
  Name (PKG0, Package () {1, 2})
  Name (BUF0, Buffer () {0x41, 0x42})
  Name (STR0, "xy")
  Device (DEV0) { Name (_ADR, 0) }
  Method (TC01) { Return (Concatenate (0x12, "ab")) }
  Method (TC02) { Return (Concatenate (0x12, Buffer () {1})) }
  Method (TC03) { Return (Concatenate ("ab", 0x12)) }
  Method (TC04) { Return (Concatenate (Buffer () {1}, "ab")) }
  Method (TC05) { Return (Concatenate ("ab", Buffer () {0x41, 0x42})) }
  Method (TC06) { Return (Concatenate ("", "")) }
  Method (TC07) { Return (Concatenate (Buffer (0) {}, Buffer (0) {})) }
  Method (TC08) { Return (Concatenate ("ab", PKG0)) }
  Method (TC09) { Return (Concatenate (PKG0, "ab")) }
  Method (TC10) { Return (Concatenate ("ab", DEV0)) }
  Method (TC11) { Local0 = RefOf (INT0)  Return (Concatenate ("ab", Local0)) }
  Method (TC12) { Return (Concatenate (BUF0, PKG0)) }
  Method (TC13) { Concatenate ("ab", "cd", Local0)  Return (Local0) }
  Method (TC14) { Local0 = 5  Concatenate ("ab", "cd", Local0)  Return (Local0) }
  Method (TC15) { Return (Concatenate (0x12, 0x34)) }
  Method (TC16) { Return (Concatenate (STR0, INT0)) }
  Method (TC17) { Return (Concatenate ("a", Ones)) }
  Method (TC18) { Return (ConcatenateResTemplate (Buffer () {0x79, 0x00}, Buffer () {0x79, 0x00})) }
  Method (TC19) { Return (ConcatenateResTemplate (Buffer () {0x22, 0x01, 0x00, 0x79, 0x00}, Buffer () {0x47, 0x01, 0x60, 0x00, 0x60, 0x00, 0x01, 0x01, 0x79, 0x00})) }
  Method (TC20) { Return (ConcatenateResTemplate (Buffer () {0x22, 0x01, 0x00}, Buffer () {0x79, 0x00})) }
  Method (TC21) { Return (ConcatenateResTemplate (Buffer (0) {}, Buffer () {0x79, 0x00})) }
  Method (TC22) { Return (ConcatenateResTemplate (Buffer () {0x79}, Buffer () {0x79, 0x00})) }
  Method (TC23) { Return (ConcatenateResTemplate ("ab", Buffer () {0x79, 0x00})) }
  Method (TC24) { Return (ConcatenateResTemplate (Buffer () {0x79, 0x00}, 0x0079)) }
  Method (TC25) { Return (ConcatenateResTemplate (Buffer () {0x79, 0x55}, Buffer () {0x79, 0x66})) }
  Method (TC26) { Return (Mid ("abc", 3, 1)) }
  Method (TC27) { Return (Mid ("abc", 0, 0)) }
  Method (TC28) { Return (Mid (Buffer () {1, 2, 3}, 3, 1)) }
  Method (TC29) { Return (Mid (Buffer () {1, 2, 3}, 5, 1)) }
  Method (TC30) { Return (Mid (0x4142434445464748, 1, 2)) }
  Method (TC31) { Mid ("abcdef", 1, 2, Local0)  Return (Local0) }
  Method (TC32) { Return (Mid ("abc", 1, 0)) }
  Method (TC33) { Return (ToString (Buffer () {0x41, 0x42, 0x43}, 0)) }
  Method (TC34) { Return (ToString (Buffer () {0x41, 0x42, 0x43}, 10)) }
  Method (TC35) { Return (ToString (Buffer () {0x00, 0x42}, Ones)) }
  Method (TC36) { Return (ToString (Buffer (0) {}, Ones)) }
  Method (TC37) { Return (ToString ("abc", Ones)) }
  Method (TC38) { Return (ToString (0x4142, Ones)) }
  Method (TC39) { Return (ToDecimalString (Buffer () {1, 0xFF, 0})) }
  Method (TC40) { Return (ToDecimalString ("123")) }
  Method (TC41) { Return (ToDecimalString (Ones)) }
  Method (TC42) { Return (ToDecimalString (0)) }
  Method (TC43) { Return (ToHexString ("abc")) }
  Method (TC44) { Return (ToHexString (Buffer (0) {})) }
  Method (TC45) { Return (ToDecimalString (Buffer (0) {})) }
  Method (TC46) { Return (ToHexString (Ones)) }
  Method (TC47) { Return (ToBCD (0)) }
  Method (TC48) { Return (ToBCD (1234567890123456)) }
  Method (TC49) { Return (ToBCD (12345678901234567)) }
  Method (TC50) { Return (FromBCD (0x1A)) }
  Method (TC51) { Return (FromBCD (0x9999999999999999)) }
  Method (TC52) { Return (FromBCD (0)) }
  Method (TC53) { Return (FromBCD ("0x12")) }
  Method (TC54) { Return (ToBCD ("99")) }
  Method (TC55) { Return (Match (Package () {"a", 2, Buffer () {3}}, MEQ, 2, MTR, 0, 0)) }
  Method (TC56) { Return (Match (Package () {"5", 2}, MEQ, 5, MTR, 0, 0)) }
  Method (TC57) { Return (Match (Package () {Package () {1}, 2}, MEQ, 2, MTR, 0, 0)) }
  Method (TC58) { Return (Match (Package () {1, 2, 3}, MTR, 0, MTR, 0, 3)) }
  Method (TC59) { Return (Match (Package () {1, 2, 3}, MLT, 3, MGT, 1, 0)) }
  Method (TC60) { Return (Match (Package (3) {}, MTR, 0, MTR, 0, 0)) }
  Method (TC61) { Return (Match (Package (3) {}, MEQ, 0, MTR, 0, 0)) }
  Method (TC62) { Return (Match (Package () {"abc", 0x636261}, MEQ, "abc", MTR, 0, 0)) }
  Method (TC63) { Return (Match (Package () {0x10, 0x20}, MEQ, Buffer () {0x20}, MTR, 0, 0)) }
  Method (TC64) { Return (Match (Package () {1, 2}, MEQ, 1, MTR, 0, 2)) }
  Method (TC65) { Return (Match (Package () {Ones, 2}, MEQ, "0xFFFFFFFFFFFFFFFF", MTR, 0, 0)) }
  Method (TC66) { Return (Match (Package () {1, 2}, MEQ, 2, MEQ, "2", 0)) }
  Method (TC67) { Return (ToInteger (" 12")) }
  Method (TC68) { Return (ToInteger ("12abc")) }
  Method (TC69) { Return (ToInteger ("0x")) }
  Method (TC70) { Return (ToInteger ("")) }
  Method (TC71) { Return (ToInteger ("99999999999999999999")) }
  Method (TC72) { Return (ToInteger ("0xFFFFFFFFFFFFFFFFF")) }
  Method (TC73) { Return (ToInteger ("0X1f")) }
  Method (TC74) { Return (ToInteger ("-1")) }
  Method (TC75) { Return (ToInteger ("010")) }
  Method (TC76) { Local0 = "0x1F"  Return (Local0 + 0) }
  Method (TC77) { Local0 = "1F"  Return (Local0 + 0) }
  Method (TC78) { Local0 = " 1F"  Return (Local0 + 0) }
  Method (TC79) { Local0 = "1FG"  Return (Local0 + 0) }
  Method (TC80) { Local0 = ""  Return (Local0 + 0) }
  Method (TC81) { Return (ToBuffer ("")) }
  Method (TC82) { Return (ToBuffer (Buffer (0) {})) }
  Method (TC83) { Return (ToHexString (Buffer () {0, 0xAB})) }
  Method (TC84) { Return (ToString (Buffer () {0x41, 0x42}, 1)) }
  Method (TC85) { Return (Concatenate (Buffer () {1}, Ones)) }
  // ConcatenateResTemplate validates each descriptor on its way to the End Tag (utresrc.c)
  Method (TC86) { Return (ConcatenateResTemplate (ResourceTemplate () { IO (Decode16, 0x60, 0x60, 1, 1) IRQNoFlags () {1} },
                                                   ResourceTemplate () { Memory32Fixed (ReadWrite, 0xFED00000, 0x400) })) }
  Method (TC87) { Return (ConcatenateResTemplate (ResourceTemplate () { I2cSerialBusV2 (0x15, ControllerInitiated, 400000, AddressingMode7Bit, "\\_SB.I2C0", 0, ResourceConsumer, , Exclusive, ) },
                                                   ResourceTemplate () { GpioInt (Level, ActiveLow, Exclusive, PullUp, 0, "\\_SB.GPIO") {5} })) }
  Method (TC88) { Return (ConcatenateResTemplate (Buffer () {0x22, 0x02, 0x00, 0x79, 0x00}, Buffer () {0x79, 0x00})) }
  Method (TC89) { Return (ConcatenateResTemplate (Buffer () {0x23, 0x02, 0x00, 0x01, 0x79, 0x00}, Buffer () {0x79, 0x00})) }
  Method (TC90) { Return (ConcatenateResTemplate (Buffer () {0x24, 0x02, 0x00, 0x01, 0x79, 0x00}, Buffer () {0x79, 0x00})) }
  Method (TC91) { Return (ConcatenateResTemplate (Buffer () {0x47, 0x01, 0x60, 0x00, 0x79, 0x00}, Buffer () {0x79, 0x00})) }
  Method (TC92) { Return (ConcatenateResTemplate (Buffer () {0x86, 0x09, 0x00, 0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0x79, 0x00}, Buffer () {})) }
  Method (TC93) { Return (ConcatenateResTemplate (Buffer () {0x86, 0x08, 0x00, 0x01, 0, 0, 0, 0, 0, 0, 0, 0x79, 0x00}, Buffer () {})) }
  Method (TC94) { Return (ConcatenateResTemplate (Buffer () {0x95, 0x00, 0x00, 0x79, 0x00}, Buffer () {0x79, 0x00})) }
  Method (TC95) { Return (ConcatenateResTemplate (Buffer () {0x8E, 0x06, 0x00, 0x01, 0x00, 0x07, 0, 0, 0, 0x79, 0x00}, Buffer () {0x79, 0x00})) }
  Method (TC96) { Return (ConcatenateResTemplate (Buffer () {0x79, 0x00, 0x47}, Buffer () {0x79})) }
  Method (TC97) { Return (ConcatenateResTemplate (Buffer () {0x78, 0x79, 0x00}, Buffer () {0x79, 0x00})) }
  Method (TC98) { Return (ConcatenateResTemplate (Buffer () {0x47, 0x07, 0x01, 0x60, 0x00, 0x60, 0x00, 0x01, 0x01}, Buffer () {0x79, 0x00})) }
  Method (TC99) { Return (ConcatenateResTemplate (Buffer () {0x79, 0x35}, Buffer () {0x22, 0x02, 0x00, 0x79, 0x00})) }
}
