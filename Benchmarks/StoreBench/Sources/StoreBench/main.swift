import Domain
import Foundation
import Persistence

// store-bench SCRIPT ITEMS SAVES: SAVES first saves of ITEMS items (titles and summaries in SCRIPT: latin or cjk),
// each into a fresh cache in a temporary folder; prints the median process CPU time and wall time of one save,
// in milliseconds, opening the database excluded.
let arguments = CommandLine.arguments
guard arguments.count == 4, let script = SampleText(rawValue: arguments[1]), let count = Int(arguments[2]),
    let saves = Int(arguments[3]), count > 0, saves > 0
else {
    FileHandle.standardError.write(Data("usage: store-bench latin|cjk ITEMS SAVES\n".utf8))
    exit(2)
}

let feed = script.feed(items: count)
let url = URL(string: "https://example.org/feed.xml")!
var cpu: [Double] = []
var wall: [Double] = []
for _ in 0..<saves {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = SQLiteFeedStore(fileURL: folder.appendingPathComponent("feeds.sqlite"))
    _ = try await store.entries()
    let (cpuStart, wallStart) = (processCPU(), ContinuousClock.now)
    try await store.insert(feed, validators: nil, savedAt: Date(), for: url)
    cpu.append(processCPU() - cpuStart)
    wall.append((ContinuousClock.now - wallStart) / .milliseconds(1))
}
print(String(format: "cpu_ms %.2f wall_ms %.2f", median(cpu), median(wall)))

/// The process's CPU time so far, user and system, in milliseconds.
func processCPU() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
