import DI
import Testing

@Suite("Under concurrent and repeated use")
struct ConcurrentUseTests {
    @Test("a dropped container that exposed a registration with implements frees its singleton")
    func implementsDoesNotLeak() throws {
        weak var singleton: LocalFeedLoader?
        do {
            let container = Container()
            container.register(LocalFeedLoader.self, scope: .singleton) { _ in LocalFeedLoader() }
                .implements((any FeedLoader).self)
                .implements((any FeedCache).self)
            let loader = try container.resolve((any FeedLoader).self)
            singleton = loader as? LocalFeedLoader
            #expect(singleton != nil)
        }

        #expect(singleton == nil)
    }

    @Test("a registration racing with resolveOptional gives either nil or the instance, never a mismatch")
    func registrationRacingWithOptionalResolution() {
        let errors = Collector<String>()
        for _ in 0..<200 {
            let container = Container()
            let gate = OneShotGate()
            runOnThreads(2) { thread in
                if thread == 0 {
                    gate.open()
                    container.register(Session.self) { _ in Session() }
                } else {
                    gate.wait()
                    if case .failure(let error) = Result(catching: { () throws(ResolutionError) in
                        try container.resolveOptional(Session.self)
                    }) {
                        errors.append(error.description)
                    }
                }
            }
        }

        #expect(errors.all.isEmpty)
    }

    @Test("a missing registration resolved while the same key is registered never reports an argument mismatch")
    func missingNeverContradicts() {
        let kinds = Collector<ResolutionError.Kind>()
        for _ in 0..<200 {
            let container = Container()
            runOnThreads(2) { thread in
                if thread == 0 {
                    container.register(Session.self) { _ in Session() }
                } else if case .failure(let error) = Result(catching: { () throws(ResolutionError) in
                    try container.resolve(Session.self)
                }) {
                    kinds.append(error.kind)
                }
            }
        }

        #expect(!kinds.all.contains(.argumentMismatch))
    }
}
