extension FormMessages {
    /// Formwork's messages in French.
    public static let french = FormMessages(FormMessageValues(
        language: "fr",
        direction: .leftToRight,
        decimalSeparator: ",",
        required: "Ce champ est obligatoire.",
        email: "Saisissez une adresse e-mail valide.",
        url: "Saisissez une URL valide.",
        urlScheme: "Saisissez une adresse web qui commence par http:// ou https://.",
        invalidValue: "Valeur non valide.",
        tooLongToCheck: "Cette valeur est trop longue pour être vérifiée.",
        minLength: { "Saisissez au moins \($0) \(caracteres($0))." },
        maxLength: { "Saisissez au plus \($0) \(caracteres($0))." },
        exactLength: { "Saisissez exactement \($0) \(caracteres($0))." },
        greaterThan: { "Saisissez une valeur supérieure à \($0)." },
        atLeast: { "Saisissez une valeur supérieure ou égale à \($0)." },
        smallerThan: { "Saisissez une valeur inférieure à \($0)." },
        atMost: { "Saisissez une valeur inférieure ou égale à \($0)." },
        valuesDoNotMatch: "Les valeurs ne correspondent pas.",
        usPhone: "Saisissez un numéro de téléphone américain comme 555-123-4567.",
        usState: "Saisissez le nom d’un État américain ou son code à deux lettres.",
        zipCode: "Saisissez un code ZIP à cinq chiffres.",
        cardExpiry: "Saisissez une date d’expiration valide au format MM/AA.",
        decimalPlaces: { "Utilisez au plus \($0) \($0 == 1 ? "décimale" : "décimales")." },
        notValid: "Cette valeur n’est pas valide.",
        wholeNumber: "Saisissez un nombre entier.",
        number: "Saisissez un nombre.",
        numberNotExact: "Ce nombre est trop grand ou trop précis pour être conservé exactement.",
        dateFormat: { mode in
            switch mode {
            case .date: return "Saisissez une date au format AAAA-MM-JJ."
            case .time, .countDownTimer: return "Saisissez une heure au format HH:MM."
            case .dateTime: return "Saisissez une date et une heure au format AAAA-MM-JJ HH:MM."
            }
        },
        dateNotBefore: { mode, bound in
            switch mode {
            case .date: return "Choisissez une date à partir du \(bound)."
            case .time, .countDownTimer: return "Choisissez une heure à partir de \(bound)."
            case .dateTime: return "Choisissez une date et une heure à partir du \(bound)."
            }
        },
        dateNotAfter: { mode, bound in
            switch mode {
            case .date: return "Choisissez une date jusqu’au \(bound)."
            case .time, .countDownTimer: return "Choisissez une heure jusqu’à \(bound)."
            case .dateTime: return "Choisissez une date et une heure jusqu’au \(bound)."
            }
        },
        dateOutOfRange: "Choisissez une date entre les années 1 et 9999.",
        minuteInterval: { "Choisissez une heure par pas de \($0) minutes." },
        valueRange: { low, high in "Choisissez une valeur de \(low) à \(high)." },
        valueStep: { step, start in "Choisissez une valeur par pas de \(step) à partir de \(start)." },
        listedOption: "Choisissez l’une des options proposées.",
        listedOptions: "Choisissez uniquement parmi les options proposées.",
        singleValue: "Saisissez une seule valeur.",
        onOrOff: "Choisissez activé ou désactivé.",
        format: { "Saisissez ceci au format \($0)." },
        subform: "Certains détails sont à revoir.",
        someValuesNotValid: "Certaines de ces valeurs ne sont pas valides.",
        notValidHere: "Cette valeur n’est pas valide ici.",
        add: "Ajouter",
        yes: "Oui",
        no: "Non",
        notProvided: "Non renseigné",
        continueJourney: "Continuer",
        back: "Retour",
        changeAnswer: "Modifier",
        checkYourAnswers: "Vérifiez vos réponses",
        pageProgress: { page, pages in "Page \(page) sur \(pages)" },
        saveForLater: "Enregistrer et continuer plus tard",
        delete: "Supprimer",
        moveUp: "Monter",
        moveDown: "Descendre",
        submit: "Envoyer",
        update: "Mettre à jour",
        choose: "Choisir…",
        filter: "Filtrer",
        close: "Fermer",
        cancel: "Annuler",
        fileTooLarge: { "Choisissez un fichier d’au plus \($0)." },
        fileType: { "Choisissez une image \($0)." },
        fileKind: { "Choisissez un fichier \($0)." },
        errorSummary: { $0 == 1 ? "Un champ est à revoir." : "\($0) champs sont à revoir." },
        refused: "Refusé",
        sentFromAnotherSite: "Ce formulaire ne peut être envoyé que depuis son propre site.",
        notAForm: "Pas un formulaire",
        notSentAsForm: "La requête n’a pas été envoyée comme un formulaire.",
        pageCookieMissing: "Ce formulaire a besoin du cookie de sa page. Ouvrez la page de nouveau et envoyez le formulaire depuis celle-ci.",
        pageNotRecognized: "Ce formulaire n’a pas été envoyé depuis une page de ce site, ou la page est trop ancienne. Ouvrez-la de nouveau et envoyez le formulaire depuis celle-ci.",
        pageExpired: "Cette page avait expiré. Vérifiez ce que vous avez saisi et envoyez-le de nouveau.",
        tooLarge: "Trop volumineux",
        formTooLarge: { "Le formulaire envoyé dépasse \($0) octets." },
        busy: "Occupé",
        serverBusy: "Le serveur reçoit déjà autant de formulaires qu’il peut en contenir. Envoyez le formulaire de nouveau dans un instant.",
        notAccepted: "Non accepté",
        formNotReadable: { _ in "Le formulaire envoyé n’a pas pu être lu." },
        keyboard: .french
    ))

    private static func caracteres(_ count: Int) -> String { count == 1 ? "caractère" : "caractères" }
}

extension KeyboardWords {
    static let french = KeyboardWords(
        enterKey: "Entrée",
        spaceKey: "Espace",
        escapeKey: "Échap",
        tabKey: "Tab",
        backspaceKey: "Retour arrière",
        typeToEdit: "tapez pour modifier",
        newLine: "nouvelle ligne",
        next: "suivant",
        toggle: "basculer",
        change: "modifier",
        press: "activer",
        choose: "choisir",
        open: "ouvrir",
        done: "terminer",
        cancel: "annuler",
        undo: "rétablir",
        field: "champ",
        move: "déplacer",
        delete: "supprimer",
        add: "ajouter",
        actions: "actions",
        submit: "envoyer",
        back: "retour",
        list: "liste",
        load: "charger",
        remove: "retirer",
        typeAPath: "tapez un chemin",
        chooseAFile: "choisir un fichier",
        or: "ou",
        on: "Activé",
        off: "Désactivé",
        notSet: "Non défini",
        noFile: "Aucun fichier",
        path: "Chemin",
        form: "Formulaire",
        typeToFilter: "tapez pour filtrer",
        noOptionMatches: "Aucune option ne correspond",
        position: { "\($0) sur \($1)" },
        cancelled: "annulé",
        expected: { "Format attendu : \($0)" },
        noFileAt: { "Aucun fichier lisible à \($0)" },
        fileNotRead: { "\($0) n’a pas pu être lu" },
        noMoreItems: "Impossible d’ajouter d’autres éléments",
        itemCannotBeDeleted: "Cet élément ne peut pas être supprimé",
        errorsToFix: { $0 == 1 ? "1 erreur à corriger" : "\($0) erreurs à corriger" },
        yesAnswers: ["o", "oui"],
        noAnswers: ["n", "non"],
        allDone: "Terminé.",
        notDone: { "Non terminé : \($0)" },
        needsAnotherLook: "Certaines réponses sont à revoir.",
        changeOrSubmit: "Numéro d’une réponse à modifier, ou Entrée pour envoyer",
        addTo: { "Ajouter à \($0) ?" },
        item: "élément",
        answerYesOrNo: "Répondez o ou n",
        keeps: { "Entrée garde \($0)" },
        keepsHidden: "Entrée garde la valeur actuelle",
        clears: "- efface",
        dateShape: { mode in
            switch mode {
            case .date: return "AAAA-MM-JJ"
            case .time: return "HH:MM"
            case .dateTime: return "AAAA-MM-JJ HH:MM"
            case .countDownTimer: return "heures:minutes"
            }
        },
        pathToAFile: "chemin d’un fichier",
        example: { "p. ex. \($0)" },
        range: { "de \($0) à \($1)" },
        oneLine: "sur une ligne",
        now: { "actuellement \($0)" },
        requiredMark: "(obligatoire)",
        aNumber: "un numéro",
        numbersSeparatedByCommas: "des numéros séparés par des virgules",
        orWordsToSearch: "ou des mots à chercher",
        chosen: "(choisi)",
        more: { "… \($0) de plus" },
        nothingToChooseFrom: { "\($0) : il n’y a rien à choisir." },
        cannotBeCleared: "Ce choix ne peut pas être effacé ; choisissez-en un autre, ou appuyez sur Entrée pour le garder",
        chooseOne: "Choisissez-en un",
        noOptionMatchesAnswer: { "Aucune option ne correspond à « \($0) »" },
        optionsMatch: { "\($0) options correspondent à « \($1) » :" },
        stopping: { "Aucune réponse acceptable après \($0) essais : arrêt ici." },
        answer: "Réponse"
    )
}
