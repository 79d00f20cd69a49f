extension Form {
    /// Works out once what the copies of a template share (the keys of long option
    /// lists), so that no copy works it out again.
    func prepareForSharing() {
        for section in sections.all {
            for row in section.rowStorage { row.prepareForSharing() }
        }
        for row in subformRows { row.subform.prepareForSharing() }
    }

    /// A new form with the same definition: copies of every section and row, the
    /// title, locale, time zone and messages, and what decoding a model falls back on.
    /// Observers are not copied: they belong to whoever registered them.
    ///
    /// It only reads this form, so copies can be made from several tasks at once as
    /// long as nothing changes this form meanwhile (``FormTemplate`` guarantees it).
    func makeCopy() -> Form {
        let copy = Form()
        copy.title = title
        copy.locale = locale
        copy.timeZone = timeZone
        if let customMessages { copy.customMessages = customMessages }
        copy.modelFallbackValues = modelFallbackValues
        copy.append(contentsOf: sections.all.map { $0.makeCopy() })
        return copy
    }
}
