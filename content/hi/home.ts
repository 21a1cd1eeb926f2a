import type * as en from "../home";
import type { Copy, CopyOf } from "../i18n";
import { claims } from "../site";

/** Hindi copy of the home page (see ../home). Numbers come from the site facts in ../site. */

const homeHero: Copy<typeof en.homeHero> = {
  eyebrow: "महिलाओं द्वारा, महिलाओं के लिए · पूरी तरह निजी",
  title: "सिर्फ़ महिलाओं के लिए, गुदा रोगों का भरोसेमंद इलाज",
  lead: "बवासीर (पाइल्स), गुदा में दरार (फ़िशर) और भगंदर (फ़िस्टुला) का नरमी से इलाज, पूरी तरह महिला टीम के हाथों। यहाँ कोई आपको गलत नज़र से नहीं देखेगा। आपके शहर के लिए एक तय कीमत, जो कुछ भी शुरू होने से पहले आपसे पक्की कर ली जाती है।",
  stats: [
    { value: claims.womenTreatedHome, label: "महिलाओं का इलाज हुआ" },
    { value: claims.successRate, label: "सफलता दर" },
    { value: claims.femaleTeam, label: "महिला टीम" },
    { value: claims.support, label: "सहायता" },
  ],
};

const professionalConsultation: Copy<typeof en.professionalConsultation> = {
  title: "विशेषज्ञ महिला डॉक्टर से परामर्श",
  lead: "शुरुआत एक निजी बातचीत से करें, महिला गुदा रोग विशेषज्ञ के साथ। वह आपकी पूरी बात सुनती हैं। जाँच सिर्फ़ आपकी इजाज़त से करती हैं। हर विकल्प वह आसान शब्दों में समझाती हैं।",
  points: [
    "हर बार निजी कमरा और महिला डॉक्टर",
    "बीमारी की साफ़ पहचान और इलाज की लिखित योजना",
    "कोई भी फ़ैसला लेने से पहले पैकेज की तय कीमत",
    "परामर्श की पूरी फ़ीस आपके पैकेज की कीमत में से घटा दी जाती है",
  ],
};

const coordinatorSection: Copy<typeof en.coordinatorSection> = {
  title: "हर कदम पर आपके साथ: आपकी केयर कोऑर्डिनेटर",
  lead: "समझ नहीं आ रहा कि शुरुआत कहाँ से करें? हमारी कोऑर्डिनेटर भी महिलाएँ ही हैं। बस एक फ़ोन कॉल। न कोई दबाव, न कोई फ़ॉर्म। सिर्फ़ आपके सवालों के जवाब।",
  stats: [
    { value: `${claims.coordinatorCallMinutes} मिनट`, label: "कोऑर्डिनेटर से मुफ़्त बातचीत" },
    { value: claims.support, label: "जब ज़रूरत हो, तब सहायता" },
    { value: claims.privacyBreaches, label: "गोपनीयता भंग होने के मामले" },
  ],
  card: {
    title: "मुफ़्त और पूरी तरह गोपनीय सलाह",
    body: "आपको जो महसूस हो रहा है, अपने शब्दों में बताएँ। हम आपको सही अगला कदम सुझाएँगे, चाहे आप हमारे यहाँ इलाज बुक करें या नहीं।",
  },
};

const whyChooseUs: Copy<typeof en.whyChooseUs> = {
  title: "महिलाएँ हमें क्यों चुनती हैं",
  items: [
    {
      title: "100% महिला टीम",
      body: "डॉक्टर हों, नर्स हों या कोऑर्डिनेटर, आपकी देखभाल सिर्फ़ महिलाएँ करती हैं।",
      icon: "users",
    },
    {
      title: "पहले आपका आराम",
      body: "निजी कमरे, नरमी से जाँच और हर सवाल पूछने का पूरा समय। फ़ैसला हमेशा आपके हाथ में रहता है।",
      icon: "heart",
    },
    {
      title: "कोई छिपा ख़र्च नहीं",
      body: "आपके शहर के लिए एक तय कीमत, और उसमें वही सब शामिल है जो लिखा है। चाहें तो ईएमआई की सुविधा भी है।",
      icon: "receipt",
    },
  ],
};

/** The three category cards (ratings and review counts exactly as in ../home). */
const categoryCards: Copy<typeof en.categoryCards> = [
  {
    condition: "piles",
    title: "राहत भरी देखभाल",
    conditionLabel: "बवासीर (पाइल्स)",
    promise: "दवाओं के आसान इलाज से लेकर बिना दर्द वाले लेज़र इलाज तक, आपके स्टेज के हिसाब से।",
    rating: 4.9,
    reviews: "1200+",
  },
  {
    condition: "fissure",
    title: "दर्द के बिना रिकवरी",
    conditionLabel: "गुदा में दरार (फ़िशर)",
    promise: "पहले बिना ऑपरेशन का, आराम देने वाला इलाज। ज़रूरत हो, तभी नरमी से लेज़र इलाज।",
    rating: 4.8,
    reviews: "950+",
  },
  {
    condition: "fistula",
    title: "सटीक इलाज",
    conditionLabel: "भगंदर (फ़िस्टुला)",
    promise: "सावधानी और सटीकता से इलाज। पूरी तरह ठीक होने तक नियमित जाँच और देखरेख।",
    rating: 4.7,
    reviews: "800+",
  },
];

const closingCta: Copy<typeof en.closingCta> = {
  title: "अब इसे और चुपचाप सहने की ज़रूरत नहीं",
  body: "आज ही निजी परामर्श बुक करें। महिला डॉक्टर, तय कीमत और पूरी गोपनीयता।",
};

const homeLabels: Copy<typeof en.homeLabels> = {
  metaTitle: "सिर्फ़ महिलाओं के लिए गुदा रोगों का इलाज",
  metaDescription: (lead: string, fee: string) =>
    `${lead} ${fee} में निजी परामर्श बुक करें। यह फ़ीस आपके पैकेज की कीमत में से पूरी घटा दी जाती है।`,
  keywords: [
    "महिला गुदा रोग विशेषज्ञ",
    "महिलाओं के लिए बवासीर का इलाज",
    "फ़िशर का इलाज",
    "भगंदर का इलाज",
    "लेज़र से बवासीर का इलाज",
    "महिलाओं का गुदा रोग क्लिनिक",
  ],
  bookWithFee: (fee: string) => `परामर्श बुक करें - ${fee}`,
  call: (phone: string) => `कॉल करें ${phone}`,
  diagnosticConsultation: "जाँच के लिए परामर्श",
  feeAdjustable: "पूरी फ़ीस पैकेज की कीमत में से घट जाती है",
  talkToExpert: "अभी विशेषज्ञ से बात करें",
  whatsappChat: "WhatsApp पर बात करें",
  packagesTitle: "केयर पैकेज, एक तय कीमत",
  packagesLead: "कीमत आपके शहर पर निर्भर है और इलाज शुरू होने से पहले तय हो जाती है।",
  fromReviews: (reviews: string) => `${reviews} समीक्षाओं से`,
  from: "शुरुआती कीमत",
  feeNote: (fee: string) => `${fee} जाँच फ़ीस, जो पूरी की पूरी पैकेज में से घट जाती है`,
  seePackages: (title: string) => `${title} के पैकेज देखें`,
  doctorsTitle: "हमारी कुछ डॉक्टरों से मिलिए",
  allDoctors: "सभी डॉक्टर",
  years: (years: number) => `${years} साल का अनुभव`,
  reviews: (reviews: number) => `(${reviews} समीक्षाएँ)`,
  meetTeam: "पूरी टीम से मिलिए",
};

/** The home page in Hindi, export for export the English ../home. */
export const home: CopyOf<typeof en> = {
  homeHero,
  professionalConsultation,
  coordinatorSection,
  whyChooseUs,
  categoryCards,
  closingCta,
  homeLabels,
};
