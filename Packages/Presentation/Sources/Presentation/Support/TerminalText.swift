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
    public static func needsCleaning(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\n" else { return false }
        return scalar.properties.generalCategory == .control || scalar.properties.isBidiControl
    }
}
