import Foundation
import NetworkingHarnesses

/// libFuzzer's entry point for the OPML importer: runs one input through `OPMLHarness`.
///
/// Errors the parser throws are expected; only a crash, a hang or a sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    _ = OPMLHarness.run(Data(bytes: data, count: size))
    return 0
}
