import Domain
import Networking
import Synchronization

/// Records the documents it is given and answers with a fixed result.
final class FeedMapperSpy: FeedMapper {
    private let result: Result<Feed, any Error>
    private let received = Mutex<[FeedDocument]>([])

    init(result: Result<Feed, any Error> = .success(Feed(items: []))) {
        self.result = result
    }

    var documents: [FeedDocument] { received.withLock { $0 } }

    func map(_ document: FeedDocument) throws -> Feed {
        received.withLock { $0.append(document) }
        return try result.get()
    }
}
