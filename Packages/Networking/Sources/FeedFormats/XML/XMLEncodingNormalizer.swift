import Domain
import Foundation
import TolerantXML

/// Turns the bytes of an XML document into the UTF-8 the ``XMLReader`` reads.
///
/// The encoding comes from the byte-order mark, else the XML declaration, else the `charset` of the
/// Content-Type, else UTF-8. ISO-8859-1 is read as Windows-1252, as browsers do, since feeds that declare
/// Latin-1 routinely contain Windows quotes and dashes. The declaration is left as it is: the reader
/// ignores it.
enum XMLEncodingNormalizer {
    /// The encodings the normalizer understands.
    enum Encoding: Equatable {
        case utf8, utf16BigEndian, utf16LittleEndian, windows1252
    }

    /// Returns `data` as UTF-8.
    ///
    /// - Throws: `FeedLoadingError.malformed` for bytes that are not valid in the encoding (with the line
    ///   and column of the first bad byte) or an encoding it cannot read.
    static func utf8Bytes(from data: Data, charset: String? = nil) throws -> [UInt8] {
        let bytes = [UInt8](data)
        let (bomEncoding, bomLength) = byteOrderMark(of: bytes)
        if let bomEncoding, bomEncoding != .utf8 {
            return transcode(Array(bytes[bomLength...]), from: bomEncoding)
        }
        if bomEncoding == nil, let utf16 = utf16WithoutMark(bytes) {
            return transcode(bytes, from: utf16)
        }
        let body = Array(bytes[bomLength...])
        let label = XMLDeclaration.encodingLabel(in: body) ?? (bomEncoding == nil ? charset : nil)
        let encoding = try label.map(encoding(named:)) ?? .utf8
        switch encoding {
        case .windows1252:
            return transcode(body, from: .windows1252)
        case .utf8, .utf16BigEndian, .utf16LittleEndian:
            // A UTF-16 label without UTF-16 bytes is a mislabelled UTF-8 (or ASCII) document.
            try UTF8Validator.validate(body)
            return body
        }
    }

    private static func byteOrderMark(of bytes: [UInt8]) -> (Encoding?, Int) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        return (nil, 0)
    }

    private static func utf16WithoutMark(_ bytes: [UInt8]) -> Encoding? {
        if bytes.starts(with: [0x00, 0x3C, 0x00]) { return .utf16BigEndian }
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return .utf16LittleEndian }
        return nil
    }

    private static func encoding(named label: String) throws -> Encoding {
        let name = label.trimmingCharacters(in: .whitespaces).lowercased()
        switch name {
        case "utf-8", "utf8", "us-ascii", "ascii": return .utf8
        case "utf-16", "utf16", "utf-16be": return .utf16BigEndian
        case "utf-16le": return .utf16LittleEndian
        case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1", "iso-latin-1", "cp819",
            "windows-1252", "cp1252", "x-cp1252":
            return .windows1252
        default:
            throw FeedLoadingError.malformed(
                reason: "the encoding \"\(label)\" is not supported (UTF-8, UTF-16, ISO-8859-1 and Windows-1252 are); "
                    + "save the document as UTF-8",
                line: 1,
                column: nil
            )
        }
    }

    private static func transcode(_ bytes: [UInt8], from encoding: Encoding) -> [UInt8] {
        switch encoding {
        case .utf8:
            return bytes
        case .windows1252:
            var text = String.UnicodeScalarView()
            text.reserveCapacity(bytes.count)
            for byte in bytes { text.append(Windows1252.scalar(for: byte)) }
            return Array(String(text).utf8)
        case .utf16BigEndian, .utf16LittleEndian:
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 0
            while index + 1 < bytes.count {
                let (high, low) =
                    encoding == .utf16BigEndian
                    ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                units.append(UInt16(high) << 8 | UInt16(low))
                index += 2
            }
            return Array(String(decoding: units, as: UTF16.self).utf8)
        }
    }
}
