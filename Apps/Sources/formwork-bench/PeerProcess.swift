import Foundation

/// A peer run as a program of its own: what it prints on standard output when it
/// ends with status 0, its errors dropped; nil when it cannot run or fails.
enum PeerProcess {
    static func output(of program: String, _ arguments: [String], environment: [String: String]? = nil) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }
}
