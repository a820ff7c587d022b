import Domain

/// The header lines of a response as libcurl hands them over, one at a time, checked as they come.
///
/// A status line starts a new head (after a `100 Continue`), so the fields are those of the last
/// response. The head is bounded in lines and in bytes, and so is each line.
struct ResponseHeadLines {
    /// The most header lines one head may have.
    static let maxLines = 256
    /// The longest header line, in bytes.
    static let maxLineBytes = 16 * 1_024
    /// The largest head, in bytes.
    static let maxHeadBytes = 64 * 1_024

    /// The fields so far, with the names as the server first spelled them; repeated fields (whatever
    /// the case of their names) joined with ", ".
    private(set) var fields: [String: String] = [:]
    private var spellings: [String: String] = [:]
    private var lineCount = 0
    private var byteCount = 0
    /// Whether the blank line that ends a head has arrived (libcurl takes a head cut short for a whole one).
    private(set) var isComplete = false

    /// Adds one line (its line break included); returns why the head is refused, or `nil`.
    mutating func add(_ line: String) -> String? {
        let trimmed = line.trimming { $0 == "\r" || $0 == "\n" }
        if trimmed.hasPrefix("HTTP/") {
            self = ResponseHeadLines()
            return nil
        }
        guard !trimmed.isEmpty else {
            isComplete = true
            return nil
        }
        lineCount += 1
        byteCount += line.utf8.count
        guard lineCount <= Self.maxLines else { return "its head has more than \(Self.maxLines) lines" }
        guard line.utf8.count <= Self.maxLineBytes else {
            return "a line of its head is longer than \(Self.maxLineBytes) bytes"
        }
        guard byteCount <= Self.maxHeadBytes else { return "its head is larger than \(Self.maxHeadBytes) bytes" }
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        let name = String(trimmed[..<colon])
        let value = trimmed[trimmed.index(after: colon)...].trimming { $0 == " " || $0 == "\t" }
        let key = name.lowercased()
        if key == "content-length", Int(value).map({ $0 < 0 }) ?? true {
            return "its Content-Length \(value) is not a number of bytes"
        }
        if let spelling = spellings[key], let earlier = fields[spelling] {
            fields[spelling] = earlier + ", " + value
        } else {
            spellings[key] = name
            fields[name] = value
        }
        return nil
    }
}
