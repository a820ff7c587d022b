/// Waits until `condition` holds, checking every millisecond; `false` when it still does not after `limit`.
///
/// For tests that must wait for another task to reach a point (a load started) before acting on it. The
/// limit is generous on purpose: it only stops a broken test from hanging, never times the code under test.
public func eventually(limit: Duration = .seconds(60), _ condition: @Sendable () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while clock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return condition()
}
