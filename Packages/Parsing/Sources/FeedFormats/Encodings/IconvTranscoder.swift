#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Converts text in a legacy encoding (KOI8-R, Shift_JIS, GB18030, windows-1251, EBCDIC…) to UTF-8 with
/// the C library's `iconv`, which knows every encoding feeds are published in.
enum IconvTranscoder {
    /// `bytes` in `encoding` (an iconv name) as UTF-8, or `nil` when iconv does not know the encoding or
    /// the bytes are not valid in it. A multi-byte character cut short at the very end is dropped.
    static func utf8(from bytes: ArraySlice<UInt8>, encoding: String) -> [UInt8]? {
        let converter = iconv_open("UTF-8", encoding)
        guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = Array(bytes)
        var output = [UInt8](repeating: 0, count: input.count * 3 + 16)
        var written = 0
        var succeeded = true
        input.withUnsafeMutableBytes { inputBuffer in
            var inputPointer = inputBuffer.baseAddress?.assumingMemoryBound(to: CChar.self)
            var inputLeft = inputBuffer.count
            while inputLeft > 0 {
                let result = output.withUnsafeMutableBytes { outputBuffer -> (Int, Int32, Int) in
                    var outputPointer = outputBuffer.baseAddress.map {
                        ($0 + written).assumingMemoryBound(to: CChar.self)
                    }
                    var outputLeft = outputBuffer.count - written
                    let converted = iconv(converter, &inputPointer, &inputLeft, &outputPointer, &outputLeft)
                    return (converted, converted == -1 ? errno : 0, outputBuffer.count - written - outputLeft)
                }
                written += result.2
                guard result.0 == -1 else { break }
                if result.1 == E2BIG {
                    output += [UInt8](repeating: 0, count: max(output.count, 64))
                } else {
                    // EINVAL: an incomplete character at the end, dropped; EILSEQ: not this encoding.
                    succeeded = result.1 == EINVAL
                    break
                }
            }
        }
        guard succeeded else { return nil }
        output.removeSubrange(written...)
        return output
    }
}
