precedencegroup FormPrecedence {
    associativity: left
    higherThan: LogicalConjunctionPrecedence
}

precedencegroup SectionPrecedence {
    associativity: left
    higherThan: FormPrecedence
}

/// Appends sections (or a row in a section of its own) to a form.
infix operator +++ : FormPrecedence
/// Appends rows to a section.
infix operator <<< : SectionPrecedence
/// Appends a section to a form in place.
infix operator +++= : AssignmentPrecedence

/// Appends a section to the form.
@discardableResult
public func +++ (left: Form, right: Section) -> Form {
    left.append(right)
    return left
}

/// Appends a row to the form in a new section.
@discardableResult
public func +++ (left: Form, right: BaseRow) -> Form {
    left.append(Section() <<< right)
    return left
}

/// Makes a form of two sections.
@discardableResult
public func +++ (left: Section, right: Section) -> Form {
    let form = Form()
    form.append(left)
    form.append(right)
    return form
}

/// Makes a form of a section and a row in a section of its own.
@discardableResult
public func +++ (left: Section, right: BaseRow) -> Form {
    let form = Form()
    form.append(left)
    form.append(Section() <<< right)
    return form
}

/// Makes a form of a row in a section of its own followed by a section.
@discardableResult
public func +++ (left: BaseRow, right: Section) -> Form {
    let form = Form()
    form.append(Section() <<< left)
    form.append(right)
    return form
}

/// Makes a form of two rows, each in its own section.
@discardableResult
public func +++ (left: BaseRow, right: BaseRow) -> Form {
    let form = Form()
    form.append(Section() <<< left)
    form.append(Section() <<< right)
    return form
}

/// Appends a section of rows built with `@SectionBuilder`: `form +++ { rows }`.
@discardableResult
public func +++ (left: Form, @SectionBuilder right: () -> Section) -> Form {
    left.append(right())
    return left
}

/// Makes a form of a section and a section of rows built with `@SectionBuilder`.
@discardableResult
public func +++ (left: Section, @SectionBuilder right: () -> Section) -> Form {
    left +++ right()
}

/// Appends a row to the section.
@discardableResult
public func <<< (left: Section, right: BaseRow) -> Section {
    left.append(right)
    return left
}

/// Makes a section of two rows.
@discardableResult
public func <<< (left: BaseRow, right: BaseRow) -> Section {
    let section = Section()
    section.append(left)
    section.append(right)
    return section
}

/// Appends a section to the form.
public func +++= (left: Form, right: Section) {
    left.append(right)
}

/// Appends a row in a section of its own to the form.
public func +++= (left: Form, right: BaseRow) {
    left.append(Section() <<< right)
}

/// Appends sections to the form.
public func += <C: Collection>(left: Form, right: C) where C.Element == Section {
    left.append(contentsOf: right)
}

/// Appends rows to the section.
public func += <C: Collection>(left: Section, right: C) where C.Element == BaseRow {
    left.append(contentsOf: right)
}
