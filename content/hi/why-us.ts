import type * as en from "../why-us";
import type { Copy, CopyOf } from "../i18n";
import { formatINR } from "../money";
import { claims, siteConfig } from "../site";

/** Hindi copy of the Why Us page (see ../why-us). Numbers come from the site facts in ../site. */

/** `claims.averageRecovery` ("7-14 days") in Hindi words; keep the two in step. */
const averageRecovery = "7-14 दिन";

const whyUsHero: Copy<typeof en.whyUsHero> = {
  eyebrow: "महिलाएँ हम पर भरोसा क्यों करती हैं",
  title: "देखभाल, जो आपके मन को समझे",
  lead: "बवासीर (पाइल्स), गुदा में दरार (फ़िशर) और भगंदर (फ़िस्टुला) आम तकलीफ़ें हैं। इनका इलाज हो सकता है, और इनमें शर्म की कोई बात नहीं। यहाँ जानिए कि हम मदद लेना आपके लिए थोड़ा आसान कैसे बनाते हैं।",
};

const concerns: Copy<typeof en.concerns> = {
  title: "आपकी चिंताएँ, हमारे सच्चे जवाब",
  lead: "पहली बार आने से पहले महिलाएँ हमसे अक्सर यही बातें कहती हैं।",
  items: [
    {
      concern: "मुझे इस बारे में बात करने में शर्म आती है।",
      response:
        "हमारी डॉक्टर ऐसी तकलीफ़ों के बारे में रोज़ सुनती हैं, और हमारी हर डॉक्टर महिला है। आपकी किसी भी बात से उन्हें हैरानी नहीं होगी। आप बस अपने शब्दों में बताएँ। बाक़ी वह ख़ुद सँभाल लेंगी।",
    },
    {
      concern: "मुझे डर है कि जाँच में दर्द होगा।",
      response:
        "आपकी डॉक्टर पहले सब कुछ समझाती हैं। जाँच सिर्फ़ आपकी इजाज़त से करती हैं। जाँच नरमी से होती है और कुछ ही देर में हो जाती है। आप कभी भी कहें, वह उसी समय रुक जाएँगी।",
    },
    {
      concern: "मुझे छिपे ख़र्चों का डर है।",
      response: `इलाज शुरू होने से पहले ही आपको अपने शहर की एक तय कीमत बता दी जाती है। छिपे ख़र्च: ${claims.hiddenCosts}। आप चाहें, तो ईएमआई पर भी भुगतान कर सकती हैं। ईएमआई ${formatINR(claims.emiFrom)} महीना से शुरू होती है।`,
    },
    {
      concern: "अगर किसी को पता चल गया तो?",
      response:
        "आपकी जानकारी सिर्फ़ आपकी देखभाल करने वाली टीम देखती है। हम आपका डेटा कभी नहीं बेचते। मरीज़ों की कहानियाँ कभी नहीं छापते। और हम आपसे कैसे संपर्क करें, यह आप ख़ुद चुनती हैं।",
    },
    {
      concern: "मैं घर या काम से हफ़्तों की छुट्टी नहीं ले सकती।",
      response: `कई इलाज एक ही दिन में हो जाते हैं, और आप उसी दिन घर लौट सकती हैं। ठीक होने में औसतन ${averageRecovery} लगते हैं। आपकी डॉक्टर इलाज की योजना आपकी दिनचर्या के हिसाब से बनाती हैं।`,
    },
  ],
};

const trustPillars: Copy<typeof en.trustPillars> = {
  title: "चार बातें, जिन पर हम कभी समझौता नहीं करते",
  items: [
    {
      icon: "team",
      title: "सिर्फ़ महिलाओं के हाथों देखभाल",
      body: `${claims.femaleTeam} महिला टीम: डॉक्टर, नर्स और कोऑर्डिनेटर, सब महिलाएँ।`,
    },
    {
      icon: "privacy",
      title: "हर कदम पर निजता",
      body: "आपके रिकॉर्ड सिर्फ़ आपकी देखभाल करने वाली टीम देखती है। इन्हें न कभी बेचा जाता है, न विज्ञापन के लिए किसी को दिया जाता है।",
    },
    {
      icon: "price",
      title: "तय और साफ़ कीमत",
      body: "आपके शहर के लिए एक कीमत, जो इलाज शुरू होने से पहले लिखकर तय हो जाती है।",
    },
    {
      icon: "gentle",
      title: "पहले सबसे नरम इलाज",
      body: "हम सबसे आसान इलाज से शुरू करते हैं, जो आपके लिए काम करे। और हर कदम पहले समझाते हैं।",
    },
  ],
};

const careJourney: Copy<typeof en.careJourney> = {
  title: "आपकी देखभाल, कदम-दर-कदम",
  lead: "आपको कभी यह सोचना नहीं पड़ेगा कि आगे क्या होगा।",
  steps: [
    {
      title: "एक मुफ़्त, निजी कॉल",
      body: `एक महिला केयर कोऑर्डिनेटर से ${claims.coordinatorCallMinutes} मिनट बात करें। न कोई फ़ॉर्म, न कोई दबाव।`,
    },
    {
      title: "आपका परामर्श",
      body: `निजी कमरे में एक महिला विशेषज्ञ से मिलें। ${formatINR(claims.diagnosticFee)} की फ़ीस पूरी की पूरी आपके पैकेज की कीमत में से घटा दी जाती है।`,
    },
    {
      title: "साफ़ योजना, तय कीमत",
      body: "आपकी डॉक्टर आसान शब्दों में आपके सारे विकल्प समझाती हैं। फ़ैसला लेने से पहले ही आपको एक तय कीमत बता दी जाती है।",
    },
    {
      title: "रिकवरी और फ़ॉलो-अप",
      body: `जब तक आप फिर से पहले जैसा महसूस न करने लगें, तब तक फ़ॉलो-अप जाँच और ${claims.support} सहायता मिलती रहती है।`,
    },
  ],
};

const whyUsStats: Copy<typeof en.whyUsStats> = {
  title: "आँकड़ों में",
  stats: [
    { value: claims.womenHelped, label: "महिलाओं की मदद हुई" },
    { value: claims.satisfaction, label: "संतुष्टि" },
    { value: averageRecovery, label: "ठीक होने का औसत समय" },
    { value: claims.hiddenCosts, label: "छिपे ख़र्च" },
  ],
};

/** Illustrative stories, not real patients, as in ../why-us. */
const whyUsStories: Copy<typeof en.whyUsStories> = {
  title: "महिलाएँ हमसे अक्सर क्या कहती हैं",
  items: [
    {
      name: "प्रिया",
      age: 34,
      situation: "गर्भावस्था के बाद बवासीर (पाइल्स)",
      text: "मैं एक साल तक इसे टालती रही, क्योंकि बताने में बहुत शर्म आती थी। महिला डॉक्टर से बात करके सब कुछ बिल्कुल आम लगा।",
    },
    {
      name: "लता",
      age: 52,
      situation: "पुरानी गुदा की दरार (फ़िशर)",
      text: "कुछ भी शुरू होने से पहले कीमत तय हो गई थी। बिल की चिंता नहीं थी, तो मैं पूरा ध्यान ठीक होने पर लगा पाई।",
    },
    {
      name: "नाज़",
      age: 41,
      situation: "भगंदर (फ़िस्टुला)",
      text: "हर कदम से पहले मुझे समझाया गया। मुझे हमेशा पता रहता था कि आगे क्या होगा, और इसी से मेरा डर चला गया।",
    },
  ],
};

const whyUsCta: Copy<typeof en.whyUsCta> = {
  title: "पहला कदम उठाइए, पूरी निजता के साथ",
  body: "ऑनलाइन परामर्श बुक करें, या आज ही कॉल करके किसी महिला केयर कोऑर्डिनेटर से बात करें।",
};

const whyUsLabels: Copy<typeof en.whyUsLabels> = {
  metaTitle: "महिलाएँ हम पर भरोसा क्यों करती हैं",
  metaDescription: `बवासीर (पाइल्स), गुदा में दरार (फ़िशर) और भगंदर (फ़िस्टुला) के इलाज के लिए महिलाएँ ${siteConfig.name} को क्यों चुनती हैं: पूरी तरह महिला टीम, पूरी निजता, तय कीमत और नरमी से इलाज, कदम-दर-कदम।`,
  keywords: [
    "Saheli Care क्यों चुनें",
    "मेरे पास महिला गुदा रोग विशेषज्ञ",
    "महिलाओं के लिए बवासीर का निजी इलाज",
    "सिर्फ़ महिलाओं का क्लिनिक",
    "तय कीमत पर गुदा रोगों का इलाज",
  ],
  step: (step: number) => `कदम ${step}: `,
};

/** The Why Us page in Hindi, export for export the English ../why-us. */
export const whyUs: CopyOf<typeof en> = {
  whyUsHero,
  concerns,
  trustPillars,
  careJourney,
  whyUsStats,
  whyUsStories,
  whyUsCta,
  whyUsLabels,
};
