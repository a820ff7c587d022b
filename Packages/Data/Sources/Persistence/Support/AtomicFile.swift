#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files and replaces them atomically: write a temporary file, flush it, rename it over.
///
/// A reader (in this process or another) sees either the old file or the new one, never a mix. Errors are
/// `POSIXError`s so callers can say what to try (disk full, read-only, permissions).
enum AtomicFile {
    /// The bytes of the file at `path`, or `nil` when there is no such file.
    static func contents(of path: String) throws -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw posixError()
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw posixError()
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Writes `data` to a temporary file next to `path`, flushes it to disk, then renames it over `path`.
    ///
    /// `beforePublishing` runs between the flush and the rename; if it throws, the temporary file is
    /// removed and `path` is left as it was.
    static func replace(_ path: String, with data: Data, beforePublishing: () throws -> Void) throws {
        let temporary = "\(path).tmp-\(getpid())-\(UUID().uuidString.prefix(8))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw posixError() }
        do {
            try writeAll(data, to: descriptor)
            guard fsync(descriptor) == 0 else { throw posixError() }
            guard close(descriptor) == 0 else { throw posixError() }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        do {
            try beforePublishing()
            guard rename(temporary, path) == 0 else { throw posixError() }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Whether `name` is one of the temporary files ``replace(_:with:beforePublishing:)`` leaves behind when killed.
    static func isTemporary(_ name: String) -> Bool {
        name.contains(".tmp-")
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw posixError()
                }
                offset += written
            }
        }
    }

    static func posixError(_ code: Int32 = errno) -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
}
