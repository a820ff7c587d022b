#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `di-side-by-side [ROUNDS]`: every case, ROUNDS rounds (default 15) of one ~10 ms sample each, the order rotated
// every round; prints `scenario library wall-ns cpu-ns` per operation, medians over the rounds.
// `di-side-by-side --count SCENARIO LIBRARY N`: runs one case N times untimed, for instruction counts.

func nanoseconds(_ clock: clockid_t) -> UInt64 {
    var time = timespec()
    clock_gettime(clock, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

let arguments = CommandLine.arguments
let cases = Cases.all()
if arguments.count == 5, arguments[1] == "--count", let count = Int(arguments[4]) {
    guard let chosen = cases.first(where: { $0.scenario == arguments[2] && $0.library == arguments[3] }) else {
        print("no case \(arguments[2]) \(arguments[3])")
        exit(2)
    }
    chosen.run(count)
    exit(0)
}
let rounds = arguments.count > 1 ? Int(arguments[1]) ?? 15 : 15
// Calibrate: iterations for a sample of about 10 ms.
var iterations: [Int] = []
for item in cases {
    var count = 1_000
    while true {
        let start = nanoseconds(CLOCK_MONOTONIC)
        item.run(count)
        let elapsed = nanoseconds(CLOCK_MONOTONIC) - start
        if elapsed > 2_000_000 || count > 100_000_000 {
            iterations.append(max(1, Int(Double(count) * 10_000_000 / Double(max(elapsed, 1)))))
            break
        }
        count *= 2
    }
}
var wall = [[Double]](repeating: [], count: cases.count)
var cpu = [[Double]](repeating: [], count: cases.count)
for round in 0..<rounds {
    for step in 0..<cases.count {
        let index = (step + round) % cases.count
        let count = iterations[index]
        let startWall = nanoseconds(CLOCK_MONOTONIC)
        let startCPU = nanoseconds(CLOCK_THREAD_CPUTIME_ID)
        cases[index].run(count)
        let endCPU = nanoseconds(CLOCK_THREAD_CPUTIME_ID)
        let endWall = nanoseconds(CLOCK_MONOTONIC)
        wall[index].append(Double(endWall - startWall) / Double(count))
        cpu[index].append(Double(endCPU - startCPU) / Double(count))
    }
}
for (index, item) in cases.enumerated() {
    let line = "\(item.scenario) \(item.library) \(median(wall[index])) \(median(cpu[index]))"
    print(line)
}
