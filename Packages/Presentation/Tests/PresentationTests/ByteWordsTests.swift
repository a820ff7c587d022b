import Presentation
import Testing

@Suite("Eight bytes tested at once")
struct ByteWordsTests {
    @Test("each test answers as a byte-by-byte look would, for every byte value at every place beside any other")
    func agreesWithBytes() {
        var mismatches: [[UInt8]] = []
        for byte in 0...255 {
            for other in stride(from: 0, through: 255, by: 17) {
                for place in 0..<8 {
                    var bytes = [UInt8](repeating: UInt8(other), count: 8)
                    bytes[place] = UInt8(byte)
                    if !answersAsBytes(bytes) { mismatches.append(bytes) }
                }
            }
        }

        #expect(mismatches.isEmpty)
    }

    // MARK: - Helpers

    private func answersAsBytes(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let word = ByteWords.word(at: 0, of: buffer)
            return ByteWords.hasByte(word, equalTo: 0x22) == bytes.contains(0x22)
                && ByteWords.hasByte(word, equalTo: 0x00) == bytes.contains(0x00)
                && ByteWords.hasByte(word, below: 0x20) == bytes.contains { $0 < 0x20 }
                && ByteWords.hasByte(word, above: 0x7E) == bytes.contains { $0 > 0x7E }
                && ByteWords.isPrintableASCII(word) == bytes.allSatisfy { (0x20...0x7E).contains($0) }
        }
    }
}
