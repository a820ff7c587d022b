import Foundation

/// A fresh folder under the system's temporary directory, removed again by ``remove()``.
///
/// The folder itself is not created: stores must create what they need on first use.
struct TemporaryDirectory: Sendable {
    let url: URL

    init(function: String = #function) {
        let name = function.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("PersistenceTests-\(name)-\(UUID().uuidString)")
    }

    init(url: URL) {
        self.url = url
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Names of the files now in the folder, sorted; empty when the folder does not exist.
    func contents() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
