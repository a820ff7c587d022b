import Domain
import FeedFormats
import Foundation
import TolerantXML

/// Times, per document, the reader alone (`XMLReader.read`: the whole tree built) and the detecting mapper
/// on top of it (the `Feed` the app gets), in process CPU time: one warm-up parse, then the median of
/// `repetitions`.
enum ReaderTimer {
    static func run(directory: URL, repetitions: Int) throws {
        let reader = XMLReader()
        let mapper = DetectingFeedMapper()
        for name in FeedGenerator.names {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            let bytes = [UInt8](data)
            let document = FeedDocument(data: data, url: URL(fileURLWithPath: "/\(name)"), contentType: nil)
            let readerTime = try median(repetitions) { consume(try reader.read(bytes).root) }
            let mapperTime = try median(repetitions) { consume(try mapper.map(document).items.count) }
            print("\(name) \(readerTime) \(mapperTime)")
        }
    }

    private static func median(_ repetitions: Int, _ body: () throws -> Void) throws -> Int {
        try body()
        var samples: [Int] = []
        for _ in 0..<max(1, repetitions) {
            let start = cpuNanoseconds()
            try body()
            samples.append(cpuNanoseconds() - start)
        }
        return samples.sorted()[samples.count / 2]
    }

    private static func cpuNanoseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }
}

/// Keeps a result alive so the optimiser cannot drop the work that made it.
@inline(never) @_optimize(none)
func consume<T>(_ value: T) {}
