/// Reads XML the way feeds are written: tolerant of what real documents get wrong, linear in the input.
///
/// It reads UTF-8 bytes (transcode other encodings first) into an ``XMLTree`` and recovers as a loose
/// parser does instead of refusing the document:
/// - HTML named entities (`&nbsp;`, `&eacute;`, the whole HTML list) are decoded; a bare `&` or an
///   unknown `&name;` stays as written;
/// - an undeclared namespace prefix keeps the element (in ``undeclaredPrefixes``' namespace when it
///   names one, else with the prefix in its name);
/// - an end tag closes the innermost open element of that name (ASCII case ignored) and every element
///   opened inside it; an end tag that matches nothing open is ignored; elements still open at the end
///   are closed there, so a truncated document keeps what it holds;
/// - `--` in a comment, control characters XML forbids (dropped), a `<` that opens no tag (kept as
///   text), unquoted or valueless attributes are all read.
///
/// Entities declared in the document's internal DTD subset are expanded, within ``XMLReaderLimits``.
/// Nothing is ever fetched: external entities expand to nothing, external DTDs and parameter entities
/// are ignored. No recursion anywhere: the work and memory are linear in the input.
public struct XMLReader: Sendable {
    /// The bounds that keep hostile documents cheap.
    public let limits: XMLReaderLimits
    /// Namespace URIs for prefixes documents use without declaring them, by prefix.
    public let undeclaredPrefixes: [String: String]

    /// Creates a reader.
    ///
    /// - Parameters:
    ///   - limits: the nesting and entity-expansion bounds.
    ///   - undeclaredPrefixes: the namespace an undeclared prefix stands for (feeds write `itunes:`
    ///     or `dc:` without declaring them).
    public init(limits: XMLReaderLimits = XMLReaderLimits(), undeclaredPrefixes: [String: String] = [:]) {
        self.limits = limits
        self.undeclaredPrefixes = undeclaredPrefixes
    }

    /// The largest document read, and the most its declared entities may expand to whatever the limits
    /// say: the tree's text (each reference decodes to less than twice its length) and its indices then
    /// stay within 32 bits.
    public static let maxDocumentBytes = 512 << 20

    /// Reads `bytes`, a UTF-8 document, into a tree.
    ///
    /// - Throws: ``XMLReadError`` when the document is larger than ``maxDocumentBytes``, holds no element,
    ///   nests deeper than ``XMLReaderLimits/maxDepth``, or its declared entities expand past the limits;
    ///   the error says where.
    public func read(_ bytes: [UInt8]) throws -> XMLTree {
        try bytes.withUnsafeBufferPointer { try read($0, keeping: bytes) }
    }

    /// Reads `bytes`, a UTF-8 document that need live only for the call, into a tree that does not keep
    /// them, as ``read(_:)`` does: for a caller that needs no element's line or column once the document
    /// is read, and would otherwise copy its bytes into an array first. Such a tree's
    /// ``XMLTree/position(of:)`` and ``XMLTree/lines(of:)`` give line 1; errors still say where.
    ///
    /// - Throws: ``XMLReadError`` as ``read(_:)`` does.
    public func read(transient bytes: UnsafeBufferPointer<UInt8>) throws -> XMLTree {
        try read(bytes, keeping: [])
    }

    private func read(_ input: UnsafeBufferPointer<UInt8>, keeping source: [UInt8]) throws -> XMLTree {
        guard input.count <= Self.maxDocumentBytes else {
            throw XMLReadError(
                reason: "the document is larger than \(Self.maxDocumentBytes >> 20) MiB, the most the reader takes",
                line: nil, column: nil)
        }
        var limits = limits
        limits.maxEntityExpansionBytes = min(limits.maxEntityExpansionBytes, Self.maxDocumentBytes)
        var scanner = XMLScanner(input: input, limits: limits, undeclaredPrefixes: undeclaredPrefixes)
        try scanner.scan()
        return try scanner.tree.finish(names: scanner.names, input: input, source: source)
    }
}
