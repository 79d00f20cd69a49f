#if Vapor
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A client on a plain TCP socket to a server on loopback, for what an HTTP client
/// library will not do: trickle a head, stall a body, read nothing, pipeline.
final class RawConnection {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// One answer read off the connection.
    struct Answer {
        let status: Int
        let headers: [(name: String, value: String)]
        let body: [UInt8]

        func values(_ name: String) -> [String] {
            headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
        }
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private(set) var closedByServer = false

    /// Connects to `port` on 127.0.0.1; `receiveBuffer` shrinks the socket's receive
    /// buffer, for a client that reads nothing.
    init(port: Int, receiveBuffer: Int32? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "connect: \(errno)")
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends `bytes`; false when the server has closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let written = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            sent += written
        }
        return true
    }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Sends what fits in the socket's buffers now, without waiting; returns the
    /// bytes taken.
    func sendWhatFits(_ bytes: [UInt8]) -> Int {
        var sent = 0
        while sent < bytes.count {
            let written = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
            }
            if written <= 0 { break }
            sent += written
        }
        return sent
    }

    /// Reads what arrives within `seconds`; false once the server has closed.
    @discardableResult
    private func readMore(within seconds: Double) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, Int32(max(0, seconds) * 1000)) > 0 else { return true }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count <= 0 {
            closedByServer = true
            return false
        }
        buffer += chunk[..<count]
        return true
    }

    /// Waits up to `seconds` for the server to close the connection, dropping what
    /// it sends first; returns the seconds it took, or nil if still open.
    func waitForClose(within seconds: Double) -> Double? {
        let started = Date()
        while !closedByServer {
            let left = seconds - Date().timeIntervalSince(started)
            if left <= 0 { return nil }
            readMore(within: left)
            buffer.removeAll()
        }
        return Date().timeIntervalSince(started)
    }

    /// Whether the connection is still open after `seconds` of reading nothing new.
    func staysOpen(for seconds: Double) -> Bool {
        waitForClose(within: seconds) == nil
    }

    /// Reads one answer, waiting up to `seconds`.
    func answer(within seconds: Double = 5) throws -> Answer {
        let started = Date()
        func more() throws {
            let left = seconds - Date().timeIntervalSince(started)
            guard left > 0 else { throw Failure(description: "no whole answer within \(seconds)s: \(String(decoding: buffer.prefix(300), as: UTF8.self))") }
            readMore(within: left)
            if closedByServer { throw Failure(description: "closed after \(buffer.count) bytes: \(String(decoding: buffer.prefix(300), as: UTF8.self))") }
        }
        var end: Int?
        while end == nil {
            end = buffer.indices.dropLast(3).first { buffer[$0] == 13 && buffer[$0 + 1] == 10 && buffer[$0 + 2] == 13 && buffer[$0 + 3] == 10 }
            if end == nil { try more() }
        }
        let head = String(decoding: buffer[..<end!], as: UTF8.self)
        buffer.removeFirst(end! + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure(description: "not a status line: \(head)") }
        let headers = lines.map { line -> (String, String) in
            let parts = line.split(separator: ":", maxSplits: 1)
            return (String(parts[0]), parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "")
        }
        let length = headers.first { $0.0.lowercased() == "content-length" }.flatMap { Int($0.1) } ?? 0
        while buffer.count < length { try more() }
        let body = Array(buffer[..<length])
        buffer.removeFirst(length)
        return Answer(status: status, headers: headers.map { (name: $0.0, value: $0.1) }, body: body)
    }

    /// Reads raw bytes until `count` have arrived, or `seconds` pass.
    func read(count: Int, within seconds: Double) -> [UInt8] {
        let started = Date()
        while buffer.count < count, !closedByServer {
            let left = seconds - Date().timeIntervalSince(started)
            if left <= 0 { break }
            readMore(within: left)
        }
        let taken = Array(buffer.prefix(count))
        buffer.removeFirst(taken.count)
        return taken
    }
}
#endif
