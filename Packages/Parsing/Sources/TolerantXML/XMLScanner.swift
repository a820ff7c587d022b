/// The tokenizer behind ``XMLReader``: one forward pass over the bytes, building the tree as it goes.
///
/// Every search moves forward only, and a search that reached the end without finding its pattern is
/// remembered, so a document full of unterminated comments or instructions still costs one pass.
struct XMLScanner {
    let input: UnsafeBufferPointer<UInt8>
    let limits: XMLReaderLimits
    var position = 0
    var tree = XMLTreeBuilder()
    var names = NameTable()
    var scopes = NamespaceScopes()
    var entities: [Int: DeclaredEntity] = [:]
    var expandedBytes = 0
    /// Per searched pattern, the position from which it is known not to occur.
    var exhaustedSearches: [UInt: Int] = [:]
    /// Per interned qualified name, its parts; filled on first sight.
    var nameParts: [NameParts?] = []
    var undeclaredPrefixes: [Int: Int] = [:]
    /// Per interned element name, how it last resolved and at which ``NamespaceScopes/generation``.
    var resolvedElements: [ResolvedName] = []
    let emptyName: Int
    let xmlPrefix: Int
    let xmlNamespace: Int
    /// Attributes of the tag being read, before namespaces are resolved: name and value range.
    var pendingAttributes: [(name: Int, value: Range<Int>)] = []

    init(input: UnsafeBufferPointer<UInt8>, limits: XMLReaderLimits, undeclaredPrefixes: [String: String]) {
        self.input = input
        self.limits = limits
        tree.reserveCapacity(forDocumentOf: input.count)
        emptyName = names.intern("")
        xmlPrefix = names.intern("xml")
        xmlNamespace = names.intern("http://www.w3.org/XML/1998/namespace")
        for (prefix, uri) in undeclaredPrefixes {
            self.undeclaredPrefixes[names.intern(prefix)] = names.intern(uri)
        }
    }

    /// Reads the whole input.
    mutating func scan() throws {
        while position < input.count {
            if input[position] == UInt8(ascii: "<") {
                try markup()
            } else {
                try characterData()
            }
        }
    }

    /// Text up to the next `<`, references decoded, forbidden control characters dropped.
    private mutating func characterData() throws {
        let start = position
        position = Self.textRunEnd(in: input, from: position)
        tree.appendText(UnsafeBufferPointer(rebasing: input[start..<position]))
        guard position < input.count else { return }
        switch input[position] {
        case UInt8(ascii: "<"): return
        case UInt8(ascii: "&"): try reference(inAttribute: false)
        default: position += 1
        }
    }

    /// Dispatches on what follows a `<`.
    private mutating func markup() throws {
        guard let next = byte(at: position + 1) else {
            tree.appendText(UInt8(ascii: "<"))
            position += 1
            return
        }
        switch next {
        case UInt8(ascii: "/"): endTag()
        case UInt8(ascii: "?"): skipInstruction()
        case UInt8(ascii: "!"): try declaration()
        case _ where Self.startsName(next): try startTag()
        default:
            tree.appendText(UInt8(ascii: "<"))
            position += 1
        }
    }

    /// `<!--`, `<![CDATA[`, `<!DOCTYPE` or another `<!` declaration (skipped).
    private mutating func declaration() throws {
        if starts(with: "<!--") {
            skipComment()
        } else if starts(with: "<![CDATA[") {
            let start = position + 9
            let end = find("]]>", from: start) ?? input.count
            tree.appendText(UnsafeBufferPointer(rebasing: input[start..<end]))
            position = min(end + 3, input.count)
        } else if starts(with: "<!DOCTYPE", ignoringCase: true) {
            try documentType()
        } else {
            skipDeclaration(from: position + 2)
        }
    }

    /// Skips `<!-- ... -->`; an unterminated comment runs to the end, as in browsers.
    mutating func skipComment() {
        position = find("-->", from: position + 4).map { $0 + 3 } ?? input.count
    }

    /// Skips `<? ... ?>` (the XML declaration, stylesheets); one without `?>` ends at the next `>`.
    mutating func skipInstruction() {
        let start = position + 2
        position = (find("?>", from: start).map { $0 + 2 } ?? find(">", from: start).map { $0 + 1 }) ?? input.count
    }

    /// Skips a declaration up to its `>`, stepping over quoted strings (which may hold `>`).
    mutating func skipDeclaration(from start: Int) {
        position = start
        while position < input.count {
            let byte = input[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                return
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                position =
                    find(byte == UInt8(ascii: "\"") ? "\"" : "'", from: position + 1).map { $0 + 1 } ?? input.count
            } else {
                position += 1
            }
        }
    }

    // MARK: - Bytes

    func byte(at index: Int) -> UInt8? {
        index < input.count ? input[index] : nil
    }

    /// Whether `literal` (ASCII) is at the current position.
    func starts(with literal: StaticString, ignoringCase: Bool = false) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= input.count else { return false }
        let pattern = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for offset in 0..<count {
            let byte = input[position + offset]
            let folded = ignoringCase && (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
            if folded != pattern[offset] { return false }
        }
        return true
    }

    /// The position of the next `pattern` at or after `start`, or `nil`. A failed search is remembered:
    /// later searches from further on fail at once, which keeps hostile input linear.
    mutating func find(_ pattern: StaticString, from start: Int) -> Int? {
        let key = UInt(bitPattern: pattern.utf8Start)
        if let exhausted = exhaustedSearches[key], start >= exhausted { return nil }
        let count = pattern.utf8CodeUnitCount
        let bytes = UnsafeBufferPointer(start: pattern.utf8Start, count: count)
        guard let first = bytes.first else { return start }
        var index = start
        while index + count <= input.count {
            if input[index] == first {
                var offset = 1
                while offset < count, input[index + offset] == bytes[offset] { offset += 1 }
                if offset == count { return index }
            }
            index += 1
        }
        exhaustedSearches[key] = start
        return nil
    }

    /// Bytes that end a run of plain text: `<`, `&` and the control characters XML forbids.
    static func endsTextRun(_ byte: UInt8) -> Bool {
        if byte >= 0x20 { return byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") }
        return byte != 0x09 && byte != 0x0A && byte != 0x0D
    }

    /// Whether `byte` can start an element name: a letter, `_`, `:` or any non-ASCII byte.
    static func startsName(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }
}
