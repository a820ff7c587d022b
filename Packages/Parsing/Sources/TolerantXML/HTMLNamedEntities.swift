/// The HTML named character references (`&eacute;`, `&hellip;`, `&nbsp;`, all 2,125 of the WHATWG list).
///
/// Feeds use them everywhere, in XML where they are not defined and in escaped HTML; a reader that
/// refused them would refuse a large share of real feeds. The table is generated from Python's
/// `html.entities.html5` by `scripts/generate-html-entities`, sorted by name; on first use it is indexed
/// in one pass (its values decoded to UTF-8), and a name is found by binary search: a dictionary built
/// from it cost more than reading a whole feed (Benchmarks/README.md, "Figures behind the code's comments").
public enum HTMLNamedEntities {
    /// The text `name` (without `&` and `;`) stands for, or `nil` when HTML defines no such name.
    public static func text(named name: String) -> String? {
        // What escaped HTML decoded once is mostly left with, answered before the search.
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "nbsp": return "\u{A0}"
        default: break
        }
        var name = name
        return name.withUTF8 { name in
            index.value(named: name).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The UTF-8 bytes `name` (the bytes between `&` and `;`) stands for, or `nil`.
    static func bytes(named name: UnsafeBufferPointer<UInt8>) -> ArraySlice<UInt8>? {
        index.value(named: name)
    }

    private static let index = Index(table)

    /// The table's names in order, each with its value's UTF-8 bytes.
    private struct Index: Sendable {
        /// Each name's bytes in ``names``, and its value's in ``values``.
        private var entries: [(name: Range<Int>, value: Range<Int>)] = []
        private var names: [UInt8] = []
        private var values: [UInt8] = []

        /// Indexes lines of the form `name HEX HEX…`, sorted by name.
        init(_ table: String) {
            entries.reserveCapacity(2_200)
            var nameStart = 0
            var valueStart = 0
            var scalar: UInt32? = nil
            var inName = true
            for byte in table.utf8 {
                switch byte {
                case UInt8(ascii: "\n"):
                    appendValue(scalar)
                    entries.append((nameStart..<names.count, valueStart..<values.count))
                    (nameStart, valueStart, scalar, inName) = (names.count, values.count, nil, true)
                case UInt8(ascii: " "):
                    appendValue(scalar)
                    (scalar, inName) = (0, false)
                case _ where inName:
                    names.append(byte)
                default:
                    scalar = (scalar ?? 0) &* 16 &+ UInt32(Self.hexValue(byte))
                }
            }
            appendValue(scalar)
            if names.count > nameStart { entries.append((nameStart..<names.count, valueStart..<values.count)) }
        }

        /// The value of `name`, by binary search over the sorted names.
        func value(named name: UnsafeBufferPointer<UInt8>) -> ArraySlice<UInt8>? {
            names.withUnsafeBufferPointer { names in
                var low = 0
                var high = entries.count
                while low < high {
                    let middle = (low + high) / 2
                    if Self.compare(UnsafeBufferPointer(rebasing: names[entries[middle].name]), name) < 0 {
                        low = middle + 1
                    } else {
                        high = middle
                    }
                }
                guard low < entries.count,
                    Self.compare(UnsafeBufferPointer(rebasing: names[entries[low].name]), name) == 0
                else { return nil }
                return values[entries[low].value]
            }
        }

        /// Negative, zero or positive as `left` sorts before, with or after `right`, byte by byte.
        private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
            for index in 0..<min(left.count, right.count) where left[index] != right[index] {
                return Int(left[index]) - Int(right[index])
            }
            return left.count - right.count
        }

        private mutating func appendValue(_ scalar: UInt32?) {
            guard let scalar, let value = Unicode.Scalar(scalar) else { return }
            values.append(contentsOf: String(value).utf8)
        }

        private static func hexValue(_ byte: UInt8) -> UInt8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            default: 0
            }
        }
    }
}
