import Testing
import TolerantXML

@Suite("Reading well-formed XML")
struct XMLReaderTests {
    @Test("reads elements, attributes and text in document order")
    func readsElementsAttributesAndText() throws {
        let tree = try read("<a x=\"1\" y='two'>hello <b>big</b> world</a>")

        #expect(tree.localName(of: tree.root) == "a")
        #expect(tree.attribute("x", of: tree.root) == "1")
        #expect(tree.attribute("y", of: tree.root) == "two")
        #expect(tree.text(of: tree.root) == "hello  world")
        #expect(tree.innerText(of: tree.root) == "hello  big  world")
        #expect(tree.childElements(of: tree.root).map { tree.localName(of: $0) } == ["b"])
    }

    @Test("joins the text around the elements it is told to join, and keeps a space around the others")
    func joinsInlineElements() throws {
        let tree = try read("<p>see <a>site</a>: <i>now<br/>and</i><b><c>x</c></b>, <s>y</s></p>")

        let text = tree.innerText(of: tree.root, joining: ["a", "i", "b"])

        #expect(text == "see site: now  and x ,  y ")
    }

    @Test("gives an element's own text as UTF-8 bytes, CDATA and references decoded, without its descendants'")
    func givesOwnTextAsBytes() throws {
        let tree = try read("<a><b> caf&#xE9; </b><c>x<![CDATA[<y>]]><d>no</d>z</c></a>")
        let children = tree.childElements(of: tree.root)

        #expect(Array(tree.textBytes(of: children[0])) == Array(" café ".utf8))
        #expect(Array(tree.textBytes(of: children[1])) == Array("x<y>z".utf8))
        #expect(tree.textBytes(of: -1).isEmpty)
    }

    @Test("keeps tabs and line breaks in text and drops forbidden controls, wherever they fall in a run")
    func readsWhitespaceAndControlsAtEveryOffset() throws {
        for offset in 0..<24 {
            let before = String(repeating: "a", count: offset)
            let after = String(repeating: "b", count: 24 - offset)

            let tree = try read("<t>\(before)\t\r\n\u{01}\(after)&amp;\(after)<x/>\(before)</t>")

            #expect(tree.text(of: tree.root) == before + "\t\r\n" + after + "&" + after + before)
        }
    }

    @Test("reads bytes lent for the call into the same tree, keeping no copy of them for positions")
    func readsTransientBytes() throws {
        let text = "<a x=\"1\">\n<b>caf&#xE9; &amp; tea</b><c/></a>"
        let kept = try read(text)

        let lent = try Array(text.utf8).withUnsafeBufferPointer { try XMLReader().read(transient: $0) }
        let b = try #require(lent.firstChildElement(of: lent.root))

        #expect(lent.childElements(of: lent.root).map { lent.localName(of: $0) } == ["b", "c"])
        #expect(lent.text(of: b) == "café & tea")
        #expect(lent.attribute("x", of: lent.root) == kept.attribute("x", of: kept.root))
        #expect(kept.position(of: b).line == 2)
        #expect(lent.position(of: b).line == 1)
        #expect(throws: XMLReadError.self) {
            try [UInt8]().withUnsafeBufferPointer { try XMLReader().read(transient: $0) }
        }
    }

    @Test("walks children one by one, element after element, without the text between them")
    func walksSiblings() throws {
        let tree = try read("<a>x<b><c/></b>y<d/>z</a>")

        let first = try #require(tree.firstChildElement(of: tree.root))
        let second = try #require(tree.nextSiblingElement(of: first))

        #expect(tree.localName(of: first) == "b")
        #expect(tree.localName(of: second) == "d")
        #expect(tree.nextSiblingElement(of: second) == nil)
        #expect(tree.nextSiblingElement(of: tree.root) == nil)
    }

    @Test("finds the children of one name in order, compared whole, none nested deeper or outside the element")
    func findsChildrenByName() throws {
        let tree = try read("<a><bb/><b><b/></b>t<c/><b/></a><!-- after --><b/>")

        let first = try #require(tree.childElement(of: tree.root, named: "b"))
        let second = try #require(tree.childElement(of: tree.root, named: "b", after: first))

        #expect(tree.hasLocalName("b", first) && tree.hasLocalName("b", second))
        #expect(tree.nextSiblingElement(of: first).flatMap { tree.nextSiblingElement(of: $0) } == second)
        #expect(tree.childElement(of: tree.root, named: "b", after: second) == nil)
        #expect(tree.childElement(of: tree.root, named: "d") == nil)
        #expect(!tree.hasLocalName("bb", first) && !tree.hasLocalName("", first))
    }

    @Test("resolves a repeated element name again where its prefix is rebound, and as before once that scope ends")
    func resolvesRepeatedNamesPerScope() throws {
        let tree = try read(
            "<r xmlns:m=\"urn:a\"><m:x/><s xmlns:m=\"urn:b\"><m:x/><m:x/></s><m:x/><t xmlns=\"urn:c\"><m:x/></t></r>")
        let s = try #require(tree.childElement(of: tree.root, named: "s"))
        let t = try #require(tree.childElement(of: tree.root, named: "t"))

        let outside = tree.childElements(of: tree.root).filter { tree.hasLocalName("x", $0) }
        let inside = tree.childElements(of: s) + tree.childElements(of: t)

        #expect(outside.map { tree.namespace(of: $0) } == ["urn:a", "urn:a"])
        #expect(inside.map { tree.namespace(of: $0) } == ["urn:b", "urn:b", "urn:a"])
    }

    @Test("resolves namespaces by URI, whatever the prefix, and unbinds them when the element closes")
    func resolvesNamespaces() throws {
        let tree = try read(
            "<r xmlns=\"urn:d\" xmlns:m=\"urn:m\"><m:t m:k=\"v\"/><x xmlns=\"\"/><m:u xmlns:m=\"urn:n\"/><m:w/></r>")
        let children = tree.childElements(of: tree.root)

        #expect(tree.namespace(of: tree.root) == "urn:d")
        #expect(children.map { tree.namespace(of: $0) } == ["urn:m", nil, "urn:n", "urn:m"])
        #expect(children.map { tree.localName(of: $0) } == ["t", "x", "u", "w"])
        #expect(tree.attribute("k", namespace: "urn:m", of: children[0]) == "v")
        #expect(tree.attribute("k", of: children[0]) == nil)
    }

    @Test("decodes the predefined, numeric and CDATA text; an xml: attribute is in the XML namespace")
    func decodesTextAndCDATA() throws {
        let tree = try read("<a xml:base=\"http://x/\">&lt;p&gt; &amp; &#233;&#xE9; <![CDATA[<b>&amp;</b>]]></a>")

        #expect(tree.text(of: tree.root) == "<p> & éé <b>&amp;</b>")
        #expect(tree.attribute("base", namespace: "http://www.w3.org/XML/1998/namespace", of: tree.root) == "http://x/")
    }

    @Test("skips the declaration, instructions, comments and the DOCTYPE")
    func skipsProlog() throws {
        let tree = try read(
            "<?xml version=\"1.0\"?><?xml-stylesheet href=\"a\"?><!-- c --><!DOCTYPE a SYSTEM \"a.dtd\"><a>x<!--y-->z</a>"
        )

        #expect(tree.localName(of: tree.root) == "a")
        #expect(tree.text(of: tree.root) == "xz")
    }

    @Test("says where an element starts, in lines and characters")
    func positions() throws {
        let tree = try read("<a>\n  <é/><b/></a>")
        let children = tree.childElements(of: tree.root)

        #expect(tree.position(of: tree.root) == (1, 1) as (Int, Int))
        #expect(tree.position(of: children[1]).line == 2)
        #expect(tree.position(of: children[1]).column == 7)
    }

    @Test("rejects a document with no element, naming why", arguments: ["", "  \n", "plain text", "<<<"])
    func rejectsDocumentWithoutElement(_ text: String) {
        #expect(throws: XMLReadError.self) { try read(text) }
    }

    // MARK: - Helpers

    private func read(_ text: String) throws -> XMLTree {
        try XMLReader().read(Array(text.utf8))
    }
}
