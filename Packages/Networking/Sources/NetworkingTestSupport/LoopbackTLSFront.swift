import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TLS front for a loopback server: a `python3` child that accepts TLS connections on 127.0.0.1 with a
/// ``TestCertificateAuthority``'s certificate and relays each one, decrypted, to the server's port.
///
/// Every scripted response of the server then goes out over `https` unchanged, a body cut short
/// included (the front ends the TLS session cleanly when the server closes). The child is stopped with
/// SIGKILL (a child started from a Swift concurrency thread may ignore SIGTERM), and leaves by itself
/// when the test process dies.
final class LoopbackTLSFront: Sendable {
    /// The port the front accepts TLS connections on.
    let port: Int
    private let process: Process

    /// Starts the front for the server on `backendPort`.
    ///
    /// - Throws: ``LoopbackHTTPServerError/toolFailed(_:)`` when `python3` is missing or does not start.
    init(backendPort: Int, authority: TestCertificateAuthority) throws(LoopbackHTTPServerError) {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", Self.script, authority.certificateFile, authority.keyFile, String(backendPort),
        ]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .toolFailed("python3 could not be started for the TLS front: \(error)")
        }
        // The child prints its port and flushes at once; a child that dies closes the pipe instead.
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(process.processIdentifier, SIGKILL)
            throw .toolFailed("the TLS front did not start (python3 printed \"\(line)\")")
        }
        self.port = port
        self.process = process
    }

    deinit {
        stop()
    }

    /// Kills the child; safe to call more than once.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    private static let script = #"""
        import os, select, socket, ssl, sys, threading, time
        certificate, key, backend_port = sys.argv[1], sys.argv[2], int(sys.argv[3])
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(certificate, key)
        listener = socket.create_server(("127.0.0.1", 0), backlog=128)
        print(listener.getsockname()[1], flush=True)
        parent = os.getppid()

        def relay(raw):
            try:
                raw.settimeout(30)
                tls = context.wrap_socket(raw, server_side=True)
            except (OSError, ssl.SSLError):
                raw.close()
                return
            back = socket.create_connection(("127.0.0.1", backend_port))
            try:
                while True:
                    ready = [tls] if tls.pending() else select.select([tls, back], [], [], 600)[0]
                    if not ready:
                        break
                    if tls in ready:
                        data = tls.recv(65536)
                        if not data:
                            break
                        back.sendall(data)
                    if back in ready:
                        data = back.recv(65536)
                        if not data:
                            tls.settimeout(1)
                            tls.unwrap()
                            break
                        tls.sendall(data)
            except (OSError, ssl.SSLError, ValueError):
                pass
            finally:
                back.close()
                tls.close()

        def watch_parent():
            while os.getppid() == parent:
                time.sleep(0.5)
            os._exit(0)

        threading.Thread(target=watch_parent, daemon=True).start()
        while True:
            connection, _ = listener.accept()
            threading.Thread(target=relay, args=(connection,), daemon=True).start()
        """#
}
