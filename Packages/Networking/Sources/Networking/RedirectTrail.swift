#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The redirects one request followed, to tell whether its address moved for good.
struct RedirectTrail: Sendable {
    /// How many redirects were followed.
    private(set) var count = 0
    /// Where the redirects led while every one so far was permanent (301, 308); `nil` until one was.
    private(set) var permanentURL: URL?
    /// Whether every redirect so far was permanent.
    private(set) var isPermanentSoFar = true

    /// Notes a redirect with `status` to `url`.
    mutating func record(status: Int, to url: URL) {
        count += 1
        if isPermanentSoFar, status == 301 || status == 308 {
            permanentURL = url
        } else {
            isPermanentSoFar = false
        }
    }
}

extension HTTPResponse {
    /// This response, reached through `trail` (and any redirects it already knew of, which came later).
    func after(_ trail: RedirectTrail) -> HTTPResponse {
        guard trail.count > 0 else { return self }
        let permanentURL = trail.isPermanentSoFar ? permanentRedirectURL ?? trail.permanentURL : trail.permanentURL
        return HTTPResponse(
            url: url, statusCode: statusCode, headers: headers, body: body, permanentRedirectURL: permanentURL)
    }
}
