/// Puts `new` in `slot` and returns what was there, moving both: nothing is
/// copied and nothing is destroyed while `slot` is being written.
///
/// A class's stored property written this way is one access with no call inside
/// it (this function is always inlined), so the compiler can prove that no other
/// access overlaps it and check none at run time. A plain assignment destroys the
/// old value inside the access, and destroying a value of a generic type could run
/// any code, so every access to such a property would be checked.
@inline(__always)
func exchange<T>(_ slot: inout T, with new: consuming T) -> T {
    let old = consume slot
    slot = new
    return old
}
