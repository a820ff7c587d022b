import DI
import Foundation
import Testing

@Suite("autoregister with a runtime argument passes it on to the dependencies that take it")
struct DeclaredArgumentTests {
    @Test("a chain for one URL: the argument first, then dependencies resolved with it, named or not")
    func chainPassesTheArgumentOn() throws {
        let container = makeSUT()

        let loader = try container.resolve((any FeedLoader).self, argument: Self.url)

        let cached = try #require(loader as? ChainLink)
        #expect(cached.role == "cached")
        #expect(cached.link(1)?.role == "remote")
        #expect(cached.link(1)?.url == Self.url)
        #expect((cached.inner.last as? ChainLink)?.url == Self.url)
        #expect(cached.link(1)?.inner.first is HTTPClientStub)
    }

    @Test("markers record the keys they resolve, with the argument type and name")
    func markersRecordTheirKeys() {
        let container = makeSUT()

        let dependencies = container.registrations.first {
            $0.key == ServiceKey((any FeedLoader).self, argumentType: URL.self)
        }?.dependencies

        #expect(
            dependencies == [
                ServiceKey((any FeedLoader).self, name: "remote", argumentType: URL.self),
                ServiceKey((any FeedCache).self, argumentType: URL.self),
            ])
    }

    @Test("what a resolution resolves for the argument is exactly what the registration records")
    func resolvedKeysAreTheRecordedOnes() throws {
        let container = makeSUT()
        let resolved = Locked<[ServiceKey]>([])
        container.traceResolutions { event in
            if event.depth == 1 { resolved.withLock { $0.append(event.key) } }
        }

        _ = try container.resolve((any FeedLoader).self, argument: Self.url)

        let recorded = container.registrations.first {
            $0.key == ServiceKey((any FeedLoader).self, argumentType: URL.self)
        }?.dependencies
        #expect(resolved.withLock { $0 } == recorded)
    }

    @Test("validate names a dependency missing for the argument, with the path")
    func validateNamesAMissingArgumentDependency() {
        let container = Container()
        container.autoregister((any FeedLoader).self, argument: URL.self) {
            (_: URL, remote: NamedWithArgument<any FeedLoader, Remote>) in ChainLink("cached", inner: [remote.value])
        }

        let problems = (#expect(throws: ValidationError.self) { try container.validate() })?.problems ?? []

        #expect(problems.map(\.kind) == [.missingDependency])
        #expect(
            problems.first?.path == [
                ServiceKey((any FeedLoader).self, argumentType: URL.self),
                ServiceKey((any FeedLoader).self, name: "remote", argumentType: URL.self),
            ])
    }

    @Test("a lifetime applies per argument value: one singleton per URL")
    func singletonPerArgument() throws {
        let container = Container()
        container.autoregister(ChainLink.self, scope: .singleton, argument: URL.self) { url in
            ChainLink("local", url: url)
        }

        let first = try container.resolve(ChainLink.self, argument: Self.url)
        let again = try container.resolve(ChainLink.self, argument: Self.url)
        let other = try container.resolve(ChainLink.self, argument: URL(fileURLWithPath: "/other.xml"))

        #expect(first === again)
        #expect(first !== other)
    }

    @Test("one instance per URL plays several roles through implements")
    func implementsSharesTheInstancePerArgument() throws {
        let container = Container()
        container.autoregister(ChainLink.self, scope: .graph, argument: URL.self) { url in ChainLink("local", url: url)
        }
        .implements((any FeedLoader).self, name: "local")
        .implements((any FeedCache).self)
        container.autoregister(ChainLink.self, name: "both", argument: URL.self) {
            (_: URL, loader: NamedWithArgument<any FeedLoader, Local>, cache: WithArgument<any FeedCache>) in
            ChainLink("both", inner: [loader.value, cache.value])
        }

        let both = try container.resolve(ChainLink.self, name: "both", argument: Self.url)

        #expect(both.inner.count == 2)
        #expect((both.inner.first as? ChainLink) === (both.inner.last as? ChainLink))
    }

    @Test("a decorator wraps a registration declared by its parameters, with the argument")
    func decoratorWrapsIt() throws {
        let container = makeSUT()
        container.decorate((any FeedLoader).self) { (_: Resolver, inner: any FeedLoader, url: URL) in
            ChainLink("logged", url: url, inner: [inner])
        }

        let loader = try container.resolve((any FeedLoader).self, argument: Self.url)

        #expect((loader as? ChainLink)?.role == "logged")
        #expect((loader as? ChainLink)?.link(1)?.role == "cached")
    }

    // MARK: - Helpers

    private static let url = URL(fileURLWithPath: "/feed.xml")

    private enum Local: NameTag { static let name: ServiceName = "local" }

    /// remote (argument, client, cache) ← cached (remote with the argument, cache with the argument).
    private func makeSUT() -> Container {
        let container = Container()
        container.register((any HTTPClient).self) { _ in HTTPClientStub() }
        container.autoregister((any FeedCache).self, argument: URL.self) { url in ChainLink("cache", url: url) }
        container.autoregister((any FeedLoader).self, name: Remote.name, argument: URL.self) {
            (url: URL, client: any HTTPClient) in ChainLink("remote", url: url, inner: [client])
        }
        container.autoregister((any FeedLoader).self, argument: URL.self) {
            (_: URL, remote: NamedWithArgument<any FeedLoader, Remote>, cache: WithArgument<any FeedCache>) in
            ChainLink("cached", inner: [remote.value, cache.value])
        }
        return container
    }
}
