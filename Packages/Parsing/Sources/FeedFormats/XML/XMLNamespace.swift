/// The namespace URIs the mappers read.
enum XMLNamespace {
    static let xml = "http://www.w3.org/XML/1998/namespace"
    static let atom = "http://www.w3.org/2005/Atom"
    static let atom03 = "http://purl.org/atom/ns#"
    static let rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
    static let rss10 = "http://purl.org/rss/1.0/"
    static let rss090 = "http://my.netscape.com/rdf/simple/0.9/"
    static let content = "http://purl.org/rss/1.0/modules/content/"
    static let dublinCore = "http://purl.org/dc/elements/1.1/"
    static let media = "http://search.yahoo.com/mrss/"
    static let itunes = "http://www.itunes.com/dtds/podcast-1.0.dtd"
    static let dublinCoreTerms = "http://purl.org/dc/terms/"
    static let xhtml = "http://www.w3.org/1999/xhtml"

    /// Whether `namespace` is iTunes', which feeds also write as `…/DTDs/Podcast-1.0.dtd`.
    static func isITunes(_ namespace: String?) -> Bool {
        namespace?.lowercased() == itunes
    }

    /// The namespaces of the prefixes feeds write without declaring them (`<itunes:image>` with no
    /// `xmlns:itunes`), so such elements read as if declared.
    static let conventionalPrefixes: [String: String] = [
        "atom": atom, "rdf": rdf, "content": content, "dc": dublinCore, "media": media, "itunes": itunes,
        "dcterms": dublinCoreTerms, "xhtml": xhtml,
    ]
}
