import type * as en from "../doctors-page";
import type { Copy, CopyOf } from "../i18n";
import { claims } from "../site";

/** Hindi copy of the doctor list and the doctor profile pages (see ../doctors-page). */

const doctorsHero: Copy<typeof en.doctorsHero> = {
  eyebrow: "पूरी तरह महिला टीम",
  title: "हमारी महिला विशेषज्ञों से मिलिए",
  lead: "अनुभवी गुदा रोग विशेषज्ञ और बड़ी आंत व गुदा की सर्जन, सभी महिलाएँ। जिस डॉक्टर के साथ आप सहज महसूस करें, उन्हें चुनें, और बुक करने से पहले उनकी फ़ीस देख लें।",
};

const doctorsReasons: Copy<typeof en.doctorsReasons> = {
  title: "महिलाएँ हमारी डॉक्टरों को क्यों चुनती हैं",
  items: [
    {
      icon: "team",
      title: `${claims.femaleTeam} महिला टीम`,
      body: "आपकी डॉक्टर, नर्स और केयर कोऑर्डिनेटर, हर बार सभी महिलाएँ ही होती हैं।",
    },
    {
      icon: "experience",
      title: "अनुभवी विशेषज्ञ",
      body: "प्रशिक्षित सर्जन, जो हर दिन बवासीर, फ़िशर और भगंदर का इलाज करती हैं।",
    },
    {
      icon: "gentle",
      title: "नरमी से, बिना जल्दबाज़ी के",
      body: "आपकी बात सुनने का समय, जाँच सिर्फ़ आपकी इजाज़त से, और आसान शब्दों में हर बात।",
    },
    {
      icon: "price",
      title: "फ़ीस पहले से बताई जाती है",
      body: "हर डॉक्टर की परामर्श फ़ीस यहीं लिखी है। क्लिनिक पहुँचकर कोई चौंकाने वाला ख़र्च नहीं।",
    },
  ],
};

const doctorsCta: Copy<typeof en.doctorsCta> = {
  title: "तय नहीं कर पा रहीं कि कौन-सी डॉक्टर चुनें?",
  body: "निजी परामर्श बुक करें। हमारी केयर कोऑर्डिनेटर आपके लक्षणों और आपके शहर के हिसाब से आपको सही विशेषज्ञ से मिलवाएँगी।",
};

const doctorProfileCopy: Copy<typeof en.doctorProfileCopy> = {
  bookCard: {
    title: "परामर्श बुक करें",
    note: "बुक करने से पहले फ़ीस पक्की कर दी जाती है। कोई छिपा ख़र्च नहीं।",
  },
  whyTitle: "महिलाएँ उन्हें क्यों चुनती हैं",
  educationTitle: "शिक्षा",
  achievementsTitle: "उपलब्धियाँ",
  storiesTitle: "मरीज़ों के अनुभव",
  consultationTitle: "परामर्श के विकल्प",
  hoursTitle: "मिलने का समय",
  languagesTitle: "भाषाएँ",
  cta: {
    title: "बात करने के लिए तैयार हैं?",
    body: "निजी परामर्श बुक करें। आप इन्हीं डॉक्टर से मिलने को कह सकती हैं, और केयर कोऑर्डिनेटर आपके साथ समय पक्का कर लेंगी।",
  },
};

/** The doctor pages in Hindi, export for export the English ../doctors-page. */
export const doctorsPage: CopyOf<typeof en> = {
  doctorsHero,
  doctorsReasons,
  doctorsCta,
  doctorProfileCopy,
};
