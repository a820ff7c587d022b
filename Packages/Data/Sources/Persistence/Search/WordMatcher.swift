import Search

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds query terms among the words of one text, as a simple tokenizer would: letters and digits, case and
/// accents folded, and each character of a script written without spaces (``CharacterRunScripts``) a word of its
/// own. A term is the sequence of its words, found where they stand side by side.
struct WordMatcher {
    private let text: String
    private let words: [(range: Range<String.Index>, folded: String)]
    /// Where the terms were found, as ranges of word positions, in the text's order.
    let matches: [(term: [String], words: Range<Int>)]

    /// Reads `text` and finds `terms` in it.
    init(text: String, terms: Set<[String]>) {
        self.text = text
        words = Self.split(text)
        var matches: [(term: [String], words: Range<Int>)] = []
        let folded = words.map(\.folded)
        for start in folded.indices {
            for term in terms where start + term.count <= folded.count {
                if folded[start..<start + term.count].elementsEqual(term) {
                    matches.append((term, start..<start + term.count))
                }
            }
        }
        self.matches = matches
    }

    /// The terms found in the text.
    var found: Set<[String]> { Set(matches.map(\.term)) }

    /// About sixteen words from just before the first match, the matched terms marked.
    func snippet() -> SearchSnippet {
        let first = matches.first?.words.lowerBound ?? 0
        let shown = max(0, first - 3)..<min(words.count, first + 13)
        guard let begin = words[shown].first?.range.lowerBound, let end = words[shown].last?.range.upperBound else {
            return SearchSnippet(runs: text.isEmpty ? [] : [.init(text, isMatch: false)])
        }
        var runs: [SearchSnippet.Run] = begin > text.startIndex ? [.init("…", isMatch: false)] : []
        var cursor = begin
        for match in matches where match.words.upperBound <= shown.upperBound {
            let lower = words[match.words.lowerBound].range.lowerBound
            guard lower >= cursor else { continue }
            if cursor < lower { runs.append(.init(String(text[cursor..<lower]), isMatch: false)) }
            let upper = words[match.words.upperBound - 1].range.upperBound
            runs.append(.init(String(text[lower..<upper]), isMatch: true))
            cursor = upper
        }
        if cursor < end { runs.append(.init(String(text[cursor..<end]), isMatch: false)) }
        if end < text.endIndex { runs.append(.init("…", isMatch: false)) }
        return SearchSnippet(runs: runs)
    }

    /// A term as the words it is split into, the way texts are: "e-mail" is "e" then "mail".
    static func words(in term: String) -> [String] {
        split(term).map(\.folded)
    }

    private static func split(_ text: String) -> [(range: Range<String.Index>, folded: String)] {
        var words: [(Range<String.Index>, String)] = []
        var start: String.Index?
        for index in text.indices + [text.endIndex] {
            let character = index < text.endIndex ? text[index] : " "
            let isWord = character.isLetter || character.isNumber
            let standsAlone =
                isWord
                && character.unicodeScalars.first.map { CharacterRunScripts.isWrittenWithoutSpaces($0.value) }
                    == true
            if let begin = start, !isWord || standsAlone {
                words.append((begin..<index, fold(text[begin..<index])))
                start = nil
            }
            if standsAlone {
                let next = text.index(after: index)
                words.append((index..<next, fold(text[index..<next])))
            } else if isWord, start == nil {
                start = index
            }
        }
        return words
    }

    private static func fold(_ word: Substring) -> String {
        LatinFolding.fold(word)
    }
}
