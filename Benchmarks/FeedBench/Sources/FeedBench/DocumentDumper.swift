import Domain
import FeedFormats
import Foundation

/// Prints, one JSON object per line, what the mappers and the OPML codec read from files: the fields
/// `Benchmarks/feed-agreement` compares with python feedparser and listparser.
enum DocumentDumper {
    /// `feed-bench dump FILE...`: each file through ``DetectingFeedMapper``, with an optional
    /// `Content-Type` taken from a `FILE.content-type` file beside it.
    static func dumpFeeds(_ paths: [String]) {
        for path in paths {
            var line: [String: Any] = ["file": path]
            do {
                let url = URL(fileURLWithPath: path)
                let contentType = try? String(contentsOfFile: path + ".content-type", encoding: .utf8)
                let document = FeedDocument(
                    data: try Data(contentsOf: url), url: URL(string: "http://example.com/feed") ?? url,
                    contentType: contentType?.trimmingCharacters(in: .whitespacesAndNewlines))
                let feed = try DetectingFeedMapper().map(document)
                line["title"] = feed.title
                line["link"] = feed.link?.absoluteString
                line["items"] = feed.items.map { item in
                    let fields: [String: Any?] = [
                        "id": item.id, "title": item.title, "link": item.link?.absoluteString, "summary": item.summary,
                        "author": item.author, "published": item.published.map { Int($0.timeIntervalSince1970) },
                        "image": item.imageURL?.absoluteString,
                    ]
                    return fields.compactMapValues { $0 }
                }
            } catch {
                line["error"] = String(describing: error)
            }
            emit(line)
        }
    }

    /// `feed-bench dump-opml FILE...`: each file through ``OPMLCodec``.
    static func dumpSubscriptionLists(_ paths: [String]) {
        for path in paths {
            var line: [String: Any] = ["file": path]
            do {
                let list = try OPMLCodec().read(try Data(contentsOf: URL(fileURLWithPath: path)))
                line["subscriptions"] = list.subscriptions.map { subscription in
                    let fields: [String: Any?] = [
                        "url": subscription.url.absoluteString, "title": subscription.title,
                        "category": subscription.category,
                    ]
                    return fields.compactMapValues { $0 }
                }
            } catch {
                line["error"] = String(describing: error)
            }
            emit(line)
        }
    }

    private static func emit(_ object: [String: Any]) {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
        print(String(decoding: data, as: UTF8.self))
    }
}
