import Domain
import Testing

@Suite("StableHash")
struct StableHashTests {
    @Test(
        "gives the published FNV-1a 64 values, as 16 hex digits",
        arguments: [
            ("", "cbf29ce484222325"),
            ("a", "af63dc4c8601ec8c"),
            ("foobar", "85944171f73967e8"),
        ])
    func knownValues(text: String, expected: String) {
        #expect(StableHash.fnv1a64Hex(text) == expected)
    }
}
