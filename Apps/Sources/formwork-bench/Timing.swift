/// Wall-clock timing helpers: the median of several runs, so one noisy run on a
/// shared machine does not decide a ratio.
enum Timing {
    /// Runs `body` one time after another, `repeats` times and for at least `span`
    /// seconds (after `warmups` untimed runs), and returns the median in seconds:
    /// how the web peers' harness times its own operations (`bench()` in
    /// `workload.py`). Their harness takes seconds to time an operation that ours
    /// runs in a millisecond: timed over a like stretch (`span`), ours meet the same
    /// fast and slow spells of a shared machine, rather than the one a few
    /// milliseconds fall in.
    static func median(warmups: Int = 1, repeats: Int, span: Double = 0, _ body: () -> Void) -> Double {
        for _ in 0..<warmups { body() }
        var samples: [Double] = []
        samples.reserveCapacity(repeats)
        let clock = ContinuousClock()
        let start = clock.now
        while samples.count < repeats || seconds(start.duration(to: clock.now)) < span {
            samples.append(seconds(clock.measure(body)))
        }
        return median(of: samples)
    }

    /// The middle value of `values` (the upper one of an even count).
    static func median(of values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    /// The median time of each of `bodies`, timed in turn in each of `rounds`
    /// rounds after a few runs of each, so that a slow or fast spell of a shared
    /// machine falls on all of them rather than on whichever was timed then.
    static func interleavedMedians(rounds: Int, _ bodies: [() -> Void]) -> [Double] {
        for body in bodies { for _ in 0..<3 { body() } }
        let clock = ContinuousClock()
        var samples = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<rounds {
            for (index, body) in bodies.enumerated() { samples[index].append(seconds(clock.measure(body))) }
        }
        return samples.map(median(of:))
    }

    /// The median over `rounds` of `large / small`, each round timing both back to
    /// back, so a busy moment on a shared machine weighs on both sides of a ratio.
    static func pairedRatio(rounds: Int, small: () -> Void, large: () -> Void) -> Double {
        small()
        large()
        let clock = ContinuousClock()
        var ratios: [Double] = []
        for _ in 0..<rounds {
            let a = clock.measure(small), b = clock.measure(large)
            ratios.append(seconds(b) / seconds(a))
        }
        return median(of: ratios)
    }

    /// As the ratio above for work that makes something: only the making is timed,
    /// and what was made is let go between measurements.
    static func pairedRatio<T>(rounds: Int, small: () -> T, large: () -> T) -> Double {
        var kept: T? = small()
        kept = large()
        kept = nil
        let clock = ContinuousClock()
        var ratios: [Double] = []
        for _ in 0..<rounds {
            let a = clock.measure { kept = small() }
            kept = nil
            let b = clock.measure { kept = large() }
            kept = nil
            ratios.append(seconds(b) / seconds(a))
        }
        _ = kept
        return median(of: ratios)
    }

    /// As the median above for work that makes something: only the making is timed.
    static func median<T>(repeats: Int, making body: () -> T) -> Double {
        var kept: T? = body()
        kept = nil
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<repeats {
            samples.append(seconds(clock.measure { kept = body() }))
            kept = nil
        }
        _ = kept
        return median(of: samples)
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Formats seconds with a unit that keeps three significant figures readable.
    static func format(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-6: return String(format3(seconds * 1e9)) + " ns"
        case ..<1e-3: return String(format3(seconds * 1e6)) + " µs"
        case ..<1: return String(format3(seconds * 1e3)) + " ms"
        default: return String(format3(seconds)) + " s"
        }
    }

    private static func format3(_ value: Double) -> String {
        let digits = value >= 100 ? 0 : (value >= 10 ? 1 : 2)
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return digits == 0 ? String(Int(rounded)) : String(rounded)
    }

    /// Pads `text` on the left to `width` characters.
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
