import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension CacheValidators {
    /// The headers that make a request conditional on these validators.
    var conditionalHeaders: [String: String] {
        var headers: [String: String] = [:]
        if let etag { headers["If-None-Match"] = etag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        return headers
    }
}

extension HTTPResponse {
    /// The response's `ETag`, `Last-Modified` and freshness lifetime (with `feedLifetime`, what the
    /// document itself says, such as RSS `<ttl>`), or `nil` when it said none of them.
    func cacheValidators(feedLifetime: TimeInterval? = nil) -> CacheValidators? {
        let lifetimes = [FreshnessLifetime.seconds(of: self), feedLifetime].compactMap { $0 }
        let validators = CacheValidators(
            etag: value(forHeader: "ETag"), lastModified: value(forHeader: "Last-Modified"), lifetime: lifetimes.max())
        return validators.isEmpty && validators.lifetime == nil ? nil : validators
    }
}
