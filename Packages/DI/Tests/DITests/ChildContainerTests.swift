import DI
import Testing

@Suite("Child containers")
struct ChildContainerTests {
    @Test("a child sees its parent's registrations")
    func childSeesParent() throws {
        let parent = makeSUT()

        let child = parent.makeChild()

        #expect(try child.resolve((any HTTPClient).self) is URLSessionHTTPClient)
        #expect(child.isRegistered((any HTTPClient).self))
        #expect(child.registrations.allSatisfy { $0.isInherited })
    }

    @Test("a child's override does not touch the parent")
    func overrideStaysInChild() throws {
        let parent = makeSUT()
        let child = parent.makeChild()

        child.register((any HTTPClient).self) { _ in HTTPClientStub() }

        #expect(try child.resolve((any HTTPClient).self) is HTTPClientStub)
        #expect(try parent.resolve((any HTTPClient).self) is URLSessionHTTPClient)
        #expect(child.registrations.first { $0.key == ServiceKey((any HTTPClient).self) }?.isInherited == false)
    }

    @Test("a parent's transient registration resolves its dependencies from the child, picking up overrides")
    func transientSeesChildOverrides() throws {
        let parent = makeSUT()
        parent.register(FeedViewModel.self) { r in
            FeedViewModel(loader: RemoteFeedLoader(url: feedURL, client: try r.resolve((any HTTPClient).self)))
        }
        let child = parent.makeChild()
        child.register((any HTTPClient).self) { _ in HTTPClientStub() }

        let model = try child.resolve(FeedViewModel.self)

        #expect((model.loader as? RemoteFeedLoader)?.client is HTTPClientStub)
    }

    @Test("a parent's singleton is created by the parent from its own registrations, so overrides never leak in")
    func parentSingletonIgnoresChildOverrides() throws {
        let parent = makeSUT()
        parent.register((any FeedLoader).self, scope: .singleton) { r in
            RemoteFeedLoader(url: feedURL, client: try r.resolve((any HTTPClient).self))
        }
        let child = parent.makeChild()
        child.register((any HTTPClient).self) { _ in HTTPClientStub() }

        let fromChild = try child.resolve((any FeedLoader).self)
        let fromParent = try parent.resolve((any FeedLoader).self)

        #expect((fromChild as? RemoteFeedLoader)?.client is URLSessionHTTPClient)
        #expect((fromChild as? RemoteFeedLoader) === (fromParent as? RemoteFeedLoader))
    }

    @Test("resetting a child keeps the parent's registrations")
    func resetChild() throws {
        let parent = makeSUT()
        let child = parent.makeChild()
        child.register((any HTTPClient).self) { _ in HTTPClientStub() }

        child.reset()

        #expect(try child.resolve((any HTTPClient).self) is URLSessionHTTPClient)
    }

    // MARK: - Helpers

    private func makeSUT() -> Container {
        let container = Container()
        container.register((any HTTPClient).self) { _ in URLSessionHTTPClient() }
        return container
    }
}
