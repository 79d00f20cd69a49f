import Foundation

extension DraftStore {
    /// Removes expired drafts now and then every `interval`, until the task that
    /// runs it is cancelled: run it beside the server, in a task of its own (or a
    /// service of the server's lifecycle), so that drafts nobody comes back to do
    /// not pile up. A purge that fails is tried again at the next interval, after
    /// `failed` hears why.
    ///
    /// ```swift
    /// let purging = Task { await drafts.purgeRepeatedly(every: .seconds(3_600)) }
    /// try await app.runService()
    /// purging.cancel()
    /// ```
    ///
    /// - Parameters:
    ///   - interval: the time between two purges.
    ///   - now: the time drafts expire by.
    ///   - purged: hears how many drafts each purge removed.
    ///   - failed: hears why a purge failed.
    public func purgeRepeatedly(every interval: Duration, now: @escaping @Sendable () -> Date = { Date() },
                                purged: @Sendable (Int) -> Void = { _ in },
                                failed: @Sendable (DraftError) -> Void = { _ in }) async {
        while !Task.isCancelled {
            do {
                purged(try await purge(now: now()))
            } catch {
                failed(error)
            }
            do {
                try await Task.sleep(for: interval)
            } catch {
                return
            }
        }
    }
}
