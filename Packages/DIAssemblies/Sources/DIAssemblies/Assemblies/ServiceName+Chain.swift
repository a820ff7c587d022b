import DI

extension ServiceName {
    /// The loader that fetches over HTTP and maps the format (`FeedLoader` per URL; the shared `ImageDataLoader`).
    public static let remote: ServiceName = "remote"
    /// The remote loader with what it delivers saved to the cache.
    public static let cached: ServiceName = "cached"
    /// The cached remote loader with the local cache as its fallback.
    public static let fallback: ServiceName = "fallback"
    /// The fallback composite behind the saved copy while it is fresh (unless the configuration forces a refresh).
    public static let polite: ServiceName = "polite"
    /// The polite loader with every load logged: the whole online chain.
    public static let logged: ServiceName = "logged"
    /// The local cache alone (`FeedLoader` per URL; the shared `ImageDataLoader`).
    public static let local: ServiceName = "local"
    /// The local cache alone, logged: what offline mode loads.
    public static let offline: ServiceName = "offline"
    /// A feed read from a file (`FeedLoader` per URL), logged and never cached; also the file `HTTPClient`.
    public static let file: ServiceName = "file"
}
