import Foundation

/// A certificate authority made for a test run with the `openssl` command, and a server certificate it
/// signed for 127.0.0.1 and `localhost`.
///
/// The client under test is handed ``caFile``; nothing is added to the system's store.
public struct TestCertificateAuthority: Sendable, Hashable {
    /// Whether the server certificate is valid now or expired yesterday.
    public enum Validity: Sendable, Hashable {
        /// Valid from now for two days.
        case valid
        /// Its validity ended a day before it began.
        case expired
    }

    /// The folder holding the files.
    public let directory: URL
    /// The CA's certificate (PEM): what a client must trust.
    public var caFile: String { directory.appendingPathComponent("ca.pem").path }
    /// The server's certificate (PEM), signed by the CA.
    public var certificateFile: String { directory.appendingPathComponent("server.pem").path }
    /// The server's private key (PEM).
    public var keyFile: String { directory.appendingPathComponent("server.key").path }

    /// Makes a CA and a server certificate for `names` (`IP:127.0.0.1`, `DNS:localhost` by default).
    ///
    /// - Throws: ``LoopbackHTTPServerError/toolFailed(_:)`` when `openssl` is missing or fails.
    public static func make(
        validity: Validity = .valid, names: [String] = ["IP:127.0.0.1", "DNS:localhost"]
    ) throws(LoopbackHTTPServerError) -> TestCertificateAuthority {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("test-ca-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data("subjectAltName=\(names.joined(separator: ","))\n".utf8)
                .write(to: directory.appendingPathComponent("names.ext"))
        } catch {
            throw .toolFailed("the folder for a test CA could not be made: \(error)")
        }
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try openssl(
            ["req", "-x509"] + key + [
                "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=feed test CA",
            ], in: directory)
        try openssl(
            ["req"] + key + ["-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=feed test server"],
            in: directory)
        try openssl(
            [
                "x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
                "-out", "server.pem", "-days", validity == .valid ? "2" : "-1", "-extfile", "names.ext",
            ], in: directory)
        return TestCertificateAuthority(directory: directory)
    }

    private static func openssl(_ arguments: [String], in directory: URL) throws(LoopbackHTTPServerError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["openssl"] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .toolFailed("openssl could not be started (install the Debian package openssl): \(error)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .toolFailed("openssl \(arguments.first ?? "") exited with \(process.terminationStatus)")
        }
    }
}
