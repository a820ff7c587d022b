import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The few socket calls the loopback server makes, with errors as ``LoopbackHTTPServerError``.
enum LoopbackSocket {
    /// Opens a listening TCP socket on 127.0.0.1 with a port the system picks; returns it and the port.
    static func listen() throws(LoopbackHTTPServerError) -> (descriptor: Int32, port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw .socketFailed(operation: "socket", errno: errno) }
        do throws(LoopbackHTTPServerError) {
            var reuse: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0
            address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else { throw LoopbackHTTPServerError.socketFailed(operation: "bind", errno: errno) }
            guard Glibc.listen(descriptor, 128) == 0 else {
                throw LoopbackHTTPServerError.socketFailed(operation: "listen", errno: errno)
            }
            return (descriptor, try port(of: descriptor))
        } catch {
            close(descriptor)
            throw error
        }
    }

    private static func port(of descriptor: Int32) throws(LoopbackHTTPServerError) -> Int {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { throw .socketFailed(operation: "getsockname", errno: errno) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Makes reads on `descriptor` give up after `seconds`, so a silent client cannot hold a thread forever.
    static func setReceiveTimeout(_ descriptor: Int32, seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sends all of `data`, without SIGPIPE; returns false once the peer has gone.
    @discardableResult
    static func send(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let sent = Glibc.send(descriptor, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// Reads until the end of the request's headers (a blank line), the peer closes, or 64 KiB.
    static func readRequestHead(from descriptor: Int32) -> Data {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let endOfHead = Data("\r\n\r\n".utf8)
        while received.count < 64 * 1024, received.range(of: endOfHead) == nil {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return received
    }
}
