#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Coded as a struct of its public properties, the links as `URL`s: the form caches written before links were
/// kept as text hold.
extension FeedItem: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, title, summary, content, link, imageURL, author, published
    }

    /// Decodes an item, its links as `URL`s.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try values.decode(String.self, forKey: .id),
            title: try values.decodeIfPresent(String.self, forKey: .title),
            summary: try values.decodeIfPresent(String.self, forKey: .summary),
            content: try values.decodeIfPresent(String.self, forKey: .content),
            link: try values.decodeIfPresent(URL.self, forKey: .link),
            imageURL: try values.decodeIfPresent(URL.self, forKey: .imageURL),
            author: try values.decodeIfPresent(String.self, forKey: .author),
            published: try values.decodeIfPresent(Date.self, forKey: .published))
    }

    /// Encodes the item, its links as `URL`s whichever form it keeps them in.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(id, forKey: .id)
        try values.encodeIfPresent(title, forKey: .title)
        try values.encodeIfPresent(summary, forKey: .summary)
        try values.encodeIfPresent(content, forKey: .content)
        try values.encodeIfPresent(link, forKey: .link)
        try values.encodeIfPresent(imageURL, forKey: .imageURL)
        try values.encodeIfPresent(author, forKey: .author)
        try values.encodeIfPresent(published, forKey: .published)
    }
}
