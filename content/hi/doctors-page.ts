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

const doctorLabels: Copy<typeof en.doctorLabels> = {
  experience: (years: number) => `${years} साल का अनुभव`,
  reviews: (reviews: number) => `(${reviews} समीक्षाएँ)`,
  book: "परामर्श बुक करें",
};

const doctorsLabels: Copy<typeof en.doctorsLabels> = {
  metaTitle: "हमारी महिला डॉक्टर",
  metaDescription: (count: number, site: string) =>
    `${site} की ${count} महिला गुदा रोग विशेषज्ञों और बड़ी आंत व गुदा की सर्जनों से मिलिए: उनका अनुभव, शहर, भाषाएँ और परामर्श फ़ीस। निजी परामर्श बुक करें।`,
  keywords: [
    "महिला गुदा रोग विशेषज्ञ",
    "बवासीर के लिए लेडी डॉक्टर",
    "बड़ी आंत और गुदा की महिला सर्जन",
    "फ़िशर के लिए महिला डॉक्टर",
    "भगंदर की महिला विशेषज्ञ",
  ],
  stats: {
    specialists: "महिला विशेषज्ञ",
    combinedYears: "साल का कुल अनुभव",
    cities: "शहर",
    support: "सहायता",
  },
  teamTitle: "हमारी डॉक्टर",
  teamLead:
    "हर डॉक्टर की परामर्श फ़ीस उनके कार्ड पर लिखी है। फ़ोन हमारी केयर कोऑर्डिनेटर उठाती हैं, जो आपके लिए किसी भी डॉक्टर से मुलाक़ात बुक कर सकती हैं।",
  feesLead: "उनकी परामर्श फ़ीस:",
  inPersonFee: (fee: string) => `क्लिनिक में ${fee}`,
  videoFee: (fee: string) => `वीडियो पर ${fee}`,
  emergencyFee: (fee: string) => `आपातकाल में ${fee}`,
  viewProfile: "पूरी प्रोफ़ाइल देखें",
  callNow: "अभी कॉल करें",
};

/** The urgent-care doctor's slots, which are promises rather than clock times. */
const slotPromises: Readonly<Record<string, string>> = {
  "Same day": "उसी दिन",
  "Within 2 hours": "2 घंटे के अंदर",
};

/**
 * A slot as Hindi says it: a clock time with the part of the day first, as people say it
 * ("2:30 PM" → "दोपहर 2:30"), or the promise in words.
 */
function hindiSlot(slot: string): string {
  const clock = /^(\d{1,2}):(\d{2}) ([AP])M$/.exec(slot);
  if (!clock) return slotPromises[slot] ?? slot;
  const hour = (Number(clock[1]) % 12) + (clock[3] === "P" ? 12 : 0);
  const part =
    hour < 4 ? "रात" : hour < 12 ? "सुबह" : hour < 16 ? "दोपहर" : hour < 19 ? "शाम" : "रात";
  return `${part} ${clock[1]}:${clock[2]}`;
}

const doctorProfileLabels: Copy<typeof en.doctorProfileLabels> = {
  metaTitle: (name: string, title: string) => `${name}, ${title}`,
  metaDescription: (name: string, specialization: string, years: number, location: string) =>
    `${name} महिला विशेषज्ञ हैं, जिन्हें ${years} साल का अनुभव है। उनका ख़ास क्षेत्र: ${specialization}। वह ${location} में महिलाओं का इलाज करती हैं। उनकी प्रोफ़ाइल पढ़ें और निजी परामर्श बुक करें।`,
  keywords: {
    role: "महिला गुदा रोग विशेषज्ञ",
    inCity: (city: string) => `${city} में महिला गुदा रोग विशेषज्ञ`,
  },
  bookWith: (name: string) => `${name} के साथ`,
  fees: {
    title: (name: string) => `${name} की परामर्श फ़ीस`,
    inPerson: "क्लिनिक में परामर्श",
    video: "वीडियो परामर्श",
    emergency: "आपातकालीन परामर्श",
    note: (diagnosticFee: string) =>
      `यह उनकी अपनी फ़ीस है, जब आप परामर्श ख़ास तौर पर उन्हीं से लेती हैं। क्लिनिक की जाँच वाले परामर्श की फ़ीस अलग है: ${diagnosticFee}, जो आपके पैकेज की कीमत में से घटा दी जाती है।`,
  },
  call: (phone: string) => `कॉल करें ${phone}`,
  missionTitle: "उनका निजी संकल्प",
  howSheTreats: "इलाज का उनका तरीका: ",
  certifications: "प्रमाणपत्र: ",
  minutes: (minutes: number) => `${minutes} मिनट`,
  officeHours: "सोमवार से शुक्रवार, सुबह 9 से शाम 5 बजे तक",
  availability: (days: string) => `उनकी उपलब्धता: ${days}`,
  slots: (slots: string) => `मुलाक़ात का समय: ${slots}`,
  slot: hindiSlot,
  someoneElse: "किसी और डॉक्टर को ढूँढ रही हैं?",
  allDoctors: "हमारी सभी डॉक्टर देखें",
};

/** The doctor pages in Hindi, export for export the English ../doctors-page. */
export const doctorsPage: CopyOf<typeof en> = {
  doctorsHero,
  doctorsReasons,
  doctorsCta,
  doctorProfileCopy,
  doctorLabels,
  doctorsLabels,
  doctorProfileLabels,
};
