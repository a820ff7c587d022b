import Presentation

/// Lays rows of cells out in columns aligned by display width, two spaces apart.
///
/// With a width (a terminal), the columns named shrinkable are shortened, in the order given, until a
/// line fits; without one (a pipe), every cell is whole. The last column is never padded.
struct TextTable: Sendable {
    /// The space between two columns.
    static let gap = "  "
    /// The fewest columns a shrinkable column is shortened to.
    static let minimumColumnWidth = 8

    /// The rows, each a list of cells; every row has the same number of cells.
    let rows: [[String]]
    /// What starts every line.
    var indent = ""
    /// The columns that may be shortened to fit, most willing first.
    var shrinkable: [Int] = []

    /// The table's lines, each ending with a newline, at most `width` columns when the width is known.
    func render(width: Int?) -> String {
        guard let count = rows.first?.count else { return "" }
        var widths = (0..<count).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        if let width {
            var overflow = indent.count + widths.reduce(0, +) + Self.gap.count * (count - 1) - width
            for column in shrinkable where overflow > 0 && widths[column] > Self.minimumColumnWidth {
                let cut = min(overflow, widths[column] - Self.minimumColumnWidth)
                widths[column] -= cut
                overflow -= cut
            }
        }
        return rows.map { line(of: $0, widths: widths) }.joined()
    }

    private func line(of cells: [String], widths: [Int]) -> String {
        let fitted = cells.enumerated().map { column, cell in
            let text =
                DisplayWidth.of(cell) > widths[column] ? TextShortener.shorten(cell, toWidth: widths[column]) : cell
            let isLast = column == cells.count - 1
            return isLast ? text : text + String(repeating: " ", count: max(widths[column] - DisplayWidth.of(text), 0))
        }
        return indent + fitted.joined(separator: Self.gap) + "\n"
    }
}
