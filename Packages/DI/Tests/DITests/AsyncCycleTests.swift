import DI
import Foundation
import Testing

@Suite("Cycles between tasks through async factories")
struct AsyncCycleTests {
    @Test("a cycle entered from two tasks at once through async singletons is reported, never a hang")
    func twoTaskCycle() async {
        let container = Container()
        let inFirst = AsyncGate()
        let inSecond = AsyncGate()
        container.register(First.self, scope: .singleton) { r async throws in
            inFirst.open()
            await inSecond.wait()
            return First(second: try await r.resolveAsync(Second.self))
        }
        container.register(Second.self, scope: .singleton) { r async throws in
            inSecond.open()
            await inFirst.wait()
            return Second(first: try await r.resolveAsync(First.self))
        }

        let errors = await result {
            async let first = failure { _ = try await container.resolveAsync(First.self) }
            async let second = failure { _ = try await container.resolveAsync(Second.self) }
            return await [first, second]
        }

        #expect(errors != nil, "the resolutions did not finish: the cycle between tasks hung")
        #expect(errors?[0]?.kind == .circularDependency)
        #expect(errors?[1]?.kind == .circularDependency)
        #expect(errors?[0]?.path == [ServiceKey(First.self), ServiceKey(Second.self), ServiceKey(First.self)])
        #expect(errors?[1]?.path == [ServiceKey(Second.self), ServiceKey(First.self), ServiceKey(Second.self)])
        #expect(errors?.contains { $0?.description.contains("circular dependency across tasks") == true } == true)
    }

    @Test("a cycle of three async singletons entered from three tasks at once is reported to each")
    func threeTaskCycle() async {
        let container = Container()
        let inside = [AsyncGate(), AsyncGate(), AsyncGate()]
        container.register(First.self, scope: .singleton) { r async throws in
            try await First(second: entered(0, of: inside) { try await r.resolveAsync(Second.self) })
        }
        container.register(Second.self, scope: .singleton) { r async throws in
            try await Second(third: entered(1, of: inside) { try await r.resolveAsync(Third.self) })
        }
        container.register(Third.self, scope: .singleton) { r async throws in
            try await Third(first: entered(2, of: inside) { try await r.resolveAsync(First.self) })
        }

        let errors = await result {
            async let first = failure { _ = try await container.resolveAsync(First.self) }
            async let second = failure { _ = try await container.resolveAsync(Second.self) }
            async let third = failure { _ = try await container.resolveAsync(Third.self) }
            return await [first, second, third]
        }

        #expect(errors != nil, "the resolutions did not finish: the cycle between tasks hung")
        let kinds = errors?.map { $0?.kind }
        #expect(kinds == [.circularDependency, .circularDependency, .circularDependency])
        #expect(errors?[0]?.path.first == ServiceKey(First.self))
        #expect(errors?[0]?.path.last == ServiceKey(First.self))
    }

    @Test("an async factory waiting for another task's creation that does not need it back is no cycle")
    func waitingWithoutCycle() async throws {
        let container = Container()
        let started = AsyncGate()
        let release = AsyncGate()
        container.register(Third.self, scope: .singleton) { _ async in
            started.open()
            await release.wait()
            return Third(first: nil)
        }
        container.register(Second.self, scope: .singleton) { r async throws in
            Second(third: try await r.resolveAsync(Third.self))
        }
        container.register(First.self, scope: .singleton) { r async throws in
            First(second: try await r.resolveAsync(Second.self))
        }

        let resolved = await result {
            async let third = failure { _ = try await container.resolveAsync(Third.self) }
            await started.wait()
            async let first = failure { _ = try await container.resolveAsync(First.self) }
            release.open()
            return await [third, first]
        }

        #expect(resolved?.count == 2)
        #expect(resolved?.allSatisfy { $0 == nil } == true)
        #expect(try await container.resolveAsync(First.self).second?.third === container.resolve(Third.self))
    }

    @Test("an async factory and a thread blocked on it by a synchronous factory both end, with asyncOnly")
    func asyncAndSyncWaiting() async {
        let container = Container()
        let inAsync = OneShotGate()
        let inSync = OneShotGate()
        container.register(AsyncNode.self, scope: .singleton) { r async throws in
            inAsync.open()
            while !inSync.wait(timeout: 0) { try await Task.sleep(for: .milliseconds(1)) }
            return AsyncNode(sync: try await r.resolveAsync(SyncNode.self))
        }
        container.register(SyncNode.self, scope: .singleton) { r in
            inSync.open()
            inAsync.wait()
            return SyncNode(async: try r.resolve(AsyncNode.self))
        }
        let syncError = Locked<ResolutionError?>(nil)
        let syncDone = AsyncGate()

        let asyncError = await result {
            async let fromTask = failure { _ = try await container.resolveAsync(AsyncNode.self) }
            Thread {
                do throws(ResolutionError) {
                    _ = try container.resolve(SyncNode.self)
                } catch {
                    syncError.withLock { $0 = error }
                }
                syncDone.open()
            }.start()
            await syncDone.wait()
            return await fromTask
        }

        #expect(asyncError != nil, "the resolutions did not finish")
        #expect(asyncError??.kind == .asyncOnly)
        #expect(
            asyncError??.path == [ServiceKey(AsyncNode.self), ServiceKey(SyncNode.self), ServiceKey(AsyncNode.self)])
        #expect(syncError.withLock { $0?.kind } == .asyncOnly)
    }

    // MARK: - Helpers

    /// Opens gate `index`, waits until every gate is open (every factory is in flight), then runs `body`.
    private func entered<Value>(
        _ index: Int, of gates: [AsyncGate], then body: () async throws -> Value
    ) async rethrows -> Value {
        gates[index].open()
        for gate in gates { await gate.wait() }
        return try await body()
    }
}

/// The error `body` throws, or `nil` when it succeeds.
private func failure(_ body: () async throws -> Void) async -> ResolutionError? {
    do {
        try await body()
        return nil
    } catch let error as ResolutionError {
        return error
    } catch {
        Issue.record(error)
        return nil
    }
}

private final class First: Sendable {
    let second: Second?

    init(second: Second?) {
        self.second = second
    }
}

private final class Second: Sendable {
    let third: Third?

    init(first: First) {
        third = nil
    }

    init(third: Third) {
        self.third = third
    }
}

private final class Third: Sendable {
    init(first: First?) {}
}

private final class AsyncNode: Sendable {
    init(sync: SyncNode) {}
}

private final class SyncNode: Sendable {
    init(async: AsyncNode) {}
}
