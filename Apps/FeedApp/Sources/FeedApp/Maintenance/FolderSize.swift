#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The bytes the files directly in a folder take (the cache's databases and their WAL files), for `cache clear` to
/// say how much it gave back.
enum FolderSize {
    /// The sizes of the regular files in `folder`, summed; 0 when it cannot be listed.
    static func bytes(in folder: URL) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.reduce(0) { total, name in
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            guard attributes?[.type] as? FileAttributeType == .typeRegular else { return total }
            return total + ((attributes?[.size] as? UInt).map { Int(clamping: $0) } ?? 0)
        }
    }
}
