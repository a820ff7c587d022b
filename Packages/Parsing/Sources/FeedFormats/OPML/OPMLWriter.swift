import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes the OPML 2.0 text of a subscription list for ``OPMLCodec``.
struct OPMLWriter {
    /// The creation date to write in the head; `nil` leaves it out.
    let dateCreated: Date?

    /// The whole document.
    func document(_ subscriptions: [Subscription], title: String) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<opml version=\"2.0\">", "  <head>"]
        lines.append("    <title>\(Self.escape(title))</title>")
        if let dateCreated {
            lines.append("    <dateCreated>\(Self.rfc822(dateCreated))</dateCreated>")
        }
        lines += ["  </head>", "  <body>"]
        for group in groups(subscriptions) {
            if let category = group.category {
                lines.append("    <outline text=\"\(Self.escape(category))\">")
                lines += group.members.map { "      " + outline($0) }
                lines.append("    </outline>")
            } else {
                lines += group.members.map { "    " + outline($0) }
            }
        }
        lines += ["  </body>", "</opml>", ""]
        return lines.joined(separator: "\n")
    }

    private func outline(_ subscription: Subscription) -> String {
        let url = Self.escape(subscription.url.absoluteString)
        guard let title = subscription.title else {
            return "<outline type=\"rss\" text=\"\(url)\" xmlUrl=\"\(url)\"/>"
        }
        let escaped = Self.escape(title)
        return "<outline type=\"rss\" text=\"\(escaped)\" title=\"\(escaped)\" xmlUrl=\"\(url)\"/>"
    }

    /// Subscriptions without a category each on their own, those with one gathered where the first appears.
    private func groups(_ subscriptions: [Subscription]) -> [(category: String?, members: [Subscription])] {
        var groups: [(category: String?, members: [Subscription])] = []
        var index: [String: Int] = [:]
        for subscription in subscriptions {
            guard let category = subscription.category else {
                groups.append((nil, [subscription]))
                continue
            }
            if let position = index[category] {
                groups[position].members.append(subscription)
            } else {
                index[category] = groups.count
                groups.append((category, [subscription]))
            }
        }
        return groups
    }

    /// `text` safe inside an attribute or element: markup characters and line breaks escaped, characters
    /// XML forbids dropped.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func rfc822(_ date: Date) -> String {
        IMFFixdate.string(from: date)
    }
}
