import Foundation

/// The stylesheet and script that ship with FormworkHTML, served as static files
/// (the page writes no inline style or script).
public enum HTMLAssets {
    /// The default style: a grouped list that works on a phone and in dark mode.
    public static let stylesheet: [UInt8] = load("formwork", "css")
    /// The script that runs conditions and checks live (no `eval`).
    public static let script: [UInt8] = load("formwork", "js")

    /// A short hash of both files, for URLs that can be cached for ever.
    public static let version: String = {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in stylesheet + script {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 36)
    }()

    private static func load(_ name: String, _ ext: String) -> [UInt8] {
        guard let url = Bundle.module.url(forResource: name, withExtension: ext),
              let data = try? Data(contentsOf: url) else { return [] }
        return Array(data)
    }
}
