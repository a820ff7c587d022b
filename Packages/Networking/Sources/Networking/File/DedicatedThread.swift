#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

/// Runs one blocking transfer on a thread of its own, so that it never holds a Swift concurrency
/// thread while it waits, and wakes it when the calling task is cancelled.
enum DedicatedThread {
    /// Runs `work` on a new thread and returns its result; cancelling the calling task fires the
    /// ``CancellationSignal`` that `work` polls.
    static func run<Value: Sendable>(
        named name: String,
        _ work: @escaping @Sendable (CancellationSignal) throws(HTTPClientError) -> Value
    ) async throws(HTTPClientError) -> Value {
        let cancellation = CancellationSignal()
        defer { cancellation.close() }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<Value, HTTPClientError>, Never>) in
                let started = DetachedThread.start {
                    nameCurrentThread(name)
                    continuation.resume(returning: Result { () throws(HTTPClientError) in try work(cancellation) })
                }
                if !started {
                    continuation.resume(returning: .failure(.other("the system refused a thread for \(name)")))
                }
            }
        } onCancel: {
            cancellation.fire()
        }
        return try result.get()
    }

    /// Names the calling thread as `top -H` and `/proc` show it (15 bytes kept). Foundation's
    /// `Thread.name` does not reach the kernel on Linux, and `pthread_setname_np` is not imported.
    private static func nameCurrentThread(_ name: String) {
        let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        let bytes = Array(name.utf8.prefix(15))
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }
}
