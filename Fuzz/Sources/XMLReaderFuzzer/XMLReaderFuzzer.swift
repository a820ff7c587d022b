import NetworkingHarnesses

/// libFuzzer's entry point for the tolerant XML reader: runs one input through `XMLReaderHarness`.
///
/// Errors the reader throws are expected; only a crash, a hang or a sanitizer report is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
    _ = XMLReaderHarness.run(Array(UnsafeRawBufferPointer(start: data, count: size)))
    return 0
}
