import Foundation
import Formwork

/// `formwork-bench core`, its last line: what a page of a form of several pages
/// costs against the same rows asked as a form of one page. The form is the serving
/// workload's 1,000 fields in five pages of 200; a request posts the third page's
/// fields, which go into that page's rows only (``FormJourney/takeInput(_:)``), and
/// continues (``FormJourney/advance()``), against a one-page form of those
/// 200 fields that takes the same post and validates. Making the forms is not timed:
/// a template's form costs its rows, whichever page is asked.
enum PageBenchmark {
    static let pages = 5
    static let rowsPerPage = ServingWorkload.count / pages
    static let askedPage = 2

    /// The serving workload's rows, as ``ServingBenchmark/buildDSL()`` writes them,
    /// taken out of its one section.
    static func workloadRows() -> [BaseRow] {
        let section = ServingBenchmark.buildDSL().allSections[0]
        let rows = section.allRows
        section.removeAll()
        return rows
    }

    static func pagedForm() -> Form {
        let rows = workloadRows()
        let form = Form()
        for page in 0..<pages {
            let section = Page("Page \(page + 1)")
            section.append(contentsOf: rows[page * rowsPerPage..<(page + 1) * rowsPerPage])
            form +++ section
        }
        return form
    }

    static func onePageForm() -> Form {
        let rows = workloadRows()
        let form = Form()
        let section = Section("Page \(askedPage + 1)")
        section.append(contentsOf: rows[askedPage * rowsPerPage..<(askedPage + 1) * rowsPerPage])
        form +++ section
        return form
    }

    static func run() -> Bool {
        guard let paged = try? FormTemplate({ pagedForm() }), let onePage = try? FormTemplate({ onePageForm() }) else {
            print("formwork-bench: the page benchmark's forms do not build")
            return false
        }
        let range = askedPage * rowsPerPage..<(askedPage + 1) * rowsPerPage
        let fields = SubmittedFields(range.map { (ServingWorkload.names[$0], ServingWorkload.validValue($0)) })
        let state = JourneyState(position: .page(askedPage), visited: Set(0..<askedPage))
        // Both take the post and find it valid, or the comparison means nothing.
        let check = paged.makeForm()
        var journey = FormJourney(form: check, state: state)
        journey.takeInput(fields)
        guard journey.advance() == .page(askedPage + 1) else {
            print("formwork-bench: the page does not continue: \(check.validate(page: check.pages[askedPage]).prefix(3))")
            return false
        }
        let single = onePage.makeForm()
        single.takeInput(fields)
        guard single.validate().isEmpty else {
            print("formwork-bench: the one-page form does not validate")
            return false
        }
        if let n = Int(ProcessInfo.processInfo.environment["PROFILE_LOOPS"] ?? "") {
            for _ in 0..<n {
                let pagedForm = paged.makeForm()
                var journey = FormJourney(form: pagedForm, state: state)
                journey.takeInput(fields)
                _ = journey.advance()
            }
            return true
        }
        let clock = ContinuousClock()
        var ratios: [Double] = []
        for _ in 0..<60 {
            let pagedForm = paged.makeForm(), singleForm = onePage.makeForm()
            let a = clock.measure {
                singleForm.takeInput(fields)
                _ = singleForm.validate()
            }
            let b = clock.measure {
                var journey = FormJourney(form: pagedForm, state: state)
                journey.takeInput(fields)
                _ = journey.advance()
            }
            ratios.append(Timing.seconds(b) / Timing.seconds(a))
        }
        let ratio = Timing.median(of: ratios)
        let ok = ratio <= 1.2
        print("")
        print("a page of \(rowsPerPage) rows in a form of \(pages) pages / the same rows as a form of one page")
        print("(take the post, continue or validate; median of back-to-back pairs): "
              + "\((ratio * 100).rounded() / 100)  (budget ≤ 1.2) \(ok ? "ok" : "OVER BUDGET")")
        return ok
    }
}
