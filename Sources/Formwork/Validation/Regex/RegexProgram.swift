/// A regular expression compiled for a whole-value match in linear time.
///
/// The matcher simulates all paths through the pattern at once (Thompson's
/// construction), so it never backtracks: checking a value takes at most the
/// value's length times the pattern's size in steps, whatever the pattern
/// (`(a+)+$` included), and its verdict is always right. A check that would take
/// more than ``stepLimit`` steps stops and says so instead of answering.
package struct RegexProgram: Sendable, Hashable {
    enum Instruction: Sendable, Hashable {
        case scalar(Unicode.Scalar)
        case any
        case set(RegexCharacterSet)
        case split(Int, Int)
        case jump(Int)
        case start
        case end
        case wordBoundary(Bool)
        case match

        /// Whether a thread at this instruction goes on past `scalar`.
        func consumes(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .scalar(let s): s == scalar
            case .any: !(scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}")
            case .set(let set): set.contains(scalar)
            default: false
            }
        }
    }

    /// What a check found.
    package enum Outcome: Sendable, Hashable {
        case matches
        case doesNotMatch
        /// The check stopped at ``stepLimit``.
        case tooLong
    }

    let instructions: [Instruction]
    /// Whether the pattern repeats a repetition (`(a+)+`).
    let hasNestedQuantifier: Bool

    /// The most instructions a pattern may compile to.
    static let sizeLimit = 20_000
    /// The most steps one check may take: a few tens of milliseconds in a release
    /// build (`formwork-bench hostile` measures it).
    static let stepLimit = 5_000_000

    package init(pattern: String) throws(RegexSyntaxError) {
        let node = try RegexParser.parse(pattern)
        var compiler = RegexCompiler()
        compiler.emit(node)
        compiler.program.append(.match)
        guard !compiler.isTooLarge else {
            throw RegexSyntaxError(pattern: pattern, position: 0,
                                   reason: "the pattern is too large (more than \(Self.sizeLimit) steps to match one character)")
        }
        instructions = compiler.program
        hasNestedQuantifier = node.hasNestedQuantifier
    }

    /// Whether the whole of `text` matches.
    package func matches(_ text: String) -> Outcome {
        instructions.count <= 64 ? matchesSmall(text) : matchesWithSets(text)
    }

    /// ``matches(_:)`` for a program of any size, its threads in sparse sets.
    func matchesWithSets(_ text: String) -> Outcome {
        let input = Array(text.unicodeScalars)
        let count = instructions.count
        var current = SparseSet(capacity: count), next = SparseSet(capacity: count)
        var stack: [Int] = []
        var steps = 0
        // Adds the threads reachable from `pc` without consuming input at `position`.
        func addThreads(_ pc: Int, at position: Int, to list: inout SparseSet) -> Bool {
            stack.append(pc)
            while let pc = stack.popLast() {
                guard list.insert(pc) else { continue }
                steps += 1
                switch instructions[pc] {
                case .jump(let target): stack.append(target)
                case .split(let a, let b): stack.append(b); stack.append(a)
                case .start: if position == 0 { stack.append(pc + 1) }
                case .end: if position == input.count { stack.append(pc + 1) }
                case .wordBoundary(let wanted):
                    let before = position > 0 && RegexCharacterSet.word.contains(input[position - 1])
                    let after = position < input.count && RegexCharacterSet.word.contains(input[position])
                    if (before != after) == wanted { stack.append(pc + 1) }
                default: break
                }
            }
            return steps <= Self.stepLimit
        }
        guard addThreads(0, at: 0, to: &current) else { return .tooLong }
        for (position, scalar) in input.enumerated() {
            next.removeAll()
            for pc in current.members {
                if instructions[pc].consumes(scalar), !addThreads(pc + 1, at: position + 1, to: &next) { return .tooLong }
            }
            swap(&current, &next)
            if current.isEmpty { return .doesNotMatch }
        }
        return current.members.contains { instructions[$0] == .match } ? .matches : .doesNotMatch
    }
}

extension RegexProgram {
    /// ``matches(_:)`` for a program of at most 64 instructions, as most patterns
    /// of forms are: the threads are the bits of a word, visited in any order (a
    /// whole-value match needs no priority between them), so a check allocates
    /// nothing and reads the text once.
    func matchesSmall(_ text: String) -> Outcome {
        var steps = 0
        // The threads reachable from `seeds` without consuming input, between `before` and `after`.
        func closure(_ seeds: UInt64, before: Unicode.Scalar?, after: Unicode.Scalar?) -> UInt64? {
            var threads: UInt64 = 0
            var work = seeds
            while work != 0 {
                let pc = work.trailingZeroBitCount
                work &= work - 1
                let bit: UInt64 = 1 << UInt64(pc)
                if threads & bit != 0 { continue }
                threads |= bit
                steps += 1
                switch instructions[pc] {
                case .jump(let target): work |= 1 << UInt64(target)
                case .split(let a, let b): work |= (1 << UInt64(a)) | (1 << UInt64(b))
                case .start: if before == nil { work |= bit << 1 }
                case .end: if after == nil { work |= bit << 1 }
                case .wordBoundary(let wanted):
                    let isBefore = before.map { RegexCharacterSet.word.contains($0) } ?? false
                    let isAfter = after.map { RegexCharacterSet.word.contains($0) } ?? false
                    if (isBefore != isAfter) == wanted { work |= bit << 1 }
                default: break
                }
            }
            return steps <= Self.stepLimit ? threads : nil
        }
        var scalars = text.unicodeScalars.makeIterator()
        var scalar = scalars.next()
        guard var current = closure(1, before: nil, after: scalar) else { return .tooLong }
        while let consumed = scalar {
            let following = scalars.next()
            var advanced: UInt64 = 0
            var threads = current
            while threads != 0 {
                let pc = threads.trailingZeroBitCount
                threads &= threads - 1
                if instructions[pc].consumes(consumed) { advanced |= 1 << UInt64(pc + 1) }
            }
            guard let next = closure(advanced, before: consumed, after: following) else { return .tooLong }
            if next == 0 { return .doesNotMatch }
            current = next
            scalar = following
        }
        var threads = current
        while threads != 0 {
            let pc = threads.trailingZeroBitCount
            threads &= threads - 1
            if instructions[pc] == .match { return .matches }
        }
        return .doesNotMatch
    }
}

/// Turns a parsed pattern into instructions.
private struct RegexCompiler {
    var program: [RegexProgram.Instruction] = []
    /// Nodes visited: a repetition of something empty (`(){1000}`) adds no
    /// instruction, so the program's size alone would not stop nested ones.
    var visits = 0

    /// Whether the pattern is past what is compiled: the caller refuses it.
    var isTooLarge: Bool { program.count > RegexProgram.sizeLimit || visits > 4 * RegexProgram.sizeLimit }

    mutating func emit(_ node: RegexNode) {
        // Stop growing once over the limit; the caller refuses the pattern.
        visits += 1
        guard !isTooLarge else { return }
        switch node {
        case .empty: break
        case .scalar(let s): program.append(.scalar(s))
        case .any: program.append(.any)
        case .set(let set): program.append(.set(set.normalized()))
        case .start: program.append(.start)
        case .end: program.append(.end)
        case .wordBoundary(let b): program.append(.wordBoundary(b))
        case .concatenation(let nodes): for node in nodes { emit(node) }
        case .alternation(let branches):
            var jumps: [Int] = []
            for (i, branch) in branches.enumerated() {
                if i < branches.count - 1 {
                    let split = program.count
                    program.append(.split(split + 1, 0))
                    emit(branch)
                    jumps.append(program.count)
                    program.append(.jump(0))
                    program[split] = .split(split + 1, program.count)
                } else {
                    emit(branch)
                }
            }
            for jump in jumps { program[jump] = .jump(program.count) }
        case .repeated(let inner, let min, let max):
            for _ in 0..<min where !isTooLarge { emit(inner) }
            if let max {
                // Each optional copy may be skipped to the end.
                var splits: [Int] = []
                for _ in min..<max where !isTooLarge {
                    splits.append(program.count)
                    program.append(.split(program.count + 1, 0))
                    emit(inner)
                }
                for split in splits { program[split] = .split(split + 1, program.count) }
            } else {
                let loop = program.count
                program.append(.split(loop + 1, 0))
                emit(inner)
                program.append(.jump(loop))
                program[loop] = .split(loop + 1, program.count)
            }
        }
    }
}

/// A set of small integers with constant-time insert, membership and clearing,
/// keeping insertion order (the matcher's thread list).
private struct SparseSet {
    private var dense: [Int]
    private var sparse: [Int]
    private(set) var count = 0

    init(capacity: Int) {
        dense = Array(repeating: 0, count: capacity)
        sparse = Array(repeating: 0, count: capacity)
    }

    var isEmpty: Bool { count == 0 }
    var members: ArraySlice<Int> { dense[..<count] }

    /// Inserts `value`; false when it was there.
    mutating func insert(_ value: Int) -> Bool {
        let slot = sparse[value]
        if slot < count && dense[slot] == value { return false }
        sparse[value] = count
        dense[count] = value
        count += 1
        return true
    }

    mutating func removeAll() { count = 0 }
}
