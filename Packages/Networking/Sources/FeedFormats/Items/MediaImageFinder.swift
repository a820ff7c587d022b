import Foundation

/// Finds the image that illustrates an RSS item or Atom entry among the ways feeds attach one.
///
/// In order of preference: `media:thumbnail` (also inside `media:group` or `media:content`), a
/// `media:content` that is an image, an `enclosure` (RSS) or `link rel="enclosure"` (Atom) with an image
/// type, then `itunes:image` (its `href`, or the `url` some feeds write), then the old `itunes:link
/// rel="image"`.
enum MediaImageFinder {
    /// The image's URL, resolved against the element's base, or `nil`.
    static func imageURL(in element: MarkupElement) -> URL? {
        // Each read of `children` builds the array again: read once.
        let children = element.children
        let media = children.filter { $0.namespace == XMLNamespace.media }
        let nested = media.filter { $0.name == "group" || $0.name == "content" }.flatMap(\.children)
        let allMedia = media + nested
        let candidates: [MarkupElement?] = [
            allMedia.first { $0.name == "thumbnail" },
            allMedia.first { $0.name == "content" && isImage($0) },
            children.first { $0.name == "enclosure" && $0.namespace != XMLNamespace.media && isImage($0) },
            children.first { $0.name == "link" && $0.attribute("rel") == "enclosure" && isImage($0) },
        ]
        for case let candidate? in candidates {
            if let url = LinkResolver.resolve(
                candidate.attribute("url") ?? candidate.attribute("href"), against: candidate.base)
            {
                return url
            }
        }
        let itunes = [
            element.child("image", where: XMLNamespace.isITunes),
            element.children("link", where: XMLNamespace.isITunes).first { $0.attribute("rel") == "image" },
        ]
        for case let candidate? in itunes {
            if let url = LinkResolver.resolve(
                candidate.attribute("href") ?? candidate.attribute("url"), against: candidate.base)
            {
                return url
            }
        }
        return nil
    }

    private static func isImage(_ element: MarkupElement) -> Bool {
        if element.attribute("medium") == "image" { return true }
        return element.attribute("type")?.lowercased().hasPrefix("image/") == true
    }
}
