extension StringProtocol {
    /// The text without the characters at either end that `isTrimmed` accepts.
    ///
    /// Product modules import FoundationEssentials only (ARCHITECTURE.md, "FoundationEssentials only"), which has
    /// no `trimmingCharacters(in:)`; ``Unicode/Scalar/isSpaceOrTab`` and ``Unicode/Scalar/isWhitespaceOrNewline``
    /// are Foundation's `.whitespaces` and `.whitespacesAndNewlines`.
    public func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }

    /// The text without space separators, tabs, newlines and other white space at either end: Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`.
    public var trimmingWhitespaceAndNewlines: String { trimming(\.isWhitespaceOrNewline) }

    /// The text without space separators and tabs at either end: Foundation's
    /// `trimmingCharacters(in: .whitespaces)`.
    public var trimmingSpacesAndTabs: String { trimming(\.isSpaceOrTab) }
}

extension Unicode.Scalar {
    /// Whether this is a space separator (general category Zs), a tab or U+200B ZERO WIDTH SPACE: Foundation's
    /// `CharacterSet.whitespaces`, which holds U+200B too.
    public var isSpaceOrTab: Bool {
        self == "\t" || self == "\u{200B}" || properties.generalCategory == .spaceSeparator
    }

    /// Whether this has Unicode's White_Space property (the space separators, the tab, U+000A to U+000D, U+0085,
    /// U+2028 and U+2029) or is U+200B: Foundation's `CharacterSet.whitespacesAndNewlines`.
    public var isWhitespaceOrNewline: Bool { self == "\u{200B}" || properties.isWhitespace }
}
