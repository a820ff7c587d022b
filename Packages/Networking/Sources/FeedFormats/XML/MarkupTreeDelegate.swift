import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The `XMLParserDelegate` behind ``MarkupTreeBuilder``: resolves namespaces and `xml:base`, and stacks
/// elements until they close.
///
/// Namespaces are resolved here rather than by `XMLParser`, so prefixes map to URIs the same way on
/// every platform.
final class MarkupTreeDelegate: NSObject, XMLParserDelegate {
    private(set) var root: MarkupElement?
    private(set) var firstError: (error: any Error, line: Int, column: Int)?
    private var stack: [MarkupElement] = []
    private var scopes: [[String: String]] = [["xml": XMLNamespace.xml]]
    private let documentURL: URL?

    init(documentURL: URL?) {
        self.documentURL = documentURL
    }

    /// The name of the innermost element still open, when the document ended early.
    var openElementName: String? { stack.last?.name }

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        var scope = scopes[scopes.count - 1]
        for (name, value) in attributeDict where name == "xmlns" || name.hasPrefix("xmlns:") {
            scope[name == "xmlns" ? "" : String(name.dropFirst(6))] = value.isEmpty ? nil : value
        }
        scopes.append(scope)
        var attributes: [String: String] = [:]
        for (name, value) in attributeDict where name != "xmlns" && !name.hasPrefix("xmlns:") {
            let (prefix, local) = split(name)
            let namespace = prefix.flatMap { scope[$0] }
            attributes[
                MarkupElement.attributeKey(prefix != nil && namespace == nil ? name : local, namespace: namespace)] =
                value
        }
        let (prefix, local) = split(elementName)
        let parentBase = stack.last?.base ?? documentURL
        let base =
            attributes[MarkupElement.attributeKey("base", namespace: XMLNamespace.xml)]
            .flatMap { LinkResolver.resolve($0, against: parentBase) } ?? parentBase
        stack.append(
            MarkupElement(
                name: local,
                namespace: scope[prefix ?? ""],
                attributes: attributes,
                base: base,
                position: (parser.lineNumber, parser.columnNumber)
            )
        )
    }

    func parser(
        _ parser: XMLParser,
        didEndElement elementName: String,
        namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        guard let element = stack.popLast() else { return }
        scopes.removeLast()
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].nodes.append(.element(element))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        appendText(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        appendText(String(decoding: CDATABlock, as: UTF8.self))
    }

    /// Records the first error. It does not call `abortParsing()`: on Linux, FoundationXML then still hands
    /// libxml2 the last chunk on the stopped parser, which crashes the process (fuzzing found it; see
    /// `Fuzz/Regressions/opml/xmlparser-abort-then-last-chunk.xml`).
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if firstError == nil {
            firstError = (parseError, parser.lineNumber, parser.columnNumber)
        }
    }

    private func appendText(_ string: String) {
        guard !stack.isEmpty else { return }
        let last = stack.count - 1
        if case .text(let previous) = stack[last].nodes.last {
            stack[last].nodes[stack[last].nodes.count - 1] = .text(previous + string)
        } else {
            stack[last].nodes.append(.text(string))
        }
    }

    private func split(_ qualifiedName: String) -> (prefix: String?, local: String) {
        guard let colon = qualifiedName.firstIndex(of: ":") else { return (nil, qualifiedName) }
        return (String(qualifiedName[..<colon]), String(qualifiedName[qualifiedName.index(after: colon)...]))
    }
}
