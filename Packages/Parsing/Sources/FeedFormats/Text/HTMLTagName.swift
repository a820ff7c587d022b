/// The name of an HTML tag as the text reducer reads it (ASCII letters and digits, lowercased), and what
/// the tag means for the text around it.
struct HTMLTagName: Equatable {
    /// What a tag does to the text around it.
    enum Role {
        /// Nothing: `b`, `a`, `span`, an unknown name.
        case inline
        /// Separates words, never paragraphs: `img`, `td`, `th`.
        case wordBreak
        /// Ends a paragraph: `p`, `br`, `div`, `li`, headings…
        case paragraphBreak
        /// Holds no readable text: its content is skipped up to `</script`.
        case script
        /// Holds no readable text: its content is skipped up to `</style`.
        case style
    }

    /// The name's first 16 bytes, eight to a word (every name with a role is shorter), and its length.
    private var words: (UInt64, UInt64) = (0, 0)
    private var length = 0

    private static let longestKnown = 16

    /// Reads the name after `<` (and an optional `/`) at `start`.
    init(in bytes: [UInt8], from start: Int) {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        while index < bytes.count, ASCII.isLetter(bytes[index]) || (0x30...0x39).contains(bytes[index]) {
            append(ASCII.lowercased(bytes[index]))
            index += 1
        }
    }

    private init(_ name: String) {
        for byte in name.utf8 { append(byte) }
    }

    /// What the tag does to the text around it.
    var role: Role {
        // Bucketed by first letter: most names meet one or two candidates, often none.
        let first = Int(truncatingIfNeeded: words.0 & 0xFF) - 0x61
        guard (0..<Self.rolesByFirstLetter.count).contains(first) else { return .inline }
        for candidate in Self.rolesByFirstLetter[first] where candidate.name == self { return candidate.role }
        return .inline
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.length == rhs.length && lhs.words == rhs.words
    }

    private mutating func append(_ byte: UInt8) {
        if length < Self.longestKnown {
            let shift = UInt64(length % 8) * 8
            if length < 8 { words.0 |= UInt64(byte) << shift } else { words.1 |= UInt64(byte) << shift }
        }
        length += 1
    }

    /// The names with a role, by their first letter (`a` to `z`): a few comparisons of two words find a
    /// name's role, where hashing it cost more than the rest of the tag.
    private static let rolesByFirstLetter: [[(name: HTMLTagName, role: Role)]] = {
        var roles: [(name: HTMLTagName, role: Role)] = []
        let paragraphBreaks = [
            "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption", "figure",
            "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "ol", "p", "pre", "section", "table",
            "tr", "ul",
        ]
        roles += paragraphBreaks.map { (HTMLTagName($0), .paragraphBreak) }
        roles += ["img", "td", "th"].map { (HTMLTagName($0), .wordBreak) }
        roles += [(HTMLTagName("script"), .script), (HTMLTagName("style"), .style)]
        return (UInt64(0x61)...0x7A).map { letter in roles.filter { $0.name.words.0 & 0xFF == letter } }
    }()
}
