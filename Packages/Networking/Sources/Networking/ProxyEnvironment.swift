#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The proxy settings of the environment, read the way libcurl reads them.
///
/// libcurl would read these variables itself; the client reads them first and hands libcurl the result,
/// so that a failure can name the proxy it went through and a test can give its own variables without
/// changing the process's. The rules are libcurl's: `http_proxy` for `http` (lower case only: libcurl
/// ignores `HTTP_PROXY`, which a CGI request can set from a `Proxy:` header), `https_proxy` or
/// `HTTPS_PROXY` for `https`, then `all_proxy` or `ALL_PROXY` for either; `no_proxy` or `NO_PROXY` lists
/// the hosts reached directly.
public struct ProxyEnvironment: Sendable, Hashable {
    /// The variables that name proxies, by name.
    public let variables: [String: String]

    /// The names libcurl reads, in the order it prefers them.
    static let names = [
        "http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY",
    ]

    /// Reads the proxy variables out of `environment`; the process's environment by default.
    public init(_ environment: [String: String] = ProcessInfo.processInfo.environment) {
        variables = environment.filter { Self.names.contains($0.key) && !$0.value.isEmpty }
    }

    /// The proxy a request to `scheme` goes through, as the variable spells it; `nil` for none.
    func proxy(forScheme scheme: String) -> String? {
        let names =
            scheme == "https"
            ? ["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] : ["http_proxy", "all_proxy", "ALL_PROXY"]
        return names.lazy.compactMap { variables[$0] }.first
    }

    /// The hosts reached without a proxy (libcurl's `no_proxy` syntax), if any.
    var noProxy: String? { variables["no_proxy"] ?? variables["NO_PROXY"] }
}
