import Testing
import TolerantXML

@Suite("Finding an element's children by name in an index read once")
struct XMLChildIndexTests {
    @Test("finds the first child of a name, then each later one in document order, and none past the last")
    func findsRepeatedNamesInOrder() throws {
        let tree = try read("<a><b>1</b><c/><b>2</b><b>3</b></a>")
        let sut = XMLChildIndex(childrenOf: tree.root, in: tree)

        let first = try #require(sut.first("b", where: any))
        let second = try #require(sut.first("b", after: first, where: any))
        let third = try #require(sut.first("b", after: second, where: any))

        #expect([first, second, third].map { tree.text(of: $0) } == ["1", "2", "3"])
        #expect(sut.first("b", after: third, where: any) == nil)
        #expect(sut.first("c", after: first, where: any) == sut.first("c", where: any))
    }

    @Test("finds the last child of a name, then each earlier one, and none before the first")
    func findsRepeatedNamesBackwards() throws {
        let tree = try read("<a><b>1</b><c/><b>2</b><d/></a>")
        let sut = XMLChildIndex(childrenOf: tree.root, in: tree)

        let last = try #require(sut.last("b", where: any))
        let earlier = try #require(sut.last("b", before: last, where: any))

        #expect(tree.text(of: last) == "2")
        #expect(tree.text(of: earlier) == "1")
        #expect(sut.last("b", before: earlier, where: any) == nil)
    }

    @Test("gives each child's namespace URI to the filter, whatever the prefix, and skips the children it refuses")
    func filtersByNamespace() throws {
        let tree = try read(
            "<a xmlns:x=\"urn:x\" xmlns:y=\"urn:y\"><title>plain</title><y:title>why</y:title><x:title>ex</x:title></a>"
        )
        let sut = XMLChildIndex(childrenOf: tree.root, in: tree)

        let inX = sut.first("title") { $0 == "urn:x" }
        let inNone = sut.first("title") { $0 == nil }
        let inZ = sut.first("title") { $0 == "urn:z" }

        #expect(inX.map { tree.text(of: $0) } == "ex")
        #expect(inNone.map { tree.text(of: $0) } == "plain")
        #expect(inZ == nil)
    }

    @Test("compares names whole and in their case, also names of one length that share their first and last letters")
    func comparesNamesWhole() throws {
        let tree = try read("<a><bb/><B/><axc/><abc>found</abc></a>")
        let sut = XMLChildIndex(childrenOf: tree.root, in: tree)

        #expect(sut.first("b", where: any) == nil)
        #expect(sut.first("abc", where: any).map { tree.text(of: $0) } == "found")
        #expect(sut.last("abc", where: any) == sut.first("abc", where: any))
        #expect(sut.first("ab", where: any) == nil)
    }

    @Test("holds only the element's own children: not the text, not deeper elements, not elements after it")
    func holdsOnlyDirectChildren() throws {
        let tree = try read("<r><a>text<c><b>deep</b></c></a><b>after</b></r>")
        let a = try #require(tree.firstChildElement(of: tree.root))
        let sut = XMLChildIndex(childrenOf: a, in: tree)

        #expect(sut.first("b", where: any) == nil)
        #expect(sut.first("c", where: any) != nil)
        #expect(XMLChildIndex(childrenOf: -1, in: tree).first("a", where: any) == nil)
    }

    @Test("tells whether any element holds an attribute of a name in a namespace")
    func findsAttributesAnywhere() throws {
        let tree = try read("<r><a xml:base=\"http://x/\"/><b base=\"y\"/></r>")

        #expect(tree.containsAttribute("base", namespace: "http://www.w3.org/XML/1998/namespace"))
        #expect(tree.containsAttribute("base"))
        #expect(!tree.containsAttribute("base", namespace: "urn:other"))
        #expect(!tree.containsAttribute("href"))
    }

    // MARK: - Helpers

    private func any(_ namespace: String?) -> Bool { true }

    private func read(_ text: String) throws -> XMLTree {
        try XMLReader().read(Array(text.utf8))
    }
}
