extension XMLScanner {
    /// The parts of a qualified name, worked out once per distinct name.
    struct NameParts {
        /// The prefix before the first `:`, or `-1`.
        let prefix: Int
        let localName: Int
        /// The name in ASCII lower case, which end tags are matched on.
        let folded: Int
        /// Whether it is `xmlns` or `xmlns:…`, a namespace declaration.
        let declaresNamespace: Bool
    }

    /// An element name's local name and namespace, as resolved while the bindings were at `generation`.
    struct ResolvedName {
        let generation: Int
        let localName: Int
        let namespace: Int
    }

    /// A start tag: name, attributes, `/>`. A tag cut short by another `<` or the end of input still opens.
    mutating func startTag() throws {
        let tagStart = position
        position += 1
        let name = internName { !Self.endsTagName($0) }
        if !pendingAttributes.isEmpty { pendingAttributes.removeAll(keepingCapacity: true) }
        var selfClosing = false
        scanning: while true {
            while position < input.count, Self.isWhitespace(input[position]) { position += 1 }
            guard position < input.count else { break }
            switch input[position] {
            case UInt8(ascii: ">"):
                position += 1
                break scanning
            case UInt8(ascii: "<"):
                break scanning
            case UInt8(ascii: "/"):
                position += 1
                if byte(at: position) == UInt8(ascii: ">") {
                    position += 1
                    selfClosing = true
                    break scanning
                }
            default:
                try attribute()
            }
        }
        try openElement(name, at: tagStart)
        if selfClosing { closeInnermost() }
    }

    /// One attribute: `name`, `name=value`, `name="value"` or `name='value'`.
    private mutating func attribute() throws {
        let start = position
        let name = internName { !Self.endsAttributeName($0) }
        guard position > start else {
            position += 1  // a stray `=` or quote
            return
        }
        while position < input.count, Self.isWhitespace(input[position]) { position += 1 }
        var value = tree.characters.count..<tree.characters.count
        if byte(at: position) == UInt8(ascii: "=") {
            position += 1
            while position < input.count, Self.isWhitespace(input[position]) { position += 1 }
            value = try attributeValue()
        }
        pendingAttributes.append((name, value))
    }

    /// A quoted or bare value, references decoded, line breaks and tabs made spaces as XML does, forbidden
    /// control characters dropped.
    private mutating func attributeValue() throws -> Range<Int> {
        let start = tree.characters.count
        let quote = byte(at: position).flatMap { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") ? $0 : nil }
        if quote != nil { position += 1 }
        while position < input.count {
            let byte = input[position]
            if let quote, byte == quote {
                position += 1
                break
            }
            if quote == nil, Self.isWhitespace(byte) || byte == UInt8(ascii: ">") { break }
            if byte == UInt8(ascii: "&") {
                try reference(inAttribute: true)
            } else if byte < 0x20, !Self.isWhitespace(byte) {
                position += 1  // a control character XML forbids
            } else {
                tree.characters.append(Self.isWhitespace(byte) ? 0x20 : byte)
                position += 1
            }
        }
        return start..<tree.characters.count
    }

    /// `</name ...>`: closes the innermost open element of that name and those inside it; ignored when
    /// none is open.
    mutating func endTag() {
        position += 2
        let start = position
        while position < input.count, !Self.endsTagName(input[position]) { position += 1 }
        let bytes = UnsafeBufferPointer(rebasing: input[start..<position])
        // Nearly every end tag closes the innermost element: its name, compared in place, needs no lookup.
        let innermost = tree.stack.last.flatMap { names.equals($0.name, bytes) ? $0 : nil }
        let name = innermost?.name ?? names.lookUp(bytes)
        // Most end tags end right after the name: the search (and its bookkeeping) only when one does not.
        if byte(at: position) == UInt8(ascii: ">") {
            position += 1
        } else {
            position = find(">", from: position).map { $0 + 1 } ?? input.count
        }
        guard let name else { return }
        let folded = innermost?.foldedName ?? parts(of: name).folded
        guard tree.isOpen(foldedName: folded) else { return }
        while let closed = closeInnermost(), closed.foldedName != folded {}
    }

    @discardableResult
    private mutating func closeInnermost() -> XMLTreeBuilder.OpenElement? {
        guard let element = tree.closeInnermost() else { return nil }
        scopes.unwind(to: element.scopeMark)
        return element
    }

    /// Opens the element named `name` with ``pendingAttributes``, resolving namespaces.
    private mutating func openElement(_ name: Int, at offset: Int) throws {
        guard tree.stack.count < limits.maxDepth else {
            throw error("elements nest deeper than \(limits.maxDepth) levels; no feed needs that many", at: offset)
        }
        let scopeMark = scopes.mark
        for (attributeName, value) in pendingAttributes where parts(of: attributeName).declaresNamespace {
            let attributeParts = parts(of: attributeName)
            let prefix = attributeParts.prefix < 0 ? emptyName : attributeParts.localName
            let uri =
                value.isEmpty
                ? -1
                : tree.characters.withUnsafeBufferPointer {
                    names.intern(UnsafeBufferPointer(rebasing: $0[value]))
                }
            scopes.bind(prefix, to: uri)
        }
        let firstAttribute = tree.attributes.count
        for (attributeName, value) in pendingAttributes where !parts(of: attributeName).declaresNamespace {
            let (localName, namespace) = resolve(attributeName, isElement: false)
            tree.attributes.append(XMLTreeAttribute(localName: localName, namespace: namespace, value: value))
        }
        let (localName, namespace) = resolveElement(name)
        tree.open(
            name: name, localName: localName, namespace: namespace, foldedName: parts(of: name).folded,
            firstAttribute: firstAttribute, offset: offset, scopeMark: scopeMark)
    }

    /// ``resolve(_:isElement:)`` for an element, remembered per name while no binding changes: a feed
    /// repeats a few names thousands of times in one scope.
    private mutating func resolveElement(_ name: Int) -> (localName: Int, namespace: Int) {
        if resolvedElements.indices.contains(name), resolvedElements[name].generation == scopes.generation {
            return (resolvedElements[name].localName, resolvedElements[name].namespace)
        }
        let (localName, namespace) = resolve(name, isElement: true)
        if name >= resolvedElements.count {
            let unknown = ResolvedName(generation: -1, localName: -1, namespace: -1)
            resolvedElements.append(contentsOf: repeatElement(unknown, count: name - resolvedElements.count + 1))
        }
        resolvedElements[name] = ResolvedName(generation: scopes.generation, localName: localName, namespace: namespace)
        return (localName, namespace)
    }

    /// The local name and namespace of a qualified name. Unprefixed attributes are in no namespace; an
    /// undeclared prefix that no default names stays part of the local name.
    private mutating func resolve(_ name: Int, isElement: Bool) -> (localName: Int, namespace: Int) {
        let nameParts = parts(of: name)
        guard nameParts.prefix >= 0 else {
            return (name, isElement ? scopes.uri(for: emptyName) ?? -1 : -1)
        }
        if nameParts.prefix == xmlPrefix { return (nameParts.localName, xmlNamespace) }
        if let uri = scopes.uri(for: nameParts.prefix) ?? undeclaredPrefixes[nameParts.prefix] {
            return (nameParts.localName, uri)
        }
        return (name, -1)
    }

    /// The parts of the interned name `name`.
    mutating func parts(of name: Int) -> NameParts {
        if name < nameParts.count, let known = nameParts[name] { return known }
        let string = names.strings[name]
        var prefix = -1
        var localName = name
        if let colon = string.firstIndex(of: ":"), colon != string.startIndex,
            string.index(after: colon) != string.endIndex
        {
            prefix = names.intern(String(string[..<colon]))
            localName = names.intern(String(string[string.index(after: colon)...]))
        }
        let lowered = String(decoding: string.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        let folded = lowered == string ? name : names.intern(lowered)
        let result = NameParts(
            prefix: prefix, localName: localName, folded: folded,
            declaresNamespace: string == "xmlns" || (prefix >= 0 && names.strings[prefix] == "xmlns"))
        if name >= nameParts.count {
            nameParts.append(contentsOf: repeatElement(nil, count: name - nameParts.count + 1))
        }
        nameParts[name] = result
        return result
    }

    /// Interns the name starting at the current position, up to the first byte `continues` rejects.
    private mutating func internName(while continues: (UInt8) -> Bool) -> Int {
        let start = position
        while position < input.count, continues(input[position]) { position += 1 }
        return names.intern(UnsafeBufferPointer(rebasing: input[start..<position]))
    }

    private static func endsTagName(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "<")
    }

    private static func endsAttributeName(_ byte: UInt8) -> Bool {
        endsTagName(byte) || byte == UInt8(ascii: "=")
    }
}
