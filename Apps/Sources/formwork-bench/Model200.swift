import Foundation

// A model with 200 stored properties of mixed types, for `formwork-bench model`.
// Generated once (50 each of String, Int, Double and Bool, every tenth optional);
// `BenchModelFactory.byHand` builds the same rows without the model.

enum BenchChoice: String, Codable, CaseIterable { case alpha, beta, gamma }

struct Model200: Codable, Equatable {
    var f000: String = "text"
    var f001: Int = 1
    var f002: Double = 1.5
    var f003: Bool = true
    var f004: String = "text"
    var f005: Int = 1
    var f006: Double = 1.5
    var f007: Bool = true
    var f008: String = "text"
    var f009: Int?
    var f010: Double = 1.5
    var f011: Bool = true
    var f012: String = "text"
    var f013: Int = 1
    var f014: Double = 1.5
    var f015: Bool = true
    var f016: String = "text"
    var f017: Int = 1
    var f018: Double = 1.5
    var f019: Bool?
    var f020: String = "text"
    var f021: Int = 1
    var f022: Double = 1.5
    var f023: Bool = true
    var f024: String = "text"
    var f025: Int = 1
    var f026: Double = 1.5
    var f027: Bool = true
    var f028: String = "text"
    var f029: Int?
    var f030: Double = 1.5
    var f031: Bool = true
    var f032: String = "text"
    var f033: Int = 1
    var f034: Double = 1.5
    var f035: Bool = true
    var f036: String = "text"
    var f037: Int = 1
    var f038: Double = 1.5
    var f039: Bool?
    var f040: String = "text"
    var f041: Int = 1
    var f042: Double = 1.5
    var f043: Bool = true
    var f044: String = "text"
    var f045: Int = 1
    var f046: Double = 1.5
    var f047: Bool = true
    var f048: String = "text"
    var f049: Int?
    var f050: Double = 1.5
    var f051: Bool = true
    var f052: String = "text"
    var f053: Int = 1
    var f054: Double = 1.5
    var f055: Bool = true
    var f056: String = "text"
    var f057: Int = 1
    var f058: Double = 1.5
    var f059: Bool?
    var f060: String = "text"
    var f061: Int = 1
    var f062: Double = 1.5
    var f063: Bool = true
    var f064: String = "text"
    var f065: Int = 1
    var f066: Double = 1.5
    var f067: Bool = true
    var f068: String = "text"
    var f069: Int?
    var f070: Double = 1.5
    var f071: Bool = true
    var f072: String = "text"
    var f073: Int = 1
    var f074: Double = 1.5
    var f075: Bool = true
    var f076: String = "text"
    var f077: Int = 1
    var f078: Double = 1.5
    var f079: Bool?
    var f080: String = "text"
    var f081: Int = 1
    var f082: Double = 1.5
    var f083: Bool = true
    var f084: String = "text"
    var f085: Int = 1
    var f086: Double = 1.5
    var f087: Bool = true
    var f088: String = "text"
    var f089: Int?
    var f090: Double = 1.5
    var f091: Bool = true
    var f092: String = "text"
    var f093: Int = 1
    var f094: Double = 1.5
    var f095: Bool = true
    var f096: String = "text"
    var f097: Int = 1
    var f098: Double = 1.5
    var f099: Bool?
    var f100: String = "text"
    var f101: Int = 1
    var f102: Double = 1.5
    var f103: Bool = true
    var f104: String = "text"
    var f105: Int = 1
    var f106: Double = 1.5
    var f107: Bool = true
    var f108: String = "text"
    var f109: Int?
    var f110: Double = 1.5
    var f111: Bool = true
    var f112: String = "text"
    var f113: Int = 1
    var f114: Double = 1.5
    var f115: Bool = true
    var f116: String = "text"
    var f117: Int = 1
    var f118: Double = 1.5
    var f119: Bool?
    var f120: String = "text"
    var f121: Int = 1
    var f122: Double = 1.5
    var f123: Bool = true
    var f124: String = "text"
    var f125: Int = 1
    var f126: Double = 1.5
    var f127: Bool = true
    var f128: String = "text"
    var f129: Int?
    var f130: Double = 1.5
    var f131: Bool = true
    var f132: String = "text"
    var f133: Int = 1
    var f134: Double = 1.5
    var f135: Bool = true
    var f136: String = "text"
    var f137: Int = 1
    var f138: Double = 1.5
    var f139: Bool?
    var f140: String = "text"
    var f141: Int = 1
    var f142: Double = 1.5
    var f143: Bool = true
    var f144: String = "text"
    var f145: Int = 1
    var f146: Double = 1.5
    var f147: Bool = true
    var f148: String = "text"
    var f149: Int?
    var f150: Double = 1.5
    var f151: Bool = true
    var f152: String = "text"
    var f153: Int = 1
    var f154: Double = 1.5
    var f155: Bool = true
    var f156: String = "text"
    var f157: Int = 1
    var f158: Double = 1.5
    var f159: Bool?
    var f160: String = "text"
    var f161: Int = 1
    var f162: Double = 1.5
    var f163: Bool = true
    var f164: String = "text"
    var f165: Int = 1
    var f166: Double = 1.5
    var f167: Bool = true
    var f168: String = "text"
    var f169: Int?
    var f170: Double = 1.5
    var f171: Bool = true
    var f172: String = "text"
    var f173: Int = 1
    var f174: Double = 1.5
    var f175: Bool = true
    var f176: String = "text"
    var f177: Int = 1
    var f178: Double = 1.5
    var f179: Bool?
    var f180: String = "text"
    var f181: Int = 1
    var f182: Double = 1.5
    var f183: Bool = true
    var f184: String = "text"
    var f185: Int = 1
    var f186: Double = 1.5
    var f187: Bool = true
    var f188: String = "text"
    var f189: Int?
    var f190: Double = 1.5
    var f191: Bool = true
    var f192: String = "text"
    var f193: Int = 1
    var f194: Double = 1.5
    var f195: Bool = true
    var f196: String = "text"
    var f197: Int = 1
    var f198: Double = 1.5
    var f199: Bool?
}
