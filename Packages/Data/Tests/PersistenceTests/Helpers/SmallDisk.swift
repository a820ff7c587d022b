import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A tmpfs of a few MB mounted on a fresh folder, so a test can fill a disk for real; Linux, as root.
final class SmallDisk {
    /// The mounted folder.
    let url: URL
    private var filler: Int32 = -1

    /// Whether this process can mount one: tried once, with a disk mounted and unmounted again.
    static let canMount: Bool = SmallDisk() != nil

    /// Mounts a tmpfs of `kilobytes` on a new folder, or `nil` where mounting is not allowed.
    init?(kilobytes: Int = 2_048) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("SmallDisk-\(UUID().uuidString)")
        #if os(Linux)
            guard (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)) != nil,
                mount("tmpfs", url.path, "tmpfs", 0, "size=\(kilobytes)k") == 0
            else {
                rmdir(url.path)
                return nil
            }
        #else
            return nil
        #endif
    }

    /// A folder on the disk.
    func folder(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes a file until the disk refuses more (ENOSPC).
    func fill() {
        if filler < 0 { filler = open(url.appendingPathComponent("filler").path, O_CREAT | O_WRONLY | O_APPEND, 0o644) }
        let block = [UInt8](repeating: 0, count: 4_096)
        // Bounded by the disk's size: each write takes a block or fails.
        while block.withUnsafeBytes({ write(filler, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Removes the file ``fill()`` wrote.
    func empty() {
        if filler >= 0 { close(filler) }
        filler = -1
        unlink(url.appendingPathComponent("filler").path)
    }

    deinit {
        if filler >= 0 { close(filler) }
        #if os(Linux)
            umount2(url.path, Int32(MNT_DETACH))
        #endif
        rmdir(url.path)
    }
}
