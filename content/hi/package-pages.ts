import type * as en from "../package-pages";
import type { Copy, CopyOf } from "../i18n";

/**
 * Hindi copy for the care-package pages: the landing, the city page, the condition cards, the
 * stage listings, the condition detail pages and the laser page (see ../package-pages). In Hindi
 * the city comes after a colon: "केयर पैकेज: मुंबई"; after a dash in a title: "… — दिल्ली".
 */

const conditionCopy: Copy<typeof en.conditionCopy> = {
  piles: {
    title: "बवासीर का इलाज",
    medicalName: "बवासीर (पाइल्स)",
    promise: "दवाओं के आसान कोर्स से लेकर आरामदायक लेज़र इलाज तक, आपके ग्रेड के हिसाब से।",
    cta: "बवासीर के पैकेज देखें",
    listingLead:
      "बवासीर (पाइल्स) के मस्से कितने बाहर आते हैं, इसके हिसाब से इसे ग्रेड 1 से 4 में बाँटा जाता है। हर ग्रेड का अपना तय कीमत वाला पैकेज है। हर पैकेज की योजना महिला गुदा रोग विशेषज्ञ बनाती हैं।",
    listingHelp:
      "पता नहीं कि आपका ग्रेड क्या है? यह बिल्कुल आम बात है। आपकी डॉक्टर पहली जाँच में ही इसे पक्का कर देती हैं, आपके कोई भी फ़ैसला लेने से पहले।",
    relatedTitle: "बवासीर के दूसरे पैकेज",
  },
  fissure: {
    title: "गुदा की दरार का इलाज",
    medicalName: "गुदा में दरार (फ़िशर)",
    promise: "पहले बिना ऑपरेशन का, राहत देने वाला इलाज। लेज़र इलाज सिर्फ़ तभी, जब सच में ज़रूरत हो।",
    cta: "गुदा की दरार के पैकेज देखें",
    listingLead:
      "गुदा में दरार (फ़िशर) अगर पिछले छह हफ़्तों में शुरू हुई है, तो उसे नई (एक्यूट) दरार कहते हैं। इससे ज़्यादा समय से हो, तो पुरानी (क्रॉनिक) दरार। दोनों का अपना तय कीमत वाला पैकेज है।",
    listingHelp: "याद नहीं कि तकलीफ़ कब से है? पहली जाँच में आपकी डॉक्टर यह समझने में आपकी मदद करेंगी।",
    relatedTitle: "गुदा की दरार का दूसरा पैकेज",
  },
  fistula: {
    title: "भगंदर का इलाज",
    medicalName: "भगंदर (फ़िस्टुला)",
    promise:
      "सावधानी से इलाज, जिसमें मल रोकने वाली मांसपेशी (स्फ़िंक्टर) को बचाया जाता है। पूरी तरह ठीक होने तक नियमित जाँच और देखरेख।",
    cta: "भगंदर के पैकेज देखें",
    listingLead:
      "साधारण भगंदर (फ़िस्टुला) में एक ही सीधी नली होती है। जटिल भगंदर में नली आगे शाखाओं में बँट जाती है, या भगंदर दोबारा हो चुका होता है। दोनों का अपना तय कीमत वाला पैकेज है।",
    listingHelp:
      "पहली जाँच में स्कैन से पता चल जाता है कि आपका भगंदर किस तरह का है। इसलिए फ़ैसला लेने से पहले ही इलाज की योजना आपके हिसाब से बन जाती है।",
    relatedTitle: "भगंदर का दूसरा पैकेज",
  },
};

const carePackagesLanding: Copy<typeof en.carePackagesLanding> = {
  title: "केयर पैकेज",
  metaDescription:
    "बवासीर (पाइल्स), गुदा में दरार (फ़िशर) और भगंदर (फ़िस्टुला) के लिए तय कीमत वाले केयर पैकेज, पूरी तरह महिला टीम से। अपना शहर चुनें और अपनी कीमत देखें। ईएमआई की सुविधा है, और कोई छिपा ख़र्च नहीं।",
  keywords: [
    "बवासीर इलाज पैकेज",
    "फ़िशर के इलाज का ख़र्च",
    "भगंदर के इलाज का ख़र्च",
    "बवासीर की लेडी डॉक्टर",
    "महिलाओं के लिए बवासीर का इलाज",
  ],
  eyebrow: "आपके शहर के लिए एक तय कीमत",
  /** Followed by the city name: "केयर पैकेज: मुंबई". */
  headingPrefix: "केयर पैकेज:",
  lead: "चुनें कि आपको किस तकलीफ़ में मदद चाहिए। हर पैकेज की योजना महिला गुदा रोग विशेषज्ञ बनाती हैं। इलाज शुरू होने से पहले ही आपके शहर के हिसाब से उसकी कीमत तय हो जाती है।",
  chooserLabel: "आपका शहर",
  chooserHelp: "कीमत आपके शहर पर निर्भर करती है। इस फ़ोन या कंप्यूटर पर हम आपका चुना हुआ शहर याद रखेंगे।",
  rangeCaption: "सभी शहरों में, स्टेज के हिसाब से",
  byConditionLabel: "बीमारी के हिसाब से इलाज",
  promisesLabel: "हमारे वादे",
  assurances: {
    fee: (fee: string) => `${fee} में जाँच के लिए परामर्श, जो पूरा का पूरा आपके पैकेज में से घट जाता है`,
    hiddenCosts: (count: string) => `${count} छिपे ख़र्च: आपके शहर के लिए एक तय कीमत`,
    emi: (amount: string) => `ईएमआई ${amount} महीना से शुरू`,
  },
  /** Followed by the city name: "सभी केयर पैकेज देखें: मुंबई". */
  allPackagesPrefix: "सभी केयर पैकेज देखें:",
  laserPromo: {
    title: "बवासीर (पाइल्स) का लेज़र इलाज ढूँढ रही हैं?",
    body: "हमारा सबसे ज़्यादा चुना जाने वाला पैकेज। एक ही दिन में होने वाला लेज़र इलाज, साथ में अस्पताल में रुकना, दवाएँ और तीन महीने तक नियमित जाँच, सब एक ही कीमत में।",
    cta: "लेज़र बवासीर केयर पैकेज देखें",
  },
};

const cityPackagesPage: Copy<typeof en.cityPackagesPage> = {
  metaDescription: (city: string, state: string, lowest: string) =>
    `${city} (${state}) में बवासीर (पाइल्स), गुदा में दरार (फ़िशर) और भगंदर (फ़िस्टुला) का तय कीमत पर इलाज, पूरी तरह महिला टीम से। पैकेज ${lowest} से शुरू, ईएमआई की सुविधा के साथ और बिना किसी छिपे ख़र्च के।`,
  keywords: [
    "बवासीर का इलाज",
    "फ़िशर का इलाज",
    "भगंदर का इलाज",
    "महिला गुदा रोग विशेषज्ञ",
    "लेज़र से बवासीर के इलाज का ख़र्च",
  ],
  /** Followed by the city name: "केयर पैकेज: मुंबई". */
  headingPrefix: "केयर पैकेज:",
  lead: "हर पैकेज की आपके शहर के लिए एक तय कीमत है, जो इलाज शुरू होने से पहले ही पक्की हो जाती है। ईएमआई की सुविधा है, और कोई छिपा ख़र्च नहीं।",
  conditionsTitle: "अपनी तकलीफ़ के हिसाब से इलाज चुनें",
  conditionsLead: "पहले अपनी तकलीफ़ चुनें। फिर हम आपको आपके स्टेज वाला पैकेज दिखाएँगे।",
  packagesTitle: "सभी केयर पैकेज",
  packagesLead: "यहाँ दिखाई गई कीमतें आपके शहर की हैं। हर पैकेज में वह सब शामिल है, जो उसके कार्ड पर लिखा है।",
  chooserLabel: "शहर बदलें",
  tierRangeCaption: "स्टेज के हिसाब से",
  packageLinks: {
    1: { kind: "city", segment: "laser-piles-care", label: "पैकेज की पूरी जानकारी देखें" },
    2: { kind: "city", segment: "fissure-packages", label: "गुदा की दरार के पैकेज की तुलना करें" },
    3: { kind: "city", segment: "fistula-packages", label: "भगंदर के पैकेज की तुलना करें" },
    4: { kind: "book", label: "परामर्श बुक करें" },
    5: { kind: "book", label: "तुरंत इलाज के लिए समय बुक करें" },
    6: { kind: "book", label: "ऑपरेशन के बाद की जाँच बुक करें" },
  },
};

const stageListingPage: Copy<typeof en.stageListingPage> = {
  chooserLabel: "शहर बदलें",
  detailsCta: (label: string) => `पैकेज देखें: ${label}`,
  /** The page puts the city first: "पुणे में तय कीमत". */
  priceCaption: "तय कीमत",
  metaPrices: (city: string, lowest: string) => `${city} में तय कीमतें ${lowest} से शुरू।`,
  costKeywords: {
    piles: "बवासीर के इलाज का ख़र्च",
    fissure: "फ़िशर के इलाज का ख़र्च",
    fistula: "भगंदर के इलाज का ख़र्च",
  },
  /** "पैकेज: बवासीर का इलाज". */
  cardsLabel: (conditionTitle: string) => `पैकेज: ${conditionTitle}`,
  figures: { recovery: "ठीक होने का समय", success: "सफलता दर", treatment: "इलाज का तरीका" },
  laserPromo: {
    title: "बवासीर (पाइल्स) का लेज़र केयर पैकेज",
    body: "बवासीर का हमारा सबसे ज़्यादा चुना जाने वाला पैकेज। निजी कमरे में रुकना, दवाइयाँ और तीन महीने तक फ़ॉलो-अप, सब इसमें शामिल है।",
    /** The page puts the city first: "पुणे में सब कुछ शामिल पैकेज की कीमत". */
    priceCaption: "सब कुछ शामिल पैकेज की कीमत",
    difference: (stage: string, price: string) =>
      `यह कीमत “${stage}” (${price}) से अलग है: उसमें एक ही दिन का लेज़र इलाज और 6 हफ़्ते का फ़ॉलो-अप है। इस पैकेज में इनके अलावा 1-2 रात निजी कमरे में रुकना, 3 महीने का फ़ॉलो-अप और 6 महीने तक बवासीर दोबारा होने पर इलाज भी शामिल है।`,
    cta: "लेज़र पैकेज देखें",
  },
};

const conditionDetailPage: Copy<typeof en.conditionDetailPage> = {
  /** "ग्रेड 2 बवासीर (पाइल्स) का लेज़र इलाज — दिल्ली". */
  cityJoiner: "—",
  whyTitle: "यह पैकेज क्यों असरदार है",
  includedTitle: "इसमें क्या-क्या शामिल है",
  notNeededTitle: "इनकी आपको ज़रूरत नहीं पड़ेगी",
  comparisonTitle: "इस पैकेज में और दूसरी जगहों पर",
  comparisonWith: "इस पैकेज में",
  comparisonElsewhere: "दूसरी जगहों पर",
  treatmentTitle: "आपका इलाज",
  priceCard: {
    title: "आपके पैकेज की कीमत",
    recovery: "ठीक होने का समय",
    success: "सफलता दर",
    treatment: "इलाज का तरीका",
    includesLead: "इसमें शामिल है",
    includesLink: "शामिल हर चीज़ देखें",
    hiddenCosts: (count: string) => `${count} छिपे ख़र्च`,
    book: "अपना परामर्श बुक करें",
    call: "कॉल करें",
    feeNote: (fee: string) =>
      `${fee} की जाँच वाले परामर्श की फ़ीस पूरी की पूरी इस पैकेज की कीमत में से घटा दी जाती है।`,
  },
  metaFacts: (price: string, city: string, success: string, recovery: string) =>
    `${city} में ${price}, ${success} सफलता दर, ठीक होने में ${recovery}, महिला विशेषज्ञ के साथ।`,
  /** "ग्रेड 2 बवासीर के इलाज का ख़र्च". */
  costKeyword: (stage: string) => `${stage} के इलाज का ख़र्च`,
  specialistKeyword: "महिला गुदा रोग विशेषज्ञ",
  coordinator: {
    title: "परामर्श कोऑर्डिनेटर से बात करें",
    body: "पक्का नहीं कि यही पैकेज आपके लिए सही है? एक महिला कोऑर्डिनेटर आपकी बात सुनेंगी, सवालों के जवाब देंगी और अगला कदम सुझाएँगी। बुक करने का कोई दबाव नहीं।",
    callLabel: "कोऑर्डिनेटर को कॉल करें",
    whatsappLabel: "WhatsApp पर लिखें",
    bookLabel: "परामर्श बुक करें",
  },
  /** Followed by the city name: "कीमतें: पुणे". */
  relatedLead: "कीमतें:",
  relatedCta: "पैकेज देखें",
  relatedRecovery: (time: string) => `ठीक होने में ${time}`,
  backToListing: "इस बीमारी के सभी पैकेज की तुलना करें",
};

const laserPage: Copy<typeof en.laserPage> = {
  metaDescriptionLead:
    "महिला गुदा रोग विशेषज्ञ से बवासीर (पाइल्स) का आरामदेह लेज़र इलाज। निजी कमरे में रुकना, दवाइयाँ और तीन महीने तक फ़ॉलो-अप, सब एक तय कीमत में।",
  keywords: [
    "बवासीर का लेज़र इलाज",
    "बवासीर की लेज़र सर्जरी का ख़र्च",
    "महिलाओं के लिए बवासीर का लेज़र इलाज",
    "महिला गुदा रोग विशेषज्ञ",
  ],
  metaCityPrice: (price: string, city: string, emi: string) =>
    `${city} में ${price}, या 0% ईएमआई पर ${emi}/महीना।`,
  metaPriceFrom: (lowest: string) => `आपके शहर के हिसाब से ${lowest} से शुरू, 0% ईएमआई के साथ।`,
  cityKeyword: "बवासीर का इलाज",
  popularBadge: "सबसे पसंदीदा पैकेज",
  changeCity: "शहर बदलें",
  chooser: {
    title: "लेज़र बवासीर पैकेज के लिए अपना शहर चुनें",
    label: "अपना शहर चुनें",
    placeholder: "शहर चुनें",
    help: "कीमत आपके शहर पर निर्भर करती है। इस फ़ोन या कंप्यूटर पर हम आपका चुना हुआ शहर याद रखेंगे।",
  },
  noCityLine: "अपनी कीमत देखने के लिए अपना शहर चुनें",
  stats: {
    successRate: "सफलता दर",
    patients: "महिलाओं का इलाज हुआ",
    recovery: "ठीक होने का समय",
  },
  callLabel: "कॉल करें",
  pricing: {
    /** Followed by the city name: "तय कीमत: पुणे". */
    cityPrefix: "तय कीमत:",
    regular: "असली कीमत",
    perMonth: "/महीना",
    emiPrefix: "ईएमआई",
    zeroHiddenCosts: "कोई छिपा ख़र्च नहीं: नीचे लिखी हर चीज़ इसी कीमत में शामिल है।",
    includesTitle: "आपके पैकेज में शामिल",
    emiPlan: (months: number, interestRate: string) =>
      `${months} महीने की किस्तें • ${interestRate} ब्याज पर`,
    range: (low: string, high: string) => `आपके शहर के हिसाब से ${low} से ${high} तक।`,
    feeNote: (fee: string) => `${fee} की जाँच फ़ीस पूरी की पूरी पैकेज की कीमत में से घटा दी जाती है।`,
  },
  inclusionsTitle: "क्या-क्या शामिल है",
  inclusionsLead: "पहली मुलाक़ात से आख़िरी फ़ॉलो-अप तक, आपको जो कुछ भी चाहिए।",
  exclusionsTitle: "क्या शामिल नहीं है",
  exclusionsLead: "बाद में अचानक पता चले, इससे अच्छा है कि हम अभी बता दें।",
  notesTitle: "ज़रूरी बातें",
  comparisonTitle: "पुराने तरीके की सर्जरी और लेज़र इलाज में फ़र्क़",
  comparisonTraditional: "पुराने तरीके की सर्जरी",
  comparisonLaser: "लेज़र इलाज",
  journeyTitle: "आपका इलाज, एक-एक कदम",
  stepLabel: (step: number) => `चरण ${step}: `,
  testimonialsTitle: "आप जैसी महिलाओं के अनुभव",
  faqTitle: "अक्सर पूछे जाने वाले सवाल",
  closing: {
    title: "महिला गुदा रोग विशेषज्ञ से बात करना चाहती हैं?",
    body: "निजी परामर्श बुक करें। जाँच की फ़ीस पूरी की पूरी आपके पैकेज की कीमत में से घटा दी जाती है।",
    cta: "अपना परामर्श बुक करें",
  },
};

/** The care-package pages in Hindi, export for export the English ../package-pages. */
export const packagePages: CopyOf<typeof en> = {
  conditionCopy,
  carePackagesLanding,
  cityPackagesPage,
  stageListingPage,
  conditionDetailPage,
  laserPage,
};
