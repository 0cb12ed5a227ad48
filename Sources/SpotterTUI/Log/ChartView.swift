import FoundationEssentials
import SpotterCore

/// Draws a `ChartLayout` into the screen buffer: labels muted, the axes as borders, the dots plain;
/// "not enough data yet" where there is no chart to draw.
enum ChartView {
    /// Draws the chart of `points` in the box at (`x`, `y`), `width`×`height` cells; returns whether
    /// a chart was drawn (false: the "not enough data yet" line was).
    @discardableResult
    static func draw(
        _ screen: inout ScreenBuffer, points: [(x: Double, y: Double)], trend: [Double] = [],
        xLabel: (Double) -> String,
        style: ChartLayout.Style, x: Int, y: Int, width: Int, height: Int, unit: WeightUnit, glyphs: Glyphs,
        what: String
    ) -> Bool {
        guard
            let chart = ChartLayout.make(
                points: points, trend: trend, xLabel: xLabel, style: style, width: width, height: height, unit: unit,
                dots: glyphs.chartDots, glyphs: glyphs)
        else {
            screen.put(
                "\(what): \(ChartLayout.notEnoughData)".clipped(width - 2, ellipsis: glyphs.ellipsis), x: x + 2, y: y,
                role: .muted)
            return false
        }
        for (i, row) in chart.rows.enumerated() {
            let isPlot = i < chart.plotHeight
            let left = String(row.prefix(chart.plotColumn))
            if isPlot {
                screen.put(String(left.dropLast()), x: x, y: y + i, role: .muted)
                screen.put(String(left.suffix(1)), x: x + chart.plotColumn - 1, y: y + i, role: .border)
                screen.put(String(row.dropFirst(chart.plotColumn)), x: x + chart.plotColumn, y: y + i)
            } else {
                screen.put(row, x: x, y: y + i, role: i == chart.plotHeight ? .border : .muted)
            }
        }
        return true
    }

    /// A day on the x axis: `30 Nov` over a short span, `Nov 2026` over half a year or more.
    static func dayLabel(span: Double) -> (Double) -> String {
        { x in
            let d = LocalDate(daysSinceEpoch: Int(x.rounded()))
            let month = LogFormat.months[max(0, min(11, d.month - 1))]
            return span >= 180 ? "\(month) \(d.year)" : "\(d.day) \(month)"
        }
    }
}
