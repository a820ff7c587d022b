/// Writes a dependency graph as DOT, Mermaid or JSON.
struct DependencyGraphWriter {
    let graph: DependencyGraph

    /// Graphviz DOT: boxes with the key, lifetime and state; missing keys dashed red, created instances filled.
    func dot() -> String {
        var lines = [
            "digraph DI {", "    rankdir=LR;", "    node [shape=box, style=rounded, fontname=\"Helvetica\"];",
        ]
        for (index, node) in graph.nodes.enumerated() {
            let label = DependencyNodeLabel(node)
            var attributes = "label=\"\(Self.dotEscaped(label.title))\\n\(Self.dotEscaped(label.subtitle))\""
            if label.isMissing {
                attributes += ", style=\"rounded,dashed\", color=red, fontcolor=red"
            } else if label.isCreated {
                attributes += ", style=\"rounded,filled\", fillcolor=\"#e6f4ea\""
            }
            lines.append("    n\(index) [\(attributes)];")
        }
        for (index, node) in graph.nodes.enumerated() {
            for target in node.edges { lines.append("    n\(index) -> n\(target);") }
            for edge in node.deferredEdges {
                lines.append("    n\(index) -> n\(edge.target) [style=dashed, label=\"\(edge.kind.rawValue)\"];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Mermaid flowchart, left to right, with the same information as ``dot()``.
    func mermaid() -> String {
        var lines = ["flowchart LR"]
        for (index, node) in graph.nodes.enumerated() {
            let label = DependencyNodeLabel(node)
            var line =
                "    n\(index)[\"\(Self.mermaidEscaped(label.title))<br/>\(Self.mermaidEscaped(label.subtitle))\"]"
            if label.isMissing {
                line += ":::missing"
            } else if label.isCreated {
                line += ":::created"
            }
            lines.append(line)
        }
        for (index, node) in graph.nodes.enumerated() {
            for target in node.edges { lines.append("    n\(index) --> n\(target)") }
            for edge in node.deferredEdges {
                lines.append("    n\(index) -. \(edge.kind.rawValue) .-> n\(edge.target)")
            }
        }
        lines.append("    classDef missing stroke:#d33,stroke-dasharray:4 4,color:#d33")
        lines.append("    classDef created fill:#e6f4ea")
        return lines.joined(separator: "\n") + "\n"
    }

    /// JSON: `nodes` (id, key, type, name, argumentType, registered, lifetime, kind, created, inherited,
    /// aliasOf) and `edges` (from, to; and kind, `lazy` or `provider`, for a dependency resolved later).
    func json() -> String {
        var nodes: [String] = []
        for (index, node) in graph.nodes.enumerated() {
            let record = node.registration?.record
            let fields = [
                "\"id\":\"n\(index)\"",
                "\"key\":" + Self.jsonString(node.key.description),
                "\"type\":" + Self.jsonString(TypeName.of(node.key.type)),
                "\"name\":" + Self.jsonString(node.key.name?.rawValue),
                "\"argumentType\":" + Self.jsonString(node.key.argumentType.map { TypeName.of($0) }),
                "\"registered\":\(node.registration != nil)",
                "\"lifetime\":" + Self.jsonString(record?.lifetime.rawValue),
                "\"kind\":" + Self.jsonString(record?.kind.rawValue),
                "\"created\":\(node.registration?.cachedInstance != nil)",
                "\"inherited\":\(node.isInherited)",
                "\"aliasOf\":" + Self.jsonString(record?.aliasOf?.description),
            ]
            nodes.append("{" + fields.joined(separator: ",") + "}")
        }
        var edges: [String] = []
        for (index, node) in graph.nodes.enumerated() {
            for target in node.edges { edges.append("{\"from\":\"n\(index)\",\"to\":\"n\(target)\"}") }
            for edge in node.deferredEdges {
                edges.append(
                    "{\"from\":\"n\(index)\",\"to\":\"n\(edge.target)\",\"kind\":\"\(edge.kind.rawValue)\"}")
            }
        }
        return "{\"nodes\":[" + nodes.joined(separator: ",") + "],\"edges\":[" + edges.joined(separator: ",") + "]}"
    }

    private static func dotEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    private static func mermaidEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "\n": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    private static func jsonString(_ text: String?) -> String {
        guard let text else { return "null" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
