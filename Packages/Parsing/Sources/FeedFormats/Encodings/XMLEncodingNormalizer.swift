import TolerantXML

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns the bytes of an XML document into the UTF-8 the ``XMLReader`` reads.
///
/// The encoding is chosen as RFC 7303 and established feed parsers choose it: a byte-order mark (or the
/// byte pattern of `<?xml` in UTF-16, UTF-32 or EBCDIC) wins, then the Content-Type's `charset`, then the
/// XML declaration, then UTF-8. A label that is empty, unknown, or wrong for the bytes (a server that
/// calls everything UTF-8) gives way to the next; bytes no label fits are read as Windows-1252, so no
/// document is refused over its encoding. Legacy encodings go through `iconv` (``IconvTranscoder``), the two
/// Mac code pages it lacks through their tables (``MacCodePage``).
enum XMLEncodingNormalizer {
    /// Returns `data` as UTF-8.
    static func utf8Bytes(from data: Data, charset: String? = nil) -> [UInt8] {
        let bytes = [UInt8](data)
        if let (encoding, markLength) = sniffedEncoding(of: bytes),
            let decoded = decode(bytes[markLength...], as: encoding)
        {
            // EBCDIC has many code pages that agree on `<?xml`: the declaration, now readable, names the page.
            if encoding == .iconv("IBM037"), let label = XMLDeclaration.encodingLabel(in: decoded),
                case .iconv(let name)? = TextEncoding(label: label), name != "IBM037",
                let redecoded = decode(bytes[...], as: .iconv(name))
            {
                return redecoded
            }
            return decoded
        }
        let labels = [charset, XMLDeclaration.encodingLabel(in: bytes)].compactMap { $0 }
        for encoding in labels.compactMap(TextEncoding.init(label:)) where !encoding.isWideUnicode {
            if let decoded = decode(bytes[...], as: encoding) { return decoded }
        }
        return decode(bytes[...], as: .utf8) ?? transcodeWindows1252(bytes[...])
    }

    /// Whether `data` is already the UTF-8 that ``utf8Bytes(from:charset:)`` gives, byte for byte: no
    /// byte-order mark or other encoding's pattern, no label that names another byte encoding before UTF-8,
    /// and valid UTF-8. The reader can then read the data's own bytes, with no copy made, so no page of a
    /// second copy is touched.
    static func isUTF8AsIs(_ data: Data, charset: String? = nil) -> Bool {
        // The sniffed patterns and the declaration's label lie in the first 320 bytes (64 of leading
        // space, then the declaration up to its 256th byte).
        let head = [UInt8](data.prefix(320))
        guard sniffedEncoding(of: head) == nil else { return false }
        let labels = [charset, XMLDeclaration.encodingLabel(in: head)].compactMap { $0 }
        let firstEncoding = labels.compactMap(TextEncoding.init(label:)).first { !$0.isWideUnicode }
        guard firstEncoding == nil || firstEncoding == .utf8 else { return false }
        return data.withUnsafeBytes { UTF8Validator.isValid($0.bindMemory(to: UInt8.self)) }
    }

    /// The encoding the first bytes prove, and the length of its byte-order mark.
    private static func sniffedEncoding(of bytes: [UInt8]) -> (TextEncoding, Int)? {
        let patterns: [([UInt8], TextEncoding, Int)] = [
            ([0x00, 0x00, 0xFE, 0xFF], .iconv("UTF-32BE"), 4), ([0xFF, 0xFE, 0x00, 0x00], .iconv("UTF-32LE"), 4),
            ([0xEF, 0xBB, 0xBF], .utf8, 3), ([0xFE, 0xFF], .utf16BigEndian, 2), ([0xFF, 0xFE], .utf16LittleEndian, 2),
            ([0x00, 0x00, 0x00, 0x3C], .iconv("UTF-32BE"), 0), ([0x3C, 0x00, 0x00, 0x00], .iconv("UTF-32LE"), 0),
            ([0x00, 0x3C, 0x00], .utf16BigEndian, 0), ([0x3C, 0x00, 0x3F, 0x00], .utf16LittleEndian, 0),
            ([0x4C, 0x6F, 0xA7, 0x94], .iconv("IBM037"), 0),
        ]
        return patterns.first { bytes.starts(with: $0.0) }.map { ($0.1, $0.2) }
    }

    /// `bytes` decoded from `encoding` into UTF-8, or `nil` when they are not valid in it.
    private static func decode(_ bytes: ArraySlice<UInt8>, as encoding: TextEncoding) -> [UInt8]? {
        switch encoding {
        case .utf8:
            return UTF8Validator.isValid(bytes) ? Array(bytes) : nil
        case .windows1252:
            return transcodeWindows1252(bytes)
        case .utf16BigEndian, .utf16LittleEndian:
            return transcodeUTF16(bytes, bigEndian: encoding == .utf16BigEndian)
        case .iconv(let name):
            return IconvTranscoder.utf8(from: bytes, encoding: name)
        case .mac(let page):
            return page.utf8(from: bytes)
        }
    }

    private static func transcodeWindows1252(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var text = String.UnicodeScalarView()
        text.reserveCapacity(bytes.count)
        for byte in bytes { text.append(Windows1252.scalar(for: byte)) }
        return Array(String(text).utf8)
    }

    private static func transcodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
