import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Saves the images of the items shown into a folder, through the image loader (cache first).
///
/// A failed image is logged and skipped: images never change whether a feed was shown.
struct ImageSaver: Sendable {
    let loader: any ImageDataLoader
    let directory: URL
    let logger: any Logger
    /// How many images load at once.
    var width = 4

    /// Saves the image of every URL in `urls` (duplicates once); returns how many were saved.
    func save(_ urls: [URL]) async -> Int {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            logger.error("Could not create the images folder \(directory.path): \(Self.reason(error))")
            return 0
        }
        var unique: [URL] = []
        for url in urls where !unique.contains(url) { unique.append(url) }
        var saved = 0
        await withTaskGroup(of: Bool.self) { group in
            var pending = unique[...]
            for _ in 0..<width {
                guard let url = pending.popFirst() else { break }
                group.addTask { await save(url) }
            }
            for await success in group {
                if success { saved += 1 }
                if let url = pending.popFirst(), !Task.isCancelled { group.addTask { await save(url) } }
            }
        }
        return saved
    }

    private func save(_ url: URL) async -> Bool {
        let file = directory.appendingPathComponent(ImageFileName.name(for: url))
        do {
            let data = try await loader.loadImageData(from: url)
            try data.write(to: file, options: .atomic)
            logger.debug("Saved the image \(url.absoluteString) as \(file.path) (\(data.count) bytes)")
            return true
        } catch {
            logger.warning("Could not save the image \(url.absoluteString): \(ImageLoadingError(error))")
            return false
        }
    }

    /// What the system said: the POSIX error under a file-system error, as `strerror` words it.
    private static func reason(_ error: any Error) -> String {
        let posix = error as? POSIXError ?? (error as? CocoaError)?.underlying as? POSIXError
        return posix.map { String(cString: strerror($0.code.rawValue)) } ?? String(describing: error)
    }
}
