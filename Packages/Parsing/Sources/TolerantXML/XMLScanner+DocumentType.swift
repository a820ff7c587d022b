extension XMLScanner {
    /// `<!DOCTYPE name ... [ internal subset ]>`: records the general entities the subset declares.
    ///
    /// An external DTD (`SYSTEM`/`PUBLIC` after the name) is never fetched, parameter entities are ignored.
    mutating func documentType() throws {
        position += 9
        while position < input.count {
            switch input[position] {
            case UInt8(ascii: ">"):
                position += 1
                return
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                skipQuoted()
            case UInt8(ascii: "["):
                position += 1
                internalSubset()
            default:
                position += 1
            }
        }
    }

    /// The declarations up to `]`; anything but `<!ENTITY` is skipped.
    private mutating func internalSubset() {
        while position < input.count {
            if input[position] == UInt8(ascii: "]") {
                position += 1
                return
            }
            if starts(with: "<!--") {
                skipComment()
            } else if starts(with: "<?") {
                skipInstruction()
            } else if starts(with: "<!ENTITY") {
                entityDeclaration()
            } else if starts(with: "<!") {
                skipDeclaration(from: position + 2)
            } else {
                position += 1
            }
        }
    }

    /// `<!ENTITY name "value">`, `<!ENTITY name SYSTEM "uri">`, `<!ENTITY % name ...>` (ignored).
    /// The first declaration of a name wins, as XML says.
    private mutating func entityDeclaration() {
        position += 8
        skipWhitespace()
        var isParameter = false
        if byte(at: position) == UInt8(ascii: "%") {
            isParameter = true
            position += 1
            skipWhitespace()
        }
        let nameStart = position
        while position < input.count, !Self.isWhitespace(input[position]), !Self.isQuote(input[position]),
            input[position] != UInt8(ascii: ">")
        {
            position += 1
        }
        let name = UnsafeBufferPointer(rebasing: input[nameStart..<position])
        skipWhitespace()
        var entity: DeclaredEntity = .external
        if let quote = byte(at: position), Self.isQuote(quote) {
            let valueStart = position + 1
            skipQuoted()
            entity = .internal(valueStart..<max(valueStart, position - 1))
        }
        skipDeclaration(from: position)
        guard !isParameter, !name.isEmpty else { return }
        let id = names.intern(name)
        if entities[id] == nil { entities[id] = entity }
    }

    /// Skips a quoted string starting at the current position, quotes included; an unterminated one runs
    /// to the end.
    private mutating func skipQuoted() {
        let quote = input[position]
        position = find(quote == UInt8(ascii: "\"") ? "\"" : "'", from: position + 1).map { $0 + 1 } ?? input.count
    }

    private mutating func skipWhitespace() {
        while position < input.count, Self.isWhitespace(input[position]) { position += 1 }
    }

    private static func isQuote(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
