import Formwork
import Testing
@testable import FormworkTerminal

@Suite("Colours: what the environment says the terminal shows, and a form's theme in it")
struct ColorDepthTests {
    @Test("The depth from the environment", arguments: [
        (["TERM": "xterm-256color", "NO_COLOR": "1"], ColorDepth.none),
        (["TERM": "xterm-256color", "NO_COLOR": ""], .indexed),
        (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
        ([:], .none),
        (["TERM": "xterm", "COLORTERM": "truecolor"], .trueColor),
        (["TERM": "screen", "COLORTERM": "24bit"], .trueColor),
        (["TERM": "tmux-256color"], .indexed),
        (["TERM": "xterm-kitty"], .indexed),
        (["TERM": "xterm"], .basic),
        (["TERM": "linux"], .basic),
    ] as [([String: String], ColorDepth)])
    func fromEnvironment(_ environment: [String: String], _ depth: ColorDepth) {
        #expect(ColorDepth.from(environment: environment) == depth)
    }

    @Test("True colours fall to the nearest of the 256 and of the 16")
    func fitting() {
        #expect(ColorDepth.indexed.fit(.rgb(0, 0, 0)) == .indexed(16))
        #expect(ColorDepth.indexed.fit(.rgb(255, 255, 255)) == .indexed(231))
        #expect(ColorDepth.indexed.fit(.rgb(128, 128, 128)) == .indexed(244))
        #expect(ColorDepth.basic.fit(.rgb(0, 135, 0)) == .basic(2))
        #expect(ColorDepth.basic.fit(.rgb(0, 230, 0)) == .basic(10))
        #expect(ColorDepth.basic.fit(.rgb(80, 80, 255)) == .basic(12))
        #expect(ColorDepth.basic.fit(.indexed(3)) == .basic(3))
        #expect(ColorDepth.none.fit(.basic(1)) == nil)
        #expect(ColorDepth.trueColor.fit(.rgb(1, 2, 3)) == .rgb(1, 2, 3))
    }

    @Test("A theme's colours replace the defaults; unset ones keep the terminal's palette")
    func palette() {
        var theme = FormTheme()
        theme.accent = ThemeColor(hex: "#5b3cc4")
        let palette = TerminalPalette(theme: theme)
        #expect(palette.accent.foreground == .rgb(0x5b, 0x3c, 0xc4))
        #expect(palette.accent.bold)
        #expect(palette.invalid.foreground == .red)
        #expect(TerminalPalette().accent.foreground == .cyan)
        #expect(palette.secondary.dim)
    }

    @Test("A style keeps every colour and attribute it is given, and equal styles only are equal")
    func stylesKeepWhatTheyAreGiven() {
        let colors: [TerminalColor?] = [nil, .basic(0), .basic(15), .indexed(0), .indexed(255), .rgb(0, 0, 0), .rgb(255, 128, 1)]
        var seen: Set<TextStyle> = []
        for foreground in colors {
            for background in colors {
                for flags in 0..<64 {
                    let style = TextStyle(foreground: foreground, background: background, bold: flags & 1 != 0, dim: flags & 2 != 0,
                                          italic: flags & 4 != 0, underline: flags & 8 != 0, reverse: flags & 16 != 0,
                                          strikethrough: flags & 32 != 0)
                    #expect(style.foreground == foreground && style.background == background)
                    #expect(style.bold == (flags & 1 != 0) && style.dim == (flags & 2 != 0) && style.italic == (flags & 4 != 0))
                    #expect(style.underline == (flags & 8 != 0) && style.reverse == (flags & 16 != 0) && style.strikethrough == (flags & 32 != 0))
                    seen.insert(style)
                }
            }
        }
        #expect(seen.count == colors.count * colors.count * 64)
        var changed = TextStyle(foreground: .rgb(1, 2, 3), bold: true)
        changed.foreground = .basic(4)
        changed.background = .indexed(9)
        changed.bold = false
        changed.dim = true
        #expect(changed == TextStyle(foreground: .basic(4), background: .indexed(9), dim: true))
        changed.background = nil
        #expect(changed.background == nil && changed.foreground == .basic(4))
    }
}
