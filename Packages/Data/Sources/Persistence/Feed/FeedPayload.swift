import Domain
import Foundation

/// Encodes feeds for the stores (JSON) and turns coding failures into clear cache errors.
enum FeedPayload {
    /// The JSON bytes of `value`.
    static func encode<T: Encodable>(_ value: T, path: String) throws(FeedLoadingError) -> Data {
        do {
            return try JSONEncoder().encode(value)
        } catch {
            throw .cacheUnavailable(reason: "the feed could not be encoded for \(path): \(error)")
        }
    }

    /// The value decoded from `data`; a failure says which copy is unreadable and what to do.
    static func decode<T: Decodable>(_ data: Data, as type: T.Type = T.self, path: String) throws(FeedLoadingError)
        -> T
    {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw .cacheUnavailable(
                reason: "the cached copy in \(path) cannot be read (\(StoreFailure.describe(error))); "
                    + "load the feed again while online to replace it")
        }
    }
}
