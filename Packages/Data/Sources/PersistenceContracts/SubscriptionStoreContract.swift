import Domain
import DomainTestSupport
import Foundation
import Testing

/// The behaviours every `SubscriptionStore` must show, as one list a store's tests run against a fresh store
/// each (see ``FeedStoreContract`` for how to adopt it).
public enum SubscriptionStoreContract {
    /// Every behaviour, in the order a report lists them.
    public static let behaviours: [ContractBehaviour<any SubscriptionStore>] = [
        ContractBehaviour("load delivers an empty list when nothing was saved", loadDeliversEmpty(on:)),
        ContractBehaviour("save then load keeps every URL, title and category, in order", saveThenLoad(on:)),
        ContractBehaviour("save replaces the whole previous list", saveReplaces(on:)),
        ContractBehaviour("saving an empty list leaves none", saveEmpty(on:)),
    ]

    private static let list = [
        Subscription(url: URL(fileURLWithPath: "/feeds/local.xml")),
        Subscription(url: anyURL("a"), title: "Alpha feed", category: "News"),
        Subscription(url: anyURL("b"), title: "Beta", category: "Tech"),
        Subscription(url: anyURL("c"), category: "News"),
        Subscription(url: anyURL("d"), title: "Delta [really]"),
    ]

    private static func loadDeliversEmpty(on sut: any SubscriptionStore) async throws {
        #expect(try await sut.load().isEmpty)
    }

    private static func saveThenLoad(on sut: any SubscriptionStore) async throws {
        try await sut.save(list)

        #expect(try await sut.load() == list)
    }

    private static func saveReplaces(on sut: any SubscriptionStore) async throws {
        try await sut.save(list)

        try await sut.save([Subscription(url: anyURL("e"), title: "Echo")])

        #expect(try await sut.load() == [Subscription(url: anyURL("e"), title: "Echo")])
    }

    private static func saveEmpty(on sut: any SubscriptionStore) async throws {
        try await sut.save(list)

        try await sut.save([])

        #expect(try await sut.load().isEmpty)
    }
}
