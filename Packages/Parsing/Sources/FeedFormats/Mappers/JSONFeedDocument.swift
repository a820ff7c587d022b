#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The fields of a JSON document that JSON Feed and the Essential Feed API use, decoded leniently: a
/// field of the wrong type reads as absent, an item that is not an object is skipped.
struct JSONFeedDocument: Decodable {
    /// One element of `items`.
    struct Item: Decodable {
        let id: String?
        let title: String?
        let url: String?
        let externalURL: String?
        let summary: String?
        let contentText: String?
        let contentHTML: String?
        let image: String?
        let bannerImage: String?
        let datePublished: String?
        let dateModified: String?
        let authorName: String?
        let location: String?
        let description: String?
        /// Whether it has a key only the Essential Feed API uses (`location`, `description`).
        let hasEssentialKeys: Bool
        /// Whether it has a key of JSON Feed's own that the Essential Feed API never uses.
        let hasJSONFeedKeys: Bool

        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: JSONFeedKey.self)
            id = fields.text(.id)
            title = fields.string(.title)
            url = fields.string(.url)
            externalURL = fields.string(.externalURL)
            summary = fields.string(.summary)
            contentText = fields.string(.contentText)
            contentHTML = fields.string(.contentHTML)
            image = fields.string(.image)
            bannerImage = fields.string(.bannerImage)
            datePublished = fields.string(.datePublished)
            dateModified = fields.string(.dateModified)
            authorName = fields.authorName()
            location = fields.string(.location)
            description = fields.string(.description)
            hasEssentialKeys = [.location, .description].contains(where: fields.contains)
            hasJSONFeedKeys = [
                .title, .url, .externalURL, .summary, .contentText, .contentHTML, .bannerImage, .datePublished,
                .dateModified, .authors, .author,
            ].contains(where: fields.contains)
        }
    }

    /// The items, or `nil` when `items` is absent or not an array.
    let items: [Item]?
    /// Whether the document has a `version` of any type (some feeds write `"1.1"` or a number).
    let hasVersion: Bool
    let title: String?
    let homePageURL: String?
    let authorName: String?

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: JSONFeedKey.self)
        hasVersion = fields.contains(.version)
        title = fields.string(.title)
        homePageURL = fields.string(.homePageURL)
        authorName = fields.authorName()
        guard fields.contains(.items), var elements = try? fields.nestedUnkeyedContainer(forKey: .items) else {
            items = nil
            return
        }
        var items: [Item] = []
        while !elements.isAtEnd {
            guard items.count < JSONDocumentReader.maxItems else { throw JSONDocumentReader.TooManyItems() }
            if let item = try? elements.decode(Item.self) {
                items.append(item)
            } else {
                _ = try elements.decode(Skipped.self)
            }
        }
        self.items = items
    }

    /// Any JSON value, read to move past it.
    private struct Skipped: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}

/// The keys read from JSON Feed and Essential Feed documents.
enum JSONFeedKey: String, CodingKey {
    case version, title, items, id, url, summary, image, authors, author, name, location, description
    case homePageURL = "home_page_url"
    case externalURL = "external_url"
    case contentText = "content_text"
    case contentHTML = "content_html"
    case bannerImage = "banner_image"
    case datePublished = "date_published"
    case dateModified = "date_modified"
}

extension KeyedDecodingContainer<JSONFeedKey> {
    /// The string at `key`, or `nil` when absent or not a string.
    fileprivate func string(_ key: JSONFeedKey) -> String? {
        (try? decodeIfPresent(String.self, forKey: key)) ?? nil
    }

    /// The string or number at `key` as text (some feeds write numeric ids).
    fileprivate func text(_ key: JSONFeedKey) -> String? {
        if let string = string(key) { return string }
        if let integer = (try? decodeIfPresent(Int64.self, forKey: key)) ?? nil { return String(integer) }
        if let number = (try? decodeIfPresent(Double.self, forKey: key)) ?? nil { return String(number) }
        return nil
    }

    /// The first author's name: JSON Feed 1.1 `authors`, else 1.0 `author`.
    fileprivate func authorName() -> String? {
        if var authors = try? nestedUnkeyedContainer(forKey: .authors), !authors.isAtEnd,
            let first = try? authors.nestedContainer(keyedBy: JSONFeedKey.self)
        {
            return first.string(.name)
        }
        return (try? nestedContainer(keyedBy: JSONFeedKey.self, forKey: .author))?.string(.name)
    }
}
