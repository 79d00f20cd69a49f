#if canImport(Glibc)
import Glibc
#endif

/// Settings of the server's process that no library should make for it: how the C
/// allocator hands memory back, and how many connections it may hold open.
enum ServerProcessSettings {
    /// glibc serves a large block from its heaps once a block that size was freed
    /// (its threshold for mapping blocks of their own rises to the largest freed, up
    /// to 32 MB), and keeps freed heap memory for reuse: after five rounds of forty
    /// 9 MB uploads the gallery sat near 103–113 MB against a 51 MB start. A fixed
    /// threshold maps every block of 256 KiB or more on its own and unmaps it when
    /// freed, so the server's memory comes back down after a load (measured with the
    /// same rounds: 56–60 MB at the end). The same as `MALLOC_MMAP_THRESHOLD_=262144`
    /// in the environment, which a program cannot count on being set.
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

    /// Raises the open files the process may have to the most the system allows it
    /// (often 1,024 by default): each connection is one, and a crowd of slow clients
    /// should meet the server's timeouts, not a server that can accept no one.
    static func allowAsManyConnectionsAsTheSystemDoes() {
        #if canImport(Glibc)
        var limit = rlimit()
        let files = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        guard getrlimit(files, &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(files, &limit)
        #endif
    }
}
