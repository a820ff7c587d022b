import Domain
import Foundation

/// An image loader that records each URL it was asked for and answers with the results the test queued, in order.
public final class ImageDataLoaderSpy: ImageDataLoader {
    /// What the spy was asked, and what happened to it.
    public enum Message: Equatable, Sendable {
        /// A load of the URL started.
        case load(URL)
        /// The load of the URL was cancelled while it waited.
        case cancelled(URL)
    }

    /// How one load answers.
    public typealias Stub = SpyStub<Data, ImageLoadingError>

    private let answers: ScriptedAnswers<Message, Data, ImageLoadingError>

    /// Creates a spy that answers its loads with `stubs`, in order.
    public init(_ stubs: Stub...) {
        answers = ScriptedAnswers(stubs)
    }

    /// What it was asked, in order.
    public var messages: [Message] { answers.messages }

    /// Records the load and answers with the next stub.
    public func loadImageData(from url: URL) async throws -> Data {
        try await answers.answer(.load(url), cancelled: .cancelled(url))
    }
}
