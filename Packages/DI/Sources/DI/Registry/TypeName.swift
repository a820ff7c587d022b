/// Readable names for types in messages: `(any FeedLoader).self` reads `FeedLoader`.
enum TypeName {
    /// The name of a type without the module and without `any `: `(any FeedLoader).self` reads `FeedLoader`,
    /// `Optional<any Clock>` reads `Optional<Clock>`, a nested type keeps its parent: `Outer.Inner`.
    static func of(_ type: Any.Type) -> String {
        readable(String(describing: type))
    }

    /// Drops every `any ` keyword from a type's described name.
    static func readable(_ described: String) -> String {
        var result = ""
        var word = ""
        for character in described {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if character == " ", word == "any" {
                word = ""
                continue
            }
            result += word
            word = ""
            result.append(character)
        }
        return result + word
    }
}
