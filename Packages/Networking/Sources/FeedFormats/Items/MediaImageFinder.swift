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
        let found = Candidates(in: element)
        for case let candidate? in [found.thumbnail, found.mediaImage, found.enclosure, found.linkEnclosure] {
            if let url = LinkResolver.resolve(
                candidate.attribute("url") ?? candidate.attribute("href"), against: candidate.base)
            {
                return url
            }
        }
        for case let candidate? in [found.iTunesImage, found.iTunesLink] {
            if let url = LinkResolver.resolve(
                candidate.attribute("href") ?? candidate.attribute("url"), against: candidate.base)
            {
                return url
            }
        }
        return nil
    }

    /// The first element of each kind, found in one walk over the children (and one over the children of
    /// `media:group` and `media:content`, when there are some and a media image is still missing), none of
    /// them gathered into an array; a child's namespace is read only when its name is one of these.
    private struct Candidates {
        var thumbnail: MarkupElement?
        var mediaImage: MarkupElement?
        var enclosure: MarkupElement?
        var linkEnclosure: MarkupElement?
        var iTunesImage: MarkupElement?
        var iTunesLink: MarkupElement?

        init(in element: MarkupElement) {
            var hasMediaContainer = false
            for child in element.childElements {
                if child.isNamed("thumbnail") || child.isNamed("content") || child.isNamed("group") {
                    guard child.namespace == XMLNamespace.media else { continue }
                    findMedia(child)
                    if !child.isNamed("thumbnail") { hasMediaContainer = true }
                } else if child.isNamed("enclosure") {
                    if enclosure == nil, child.namespace != XMLNamespace.media, isImage(child) { enclosure = child }
                } else if child.isNamed("link") {
                    if linkEnclosure == nil, child.attribute("rel") == "enclosure", isImage(child) {
                        linkEnclosure = child
                    }
                    if iTunesLink == nil, XMLNamespace.isITunes(child.namespace), child.attribute("rel") == "image" {
                        iTunesLink = child
                    }
                } else if child.isNamed("image") {
                    if iTunesImage == nil, XMLNamespace.isITunes(child.namespace) { iTunesImage = child }
                }
            }
            // Nested media count after every direct one, as feeds put the item's own image first.
            guard hasMediaContainer, thumbnail == nil || mediaImage == nil else { return }
            for container in element.childElements where container.namespace == XMLNamespace.media {
                guard container.isNamed("group") || container.isNamed("content") else { continue }
                for nested in container.childElements { findMedia(nested) }
            }
        }

        private mutating func findMedia(_ element: MarkupElement) {
            if thumbnail == nil, element.isNamed("thumbnail") {
                thumbnail = element
            } else if mediaImage == nil, element.isNamed("content"), isImage(element) {
                mediaImage = element
            }
        }
    }

    private static func isImage(_ element: MarkupElement) -> Bool {
        if element.attribute("medium") == "image" { return true }
        return element.attribute("type")?.lowercased().hasPrefix("image/") == true
    }
}
