import Domain

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
    /// The response's `ETag` and `Last-Modified`, or `nil` when it sent neither.
    var cacheValidators: CacheValidators? {
        let validators = CacheValidators(
            etag: value(forHeader: "ETag"), lastModified: value(forHeader: "Last-Modified"))
        return validators.isEmpty ? nil : validators
    }
}
