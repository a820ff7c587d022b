import Foundation

// The object graph of the chain scenarios, the shape of the app's feed chain for one URL:
// logged → fallback → (cached → remote, local). Singletons: ChainHTTPClient, ChainLogger. Per resolve, all
// transient and made for the URL argument: ChainLogging, ChainFallback, ChainCacheDecorator, ChainRemoteLoader,
// ChainValidators, two ChainLocalLoaders (the cache and the fallback): 7 objects.

protocol ChainLoader: Sendable {}

final class ChainHTTPClient: Sendable {}

final class ChainLogger: Sendable {}

final class ChainValidators: Sendable {
    let url: URL

    init(url: URL) {
        self.url = url
    }
}

final class ChainRemoteLoader: ChainLoader {
    let url: URL
    let client: ChainHTTPClient
    let validators: ChainValidators

    init(url: URL, client: ChainHTTPClient, validators: ChainValidators) {
        self.url = url
        self.client = client
        self.validators = validators
    }
}

final class ChainLocalLoader: ChainLoader {
    let url: URL

    init(url: URL) {
        self.url = url
    }
}

final class ChainCacheDecorator: ChainLoader {
    let decoratee: any ChainLoader
    let cache: ChainLocalLoader
    let logger: ChainLogger

    init(decoratee: any ChainLoader, cache: ChainLocalLoader, logger: ChainLogger) {
        self.decoratee = decoratee
        self.cache = cache
        self.logger = logger
    }
}

final class ChainFallback: ChainLoader {
    let primary: any ChainLoader
    let fallback: any ChainLoader

    init(primary: any ChainLoader, fallback: any ChainLoader) {
        self.primary = primary
        self.fallback = fallback
    }
}

final class ChainLogging: ChainLoader {
    let decoratee: any ChainLoader
    let url: URL
    let logger: ChainLogger

    init(decoratee: any ChainLoader, url: URL, logger: ChainLogger) {
        self.decoratee = decoratee
        self.url = url
        self.logger = logger
    }
}
