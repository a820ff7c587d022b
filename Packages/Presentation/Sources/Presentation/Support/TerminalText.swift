/// Makes text from feeds, files and servers safe to print: no character in it can steer the terminal.
///
/// Feed text is written by strangers. An ESC starts sequences that retitle the window, clear the screen,
/// recolour or hide text and make links (OSC 8); C1 controls such as U+009B do the same on terminals that
/// read them; BEL rings; a carriage return overwrites the line; bidi controls (U+202A–U+202E,
/// U+2066–U+2069, U+200E, U+200F, U+061C) reorder what follows them. ``cleaned(_:)`` drops every one of
/// them, so what is left is the text itself with only its line breaks.
public enum TerminalText {
    /// `text` without control characters (C0, DEL, C1) other than the line feed, a tab becoming a space,
    /// and without bidi controls.
    public static func cleaned(_ text: String) -> String {
        // Most text is printable ASCII: one pass over the bytes tells, before any scalar is decoded.
        guard text.utf8.contains(where: { $0 >= 0x7F || ($0 < 0x20 && $0 != 0x0A) }) else { return text }
        guard text.unicodeScalars.contains(where: needsCleaning) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                scalars.append(" ")
            } else if !needsCleaning(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Whether `scalar` is a control (other than the line feed) or a bidi control.
    ///
    /// Both sets are fixed by Unicode's stability policy: the controls (general category Cc) are C0, DEL
    /// and C1; the bidi controls are the twelve listed above. Comparing values spares the property tables,
    /// which cost hundreds of instructions per scalar of every line printed.
    public static func needsCleaning(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
