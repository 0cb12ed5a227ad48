import FoundationEssentials
import Glibc
import SpotterCore

/// How a chart's dots become characters: braille (2×4 dots a cell), half blocks (1×2) or ASCII (1×2).
///
/// ```swift
/// ChartDots.braille.character([[true, false], [false, false], [false, false], [false, true]])  // "⢁"
/// ChartDots.ascii.character([[true], [true]])   // ":"
/// ```
public enum ChartDots: Hashable, Sendable {
    case braille
    case blocks
    case ascii

    /// Dots across and down one cell.
    public var perCell: (x: Int, y: Int) {
        switch self {
        case .braille: return (2, 4)
        case .blocks, .ascii: return (1, 2)
        }
    }

    /// The character of one cell, its dots given as rows (top first) of columns.
    public func character(_ dots: [[Bool]]) -> Character {
        switch self {
        case .braille:
            // Unicode braille: dots 1-2-3-7 down the left column, 4-5-6-8 down the right.
            let bits: [[UInt32]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
            var code: UInt32 = 0
            for (y, row) in dots.enumerated() {
                for (x, on) in row.enumerated() where on { code |= bits[y][x] }
            }
            return code == 0 ? " " : Character(Unicode.Scalar(0x2800 + code)!)
        case .blocks, .ascii:
            let top = dots.first?.first ?? false
            let bottom = dots.count > 1 ? (dots[1].first ?? false) : false
            switch (top, bottom) {
            case (true, true): return self == .blocks ? "█" : ":"
            case (true, false): return self == .blocks ? "▀" : "'"
            case (false, true): return self == .blocks ? "▄" : "."
            case (false, false): return " "
            }
        }
    }
}

/// A chart laid out as text, pure: the scale, the axis labels and the dot raster, ready to draw.
///
/// ```swift
/// let c = ChartLayout.make(
///     points: [(0, 60), (7, 65), (14, 70)], xLabel: { "day \(Int($0))" }, style: .line,
///     width: 40, height: 8, unit: .kg, dots: .braille, glyphs: .unicode)
/// c.rows      // 8 rows of 40 characters: y labels ("70 kg"), "┤", the dots, the x axis, its labels
/// c.scale     // 60...70 in kg: the values of the plot's top and bottom dot rows
/// ChartLayout.make(points: [(0, 60)], …)  // nil: one point is not a chart ("not enough data yet")
/// ```
/// Values come in kilograms and are labelled in `unit`; a line chart joins its points, a bar chart
/// stands each point on zero. The plot spans the rows above the axis; the bottom two rows are the
/// x axis and its labels (first and last, and the middle one where it fits).
public struct ChartLayout: Hashable, Sendable {
    public enum Style: Hashable, Sendable {
        case line
        case bars
    }

    /// Every row of the chart, each exactly `width` characters.
    public var rows: [String]
    /// The first column of the plot (left of it: the y labels and the axis).
    public var plotColumn: Int
    /// Rows of the plot (above the x axis).
    public var plotHeight: Int
    /// The values, in `unit`, of the plot's bottom and top.
    public var scale: ClosedRange<Double>
    /// The dot raster, top row first: what the characters are made of (tests read it).
    public var raster: [[Bool]]

    /// Fewer points than a chart needs: a line needs two, bars two weeks with a value.
    public static let notEnoughData = "not enough data yet"

    /// The layout of `points` (x anything increasing, y in kg), or nil when there are fewer than two
    /// (for bars: fewer than two above zero) or no room (`width` < 16, `height` < 4).
    ///
    /// A line with a `trend` (one value in kg per point, at the point's x: body weight's 7-day
    /// average) draws the trend as the line and the points as lone dots around it.
    public static func make(
        points: [(x: Double, y: Double)], trend: [Double] = [], xLabel: (Double) -> String, style: Style,
        width: Int, height: Int, unit: WeightUnit, dots: ChartDots, glyphs: Glyphs
    ) -> ChartLayout? {
        // Finite in the unit shown, too: 1e308 kg is infinite in pounds.
        let trended = trend.count == points.count && style == .line
        let kept = zip(points, trended ? trend : points.map(\.y)).filter {
            $0.0.x.isFinite && $0.0.y.isFinite && $0.0.y >= 0 && $0.1.isFinite && $0.1 >= 0
        }.map { (x: $0.0.x, y: unit.amount($0.0.y), trend: unit.amount($0.1)) }.filter {
            $0.y.isFinite && $0.trend.isFinite
        }
        let points = kept.map { (x: $0.x, y: $0.y) }
        let enough = style == .bars ? points.filter { $0.y > 0 }.count >= 2 : points.count >= 2
        guard enough, width >= 16, height >= 4 else { return nil }
        let plotHeight = height - 2
        let scale = Self.scale(points.map(\.y) + (trended ? kept.map(\.trend) : []), fromZero: style == .bars)
        // The y labels: top, bottom and (with room) the middle row, each with its unit.
        var labels: [Int: String] = [0: label(scale.upperBound, unit), plotHeight - 1: label(scale.lowerBound, unit)]
        if plotHeight >= 5 && plotHeight % 2 == 1 {
            labels[plotHeight / 2] = label((scale.lowerBound + scale.upperBound) / 2, unit)
        }
        let labelWidth = labels.values.map(\.count).max() ?? 0
        let plotColumn = labelWidth + 2
        let plotWidth = width - plotColumn - 1
        guard plotWidth >= 4 else { return nil }
        let per = dots.perCell
        let dotWidth = plotWidth * per.x
        let dotHeight = plotHeight * per.y
        var raster = Array(repeating: Array(repeating: false, count: dotWidth), count: dotHeight)
        let xs = points.map(\.x)
        let xMin = xs.min() ?? 0
        let xMax = xs.max() ?? 1
        func dotY(_ v: Double) -> Int {
            let span = scale.upperBound - scale.lowerBound
            let f = span > 0 ? (v - scale.lowerBound) / span : 0.5
            return Self.dot((1 - f) * Double(dotHeight - 1), count: dotHeight)
        }
        switch style {
        case .line:
            // The line joins the trend (without one: the points themselves); with a trend, each point
            // is a lone dot beside it.
            let sorted = kept.sorted(by: { $0.x < $1.x })
            let columns = Self.columns(sorted.map(\.x), dotWidth: dotWidth)
            var previous: (Int, Int)?
            for (p, column) in zip(sorted, columns) {
                let here = (column, dotY(p.trend))
                if let previous { line(&raster, from: previous, to: here) } else { raster[here.1][here.0] = true }
                previous = here
                if trended { raster[dotY(p.y)][column] = true }
            }
        case .bars:
            // Each point a bar of whole cells with a cell's gap (a dot's where cells are few); x only
            // orders them.
            let sorted = points.sorted { $0.x < $1.x }
            let slotCells = max(1, plotWidth / sorted.count)
            let slot = slotCells * per.x
            let barWidth = max(1, slotCells >= 2 ? slot - per.x : slot - 1)
            for (i, p) in sorted.enumerated() where p.y > 0 {
                let top = dotY(p.y)
                for x in (i * slot)..<min(dotWidth, i * slot + barWidth) {
                    for y in top..<dotHeight { raster[y][x] = true }
                }
            }
        }
        var rows: [String] = []
        for row in 0..<plotHeight {
            var text = (labels[row] ?? "").leftPadded(labelWidth) + " "
            text.append(labels[row] != nil ? glyphs.chartTick : glyphs.vertical)
            for cell in 0..<plotWidth {
                let cellDots = (0..<per.y).map { dy in
                    (0..<per.x).map { dx in raster[row * per.y + dy][cell * per.x + dx] }
                }
                text.append(dots.character(cellDots))
            }
            rows.append(text.padded(toWidth: width))
        }
        let axis =
            String(repeating: " ", count: labelWidth + 1) + String(glyphs.bottomLeft)
            + String(repeating: glyphs.rule, count: plotWidth)
        rows.append(axis.padded(toWidth: width))
        rows.append(xAxisLabels(xMin, xMax, xLabel, column: plotColumn, plotWidth: plotWidth, width: width))
        return ChartLayout(rows: rows, plotColumn: plotColumn, plotHeight: plotHeight, scale: scale, raster: raster)
    }

    /// The dot column of each x (sorted): by its place between the first and the last, but points
    /// that would share a column (two workouts on one day) stand side by side, a dot apart, so the
    /// line never turns into a vertical stroke. All on one x: spread evenly across the plot.
    static func columns(_ xs: [Double], dotWidth: Int) -> [Int] {
        guard let xMin = xs.first, let xMax = xs.last else { return [] }
        guard xMax > xMin else {
            let n = xs.count
            return xs.indices.map { n > 1 ? $0 * (dotWidth - 1) / (n - 1) : 0 }
        }
        var columns = xs.map { Self.dot(($0 - xMin) / (xMax - xMin) * Double(dotWidth - 1), count: dotWidth) }
        // Push repeats right, then back left from the right edge, while the plot has room.
        guard xs.count <= dotWidth else { return columns }
        for i in columns.indices.dropFirst() where columns[i] <= columns[i - 1] { columns[i] = columns[i - 1] + 1 }
        if let last = columns.last, last > dotWidth - 1 { columns[columns.count - 1] = dotWidth - 1 }
        for i in columns.indices.dropLast().reversed() where columns[i] >= columns[i + 1] {
            columns[i] = columns[i + 1] - 1
        }
        return columns
    }

    /// The plot's range: round numbers around the values (from zero for bars), never empty.
    static func scale(_ values: [Double], fromZero: Bool) -> ClosedRange<Double> {
        let lo = fromZero ? 0 : (values.min() ?? 0)
        var hi = values.max() ?? 1
        if hi <= lo { hi = lo + max(1, abs(lo) * 0.1) }
        // About four steps between the values, so the line uses the plot's height; an even number
        // of them, so the middle label is a step too.
        let step = niceStep((hi - lo) / 4)
        let bottom = fromZero ? 0 : max(0, (lo / step).rounded(.down) * step)
        var top = bottom + 2 * step
        while top < hi - 1e-9 {
            let next = top + 2 * step
            // Near 2^54 and above, a step can be below the spacing of doubles: adding it does nothing.
            guard next > top else {
                top = hi
                break
            }
            top = next
        }
        return bottom...top
    }

    /// The dot nearest `position` among `count`, held to the raster; the middle one for a position
    /// no value can give (the span of two huge values overflowed).
    static func dot(_ position: Double, count: Int) -> Int {
        guard position.isFinite else { return count / 2 }
        return Int(min(Double(count - 1), max(0, position.rounded())))
    }

    /// The nearest 1, 2, 2.5 or 5 times a power of ten at or above `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0 else { return 1 }
        let power = pow(10, (log10(raw)).rounded(.down))
        for m in [1, 2, 2.5, 5, 10] where m * power >= raw - 1e-9 { return m * power }
        return 10 * power
    }

    /// `80 kg`, `2.5k lb` from ten thousand on (the label column stays narrow).
    static func label(_ value: Double, _ unit: WeightUnit) -> String {
        let number =
            value >= 10_000 ? SetValue.weightText((value / 100).rounded() / 10) + "k" : SetValue.weightText(value)
        return "\(number) \(unit.label)"
    }

    static func xAxisLabels(
        _ xMin: Double, _ xMax: Double, _ label: (Double) -> String, column: Int, plotWidth: Int, width: Int
    ) -> String {
        var row = Array(repeating: Character(" "), count: width)
        func put(_ text: String, at x: Int) {
            for (i, c) in text.enumerated() where x + i >= 0 && x + i < width { row[x + i] = c }
        }
        // Distinct ticks only: a span within one day (or one month) says its label once.
        let first = label(xMin)
        let last = label(xMax)
        put(first, at: column)
        let lastAt = column + plotWidth - last.count
        let lastShown = last != first && lastAt > column + first.count
        if lastShown { put(last, at: lastAt) }
        let middle = label((xMin + xMax) / 2)
        let middleAt = column + (plotWidth - middle.count) / 2
        if lastShown && middle != first && middle != last && middleAt > column + first.count + 1
            && middleAt + middle.count < lastAt - 1
        {
            put(middle, at: middleAt)
        }
        return String(row)
    }

    /// Bresenham's line between two dots, both ends included.
    static func line(_ raster: inout [[Bool]], from a: (Int, Int), to b: (Int, Int)) {
        var (x, y) = a
        let dx = abs(b.0 - x)
        let dy = -abs(b.1 - y)
        let sx = x < b.0 ? 1 : -1
        let sy = y < b.1 ? 1 : -1
        var err = dx + dy
        while true {
            raster[y][x] = true
            if x == b.0 && y == b.1 { break }
            let e2 = 2 * err
            if e2 >= dy {
                err += dy
                x += sx
            }
            if e2 <= dx {
                err += dx
                y += sy
            }
        }
    }
}

extension String {
    fileprivate func leftPadded(_ n: Int) -> String {
        count >= n ? self : String(repeating: " ", count: n - count) + self
    }
}
