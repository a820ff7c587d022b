extension FeedLoadingError: CustomStringConvertible {
    /// What failed and what to try, in one or two sentences.
    public var description: String {
        switch self {
        case .cannotConnect(let host):
            "Couldn't connect to \(host). Check the address and your connection, or try again later."
        case .timedOut(let host, let seconds):
            "\(host) did not answer within \(seconds) s. Try again later or allow more time with --timeout."
        case .httpStatus(let code, let host):
            "\(host) answered HTTP \(code)\(Self.statusHint(code))."
        case .tooLarge(let limit):
            "The document is larger than the \(limit)-byte limit, so it was not read."
        case .malformed(let reason, let line, let column):
            "The document is not valid\(Self.place(line: line, column: column)): \(reason)."
        case .notAFeed(let reason):
            "That address does not hold a feed (\(reason)). Check the URL: it should point at the RSS, Atom or JSON feed."
        case .notModified:
            "The feed has not changed since it was last saved."
        case .notCached:
            "Nothing is cached for this feed yet. Read it once while online."
        case .fileNotFound(let path):
            "There is no file at \(path). Check the path."
        case .fileNotReadable(let path):
            "The file at \(path) cannot be read. Check its permissions."
        case .cacheUnavailable(let reason):
            "The offline cache is not available: \(reason)."
        case .invalidAddress(let address):
            "\"\(address)\" is not an address the reader can load. Use an http(s) URL, a file URL or a path."
        case .cancelled:
            "The load was cancelled."
        case .unexpected(let details):
            "Something unexpected went wrong: \(details)."
        }
    }

    private static func statusHint(_ code: Int) -> String {
        switch code {
        case 401, 403: " (access denied; the feed may need a login)"
        case 404, 410: " (not found; check the URL)"
        case 429: " (too many requests; try again later)"
        case 500...599: " (a server error; try again later)"
        default: ""
        }
    }

    private static func place(line: Int?, column: Int?) -> String {
        switch (line, column) {
        case (let line?, let column?): " at line \(line), column \(column)"
        case (let line?, nil): " at line \(line)"
        default: ""
        }
    }
}
