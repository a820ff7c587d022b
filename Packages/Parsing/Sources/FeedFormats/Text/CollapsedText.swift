/// Tells text that the reductions would give back unchanged, so that it is passed on without a copy.
enum CollapsedText {
    /// Whether `text` is already in its reduced form: no whitespace but single spaces between words (no tab,
    /// line break or no-break space, nothing at either end) and, when `readingMarkup`, no `<` and no `&`
    /// that a `;` could close into a reference ("Tom & Jerry" stays as it is).
    static func isCollapsed(_ text: String, readingMarkup: Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isCollapsed($0, readingMarkup: readingMarkup) } ?? false
    }

    /// ``isCollapsed(_:readingMarkup:)`` for UTF-8 bytes.
    static func isCollapsed(_ bytes: ArraySlice<UInt8>, readingMarkup: Bool) -> Bool {
        bytes.withUnsafeBufferPointer { isCollapsed($0, readingMarkup: readingMarkup) }
    }

    private static func isCollapsed(_ bytes: UnsafeBufferPointer<UInt8>, readingMarkup: Bool) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return true }
        guard first != 0x20, last != 0x20 else { return false }
        var previousWasSpace = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x20:
                if previousWasSpace { return false }
                previousWasSpace = true
                continue
            case 0x09...0x0D:
                return false
            case 0xC2:
                if index < bytes.count, bytes[index] == 0xA0 { return false }
            case UInt8(ascii: "<"):
                if readingMarkup { return false }
            case UInt8(ascii: "&"):
                if readingMarkup, HTMLEntities.mayStartReference(in: bytes, at: index - 1) { return false }
            default:
                break
            }
            previousWasSpace = false
        }
        return true
    }
}
