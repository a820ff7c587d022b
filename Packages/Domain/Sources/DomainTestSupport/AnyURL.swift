import Foundation

/// An https URL on example.org with `path` (a leading `/` is added when missing): `https://example.org/feed.xml`.
public func anyURL(_ path: String = "/feed.xml") -> URL {
    let absolute = path.hasPrefix("/") ? path : "/" + path
    return URL(string: "https://example.org\(absolute)") ?? URL(fileURLWithPath: absolute)
}
