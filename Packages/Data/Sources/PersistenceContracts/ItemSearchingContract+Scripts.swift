import Domain
import Foundation
import Persistence
import Search
import Testing

/// The search contract's behaviours for scripts other than Latin: runs written without spaces (Chinese, Japanese,
/// Thai) searched inside, Korean words as written.
extension ItemSearchingContract {
    static func findsInsideRunsWithoutSpaces(on sut: any Store) async throws {
        try await save(
            [
                "tokyo": ("東京で新しい図書館が開館しました", ""), "kyoto": ("京都の図書室", "カタカナのニュース"),
                "thai": ("ภาษาไทยง่ายนิดเดียว", ""),
            ], in: sut)

        #expect(try await ids(sut, "東京") == ["tokyo"])
        #expect(try await ids(sut, "図書館") == ["tokyo"])
        #expect(try await Set(ids(sut, "図書")) == ["tokyo", "kyoto"])
        #expect(try await ids(sut, "ニュース") == ["kyoto"])
        #expect(try await ids(sut, "館図").isEmpty, "the characters of a term must stand side by side, in order")
        #expect(try await ids(sut, "東京 開館") == ["tokyo"])
        #expect(try await ids(sut, "大阪").isEmpty)
        #expect(try await ids(sut, "ง่าย") == ["thai"])
    }

    static func keepsWordsBesideRuns(on sut: any Store) async throws {
        try await save(
            ["mixed": ("東京Tower開業", "Café über"), "korean": ("한국어 검색 기능", ""), "plain": ("Tower", "")],
            in: sut)

        #expect(try await Set(ids(sut, "tower")) == ["mixed", "plain"])
        #expect(try await ids(sut, "東京tower") == ["mixed"])
        #expect(try await ids(sut, "CAFE uber") == ["mixed"])
        #expect(try await ids(sut, "검색") == ["korean"])
        #expect(try await ids(sut, "검").isEmpty, "Korean keeps its words, as written with spaces")
    }

    static func ranksAndMarksRuns(on sut: any Store) async throws {
        try await save(
            ["text": ("週報", "今週は図書館の話です"), "title": ("新しい図書館", "開館")], in: sut)

        let results = try await sut.search(try query("図書館"))

        #expect(results.map(\.id) == ["title", "text"])
        #expect(results.first?.snippet.runs.filter(\.isMatch).map(\.text) == ["図書館"])
        #expect(results.last?.snippet.runs.filter(\.isMatch).map(\.text) == ["図書館"])
        #expect(results.last?.snippet.text.contains("今週は図書館の話です") == true)
    }
}
