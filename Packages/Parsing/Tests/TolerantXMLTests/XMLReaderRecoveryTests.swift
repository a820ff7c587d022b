import Testing
import TolerantXML

@Suite("Recovering from what real documents get wrong")
struct XMLReaderRecoveryTests {
    @Test("an end tag closes the innermost open element of its name and those opened inside it")
    func endTagClosesInnermostMatch() throws {
        let tree = try read("<a><b><c>x</b><d/></a>")

        #expect(names(tree.childElements(of: tree.root), in: tree) == ["b", "d"])
    }

    @Test("an end tag that matches nothing open is ignored; case is ignored when matching")
    func strayEndTagIgnored() throws {
        let tree = try read("<a><B>x</zzz></b><c/></a>")

        #expect(names(tree.childElements(of: tree.root), in: tree) == ["B", "c"])
        #expect(tree.innerText(of: tree.root) == " x   ")
    }

    @Test("elements still open at the end are closed there")
    func truncatedDocumentKeepsItsContent() throws {
        let tree = try read("<a><b>one</b><b>tw")

        #expect(tree.childElements(of: tree.root).map { tree.text(of: $0) } == ["one", "tw"])
    }

    @Test("unquoted, valueless and repeated attributes; the first of a repeated one wins")
    func looseAttributes() throws {
        let tree = try read("<a x=1 checked y = 'a&amp;b' x=\"2\" z=\"line\nbreak\">t</a>")

        #expect(tree.attribute("x", of: tree.root) == "1")
        #expect(tree.attribute("checked", of: tree.root) == "")
        #expect(tree.attribute("y", of: tree.root) == "a&b")
        #expect(tree.attribute("z", of: tree.root) == "line break")
    }

    @Test("a tag cut short by the next < still opens")
    func tagWithoutClosingBracket() throws {
        let tree = try read("<a><b x=\"1\"<c>t</c></a>")

        #expect(names(tree.childElements(of: tree.root), in: tree) == ["b"])
        #expect(tree.innerText(of: tree.root).contains("t"))
    }

    @Test("every HTML named entity, numeric references to Windows-1252 and forbidden characters dropped")
    func references() throws {
        let tree = try read("<a>&CounterClockwiseContourIntegral;&NotEqualTilde;&#150;&#x92;&#1;&#0;&#xD800;\u{0}</a>")

        #expect(tree.text(of: tree.root) == "\u{2233}\u{2242}\u{338}\u{2013}\u{2019}")
    }

    @Test("an undeclared prefix takes the namespace the reader was given for it, else stays in the name")
    func undeclaredPrefixes() throws {
        let reader = XMLReader(undeclaredPrefixes: ["itunes": "urn:itunes"])
        let tree = try reader.read(Array("<a><itunes:image/><foo:bar/></a>".utf8))
        let children = tree.childElements(of: tree.root)

        #expect(children.map { tree.namespace(of: $0) } == ["urn:itunes", nil])
        #expect(names(children, in: tree) == ["image", "foo:bar"])
    }

    @Test("a self-referencing entity expands to nothing where it refers to itself")
    func entityCycle() throws {
        let tree = try read("<!DOCTYPE a [<!ENTITY e \"x&e;y\">]><a>&e;</a>")

        #expect(tree.text(of: tree.root) == "xy")
    }

    @Test("entity nesting past the limit is an error with the reference's place")
    func entityNestingLimit() {
        let reader = XMLReader(limits: XMLReaderLimits(maxEntityNesting: 2))
        let document = "<!DOCTYPE a [<!ENTITY a \"&b;\"><!ENTITY b \"&c;\"><!ENTITY c \"x\">]>\n<a> &a;</a>"

        #expect(
            throws: XMLReadError(reason: "entities declared in the document nest more than 2 deep", line: 2, column: 5)
        ) {
            try reader.read(Array(document.utf8))
        }
    }

    @Test("references to empty entities nested a billion times over are stopped by the expansion limit")
    func emptyEntityExpansionAttack() {
        var declarations = "<!ENTITY e0 \"\">"
        for level in 1...9 {
            declarations += "<!ENTITY e\(level) \"" + String(repeating: "&e\(level - 1);", count: 10) + "\">"
        }
        let document = "<!DOCTYPE a [\(declarations)]><a>&e9;</a>"

        let reader = XMLReader(limits: XMLReaderLimits(maxEntityExpansionBytes: 1 << 16))

        let error = #expect(throws: XMLReadError.self) { try reader.read(Array(document.utf8)) }

        #expect(error?.reason.contains("expand to more than") == true)
    }

    @Test("nesting up to the limit is read, and walked and freed without recursion")
    func deepNestingWithinLimit() throws {
        let depth = 1_000
        let document = String(repeating: "<e>", count: depth - 1) + "<e>x</e>"

        let tree = try XMLReader(limits: XMLReaderLimits(maxDepth: depth)).read(Array(document.utf8))

        #expect(tree.innerText(of: tree.root).contains("x"))
        #expect(throws: XMLReadError.self) {
            try XMLReader(limits: XMLReaderLimits(maxDepth: depth - 1)).read(Array(document.utf8))
        }
    }

    @Test("unterminated comments, sections and instructions run to the end without losing earlier content")
    func unterminatedConstructs() throws {
        for tail in ["<!-- never closed", "<![CDATA[ never closed", "<? never closed", "<!DOCTYPE x [ <!ENTITY"] {
            let tree = try read("<a><b>kept</b>" + tail)

            #expect(tree.childElements(of: tree.root).map { tree.text(of: $0) } == ["kept"], "\(tail)")
        }
    }

    // MARK: - Helpers

    private func read(_ text: String) throws -> XMLTree {
        try XMLReader().read(Array(text.utf8))
    }

    private func names(_ elements: [Int], in tree: XMLTree) -> [String] {
        elements.map { tree.localName(of: $0) }
    }
}
