/// The words of a form given as a command line: its help, the kinds of value its
/// questions take, and its conditions in words (`only when --canary is on`).
///
/// Part of every ``FormMessages`` catalogue, as its ``FormMessages/commandLine``.
/// Flags and environment variables are never translated; only the words around them.
public struct CommandLineWords: Sendable {
    // MARK: Help

    /// The first line of help: the command's name and how it is called.
    public var usage: @Sendable (String) -> String
    /// A heading: `Options:` in English, `Options :` in French.
    public var heading: @Sendable (String) -> String
    /// What separates the facts of a question (`text; required`).
    public var separator: String
    /// The heading of the command's own options.
    public var options: String
    /// The heading of questions outside any titled section.
    public var questions: String
    /// What `--help` does.
    public var helpOption: String
    /// What `--help-json` does.
    public var helpJSONOption: String
    /// What `--print-resolved` does.
    public var printResolvedOption: String
    /// What `--answers FILE` does.
    public var answersOption: String
    /// What `--no-input` does.
    public var noInputOption: String
    /// What `--plain` does.
    public var plainOption: String
    /// What `--save-answers FILE` does.
    public var saveAnswersOption: String
    /// What `--resume CODE` does.
    public var resumeOption: String
    /// What `--save-draft` does.
    public var saveDraftOption: String
    /// The placeholder for a draft's code.
    public var codeWord: String
    /// The placeholder for a file's path.
    public var fileWord: String
    /// The placeholder for a value.
    public var valueWord: String

    // MARK: A question

    /// Said of a question that must be answered.
    public var required: String
    /// The default, given as text.
    public var defaultValue: @Sendable (String) -> String
    /// The environment variable that answers it.
    public var environment: @Sendable (String) -> String
    /// The flags that read a secret: its `-file` and `-stdin` flags.
    public var secretFrom: @Sendable (String, String) -> String
    /// The options of a choice, listed.
    public var oneOf: @Sendable (String) -> String
    /// The options of a multiple choice, listed, and how to give several.
    public var anyOf: @Sendable (String, String) -> String
    /// A repeating group of single values, by its flag.
    public var listOfValues: @Sendable (String) -> String
    /// A repeating group of items with fields: the fields listed, and the flag of
    /// the first item's first field.
    public var listOfItems: @Sendable (String, String) -> String
    /// The kind of value of a text question.
    public var text: String
    /// … of a whole number.
    public var wholeNumber: String
    /// … of a number.
    public var number: String
    /// … of a switch.
    public var onOff: String
    /// … of a date, with its format.
    public var date: String
    /// … of a time, with its format.
    public var time: String
    /// … of a date and time, with its format.
    public var dateTime: String
    /// … of a file.
    public var file: String
    /// … of a password or a sensitive question.
    public var secret: String

    // MARK: Conditions in words

    /// Asked only when the condition, in words, holds.
    public var onlyWhen: @Sendable (String) -> String
    /// A switch (its flag) is on.
    public var isOn: @Sendable (String) -> String
    /// A switch is off.
    public var isOff: @Sendable (String) -> String
    /// A question is answered.
    public var isGiven: @Sendable (String) -> String
    /// A question is not answered.
    public var isNotGiven: @Sendable (String) -> String
    /// The flag's value is the value.
    public var equals: @Sendable (String, String) -> String
    /// … is not the value.
    public var notEquals: @Sendable (String, String) -> String
    /// … is at least the value.
    public var atLeast: @Sendable (String, String) -> String
    /// … is at most the value.
    public var atMost: @Sendable (String, String) -> String
    /// … is more than the value.
    public var moreThan: @Sendable (String, String) -> String
    /// … is less than the value.
    public var lessThan: @Sendable (String, String) -> String
    /// … is one of the values listed.
    public var isOneOf: @Sendable (String, String) -> String
    /// … is between the two values.
    public var between: @Sendable (String, String, String) -> String
    /// … contains the text.
    public var contains: @Sendable (String, String) -> String
    /// … begins with the text.
    public var beginsWith: @Sendable (String, String) -> String
    /// … ends with the text.
    public var endsWith: @Sendable (String, String) -> String
    /// Joins conditions that must all hold.
    public var and: String
    /// Joins conditions of which one must hold.
    public var or: String
    /// The negation of a condition.
    public var not: @Sendable (String) -> String
    /// A condition the words cannot say (one written as a closure).
    public var someCondition: String
}

extension CommandLineWords {
    static let english = CommandLineWords(
        usage: { "Usage: \($0) [options]" }, heading: { "\($0):" }, separator: "; ", options: "Options", questions: "Questions",
        helpOption: "Show this help.", helpJSONOption: "Show this help as JSON.",
        printResolvedOption: "Print every value and where it came from, then stop.",
        answersOption: "Read answers from a JSON file.", noInputOption: "Never ask; a missing answer is an error.",
        plainOption: "Ask what is missing as plain questions, one answer a line (from a pipe too).",
        saveAnswersOption: "Once done, write the answers to a JSON file that --answers reads (secrets never).",
        resumeOption: "Go on with answers saved as a draft, here or on the web.",
        saveDraftOption: "Save the answers as a draft and print its code, to finish later here or on the web.",
        codeWord: "CODE",
        fileWord: "FILE", valueWord: "VALUE",
        required: "required", defaultValue: { "default: \($0)" }, environment: { "env: \($0)" },
        secretFrom: { "read from \($0) FILE or \($1), never from a flag or the environment" },
        oneOf: { "one of: \($0)" }, anyOf: { "any of: \($0) (\($1) again for each)" },
        listOfValues: { "a list: \($0) again for each item, or \($0).0, \($0).1, …; a JSON list in the environment" },
        listOfItems: { "a list of items, each with \($0): \($1) VALUE for the first one's; a JSON list of objects in the environment" },
        text: "text", wholeNumber: "whole number", number: "number", onOff: "on or off", date: "date (YYYY-MM-DD)",
        time: "time (HH:MM)", dateTime: "date and time (YYYY-MM-DDTHH:MM)", file: "file path", secret: "secret",
        onlyWhen: { "only when \($0)" }, isOn: { "\($0) is on" }, isOff: { "\($0) is off" },
        isGiven: { "\($0) is given" }, isNotGiven: { "\($0) is not given" },
        equals: { "\($0) is \($1)" }, notEquals: { "\($0) is not \($1)" }, atLeast: { "\($0) is at least \($1)" },
        atMost: { "\($0) is at most \($1)" }, moreThan: { "\($0) is more than \($1)" }, lessThan: { "\($0) is less than \($1)" },
        isOneOf: { "\($0) is one of \($1)" }, between: { "\($0) is between \($1) and \($2)" },
        contains: { "\($0) contains \($1)" }, beginsWith: { "\($0) begins with \($1)" }, endsWith: { "\($0) ends with \($1)" },
        and: "and", or: "or", not: { "not (\($0))" }, someCondition: "the other answers allow it")

    static let french = CommandLineWords(
        usage: { "Usage : \($0) [options]" }, heading: { "\($0) :" }, separator: " ; ", options: "Options", questions: "Questions",
        helpOption: "Afficher cette aide.", helpJSONOption: "Afficher cette aide en JSON.",
        printResolvedOption: "Afficher chaque valeur et sa provenance, puis s’arrêter.",
        answersOption: "Lire les réponses dans un fichier JSON.", noInputOption: "Ne jamais poser de question ; une réponse manquante est une erreur.",
        plainOption: "Poser ce qui manque en simples questions, une réponse par ligne (depuis un tube aussi).",
        saveAnswersOption: "Une fois fini, écrire les réponses dans un fichier JSON que --answers relit (jamais les secrets).",
        resumeOption: "Reprendre des réponses enregistrées en brouillon, ici ou sur le web.",
        saveDraftOption: "Enregistrer les réponses en brouillon et afficher son code, pour finir plus tard ici ou sur le web.",
        codeWord: "CODE",
        fileWord: "FICHIER", valueWord: "VALEUR",
        required: "obligatoire", defaultValue: { "par défaut : \($0)" }, environment: { "env : \($0)" },
        secretFrom: { "lu depuis \($0) FICHIER ou \($1), jamais depuis une option ni l’environnement" },
        oneOf: { "au choix : \($0)" }, anyOf: { "un ou plusieurs parmi : \($0) (\($1) répété pour chacun)" },
        listOfValues: { "une liste : \($0) répété pour chaque élément, ou \($0).0, \($0).1, … ; une liste JSON dans l’environnement" },
        listOfItems: { "une liste d’éléments, chacun avec \($0) : \($1) VALEUR pour le premier ; une liste JSON d’objets dans l’environnement" },
        text: "texte", wholeNumber: "nombre entier", number: "nombre", onOff: "activé ou non", date: "date (AAAA-MM-JJ)",
        time: "heure (HH:MM)", dateTime: "date et heure (AAAA-MM-JJTHH:MM)", file: "chemin d’un fichier", secret: "secret",
        onlyWhen: { "seulement si \($0)" }, isOn: { "\($0) est activé" }, isOff: { "\($0) n’est pas activé" },
        isGiven: { "\($0) est donné" }, isNotGiven: { "\($0) n’est pas donné" },
        equals: { "\($0) vaut \($1)" }, notEquals: { "\($0) ne vaut pas \($1)" }, atLeast: { "\($0) vaut au moins \($1)" },
        atMost: { "\($0) vaut au plus \($1)" }, moreThan: { "\($0) dépasse \($1)" }, lessThan: { "\($0) est inférieur à \($1)" },
        isOneOf: { "\($0) vaut l’un de \($1)" }, between: { "\($0) est entre \($1) et \($2)" },
        contains: { "\($0) contient \($1)" }, beginsWith: { "\($0) commence par \($1)" }, endsWith: { "\($0) se termine par \($1)" },
        and: "et", or: "ou", not: { "non (\($0))" }, someCondition: "les autres réponses le permettent")

    static let arabic = CommandLineWords(
        usage: { "الاستخدام: \($0) [خيارات]" }, heading: { "\($0):" }, separator: "؛ ", options: "الخيارات", questions: "الأسئلة",
        helpOption: "عرض هذه المساعدة.", helpJSONOption: "عرض هذه المساعدة بصيغة JSON.",
        printResolvedOption: "طباعة كل قيمة ومصدرها، ثم التوقف.",
        answersOption: "قراءة الإجابات من ملف JSON.", noInputOption: "عدم السؤال أبدًا؛ الإجابة الناقصة خطأ.",
        plainOption: "طرح الناقص أسئلةً بسيطة، إجابة في كل سطر (من أنبوب أيضًا).",
        saveAnswersOption: "عند الانتهاء، كتابة الإجابات في ملف JSON يُقرأ لاحقًا (دون الأسرار أبدًا).",
        resumeOption: "متابعة إجابات محفوظة كمسودة، هنا أو على الويب.",
        saveDraftOption: "حفظ الإجابات كمسودة وطباعة رمزها، لإكمالها لاحقًا هنا أو على الويب.",
        codeWord: "رمز",
        fileWord: "ملف", valueWord: "قيمة",
        required: "مطلوب", defaultValue: { "الافتراضي: \($0)" }, environment: { "متغير البيئة: \($0)" },
        secretFrom: { "يُقرأ من \($0) ملف أو \($1)، وليس أبدًا من خيار أو من البيئة" },
        oneOf: { "واحد من: \($0)" }, anyOf: { "أي من: \($0) (\($1) مكررًا لكل واحد)" },
        listOfValues: { "قائمة: \($0) مكررًا لكل عنصر، أو \($0).0، \($0).1، …؛ قائمة JSON في البيئة" },
        listOfItems: { "قائمة عناصر، لكل منها \($0): \($1) قيمة للعنصر الأول؛ قائمة كائنات JSON في البيئة" },
        text: "نص", wholeNumber: "عدد صحيح", number: "عدد", onOff: "تشغيل أو إيقاف", date: "تاريخ (YYYY-MM-DD)",
        time: "وقت (HH:MM)", dateTime: "تاريخ ووقت (YYYY-MM-DDTHH:MM)", file: "مسار ملف", secret: "سر",
        onlyWhen: { "فقط عندما \($0)" }, isOn: { "يكون \($0) مفعّلًا" }, isOff: { "يكون \($0) غير مفعّل" },
        isGiven: { "يُعطى \($0)" }, isNotGiven: { "لا يُعطى \($0)" },
        equals: { "يساوي \($0) \($1)" }, notEquals: { "لا يساوي \($0) \($1)" }, atLeast: { "يكون \($0) على الأقل \($1)" },
        atMost: { "يكون \($0) على الأكثر \($1)" }, moreThan: { "يكون \($0) أكثر من \($1)" }, lessThan: { "يكون \($0) أقل من \($1)" },
        isOneOf: { "يكون \($0) واحدًا من \($1)" }, between: { "يكون \($0) بين \($1) و\($2)" },
        contains: { "يحتوي \($0) على \($1)" }, beginsWith: { "يبدأ \($0) بـ \($1)" }, endsWith: { "ينتهي \($0) بـ \($1)" },
        and: "و", or: "أو", not: { "ليس (\($0))" }, someCondition: "تسمح الإجابات الأخرى بذلك")
}
