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
        var isStopping = false
    }

    private let handles: Handles
    private let queue = Mutex(Queue())

    /// The share handle every transfer of this loop must be made with.
    var share: OpaquePointer { handles.share }

    /// Makes the multi handle, allowing `connectionsPerHost` connections to one host, and starts the thread.
    ///
    /// - Throws: ``HTTPClientError/other(_:)`` when libcurl cannot be loaded (naming the package to
    ///   install) or cannot make its handles.
    init(connectionsPerHost: Int) throws(HTTPClientError) {
        if let failure = ccurl_load() { throw .other(String(cString: failure)) }
        guard let multi = ccurl_multi_init() else { throw .other("libcurl could not make a multi handle") }
        guard let share = ccurl_share_init() else {
            ccurl_multi_cleanup(multi)
            throw .other("libcurl could not make a share handle")
        }
        _ = ccurl_multi_setopt_long(multi, CCURLMOPT_MAX_HOST_CONNECTIONS, connectionsPerHost)
        _ = ccurl_share_setopt_long(share, CCURLSHOPT_SHARE, Int(CCURL_LOCK_DATA_SSL_SESSION))
        handles = Handles(multi: multi, share: share)
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
                queue.withLock { $0.submissions.append(Submission(transfer: transfer, continuation: continuation)) }
                _ = ccurl_multi_wakeup(handles.multi)
            }
        } onCancel: {
            transfer.cancel()
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
        while true {
            let (submissions, isStopping) = queue.withLock { queue in
                defer { queue.submissions = [] }
                return (queue.submissions, queue.isStopping)
            }
            for submission in submissions {
                running[submission.transfer.easy] = submission
                _ = ccurl_multi_add_handle(handles.multi, submission.transfer.easy)
            }
            for (easy, submission) in running where submission.transfer.isCancelled {
                finish(running.removeValue(forKey: easy), with: .failure(.cancelled))
            }
            if isStopping && running.isEmpty { break }
            var stillRunning: Int32 = 0
            _ = ccurl_multi_perform(handles.multi, &stillRunning)
            var code: Int32 = 0
            while let easy = ccurl_multi_next_done(handles.multi, &code) {
                let submission = running.removeValue(forKey: easy)
                finish(submission, with: submission?.transfer.outcome(code: code) ?? .failure(.cancelled))
            }
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
