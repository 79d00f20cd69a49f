/// Checks of what a form keeps in step with itself (swift-collections'
/// `_checkInvariants` pattern): its visible lists, its tag table and the readers of
/// each tag. Tests run them after long random sequences of changes; a debug build
/// runs them after every structural change of a form that asks for it
/// (``Form/checksInvariantsAfterChanges``).
extension Form {
    /// Stops the program, naming what is wrong, when the form's bookkeeping does not
    /// match its sections and rows.
    func checkInvariants() {
        sections.checkInvariants("the form's sections")
        var expectedReaders: [String: [ObjectIdentifier]] = [:]
        for section in sectionStorage {
            precondition(section.form === self && section.isInForm, "\(section) is listed but does not belong to the form")
            section.rows.checkInvariants("the rows of \(section)")
            if let tag = section.tag, section.isTagRegistered {
                precondition(taggedElement(tag) === section, "\(section) thinks \"\(tag)\" is its tag in the table")
            }
            precondition(section.hiddenDependencies == (section.visibilityCondition?.dependencies ?? []),
                         "\(section) is registered for other tags than its condition reads")
            for tag in section.hiddenDependencies { expectedReaders[tag, default: []].append(ObjectIdentifier(section)) }
            for row in section.rowStorage {
                precondition(row.section === section, "\(row) is listed in \(section) but points elsewhere")
                if let tag = row.tag, row.isTagRegistered {
                    precondition(taggedElement(tag) === row, "\(row) thinks \"\(tag)\" is its tag in the table")
                } else if let tag = row.tag {
                    precondition(section.tagIsOptional(for: row) || taggedElement(tag) != nil,
                                 "\(row) has a tag the table does not know")
                }
                precondition(row.hiddenDependencies == (row.hidden?.dependencies ?? []),
                              "\(row) is registered for other tags than its hidden condition reads")
                precondition(row.disabledDependencies == (row.disabled?.dependencies ?? []),
                              "\(row) is registered for other tags than its disabled condition reads")
                for tag in row.hiddenDependencies + row.disabledDependencies {
                    expectedReaders[tag, default: []].append(ObjectIdentifier(row))
                }
            }
        }
        for (tag, element) in tagged {
            switch element {
            case .row(let row):
                precondition(row.tag == tag && row.isTagRegistered && row.section?.form === self,
                             "the tag table holds \"\(tag)\" for \(row), which is not that row here")
                precondition(row.isReadByConditions == (readers[tag] != nil), "\(row) is wrong about being read by conditions")
            case .section(let section):
                precondition(section.tag == tag && section.isTagRegistered && section.form === self,
                             "the tag table holds \"\(tag)\" for \(section), which is not that section here")
                precondition(section.isReadByConditions == (readers[tag] != nil), "\(section) is wrong about being read by conditions")
            }
        }
        let registeredReaders = readers.mapValues { $0.map { ObjectIdentifier($0.object) } }
        precondition(registeredReaders.keys.sorted() == expectedReaders.keys.sorted(), "readers are registered for other tags than conditions read")
        for (tag, list) in registeredReaders {
            precondition(list.sorted() == (expectedReaders[tag] ?? []).sorted(),
                         "the readers of \"\(tag)\" are not the conditions that read it")
        }
        // With nothing left to propagate, every row and section shows as its condition says.
        guard !isPropagating else { return }
        for section in sectionStorage {
            if let hidden = section.visibilityCondition {
                precondition(section.isHidden == hidden.evaluate(in: self), "\(section) is not hidden as its condition says")
            }
            for row in section.rowStorage {
                if let hidden = row.hidden { precondition(row.isHidden == hidden.evaluate(in: self), "\(row) is not hidden as its condition says") }
                if let disabled = row.disabled { precondition(row.isDisabled == disabled.evaluate(in: self), "\(row) is not disabled as its condition says") }
            }
        }
    }

    /// The element the tag table holds for a tag.
    private func taggedElement(_ tag: String) -> AnyObject? {
        switch tagged[tag] {
        case .row(let row)?: return row
        case .section(let section)?: return section
        case nil: return nil
        }
    }

    /// Runs ``checkInvariants()`` after a structural change, in a debug build, when
    /// the form asks for it and no change is under way.
    @inline(__always)
    func checkInvariantsAfterChange() {
        #if DEBUG
        if checksInvariantsAfterChanges && !isPropagating { checkInvariants() }
        #endif
    }
}

extension VisibleList {
    /// Stops the program when an element's index is not its place in `all`, or the
    /// shown elements are not the elements that are not hidden, in order.
    func checkInvariants(_ what: @autoclosure () -> String) {
        for (index, element) in all.enumerated() {
            precondition(element.indexInList == index, "\(what()): an element's index is not its place")
        }
        let expected = all.filter { !$0.isHiddenInList }
        let visible = self.visible
        precondition(visible.count == expected.count && zip(visible, expected).allSatisfy { $0 === $1 },
                     "\(what()): the visible elements are not the ones not hidden")
    }
}
