import AppHarnesses
import Foundation

/// libFuzzer's entry point for the cleaning of printed text: runs one input through `TerminalTextHarness`.
///
/// A broken promise (a control left in, a cleaning that is not stable) stops the run, so libFuzzer keeps
/// the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    if case .rejected(let reason) = TerminalTextHarness.outcome(of: Data(bytes: data, count: size)) {
        fatalError("TerminalText.cleaned broke its promise: \(reason)")
    }
    return 0
}
