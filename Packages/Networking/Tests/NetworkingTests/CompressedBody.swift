import Foundation

/// Bodies compressed by `python3`'s zlib, as a server that compresses would send them.
enum CompressedBody {
    /// `data` compressed as `encoding` (`gzip` or `deflate`, the zlib format HTTP means by it).
    static func compress(_ data: Data, as encoding: String) throws -> Data {
        let wrapping = encoding == "gzip" ? "31" : "15"
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import sys, zlib; c = zlib.compressobj(9, zlib.DEFLATED, \(wrapping)); "
                + "sys.stdout.buffer.write(c.compress(sys.stdin.buffer.read()) + c.flush())",
        ]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return compressed
    }
}
