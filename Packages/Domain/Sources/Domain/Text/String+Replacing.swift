extension String {
    /// The text with every occurrence of `target` replaced by `replacement`, compared byte for byte.
    ///
    /// What Foundation's `replacingOccurrences(of:with:)` does for the ASCII targets our callers name, without
    /// Foundation proper (ARCHITECTURE.md, "FoundationEssentials only"). Unlike the standard library's
    /// `replacing(_:with:)`, which compares whole characters, it also finds a quote that a combining mark follows.
    /// Occurrences do not overlap; an empty `target` replaces nothing.
    public func replacingEvery(_ target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard let head = needle.first else { return self }
        let bytes = Array(utf8)
        guard bytes.contains(head) else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == head, bytes.count - index >= needle.count,
                bytes[index..<index + needle.count].elementsEqual(needle)
            {
                result.append(contentsOf: replacement.utf8)
                index += needle.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
