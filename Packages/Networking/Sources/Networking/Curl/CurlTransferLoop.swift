import CCurl
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One libcurl multi handle and the thread that drives it: every transfer of a client runs here, so they
/// share its connections (kept alive, HTTP/2 multiplexed), its DNS cache and, through a share handle, its
/// TLS sessions.
///
/// The thread sleeps in `curl_multi_poll` until a socket is ready, a transfer's timeout falls due or a
/// caller wakes it (a new transfer, a cancellation): waiting costs no CPU. The multi handle is touched
/// by this thread alone; other threads only queue work under the lock and call `curl_multi_wakeup`.
/// Past the cap on transfers at once, submissions wait here in order, and the thread adds the next the
/// moment one ends: the connection goes on at once, not after the finished transfer's caller has run.
final class CurlTransferLoop: Sendable {
    private struct Handles: @unchecked Sendable {
        // Raw libcurl handles: used by the loop's thread alone, but for `curl_multi_wakeup`, which libcurl
        // allows from any thread.
        let multi: OpaquePointer
        let share: OpaquePointer
    }

    private struct Submission: @unchecked Sendable {
        // The transfer is handed over to the loop's thread here and not touched by its caller again.
        let transfer: CurlTransfer
        let continuation: CheckedContinuation<CurlOutcome, Never>
    }

    private struct Queue {
        var submissions: [Submission] = []
        /// Whether a transfer was cancelled since the thread last looked.
        var hasCancellations = false
        var isStopping = false
    }

    private let handles: Handles
    private let queue = Mutex(Queue())
    /// How many transfers run at once; the others wait their turn in submission order.
    private let maxRunning: Int

    /// The share handle every transfer of this loop must be made with.
    var share: OpaquePointer { handles.share }

    /// Makes the multi handle, allowing at most `connections` connections open at once, to one host or to
    /// all together, and starts the thread.
    ///
    /// - Throws: ``HTTPClientError/other(_:)`` when libcurl cannot be loaded (naming the package to
    ///   install) or cannot make its handles.
    init(connections: Int) throws(HTTPClientError) {
        if let failure = ccurl_load() { throw .other(String(cString: failure)) }
        guard let multi = ccurl_multi_init() else { throw .other("libcurl could not make a multi handle") }
        guard let share = ccurl_share_init() else {
            ccurl_multi_cleanup(multi)
            throw .other("libcurl could not make a share handle")
        }
        _ = ccurl_multi_setopt_long(multi, CCURLMOPT_MAX_HOST_CONNECTIONS, connections)
        _ = ccurl_multi_setopt_long(multi, CCURLMOPT_MAX_TOTAL_CONNECTIONS, connections)
        // libcurl's default keeps four idle connections per transfer in the multi handle at the time: between a
        // batch of transfers ending and the next being added it closes all but four, and they are opened again.
        _ = ccurl_multi_setopt_long(multi, CCURLMOPT_MAXCONNECTS, connections)
        _ = ccurl_share_setopt_long(share, CCURLSHOPT_SHARE, Int(CCURL_LOCK_DATA_SSL_SESSION))
        handles = Handles(multi: multi, share: share)
        maxRunning = max(1, connections)
        guard DetachedThread.start({ [self] in run() }) else {
            ccurl_share_cleanup(share)
            ccurl_multi_cleanup(multi)
            throw .other("the system refused a thread for the transfers")
        }
    }

    /// Runs `transfer` to its end; cancelling the calling task stops it at once.
    func perform(_ transfer: CurlTransfer) async -> CurlOutcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                queue.withLock { queue in
                    queue.submissions.append(Submission(transfer: transfer, continuation: continuation))
                    // Cancelled before it got here: its cancellation handler may have run already.
                    if transfer.isCancelled { queue.hasCancellations = true }
                }
                _ = ccurl_multi_wakeup(handles.multi)
            }
        } onCancel: {
            transfer.cancel()
            queue.withLock { $0.hasCancellations = true }
            _ = ccurl_multi_wakeup(handles.multi)
        }
    }

    /// Lets the thread finish the transfers it has, then end and free the handles.
    func stop() {
        queue.withLock { $0.isStopping = true }
        _ = ccurl_multi_wakeup(handles.multi)
    }

    private func run() {
        var running: [OpaquePointer: Submission] = [:]
        // Submitted past the cap, oldest first: one is added the moment a running transfer ends, on this thread,
        // so a connection never waits for its caller's task to be scheduled.
        var waiting = FIFOQueue<Submission>()
        while true {
            let (submissions, hasCancellations, isStopping) = queue.withLock { queue in
                defer {
                    queue.submissions = []
                    queue.hasCancellations = false
                }
                return (queue.submissions, queue.hasCancellations, queue.isStopping)
            }
            waiting.append(contentsOf: submissions)
            if hasCancellations {
                for submission in waiting.removeAll(where: \.transfer.isCancelled) {
                    submission.continuation.resume(returning: .failure(.cancelled))
                }
                for (easy, submission) in running where submission.transfer.isCancelled {
                    finish(running.removeValue(forKey: easy), with: .failure(.cancelled))
                }
            }
            if isStopping && running.isEmpty && waiting.isEmpty { break }
            var code: Int32 = 0
            repeat {
                while running.count < maxRunning, let submission = waiting.popFirst() {
                    submission.transfer.startClock()
                    running[submission.transfer.easy] = submission
                    _ = ccurl_multi_add_handle(handles.multi, submission.transfer.easy)
                }
                var stillRunning: Int32 = 0
                _ = ccurl_multi_perform(handles.multi, &stillRunning)
                while let easy = ccurl_multi_next_done(handles.multi, &code) {
                    let submission = running.removeValue(forKey: easy)
                    finish(submission, with: submission?.transfer.outcome(code: code) ?? .failure(.cancelled))
                }
            } while running.count < maxRunning && !waiting.isEmpty
            // libcurl shortens the wait to its own next timeout; an idle loop sleeps until woken.
            _ = ccurl_multi_poll(handles.multi, running.isEmpty ? 3_600_000 : 1_000)
        }
        ccurl_multi_cleanup(handles.multi)
        ccurl_share_cleanup(handles.share)
    }

    private func finish(_ submission: Submission?, with outcome: CurlOutcome) {
        guard let submission else { return }
        _ = ccurl_multi_remove_handle(handles.multi, submission.transfer.easy)
        submission.continuation.resume(returning: outcome)
    }
}
