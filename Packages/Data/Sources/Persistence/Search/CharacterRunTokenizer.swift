import CSQLite

/// One `feed_words` tokenizer (``SQLiteWordTokenizer``) of one index: two `unicode61` tokenizers, one reading the
/// text and one the parts of a token that are not in a run of characters written without spaces.
///
/// A token holding no byte of a three- or four-byte UTF-8 sequence (every Latin, Greek, Cyrillic word) is passed
/// on as `unicode61` gave it, after one scan of its bytes. A token with such bytes is split: each character of a
/// script written without spaces becomes a token; what lies between them is tokenized again, by the second
/// `unicode61` (the first is in the middle of its text), at its offsets in the text.
final class CharacterRunTokenizer {
    /// FTS5's callback for one token: context, flags, the token's bytes and count, its offsets in the text.
    typealias Emit =
        @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32, Int32, Int32)
        -> Int32

    private let methods: fts5_tokenizer
    private let words: OpaquePointer
    private let pieces: OpaquePointer

    /// Takes over two `unicode61` tokenizers made with `methods`, deleting them with it.
    init(methods: fts5_tokenizer, words: OpaquePointer, pieces: OpaquePointer) {
        self.methods = methods
        self.words = words
        self.pieces = pieces
    }

    deinit {
        methods.xDelete?(words)
        methods.xDelete?(pieces)
    }

    /// Where tokens go: FTS5's callback and context, the text, and the offset of the part being tokenized.
    private struct Sink {
        let emit: Emit
        let context: UnsafeMutableRawPointer?
        let text: UnsafePointer<CChar>
        let flags: Int32
        let tokenizer: Unmanaged<CharacterRunTokenizer>
        let offset: Int32
    }

    /// Tokenizes the `length` bytes at `text` for FTS5, calling `emit` with `context` for each token.
    func tokenize(
        _ text: UnsafePointer<CChar>, length: Int32, flags: Int32, emit: Emit, context: UnsafeMutableRawPointer?
    ) -> Int32 {
        var sink = Sink(
            emit: emit, context: context, text: text, flags: flags, tokenizer: .passUnretained(self), offset: 0)
        return withUnsafeMutablePointer(to: &sink) { sink in
            methods.xTokenize?(words, sink, flags, text, length, Self.word) ?? SQLITE_ERROR
        }
    }

    /// A token of the text, passed on or split.
    private static let word: Emit = { raw, flags, token, count, start, end in
        guard let raw, let token else { return SQLITE_ERROR }
        let sink = raw.assumingMemoryBound(to: Sink.self).pointee
        guard mayHoldRun(token, count) else { return sink.emit(sink.context, flags, token, count, start, end) }
        return sink.tokenizer.takeUnretainedValue().split(sink, from: start, to: end)
    }

    /// A token of a part of a split token, moved to its place in the text.
    private static let piece: Emit = { raw, flags, token, count, start, end in
        guard let raw else { return SQLITE_ERROR }
        let sink = raw.assumingMemoryBound(to: Sink.self).pointee
        return sink.emit(sink.context, flags, token, count, start + sink.offset, end + sink.offset)
    }

    /// Emits the token at `start..<end` of the text as single characters and the parts between them.
    private func split(_ sink: Sink, from start: Int32, to end: Int32) -> Int32 {
        let bytes = UnsafeRawPointer(sink.text).assumingMemoryBound(to: UInt8.self)
        var index = start
        var rest = start
        while index < end {
            let (scalar, width) = CharacterRunScripts.decode(bytes, at: Int(index), end: Int(end))
            guard CharacterRunScripts.isWrittenWithoutSpaces(scalar) else {
                index += Int32(width)
                continue
            }
            if rest < index {
                let code = tokenizeAgain(sink, from: rest, to: index)
                guard code == SQLITE_OK else { return code }
            }
            let next = index + Int32(width)
            let code = sink.emit(sink.context, 0, sink.text + Int(index), Int32(width), index, next)
            guard code == SQLITE_OK else { return code }
            index = next
            rest = next
        }
        return rest < end ? tokenizeAgain(sink, from: rest, to: end) : SQLITE_OK
    }

    /// Tokenizes `start..<end` of the text with the second `unicode61`, the tokens at their offsets in the text.
    private func tokenizeAgain(_ sink: Sink, from start: Int32, to end: Int32) -> Int32 {
        var part = Sink(
            emit: sink.emit, context: sink.context, text: sink.text, flags: sink.flags, tokenizer: sink.tokenizer,
            offset: start)
        return withUnsafeMutablePointer(to: &part) { part in
            methods.xTokenize?(pieces, part, sink.flags, sink.text + Int(start), end - start, Self.piece)
                ?? SQLITE_ERROR
        }
    }

    /// Whether the `count` bytes at `token` hold a lead byte of a three- or four-byte sequence: every script
    /// written without spaces lies above U+0800.
    private static func mayHoldRun(_ token: UnsafePointer<CChar>, _ count: Int32) -> Bool {
        let bytes = UnsafeRawPointer(token).assumingMemoryBound(to: UInt8.self)
        for index in 0..<Int(max(count, 0)) where bytes[index] >= 0xE0 { return true }
        return false
    }
}
