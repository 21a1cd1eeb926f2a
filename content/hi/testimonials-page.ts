import type * as en from "../testimonials-page";
import type { Copy, CopyOf } from "../i18n";
import { claims, siteConfig } from "../site";

/**
 * Hindi copy of the Testimonials page (see ../testimonials-page): why no patient testimonials
 * are shown. The principles repeat promises of the Privacy Policy; keep them in step.
 */

/** `claims.trustRating` ("5-star") in Hindi words; keep the two in step. */
const trustRating = "5-स्टार";

const testimonialsHero: Copy<typeof en.testimonialsHero> = {
  eyebrow: "आपकी निजता सबसे पहले",
  title: "यहाँ आपको मरीज़ों के अनुभव क्यों नहीं मिलेंगे",
  lead: "कई क्लिनिक अपने मरीज़ों की कहानियाँ और तस्वीरें छापते हैं। हम ऐसा नहीं करते। जिन महिलाओं की हम देखभाल करते हैं, वे हमें अपनी बहुत निजी बात सौंपती हैं। उस भरोसे का विज्ञापन करना हमारा हक़ नहीं।",
};

const privacyPrinciples: Copy<typeof en.privacyPrinciples> = {
  title: "निजता के हमारे नियम",
  items: [
    {
      icon: "no-stories",
      title: "न कहानियाँ, न तस्वीरें",
      body: "हम मरीज़ों के नाम, तस्वीरें, समीक्षाएँ या कहानियाँ कभी नहीं छापते। नाम बदलकर भी नहीं।",
    },
    {
      icon: "care-team",
      title: "सिर्फ़ आपकी देखभाल करने वाली टीम",
      body: "आपकी जानकारी सिर्फ़ आपकी केयर कोऑर्डिनेटर और आपकी डॉक्टर खोल सकती हैं। बाक़ी स्टाफ़ नहीं।",
    },
    {
      icon: "consent",
      title: "आपकी सहमति, आपकी मर्ज़ी",
      body: "आपके डेटा के हर इस्तेमाल से पहले हम आपसे पूछते हैं। आप जब चाहें, अपनी सहमति वापस ले सकती हैं।",
    },
    {
      icon: "no-ads",
      title: "न डेटा की बिक्री, न निगरानी",
      body: "न कोई विज्ञापन, न हमारी वेबसाइट पर आप पर नज़र रखने वाला कोई कोड। और हम आपका डेटा कभी नहीं बेचते।",
    },
  ],
};

const trustMetrics: Copy<typeof en.trustMetrics> = {
  title: "भरोसा, आँकड़ों में",
  stats: [
    { value: claims.privacyBreaches, label: "गोपनीयता भंग होने के मामले" },
    { value: claims.privacy, label: "गोपनीयता" },
    { value: claims.womenHelped, label: "महिलाओं की मदद हुई" },
    { value: trustRating, label: "भरोसे की रेटिंग" },
  ],
};

const credentials: Copy<typeof en.credentials> = {
  title: "इसके बजाय, आप किन बातों पर भरोसा कर सकती हैं",
  lead: "कहानियों के बजाय, ये बातें आप ख़ुद जाँच सकती हैं।",
  items: [
    {
      icon: "specialists",
      title: "योग्य महिला विशेषज्ञ",
      body: "हमारी हर डॉक्टर एक प्रशिक्षित महिला सर्जन है। हर डॉक्टर की शिक्षा और अनुभव के बारे में जानें।",
      link: { href: "/doctors", label: "हमारी डॉक्टरों से मिलिए" },
    },
    {
      icon: "dpdp",
      title: "डीपीडीपी क़ानून के हिसाब से निजता",
      body: "हम आपका डेटा वैसे ही सँभालते हैं, जैसा भारत का डिजिटल व्यक्तिगत डेटा संरक्षण क़ानून (डीपीडीपी क़ानून) कहता है। और कैसे सँभालते हैं, यह आसान शब्दों में बताते हैं।",
      link: { href: "/privacy-policy", label: "हमारी निजता नीति पढ़ें" },
    },
    {
      icon: "pricing",
      title: "तय और साफ़ कीमत",
      body: `आपके शहर के लिए एक कीमत, जो इलाज से पहले तय हो जाती है, और ${claims.hiddenCosts} छिपे ख़र्च।`,
      link: { href: "/care-packages", label: "केयर पैकेज देखें" },
    },
  ],
};

const testimonialsCta: Copy<typeof en.testimonialsCta> = {
  title: "हमसे कुछ भी पूछिए, पूरी गोपनीयता से",
  body: "निजी परामर्श बुक करें, या हमारी गोपनीय पूछताछ लाइन पर कॉल करें। फ़ोन एक महिला ही उठाएँगी, और आपकी कोई भी बात किसी से साझा नहीं की जाती।",
  callLabel: "गोपनीय पूछताछ लाइन",
};

const testimonialsLabels: Copy<typeof en.testimonialsLabels> = {
  metaTitle: "मरीज़ों के अनुभव और आपकी निजता",
  metaDescription: `${siteConfig.name} पर मरीज़ों के अनुभव कभी क्यों नहीं छपते, और इसके बजाय आप किन बातों पर भरोसा कर सकती हैं: योग्य महिला विशेषज्ञ, डीपीडीपी क़ानून के हिसाब से निजता और तय कीमत।`,
  keywords: [
    "Saheli Care समीक्षाएँ",
    "गुदा रोगों का निजी इलाज",
    "भारत में मरीज़ की निजता",
    "डीपीडीपी क़ानून वाला क्लिनिक",
    "बवासीर का गोपनीय इलाज",
  ],
};

/** The Testimonials page in Hindi, export for export the English ../testimonials-page. */
export const testimonialsPage: CopyOf<typeof en> = {
  testimonialsHero,
  privacyPrinciples,
  trustMetrics,
  credentials,
  testimonialsCta,
  testimonialsLabels,
};
