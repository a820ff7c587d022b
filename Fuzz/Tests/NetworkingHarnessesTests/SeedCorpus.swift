import Foundation

/// The committed seeds and regression fixtures of the fuzz targets, read from the package's folders.
enum SeedCorpus {
    /// The `Fuzz` folder, found from this file's path.
    static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The seed named `name` of `target`.
    static func seed(_ name: String, of target: String) throws -> Data {
        try Data(contentsOf: fuzzFolder.appendingPathComponent("Corpus/\(target)/\(name)"))
    }

    /// The names of every file in `folder` (`Corpus/<target>` or `Regressions/<target>`), sorted.
    static func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fuzzFolder.appendingPathComponent(folder).path).sorted()
    }
}
