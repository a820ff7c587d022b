import Foundation

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
        return "\(hexHash(url.absoluteString)).\(suffix)"
    }

    /// The FNV-1a hash of `text`'s UTF-8 bytes, as 16 hex digits.
    static func hexHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
