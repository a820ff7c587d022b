/// Turns a byte offset into the line and column a person finds it at.
enum TextPosition {
    /// The 1-based line and column (counting characters, not bytes) of `offset` in UTF-8 `bytes`.
    static func of<Bytes: Collection<UInt8>>(offset: Int, in bytes: Bytes) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(max(0, offset)) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
