import DI
import Foundation
import Testing

@Suite("Validation: what it runs, what it leaves, where it runs")
struct ValidationBoundaryTests {
    @Test("validation never runs async, main-actor, argument or declared factories")
    func neverRunsWhatItMustNot() {
        let container = Container()
        let log = RunLog()
        container.register(Session.self) { _ async in
            log.ran("async")
            return Session()
        }
        container.registerMainActor(MainFeedViewModel.self) { _ in
            log.ran("main actor")
            return MainFeedViewModel(loader: LocalFeedLoader())
        }
        container.register((any FeedLoader).self) { (r: Resolver, url: URL) in
            log.ran("argument")
            return RemoteFeedLoader(url: url, client: URLSessionHTTPClient())
        }
        container.register((any Clock).self, dependsOn: []) { _ in
            log.ran("declared")
            return SystemClock()
        }

        #expect(container.validationProblems().isEmpty)
        #expect(log.runs.isEmpty)
    }

    @Test("declared dependencies of an argument registration are checked")
    func argumentRegistrationDeclaredDependencies() {
        let container = Container()
        container.register((any FeedLoader).self, name: "remote", dependsOn: [.init((any HTTPClient).self)]) {
            (r: Resolver, url: URL) in RemoteFeedLoader(url: url, client: try r.resolve((any HTTPClient).self))
        }

        let problems = container.validationProblems()

        #expect(problems.map(\.kind) == [.missingDependency])
        #expect(problems.first?.path.map(\.description) == ["FeedLoader(remote, argument: URL)", "HTTPClient"])
    }

    @Test("validation leaves no cached instance and runs each observed factory once")
    func leavesNoCachedInstance() throws {
        let container = Container()
        let log = RunLog()
        container.register((any HTTPClient).self, scope: .singleton) { _ in
            log.ran("client")
            return URLSessionHTTPClient()
        }
        container.register((any FeedLoader).self, scope: .weak) { r in
            log.ran("loader")
            return RemoteFeedLoader(url: feedURL, client: try r.resolve((any HTTPClient).self))
        }
        container.autoregister(FeedViewModel.self, scope: .singleton, initializer: FeedViewModel.init)

        try container.validate()

        #expect(log.runs.sorted() == ["client", "loader"])
        #expect(container.registrations.allSatisfy { !$0.hasCachedInstance })
        _ = try container.resolve(FeedViewModel.self)
        #expect(log.runs.sorted() == ["client", "client", "loader", "loader"])
    }

    @Test("a long chain of observed factories validates without overflowing the stack")
    func longChainValidates() throws {
        let container = Container()
        let length = 600
        for index in 0..<length {
            let next = ServiceName("\(index + 1)")
            container.register(Session.self, name: ServiceName("\(index)")) { r in
                if index + 1 < length { _ = try r.resolve(Session.self, name: next) }
                return Session()
            }
        }

        #expect(throws: Never.self) { try container.validate() }
    }

    @Test("the assembler validates what it builds, and build(validate: false) returns the raw graph")
    func assemblerValidates() throws {
        let assembler = Assembler([BrokenAssembly()])

        let error = #expect(throws: ValidationError.self) { try assembler.build() }
        let unchecked = try assembler.build(validate: false)

        #expect(error?.problems.map(\.kind) == [.missingDependency])
        #expect(unchecked.isRegistered(NeedsLogger.self))
    }

    @Test("bootstrap validates before it creates anything")
    func bootstrapValidatesFirst() async {
        let opened = Counter()
        let assembler = Assembler([BrokenAssembly(opened: opened)])

        await #expect(throws: ValidationError.self) { try await assembler.bootstrap() }

        #expect(opened.count == 0)
    }
}

private struct BrokenAssembly: ServiceAssembly {
    var opened: Counter?

    func assemble(container: Container) {
        container.autoregister(NeedsLogger.self, initializer: NeedsLogger.init)
        let opened = opened
        container.register((any FeedStore).self, scope: .singleton, dependsOn: []) { _ async throws in
            try await SQLiteFeedStore.open(at: feedURL, opened: opened)
        }
    }
}
