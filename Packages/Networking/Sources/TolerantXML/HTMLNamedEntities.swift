/// The HTML named character references (`&eacute;`, `&hellip;`, `&nbsp;`, all 2,125 of the WHATWG list).
///
/// Feeds use them everywhere, in XML where they are not defined and in escaped HTML; a reader that
/// refused them would refuse a large share of real feeds. The table is generated from Python's
/// `html.entities.html5` by `scripts/generate-html-entities` and parsed once, on first use.
public enum HTMLNamedEntities {
    /// The text `name` (without `&` and `;`) stands for, or `nil` when HTML defines no such name.
    public static func text(named name: String) -> String? {
        byName[name]
    }

    /// The UTF-8 bytes `name` stands for, or `nil`.
    static func bytes(named name: String) -> [UInt8]? {
        byNameUTF8[name]
    }

    private static let byName: [String: String] = {
        var result: [String: String] = [:]
        result.reserveCapacity(2_200)
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let name = fields.first else { continue }
            var text = String.UnicodeScalarView()
            for field in fields.dropFirst() {
                if let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) {
                    text.append(scalar)
                }
            }
            result[String(name)] = String(text)
        }
        return result
    }()

    private static let byNameUTF8: [String: [UInt8]] = byName.mapValues { Array($0.utf8) }
}
