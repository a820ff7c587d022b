import Domain

/// Checks that bytes are well-formed UTF-8 and says where they are not.
enum UTF8Validator {
    /// Returns when `bytes` are valid UTF-8.
    ///
    /// - Throws: `FeedLoadingError.malformed` with the 1-based line and column (in characters) of the
    ///   first invalid byte.
    static func validate(_ bytes: [UInt8]) throws {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        var column = 1
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return
            case .error:
                let byte = offset < bytes.count ? String(bytes[offset], radix: 16, uppercase: true) : "?"
                throw FeedLoadingError.malformed(
                    reason: "byte 0x\(byte) is not valid UTF-8; the document declares UTF-8 (or nothing) but is "
                        + "in another encoding: declare it, e.g. <?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>",
                    line: line,
                    column: column
                )
            }
        }
    }
}
