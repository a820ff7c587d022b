import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An encoding a feed can be published in, named by a label from a declaration or a Content-Type.
enum TextEncoding: Equatable {
    case utf8
    case utf16BigEndian, utf16LittleEndian
    /// Windows-1252, which ISO-8859-1 labels also mean, as in browsers: feeds that say Latin-1 routinely
    /// hold Windows quotes and dashes.
    case windows1252
    /// Anything else, by the name `iconv` knows it under (UTF-32, KOI8-R, Shift_JIS, EBCDIC…).
    case iconv(String)
    /// A Mac code page `iconv` lacks.
    case mac(MacCodePage)

    /// The encoding `label` names, or `nil` for an empty label. Labels are matched without case, and the
    /// aliases feeds use are mapped to iconv's names (an unknown label still reaches iconv, which may know it).
    init?(label: String) {
        // Python and feeds write `windows_1251` for `windows-1251`: one spelling for the tables below.
        let name = label.trimming { $0.isWhitespaceOrNewline || $0 == "\"" || $0 == "'" }.lowercased()
            .replacingEvery("_", with: "-")
        guard !name.isEmpty else { return nil }
        switch name {
        case "utf-8", "utf8", "us-ascii", "ascii", "unicode-1-1-utf-8", "x-unicode20utf8": self = .utf8
        case "utf-16", "utf16", "utf-16be", "unicode", "iso-10646-ucs-2", "ucs-2": self = .utf16BigEndian
        case "utf-16le": self = .utf16LittleEndian
        case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1", "iso-latin-1", "cp819", "ibm819",
            "windows-1252", "cp1252", "x-cp1252", "csisolatin1", "iso-ir-100":
            self = .windows1252
        default:
            if let page = MacCodePage(label: name) {
                self = .mac(page)
            } else {
                self = .iconv(Self.iconvAliases[name] ?? name.uppercased())
            }
        }
    }

    /// Whether the label names a UTF-16 or UTF-32 encoding, which only the bytes themselves can confirm:
    /// a document labelled so but written in ASCII-compatible bytes is mislabelled.
    var isWideUnicode: Bool {
        switch self {
        case .utf16BigEndian, .utf16LittleEndian: return true
        case .iconv(let name): return name.hasPrefix("UTF-32") || name.hasPrefix("UCS-4")
        case .utf8, .windows1252, .mac: return false
        }
    }

    private static let iconvAliases: [String: String] = [
        "shift-jis": "SHIFT_JIS", "x-sjis": "SHIFT_JIS", "sjis": "SHIFT_JIS", "ms_kanji": "SHIFT_JIS",
        "csshiftjis": "SHIFT_JIS", "windows-31j": "CP932", "x-euc-jp": "EUC-JP", "gb2312": "GBK",
        "x-gbk": "GBK", "csgb2312": "GBK", "euc-cn": "GBK", "x-mac-roman": "MACINTOSH", "mac": "MACINTOSH",
        "x-mac-cyrillic": "MAC-CYRILLIC", "x-mac-ukrainian": "MAC-UK", "ks_c_5601-1987": "CP949",
        "windows-949": "CP949", "ebcdic-cp-us": "IBM037", "cp037": "IBM037", "x-user-defined": "WINDOWS-1252",
        "utf-32": "UTF-32BE", "ucs-4": "UTF-32BE", "windows-874": "CP874", "tis-620": "TIS-620",
        "macroman": "MACINTOSH", "mac-roman": "MACINTOSH", "maccentraleurope": "MAC-CENTRALEUROPE",
        "maclatin2": "MAC-CENTRALEUROPE", "mac-latin2": "MAC-CENTRALEUROPE", "maciceland": "MAC-IS",
        "maccyrillic": "MAC-CYRILLIC", "ms-cyrl": "CP1251", "cp-is": "CP861", "csibm861": "IBM861",
    ]
}
