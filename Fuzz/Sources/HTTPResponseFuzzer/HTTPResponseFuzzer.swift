import Foundation
import NetworkingHarnesses

/// libFuzzer's entry point for the HTTP response handling in front of the mappers: runs one input through `HTTPResponseHarness`.
///
/// Errors the parser throws are expected; only a crash, a hang or a sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    _ = HTTPResponseHarness.run(Data(bytes: data, count: size))
    return 0
}
