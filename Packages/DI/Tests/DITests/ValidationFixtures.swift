import DI
import Foundation

// Services for the validation, decorator, collection and graph-export tests.

protocol Logger: Sendable {
    var name: String { get }
}

final class ConsoleLogger: Logger {
    let name = "console"
}

/// Wraps a loader and records its layer in `layers`, so tests can read the decoration order.
final class LayeredFeedLoader: FeedLoader {
    let decoratee: any FeedLoader
    let layer: String

    init(decoratee: any FeedLoader, layer: String) {
        self.decoratee = decoratee
        self.layer = layer
    }

    /// The layers from the outermost in, ending with the undecorated loader's type.
    var layers: [String] {
        var result = [layer]
        var inner: any FeedLoader = decoratee
        while let layered = inner as? LayeredFeedLoader {
            result.append(layered.layer)
            inner = layered.decoratee
        }
        result.append(String(describing: type(of: inner)))
        return result
    }
}

/// The layers of a possibly decorated loader, outermost first.
func layers(of loader: any FeedLoader) -> [String] {
    (loader as? LayeredFeedLoader)?.layers ?? [String(describing: type(of: loader))]
}

protocol LogSink: Sendable {
    var label: String { get }
}

struct NamedSink: LogSink {
    let label: String
}

final class NeedsLogger: Sendable {
    let logger: any Logger

    init(logger: any Logger) {
        self.logger = logger
    }
}

final class CycleA: Sendable {
    init(b: CycleB) {}
}

final class CycleB: Sendable {
    init(a: CycleA) {}
}

final class Badge: Sendable {
    let session: Session

    init(session: Session) {
        self.session = session
    }
}

/// Counts how often a factory ran, from a test.
final class RunLog: Sendable {
    private let names = Locked<[String]>([])

    func ran(_ name: String) {
        names.withLock { $0.append(name) }
    }

    var runs: [String] { names.withLock { $0 } }
}
