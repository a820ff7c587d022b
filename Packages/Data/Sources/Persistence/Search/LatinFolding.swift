/// Case and accents folded the way the search index's tokenizer folds them (`unicode61`, `remove_diacritics`):
/// Latin letters lose the marks their canonical decomposition adds (é, ñ, ǖ, ạ), then the word is lowercased.
///
/// Foundation's `folding(options:locale:)` lives in Foundation proper, which product modules do not import
/// (ARCHITECTURE.md, "FoundationEssentials only"). The table below is each precomposed letter of U+00C0 to U+024F
/// and U+1E00 to U+1EFF whose decomposition is one letter and marks, followed by that letter; other scripts keep
/// their marks, as `unicode61` keeps them.
enum LatinFolding {
    /// `word` with Latin diacritics removed (precomposed, or as combining marks U+0300 to U+036F), lowercased.
    static func fold(_ word: Substring) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in word.unicodeScalars {
            if let base = bases[scalar] {
                scalars.append(base)
            } else if !(0x300...0x36F).contains(scalar.value) {
                scalars.append(scalar)
            }
        }
        return String(scalars).lowercased()
    }

    private static let bases: [Unicode.Scalar: Unicode.Scalar] = {
        let scalars = Array(table.unicodeScalars)
        var bases: [Unicode.Scalar: Unicode.Scalar] = [:]
        for index in stride(from: 0, to: scalars.count - 1, by: 2) { bases[scalars[index]] = scalars[index + 1] }
        return bases
    }()

    /// Pairs of a precomposed letter and its base letter, in NFC.
    private static let table =
        "ÀAÁAÂAÃAÄAÅAÇCÈEÉEÊEËEÌIÍIÎIÏIÑNÒOÓOÔOÕOÖOÙUÚUÛUÜUÝYàaáaâaãaäaåaçcèeéeêeëeìiíiîiïiñnòoóoôoõoöoùuúuûu"
        + "üuýyÿyĀAāaĂAăaĄAąaĆCćcĈCĉcĊCċcČCčcĎDďdĒEēeĔEĕeĖEėeĘEęeĚEěeĜGĝgĞGğgĠGġgĢGģgĤHĥhĨIĩiĪIīiĬIĭiĮIįiİIĴJĵj"
        + "ĶKķkĹLĺlĻLļlĽLľlŃNńnŅNņnŇNňnŌOōoŎOŏoŐOőoŔRŕrŖRŗrŘRřrŚSśsŜSŝsŞSşsŠSšsŢTţtŤTťtŨUũuŪUūuŬUŭuŮUůuŰUűuŲUųu"
        + "ŴWŵwŶYŷyŸYŹZźzŻZżzŽZžzƠOơoƯUưuǍAǎaǏIǐiǑOǒoǓUǔuǕUǖuǗUǘuǙUǚuǛUǜuǞAǟaǠAǡaǢÆǣæǦGǧgǨKǩkǪOǫoǬOǭoǮƷǯʒǰjǴGǵg"
        + "ǸNǹnǺAǻaǼÆǽæǾØǿøȀAȁaȂAȃaȄEȅeȆEȇeȈIȉiȊIȋiȌOȍoȎOȏoȐRȑrȒRȓrȔUȕuȖUȗuȘSșsȚTțtȞHȟhȦAȧaȨEȩeȪOȫoȬOȭoȮOȯoȰOȱo"
        + "ȲYȳyḀAḁaḂBḃbḄBḅbḆBḇbḈCḉcḊDḋdḌDḍdḎDḏdḐDḑdḒDḓdḔEḕeḖEḗeḘEḙeḚEḛeḜEḝeḞFḟfḠGḡgḢHḣhḤHḥhḦHḧhḨHḩhḪHḫhḬIḭiḮIḯi"
        + "ḰKḱkḲKḳkḴKḵkḶLḷlḸLḹlḺLḻlḼLḽlḾMḿmṀMṁmṂMṃmṄNṅnṆNṇnṈNṉnṊNṋnṌOṍoṎOṏoṐOṑoṒOṓoṔPṕpṖPṗpṘRṙrṚRṛrṜRṝrṞRṟrṠSṡs"
        + "ṢSṣsṤSṥsṦSṧsṨSṩsṪTṫtṬTṭtṮTṯtṰTṱtṲUṳuṴUṵuṶUṷuṸUṹuṺUṻuṼVṽvṾVṿvẀWẁwẂWẃwẄWẅwẆWẇwẈWẉwẊXẋxẌXẍxẎYẏyẐZẑzẒZẓz"
        + "ẔZẕzẖhẗtẘwẙyẛſẠAạaẢAảaẤAấaẦAầaẨAẩaẪAẫaẬAậaẮAắaẰAằaẲAẳaẴAẵaẶAặaẸEẹeẺEẻeẼEẽeẾEếeỀEềeỂEểeỄEễeỆEệeỈIỉiỊI"
        + "ịiỌOọoỎOỏoỐOốoỒOồoỔOổoỖOỗoỘOộoỚOớoỜOờoỞOởoỠOỡoỢOợoỤUụuỦUủuỨUứuỪUừuỬUửuỮUữuỰUựuỲYỳyỴYỵyỶYỷyỸYỹy"
}
