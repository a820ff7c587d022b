import DI
import DIAssemblies
import Domain
import Foundation
import Networking
import Testing

@Suite("The loader chains, as the container declares them")
struct ChainWiringTests {
    @Test(
        "the online feed chain is declared remote → cached → fallback → polite → logged, with the cache as fallback"
    )
    func feedChainOrder() throws {
        let declared = try declaredDependencies()

        #expect(declared[feed(.logged)]?.contains(feed(.polite)) == true)
        #expect(declared[feed(.polite)]?.contains(feed(.fallback)) == true)
        #expect(declared[feed(.polite)]?.contains(feed(.local)) == true)
        #expect(declared[feed(.fallback)]?.contains(feed(.cached)) == true)
        #expect(declared[feed(.fallback)]?.contains(feed(.local)) == true)
        #expect(declared[feed(.cached)]?.contains(feed(.remote)) == true)
        #expect(declared[feed(.cached)]?.contains(ServiceKey((any FeedCache).self, argumentType: URL.self)) == true)
        #expect(declared[feed(.remote)]?.contains(ServiceKey((any HTTPClient).self)) == true)
        #expect(declared[feed(.offline)]?.contains(feed(.local)) == true)
    }

    @Test("the loader per URL is declared to route to the online chain, the offline cache or the file reader")
    func routing() throws {
        let declared = try declaredDependencies()

        #expect(Set(declared[feed(nil)] ?? []).isSuperset(of: [feed(.logged), feed(.offline), feed(.file)]))
        #expect(declared[feed(.file)]?.contains(ServiceKey((any HTTPClient).self, name: .file)) == true)
    }

    @Test("the image chain is declared the other way round: local first, then remote, cached")
    func imageChainOrder() throws {
        let declared = try declaredDependencies()
        let image = { (name: ServiceName?) in ServiceKey((any ImageDataLoader).self, name: name) }

        #expect(Set(declared[image(nil)] ?? []).isSuperset(of: [image(.local), image(.cached)]))
        #expect(declared[image(.cached)]?.contains(image(.remote)) == true)
        #expect(declared[image(.cached)]?.contains(ServiceKey((any ImageDataCache).self)) == true)
    }

    @Test("every declared dependency of the app's registrations is registered")
    func everyDeclaredDependencyIsRegistered() throws {
        let container = try AppContainer.build(configuration: AppContainer.testConfiguration())
        let registered = Set(container.registrations.map(\.key))

        let missing = container.registrations.flatMap { registration in
            (registration.dependencies ?? []).filter { !registered.contains($0) }.map { "\(registration.key) → \($0)" }
        }

        #expect(missing.isEmpty)
    }

    @Test("the dependency tree prints the chain nested in order: logged → fallback → cached → remote")
    func dependencyTreeShowsChain() throws {
        let container = try AppContainer.build(configuration: AppContainer.testConfiguration())
        let lines = container.dependencyTree().split(separator: "\n").map(String.init)
        let chain = ["logged", "fallback", "cached", "remote"].map { "FeedLoader(\($0), argument: URL)" }

        let positions = try chain.map { link in try #require(lines.firstIndex { $0.contains(link) }) }
        let depths = positions.map { lines[$0].prefix { !$0.isLetter }.count }

        #expect(positions == positions.sorted())
        #expect(zip(depths, depths.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("the exported graph has the edges logged → polite → fallback → cached → remote")
    func graphShowsChain() throws {
        let container = try AppContainer.build(configuration: AppContainer.testConfiguration())
        let edges = dotEdges(container.graph(format: .dot))

        #expect(edges.contains(["FeedLoader(logged, argument: URL)", "FeedLoader(polite, argument: URL)"]))
        #expect(edges.contains(["FeedLoader(polite, argument: URL)", "FeedLoader(fallback, argument: URL)"]))
        #expect(edges.contains(["FeedLoader(fallback, argument: URL)", "FeedLoader(cached, argument: URL)"]))
        #expect(edges.contains(["FeedLoader(fallback, argument: URL)", "FeedLoader(local, argument: URL)"]))
        #expect(edges.contains(["FeedLoader(cached, argument: URL)", "FeedLoader(remote, argument: URL)"]))
        #expect(edges.contains(["ImageDataLoader(cached)", "ImageDataLoader(remote)"]))
    }

    // MARK: - Helpers

    private func feed(_ name: ServiceName?) -> ServiceKey {
        ServiceKey((any FeedLoader).self, name: name, argumentType: URL.self)
    }

    /// The edges of a DOT graph as `[from, to]` pairs of node names (each label's first line).
    private func dotEdges(_ dot: String) -> Set<[String]> {
        var names: [String: String] = [:]
        var edges: [(String, String)] = []
        for line in dot.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if let label = line.range(of: " [label=\""), let end = line.range(of: "\\n") {
                names[String(line[..<label.lowerBound])] = String(line[label.upperBound..<end.lowerBound])
            } else if let arrow = line.range(of: " -> ") {
                edges.append((String(line[..<arrow.lowerBound]), String(line[arrow.upperBound...].dropLast())))
            }
        }
        return Set(edges.compactMap { edge in names[edge.0].flatMap { from in names[edge.1].map { [from, $0] } } })
    }

    private func declaredDependencies() throws -> [ServiceKey: [ServiceKey]] {
        let container = try AppContainer.build(configuration: AppContainer.testConfiguration())
        var declared: [ServiceKey: [ServiceKey]] = [:]
        for registration in container.registrations {
            declared[registration.key] = registration.dependencies ?? []
        }
        return declared
    }
}
