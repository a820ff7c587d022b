import DI
import Foundation
import Testing

@Suite("autodecorate declares a decorator's dependencies once, as its parameters")
struct AutodecorateTests {
    @Test("a decorator gets the instance and its dependencies, named ones included, and records their keys")
    func decoratorGetsItsDependencies() throws {
        let container = Container()
        container.register((any HTTPClient).self, name: "remote") { _ in URLSessionHTTPClient() }
        container.register(ChainLink.self) { _ in ChainLink("inner") }

        container.autodecorate(ChainLink.self) { (inner: ChainLink, client: Named<any HTTPClient, Remote>) in
            ChainLink("logged", inner: [inner, client.value])
        }
        let link = try container.resolve(ChainLink.self)

        #expect(link.role == "logged")
        #expect(link.link(1)?.role == "inner")
        #expect(link.inner.last is URLSessionHTTPClient)
        #expect(
            container.graph(format: .json).contains("HTTPClient(remote)"),
            "the decorator's dependency is an edge of the exported graph")
    }

    @Test("a decorator of an argument registration gets the argument and passes it on")
    func argumentDecoratorPassesTheArgumentOn() throws {
        let container = Container()
        let url = URL(fileURLWithPath: "/feed.xml")
        container.autoregister(ChainLink.self, argument: URL.self) { url in ChainLink("remote", url: url) }
        container.autoregister((any FeedCache).self, argument: URL.self) { url in ChainLink("cache", url: url) }

        container.autodecorate(ChainLink.self, argument: URL.self) {
            (inner: ChainLink, url: URL, cache: WithArgument<any FeedCache>) in
            ChainLink("cached", url: url, inner: [inner, cache.value])
        }
        let link = try container.resolve(ChainLink.self, argument: url)

        #expect(link.role == "cached")
        #expect(link.link(1)?.url == url)
        #expect((link.inner.last as? ChainLink)?.url == url)
    }

    @Test("validate names a decorator's missing dependency with the path")
    func validateNamesAMissingDecoratorDependency() {
        let container = Container()
        container.register(ChainLink.self) { _ in ChainLink("inner") }

        container.autodecorate(ChainLink.self) { (inner: ChainLink, audit: Named<any FeedLoader, Audit>) in
            ChainLink("audited", inner: [inner, audit.value])
        }
        let problems = (#expect(throws: ValidationError.self) { try container.validate() })?.problems ?? []

        #expect(problems.map(\.kind) == [.missingDependency])
        #expect(problems.first?.path == [ServiceKey(ChainLink.self), ServiceKey((any FeedLoader).self, name: "audit")])
    }
}
