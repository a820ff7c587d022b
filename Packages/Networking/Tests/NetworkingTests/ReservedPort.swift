import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback port bound but never listened on: connecting to it is refused, and while it lives no other test's
/// server can be given it (a stopped server's port can be, by tests running in parallel).
final class ReservedPort {
    /// The bound port, or 0 if binding failed.
    let port: Int
    private let descriptor: Int32

    init() {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(descriptor, raw, length) == 0 && getsockname(descriptor, raw, &length) == 0
            }
        }
        port = bound ? Int(UInt16(bigEndian: address.sin_port)) : 0
    }

    deinit {
        close(descriptor)
    }

    /// `path` on this port.
    func url(for path: String) throws -> URL {
        try #require(URL(string: "http://127.0.0.1:\(port)\(path)"))
    }
}
