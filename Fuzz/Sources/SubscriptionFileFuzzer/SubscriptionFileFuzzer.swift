import Foundation
import PersistenceHarnesses

/// libFuzzer's entry point for the subscription file reader: runs one input through `SubscriptionFileHarness`.
///
/// Errors the reader throws are expected; only a crash, a hang or a sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    _ = SubscriptionFileHarness.run(Data(bytes: data, count: size))
    return 0
}
