import Formwork
import Testing

/// Seed 002, "Swipe actions": a trailing delete and a leading info action; their
/// images and background colour (UIKit) deleted.
@Suite("Seed 002: Swipe actions")
struct SwipeActionsTests {
    @Test func swipeActionsAsTheDocsWriteThem() throws {
        var performed: [String] = []
        let row = TextRow() {
            let deleteAction = SwipeAction(
                style: .destructive,
                title: "Delete",
                handler: { (action, row, completionHandler) in
                    //add your code here.
                    performed.append("delete")
                    //make sure you call the completionHandler once done.
                    completionHandler?(true)
                })
            $0.trailingSwipe.actions = [deleteAction]
            $0.trailingSwipe.performsFirstActionWithFullSwipe = true

            //please be aware: `leadingSwipe` is only available on iOS 11+ only
            let infoAction = SwipeAction(
                style: .normal,
                title: "Info",
                handler: { (action, row, completionHandler) in
                    //add your code here.
                    performed.append("info")
                    //make sure you call the completionHandler once done.
                    completionHandler?(true)
                })
            $0.leadingSwipe.actions = [infoAction]
            $0.leadingSwipe.performsFirstActionWithFullSwipe = true
        }
        let form = Form()
        form +++ Section() <<< row
        #expect(row.rowActions.map(\.title) == ["Info", "Delete"])
        #expect(row.performRowAction(at: 1))
        #expect(row.performRowAction(at: 0))
        #expect(performed == ["delete", "info"])
    }
}
