import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Names the file an image is saved as: a stable hash of its URL plus the URL's extension.
///
/// The same URL always gives the same name, on every run and machine (FNV-1a, 64 bits), so saving
/// again replaces the file instead of adding a copy.
enum ImageFileName {
    /// The extensions kept as they are; anything else is saved as `.img`.
    static let knownExtensions: Set<String> = ["jpg", "jpeg", "png", "gif", "webp", "svg", "avif", "bmp", "ico"]

    /// The file name for the image at `url`, such as `3f2a9c0d1e2b4a5c.jpg`.
    static func name(for url: URL) -> String {
        let fileExtension = url.pathExtension.lowercased()
        let suffix = knownExtensions.contains(fileExtension) ? fileExtension : "img"
        return "\(StableHash.fnv1a64Hex(url.absoluteString)).\(suffix)"
    }
}
