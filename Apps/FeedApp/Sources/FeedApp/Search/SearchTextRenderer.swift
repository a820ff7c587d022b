import Presentation
import Search

/// Lays search results out for a person: per result its title, then its feed, then the snippet with the
/// matched words highlighted, each line fitting the width; a blank line between results.
///
/// Without a width (a pipe) lines are whole. The feed's title and the matched words are only marked here
/// (``StyledText``); the console colours them where `--color` allows, after cleaning the feed's text.
struct SearchTextRenderer: Sendable {
    /// The columns available, or `nil` for whole lines.
    let width: Int?
    /// The indentation of the feed and snippet lines.
    static let indent = "  "

    /// The results' text, ending with a newline.
    func render(_ results: [SearchResult]) -> [StyledText] {
        var runs: [StyledText] = []
        for (index, result) in results.enumerated() {
            if index > 0 { runs.append(StyledText("\n")) }
            runs.append(StyledText(fitted(result.title ?? "(untitled)", indent: "") + "\n"))
            runs.append(StyledText(Self.indent))
            runs += feedLine(result)
            runs.append(StyledText("\n" + Self.indent))
            runs += snippet(result.snippet)
            runs.append(StyledText("\n"))
        }
        return runs
    }

    /// The feed's title (styled as one) and URL, shortened as one line.
    private func feedLine(_ result: SearchResult) -> [StyledText] {
        let url = result.feedURL.absoluteString
        guard let title = result.feedTitle.map(collapsed), !title.isEmpty else {
            return [StyledText(fitted(url, indent: Self.indent))]
        }
        let line = fitted(title + " · " + url, indent: Self.indent)
        guard line.hasPrefix(title) else { return [StyledText(line, .feedTitle)] }
        return [StyledText(title, .feedTitle), StyledText(String(line.dropFirst(title.count)))]
    }

    private func fitted(_ text: String, indent: String) -> String {
        let line = collapsed(text)
        return width.map { TextShortener.shorten(line, toWidth: max($0 - indent.count, 1)) } ?? line
    }

    /// The snippet's runs on one line, whitespace collapsed, cut with an ellipsis where the width ends.
    private func snippet(_ snippet: SearchSnippet) -> [StyledText] {
        var room = width.map { max($0 - Self.indent.count - 1, 1) } ?? .max
        var runs: [StyledText] = []
        for run in snippet.runs {
            let text = collapsed(run.text)
            let columns = DisplayWidth.of(text)
            guard columns > room else {
                runs.append(StyledText(text, run.isMatch ? .match : nil))
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
            while kept.last == " " { kept.removeLast() }
            runs.append(StyledText(kept, run.isMatch ? .match : nil))
            runs.append(StyledText("…"))
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
