/// A key a person pressed, without its modifiers.
public enum Key: Hashable, Sendable {
    /// A character typed: a letter, a digit, a symbol, an emoji.
    case character(Character)
    case enter, tab, backspace, escape
    case up, down, left, right
    case home, end, pageUp, pageDown, insert, delete
    /// A function key, F1 to F24.
    case function(Int)
}

/// Modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let alt = KeyModifiers(rawValue: 2)
    public static let control = KeyModifiers(rawValue: 4)
    public static let meta = KeyModifiers(rawValue: 8)

    /// The modifiers of an xterm or kitty parameter: one more than the bits of
    /// shift (1), alt (2), control (4) and super (8).
    init(parameter: Int) {
        let bits = max(0, parameter - 1)
        self.init(rawValue: UInt8(bits & 0x0F))
    }
}

/// A key with the modifiers held.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
    public var key: Key
    public var modifiers: KeyModifiers

    public init(_ key: Key, _ modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A control key: `.control("c")` is Ctrl-C.
    public static func control(_ letter: Character) -> KeyPress {
        KeyPress(.character(letter), .control)
    }

    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.alt) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        if modifiers.contains(.meta) { parts.append("super") }
        switch key {
        case .character(let c): parts.append(String(c))
        case .function(let n): parts.append("f\(n)")
        default: parts.append("\(key)")
        }
        return parts.joined(separator: "-")
    }
}

/// What a terminal sends a program.
public enum TerminalEvent: Hashable, Sendable {
    /// A key press.
    case key(KeyPress)
    /// Text pasted in one piece (bracketed paste), to be inserted as one edit.
    case paste(String)
    /// The answer to a cursor position request: a row and a column, from 1.
    case cursorPosition(row: Int, column: Int)
    /// The answer to a mode request (DECRQM): whether the terminal knows the mode.
    case modeReport(mode: Int, supported: Bool)
    /// The terminal window gained or lost focus.
    case focus(Bool)
}

extension TerminalEvent {
    /// Whether the event is Enter or Space with no modifier: what presses a button,
    /// opens a picker or chooses a row.
    var isPress: Bool {
        guard case .key(let press) = self, press.modifiers.isEmpty else { return false }
        return press.key == .enter || press.key == .character(" ")
    }
}
