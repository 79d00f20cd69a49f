import Formwork
import Testing

/// Eureka's current README (seed 002): the names its examples use compile in the
/// core as written, without the lines that touch UIKit.
@Suite("Porting Eureka: today's names")
struct EurekaCurrentNamesTests {
    /// "Multivalued sections": options spelt as Eureka spells them, a header and a
    /// footer, an add button, and a row given in the initialiser above the button.
    @Test func aMultivaluedSectionAsTheReadmeWritesIt() throws {
        let form = Form()
        form +++
            MultivaluedSection(multivaluedOptions: [.Reorder, .Insert, .Delete],
                               header: "Multivalued TextField",
                               footer: ".Insert adds a 'Add Item' (Add New Tag) button row as last cell.") {
                $0.tag = "tags"
                $0.addButtonProvider = { section in
                    return ButtonRow(){
                        $0.title = "Add New Tag"
                    }
                }
                $0.multivaluedRowToInsertAt = { index in
                    return NameRow() {
                        $0.placeholder = "Tag Name"
                    }
                }
                $0 <<< NameRow() {
                    $0.placeholder = "Tag Name"
                }
            }
        let section = try #require(form.sectionBy(tag: "tags") as? MultivaluedSection)
        #expect(section.multivaluedOptions == [.reorder, .insert, .delete])
        #expect(section.footer == ".Insert adds a 'Add Item' (Add New Tag) button row as last cell.")
        #expect(section.addButtonRow?.title == "Add New Tag")
        #expect(section.allRows.count == 2, "the row given, then the add button")
        section.addButtonRow?.didSelect()
        #expect(section.allRows.count == 3)
        #expect(section.allRows.last === section.addButtonRow, "rows are inserted above the button")
        #expect(MultivaluedOptions.None.isEmpty)
    }

    /// "Validations": a section with a header and a footer, and one with a footer only.
    @Test func sectionsWithAFooter() {
        let both = Section(header: "Required Rule", footer: "Options: Validates on change")
        #expect(both.header == "Required Rule" && both.footer == "Options: Validates on change")
        let footerOnly = Section(footer: "Only a footnote") { $0.tag = "note" }
        #expect(footerOnly.header == nil)
        #expect(footerOnly.footer == "Only a footnote")
        #expect(footerOnly.tag == "note")
    }

    /// A row's rules can be counted and walked, as Eureka code does with `row.rules`.
    @Test func aRowsRulesCanBeCountedAndWalked() {
        let row = TextRow("name") {
            $0.add(rule: RuleRequired(id: "needed"))
            $0.add(rule: RuleMinLength(minLength: 3))
            $0.add(rule: RuleClosure<String>(id: "no-x") { $0?.contains("x") == true ? ValidationError(msg: "No x.") : nil })
        }
        #expect(row.rules.count == 3)
        #expect(row.rules.map(\.id) == ["needed", nil, "no-x"])
        #expect(row.rules.map(\.descriptor) == [.required, .minLength(3), nil])
        #expect(row.rules[0].isValid(value: nil)?.ruleID == "needed")
        #expect(row.rules[1].isValid(value: "ab") != nil)
        #expect(row.rules[1].isValid(value: "abc") == nil)
        #expect(row.rules[2].isValid(value: "box")?.msg == "No x.")
        row.remove(ruleWithIdentifier: "needed")
        #expect(row.rules.count == 2)
    }

    /// "displayValueFor": unless set, it shows the value's description, as Eureka's
    /// default does; nil for no value.
    @Test func displayValueForShowsTheValuesDescriptionUnlessSet() throws {
        struct Company: Equatable, CustomStringConvertible {
            let name: String
            var description: String { name }
        }
        let row = PushRow<Company>("company")
        let show = try #require(row.displayValueFor)
        #expect(show(Company(name: "Xmartlabs")) == "Xmartlabs")
        #expect(show(nil) == nil)
        #expect(IntRow().displayValueFor?(42) == "42")
        row.displayValueFor = { $0.map { "Company " + $0.name } }
        #expect(row.displayValueFor?(Company(name: "A")) == "Company A")
        row.options = [Company(name: "A")]
        #expect(row.optionLists.first?.options.first?.title == "Company A")
        row.displayValueFor = nil
        #expect(row.displayValueFor?(Company(name: "A")) == "A", "nil goes back to the default")
        #expect(row.optionLists.first?.options.first?.title == "A")
    }

    /// "How to set the form values using a dictionary", and a value of the wrong
    /// type. Eureka's FAQ says the row becomes nil; Formwork keeps the row's value
    /// and says why the value did not fit, since a value thrown away cannot be
    /// found again (see "Coming from Eureka, FXForms or RSFormView").
    @Test func setValuesKeepsARowsValueWhenTheNewOneIsOfTheWrongType() throws {
        struct Company: Equatable {
            let name: String
        }
        let form = Form()
        form +++ Section()
            <<< IntRow("IntRowTag")
            <<< TextRow("TextRowTag")
            <<< PushRow<Company>("PushRowTag") { $0.options = [Company(name: "Xmartlabs")] }
        let rejected = form.setValues(["IntRowTag": 8, "TextRowTag": "Hello world!", "PushRowTag": Company(name:"Xmartlabs")])
        #expect(rejected.isEmpty)
        #expect((form.rowBy(tag: "IntRowTag") as? IntRow)?.value == 8)
        #expect((form.rowBy(tag: "TextRowTag") as? TextRow)?.value == "Hello world!")
        #expect((form.rowBy(tag: "PushRowTag") as? PushRow<Company>)?.value == Company(name: "Xmartlabs"))

        let wrong = form.setValues(["IntRowTag": "eight", "TextRowTag": Company(name: "X")])
        #expect(wrong.map(\.tag) == ["IntRowTag", "TextRowTag"])
        #expect(wrong.first?.reason.contains("\"eight\"") == true)
        #expect((form.rowBy(tag: "IntRowTag") as? IntRow)?.value == 8, "kept, not set to nil")
        #expect((form.rowBy(tag: "TextRowTag") as? TextRow)?.value == "Hello world!")
        #expect(form.setValues(["IntRowTag": "12"]).isEmpty, "text that is a whole number converts without loss")
        #expect((form.rowBy(tag: "IntRowTag") as? IntRow)?.value == 12)
    }

    /// "onCellSelection(): called each time the user taps on the row and it gets
    /// selected. Note that this will also get called for disabled rows", so the
    /// README's callbacks start with a guard; selecting leaves a disabled row as it is.
    @Test func onCellSelectionHearsOfDisabledRowsWhichStayUnchanged() {
        var taps: [String] = []
        let form = Form()
        form +++ Section()
            <<< CheckRow("check") { $0.disabled = true }
                .onCellSelection { row in
                    guard !row.isDisabled else { taps.append("disabled"); return }
                    taps.append("acted")
                }
        let check = form.rowBy(tag: "check") as? CheckRow
        check?.didSelect()
        #expect(taps == ["disabled"])
        #expect(check?.value == nil, "a disabled check is not toggled")
        check?.disabled = false
        check?.didSelect()
        #expect(taps == ["disabled", "acted"])
        #expect(check?.value == true)
    }

    /// The FAQ: after `setValues`, "invoking `updateCell()` to each visible row",
    /// and `section.reload()` after changing a header: front ends are told to draw
    /// them again.
    @Test func updateCellAndReloadAskFrontEndsToDrawAgain() {
        let form = Form()
        let section = Section("Before") <<< TextRow("a") <<< TextRow("b")
        form +++ section
        let redrawn = Redrawn()
        let token = form.addObserver { event in
            switch event {
            case .rowUpdated(let row, let what): redrawn.rows.append((row.tag ?? "?", what))
            case .sectionUpdated(let section): redrawn.sections.append(section.header ?? "?")
            default: break
            }
        }
        form.setValues(["a": "one"])
        form.rowBy(tag: "a")?.updateCell()
        #expect(redrawn.rows.map(\.0) == ["a"])
        #expect(redrawn.rows.first?.1.contains([.title, .options, .settings]) == true)
        section.header = "After"
        redrawn.rows = []
        redrawn.sections = []
        section.reload()
        #expect(redrawn.sections.last == "After")
        #expect(redrawn.rows.map(\.0) == ["a", "b"])
        redrawn.rows = []
        form.reload()
        #expect(redrawn.rows.map(\.0) == ["a", "b"])
        _ = token
    }
}

/// What observers heard, for ``EurekaCurrentNamesTests``.
final class Redrawn {
    var rows: [(String, RowUpdate)] = []
    var sections: [String] = []

    /// "If you want to use an add button which is not a ButtonRow": a
    /// `GenericMultivaluedSection` whose add button is a label row.
    @Test func aGenericMultivaluedSectionWithALabelAsItsAddButton() throws {
        let form = Form()
        form +++
            GenericMultivaluedSection<LabelRow>(multivaluedOptions: [.Reorder, .Insert, .Delete], {
                $0.addButtonProvider = { section in
                    return LabelRow(){
                        $0.title = "A Label row as add button"
                    }
                }
                $0.multivaluedRowToInsertAt = { index in
                    return NameRow() {
                        $0.placeholder = "Tag Name"
                    }
                }
                // ...
            })
        let section = try #require(form.allSections.first)
        let add = try #require(section.addItemRow as? LabelRow)
        #expect(add.title == "A Label row as add button")
        add.didSelect()
        #expect(section.items.count == 1)
        #expect(section.items.first is NameRow)
    }

    /// The FAQ, "How to update a Section header/footer": a header of a title only.
    @Test func aHeaderOfATitleOnly() {
        let variable = "(variable)"
        let section = Section("Before")
        section.header = HeaderFooterView(title: "Header title \(variable)") // use String interpolation
        #expect(section.header == "Header title (variable)")
    }

    /// "Swipe actions": a trailing delete and a leading info action, their images
    /// and background colour (UIKit) deleted.
    @Test func swipeActionsAsTheReadmeWritesThem() throws {
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

    /// "onPresent": the selector's title and whether choosing closes it; the lines
    /// that set up its cells (`selectableRowSetup`, `selectableRowCellUpdate`) were
    /// UIKit and went.
    @Test func onPresentAsTheReadmeWritesIt() throws {
        let row = PushRow<Emoji>() {
            $0.title = "PushRow"
            $0.options = [💁, 🍐, 👦, 🐗, 🐼, 🐻]
            $0.value = 👦
            $0.selectorTitle = "Choose an Emoji!"
        }.onPresent { from, to in
            to.dismissOnSelection = false
            to.dismissOnChange = false
        }
        let form = Form()
        form +++ Section() <<< row
        let selector = try #require(row.selectorDescription())
        #expect(selector.title == "Choose an Emoji!")
        #expect(!selector.dismissOnSelection && !selector.dismissOnChange)
        #expect(selector.options.first?.selectedKeys == [👦])
    }
}
