import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate of ``URLSessionHTTPClient``: gathers each task's body, enforces the size limit
/// and the deadline, and resumes the waiting caller.
///
/// The caller is answered the moment a limit is crossed, not when URLSession finishes: on Linux the
/// session keeps receiving for a long while after `cancel()`. Bytes that arrive after that are dropped.
/// Its state lives in a `Mutex`, so it is `Sendable` without `@unchecked`; no URLSession call is made
/// and no caller resumed while the lock is held.
final class DataTransferDelegate: NSObject, URLSessionDataDelegate {
    typealias Completion = CheckedContinuation<Result<HTTPResponse, HTTPClientError>, Never>

    private struct Transfer {
        var limits: TransferLimits?
        var continuation: Completion?
        var body = Data()
        var redirects = RedirectTrail()
        var cancelledByCaller = false
        var unsupportedRedirect: URL?
    }

    private let transfers = Mutex<[Int: Transfer]>([:])

    /// Registers the caller waiting for `task`, then starts it; a caller cancelled before this answers at once.
    func start(_ task: URLSessionDataTask, limits: TransferLimits, continuation: Completion) {
        let alreadyCancelled = transfers.withLock { transfers in
            if transfers[task.taskIdentifier]?.cancelledByCaller == true {
                transfers[task.taskIdentifier] = nil
                return true
            }
            transfers[task.taskIdentifier] = Transfer(limits: limits, continuation: continuation)
            return false
        }
        if alreadyCancelled {
            continuation.resume(returning: .failure(.cancelled))
        } else {
            task.resume()
        }
    }

    /// Cancels `task` on behalf of its caller, whether or not it has started.
    func cancel(_ task: URLSessionDataTask) {
        let waiting = transfers.withLock { transfers -> Completion? in
            guard transfers[task.taskIdentifier]?.continuation != nil else {
                transfers[task.taskIdentifier, default: Transfer()].cancelledByCaller = true
                return nil
            }
            return transfers.removeValue(forKey: task.taskIdentifier)?.continuation
        }
        waiting?.resume(returning: .failure(.cancelled))
        task.cancel()
    }

    /// Ends `task` because its deadline passed.
    func expire(_ task: URLSessionDataTask) {
        fail(task, with: { .timedOut(host: $0.host, seconds: $0.timeoutSeconds) })
    }

    /// Forgets `task` once its caller has its result (drops a cancellation mark that arrived too late).
    func discard(_ task: URLSessionDataTask) {
        transfers.withLock { _ = $0.removeValue(forKey: task.taskIdentifier) }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @Sendable @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let limit = transfers.withLock { $0[dataTask.taskIdentifier]?.limits?.maxBytes }
        // corelibs ignores the `.cancel` disposition, so the task is failed explicitly.
        if let limit, response.expectedContentLength > Int64(limit) {
            fail(dataTask, with: { .tooLarge(limit: $0.maxBytes) })
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = transfers.withLock { transfers in
            guard let limit = transfers[dataTask.taskIdentifier]?.limits?.maxBytes else { return false }
            guard transfers[dataTask.taskIdentifier]?.body.count ?? 0 <= limit - data.count else { return true }
            // Appended through the dictionary's accessor, in place: a copy of the transfer would copy the body.
            transfers[dataTask.taskIdentifier]?.body.append(data)
            return false
        }
        if tooLarge { fail(dataTask, with: { .tooLarge(limit: $0.maxBytes) }) }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @Sendable @escaping (URLRequest?) -> Void
    ) {
        if let url = request.url, !["http", "https"].contains(url.scheme?.lowercased()) {
            // Left to URLSession, this fails as an unsupported URL naming the first address. Declined, the
            // task completes with the redirect itself, which the caller is told about instead.
            transfers.withLock { $0[task.taskIdentifier]?.unsupportedRedirect = url }
            completionHandler(nil)
            return
        }
        if let url = request.url {
            transfers.withLock { $0[task.taskIdentifier]?.redirects.record(status: response.statusCode, to: url) }
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let finished = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        guard let finished, let limits = finished.limits, let continuation = finished.continuation else { return }
        continuation.resume(returning: Self.result(of: finished, limits: limits, task: task, error: error))
    }

    /// Answers the caller of `task` with the error `failure` makes of its limits, then stops the task.
    private func fail(_ task: URLSessionTask, with failure: (TransferLimits) -> HTTPClientError) {
        let finished = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        if let finished, let limits = finished.limits, let continuation = finished.continuation {
            continuation.resume(returning: .failure(failure(limits)))
        }
        task.cancel()
    }

    private static func result(
        of transfer: Transfer,
        limits: TransferLimits,
        task: URLSessionTask,
        error: (any Error)?
    ) -> Result<HTTPResponse, HTTPClientError> {
        if transfer.cancelledByCaller { return .failure(.cancelled) }
        if let url = transfer.unsupportedRedirect { return .failure(.redirectedToUnsupportedURL(url.absoluteString)) }
        if let truncation = Self.truncation(of: transfer, task: task, limits: limits) { return .failure(truncation) }
        if let error {
            return .failure(HTTPClientError(error, limits: limits))
        }
        guard let response = task.response as? HTTPURLResponse, let url = response.url ?? task.originalRequest?.url
        else {
            return .failure(.invalidResponse(host: limits.host, reason: "the answer was not an HTTP response"))
        }
        let fetched = HTTPResponse(
            url: url, statusCode: response.statusCode, headers: response.headers, body: transfer.body)
        return .success(fetched.after(transfer.redirects))
    }

    /// A body shorter than its `Content-Length` (corelibs reports that as an unknown error).
    private static func truncation(of transfer: Transfer, task: URLSessionTask, limits: TransferLimits)
        -> HTTPClientError?
    {
        guard let expected = task.response?.expectedContentLength, expected > Int64(transfer.body.count) else {
            return nil
        }
        return .invalidResponse(
            host: limits.host,
            reason: "the body was cut short after \(transfer.body.count) of \(expected) bytes"
        )
    }
}

extension HTTPURLResponse {
    fileprivate var headers: [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return headers
    }
}
