import Foundation
import FuzzSupport
import Presentation

/// Feeds one input, decoded as UTF-8 with invalid bytes replaced, to the cleaning every printed text
/// goes through, and checks what it promises.
///
/// The promise broken is a finding: a control or bidi control left in, or a second cleaning that
/// changes the text again.
public enum TerminalTextHarness {
    /// Cleans the text `data` spells and checks the result.
    ///
    /// - Returns: `.accepted` with how many scalars were dropped, or `.rejected` naming the broken promise
    ///   (the fuzzer turns that into a crash).
    public static func outcome(of data: Data) -> FuzzOutcome {
        let text = String(decoding: data, as: UTF8.self)
        let cleaned = TerminalText.cleaned(text)
        if let left = cleaned.unicodeScalars.first(where: TerminalText.needsCleaning) {
            return .rejected(reason: "U+\(String(left.value, radix: 16, uppercase: true)) was left in")
        }
        if TerminalText.cleaned(cleaned) != cleaned {
            return .rejected(reason: "cleaning the cleaned text changed it")
        }
        let dropped = text.unicodeScalars.count - cleaned.unicodeScalars.count
        return .accepted(summary: "dropped \(dropped)")
    }
}
