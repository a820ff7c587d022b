import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate of ``URLSessionHTTPClient``: gathers each task's body, enforces the size limit
/// while it arrives, and resumes the waiting caller once the task completes.
///
/// Its state lives in a `Mutex`, so it is `Sendable` without `@unchecked`. No URLSession call is made
/// while the lock is held.
final class DataTransferDelegate: NSObject, URLSessionDataDelegate {
    /// What one request may receive and how to name its failures.
    struct Limits: Sendable {
        let maxBytes: Int
        let timeoutSeconds: Int
        let host: String
    }

    typealias Completion = CheckedContinuation<Result<HTTPResponse, HTTPClientError>, Never>

    private struct Transfer {
        var limits: Limits?
        var continuation: Completion?
        var body = Data()
        var exceededLimit = false
        var cancelledByCaller = false
    }

    private let transfers = Mutex<[Int: Transfer]>([:])

    /// Registers the caller waiting for `task`, then starts it; a caller cancelled before this answers at once.
    func start(_ task: URLSessionDataTask, limits: Limits, continuation: Completion) {
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
        transfers.withLock { transfers in
            transfers[task.taskIdentifier, default: Transfer()].cancelledByCaller = true
        }
        task.cancel()
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
        let tooLarge = transfers.withLock { transfers in
            guard let limit = transfers[dataTask.taskIdentifier]?.limits?.maxBytes else { return false }
            guard response.expectedContentLength > Int64(limit) else { return false }
            transfers[dataTask.taskIdentifier]?.exceededLimit = true
            return true
        }
        // corelibs ignores the disposition, so the task is cancelled explicitly.
        if tooLarge { dataTask.cancel() }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = transfers.withLock { transfers in
            guard var transfer = transfers[dataTask.taskIdentifier], let limits = transfer.limits else { return false }
            guard !transfer.exceededLimit else { return false }
            if transfer.body.count + data.count > limits.maxBytes {
                transfer.exceededLimit = true
                transfer.body = Data()
            } else {
                transfer.body.append(data)
            }
            transfers[dataTask.taskIdentifier] = transfer
            return transfer.exceededLimit
        }
        if tooLarge { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let finished = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        guard let finished, let limits = finished.limits, let continuation = finished.continuation else { return }
        continuation.resume(returning: Self.result(of: finished, limits: limits, task: task, error: error))
    }

    private static func result(
        of transfer: Transfer,
        limits: Limits,
        task: URLSessionTask,
        error: (any Error)?
    ) -> Result<HTTPResponse, HTTPClientError> {
        if transfer.exceededLimit { return .failure(.tooLarge(limit: limits.maxBytes)) }
        if transfer.cancelledByCaller { return .failure(.cancelled) }
        if let truncation = Self.truncation(of: transfer, task: task, limits: limits) { return .failure(truncation) }
        if let error {
            return .failure(HTTPClientError(error, limits: limits))
        }
        guard let response = task.response as? HTTPURLResponse, let url = response.url ?? task.originalRequest?.url
        else {
            return .failure(.invalidResponse(host: limits.host, reason: "the answer was not an HTTP response"))
        }
        return .success(
            HTTPResponse(url: url, statusCode: response.statusCode, headers: response.headers, body: transfer.body)
        )
    }

    /// A body shorter than its `Content-Length` (corelibs reports that as an unknown error).
    private static func truncation(of transfer: Transfer, task: URLSessionTask, limits: Limits) -> HTTPClientError? {
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
