#if canImport(Glibc)
import Glibc
#endif

/// How the C allocator hands memory back, for a server that takes uploads.
///
/// glibc serves a large block from its heaps once a block that size was freed (its
/// threshold for mapping blocks of their own rises to the largest freed, up to
/// 32 MB), and keeps freed heap memory for reuse: after five rounds of forty 9 MB
/// uploads the gallery sat near 103–113 MB against a 51 MB start. A fixed
/// threshold maps every block of 256 KiB or more on its own and unmaps it when
/// freed, so the server's memory comes back down after a load (measured with the
/// same rounds: 60 MB at the end). The same as `MALLOC_MMAP_THRESHOLD_=262144` in
/// the environment, which a program cannot count on being set.
enum AllocatorSettings {
    static func returnLargeBlocksWhenFreed() {
        #if canImport(Glibc)
        // `mallopt` is not in Swift's Glibc module: looked up by name, C's calling
        // convention spelled out.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in <malloc.h>
        _ = mallopt(mmapThreshold, 256 * 1024)
        #endif
    }
}
