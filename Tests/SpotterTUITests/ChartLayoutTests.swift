import Foundation
import SpotterCore
import Testing

@testable import SpotterTUI

/// The chart's pure layout: its scale, its labels, its raster and when there is no chart at all.
@Suite("Charts: scaling, axis labels, the dot raster")
struct ChartLayoutTests {
    static func make(
        _ ys: [Double], style: ChartLayout.Style = .line, width: Int = 40, height: Int = 8, unit: WeightUnit = .kg,
        dots: ChartDots = .braille
    ) -> ChartLayout? {
        ChartLayout.make(
            points: ys.enumerated().map { (x: Double($0.offset), y: $0.element) }, xLabel: { "d\(Int($0))" },
            style: style, width: width, height: height, unit: unit, dots: dots, glyphs: .unicode)
    }

    @Test("values finite in kg but not in lb, or huge and close: a chart or none, never a trap or a spin")
    func hugeValues() throws {
        // 9e307 kg is infinite in pounds: those points are left out, as infinite kilograms are.
        #expect(Self.make([9e307, 9e307, 100, 120], style: .bars, unit: .lb) != nil)
        #expect(Self.make([9e307, 8.5e307], style: .bars, unit: .lb) == nil)
        for style in [ChartLayout.Style.line, .bars] {
            let wide = try #require(Self.make([1e308, 1.7e308, 1e308], style: style))
            #expect(wide.raster.joined().contains(true))
        }
        // Near 2^54 doubles are 4 apart: a step of 1 added to the top no longer moves it.
        let close = ChartLayout.scale([0x1p54, 0x1p54 + 4], fromZero: false)
        #expect(close.lowerBound <= 0x1p54 && close.upperBound >= 0x1p54 + 4)
        #expect(ChartLayout.dot(.nan, count: 8) == 4 && ChartLayout.dot(-.infinity, count: 8) == 4)
        #expect(ChartLayout.dot(1e300, count: 8) == 7 && ChartLayout.dot(-1e300, count: 8) == 0)
    }

    @Test("the scale is round numbers around the values; bars stand on zero")
    func scale() throws {
        #expect(ChartLayout.scale([58.3, 72.9], fromZero: false) == 55...75)
        #expect(ChartLayout.scale([100, 100], fromZero: false) == 100...110)
        #expect(ChartLayout.scale([900, 1830], fromZero: true) == 0...2000)
        #expect(ChartLayout.niceStep(3.65) == 5)
        #expect(ChartLayout.niceStep(0.2) == 0.2)
        #expect(ChartLayout.niceStep(230) == 250)
        let c = try #require(Self.make([60, 70, 80]))
        #expect(c.scale.contains(60) && c.scale.contains(80))
    }

    @Test("one point, or none, is not a chart: the screens say \"not enough data yet\"")
    func notEnough() {
        #expect(Self.make([]) == nil)
        #expect(Self.make([80]) == nil)
        #expect(Self.make([0, 0, 500], style: .bars) == nil)
        #expect(Self.make([60, 70], width: 10) == nil)
        #expect(ChartLayout.notEnoughData == "not enough data yet")
    }

    @Test("it fits: every row as wide as asked, as many rows as asked, down to 40×12's body")
    func fits() throws {
        for (w, h) in [(40, 7), (78, 9), (16, 4)] {
            let c = try #require(Self.make([60, 65, 62.5, 70], width: w, height: h))
            #expect(c.rows.count == h)
            #expect(c.rows.allSatisfy { $0.count == w })
            #expect(c.plotHeight == h - 2)
        }
    }

    @Test("the y labels carry the unit: 60 kg at the bottom, and 132.28 lb … in pounds")
    func labels() throws {
        let c = try #require(Self.make([60, 80], height: 7))
        #expect(c.rows[0].hasPrefix("80 kg ┤"))
        #expect(c.rows[4].hasPrefix("60 kg ┤"))
        #expect(c.rows[2].hasPrefix("70 kg ┤"))  // an odd plot of five rows has its middle labelled
        let lb = try #require(Self.make([60, 62.5], unit: .lb))
        #expect(lb.rows[0].contains(" lb ┤"))
        #expect(lb.scale.contains(WeightUnit.lb.amount(62.5)) && lb.scale.contains(WeightUnit.lb.amount(60)))
        #expect(ChartLayout.label(12_500, .kg) == "12.5k kg")
        #expect(c.rows.last?.contains("d0") == true && c.rows.last?.contains("d1") == true)
    }

    @Test("the raster: the lowest value on the bottom dot row, the highest on the top, joined")
    func raster() throws {
        let c = try #require(Self.make([60, 80], width: 20, height: 6))
        let h = c.raster.count
        let w = c.raster[0].count
        #expect(h == 4 * 4 && w == 2 * c.plotWidth)
        #expect(c.raster[h - 1][0])
        #expect(c.raster[0][w - 1])
        // Joined: every dot column has a dot.
        #expect((0..<w).allSatisfy { x in (0..<h).contains { c.raster[$0][x] } })
    }

    @Test("bars: each point a column of dots from zero up to its value")
    func bars() throws {
        let c = try #require(Self.make([1000, 2000], style: .bars, width: 20, height: 6))
        let h = c.raster.count
        #expect(c.scale == 0...2000)
        #expect(c.raster[h - 1][0] && !c.raster[0][0])  // 1000 of 2000: half way up
        #expect(c.raster[h / 2][0])
        let right = c.raster[0].lastIndex(of: true) ?? 0
        #expect(c.raster[0][right])  // 2000 reaches the top
    }

    @Test("braille packs 2×4 dots a cell; blocks and ASCII 1×2")
    func characters() {
        #expect(ChartDots.braille.character([[true, false], [false, false], [false, false], [false, true]]) == "⢁")
        #expect(ChartDots.braille.character(Array(repeating: [true, true], count: 4)) == "⣿")
        #expect(ChartDots.braille.character(Array(repeating: [false, false], count: 4)) == " ")
        #expect(ChartDots.blocks.character([[true], [false]]) == "▀")
        #expect(ChartDots.ascii.character([[true], [true]]) == ":")
        #expect(ChartDots.ascii.character([[false], [true]]) == ".")
        #expect(Glyphs.forLocale(codeset: "UTF-8", term: "dumb").chartDots == .blocks)
        #expect(Glyphs.forLocale(codeset: "UTF-8", term: "xterm-256color").chartDots == .braille)
        #expect(Glyphs.forLocale(codeset: "UTF-8", term: "tmux-256color").chartDots == .braille)
        // The Linux console's font has no braille, nor may an unknown terminal's: blocks there.
        #expect(Glyphs.forLocale(codeset: "UTF-8", term: "linux").chartDots == .blocks)
        #expect(Glyphs.forLocale(codeset: "UTF-8", term: "vt220").chartDots == .blocks)
        #expect(Glyphs.forLocale(codeset: "UTF-8").chartDots == .blocks)
        // The charts setting chooses over the guess; ASCII stays ASCII.
        #expect(Glyphs.forLocale(codeset: "UTF-8", term: "linux").charting(.braille).chartDots == .braille)
        #expect(Glyphs.forLocale(codeset: "UTF-8", term: "xterm").charting(.blocks).chartDots == .blocks)
        #expect(Glyphs.forLocale(codeset: "UTF-8", term: "linux").charting(.auto).chartDots == .blocks)
        #expect(Glyphs.ascii.charting(.braille).chartDots == .ascii)
        #expect(Glyphs.forLocale(codeset: "ANSI_X3.4-1968").chartDots == .ascii)
    }

    @Test("the exercise screen opens on the workout's selected exercise and steps through the plan's")
    func exerciseScreen() {
        var state = LogFixture.state()
        _ = Reducer.reduce(&state, .workoutStarted(Fixture.pushWorkout))
        let effects = LogFixture.press([.char("x")], &state)
        #expect(state.screen == .exercise)
        #expect(effects.contains(.loadExercise("bench")))
        #expect(state.log.exerciseProgress?.sessions.count == 16)
        #expect(LogFixture.press([.right], &state).contains(.loadExercise("ohp")))
        #expect(LogFixture.press([.left, .left], &state).contains(.loadExercise("plank")))  // round the end
        LogFixture.press([.escape], &state)
        #expect(state.screen == .workout)
    }
    /// The dot columns the raster uses.
    static func usedColumns(_ chart: ChartLayout) -> Set<Int> {
        Set(chart.raster.flatMap { row in row.indices.filter { row[$0] } })
    }

    @Test("two workouts on one day: the points stand side by side, the axis says the day once")
    func sameDay() throws {
        let day = Double(LocalDate(iso: "2026-12-04")!.daysSinceEpoch)
        let label = ChartView.dayLabel(span: 0)
        let chart = try #require(
            ChartLayout.make(
                points: [(day, 60), (day, 62.5)], xLabel: label, style: .line, width: 40, height: 8, unit: .kg,
                dots: .braille, glyphs: .unicode))
        #expect(Self.usedColumns(chart).count > 1, "a vertical line: \(chart.rows.joined(separator: "\n"))")
        let axis = chart.rows[chart.rows.count - 1]
        #expect(axis.components(separatedBy: "4 Dec").count == 2, "\(axis)")
        // A week of sessions ending in two on one day: the last two points are apart, as are the ticks.
        let week = try #require(
            ChartLayout.make(
                points: [(day - 7, 55), (day, 60), (day, 62.5)], xLabel: label, style: .line, width: 40, height: 8,
                unit: .kg, dots: .braille, glyphs: .unicode))
        let columns = ChartLayout.columns([day - 7, day, day], dotWidth: 60)
        #expect(columns == [0, 58, 59])
        #expect(week.raster.map { $0[$0.count - 1] }.contains(true))
        let ticks = week.rows[week.rows.count - 1].components(separatedBy: "  ").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        #expect(ticks.count >= 2 && ticks.count == Set(ticks).count, "\(ticks)")
    }
}

extension ChartLayout {
    var plotWidth: Int { (rows.first?.count ?? 0) - plotColumn - 1 }
}
