import CMallocInfo

/// Reads how many bytes malloc has handed out and not taken back, over all arenas.
public enum MemoryProbe {
    /// Whether this platform reports real figures (glibc's `mallinfo2()`); elsewhere every reading is 0.
    public static var isAvailable: Bool { bench_malloc_info_available() != 0 }

    /// Bytes currently allocated through malloc.
    public static func bytesInUse() -> Int {
        Int(bench_malloc_bytes_in_use())
    }
}
