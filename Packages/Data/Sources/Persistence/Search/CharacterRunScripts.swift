/// The scripts written without spaces between words, whose characters the search indexes read one by one.
///
/// Chinese and Japanese (Han, hiragana, katakana and their marks), Thai, Lao, Khmer and Myanmar. Korean is written
/// with spaces and keeps its words.
enum CharacterRunScripts {
    /// Whether `scalar` belongs to a script written without spaces.
    static func isWrittenWithoutSpaces(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0E00...0x0EFF,  // Thai, Lao
            0x1000...0x109F,  // Myanmar
            0x1780...0x17FF,  // Khmer
            0x3005...0x3007, 0x3021...0x3029, 0x3031...0x3035, 0x303B...0x303C,  // 々 〆 〇, numerals, kana repeats
            0x3040...0x30FF, 0x31F0...0x31FF,  // hiragana, katakana
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF,  // Han
            0xFF66...0xFF9F:  // half-width katakana
            return true
        default:
            return false
        }
    }

    /// The scalar at `index` of the UTF-8 `bytes` (up to `end`) and its width in bytes; a byte that starts no
    /// whole sequence is read alone, as U+FFFD.
    static func decode(_ bytes: UnsafePointer<UInt8>, at index: Int, end: Int) -> (scalar: UInt32, width: Int) {
        let lead = UInt32(bytes[index])
        let (width, bits): (Int, UInt32) =
            switch lead {
            case 0..<0x80: (1, lead)
            case 0xC0..<0xE0: (2, lead & 0x1F)
            case 0xE0..<0xF0: (3, lead & 0x0F)
            case 0xF0..<0xF8: (4, lead & 0x07)
            default: (0, 0)
            }
        guard width > 0, index + width <= end else { return (0xFFFD, 1) }
        var scalar = bits
        for offset in 1..<width {
            let byte = UInt32(bytes[index + offset])
            guard byte & 0xC0 == 0x80 else { return (0xFFFD, 1) }
            scalar = scalar << 6 | byte & 0x3F
        }
        return (scalar, width)
    }
}
