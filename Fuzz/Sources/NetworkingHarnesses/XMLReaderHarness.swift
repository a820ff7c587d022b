import FuzzSupport
import TolerantXML

/// Feeds one input to the tolerant XML reader and walks everything it read.
///
/// The walk touches every element's name, namespace, attributes, text and position, and the root's
/// inner text, so the tree's indices are checked as well as the scanner. The walk is a loop, as any
/// reader of the tree must be.
public enum XMLReaderHarness {
    /// Reads `bytes` and walks the tree.
    ///
    /// - Returns: `.accepted` with the element count, or `.rejected` with the reader's error.
    public static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let tree: XMLTree
        do {
            tree = try XMLReader(undeclaredPrefixes: ["itunes": "urn:itunes"]).read(bytes)
        } catch {
            return .rejected(reason: String(describing: error))
        }
        var pending = [tree.root]
        var elements = 0
        var characters = tree.innerText(of: tree.root).utf8.count
        while let element = pending.popLast() {
            elements += 1
            characters += tree.localName(of: element).utf8.count + (tree.namespace(of: element)?.utf8.count ?? 0)
            characters += tree.text(of: element).utf8.count + (tree.attribute("href", of: element)?.utf8.count ?? 0)
            _ = tree.position(of: element)
            _ = tree.parent(of: element)
            pending += tree.childElements(of: element)
        }
        return .accepted(summary: "\(elements) elements, \(characters) characters")
    }
}
