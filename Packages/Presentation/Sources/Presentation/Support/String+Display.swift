import Foundation

extension String {
    /// The text on one line: runs of whitespace and newlines become one space, and the ends are trimmed.
    var singleSpaced: String {
        split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The collapsed text, or `nil` when nothing visible is left.
    var nonBlank: String? {
        let text = singleSpaced
        return text.isEmpty ? nil : text
    }
}
