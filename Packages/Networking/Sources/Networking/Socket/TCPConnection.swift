#if canImport(Glibc)
    import Glibc
#endif

/// Why a socket operation failed.
enum ConnectionFailure: Error {
    /// No address of the host accepted the connection, or the name did not resolve.
    case cannotConnect
    /// The deadline passed.
    case timedOut
    /// The request was cancelled.
    case cancelled
    /// The connection broke (reset, or another error while sending or receiving).
    case broken

    init(_ failure: WaitFailure) {
        switch failure {
        case .timedOut: self = .timedOut
        case .cancelled: self = .cancelled
        }
    }
}

/// A non-blocking TCP connection whose every wait ends at the request's deadline or on cancellation.
///
/// Not thread-safe: one request's thread owns it. Name resolution (`getaddrinfo`) blocks without the
/// deadline; connecting, sending and receiving never wait past it.
final class TCPConnection {
    private let descriptor: Int32
    private let deadline: ContinuousClock.Instant
    private let cancellation: CancellationSignal

    /// Connects to `host`:`port`, trying each resolved address in turn.
    init(
        host: String,
        port: Int,
        deadline: ContinuousClock.Instant,
        cancellation: CancellationSignal
    ) throws(ConnectionFailure) {
        self.deadline = deadline
        self.cancellation = cancellation
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_family = AF_UNSPEC
        var addresses: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &addresses) == 0, let first = addresses else {
            throw .cannotConnect
        }
        defer { freeaddrinfo(first) }
        var next: UnsafeMutablePointer<addrinfo>? = first
        var lastFailure = ConnectionFailure.cannotConnect
        while let address = next {
            next = address.pointee.ai_next
            do {
                descriptor = try Self.connect(to: address.pointee, deadline: deadline, cancellation: cancellation)
                return
            } catch .cannotConnect {
                continue
            } catch {
                lastFailure = error
                break
            }
        }
        throw lastFailure
    }

    deinit {
        close(descriptor)
    }

    private static func connect(
        to address: addrinfo,
        deadline: ContinuousClock.Instant,
        cancellation: CancellationSignal
    ) throws(ConnectionFailure) -> Int32 {
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        let descriptor = socket(address.ai_family, kind, address.ai_protocol)
        guard descriptor >= 0 else { throw .cannotConnect }
        do throws(ConnectionFailure) {
            if Glibc.connect(descriptor, address.ai_addr, address.ai_addrlen) != 0 {
                guard errno == EINPROGRESS || errno == EINTR else { throw .cannotConnect }
                do {
                    try DescriptorWait.wait(for: POLLOUT, on: descriptor, until: deadline, cancellation: cancellation)
                } catch {
                    throw ConnectionFailure(error)
                }
                var error: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length) == 0, error == 0 else {
                    throw .cannotConnect
                }
            }
            return descriptor
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// Sends all of `bytes`.
    func send(_ bytes: [UInt8]) throws(ConnectionFailure) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { buffer in
                Glibc.send(
                    descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent > 0 {
                offset += sent
            } else if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                try wait(for: POLLOUT)
            } else {
                throw .broken
            }
        }
    }

    /// Receives at most `buffer.count` bytes into `buffer`; 0 means the peer closed the connection.
    func receive(into buffer: UnsafeMutableRawBufferPointer) throws(ConnectionFailure) -> Int {
        while true {
            let received = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if received >= 0 { return received }
            guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { throw .broken }
            try wait(for: POLLIN)
        }
    }

    private func wait(for events: Int32) throws(ConnectionFailure) {
        do {
            try DescriptorWait.wait(for: events, on: descriptor, until: deadline, cancellation: cancellation)
        } catch {
            throw ConnectionFailure(error)
        }
    }
}
