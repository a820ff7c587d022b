/// What a command accepts besides flags.
enum PositionalRule: Sendable, Equatable {
    /// Nothing.
    case none
    /// Any number of values, named in help (`URL|PATH`).
    case zeroOrMore(String)
    /// Exactly one value, named in help (`URL`).
    case one(String)
    /// Exactly one of a fixed set of words (`info`, `clear`).
    case choice([String])
    /// At most one value (a command name, for `feed help`).
    case optional(String)

    /// How help writes it: `[URL|PATH ...]`, `URL`, `info|clear`.
    var synopsis: String {
        switch self {
        case .none: ""
        case .zeroOrMore(let name): "[\(name) ...]"
        case .one(let name): name
        case .choice(let words): words.joined(separator: "|")
        case .optional(let name): "[\(name)]"
        }
    }
}
