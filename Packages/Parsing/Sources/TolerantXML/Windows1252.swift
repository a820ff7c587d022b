/// The Windows-1252 code page, a superset of ISO-8859-1's printable characters.
///
/// Feeds that declare Latin-1 and numeric references to 128-159 (`&#146;`) mean these characters in practice.
public enum Windows1252 {
    /// The characters of bytes 0x80 to 0x9F; `0` marks the five bytes Windows-1252 leaves undefined,
    /// which keep their ISO-8859-1 (C1 control) meaning, as in browsers.
    private static let highControls: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]

    /// The Unicode scalar for `byte`.
    public static func scalar(for byte: UInt8) -> Unicode.Scalar {
        if (0x80...0x9F).contains(byte) {
            let value = highControls[Int(byte - 0x80)]
            if value != 0, let scalar = Unicode.Scalar(value) { return scalar }
        }
        return Unicode.Scalar(byte)
    }
}
