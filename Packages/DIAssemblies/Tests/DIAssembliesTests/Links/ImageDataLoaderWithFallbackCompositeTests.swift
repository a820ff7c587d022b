import DIAssemblies
import Domain
import DomainTestSupport
import Testing

@Suite("ImageDataLoaderWithFallbackComposite")
struct ImageDataLoaderWithFallbackCompositeTests {
    @Test("delivers the primary's bytes without loading the fallback")
    func deliversPrimary() async throws {
        let (sut, _, fallback) = makeSUT(primary: .success(anyData("cached")), fallback: .success(anyData("remote")))

        let data = try await sut.loadImageData(from: anyURL("a.png"))

        #expect(data == anyData("cached"))
        #expect(fallback.messages.isEmpty)
    }

    @Test("on a primary failure delivers the fallback's bytes for the same URL")
    func deliversFallback() async throws {
        let url = anyURL("a.png")
        let (sut, primary, fallback) = makeSUT(primary: .failure(.notCached), fallback: .success(anyData("remote")))

        let data = try await sut.loadImageData(from: url)

        #expect(data == anyData("remote"))
        #expect(primary.messages == [.load(url)])
        #expect(fallback.messages == [.load(url)])
    }

    @Test("when both fail, throws the fallback's error (the network's, not 'not cached')")
    func throwsFallbackError() async {
        let (sut, _, _) = makeSUT(
            primary: .failure(.notCached), fallback: .failure(.cannotConnect(host: "example.org")))

        let error = await imageLoadingError { try await sut.loadImageData(from: anyURL("a.png")) }

        #expect(error == .cannotConnect(host: "example.org"))
    }

    @Test("a cancelled primary throws cancelled and never loads the fallback")
    func doesNotFallBackOnCancellation() async {
        let (sut, _, fallback) = makeSUT(primary: .failure(.cancelled), fallback: .success(anyData()))

        let error = await imageLoadingError { try await sut.loadImageData(from: anyURL("a.png")) }

        #expect(error == .cancelled)
        #expect(fallback.messages.isEmpty)
    }

    @Test("cancelling the task while the fallback runs cancels the fallback")
    func cancellationReachesFallback() async {
        let url = anyURL("a.png")
        let (sut, _, fallback) = makeSUT(primary: .failure(.notCached), fallback: .waitForCancellation)
        let task = Task { try await sut.loadImageData(from: url) }
        #expect(await eventually { fallback.messages == [.load(url)] })

        task.cancel()
        let error = await imageLoadingError { try await task.value }

        #expect(error == .cancelled)
        #expect(fallback.messages == [.load(url), .cancelled(url)])
    }

    @Test("cancelling the task while the primary runs cancels the primary and skips the fallback")
    func cancellationReachesPrimary() async {
        let url = anyURL("a.png")
        let (sut, primary, fallback) = makeSUT(primary: .waitForCancellation, fallback: .success(anyData()))
        let task = Task { try await sut.loadImageData(from: url) }
        #expect(await eventually { primary.messages == [.load(url)] })

        task.cancel()
        let error = await imageLoadingError { try await task.value }

        #expect(error == .cancelled)
        #expect(primary.messages == [.load(url), .cancelled(url)])
        #expect(fallback.messages.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(
        primary: ImageDataLoaderSpy.Stub, fallback: ImageDataLoaderSpy.Stub
    ) -> (sut: ImageDataLoaderWithFallbackComposite, primary: ImageDataLoaderSpy, fallback: ImageDataLoaderSpy) {
        let primarySpy = ImageDataLoaderSpy(primary)
        let fallbackSpy = ImageDataLoaderSpy(fallback)
        return (
            ImageDataLoaderWithFallbackComposite(primary: primarySpy, fallback: fallbackSpy), primarySpy, fallbackSpy
        )
    }
}
