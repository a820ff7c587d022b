/// The bounds the reader keeps, so no document can make it use unbounded memory or time.
public struct XMLReaderLimits: Sendable, Equatable {
    /// How deep elements may nest. Feeds nest a few levels and their XHTML content a few dozen; a
    /// document that nests deeper is broken or hostile.
    public var maxDepth: Int
    /// How many bytes the entities declared in the document's DTD may expand to, in all: an entity that
    /// repeats another (the "billion laughs") grows exponentially without it.
    public var maxEntityExpansionBytes: Int
    /// How deep entity references may nest inside entity values.
    public var maxEntityNesting: Int

    /// Creates limits; the defaults suit any real feed or OPML file.
    public init(maxDepth: Int = 1_000, maxEntityExpansionBytes: Int = 16 << 20, maxEntityNesting: Int = 16) {
        self.maxDepth = maxDepth
        self.maxEntityExpansionBytes = maxEntityExpansionBytes
        self.maxEntityNesting = maxEntityNesting
    }
}
