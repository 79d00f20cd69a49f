import CMallocCounters
import Formwork

/// What one request's form holds in memory: the bytes the allocator hands out while
/// a number of them are kept, over that number, read from glibc's counters (the
/// bytes in use, `mallinfo2().uordblks`). The same for the hand-written loop's
/// per-request arrays and dictionary.
enum ServingMemory {
    /// Bytes in use by the allocator now; nil where glibc's counters are not there.
    static func bytesInUse() -> Int? {
        let bytes = formwork_malloc_bytes_in_use()
        return bytes < 0 ? nil : Int(bytes)
    }

    /// The bytes each of `count` values made by `make` holds while all are kept.
    static func bytesEach<T>(count: Int = 200, _ make: () -> T) -> Int? {
        var kept: [T] = []
        kept.reserveCapacity(count)
        // One made and dropped first, so that what is made once (caches) is not counted.
        _ = make()
        guard let before = bytesInUse() else { return nil }
        for _ in 0..<count { kept.append(make()) }
        guard let after = bytesInUse() else { return nil }
        withExtendedLifetime(kept) {}
        return (after - before) / count
    }

    /// A byte count the way people read it.
    static func format(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(Double(bytes * 10 / (1 << 20)) / 10) MiB" : "\(bytes / 1024) KiB"
    }
}
