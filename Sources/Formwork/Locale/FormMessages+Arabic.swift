extension FormMessages {
    /// Formwork's messages in Arabic, written right to left.
    ///
    /// Counts are written with "من" ("of the …"), which keeps Arabic's plural forms
    /// right for every number; one and two have words of their own where it reads
    /// better.
    public static let arabic = FormMessages(FormMessageValues(
        language: "ar",
        direction: .rightToLeft,
        decimalSeparator: ".",
        required: "هذا الحقل مطلوب.",
        email: "أدخل عنوان بريد إلكتروني صالحًا.",
        url: "أدخل رابطًا صالحًا.",
        urlScheme: "أدخل عنوان ويب يبدأ بـ http:// أو https://.",
        invalidValue: "قيمة غير صالحة.",
        tooLongToCheck: "هذه القيمة أطول من أن يُتحقق منها.",
        minLength: { "أدخل \($0) من الأحرف على الأقل." },
        maxLength: { "أدخل \($0) من الأحرف على الأكثر." },
        exactLength: { "أدخل \($0) من الأحرف بالضبط." },
        greaterThan: { "أدخل قيمة أكبر من \($0)." },
        atLeast: { "أدخل قيمة لا تقل عن \($0)." },
        smallerThan: { "أدخل قيمة أصغر من \($0)." },
        atMost: { "أدخل قيمة لا تزيد على \($0)." },
        valuesDoNotMatch: "القيمتان غير متطابقتين.",
        usPhone: "أدخل رقم هاتف أمريكيًا مثل 555-123-4567.",
        usState: "أدخل اسم ولاية أمريكية أو رمزها المكوّن من حرفين.",
        zipCode: "أدخل رمزًا بريديًا أمريكيًا من خمسة أرقام.",
        cardExpiry: "أدخل تاريخ انتهاء صالحًا بالصيغة شهر/سنة (MM/YY).",
        decimalPlaces: { "استخدم \($0) من المنازل العشرية على الأكثر." },
        notValid: "هذه القيمة غير صالحة.",
        wholeNumber: "أدخل عددًا صحيحًا.",
        number: "أدخل رقمًا.",
        numberNotExact: "هذا الرقم أكبر أو أدق من أن يُحفظ كما هو.",
        dateFormat: { mode in
            switch mode {
            case .date: return "أدخل تاريخًا بالصيغة سنة-شهر-يوم (YYYY-MM-DD)."
            case .time, .countDownTimer: return "أدخل وقتًا بالصيغة ساعة:دقيقة (HH:MM)."
            case .dateTime: return "أدخل تاريخًا ووقتًا بالصيغة سنة-شهر-يوم ساعة:دقيقة (YYYY-MM-DD HH:MM)."
            }
        },
        dateNotBefore: { mode, bound in "اختر \(noun(mode)) لا يسبق \(bound)." },
        dateNotAfter: { mode, bound in "اختر \(noun(mode)) لا يتجاوز \(bound)." },
        dateOutOfRange: "اختر تاريخًا بين السنة 1 والسنة 9999.",
        minuteInterval: { "اختر وقتًا بفواصل قدرها \($0) من الدقائق." },
        valueRange: { low, high in "اختر قيمة من \(low) إلى \(high)." },
        valueStep: { step, start in "اختر قيمة بخطوات قدرها \(step) بدءًا من \(start)." },
        listedOption: "اختر أحد الخيارات المعروضة.",
        listedOptions: "اختر من الخيارات المعروضة فقط.",
        singleValue: "أدخل قيمة واحدة.",
        onOrOff: "اختر تشغيل أو إيقاف.",
        format: { "أدخل هذا بالصيغة \($0)." },
        subform: "بعض التفاصيل تحتاج إلى مراجعة.",
        someValuesNotValid: "بعض هذه القيم غير صالحة.",
        notValidHere: "هذه القيمة غير صالحة هنا.",
        add: "إضافة",
        yes: "نعم",
        no: "لا",
        notProvided: "لم تُقدَّم",
        continueJourney: "متابعة",
        back: "رجوع",
        changeAnswer: "تغيير",
        checkYourAnswers: "راجع إجاباتك",
        pageProgress: { page, pages in "الصفحة \(page) من \(pages)" },
        saveForLater: "احفظ وتابع لاحقًا",
        draftSaved: "حُفظت إجاباتك",
        draftResumeHint: "لتتابع من حيث توقفت، افتح هذا الرابط أو أدخل هذا الرمز. احتفظ به لنفسك: يستطيع كل من يملكه رؤية إجاباتك.",
        draftCode: "الرمز",
        draftResume: "تابع من حيث توقفت",
        draftNotFound: "لا توجد إجابات محفوظة بهذا الرمز، أو انتهت صلاحيتها.",
        draftAlreadySubmitted: "أُرسلت هذه الإجابات من قبل.",
        draftTooLarge: "هذه الإجابات أكبر من أن تُحفظ. اختصر أطولها أو احذف ملفًا.",
        draftAnswersLeftOut: "تغيّر هذا النموذج منذ حفظ إجاباتك. استُبعدت الإجابات التي لم يعد يطلبها أو التي لم تعد مناسبة: راجع الصفحات التي تحتاج إليها.",
        deprecatedField: "لم يعد مستخدمًا: اتركه فارغًا إن أمكن.",
        fewestItems: { "أضف \($0) عنصرًا على الأقل." },
        mostItems: { "لا تضف أكثر من \($0) عنصرًا." },
        aboutField: { "\($0): \($1)" },
        draftConflict: "عُدّلت هذه الإجابات في مكان آخر",
        draftConflictHint: "عُدّلت هذه الصفحة في تبويب آخر أو على جهاز آخر بعد أن فتحتها. اختر الإجابات التي تريد الاحتفاظ بها.",
        savedElsewhere: "المحفوظة في مكان آخر",
        onThisPage: "في هذه الصفحة",
        keepSavedAnswers: "احتفظ بالإجابات المحفوظة",
        useMyAnswers: "استخدم إجاباتي",
        delete: "حذف",
        moveUp: "نقل لأعلى",
        moveDown: "نقل لأسفل",
        submit: "إرسال",
        update: "تحديث",
        choose: "اختر…",
        filter: "تصفية",
        close: "إغلاق",
        cancel: "إلغاء",
        fileTooLarge: { "اختر ملفًا لا يتجاوز حجمه \($0)." },
        fileType: { "اختر صورة من نوع \($0)." },
        fileKind: { "اختر ملفًا من نوع \($0)." },
        errorSummary: { count in
            switch count {
            case 1: return "هناك مشكلة في حقل واحد."
            case 2: return "هناك مشكلات في حقلين."
            default: return "هناك مشكلات في \(count) من الحقول."
            }
        },
        refused: "مرفوض",
        sentFromAnotherSite: "لا يمكن إرسال هذا النموذج إلا من موقعه.",
        notAForm: "ليس نموذجًا",
        notSentAsForm: "لم يُرسل الطلب على هيئة نموذج.",
        pageCookieMissing: "يحتاج هذا النموذج إلى ملف تعريف الارتباط الخاص بصفحته. افتح الصفحة مرة أخرى وأرسل النموذج منها.",
        pageNotRecognized: "لم يُرسل هذا النموذج من صفحة في هذا الموقع، أو أن الصفحة قديمة جدًا. افتحها مرة أخرى وأرسل النموذج منها.",
        pageExpired: "انتهت صلاحية هذه الصفحة. راجع ما كتبته وأرسله مرة أخرى.",
        tooLarge: "كبير جدًا",
        formTooLarge: { "النموذج المرسل أكبر من \($0) بايت." },
        busy: "مشغول",
        serverBusy: "يستقبل الخادم أكبر عدد من النماذج يمكنه استيعابه. أرسل النموذج مرة أخرى بعد قليل.",
        notAccepted: "غير مقبول",
        notFound: "غير موجود",
        formNotReadable: { _ in "تعذّرت قراءة النموذج المرسل." },
        keyboard: .arabic,
        commandLine: .arabic
    ))

    private static func noun(_ mode: DatePickerMode) -> String {
        switch mode {
        case .date: return "تاريخًا"
        case .time, .countDownTimer: return "وقتًا"
        case .dateTime: return "تاريخًا ووقتًا"
        }
    }
}

extension KeyboardWords {
    static let arabic = KeyboardWords(
        enterKey: "إدخال",
        spaceKey: "مسافة",
        escapeKey: "خروج",
        tabKey: "جدولة",
        backspaceKey: "مسح للخلف",
        typeToEdit: "اكتب للتعديل",
        newLine: "سطر جديد",
        next: "التالي",
        toggle: "تبديل",
        change: "تغيير",
        press: "تنفيذ",
        choose: "اختيار",
        open: "فتح",
        done: "تم",
        cancel: "إلغاء",
        undo: "تراجع",
        field: "الحقل",
        move: "نقل",
        delete: "حذف",
        add: "إضافة",
        actions: "إجراءات",
        submit: "إرسال",
        back: "رجوع",
        list: "القائمة",
        load: "تحميل",
        remove: "إزالة",
        typeAPath: "اكتب مسارًا",
        chooseAFile: "اختيار ملف",
        or: "أو",
        on: "تشغيل",
        off: "إيقاف",
        notSet: "غير محدد",
        noFile: "لا ملف",
        path: "المسار",
        form: "نموذج",
        typeToFilter: "اكتب للتصفية",
        noOptionMatches: "لا يوجد خيار مطابق",
        position: { "\($0) من \($1)" },
        cancelled: "أُلغي",
        expected: { "المتوقع: \($0)" },
        noFileAt: { "لا يمكن قراءة ملف في \($0)" },
        fileNotRead: { "تعذّرت قراءة \($0)" },
        noMoreItems: "لا يمكن إضافة المزيد من العناصر",
        itemCannotBeDeleted: "لا يمكن حذف هذا العنصر",
        errorsToFix: { count in
            switch count {
            case 1: return "خطأ واحد يجب تصحيحه"
            case 2: return "خطآن يجب تصحيحهما"
            default: return "\(count) من الأخطاء يجب تصحيحها"
            }
        },
        yesAnswers: ["ن", "نعم"],
        noAnswers: ["ل", "لا"],
        allDone: "تم.",
        notDone: { "لم يكتمل: \($0)" },
        needsAnotherLook: "بعض الإجابات تحتاج إلى مراجعة.",
        changeOrSubmit: "رقم الإجابة المراد تغييرها، أو اضغط زر الإدخال للإرسال",
        continuePage: "متابعة",
        backAPage: "< للعودة إلى الصفحة السابقة",
        addTo: { "إضافة إلى \($0)؟" },
        item: "عنصر",
        answerYesOrNo: "أجب بـ ن أو ل",
        keeps: { "إدخال يُبقي \($0)" },
        keepsHidden: "إدخال يُبقي القيمة الحالية",
        clears: "- يمسح",
        dateShape: { mode in
            switch mode {
            case .date: return "سنة-شهر-يوم"
            case .time: return "ساعة:دقيقة"
            case .dateTime: return "سنة-شهر-يوم ساعة:دقيقة"
            case .countDownTimer: return "ساعات:دقائق"
            }
        },
        pathToAFile: "مسار ملف",
        example: { "مثلًا \($0)" },
        range: { "من \($0) إلى \($1)" },
        oneLine: "في سطر واحد",
        now: { "حاليًا \($0)" },
        requiredMark: "(مطلوب)",
        aNumber: "رقمًا",
        numbersSeparatedByCommas: "أرقامًا تفصل بينها فواصل",
        orWordsToSearch: "أو كلمات للبحث",
        chosen: "(مختار)",
        more: { "… \($0) أخرى" },
        nothingToChooseFrom: { "\($0): لا يوجد ما يُختار منه." },
        cannotBeCleared: "لا يمكن مسح هذا الاختيار؛ اختر غيره، أو اضغط إدخال للإبقاء عليه",
        chooseOne: "اختر واحدًا",
        noOptionMatchesAnswer: { "لا يوجد خيار يطابق «\($0)»" },
        optionsMatch: { "\($0) من الخيارات تطابق «\($1)»:" },
        stopping: { "لم تُقبل أي إجابة بعد \($0) من المحاولات: التوقف هنا." },
        answer: "إجابة"
    )
}
