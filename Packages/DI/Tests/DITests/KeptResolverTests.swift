import Foundation
import Testing

@testable import DI

/// A resolver kept by what its factory made, and used after the factory returned, from any thread: its
/// resolutions count as reads in progress, so what they read is not freed under them.
@Suite("Resolvers kept past their factory")
struct KeptResolverTests {
    @Test("a kept resolver's resolution holds back what the container retires meanwhile")
    func keptResolverHoldsBackRetirement() throws {
        let container = Container()
        let entered = OneShotGate()
        let finish = OneShotGate()
        container.register(Session.self, scope: .singleton) { _ in Session() }
        container.register(Counter.self) { _ in
            entered.open()
            finish.wait()
            return Counter()
        }
        container.register(SessionMaker.self) { resolver in
            SessionMaker(make: { () throws(ResolutionError) in _ = try resolver.resolve(Counter.self) })
        }
        let maker = try container.resolve(SessionMaker.self)
        _ = try container.resolve(Session.self)
        let done = Collector<Bool>()
        let reader = Thread { done.append((try? maker.make()) != nil) }
        reader.start()
        entered.wait()

        container.releaseInstances(of: Session.self)
        let retiredDuringRead = container.retiredCount
        finish.open()
        while done.all.isEmpty { Thread.sleep(forTimeInterval: 0.001) }

        #expect(retiredDuringRead > 0)
        #expect(done.all == [true])
    }

    @Test("kept resolvers racing with re-registrations, resets and releases get live instances or a missing one")
    func keptResolversRacingWithRetirement() throws {
        let container = Container()
        let register: @Sendable () -> Void = {
            container.register(Session.self, scope: .singleton) { _ in Session() }
            container.register(Session.self, name: "other") { _ in Session() }
            container.register(SessionMaker.self) { resolver in
                SessionMaker(make: { () throws(ResolutionError) in
                    _ = try resolver.resolve(Session.self)
                    _ = try resolver.resolveOptional(Session.self, name: "other")
                    _ = try resolver.resolveAll(Session.self)
                    _ = resolver.isRegistered(Session.self)
                })
            }
        }
        register()
        let maker = try container.resolve(SessionMaker.self)
        let unexpected = Collector<ResolutionError.Kind>()
        let calls = Locked(0)
        let stop = Locked(false)
        let finished = runOnThreads(3) { thread in
            if thread == 0 {
                // Retires until the readers have made enough calls, however the threads are scheduled.
                var round = 0
                while round < 300 || calls.withLock({ $0 }) < 10_000 {
                    switch round % 3 {
                    case 0:
                        container.reset()
                        register()
                    case 1: register()
                    default: container.releaseInstances(of: .singleton)
                    }
                    round += 1
                }
                stop.withLock { $0 = true }
            } else {
                while !stop.withLock({ $0 }) {
                    do throws(ResolutionError) {
                        try maker.make()
                    } catch {
                        if error.kind != .missingRegistration { unexpected.append(error.kind) }
                    }
                    calls.withLock { $0 += 1 }
                }
            }
        }

        #expect(finished)
        #expect(unexpected.all.isEmpty)
        #expect(calls.withLock { $0 } >= 10_000)
    }
}

/// Resolves later, through the resolver its factory was given.
private struct SessionMaker: Sendable {
    let make: @Sendable () throws(ResolutionError) -> Void
}
