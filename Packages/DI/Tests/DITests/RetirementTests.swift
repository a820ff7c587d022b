import Foundation
import Testing

@testable import DI

/// What a lock-free read may still hold is freed once no read is in progress, so memory follows the registrations
/// and instances in force, not the history of replacements, resets and releases.
@Suite("Freeing replaced table arrays, registrations and instances")
struct RetirementTests {
    @Test("registering, resolving and resetting thousands of times keeps nothing retired")
    func resetLoopKeepsNothing() throws {
        let container = Container()
        weak var first: Session?
        for round in 0..<2_000 {
            container.register(Session.self, scope: .singleton) { _ in Session() }
            container.register(Session.self, name: "other", scope: .singleton) { _ in Session() }
            container.register(Counter.self) { _ in Counter() }
            let session = try container.resolve(Session.self)
            if round == 0 { first = session }
            container.reset()
        }

        #expect(container.retiredCount == 0)
        #expect(first == nil)
    }

    @Test("releasing a singleton thousands of times frees every released instance")
    func releaseLoopFreesInstances() throws {
        let container = Container()
        container.register(Session.self, scope: .singleton) { _ in Session() }
        weak var first: Session?
        for round in 0..<2_000 {
            let session = try container.resolve(Session.self)
            if round == 0 { first = session }
            container.releaseInstances(of: Session.self)
        }

        #expect(container.retiredCount == 0)
        #expect(first == nil)
    }

    @Test("registering the same key again keeps every registration and retires nothing")
    func reRegistrationKeepsTheCollection() throws {
        let container = Container()
        for _ in 0..<5_000 {
            container.register(Session.self) { _ in Session() }
        }
        for index in 0..<5_000 {
            container.register(Session.self, name: ServiceName("\(index)")) { _ in Session() }
        }

        #expect(container.retiredCount == 0)
        #expect(try container.resolveAll(Session.self).count == 10_000)
    }

    @Test("what is retired while a resolution runs waits for it, then is freed by the next retirement")
    func retiredWaitsForReaders() throws {
        let container = Container()
        let entered = OneShotGate()
        let finish = OneShotGate()
        container.register(Counter.self) { _ in
            entered.open()
            finish.wait()
            return Counter()
        }
        container.register(Session.self, scope: .singleton) { _ in Session() }
        _ = try container.resolve(Session.self)
        let resolved = Collector<Bool>()
        let reader = Thread { resolved.append((try? container.resolve(Counter.self)) != nil) }
        reader.start()
        entered.wait()

        container.releaseInstances(of: Session.self)
        let retiredDuringRead = container.retiredCount
        finish.open()
        while resolved.all.isEmpty { Thread.sleep(forTimeInterval: 0.001) }
        _ = try container.resolve(Session.self)
        container.releaseInstances(of: Session.self)

        #expect(retiredDuringRead > 0)
        #expect(container.retiredCount == 0)
        #expect(resolved.all == [true])
    }

    @Test("a child's resolution holds back what its parent retires")
    func childReadsHoldBackTheParent() throws {
        let parent = Container()
        parent.register(Session.self, scope: .singleton) { _ in Session() }
        let child = parent.makeChild()
        let entered = OneShotGate()
        let finish = OneShotGate()
        child.register(Counter.self) { resolver in
            _ = try resolver.resolve(Session.self)
            entered.open()
            finish.wait()
            return Counter()
        }
        let done = Collector<Bool>()
        let reader = Thread { done.append((try? child.resolve(Counter.self)) != nil) }
        reader.start()
        entered.wait()

        parent.releaseInstances(of: Session.self)
        let retiredDuringRead = parent.retiredCount
        finish.open()
        while done.all.isEmpty { Thread.sleep(forTimeInterval: 0.001) }
        parent.releaseInstances(of: Session.self)

        #expect(retiredDuringRead > 0)
        #expect(parent.retiredCount == 0)
    }

    @Test("resolutions racing with resets and releases always get a live instance or a missing registration")
    func readersRacingWithRetirement() {
        let container = Container()
        container.register(Session.self, scope: .singleton) { _ in Session() }
        let unexpected = Collector<ResolutionError.Kind>()
        let stop = Locked(false)
        runOnThreads(3) { thread in
            if thread == 0 {
                for round in 0..<300 {
                    if round.isMultiple(of: 3) {
                        container.reset()
                        container.register(Session.self, scope: .singleton) { _ in Session() }
                    } else {
                        container.releaseInstances(of: .singleton)
                    }
                }
                stop.withLock { $0 = true }
            } else {
                while !stop.withLock({ $0 }) {
                    do throws(ResolutionError) {
                        _ = try container.resolve(Session.self)
                    } catch {
                        if error.kind != .missingRegistration { unexpected.append(error.kind) }
                    }
                }
            }
        }

        #expect(unexpected.all.isEmpty)
    }
}
