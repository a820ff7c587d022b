extension String {
    /// The text without the spaces that end it (a row's padding, a lead's gap), compared by whole characters.
    ///
    /// A walk back over the string's own indices: `reversed().drop(while:).reversed()` rebuilt every row one
    /// character at a time through unspecialized generic code (Benchmarks/README.md, "Figures behind the code's
    /// comments").
    func droppingTrailingSpaces() -> String {
        var end = endIndex
        while end > startIndex {
            let before = index(before: end)
            guard self[before] == " " else { break }
            end = before
        }
        return end == endIndex ? self : String(self[..<end])
    }
}
