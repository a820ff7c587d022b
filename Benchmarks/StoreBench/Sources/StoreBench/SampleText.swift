import Domain
import Foundation

/// The text of the items saved: English words, or Japanese and Chinese runs written without spaces.
enum SampleText: String {
    case latin
    case cjk

    private var words: [String] {
        switch self {
        case .latin:
            [
                "release", "notes", "garden", "weekly", "swift", "actors", "library", "opens", "city", "council",
                "café", "report", "update", "security", "patch", "review",
            ]
        case .cjk:
            [
                "東京で", "新しい", "図書館が", "開館しました", "今週の", "ニュース", "京都", "天気", "予報", "発表",
                "北京", "市政府", "会议", "报告", "更新", "安全",
            ]
        }
    }

    /// A feed of `count` items, each with a title of 8 words and a summary of 40, varied by the item's number.
    func feed(items count: Int) -> Feed {
        let words = words
        let separator = self == .latin ? " " : ""
        let items = (0..<count).map { index in
            let title = (0..<8).map { words[(index &* 7 &+ $0 &* 3) % words.count] }.joined(separator: separator)
            let summary = (0..<40).map { words[(index &* 5 &+ $0 &* 11) % words.count] }.joined(separator: separator)
            return FeedItem(
                id: "https://example.org/items/\(index)", title: "\(title) \(index)", summary: summary,
                link: URL(string: "https://example.org/items/\(index)"),
                published: Date(timeIntervalSinceReferenceDate: Double(index) * 60))
        }
        return Feed(title: "Benchmark", link: URL(string: "https://example.org/"), items: items)
    }
}
