import Domain
import FeedFormats
import Foundation
import Testing

@Suite("XML encodings")
struct XMLEncodingTests {
    @Test("reads an ISO-8859-1 document with accented element content")
    func readsLatin1() throws {
        let bytes = latin1("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>" + rssFixtureBody(title: "Café à la crème"))

        let feed = try makeSUT().map(.fixture(bytes: bytes))

        #expect(feed.items.first?.title == "Café à la crème")
    }

    @Test("reads Windows-1252 quotes, dashes and the euro sign, also when the document says ISO-8859-1")
    func readsWindows1252() throws {
        let body =
            Data("<rss><channel><item><guid>1</guid><title>".utf8) + Data([0x93, 0x41, 0x94, 0x20, 0x96, 0x20, 0x80])
            + Data("</title></item></channel></rss>".utf8)

        let windows = try makeSUT().map(
            .fixture(bytes: Data("<?xml version='1.0' encoding='windows-1252'?>".utf8) + body))
        let latin = try makeSUT().map(.fixture(bytes: Data("<?xml version='1.0' encoding='iso-8859-1'?>".utf8) + body))

        #expect(windows.items.first?.title == "\u{201C}A\u{201D} \u{2013} \u{20AC}")
        #expect(latin.items.first?.title == windows.items.first?.title)
    }

    @Test("uses the Content-Type charset when the document declares no encoding")
    func usesContentTypeCharset() throws {
        let bytes = latin1(rssFixtureBody(title: "Ærø"))

        let feed = try makeSUT().map(.fixture(bytes: bytes, contentType: "application/rss+xml; charset=ISO-8859-1"))

        #expect(feed.items.first?.title == "Ærø")
    }

    @Test("reads UTF-16 with a byte-order mark and UTF-8 with one")
    func readsByteOrderMarks() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>" + rssFixtureBody(title: "Ünïcode ✓")
        let utf16 = Data([0xFF, 0xFE]) + Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let utf8 = Data([0xEF, 0xBB, 0xBF]) + Data(rssFixtureBody(title: "Ünïcode ✓").utf8)

        #expect(try makeSUT().map(.fixture(bytes: utf16)).items.first?.title == "Ünïcode ✓")
        #expect(try makeSUT().map(.fixture(bytes: utf8)).items.first?.title == "Ünïcode ✓")
    }

    @Test("a byte-order mark wins over the Content-Type charset and the declaration")
    func byteOrderMarkWins() throws {
        let text = "<?xml version=\"1.0\" encoding=\"KOI8-R\"?>" + rssFixtureBody(title: "Ünïcode ✓")
        let utf8 = Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)

        let feed = try makeSUT().map(.fixture(bytes: utf8, contentType: "text/xml; charset=windows-1251"))

        #expect(feed.items.first?.title == "Ünïcode ✓")
    }

    @Test("reads bytes that are not UTF-8 in an undeclared document as Windows-1252 instead of refusing it")
    func readsUndeclaredLegacyBytes() throws {
        let bytes = Data(rssFixtureBody(title: "Caf").utf8).replacing(
            Data("Caf<".utf8), with: Data([0x43, 0x61, 0x66, 0xE9, 0x3C]))

        let feed = try makeSUT().map(.fixture(bytes: bytes))

        #expect(feed.items.first?.title == "Café")
    }

    @Test("reads the same non-ASCII element name once the document declares its Latin-1 encoding")
    func readsDeclaredLatin1ElementName() throws {
        let bytes = latin1(
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss><channel><títle>x</títle></channel></rss>")

        let feed = try makeSUT().map(.fixture(bytes: bytes))

        #expect(feed.items.isEmpty)
    }

    @Test(
        "reads legacy encodings named by the declaration, through iconv or the Mac code pages it lacks",
        arguments: [
            ("KOI8-R", "Привет", [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4]),
            ("windows-1251", "Привет", [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2]),
            ("Shift_JIS", "日本語", [0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA]),
            ("EUC-JP", "日本語", [0xC6, 0xFC, 0xCB, 0xDC, 0xB8, 0xEC]),
            ("GB2312", "中文", [0xD6, 0xD0, 0xCE, 0xC4]),
            ("GB18030", "中文", [0xD6, 0xD0, 0xCE, 0xC4]),
            ("Big5", "中文", [0xA4, 0xA4, 0xA4, 0xE5]),
            ("EUC-KR", "한국어", [0xC7, 0xD1, 0xB1, 0xB9, 0xBE, 0xEE]),
            ("ISO-8859-7", "Ελλάδα", [0xC5, 0xEB, 0xEB, 0xDC, 0xE4, 0xE1]),
            ("ISO-8859-2", "Łódź", [0xA3, 0xF3, 0x64, 0xBC]),
            ("x-mac-roman", "Café", [0x43, 0x61, 0x66, 0x8E]),
            ("macgreek", "Ελλάδα", [0xB6, 0xEC, 0xEC, 0xC0, 0xE4, 0xE1]),
            ("x-mac-turkish", "Ağaç", [0x41, 0xDB, 0x61, 0x8D]),
        ] as [(String, String, [UInt8])])
    func readsLegacyEncodings(label: String, title: String, encoded: [UInt8]) throws {
        let bytes = Data("<?xml version=\"1.0\" encoding=\"\(label)\"?>".utf8) + rssBody(encodedTitle: encoded)

        #expect(try makeSUT().map(.fixture(bytes: bytes)).items.first?.title == title)
    }

    @Test("the Content-Type charset wins over the declaration, and gives way when the bytes are not in it")
    func charsetPrecedence() throws {
        let koi8 =
            Data("<?xml version=\"1.0\" encoding=\"windows-1251\"?>".utf8)
            + rssBody(encodedTitle: [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4])
        let latin = latin1("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>" + rssFixtureBody(title: "Ærø"))

        let byCharset = try makeSUT().map(.fixture(bytes: koi8, contentType: "text/xml; charset=KOI8-R"))
        let mislabelled = try makeSUT().map(.fixture(bytes: latin, contentType: "application/rss+xml; charset=utf-8"))

        #expect(byCharset.items.first?.title == "Привет")
        #expect(mislabelled.items.first?.title == "Ærø")
    }

    @Test(
        "an empty, unknown or UTF-16 charset never rejects a UTF-8 feed",
        arguments: ["text/xml; charset=", "text/xml; charset=klingon", "text/xml; charset=utf-16", nil])
    func unknownCharsetKeepsUTF8(contentType: String?) throws {
        let bytes = Data(
            ("<?xml version=\"1.0\" encoding=\"klingon\"?>" + rssFixtureBody(title: "Ünïcode ✓")).utf8)

        let feed = try makeSUT().map(.fixture(bytes: bytes, contentType: contentType))

        #expect(feed.items.first?.title == "Ünïcode ✓")
    }

    @Test("detects UTF-32 with and without a byte-order mark, and EBCDIC from its first bytes")
    func detectsWideAndEBCDICEncodings() throws {
        let text = rssFixtureBody(title: "Ünïcode ✓")
        let utf32BE = text.unicodeScalars.flatMap { scalar in
            (0..<4).reversed().map { UInt8((scalar.value >> ($0 * 8)) & 0xFF) }
        }
        let utf32LE = text.unicodeScalars.flatMap { scalar in (0..<4).map { UInt8((scalar.value >> ($0 * 8)) & 0xFF) } }
        let ebcdic = try #require(
            encodeEBCDIC("<?xml version='1.0' encoding='cp037'?>" + rssFixtureBody(title: "Hello")))

        #expect(try makeSUT().map(.fixture(bytes: Data(utf32BE))).items.first?.title == "Ünïcode ✓")
        #expect(
            try makeSUT().map(.fixture(bytes: Data([0xFF, 0xFE, 0, 0] + utf32LE))).items.first?.title == "Ünïcode ✓")
        #expect(try makeSUT().map(.fixture(bytes: ebcdic)).items.first?.title == "Hello")
    }

    @Test("reads an EBCDIC document in the code page its declaration names, and labels written with _")
    func ebcdicCodePageAndUnderscoreLabels() throws {
        let head = try #require(
            encodeEBCDIC(
                "<?xml version='1.0' encoding='cp500'?><rss version='2.0'><channel><title>t</title><item>"
                    + "<guid>1</guid><title>Hi"))
        let tail = try #require(encodeEBCDIC("</title></item></channel></rss>"))
        let windows1251 =
            Data("<?xml version=\"1.0\" encoding=\"windows_1251\"?>".utf8)
            + rssBody(encodedTitle: [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2])

        #expect(try makeSUT().map(.fixture(bytes: head + Data([0x4F]) + tail)).items.first?.title == "Hi!")
        #expect(try makeSUT().map(.fixture(bytes: windows1251)).items.first?.title == "Привет")
    }

    // MARK: - Helpers

    private func makeSUT() -> DetectingFeedMapper {
        DetectingFeedMapper()
    }

    private func rssFixtureBody(title: String) -> String {
        "<rss version=\"2.0\"><channel><title>t</title><item><guid>1</guid><title>\(title)</title></item></channel></rss>"
    }

    private func rssBody(encodedTitle: [UInt8]) -> Data {
        let parts = rssFixtureBody(title: "\u{1}").components(separatedBy: "\u{1}")
        return Data(parts[0].utf8) + Data(encodedTitle) + Data(parts[1].utf8)
    }

    /// `text` (letters, digits and XML punctuation) in EBCDIC code page 037.
    private func encodeEBCDIC(_ text: String) -> Data? {
        let table: [Character: UInt8] = [
            "<": 0x4C, ">": 0x6E, "?": 0x6F, "/": 0x61, "=": 0x7E, "'": 0x7D, "\"": 0x7F, " ": 0x40, ".": 0x4B,
            "-": 0x60, "0": 0xF0, "1": 0xF1, "2": 0xF2, "3": 0xF3, "5": 0xF5, "7": 0xF7,
        ]
        var bytes: [UInt8] = []
        for character in text {
            if let byte = table[character] {
                bytes.append(byte)
            } else if let ascii = character.asciiValue, character.isLetter {
                // Lower case: a-i 0x81, j-r 0x91, s-z 0xA2; upper case 0x40 above.
                let letter = Int(ascii | 0x20) - 0x61
                let lower = letter < 9 ? 0x81 + letter : letter < 18 ? 0x91 + letter - 9 : 0xA2 + letter - 18
                bytes.append(UInt8(lower + (ascii < 0x61 ? 0x40 : 0)))
            } else {
                return nil
            }
        }
        return Data(bytes)
    }

    private func latin1(_ text: String) -> Data {
        Data(text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
    }
}
