#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the image that illustrates an RSS item or Atom entry among the ways feeds attach one.
///
/// In order of preference: `media:thumbnail` (also inside `media:group` or `media:content`), a
/// `media:content` that is an image, an `enclosure` (RSS) or `link rel="enclosure"` (Atom) with an image
/// type, then `itunes:image` (its `href`, or the `url` some feeds write), then the old `itunes:link
/// rel="image"`.
enum MediaImageFinder {
    /// The image's URL, resolved against the element's base, or `nil`.
    static func imageURL(in element: MarkupElement) -> URL? {
        imageURL(in: element.childIndex)
    }

    /// The image's URL in the element whose children are `children`, or `nil`.
    static func imageURL(in children: MarkupChildIndex) -> URL? {
        let found = Candidates(in: children)
        return url(of: found.thumbnail, "url", else: "href") ?? url(of: found.mediaImage, "url", else: "href")
            ?? url(of: found.enclosure, "url", else: "href") ?? url(of: found.linkEnclosure, "url", else: "href")
            ?? url(of: found.iTunesImage, "href", else: "url") ?? url(of: found.iTunesLink, "href", else: "url")
    }

    /// The address in `candidate`'s attribute `name`, else in `otherName`, resolved against its base.
    private static func url(of candidate: MarkupElement?, _ name: String, else otherName: String) -> URL? {
        guard let candidate else { return nil }
        return LinkResolver.resolve(
            candidate.attribute(name) ?? candidate.attribute(otherName), against: candidate.base)
    }

    /// The first element of each kind among the children (then among the children of `media:group` and
    /// `media:content`, when there are some and a media image is still missing), found in the index.
    private struct Candidates {
        var thumbnail: MarkupElement?
        var mediaImage: MarkupElement?
        var enclosure: MarkupElement?
        var linkEnclosure: MarkupElement?
        var iTunesImage: MarkupElement?
        var iTunesLink: MarkupElement?

        init(in children: MarkupChildIndex) {
            let isMedia = { (namespace: String?) in namespace == XMLNamespace.media }
            thumbnail = children.child("thumbnail", where: isMedia)
            mediaImage = children.child("content", where: isMedia, matching: isImage)
            enclosure = children.child("enclosure", where: { $0 != XMLNamespace.media }, matching: isImage)
            // One walk over the links finds both kinds a link can be.
            var link = children.child("link", where: { _ in true })
            while let current = link, linkEnclosure == nil || iTunesLink == nil {
                let rel = current.attribute("rel")
                if linkEnclosure == nil, rel == "enclosure", isImage(current) { linkEnclosure = current }
                if iTunesLink == nil, rel == "image", XMLNamespace.isITunes(current.namespace) { iTunesLink = current }
                link = children.child("link", after: current, where: { _ in true })
            }
            iTunesImage = children.child("image", where: XMLNamespace.isITunes)
            // Nested media count after every direct one, as feeds put the item's own image first.
            var content = children.child("content", where: isMedia)
            var group = children.child("group", where: isMedia)
            guard content != nil || group != nil, thumbnail == nil || mediaImage == nil else { return }
            while let container = MarkupElement.earlier(content, group) {
                for nested in container.childElements { findMedia(nested) }
                if container.index == content?.index {
                    content = children.child("content", after: container, where: isMedia)
                } else {
                    group = children.child("group", after: container, where: isMedia)
                }
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
