/// Checks that bytes are well-formed UTF-8.
enum UTF8Validator {
    /// Whether `bytes` are valid UTF-8 (ASCII runs are checked a byte at a time without decoding).
    static func isValid(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.contains(where: { $0 >= 0x80 }) else { return true }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
