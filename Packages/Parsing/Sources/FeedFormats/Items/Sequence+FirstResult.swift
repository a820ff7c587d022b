extension Sequence {
    /// The first non-`nil` result of `transform`, which runs once per element, up to the element that gives it.
    ///
    /// For the mappers' fallbacks, where each try reduces HTML or parses a date: `lazy.compactMap(_:).first`
    /// computes the first result twice (once to find it, once to read it).
    func firstResult<Result>(of transform: (Element) -> Result?) -> Result? {
        for element in self {
            if let result = transform(element) { return result }
        }
        return nil
    }
}
