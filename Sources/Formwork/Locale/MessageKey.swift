/// A built-in message and the values it speaks of, kept with a ``ValidationError``
/// so that a form can word it in its own catalogue.
enum MessageKey: Hashable, Sendable {
    case required, email, url, urlScheme, invalidValue, tooLongToCheck
    case minLength(Int), maxLength(Int), exactLength(Int)
    /// Bounds as written in code (`3`, `2.5`); numbers take the catalogue's separator.
    case greaterThan(String), atLeast(String), smallerThan(String), atMost(String)
    case valuesDoNotMatch, usPhone, usState, zipCode, cardExpiry, decimalPlaces(Int)
    case notValid, wholeNumber, number, numberNotExact
    case dateFormat(DatePickerMode), dateNotBefore(DatePickerMode, String), dateNotAfter(DatePickerMode, String)
    case dateOutOfRange, minuteInterval(Int)
    case valueRange(String, String), valueStep(String, String)
    case listedOption, listedOptions, singleValue, onOrOff, format(String)
    case subform, someValuesNotValid, notValidHere
}

extension FormMessages {
    /// The text of a built-in message in this catalogue.
    func text(for key: MessageKey) -> String {
        switch key {
        case .required: return required
        case .email: return email
        case .url: return url
        case .urlScheme: return urlScheme
        case .invalidValue: return invalidValue
        case .tooLongToCheck: return tooLongToCheck
        case .minLength(let n): return minLength(n)
        case .maxLength(let n): return maxLength(n)
        case .exactLength(let n): return exactLength(n)
        case .greaterThan(let b): return greaterThan(numberText(b))
        case .atLeast(let b): return atLeast(numberText(b))
        case .smallerThan(let b): return smallerThan(numberText(b))
        case .atMost(let b): return atMost(numberText(b))
        case .valuesDoNotMatch: return valuesDoNotMatch
        case .usPhone: return usPhone
        case .usState: return usState
        case .zipCode: return zipCode
        case .cardExpiry: return cardExpiry
        case .decimalPlaces(let n): return decimalPlaces(n)
        case .notValid: return notValid
        case .wholeNumber: return wholeNumber
        case .number: return number
        case .numberNotExact: return numberNotExact
        case .dateFormat(let mode): return dateFormat(mode)
        case .dateNotBefore(let mode, let bound): return dateNotBefore(mode, bound)
        case .dateNotAfter(let mode, let bound): return dateNotAfter(mode, bound)
        case .dateOutOfRange: return dateOutOfRange
        case .minuteInterval(let n): return minuteInterval(n)
        case .valueRange(let low, let high): return valueRange(numberText(low), numberText(high))
        case .valueStep(let step, let start): return valueStep(numberText(step), numberText(start))
        case .listedOption: return listedOption
        case .listedOptions: return listedOptions
        case .singleValue: return singleValue
        case .onOrOff: return onOrOff
        case .format(let pattern): return format(pattern)
        case .subform: return subform
        case .someValuesNotValid: return someValuesNotValid
        case .notValidHere: return notValidHere
        }
    }

    /// A number written in code (`2.5`) with this catalogue's decimal separator; other
    /// text unchanged.
    private func numberText(_ text: String) -> String {
        guard decimalSeparator != ".", Double(text) != nil else { return text }
        return text.replacingOccurrences(of: ".", with: decimalSeparator)
    }
}

