extension XMLTree {
    /// The value of the attribute `name` in `namespace` (`nil`: an unprefixed attribute) of `element`;
    /// the first one when the document repeats it.
    public func attribute(_ name: String, namespace: String? = nil, of element: Int) -> String? {
        guard let node = node(element), node.kind == .element else { return nil }
        for attribute in attributes[node.first..<node.last]
        where names[attribute.localName] == name
            && (attribute.namespace < 0 ? namespace == nil : names[attribute.namespace] == namespace)
        {
            return string(attribute.value)
        }
        return nil
    }

    /// Whether any element of the document has the attribute `name` in `namespace` (`nil`: an unprefixed
    /// attribute): one pass over the attributes, none when the document holds no such name.
    public func containsAttribute(_ name: String, namespace: String? = nil) -> Bool {
        guard let nameID = names.firstIndex(of: name) else { return false }
        var namespaceID = -1
        if let namespace {
            guard let id = names.firstIndex(of: namespace) else { return false }
            namespaceID = id
        }
        return attributes.contains { $0.localName == nameID && $0.namespace == namespaceID }
    }

    /// Every attribute of `element` in document order, `xmlns` declarations excepted.
    public func attributes(of element: Int) -> [(localName: String, namespace: String?, value: String)] {
        guard let node = node(element), node.kind == .element else { return [] }
        return attributes[node.first..<node.last].map { attribute in
            (
                names[attribute.localName], attribute.namespace < 0 ? nil : names[attribute.namespace],
                string(attribute.value)
            )
        }
    }
}
