/// Makes text from feeds, files and servers safe to print: no character in it can steer the terminal.
///
/// Feed text is written by strangers. An ESC starts sequences that retitle the window, clear the screen,
/// recolour or hide text and make links (OSC 8); C1 controls such as U+009B do the same on terminals that
/// read them; BEL rings; a carriage return overwrites the line; bidi controls (U+202A–U+202E,
/// U+2066–U+2069, U+200E, U+200F, U+061C) reorder what follows them. ``cleaned(_:)`` drops every one of
/// them, so what is left is the text itself with only its line breaks.
public enum TerminalText {
    /// `text` without control characters (C0, DEL, C1) other than the line feed, a tab becoming a space,
    /// and without bidi controls.
    public static func cleaned(_ text: String) -> String {
        var text = text
        // Checked and copied as UTF-8 bytes: decoding scalars cost more than the rest of `feed read --json`.
        let cleaned: String? = text.withUTF8 { bytes in
            guard var next = nextControl(in: bytes, from: 0) else { return nil }
            var kept: [UInt8] = []
            kept.reserveCapacity(bytes.count)
            var start = 0
            repeat {
                kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<next.start]))
                if bytes[next.start] == 0x09 { kept.append(0x20) }
                start = next.start + next.length
                guard let found = nextControl(in: bytes, from: start) else { break }
                next = found
            } while true
            kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
            return String(decoding: kept, as: UTF8.self)
        }
        return cleaned ?? text
    }

    /// The first scalar at or after `index` that ``needsCleaning(_:)``, found on the valid UTF-8 of a
    /// `String`: its first byte and its length in bytes.
    private static func nextControl(
        in bytes: UnsafeBufferPointer<UInt8>, from index: Int
    ) -> (start: Int, length: Int)? {
        var index = index
        while index < bytes.count {
            // Eight printable ASCII bytes at a time: nearly all of what is printed.
            while index + 8 <= bytes.count {
                let word = ByteWords.word(at: index, of: bytes)
                guard ByteWords.isPrintableASCII(word) else { break }
                index += 8
            }
            guard index < bytes.count else { break }
            let byte = bytes[index]
            // Printable ASCII and the line feed go by fast; other scalars are checked by their first byte.
            if byte >= 0x20 && byte < 0x7F || byte == 0x0A { index += 1; continue }
            if let length = controlLength(in: bytes, at: index) { return (index, length) }
            index += 1
        }
        return nil
    }

    /// The length in bytes of the scalar that starts at `index` of the valid UTF-8 `bytes` when it
    /// ``needsCleaning(_:)``; `nil` for any other scalar, the line feed, and a byte inside a scalar.
    ///
    /// For writers that clean text as they copy it, byte by byte, without decoding scalars.
    public static func controlLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let byte = bytes[index]
        if byte < 0x80 { return byte < 0x20 && byte != 0x0A || byte == 0x7F ? 1 : nil }
        let second = index + 1 < bytes.count ? bytes[index + 1] : 0
        let third = index + 2 < bytes.count ? bytes[index + 2] : 0
        switch byte {
        // C1 controls, U+0080–U+009F.
        case 0xC2 where second <= 0x9F: return 2
        // U+061C.
        case 0xD8 where second == 0x9C: return 2
        // U+200E, U+200F, U+202A–U+202E.
        case 0xE2 where second == 0x80 && (third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third)): return 3
        // U+2066–U+2069.
        case 0xE2 where second == 0x81 && (0xA6...0xA9).contains(third): return 3
        default: return nil
        }
    }

    /// Whether `scalar` is a control (other than the line feed) or a bidi control.
    ///
    /// Both sets are fixed by Unicode's stability policy: the controls (general category Cc) are C0, DEL
    /// and C1; the bidi controls are the twelve listed above. Comparing values spares the property tables,
    /// which a lookup per scalar of every line printed would cost.
    public static func needsCleaning(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
