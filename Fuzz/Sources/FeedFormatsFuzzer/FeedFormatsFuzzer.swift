import Foundation
import NetworkingHarnesses

/// libFuzzer's entry point for format detection and every feed mapper: runs one input through `FeedFormatsHarness`.
///
/// Errors the parser throws are expected; only a crash, a hang or a sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    _ = FeedFormatsHarness.run(Data(bytes: data, count: size))
    return 0
}
