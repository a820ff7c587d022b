import DIAssemblies
import Domain

/// The manual page `feed.1`, in roff, generated from the commands' specs as help is.
///
/// Every command's usage line, summary and flags are the ones `feed COMMAND --help` prints.
enum ManPage {
    /// The page for `table`.
    static func text(table: [CommandSpec] = CommandList.specs, version: String = AppVersion.current) -> String {
        let bare = table.first { $0.name.isEmpty }
        var lines = [
            ".TH FEED 1 \"\" \(quoted("feed \(version)")) \"User Commands\"",
            ".SH NAME", "feed \\- \(escaped(HelpText.tagline))",
            ".SH SYNOPSIS",
        ]
        if let bare { lines += [".B feed", escaped(bare.usageParts.joined(separator: " ")), ".br"] }
        lines += [".B feed", ".I COMMAND", "[ARGUMENTS] [FLAGS]"]
        lines += [".SH DESCRIPTION", escaped(bare?.summary ?? ""), ".PP", escaped(HelpText.flagsNote)]
        lines += [".SH COMMANDS"]
        for spec in table where !spec.name.isEmpty {
            lines += command(spec)
        }
        lines += [".SH EXIT STATUS"]
        for (code, meaning) in HelpText.exitCodes {
            lines += [".TP", ".B \(code)", escaped(meaning) + "."]
        }
        lines += [
            ".SH SEE ALSO",
            escaped("feed help COMMAND, feed COMMAND --help; feed completion bash|zsh|fish for shell completion."),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func command(_ spec: CommandSpec) -> [String] {
        var lines = [".SS \(escaped(spec.invocation))", ".B \(escaped(spec.invocation))"]
        if !spec.usageParts.isEmpty { lines.append(escaped(spec.usageParts.joined(separator: " "))) }
        lines += [".PP", escaped(spec.summary)]
        guard !spec.flags.isEmpty else { return lines }
        for flag in spec.flags {
            lines += [".TP", ".B \(escaped(flag.synopsis))", escaped(flag.help)]
        }
        lines += [".TP", ".B \(escaped("-h, --help"))", "Show this help."]
        return lines
    }

    /// `text` as roff text: backslashes and hyphens escaped, other than ASCII as `\[u2265]` (troff reads
    /// bytes), a leading dot or quote kept as text.
    static func escaped(_ text: String) -> String {
        var body = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": body += "\\e"
            case "-": body += "\\-"
            case _ where scalar.isASCII: body.unicodeScalars.append(scalar)
            default: body += "\\[u" + hex(scalar.value) + "]"
            }
        }
        return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
    }

    /// `value` in hexadecimal, at least four digits, as roff's `\[uXXXX]` wants.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(4 - digits.count, 0)) + digits
    }

    private static func quoted(_ text: String) -> String {
        "\"" + escaped(text).replacingEvery("\"", with: "\\(dq") + "\""
    }
}
