import DI
import Foundation
import Testing

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test("64 concurrent first resolutions of a slow singleton create it exactly once")
    func singletonCreatedOnceUnderContention() {
        let counter = Counter()
        let container = Container()
        container.register(Session.self, scope: .singleton) { _ in
            counter.increment()
            Thread.sleep(forTimeInterval: 0.05)
            return Session()
        }
        let resolved = Collector<ObjectIdentifier>()

        let finished = runOnThreads(64) { _ in
            if let session = try? container.resolve(Session.self) { resolved.append(ObjectIdentifier(session)) }
        }

        #expect(finished)
        #expect(counter.count == 1)
        #expect(resolved.all.count == 64)
        #expect(Set(resolved.all).count == 1)
    }

    @Test("concurrent first resolutions of a scoped and a weak service create each once")
    func scopedAndWeakCreatedOnce() {
        let counter = Counter()
        let container = Container()
        container.register(Session.self, scope: .scoped) { _ in
            counter.increment()
            Thread.sleep(forTimeInterval: 0.02)
            return Session()
        }
        container.register(Holder.self, scope: .weak) { _ in
            counter.increment()
            Thread.sleep(forTimeInterval: 0.02)
            return Holder()
        }
        let scope = container.makeScope()
        let keep = Collector<Holder>()

        runOnThreads(16) { _ in
            _ = try? scope.resolve(Session.self)
            if let holder = try? container.resolve(Holder.self) { keep.append(holder) }
        }

        #expect(counter.count == 2)
        #expect(Set(keep.all.map(ObjectIdentifier.init)).count == 1)
    }

    @Test("a factory that resolves other services from inside never deadlocks")
    func reentrantFactories() {
        let container = Container()
        container.register((any HTTPClient).self, scope: .singleton) { _ in URLSessionHTTPClient() }
        container.register((any Clock).self, scope: .singleton) { _ in SystemClock() }
        container.autoregister(FeedService.self, scope: .singleton, initializer: FeedService.init)
        container.register(FeedViewModel.self, scope: .singleton) { r in
            let service = try r.resolve(FeedService.self)
            return FeedViewModel(loader: RemoteFeedLoader(url: feedURL, client: service.client))
        }
        let models = Collector<ObjectIdentifier>()

        let finished = runOnThreads(8) { index in
            if index.isMultiple(of: 2), let model = try? container.resolve(FeedViewModel.self) {
                models.append(ObjectIdentifier(model))
            } else {
                _ = try? container.resolve(FeedService.self)
            }
        }

        #expect(finished)
        #expect(Set(models.all).count == 1)
    }

    @Test("one slow factory does not block unrelated resolutions or registrations")
    func slowFactoryDoesNotBlockOthers() throws {
        let release = OneShotGate()
        let started = OneShotGate()
        let container = Container()
        container.register(Session.self, scope: .singleton) { _ in
            started.open()
            release.wait()
            return Session()
        }
        container.register((any Clock).self) { _ in SystemClock() }
        let thread = Thread { _ = try? container.resolve(Session.self) }
        thread.start()
        started.wait()

        container.register((any HTTPClient).self) { _ in HTTPClientStub() }
        let clock = try container.resolve((any Clock).self)
        let client = try container.resolve((any HTTPClient).self)
        release.open()

        #expect(clock.now() == 42)
        #expect(client is HTTPClientStub)
    }

    @Test("a container is shared across tasks without any unchecked annotation")
    func sharedAcrossTasks() async throws {
        let container = Container()
        container.register((any Clock).self, scope: .singleton) { _ in SystemClock() }

        let values = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<32 {
                group.addTask { try container.resolve((any Clock).self).now() }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(values == Array(repeating: 42, count: 32))
    }

    @Test("registering from many threads while resolving keeps every registration")
    func concurrentRegistration() {
        let container = Container()

        runOnThreads(8) { index in
            for item in 0..<50 {
                container.register(Session.self, name: ServiceName("\(index)-\(item)")) { _ in Session() }
                _ = try? container.resolve(Session.self, name: ServiceName("\(index)-\(item)"))
            }
        }

        #expect(container.registrations.count == 400)
        #expect(container.isRegistered(Session.self, name: "7-49"))
    }
}

private final class Holder: Sendable {}
