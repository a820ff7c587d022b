import DI
import Foundation
import Testing

@Suite("a parameter resolved with the argument follows the rules of resolve(_:name:argument:)")
struct DeclaredArgumentResolutionTests {
    @Test("a dependency missing for the argument fails the resolution with the path to its key")
    func missingArgumentDependencyFailsWithThePath() {
        let container = Container()
        container.autoregister((any FeedLoader).self, argument: URL.self) {
            (_: URL, remote: NamedWithArgument<any FeedLoader, Remote>) in ChainLink("cached", inner: [remote.value])
        }

        let error = #expect(throws: ResolutionError.self) {
            try container.resolve((any FeedLoader).self, argument: Self.url)
        }

        #expect(error?.kind == .missingRegistration)
        #expect(
            error?.path == [
                ServiceKey((any FeedLoader).self, argumentType: URL.self),
                ServiceKey((any FeedLoader).self, name: "remote", argumentType: URL.self),
            ])
    }

    @Test("a dependency registered with another argument type is an argument mismatch, not a missing key")
    func otherArgumentTypeIsAMismatch() {
        let container = Container()
        container.register((any FeedCache).self) { (_: Resolver, path: String) in ChainLink("cache:" + path) }
        container.autoregister((any FeedLoader).self, argument: URL.self) {
            (_: URL, cache: WithArgument<any FeedCache>) in ChainLink("cached", inner: [cache.value])
        }

        let error = #expect(throws: ResolutionError.self) {
            try container.resolve((any FeedLoader).self, argument: Self.url)
        }

        #expect(error?.kind == .argumentMismatch)
        #expect(error?.path.last == ServiceKey((any FeedCache).self, argumentType: URL.self))
    }

    @Test("parameters resolved with the argument come from the child that asks, which may override them")
    func childOverridesAnArgumentDependency() throws {
        let parent = Container()
        parent.autoregister((any FeedCache).self, argument: URL.self) { url in ChainLink("parent", url: url) }
        parent.autoregister((any FeedLoader).self, argument: URL.self) {
            (_: URL, cache: WithArgument<any FeedCache>) in ChainLink("cached", inner: [cache.value])
        }
        let child = parent.makeChild()
        child.autoregister((any FeedCache).self, argument: URL.self) { url in ChainLink("child", url: url) }

        let fromChild = try #require(try child.resolve((any FeedLoader).self, argument: Self.url) as? ChainLink)
        let fromParent = try #require(try parent.resolve((any FeedLoader).self, argument: Self.url) as? ChainLink)

        #expect(fromChild.link(1)?.role == "child")
        #expect(fromChild.link(1)?.url == Self.url)
        #expect(fromParent.link(1)?.role == "parent")
    }

    @Test("a cycle through parameters resolved with the argument is an error, not a stack overflow")
    func cycleThroughArgumentParametersIsAnError() {
        let container = Container()
        container.autoregister((any FeedLoader).self, argument: URL.self) {
            (_: URL, cache: WithArgument<any FeedCache>) in ChainLink("loader", inner: [cache.value])
        }
        container.autoregister((any FeedCache).self, argument: URL.self) {
            (_: URL, loader: WithArgument<any FeedLoader>) in ChainLink("cache", inner: [loader.value])
        }

        let error = #expect(throws: ResolutionError.self) {
            try container.resolve((any FeedLoader).self, argument: Self.url)
        }

        #expect(error?.kind == .circularDependency)
    }

    @Test("a function that ignores the argument still passes it on to the parameters that take it")
    func ignoredArgumentIsStillPassedOn() throws {
        let container = Container()
        container.autoregister((any FeedCache).self, argument: URL.self) { url in ChainLink("cache", url: url) }
        container.autoregister((any FeedLoader).self, argument: URL.self) {
            (_: URL, cache: WithArgument<any FeedCache>) in ChainLink("cached", inner: [cache.value])
        }

        let loader = try #require(try container.resolve((any FeedLoader).self, argument: Self.url) as? ChainLink)

        #expect(loader.link(1)?.url == Self.url)
    }

    // MARK: - Helpers

    private static let url = URL(fileURLWithPath: "/feed.xml")
}
