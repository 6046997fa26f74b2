// Differential corpus: operation regions and fields over acpiexec's simulated memory: access
// widths, update rules, IndexField, BankField, CreateXxxField, buffer fields (AcpiexecCorpusTest).
DefinitionBlock ("", "DSDT", 2, "OVS", "FIELDS", 1) {
  OperationRegion (MEM1, SystemMemory, 0x10000, 0x40)
  Field (MEM1, ByteAcc, NoLock, Preserve) { FB0, 8, FB1, 8, FW0, 16, FD0, 32, FQ0, 64, , 3, FX3, 5, FY7, 7, FZ, 1 }
  Field (MEM1, WordAcc, NoLock, Preserve) { Offset (0x10), W0, 4, W1, 12, W2, 16 }
  Field (MEM1, DWordAcc, NoLock, WriteAsOnes) { Offset (0x14), D0, 3, D1, 29 }
  Field (MEM1, DWordAcc, NoLock, WriteAsZeros) { Offset (0x18), Z0, 3, Z1, 29 }
  Field (MEM1, AnyAcc, NoLock, Preserve) { Offset (0x1C), A0, 12, A1, 20 }
  Field (MEM1, QWordAcc, NoLock, Preserve) { Offset (0x20), Q0, 40, Q1, 24 }
  Field (MEM1, ByteAcc, NoLock, Preserve) { Offset (0x28), BIG, 96 }
  OperationRegion (IOR1, SystemIO, 0x300, 0x4)
  Field (IOR1, ByteAcc, NoLock, Preserve) { IDX, 8, DAT, 8, BNK, 8 }
  IndexField (IDX, DAT, ByteAcc, NoLock, Preserve) { Offset (0x10), IF0, 8, IF1, 4, IF2, 4 }
  BankField (MEM1, BNK, 1, ByteAcc, NoLock, Preserve) { Offset (0x34), BK1, 8 }
  BankField (MEM1, BNK, 2, ByteAcc, NoLock, Preserve) { Offset (0x34), BK2, 8 }
  Name (FBUF, Buffer (16) {})
  CreateBitField (FBUF, 3, CB3)
  CreateByteField (FBUF, 1, CBY)
  CreateWordField (FBUF, 2, CWD)
  CreateDWordField (FBUF, 4, CDW)
  CreateQWordField (FBUF, 8, CQW)
  CreateField (FBUF, 5, 7, CF7)
  Method (TF01) { FB0 = 0x12  FB1 = 0x34  Return (FW0 * 0 + FB0 + (FB1 << 8)) }
  Method (TF02) { FW0 = 0xBEEF  Return (FW0) }
  Method (TF03) { FD0 = 0x12345678  Return (FD0) }
  Method (TF04) { FQ0 = 0x1122334455667788  Return (FQ0) }
  Method (TF05) { FX3 = 0x1F  FY7 = 0x55  FZ = 1  Return (FQ0 * 0 + FX3 + (FY7 << 8) + (FZ << 16)) }
  Method (TF06) { W0 = 0xF  W1 = 0xABC  Return (W1) }
  Method (TF07) { D0 = 0  D1 = 1  Return (D1 + (D0 << 32)) }
  Method (TF08) { Z0 = 7  Z1 = 1  Return (Z0) }
  Method (TF09) { A0 = 0xFFF  A1 = 0x12345  Return (A1) }
  Method (TF10) { Q0 = 0xFFFFFFFFFF  Q1 = 0x123456  Return (Q0) }
  Method (TF11) { BIG = Buffer () {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}  Return (BIG) }
  Method (TF12) { Return (BIG) }
  Method (TF13) { FB0 = 0x1FF  Return (FB0) }
  Method (TF14) { FD0 = "AB"  Return (FD0) }
  Method (TF15) { FW0 = Buffer () {0x11, 0x22, 0x33}  Return (FW0) }
  Method (TF16) { IF0 = 0x5A  Return (IF0) }
  Method (TF17) { IF1 = 3  IF2 = 0xC  Return (IF2 * 16 + IF1) }
  Method (TF18) { BK1 = 0x11  BK2 = 0x22  Return (BK1) }
  Method (TF19) { CB3 = 1  CBY = 0xAB  Return (FBUF) }
  Method (TF20) { CWD = 0x1234  CDW = 0xDEADBEEF  CQW = 0x0102030405060708  Return (FBUF) }
  Method (TF21) { CF7 = 0x7F  Return (CF7) }
  Method (TF22) { Local0 = Buffer (4) {0xFF, 0xFF, 0xFF, 0xFF}  CreateField (Local0, 4, 8, LF8)  LF8 = 0  Return (Local0) }
  Method (TF23) { Local0 = Buffer (10) {}  CreateField (Local0, 0, 72, LF72)  LF72 = 0x1122334455667788  Return (LF72) }
  Method (TF24) { Return (ObjectType (FB0) * 100 + ObjectType (CBY) * 10 + ObjectType (MEM1) - 1000) }
  Method (TF25) { Return (FQ0) }
  Method (TF26) { Local0 = FD0  Local0++  Return (Local0) }
  Method (TF27) { Return (SizeOf (FBUF)) }
  Method (TF28) { Local0 = Buffer (2) {}  CreateDWordField (Local0, 0, OVER)  Return (OVER) }
}
