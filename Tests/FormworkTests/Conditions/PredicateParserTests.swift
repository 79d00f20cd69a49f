import Formwork
import Testing

@Suite("Condition language: parsing")
struct PredicateParserTests {

    // MARK: Comparison operators

    @Test("Every comparison operator spelling parses to its operator", arguments: [
        ("==", PredicateOperator.equal),
        ("=", .equal),
        ("!=", .notEqual),
        ("<>", .notEqual),
        ("<", .less),
        ("<=", .lessOrEqual),
        ("=<", .lessOrEqual),
        (">", .greater),
        (">=", .greaterOrEqual),
        ("=>", .greaterOrEqual),
        ("CONTAINS", .contains),
        ("BEGINSWITH", .beginsWith),
        ("ENDSWITH", .endsWith),
        ("LIKE", .like),
        ("IN", .in),
    ])
    func comparisonOperator(spelling: String, op: PredicateOperator) throws {
        #expect(try parseCondition("$a \(spelling) 1") == .cmp(.ref("a"), op, .num(1)))
    }

    @Test("Symbol operators need no spaces around them", arguments: [
        ("$a==1", PredicateOperator.equal),
        ("$a=1", .equal),
        ("$a!=1", .notEqual),
        ("$a<>1", .notEqual),
        ("$a<1", .less),
        ("$a<=1", .lessOrEqual),
        ("$a=<1", .lessOrEqual),
        ("$a>1", .greater),
        ("$a>=1", .greaterOrEqual),
        ("$a=>1", .greaterOrEqual),
    ])
    func compactSymbols(format: String, op: PredicateOperator) throws {
        #expect(try parseCondition(format) == .cmp(.ref("a"), op, .num(1)))
    }

    @Test func betweenTakesAListOfTwoBounds() throws {
        #expect(try parseCondition("$age BETWEEN {18, 65}")
                == .cmp(.ref("age"), .between, .list([.num(18), .num(65)])))
    }

    @Test func betweenBoundsMayBeReferences() throws {
        #expect(try parseCondition("$x BETWEEN {$low, $high}")
                == .cmp(.ref("x"), .between, .list([.ref("low"), .ref("high")])))
        #expect(try parseCondition("$x BETWEEN $range") == .cmp(.ref("x"), .between, .ref("range")))
    }

    @Test func referencesMayAppearOnBothSides() throws {
        #expect(try parseCondition("$a == $b") == .cmp(.ref("a"), .equal, .ref("b")))
        #expect(try parseCondition("1 < $b") == .cmp(.num(1), .less, .ref("b")))
        #expect(try parseCondition("'x' IN $list") == .cmp(.str("x"), .in, .ref("list")))
    }

    // MARK: Logical operators

    @Test func andInBothSpellings() throws {
        let expected = ConditionExpression.and([.flag("a"), .flag("b")])
        #expect(try parseCondition("$a AND $b") == expected)
        #expect(try parseCondition("$a && $b") == expected)
        #expect(try parseCondition("$a&&$b") == expected)
    }

    @Test func orInBothSpellings() throws {
        let expected = ConditionExpression.or([.flag("a"), .flag("b")])
        #expect(try parseCondition("$a OR $b") == expected)
        #expect(try parseCondition("$a || $b") == expected)
        #expect(try parseCondition("$a||$b") == expected)
    }

    @Test func notInBothSpellings() throws {
        let expected = ConditionExpression.not(.flag("a"))
        #expect(try parseCondition("NOT $a") == expected)
        #expect(try parseCondition("!$a") == expected)
        #expect(try parseCondition("! $a") == expected)
        #expect(try parseCondition("NOT($a)") == expected)
    }

    @Test func notAppliesToAWholeComparison() throws {
        #expect(try parseCondition("NOT $a == 1") == .not(.cmp(.ref("a"), .equal, .num(1))))
        #expect(try parseCondition("!($a == 1)") == .not(.cmp(.ref("a"), .equal, .num(1))))
    }

    @Test func notNests() throws {
        #expect(try parseCondition("NOT NOT $a") == .not(.not(.flag("a"))))
        #expect(try parseCondition("!!$a") == .not(.not(.flag("a"))))
    }

    @Test func chainsOfOneOperatorAreFlat() throws {
        #expect(try parseCondition("$a AND $b AND $c") == .and([.flag("a"), .flag("b"), .flag("c")]))
        #expect(try parseCondition("$a OR $b || $c OR $d")
                == .or([.flag("a"), .flag("b"), .flag("c"), .flag("d")]))
    }

    // MARK: Precedence and parentheses

    @Test func andBindsTighterThanOr() throws {
        #expect(try parseCondition("$a OR $b AND $c") == .or([.flag("a"), .and([.flag("b"), .flag("c")])]))
        #expect(try parseCondition("$a AND $b OR $c") == .or([.and([.flag("a"), .flag("b")]), .flag("c")]))
        #expect(try parseCondition("$a || $b && $c || $d")
                == .or([.flag("a"), .and([.flag("b"), .flag("c")]), .flag("d")]))
    }

    @Test func notBindsTighterThanAndAndOr() throws {
        #expect(try parseCondition("NOT $a AND $b") == .and([.not(.flag("a")), .flag("b")]))
        #expect(try parseCondition("NOT $a OR $b") == .or([.not(.flag("a")), .flag("b")]))
        #expect(try parseCondition("$a AND NOT $b") == .and([.flag("a"), .not(.flag("b"))]))
    }

    @Test func parenthesesOverridePrecedence() throws {
        #expect(try parseCondition("($a OR $b) AND $c") == .and([.or([.flag("a"), .flag("b")]), .flag("c")]))
        #expect(try parseCondition("$a AND ($b OR $c)") == .and([.flag("a"), .or([.flag("b"), .flag("c")])]))
        #expect(try parseCondition("NOT ($a AND $b)") == .not(.and([.flag("a"), .flag("b")])))
        #expect(try parseCondition("NOT ($a OR $b) AND $c")
                == .and([.not(.or([.flag("a"), .flag("b")])), .flag("c")]))
    }

    @Test func redundantParenthesesLeaveNoTrace() throws {
        #expect(try parseCondition("(($a == 1))") == .cmp(.ref("a"), .equal, .num(1)))
        #expect(try parseCondition("( $a )") == .flag("a"))
        #expect(try parseCondition("($a) AND (($b))") == .and([.flag("a"), .flag("b")]))
    }

    @Test func comparisonsInsideLogic() throws {
        #expect(try parseCondition("$country == 'US' AND $age >= 18 OR $override")
                == .or([
                    .and([.cmp(.ref("country"), .equal, .str("US")),
                          .cmp(.ref("age"), .greaterOrEqual, .num(18))]),
                    .flag("override"),
                ]))
    }

    // MARK: Keywords are case-insensitive

    @Test("Keywords parse the same in any case", arguments: [
        ("$a contains 'x'", "$a CONTAINS 'x'"),
        ("$a Contains 'x'", "$a CONTAINS 'x'"),
        ("$a beginswith 'x'", "$a BEGINSWITH 'x'"),
        ("$a BeginsWith 'x'", "$a BEGINSWITH 'x'"),
        ("$a endswith 'x'", "$a ENDSWITH 'x'"),
        ("$a EndsWith 'x'", "$a ENDSWITH 'x'"),
        ("$a like 'x*'", "$a LIKE 'x*'"),
        ("$a Like 'x*'", "$a LIKE 'x*'"),
        ("$a in {1}", "$a IN {1}"),
        ("$a between {1, 2}", "$a BETWEEN {1, 2}"),
        ("$a BeTwEeN {1, 2}", "$a BETWEEN {1, 2}"),
        ("$a and $b", "$a AND $b"),
        ("$a And $b", "$a AND $b"),
        ("$a or $b", "$a OR $b"),
        ("$a oR $b", "$a OR $b"),
        ("not $a", "NOT $a"),
        ("Not $a", "NOT $a"),
        ("$a not in {1}", "$a NOT IN {1}"),
        ("truepredicate", "TRUEPREDICATE"),
        ("TruePredicate", "TRUEPREDICATE"),
        ("falsepredicate", "FALSEPREDICATE"),
        ("$a == True", "$a == TRUE"),
        ("$a == yes", "$a == YES"),
        ("$a == No", "$a == NO"),
        ("$a == False", "$a == FALSE"),
        ("$a == Nil", "$a == NIL"),
        ("$a == null", "$a == NULL"),
    ])
    func keywordCase(format: String, upperCased: String) throws {
        #expect(try parseCondition(format) == parseCondition(upperCased))
    }

    @Test func keywordCaseDoesNotChangeTagsOrStrings() throws {
        #expect(try parseCondition("$Name contains 'AbC'") == .cmp(.ref("Name"), .contains, .str("AbC")))
        #expect(try parseCondition("$name CONTAINS 'abc'") != parseCondition("$NAME CONTAINS 'abc'"))
    }

    // MARK: Number literals

    @Test("Number literals", arguments: [
        ("42", 42.0),
        ("0", 0),
        ("007", 7),
        ("3.25", 3.25),
        (".5", 0.5),
        ("-7", -7),
        ("-0.5", -0.5),
        ("1e3", 1000),
        ("1E3", 1000),
        ("2.5e-2", 0.025),
        ("2.5E-2", 0.025),
        ("1e+2", 100),
        ("-4.5e1", -45),
        ("123456789", 123_456_789),
    ])
    func numberLiteral(text: String, value: Double) throws {
        #expect(try parseCondition("$a == \(text)") == .cmp(.ref("a"), .equal, .num(value)))
    }

    @Test func negativeNumberWithoutLeadingZero() throws {
        // `.5` is a number, so its negation `-.5` is one too.
        #expect(try parseCondition("$a == .5") == .cmp(.ref("a"), .equal, .num(0.5)))
        #expect(try parseCondition("$a == -.5") == .cmp(.ref("a"), .equal, .num(-0.5)))
    }

    @Test func negativeNumberNeedsNoSpaceAfterOperator() throws {
        #expect(try parseCondition("$a>-1") == .cmp(.ref("a"), .greater, .num(-1)))
        #expect(try parseCondition("$a BETWEEN {-10, -1}") == .cmp(.ref("a"), .between, .list([.num(-10), .num(-1)])))
    }

    // MARK: String literals

    @Test("String literals in single and double quotes, with escapes", arguments: [
        (#"'abc'"#, "abc"),
        (#""abc""#, "abc"),
        (#"''"#, ""),
        (#""""#, ""),
        (#"'a b  c'"#, "a b  c"),
        (#"'say "hi"'"#, #"say "hi""#),
        (#""it's""#, "it's"),
        (#"'line\nbreak'"#, "line\nbreak"),
        (#"'tab\there'"#, "tab\there"),
        (#"'it\'s'"#, "it's"),
        (#""say \"hi\"""#, #"say "hi""#),
        (#"'back\\slash'"#, #"back\slash"#),
        (#"'caf\u00e9'"#, "caf\u{e9}"),
        (#""\u00C9cole""#, "\u{c9}cole"),
        (#"'$notATag'"#, "$notATag"),
        (#"'AND OR NOT'"#, "AND OR NOT"),
        (#"'{1, 2}'"#, "{1, 2}"),
        ("'日本語'", "日本語"),
    ])
    func stringLiteral(text: String, value: String) throws {
        let expression = try parseCondition("$a == \(text)")
        #expect(expression == .cmp(.ref("a"), .equal, .str(value)))
        // Compare scalars too: String equality alone ignores normalisation.
        if case .comparison(_, _, _, .literal(.string(let parsed))) = expression {
            #expect(Array(parsed.unicodeScalars) == Array(value.unicodeScalars))
        } else {
            Issue.record("not a comparison with a string: \(expression)")
        }
    }

    @Test func stringLiteralsAreKeptInNormalisationFormC() throws {
        // 'e' followed by a combining acute accent, written directly and as \u escapes.
        for format in ["$a == 'cafe\u{301}'", #"$a == 'cafe\u0301'"#] {
            let expression = try parseCondition(format)
            guard case .comparison(_, _, _, .literal(.string(let parsed))) = expression else {
                Issue.record("not a comparison with a string: \(expression)")
                continue
            }
            #expect(Array(parsed.unicodeScalars) == Array("caf\u{e9}".unicodeScalars), "\(format)")
        }
    }

    // MARK: Boolean, nil and list literals

    @Test("Boolean literals", arguments: [
        ("true", true), ("TRUE", true), ("YES", true), ("yes", true),
        ("false", false), ("FALSE", false), ("NO", false), ("no", false),
    ])
    func booleanLiteral(text: String, value: Bool) throws {
        #expect(try parseCondition("$a == \(text)") == .cmp(.ref("a"), .equal, .bool(value)))
    }

    @Test("A Boolean literal on its own is a constant", arguments: [
        ("true", true), ("YES", true), ("false", false), ("NO", false),
    ])
    func loneBooleanLiteral(text: String, value: Bool) throws {
        #expect(try parseCondition(text) == .constant(value))
    }

    @Test(arguments: ["nil", "NULL", "Nil", "null"])
    func nilLiteral(text: String) throws {
        #expect(try parseCondition("$a == \(text)") == .cmp(.ref("a"), .equal, .nilLiteral))
        #expect(try parseCondition("\(text) != $a") == .cmp(.nilLiteral, .notEqual, .ref("a")))
    }

    @Test func listLiterals() throws {
        #expect(try parseCondition("$a IN {1, 2, 3}") == .cmp(.ref("a"), .in, .list([.num(1), .num(2), .num(3)])))
        #expect(try parseCondition("$a IN {'x'}") == .cmp(.ref("a"), .in, .list([.str("x")])))
        #expect(try parseCondition("$a IN {}") == .cmp(.ref("a"), .in, .list([])))
        #expect(try parseCondition("$a IN { }") == .cmp(.ref("a"), .in, .list([])))
        #expect(try parseCondition("$a IN {1,'two',true,nil}")
                == .cmp(.ref("a"), .in, .list([.num(1), .str("two"), .bool(true), .nilLiteral])))
    }

    @Test func listsMayHoldReferencesAndLists() throws {
        #expect(try parseCondition("$a IN {$b, 'c', $d}")
                == .cmp(.ref("a"), .in, .list([.ref("b"), .str("c"), .ref("d")])))
        #expect(try parseCondition("$a == {{1, 2}, {}}")
                == .cmp(.ref("a"), .equal, .list([.list([.num(1), .num(2)]), .list([])])))
    }

    @Test func listMayBeOnTheLeft() throws {
        #expect(try parseCondition("{1, 2} CONTAINS $a") == .cmp(.list([.num(1), .num(2)]), .contains, .ref("a")))
    }

    // MARK: TRUEPREDICATE and FALSEPREDICATE

    @Test func truePredicateAndFalsePredicate() throws {
        #expect(try parseCondition("TRUEPREDICATE") == .constant(true))
        #expect(try parseCondition("FALSEPREDICATE") == .constant(false))
        #expect(try parseCondition("TRUEPREDICATE AND $a") == .and([.constant(true), .flag("a")]))
        #expect(try parseCondition("NOT FALSEPREDICATE") == .not(.constant(false)))
    }

    // MARK: Negated operators

    @Test func notInIsTheNegationOfIn() throws {
        #expect(try parseCondition("$a NOT IN {1, 2}") == .not(.cmp(.ref("a"), .in, .list([.num(1), .num(2)]))))
        #expect(try parseCondition("$a NOT IN {}") == .not(.cmp(.ref("a"), .in, .list([]))))
    }

    @Test("NOT before any keyword operator negates it", arguments: [
        ("CONTAINS", PredicateOperator.contains),
        ("BEGINSWITH", .beginsWith),
        ("ENDSWITH", .endsWith),
        ("LIKE", .like),
    ])
    func negatedKeywordOperator(keyword: String, op: PredicateOperator) throws {
        #expect(try parseCondition("$a NOT \(keyword) 'x'") == .not(.cmp(.ref("a"), op, .str("x"))))
    }

    @Test func notBetween() throws {
        #expect(try parseCondition("$a NOT BETWEEN {1, 5}")
                == .not(.cmp(.ref("a"), .between, .list([.num(1), .num(5)]))))
    }

    @Test func notInInsideLogic() throws {
        #expect(try parseCondition("$a NOT IN {1} AND NOT $b")
                == .and([.not(.cmp(.ref("a"), .in, .list([.num(1)]))), .not(.flag("b"))]))
    }

    // MARK: References

    @Test func bracedReferencesHoldAnyText() throws {
        #expect(try parseCondition("${tag with spaces} == 1") == .cmp(.ref("tag with spaces"), .equal, .num(1)))
        #expect(try parseCondition("${a+b} == ${c d}") == .cmp(.ref("a+b"), .equal, .ref("c d")))
        #expect(try parseCondition("${x}") == .flag("x"))
    }

    @Test("Tags may hold dots, hyphens, underscores, digits and letters", arguments: [
        "address.street", "first-name", "a_b", "row2", "_private", "prénom", "a.b-c_d.1",
    ])
    func plainTagCharacters(tag: String) throws {
        #expect(try parseCondition("$\(tag) == 'x'") == .cmp(.ref(tag), .equal, .str("x")))
    }

    @Test func bareReferenceMeansEqualsTrue() throws {
        #expect(try parseCondition("$flag") == .flag("flag"))
        #expect(try parseCondition("$flag AND $other") == .and([.flag("flag"), .flag("other")]))
        #expect(try parseCondition("NOT $flag") == .not(.flag("flag")))
    }

    // MARK: String modifiers

    @Test("[c], [d] and [cd] on every string operator",
          arguments: ["==", "!=", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "IN"],
          ["[c]", "[d]", "[cd]", "[dc]", "[C]", "[CD]"])
    func stringModifier(op: String, modifier: String) throws {
        let options: PredicateStringOptions = switch modifier.lowercased() {
        case "[c]": .caseInsensitive
        case "[d]": .diacriticInsensitive
        default: [.caseInsensitive, .diacriticInsensitive]
        }
        let plain = try parseCondition("$a \(op) 'x'")
        guard case .comparison(let lhs, let parsedOp, let noOptions, let rhs) = plain else {
            Issue.record("not a comparison: \(plain)")
            return
        }
        #expect(noOptions.isEmpty)
        #expect(try parseCondition("$a \(op)\(modifier) 'x'") == .comparison(lhs, parsedOp, options, rhs))
        #expect(try parseCondition("$a \(op) \(modifier) 'x'") == .comparison(lhs, parsedOp, options, rhs))
    }

    @Test func modifierAfterNegatedOperator() throws {
        #expect(try parseCondition("$a NOT IN[c] {'x'}")
                == .not(.cmp(.ref("a"), .in, .list([.str("x")]), .caseInsensitive)))
        #expect(try parseCondition("$a NOT CONTAINS[cd] 'x'")
                == .not(.cmp(.ref("a"), .contains, .str("x"), [.caseInsensitive, .diacriticInsensitive])))
    }

    // MARK: Whitespace

    @Test func whitespaceIsInsignificant() throws {
        let expected = try parseCondition("$a == 1 AND $b != 'x'")
        #expect(try parseCondition("  $a==1   AND\t$b!='x'  ") == expected)
        #expect(try parseCondition("$a == 1\nAND\n$b != 'x'") == expected)
    }
}

@Suite("Condition language: dependencies")
struct PredicateDependencyTests {
    @Test("Dependencies are the referenced tags, deduplicated, in order of first appearance", arguments: [
        ("$country == 'US' AND $age >= 18", ["country", "age"]),
        ("$a == 1 OR $b == 2 OR $a == 3", ["a", "b"]),
        ("$z == $y OR $x IN {$y, $w}", ["z", "y", "x", "w"]),
        ("$b AND $a AND $b AND $c AND $a", ["b", "a", "c"]),
        ("NOT ($later == 1) AND $sooner", ["later", "sooner"]),
        ("$x NOT IN {$x, $y}", ["x", "y"]),
        ("$v BETWEEN {$low, $high}", ["v", "low", "high"]),
        ("${first name} == ${last name} OR $address.street == 'x'", ["first name", "last name", "address.street"]),
        ("'$notATag' == 'x'", []),
        ("TRUEPREDICATE", []),
        ("1 == 1", []),
        ("{1, {$deep}} CONTAINS 1", ["deep"]),
    ])
    func dependencies(format: String, tags: [String]) throws {
        #expect(try FormPredicate(format: format).dependencies == tags)
    }

    @Test func conditionDependencies() throws {
        let literal: Condition = "$b == 1 OR $a == 2 OR $b == 3"
        #expect(literal.dependencies == ["b", "a"])
        let function = Condition.function(["x", "y"]) { _ in true }
        #expect(function.dependencies == ["x", "y"])
        let constant: Condition = true
        #expect(constant.dependencies.isEmpty)
    }

    @Test func predicateBuiltFromAnExpressionKnowsItsDependencies() {
        let predicate = FormPredicate(expression: .or([.cmp(.ref("q"), .equal, .ref("p")), .flag("q")]))
        #expect(predicate.dependencies == ["q", "p"])
    }
}
