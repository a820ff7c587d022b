/// A general entity declared in the document's internal DTD subset.
enum DeclaredEntity {
    /// `<!ENTITY name "value">`: the value's bytes in the input, expanded where referenced.
    case `internal`(Range<Int>)
    /// `<!ENTITY name SYSTEM "uri">` (or `PUBLIC`): never fetched; a reference expands to nothing.
    case external
}
