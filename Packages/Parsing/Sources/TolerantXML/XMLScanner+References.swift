extension XMLScanner {
    /// What a reference such as `&amp;`, `&#233;` or `&name;` stands for.
    enum Reference {
        case byte(UInt8)
        case scalar(Unicode.Scalar)
        case bytes(ArraySlice<UInt8>)
        case declared(Int, DeclaredEntity)
        /// A numeric reference to a character XML forbids (NUL, a control, a surrogate): dropped.
        case nothing
    }

    /// Decodes the reference at the current `&` into the open text (or the attribute value being read);
    /// a `&` that starts no known reference is kept as written.
    mutating func reference(inAttribute: Bool) throws {
        let start = position
        // Escaped HTML is mostly `&lt;`, `&gt;` and `&amp;`: read in place, without a Reference to build and
        // destroy (which cost three times the decoding). They win over declared entities, as below.
        if let (byte, length) = Self.predefinedReference(at: start, in: input) {
            emit(byte, inAttribute: inAttribute)
            position = start + length
            return
        }
        guard let (reference, next) = parseReference(at: start, limit: input.count) else {
            emit(UInt8(ascii: "&"), inAttribute: inAttribute)
            position += 1
            return
        }
        position = next
        if case .declared(let entity, .internal(let value)) = reference {
            try expand(entity, value: value, inAttribute: inAttribute, referencedAt: start)
        } else {
            emit(reference, inAttribute: inAttribute)
        }
    }

    /// Writes an internal entity's value, expanding the references inside it with an explicit stack:
    /// nesting is bounded by ``XMLReaderLimits/maxEntityNesting``, the bytes written by
    /// ``XMLReaderLimits/maxEntityExpansionBytes``; an entity that refers to itself expands to nothing
    /// there. Markup in a value is kept as text.
    private mutating func expand(_ entity: Int, value: Range<Int>, inAttribute: Bool, referencedAt origin: Int) throws {
        var frames: [(entity: Int, position: Int, end: Int)] = [(entity, value.lowerBound, value.upperBound)]
        while let frame = frames.last {
            var index = frame.position
            while index < frame.end, input[index] != UInt8(ascii: "&") { index += 1 }
            try countExpansion(index - frame.position, referencedAt: origin)
            emit(UnsafeBufferPointer(rebasing: input[frame.position..<index]), inAttribute: inAttribute)
            guard index < frame.end else {
                frames.removeLast()
                continue
            }
            guard let (reference, next) = parseReference(at: index, limit: frame.end) else {
                try countExpansion(1, referencedAt: origin)
                emit(UInt8(ascii: "&"), inAttribute: inAttribute)
                frames[frames.count - 1].position = index + 1
                continue
            }
            frames[frames.count - 1].position = next
            // Every reference counts as its own length, so references to empty entities are bounded too.
            try countExpansion(next - index, referencedAt: origin)
            if case .declared(let nested, .internal(let nestedValue)) = reference {
                guard !frames.contains(where: { $0.entity == nested }) else { continue }
                guard frames.count < limits.maxEntityNesting else {
                    throw error(
                        "entities declared in the document nest more than \(limits.maxEntityNesting) deep",
                        at: origin)
                }
                frames.append((nested, nestedValue.lowerBound, nestedValue.upperBound))
            } else {
                emit(reference, inAttribute: inAttribute)
            }
        }
    }

    private mutating func countExpansion(_ count: Int, referencedAt origin: Int) throws {
        expandedBytes += count
        guard expandedBytes > limits.maxEntityExpansionBytes else { return }
        throw error(
            "entities declared in the document expand to more than \(limits.maxEntityExpansionBytes) bytes "
                + "(an entity-expansion attack, or a document that needs a higher limit)",
            at: origin)
    }

    /// The reference at `start` (a `&`) ending before `limit`, and the index after its `;`; `nil` when
    /// the `&` starts none.
    func parseReference(at start: Int, limit: Int) -> (Reference, Int)? {
        var end = start + 1
        let longest = min(limit, start + 48)
        while end < longest, Self.continuesReference(input[end]) { end += 1 }
        guard end < limit, input[end] == UInt8(ascii: ";"), end > start + 1 else { return nil }
        let name = UnsafeBufferPointer(rebasing: input[(start + 1)..<end])
        if name[0] == UInt8(ascii: "#") {
            return Self.numericReference(name).map { ($0, end + 1) }
        }
        if let byte = Self.predefined(name) { return (.byte(byte), end + 1) }
        if let id = names.lookUp(name), let entity = entities[id] { return (.declared(id, entity), end + 1) }
        if let bytes = HTMLNamedEntities.bytes(named: name) {
            return (.bytes(bytes), end + 1)
        }
        return nil
    }

    private mutating func emit(_ reference: Reference, inAttribute: Bool) {
        switch reference {
        case .byte(let byte): emit(byte, inAttribute: inAttribute)
        case .scalar(let scalar): for byte in String(scalar).utf8 { emit(byte, inAttribute: inAttribute) }
        case .bytes(let bytes): bytes.withUnsafeBufferPointer { emit($0, inAttribute: inAttribute) }
        case .declared, .nothing: break
        }
    }

    private mutating func emit(_ byte: UInt8, inAttribute: Bool) {
        if inAttribute { tree.characters.append(byte) } else { tree.appendText(byte) }
    }

    private mutating func emit(_ bytes: UnsafeBufferPointer<UInt8>, inAttribute: Bool) {
        if inAttribute { tree.characters.append(contentsOf: bytes) } else { tree.appendText(bytes) }
    }

    func error(_ reason: String, at offset: Int) -> XMLReadError {
        let (line, column) = TextPosition.of(offset: offset, in: input)
        return XMLReadError(reason: reason, line: line, column: column)
    }

    private static func numericReference(_ name: UnsafeBufferPointer<UInt8>) -> Reference? {
        let isHex = name.count > 1 && (name[1] | 0x20) == UInt8(ascii: "x")
        let digits = name.dropFirst(isHex ? 2 : 1)
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        guard let value = UInt32(String(decoding: digits, as: UTF8.self), radix: isHex ? 16 : 10) else { return nil }
        if (0x80...0x9F).contains(value) { return .scalar(Windows1252.scalar(for: UInt8(value))) }
        guard let scalar = Unicode.Scalar(value), value >= 0x20 || value == 0x09 || value == 0x0A || value == 0x0D
        else { return .nothing }
        return .scalar(scalar)
    }

    /// The byte of `&lt;`, `&gt;`, `&amp;`, `&quot;` or `&apos;` at `start` (the current position, which
    /// holds `&`) of `input`, and the reference's length.
    ///
    /// Static, on the input alone: a method of the scanner, which is not inlined, took a copy of the whole
    /// scanner on every call.
    private static func predefinedReference(at start: Int, in input: UnsafeBufferPointer<UInt8>) -> (UInt8, Int)? {
        guard start + 3 < input.count, let base = input.baseAddress else { return nil }
        // The first four bytes (`&` and three more) read as one little-endian word and compared at once.
        switch UInt32(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt32.self)) {
        case 0x3B74_6C26: return (UInt8(ascii: "<"), 4)  // "&lt;"
        case 0x3B74_6726: return (UInt8(ascii: ">"), 4)  // "&gt;"
        case 0x706D_6126:  // "&amp"
            return start + 4 < input.count && input[start + 4] == UInt8(ascii: ";") ? (UInt8(ascii: "&"), 5) : nil
        case 0x6F75_7126:  // "&quo"
            return start + 5 < input.count && input[start + 4] == UInt8(ascii: "t")
                && input[start + 5] == UInt8(ascii: ";")
                ? (UInt8(ascii: "\""), 6) : nil
        case 0x6F70_6126:  // "&apo"
            return start + 5 < input.count && input[start + 4] == UInt8(ascii: "s")
                && input[start + 5] == UInt8(ascii: ";")
                ? (UInt8(ascii: "'"), 6) : nil
        default: return nil
        }
    }

    /// `amp`, `lt`, `gt`, `quot`, `apos`: compared byte by byte, since escaped HTML is full of them.
    private static func predefined(_ name: UnsafeBufferPointer<UInt8>) -> UInt8? {
        func matches(_ literal: StaticString) -> Bool {
            guard literal.utf8CodeUnitCount == name.count else { return false }
            let bytes = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
            return bytes.elementsEqual(name)
        }
        switch name.first {
        case UInt8(ascii: "l"): return matches("lt") ? UInt8(ascii: "<") : nil
        case UInt8(ascii: "g"): return matches("gt") ? UInt8(ascii: ">") : nil
        case UInt8(ascii: "a"):
            if matches("amp") { return UInt8(ascii: "&") }
            return matches("apos") ? UInt8(ascii: "'") : nil
        case UInt8(ascii: "q"): return matches("quot") ? UInt8(ascii: "\"") : nil
        default: return nil
        }
    }

    private static func continuesReference(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".") || byte >= 0x80
    }
}
