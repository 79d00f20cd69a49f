#ifndef C_MALLOC_COUNTERS_H
#define C_MALLOC_COUNTERS_H

#include <stddef.h>

/// Bytes the allocator has handed out and not had back (glibc's `uordblks`), or
/// -1 where the C library does not count them.
long long formwork_malloc_bytes_in_use(void);

#endif
