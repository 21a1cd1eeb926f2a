import type { ChromeCopy } from "../chrome";
import type { Copy } from "../i18n";
import { claims } from "../site";

/** Hindi words around every Hindi page. Names (Saheli Care, WhatsApp) stay as they are. */
export const chrome: Copy<ChromeCopy> = {
  siteDescription:
    "बवासीर (पाइल्स), गुदा में दरार (फ़िशर) और भगंदर (फ़िस्टुला) का निजी इलाज, तय कीमत पर, पूरे भारत में सिर्फ़ महिला डॉक्टरों की टीम से।",
  consultationService: "गुदा रोगों के लिए निजी परामर्श",
  skipLink: "सीधे मुख्य भाग पर जाएँ",
  navLabels: {
    "/care-packages": "केयर पैकेज",
    "/doctors": "डॉक्टर",
    "/about-us": "हमारे बारे में",
    "/why-us": "हमें क्यों चुनें",
    "/symptoms-first-aid": "लक्षण और प्राथमिक उपचार",
    "/blog": "सेहत ब्लॉग",
    "/book-consultation": "निजी परामर्श बुक करें",
    "/home": "मुखपृष्ठ",
    "/testimonials": "मरीज़ों के अनुभव",
    "/privacy-policy": "निजता नीति",
    "/terms-of-service": "सेवा की शर्तें",
    "/privacy-policy#your-rights": "आपके डेटा अधिकार (डीपीडीपी क़ानून)",
  },
  header: {
    mainNav: "मुख्य",
    openMenu: "मेन्यू खोलें",
    menu: "मेन्यू",
    closeMenu: "मेन्यू बंद करें",
    mobileNav: "मोबाइल मेन्यू",
  },
  account: {
    signIn: "साइन इन",
    signedInAs: "साइन इन:",
    accountMenu: ": खाते का मेन्यू",
    signOut: "साइन आउट",
    signingOut: "साइन आउट हो रहा है...",
    signOutEverywhere: "सभी डिवाइस से साइन आउट",
    unreadOne: "नया संदेश",
    unreadMany: "नए संदेश",
    roles: { patient: "मरीज़", doctor: "डॉक्टर", coordinator: "कोऑर्डिनेटर", owner: "मालिक" },
    areaTitles: {
      patient: "आपका डैशबोर्ड",
      doctor: "डॉक्टर डैशबोर्ड",
      coordinator: "कोऑर्डिनेटर डैशबोर्ड",
      owner: "एडमिन डैशबोर्ड",
    },
  },
  signOutFailed: "साइन आउट नहीं हो सका। अपना इंटरनेट देखकर फिर से कोशिश करें।",
  footer: {
    nav: "फ़ुटर",
    blurb: `महिलाओं के लिए, महिला डॉक्टरों द्वारा गुदा रोगों का इलाज। ${claims.femaleTeam} महिला टीम, ${claims.privacy} गोपनीयता, तय दाम और ${claims.hiddenCosts} छिपे ख़र्च।`,
    talk: "हमसे अकेले में बात करें",
    hours: "सोम-शुक्र सुबह 8 से शाम 6 · शनि सुबह 9 से शाम 4 · आपातकाल में 24/7",
    closing: "आपकी जानकारी आपके और आपकी देखभाल करने वाली टीम के बीच ही रहती है।",
  },
  actionBar: { label: "तुरंत संपर्क", call: "कॉल करें", whatsapp: "WhatsApp", book: "बुक करें" },
  language: {
    other: "English",
    offer: "यह पेज हिन्दी में भी है।",
    offerLink: "हिन्दी में पढ़ें",
    dismiss: "बंद करें",
    englishOnly: "(अंग्रेज़ी में)",
  },
  packageCard: {
    popular: "सबसे पसंदीदा",
    urgent: "तुरंत",
    reviews: (reviews: number) => `(${reviews} समीक्षाएँ)`,
    included: "इसमें क्या-क्या शामिल है",
    more: (count: number) => `+${count} और`,
    fewer: "कम दिखाएँ",
  },
  price: { regular: "असली कीमत ", emiPrefix: "या", emiSuffix: "/महीना ईएमआई पर", save: "बचत" },
  coordinatorCard: {
    title: "परामर्श कोऑर्डिनेटर से बात करें",
    body: `पक्का नहीं कि यही पैकेज आपके लिए सही है? एक महिला कोऑर्डिनेटर आपकी बात सुनेंगी, सवालों के जवाब देंगी और अगला कदम सुझाएँगी। बुक करने का कोई दबाव नहीं। ${claims.coordinatorCallMinutes} मिनट की मुफ़्त और गोपनीय बातचीत, ${claims.support} सहायता के साथ।`,
    call: "कोऑर्डिनेटर को कॉल करें",
    whatsapp: "WhatsApp पर लिखें",
    book: "परामर्श बुक करें",
  },
  illustrativeStories: {
    note: "ये कहानियाँ सिर्फ़ उदाहरण के लिए हैं। हम असली मरीज़ों की जानकारी कभी नहीं छापते।",
    tag: "उदाहरण",
  },
  breadcrumb: "आप यहाँ हैं",
  otherCities: "दूसरे शहर",
  inCity: (text: string, city: string) => `${city} में ${text}`,
  notFound: {
    title: "पेज नहीं मिला",
    heading: "माफ़ कीजिए, यह पेज नहीं मिला",
    body: "आप जो पेज ढूँढ रही थीं, वह हट गया है या कभी था ही नहीं। आपने हमसे जो कुछ भी साझा किया है, वह सुरक्षित है।",
    home: "मुखपृष्ठ पर जाएँ",
  },
};
