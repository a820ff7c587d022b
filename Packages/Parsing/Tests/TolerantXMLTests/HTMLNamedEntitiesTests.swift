import Testing
import TolerantXML

@Suite("HTML named character references")
struct HTMLNamedEntitiesTests {
    @Test(
        "each name gives its text, from the table's first name to its last, whatever its case or length",
        arguments: [
            ("AElig", "\u{C6}"), ("AMP", "&"), ("amp", "&"), ("Gt", "\u{226B}"), ("gt", ">"), ("not", "\u{AC}"),
            ("notin", "\u{2209}"), ("frac12", "\u{BD}"), ("nbsp", "\u{A0}"), ("quot", "\""),
            ("NotEqualTilde", "\u{2242}\u{338}"), ("CounterClockwiseContourIntegral", "\u{2233}"),
            ("zwnj", "\u{200C}"),
        ])
    func text(name: String, text: String) {
        #expect(HTMLNamedEntities.text(named: name)?.unicodeScalars.elementsEqual(text.unicodeScalars) == true)
    }

    @Test("a name HTML does not define gives nothing", arguments: ["", "ampx", "Amp", "zzzz", "AAAA", "0"])
    func unknown(name: String) {
        #expect(HTMLNamedEntities.text(named: name) == nil)
    }

    @Test("the reader decodes a name in text as the table gives it")
    func readerAgrees() throws {
        let expected = "\u{BD}\u{226B}\u{200C}\u{C6}\u{2209}\u{200D}"

        let tree = try XMLReader().read(Array("<a>&frac12;&Gt;&zwnj;&AElig;&notin;&zwj;</a>".utf8))

        #expect(tree.text(of: tree.root).unicodeScalars.elementsEqual(expected.unicodeScalars))
    }
}
