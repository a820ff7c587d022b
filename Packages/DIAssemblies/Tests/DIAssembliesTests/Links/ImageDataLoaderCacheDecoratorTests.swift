import DIAssemblies
import Domain
import DomainTestSupport
import Testing

@Suite("ImageDataLoaderCacheDecorator")
struct ImageDataLoaderCacheDecoratorTests {
    @Test("delivers the loaded bytes and saves them for their URL")
    func deliversAndSaves() async throws {
        let url = anyURL("a.png")
        let (sut, loader, cache, _) = makeSUT(.success(anyData()))

        let data = try await sut.loadImageData(from: url)

        #expect(data == anyData())
        #expect(loader.messages == [.load(url)])
        #expect(cache.messages == [.save(anyData(), url)])
    }

    @Test("rethrows the decoratee's error and saves nothing")
    func rethrowsError() async {
        let (sut, _, cache, _) = makeSUT(.failure(.httpStatus(code: 500, host: "example.org")))

        let error = await imageLoadingError { try await sut.loadImageData(from: anyURL("a.png")) }

        #expect(error == .httpStatus(code: 500, host: "example.org"))
        #expect(cache.messages.isEmpty)
    }

    @Test("still delivers the bytes when saving fails, and logs the reason as an error")
    func deliversOnSaveFailure() async throws {
        let (sut, _, _, logger) = makeSUT(.success(anyData()), saveError: .unavailable(reason: "read-only"))

        let data = try await sut.loadImageData(from: anyURL("a.png"))

        #expect(data == anyData())
        #expect(logger.levels == [.error])
        #expect(logger.lines.first?.message.contains("read-only") == true)
    }

    // MARK: - Helpers

    private func makeSUT(
        _ stub: ImageDataLoaderSpy.Stub, saveError: CacheError? = nil
    ) -> (sut: ImageDataLoaderCacheDecorator, loader: ImageDataLoaderSpy, cache: ImageDataCacheSpy, logger: LoggerSpy) {
        let loader = ImageDataLoaderSpy(stub)
        let cache = ImageDataCacheSpy(failingWith: saveError)
        let logger = LoggerSpy()
        return (ImageDataLoaderCacheDecorator(decoratee: loader, cache: cache, logger: logger), loader, cache, logger)
    }
}
