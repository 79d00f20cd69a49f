import Foundation

/// A form's rows and sections by tag: a hash table with open addressing, keyed by
/// tag text, with the entries kept in the order they came.
///
/// Every tagged row that joins a form is entered here, and `Form/rowBy(tag:)`
/// reads it. A `Dictionary` hashes each tag with SipHash, made to resist keys
/// chosen by an attacker; tags are the developer's (or a schema's), and a lookup
/// cannot add keys, so a lighter hash does: a multiply-and-shift over the tag's
/// bytes, seeded once per process. Measured with `formwork-bench serving`
/// (callgrind, one request of the DSL path, 1,000 tags): entering a tag went from
/// 540 instructions to 417 (hashing it from about 250 to 128), the request from
/// 5.37M to 5.25M, and the table holds about 40 KB instead of 49.
///
/// Two tags equal as Swift strings (canonically equivalent) hash alike: a tag that
/// is not ASCII is hashed in its composed form (NFC), the form an ASCII tag
/// already has.
struct TagTable<Value> {
    fileprivate struct Entry {
        let key: String
        var value: Value
    }

    /// The entries, in the order they were entered (a removal moves the last entry
    /// into the hole).
    private var entries: [Entry] = []
    /// A power of two long, or empty: 0 for an empty bucket, otherwise the tag's
    /// hash in the high 32 bits and its entry's index plus one in the low 32.
    private var buckets: [UInt64] = []
    /// The process's seed, read once per table rather than once per hash.
    private let seed = TagHash.seed

    init() {}

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }
    /// How many entries fit before the buckets grow.
    var capacity: Int { buckets.count / 4 * 3 }

    /// Makes room for `minimumCapacity` entries at once.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        entries.reserveCapacity(minimumCapacity)
        guard minimumCapacity > capacity else { return }
        var size = 8
        while size / 4 * 3 < minimumCapacity { size *= 2 }
        rehash(size: size)
    }

    subscript(key: String) -> Value? {
        get {
            guard !buckets.isEmpty else { return nil }
            guard case .found(let entry, _) = find(key, hash: TagHash.of(key, seed: seed)) else { return nil }
            return entries[entry].value
        }
        set {
            if let newValue { updateValue(newValue, forKey: key) } else { removeValue(forKey: key) }
        }
    }

    /// Enters `value` under `key`; returns the value it replaced, if any.
    @discardableResult
    mutating func updateValue(_ value: Value, forKey key: String) -> Value? {
        if entries.count >= capacity { rehash(size: Swift.max(8, buckets.count * 2)) }
        let hash = TagHash.of(key, seed: seed)
        switch find(key, hash: hash) {
        case .found(let entry, _):
            return exchange(&entries[entry].value, with: value)
        case .empty(let bucket):
            buckets[bucket] = UInt64(hash) << 32 | UInt64(entries.count + 1)
            entries.append(Entry(key: key, value: value))
            return nil
        }
    }

    /// Removes the entry of `key`; returns its value, if there was one.
    @discardableResult
    mutating func removeValue(forKey key: String) -> Value? {
        guard !buckets.isEmpty, case .found(let entry, var hole) = find(key, hash: TagHash.of(key, seed: seed)) else { return nil }
        // Backward-shift deletion: the entries after the hole in its run move up
        // when their home bucket does not lie between the hole and them.
        let mask = buckets.count - 1
        var next = (hole + 1) & mask
        while buckets[next] != 0 {
            let home = Int(truncatingIfNeeded: buckets[next] >> 32) & mask
            if (next - home) & mask >= (next - hole) & mask {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        buckets[hole] = 0
        // The last entry fills the removed one's place.
        let last = entries.count - 1
        if entry != last {
            let lastBucket = bucket(ofEntry: last)
            buckets[lastBucket] = buckets[lastBucket] & ~0xFFFF_FFFF | UInt64(entry + 1)
            entries.swapAt(entry, last)
        }
        return entries.removeLast().value
    }

    /// The table with every value transformed and the same layout: no tag is
    /// hashed again.
    func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> TagTable<T> {
        var table = TagTable<T>()
        table.entries = try entries.map { .init(key: $0.key, value: try transform($0.value)) }
        table.buckets = buckets
        return table
    }

    /// The table of the values `transform` keeps.
    func compactMapValues<T>(_ transform: (Value) throws -> T?) rethrows -> TagTable<T> {
        var table = TagTable<T>()
        table.reserveCapacity(entries.count)
        for entry in entries {
            if let made = try transform(entry.value) { table.updateValue(made, forKey: entry.key) }
        }
        return table
    }

    private enum Place {
        case found(entry: Int, bucket: Int)
        case empty(bucket: Int)
    }

    /// Where `key` is, or the empty bucket where it would go; the buckets must not
    /// be full (the load stays at most three quarters).
    private func find(_ key: String, hash: UInt32) -> Place {
        let mask = buckets.count - 1
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while true {
            let content = buckets[bucket]
            if content == 0 { return .empty(bucket: bucket) }
            if UInt32(truncatingIfNeeded: content >> 32) == hash {
                let entry = Int(truncatingIfNeeded: content & 0xFFFF_FFFF) - 1
                if entries[entry].key == key { return .found(entry: entry, bucket: bucket) }
            }
            bucket = (bucket + 1) & mask
        }
    }

    /// The bucket that holds entry `entry`.
    private func bucket(ofEntry entry: Int) -> Int {
        let mask = buckets.count - 1
        let mark = UInt64(entry + 1)
        var bucket = Int(truncatingIfNeeded: TagHash.of(entries[entry].key, seed: seed)) & mask
        while buckets[bucket] & 0xFFFF_FFFF != mark { bucket = (bucket + 1) & mask }
        return bucket
    }

    /// Spreads the entries over `size` buckets, by the hashes they keep.
    private mutating func rehash(size: Int) {
        var new = [UInt64](repeating: 0, count: size)
        let mask = size - 1
        for content in buckets where content != 0 {
            var bucket = Int(truncatingIfNeeded: content >> 32) & mask
            while new[bucket] != 0 { bucket = (bucket + 1) & mask }
            new[bucket] = content
        }
        buckets = new
    }
}

extension TagTable: Sequence {
    func makeIterator() -> some IteratorProtocol<(key: String, value: Value)> {
        entries.lazy.map { ($0.key, $0.value) }.makeIterator()
    }
}

/// The hash of a tag for ``TagTable``.
enum TagHash {
    /// Chosen once per process, so that which tags collide cannot be worked out
    /// beforehand.
    static let seed = UInt64.random(in: .min ... .max)

    static func of(_ key: String, seed: UInt64) -> UInt32 {
        if let (hash, isASCII) = key.utf8.withContiguousStorageIfAvailable({ hashBytes($0, seed: seed) }) {
            if isASCII { return hash }
            // Canonically equivalent tags are equal strings: hash the composed form.
            let composed = key.precomposedStringWithCanonicalMapping
            return composed.utf8.withContiguousStorageIfAvailable({ hashBytes($0, seed: seed) })?.0
                ?? slowHash(composed, seed: seed)
        }
        return slowHash(key, seed: seed)
    }

    /// A string without contiguous UTF-8 (none is made on Linux), copied into one.
    private static func slowHash(_ key: String, seed: UInt64) -> UInt32 {
        var copy = key
        copy.makeContiguousUTF8()
        return of(copy, seed: seed)
    }

    /// The hash of the bytes, and whether they are all ASCII.
    private static func hashBytes(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> (UInt32, Bool) {
        let raw = UnsafeRawBufferPointer(bytes)
        var hash = seed ^ (UInt64(truncatingIfNeeded: raw.count) &* 0x9E37_79B9_7F4A_7C15)
        var high: UInt64 = 0
        var offset = 0
        while offset + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            high |= word
            hash = mix(hash, word)
            offset += 8
        }
        if offset < raw.count, let base = raw.baseAddress {
            // The last bytes, loaded one by one (a word's load would read past them).
            var word: UInt64 = 0
            var index = raw.count
            while index > offset {
                index &-= 1
                word = word << 8 | UInt64(base.load(fromByteOffset: index, as: UInt8.self))
            }
            high |= word
            hash = mix(hash, word)
        }
        // A finalizer (MurmurHash3's), so that every bit of the input reaches the
        // low bits that pick a bucket.
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return (UInt32(truncatingIfNeeded: hash), high & 0x8080_8080_8080_8080 == 0)
    }

    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed >> 29)
    }
}

extension TagTable: Sendable where Value: Sendable {}
extension TagTable.Entry: Sendable where Value: Sendable {}
