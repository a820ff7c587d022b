import Presentation
import Search

/// Lays search results out for a person: per result its title, then its feed, then the snippet with the
/// matched words highlighted, each line fitting the width; a blank line between results.
///
/// Without a width (a pipe) lines are whole. The highlighting is only marked here; the console shows it
/// on a terminal and drops it in a pipe, after cleaning the feed's text.
struct SearchTextRenderer: Sendable {
    /// The columns available, or `nil` for whole lines.
    let width: Int?
    /// The indentation of the feed and snippet lines.
    static let indent = "  "

    /// The results' text, ending with a newline.
    func render(_ results: [SearchResult]) -> HighlightedText {
        var runs: [HighlightedText.Run] = []
        for (index, result) in results.enumerated() {
            if index > 0 { runs.append(.init("\n")) }
            let feed = [result.feedTitle, result.feedURL.absoluteString].compactMap { $0 }.joined(separator: " · ")
            runs.append(.init(fitted(result.title ?? "(untitled)", indent: "") + "\n"))
            runs.append(.init(Self.indent + fitted(feed, indent: Self.indent) + "\n"))
            runs.append(.init(Self.indent))
            runs += snippet(result.snippet)
            runs.append(.init("\n"))
        }
        return HighlightedText(runs)
    }

    private func fitted(_ text: String, indent: String) -> String {
        let line = collapsed(text)
        return width.map { TextShortener.shorten(line, toWidth: max($0 - indent.count, 1)) } ?? line
    }

    /// The snippet's runs on one line, whitespace collapsed, cut with an ellipsis where the width ends.
    private func snippet(_ snippet: SearchSnippet) -> [HighlightedText.Run] {
        var room = width.map { max($0 - Self.indent.count - 1, 1) } ?? .max
        var runs: [HighlightedText.Run] = []
        for run in snippet.runs {
            let text = collapsed(run.text)
            let columns = DisplayWidth.of(text)
            guard columns > room else {
                runs.append(.init(text, isHighlighted: run.isMatch))
                room -= columns
                continue
            }
            var kept = ""
            for character in text {
                let needed = DisplayWidth.of(character)
                guard needed <= room else { break }
                kept.append(character)
                room -= needed
            }
            runs.append(.init(kept, isHighlighted: run.isMatch))
            runs.append(.init("…"))
            break
        }
        return runs
    }

    /// `text` with every run of whitespace, line breaks included, as one space.
    private func collapsed(_ text: String) -> String {
        var result = ""
        var lastWasSpace = false
        for character in text {
            if character.isWhitespace {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
            } else {
                result.append(character)
                lastWasSpace = false
            }
        }
        return result
    }
}
