import Foundation

/// The facts printed above the tables: date, processor count and model, toolchain build.
enum MachineInfo {
    static func describe() -> String {
        let date = ISO8601DateFormatter().string(from: Date())
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return
            "\(date) · \(cores) cores (nproc) · CPU: \(cpuModel()) · \(ProcessInfo.processInfo.operatingSystemVersionString)"
    }

    private static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        let line = text.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? "unknown"
    }
}
