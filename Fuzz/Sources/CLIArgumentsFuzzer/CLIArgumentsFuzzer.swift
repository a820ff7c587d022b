import AppHarnesses
import Foundation

/// libFuzzer's entry point for the `feed` command-line parser: runs one input through `CLIArgumentsHarness`.
///
/// Errors the parser throws are expected; only a crash, a hang or a sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    _ = CLIArgumentsHarness.run(Data(bytes: data, count: size))
    return 0
}
