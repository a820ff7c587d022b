import Foundation

/// Resolves a link as written in a feed against the base it is relative to.
enum LinkResolver {
    /// The absolute URL `reference` denotes from `base`; `nil` for an empty or unusable reference.
    ///
    /// Spaces and other characters a URL may not hold are percent-encoded first, since feeds carry
    /// them unescaped.
    static func resolve(_ reference: String?, against base: URL?) -> URL? {
        guard let trimmed = reference?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        let url =
            URL(string: trimmed, relativeTo: base)
            ?? trimmed.addingPercentEncoding(withAllowedCharacters: allowed).flatMap {
                URL(string: $0, relativeTo: base)
            }
        return url?.absoluteURL
    }

    private static let allowed: CharacterSet = {
        var set = CharacterSet.urlQueryAllowed
        set.insert(charactersIn: "#%")
        return set
    }()
}
