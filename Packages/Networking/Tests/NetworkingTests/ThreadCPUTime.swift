import Foundation

/// The CPU time of this process's threads, read from `/proc/self/task`.
enum ThreadCPUTime {
    /// The user plus system CPU seconds of each thread whose name starts with `prefix` (Linux keeps
    /// the first 15 bytes of a thread's name).
    static func seconds(ofThreadsNamed prefix: String) -> [Double] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        return tasks.compactMap { task in
            let directory = "/proc/self/task/\(task)"
            guard let name = try? String(contentsOfFile: directory + "/comm", encoding: .utf8),
                name.hasPrefix(prefix),
                let stat = try? String(contentsOfFile: directory + "/stat", encoding: .utf8),
                let afterName = stat.range(of: ") ")
            else { return nil }
            // Fields after the name: state is the 3rd field of the line, utime the 14th, stime the 15th.
            let fields = stat[afterName.upperBound...].split(separator: " ")
            guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
            return (user + system) / ticksPerSecond
        }
    }
}
